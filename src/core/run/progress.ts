import type { RepetitionStatus } from "../result/run-result.js";
import { ownSequence } from "../safety/terminal.js";
import { monotonicMs } from "./monotonic.js";

/**
 * Back to the line's start and erase it, as an `ownSequence` token: the CLI's stream step
 * neutralises every raw control character and writes this one as the real sequence.
 */
const clearLine = (): string => ownSequence("\r\x1b[2K");

/** What the runner tells whoever shows progress. Every method is cheap and never throws. */
export interface ProgressReporter {
  /** Called once per invocation (all runs of a matrix together) before the first execution. */
  start(totals: { cases: number; executions: number }): void;
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

export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}

/** One part of the line and how soon it goes when the line is too wide (lowest first). */
interface Part {
  text: string;
  drop: number;
}

const PREFIX = "modelgate: ";

function progressParts(state: ProgressState, elapsedMs: number): Part[] {
  const parts: Part[] = [
    { text: `${state.casesDone}/${state.casesTotal} cases`, drop: Number.POSITIVE_INFINITY },
    { text: `${state.failed} failed`, drop: 4 },
  ];
  if (state.errors > 0)
    parts.push({ text: `${state.errors} ${state.errors === 1 ? "error" : "errors"}`, drop: 3 });
  if (state.cancelled > 0) parts.push({ text: `${state.cancelled} cancelled`, drop: 2 });
  parts.push({ text: `${formatDuration(elapsedMs)} elapsed`, drop: 1 });
  const remaining = state.executionsTotal - state.executionsDone;
  if (remaining > 0 && state.executionsDone > 0) {
    parts.push({ text: `ETA ${formatDuration((elapsedMs / state.executionsDone) * remaining)}`, drop: 0 });
  }
  return parts;
}

/**
 * `12/40 cases, 2 failed, 1 error, 3 cancelled, 0:35 elapsed, ETA 1:20` — ETA from executions,
 * not cases.
 */
export function formatProgress(state: ProgressState, elapsedMs: number): string {
  return progressParts(state, elapsedMs)
    .map((p) => p.text)
    .join(", ");
}

/**
 * The line within `columns`: whole parts are dropped, least useful first (ETA, elapsed,
 * cancelled, errors, failed), then the `modelgate: ` prefix; the count alone is cut with `…`.
 */
export function fitProgress(state: ProgressState, elapsedMs: number, columns: number): string {
  const parts = progressParts(state, elapsedMs);
  const text = (): string => parts.map((p) => p.text).join(", ");
  // Counts and times only: ASCII, one column a character.
  while (parts.length > 1 && (PREFIX + text()).length > columns) {
    let least = 0;
    parts.forEach((p, i) => {
      if (p.drop < (parts[least]?.drop ?? 0)) least = i;
    });
    parts.splice(least, 1);
  }
  if ((PREFIX + text()).length <= columns) return PREFIX + text();
  const count = text();
  if (count.length <= columns) return count;
  return columns < 1 ? "" : `${count.slice(0, columns - 1)}…`;
}

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
export function createProgress(out: ProgressOutput): ProgressReporter {
  const now = out.now ?? monotonicMs;
  const state: ProgressState = {
    casesDone: 0,
    casesTotal: 0,
    failed: 0,
    errors: 0,
    cancelled: 0,
    executionsDone: 0,
    executionsTotal: 0,
  };
  let startedAt = now();
  let timer: ReturnType<typeof setInterval> | undefined;
  let liveShown = false;
  let finished = false;
  let lastDrawn = Number.NEGATIVE_INFINITY;

  const line = (): string => `${PREFIX}${formatProgress(state, now() - startedAt)}`;
  // A line as wide as the terminal or wider wraps, and erase-line clears only its last row: each
  // redraw would leave a row behind. The last column stays free so the cursor never wraps either.
  const liveLine = (): string => {
    const columns = out.columns?.() ?? 0;
    return columns > 0 ? fitProgress(state, now() - startedAt, columns - 1) : line();
  };
  const draw = (): void => {
    if (finished) return;
    lastDrawn = now();
    if (out.isTTY) {
      out.write(`${clearLine()}${liveLine()}`);
      liveShown = true;
    } else {
      out.write(`${line()}\n`);
    }
  };
  // A terminal redraw per completion, but no more than ten a second on fast runs: one that comes
  // sooner is drawn when the 100 ms are up (dropped, the line showed stale counts for a second).
  let pending: ReturnType<typeof setTimeout> | undefined;
  const redraw = (): void => {
    if (!out.isTTY || finished) return;
    const wait = 100 - (now() - lastDrawn);
    if (wait <= 0) {
      draw();
      return;
    }
    if (pending !== undefined) return;
    pending = setTimeout(() => {
      pending = undefined;
      if (!finished) draw();
    }, wait);
    pending.unref?.();
  };
  const clearLive = (): void => {
    if (liveShown) {
      out.write(clearLine());
      liveShown = false;
    }
  };

  return {
    start(totals) {
      state.casesTotal = totals.cases;
      state.executionsTotal = totals.executions;
      startedAt = now();
      timer = setInterval(draw, out.isTTY ? 1000 : (out.intervalMs ?? 5000));
      timer.unref?.();
      if (out.isTTY) draw();
    },
    executionDone() {
      state.executionsDone++;
      redraw();
    },
    caseDone(status) {
      state.casesDone++;
      if (status === "fail" || status === "invalid") state.failed++;
      else if (status === "cancelled") state.cancelled++;
      else if (status !== "pass") state.errors++;
      redraw();
    },
    info(message) {
      clearLive();
      out.write(`${message}\n`);
      if (out.isTTY && timer !== undefined) draw();
    },
    finish() {
      if (finished) return;
      if (timer !== undefined) clearInterval(timer);
      if (pending !== undefined) clearTimeout(pending);
      if (out.isTTY) {
        // The last line is never redrawn: whole, a wrap leaves nothing behind.
        out.write(`${clearLine()}${line()}\n`);
      } else if (timer !== undefined) {
        out.write(`${line()}\n`);
      }
      finished = true;
    },
  };
}
