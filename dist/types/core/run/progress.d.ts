import type { RepetitionStatus } from "../result/run-result.js";
/** What the runner tells whoever shows progress. Every method is cheap and never throws. */
export interface ProgressReporter {
    /** Called once per invocation (all runs of a matrix together) before the first execution. */
    start(totals: {
        cases: number;
        executions: number;
    }): void;
    executionDone(): void;
    /** A case's last repetition finished; `status` is its aggregate. */
    caseDone(status: RepetitionStatus): void;
    /** A human line, e.g. model pull progress. */
    info(message: string): void;
    /** The run is over; a live line is completed with a newline. */
    finish(): void;
}
export interface ProgressState {
    casesDone: number;
    casesTotal: number;
    failed: number;
    errors: number;
    /** Cases ended by Ctrl-C or a deadline of the whole run: not errors of the model or the checks. */
    cancelled: number;
    executionsDone: number;
    executionsTotal: number;
}
export declare function formatDuration(ms: number): string;
/**
 * `12/40 cases, 2 failed, 1 error, 3 cancelled, 0:35 elapsed, ETA 1:20` — ETA from executions,
 * not cases.
 */
export declare function formatProgress(state: ProgressState, elapsedMs: number): string;
/**
 * The line within `columns`: whole parts are dropped, least useful first (ETA, elapsed,
 * cancelled, errors, failed), then the `modelgate: ` prefix; the count alone is cut with `…`.
 */
export declare function fitProgress(state: ProgressState, elapsedMs: number, columns: number): string;
export interface ProgressOutput {
    write(text: string): void;
    /** A terminal gets one live line rewritten in place; anything else gets periodic plain lines. */
    isTTY: boolean;
    /**
     * The terminal's width now (read at every draw, so a resized window is followed); the live line
     * keeps to one column less. Absent, undefined or 0: unknown, the line is written whole.
     */
    columns?: () => number | undefined;
    now?: () => number;
    /** Plain-line period; the live line refreshes every second so elapsed time moves. */
    intervalMs?: number;
}
/**
 * stderr progress: on a terminal a `\r`-rewritten line on every completion and every second;
 * otherwise a plain line at most every `intervalMs` (5 s) and one at the end, so CI logs stay
 * short. The timer is unref'd: it never keeps the process alive.
 */
export declare function createProgress(out: ProgressOutput): ProgressReporter;
