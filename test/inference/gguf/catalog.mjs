// The models the inference tests serve, by Ollama-style name. Each is written on demand into a
// folder (never committed) and identified by the sha256 of its bytes, as Ollama identifies blobs.
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildTinyLlama } from "./tiny-llama.mjs";

/** @type {Record<string, import("./tiny-llama.mjs").ModelSpec>} */
export const MODELS = {
  "tiny-llama:f32": { name: "tiny-llama", seed: 1, type: "F32" },
  "tiny-llama:f16": { name: "tiny-llama", seed: 1, type: "F16" },
  "tiny-llama:q8_0": { name: "tiny-llama", seed: 1, type: "Q8_0" },
  // Another seed: a different model with the same shape, file type and name length.
  "tiny-other:f32": { name: "tiny-other", seed: 2, type: "F32" },
  // Embedding models (mean pooling): two seeds, so a swap changes what retrieval ranks first.
  "tiny-embed:a": { name: "tiny-embed-a", seed: 3, type: "F32", embedding: true },
  "tiny-embed:b": { name: "tiny-embed-b", seed: 4, type: "F32", embedding: true },
};

/**
 * Writes every model (or the named ones) into `dir`.
 * @returns {Array<{model: string, spec: object, path: string, sha256: string, size: number}>}
 */
export function writeModels(dir, names = Object.keys(MODELS)) {
  mkdirSync(dir, { recursive: true });
  return names.map((model) => {
    const spec = MODELS[model];
    if (spec === undefined) throw new Error(`unknown test model ${model}`);
    const bytes = buildTinyLlama(spec);
    const path = join(dir, `${model.replace(":", "-")}.gguf`);
    writeFileSync(path, bytes);
    return {
      model,
      spec,
      path,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      size: bytes.length,
    };
  });
}
