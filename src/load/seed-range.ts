import type { Json } from "../core/json/value.js";

/**
 * A sampling seed's range: Ollama reads it into a Go `int`, llama.cpp and vLLM into 64 bits too.
 * Checked here, not by the schema, which sees an integer beyond 2^53 as the double nearest it
 * (2^63 - 1 and 2^63 are one double).
 */
const MIN_SEED = -(2n ** 63n);
const MAX_SEED = 2n ** 63n - 1n;

/** Why a seed cannot be sent; undefined for a seed in range and for a value that is no integer (the schema's). */
export function seedProblem(seed: Json | undefined): string | undefined {
  if (typeof seed !== "bigint" || (seed >= MIN_SEED && seed <= MAX_SEED)) return undefined;
  return `must be a signed 64-bit integer (from ${MIN_SEED} to ${MAX_SEED}), what the servers read a seed into`;
}
