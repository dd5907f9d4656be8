#!/usr/bin/env node
// Runs the shim on its own: `node shim/main.mjs [--port 11435] [--dir DIR]`; prints its URL.
// llama.cpp behind an Ollama-compatible API, for trying ModelGate locally without Ollama.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startShim } from "./server.mjs";

const { values } = parseArgs({ options: { port: { type: "string" }, dir: { type: "string" } } });
const dir = values.dir ?? mkdtempSync(join(tmpdir(), "modelgate-shim-"));
const shim = await startShim({ dir, port: Number(values.port ?? 0) });
process.stdout.write(`${shim.url}\n`);
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => shim.close().then(() => process.exit(0)));
