import { quoted } from "../diagnostics.js";
/**
 * How many calls a configuration keeps in flight. A server with S parallel slots stays busy
 * when S + 1 calls are in flight: while one response travels back and the next request
 * travels in, the extra call already holds the freed slot. Its wait is the server's queue, not
 * the model's time: latency comparisons read the server's own compute time (`compute_ms`).
 */

/** When a server's slots are unknown: one call at a time, as before `concurrency: auto`. */
export const FALLBACK_CONCURRENCY = 1;
/** The schema's bound on `concurrency`. */
const MAX_CONCURRENCY = 64;

/** A server's parallel slots and where the count came from, for the run's note. */
export interface ServerSlots {
  slots: number;
  /** e.g. `OLLAMA_NUM_PARALLEL=4`, `GET /props total_slots`. */
  source: string;
}

export function concurrencyForSlots(slots: number): number {
  return Math.min(MAX_CONCURRENCY, Math.max(1, Math.floor(slots)) + 1);
}

/** The outcome of `concurrency: auto` and the note the run prints about it. */
export function autoConcurrency(
  configId: string,
  slots: ServerSlots | undefined,
): { concurrency: number; note: string } {
  if (slots === undefined) {
    return {
      concurrency: FALLBACK_CONCURRENCY,
      note: `config ${quoted(configId)}: concurrency auto: the server does not report its parallel slots; running ${FALLBACK_CONCURRENCY} call at a time (set concurrency: N, or OLLAMA_NUM_PARALLEL for Ollama)`,
    };
  }
  const concurrency = concurrencyForSlots(slots.slots);
  return {
    concurrency,
    note: `config ${quoted(configId)}: concurrency auto: ${concurrency} calls in flight (${slots.slots} server slot${slots.slots === 1 ? "" : "s"} from ${slots.source}, + 1)`,
  };
}

/**
 * `OLLAMA_NUM_PARALLEL` as the Ollama server reads it: a positive integer. 0 (older Ollama's
 * "decide by memory") or anything else is unknown.
 */
export function ollamaSlotsFromEnv(value: string | undefined): ServerSlots | undefined {
  if (value === undefined || !/^\s*\d+\s*$/.test(value)) return undefined;
  const slots = Number(value);
  return slots >= 1 ? { slots, source: `OLLAMA_NUM_PARALLEL=${slots}` } : undefined;
}
