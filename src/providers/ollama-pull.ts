import type { ProgressResponse } from "ollama";
import type { ProgressSink } from "../core/run/provider.js";

type PullPart = Pick<ProgressResponse, "status"> & Partial<ProgressResponse>;

/**
 * Turns Ollama's pull stream (one line per status update, many per second while downloading)
 * into a readable log: every change of status, within one status (one layer downloading) at
 * most one percentage line per `intervalMs`, and each layer's final state — the line that
 * completes it, or the last one seen before the status changed — so a layer that downloads
 * within the interval does not read as stuck at 0%.
 */
export class PullReporter {
  private lastStatus = "";
  private lastLineAt = Number.NEGATIVE_INFINITY;
  /** The newest progress of the current status not printed yet. */
  private unprinted: PullPart | undefined;
  /** Whether the current status's completing line was printed: nothing follows it. */
  private completed = false;

  constructor(
    private readonly model: string,
    private readonly progress: ProgressSink,
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  update(part: PullPart): void {
    if (part.status !== this.lastStatus) {
      if (this.unprinted !== undefined) this.print(this.unprinted);
      this.lastStatus = part.status;
      this.completed = false;
      this.print(part);
      return;
    }
    if (!part.total || this.completed) return;
    if (isComplete(part) || this.now() - this.lastLineAt >= this.intervalMs) this.print(part);
    else this.unprinted = part;
  }

  private print(part: PullPart): void {
    this.unprinted = undefined;
    this.lastLineAt = this.now();
    if (isComplete(part)) this.completed = true;
    this.progress.info(`pull ${this.model}: ${describe(part)}`);
  }
}

function isComplete(part: PullPart): boolean {
  return !!part.total && (part.completed ?? 0) >= part.total;
}

function describe(part: PullPart): string {
  if (!part.total) return part.status;
  const completed = part.completed ?? 0;
  const percent = Math.floor((completed / part.total) * 100);
  return `${part.status} ${percent}% (${formatBytes(completed)} of ${formatBytes(part.total)})`;
}

/** Decimal units, as Ollama prints them. */
export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}
