#!/usr/bin/env node
// Writes the test models into a folder and prints `name sha256 size path` per line
// (ollama.yml uploads them to a real Ollama server from this list).
import { resolve } from "node:path";
import { writeModels } from "./catalog.mjs";

const dir = resolve(process.argv[2] ?? "models");
const names = process.argv.slice(3);
for (const m of writeModels(dir, names.length > 0 ? names : undefined)) {
  process.stdout.write(`${m.model} ${m.sha256} ${m.size} ${m.path}\n`);
}
