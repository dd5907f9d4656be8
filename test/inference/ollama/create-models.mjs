#!/usr/bin/env node
// Puts the tiny test models into a real Ollama server without any registry pull: each GGUF is
// written here, uploaded as a blob (POST /api/blobs/sha256:<digest>) and turned into a model
// (POST /api/create with `files` and the template). Used by .github/workflows/ollama.yml.
//   node test/inference/ollama/create-models.mjs http://127.0.0.1:11434 DIR [MODEL...]
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { writeModels } from "../gguf/catalog.mjs";
import { OLLAMA_TEMPLATE } from "../gguf/tiny-llama.mjs";

const [base = "http://127.0.0.1:11434", dir = "models", ...names] = process.argv.slice(2);

async function call(method, path, body) {
  const response = await fetch(`${base}${path}`, { method, body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}: ${text}`);
  return text === "" ? {} : JSON.parse(text);
}

for (const m of writeModels(dir, names.length > 0 ? names : undefined)) {
  const digest = `sha256:${m.sha256}`;
  const head = await fetch(`${base}/api/blobs/${digest}`, { method: "HEAD" });
  if (head.status !== 200) await call("POST", `/api/blobs/${digest}`, readFileSync(m.path));
  const request = { model: m.model, files: { [basename(m.path)]: digest }, stream: false };
  // Chat models get the template (and a bound: this model never ends a reply on its own).
  if (!m.spec.embedding)
    Object.assign(request, { template: OLLAMA_TEMPLATE, parameters: { num_predict: 64 } });
  await call("POST", "/api/create", JSON.stringify(request));
  const shown = await call("POST", "/api/show", JSON.stringify({ model: m.model }));
  const caps = (shown.capabilities ?? []).join(",");
  process.stdout.write(
    `${m.model}: ${m.size} bytes, blob ${digest}, capabilities ${caps}, ${shown.details?.quantization_level}\n`,
  );
}
