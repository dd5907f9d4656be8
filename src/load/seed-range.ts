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

/**
 * Why the last of `repeat` repetitions cannot be sent: repetition i sends `seed + i`
 * (core/run/live-execution.ts), so an in-range seed near the top fails mid-run otherwise.
 * Undefined when it can, and for a seed {@link seedProblem} (or the schema) refuses already.
 * `repeatOf` says whose repeat it is (` (case 'a' of suite 's')`).
 */
export function lastSeedProblem(seed: Json | undefined, repeat: number, repeatOf = ""): string | undefined {
  if (!Number.isSafeInteger(repeat) || repeat < 2 || seedProblem(seed) !== undefined) return undefined;
  if (typeof seed !== "bigint" && !(typeof seed === "number" && Number.isSafeInteger(seed))) return undefined;
  const base = BigInt(seed);
  const last = base + BigInt(repeat - 1);
  if (last <= MAX_SEED) return undefined;
  return `with repeat ${repeat}${repeatOf}, the last repetition's seed (${base} + ${repeat - 1} = ${last}) would exceed the signed 64-bit range (at most ${MAX_SEED}): repetition i sends seed + i`;
}
