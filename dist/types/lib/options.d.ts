/** The options of the library's functions: one file, imported by the functions and their checks. */
import type { CaptureMode } from "../core/config/run-config.js";
import type { ProgressReporter } from "../core/run/progress.js";
export interface LoadOptions {
    /** Resolves relative paths (default: `process.cwd()`). */
    cwd?: string;
    /** Expands `${NAME}` in configs and MCP servers (default: `process.env`). */
    env?: Record<string, string | undefined>;
}
export interface LoadSuiteOptions extends LoadOptions {
    /** Custom check modules (paths or packages) whose checks the suite may name. */
    plugins?: string[];
}
export interface LibraryRunOptions extends LoadOptions {
    /** Suite files. */
    suites: string[];
    /** Config files; every suite runs against every config. */
    configs: string[];
    /** Repetitions per case (min_pass keeps its ratio). */
    repeat?: number;
    /**
     * Calls in flight at once over the whole run (default: each config's `concurrency`); `"auto"`:
     * every live config as if it said `concurrency: auto` (its server's slots + 1).
     */
    concurrency?: number | "auto";
    /** Only cases with ANY of these tags. */
    tags?: string[];
    /** Only cases whose id matches one of these globs, e.g. `refund-*`. */
    cases?: string[];
    /** What of the model output the results hold. */
    capture?: CaptureMode;
    /** Custom check modules (paths or packages). */
    plugins?: string[];
    /** Aborting cancels the run: completed cases are kept, the rest are `cancelled`. */
    signal?: AbortSignal;
    /** Told about progress (cases done, model pulls); silent when absent. */
    onProgress?: ProgressReporter;
    /** Told every warning (e.g. a suite with no selected case). */
    onWarning?: (message: string) => void;
    /** A latency over `max_latency_ms` fails the case (else a warning). */
    enforcePerformance?: boolean;
    /** Response cache folder (default: the config's `cache:`), or null for no cache at all, as `--no-cache`: every request goes to the model, and embeddings stay in memory (no disk embedding cache). */
    responseCache?: string | null;
    /**
     * Milliseconds a custom check's answer is awaited (an integer, at most a day; default 30,000,
     * as the CLI's `--check-timeout`): a check still running then ends its case as an error.
     */
    checkTimeoutMs?: number;
}
