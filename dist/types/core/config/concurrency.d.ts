/**
 * How many calls a configuration keeps in flight. A server with S parallel slots stays busy
 * when S + 1 calls are in flight: while one response travels back and the next request
 * travels in, the extra call already holds the freed slot. Its wait is the server's queue, not
 * the model's time: latency comparisons read the server's own compute time (`compute_ms`).
 */
/** When a server's slots are unknown: one call at a time, as before `concurrency: auto`. */
export declare const FALLBACK_CONCURRENCY = 1;
/** A server's parallel slots and where the count came from, for the run's note. */
export interface ServerSlots {
    slots: number;
    /** e.g. `OLLAMA_NUM_PARALLEL=4`, `GET /props total_slots`. */
    source: string;
}
export declare function concurrencyForSlots(slots: number): number;
/** The outcome of `concurrency: auto` and the note the run prints about it. */
export declare function autoConcurrency(configId: string, slots: ServerSlots | undefined): {
    concurrency: number;
    note: string;
};
/**
 * `OLLAMA_NUM_PARALLEL` as the Ollama server reads it: a positive integer. 0 (older Ollama's
 * "decide by memory") or anything else is unknown.
 */
export declare function ollamaSlotsFromEnv(value: string | undefined): ServerSlots | undefined;
