import type { ProgressResponse } from "ollama";
import type { ProgressSink } from "../core/run/provider.js";

/**
 * Turns Ollama's pull stream (one line per status update, many per second while downloading)
 * into a readable log: every change of status, and within one status (one layer downloading) at
 * most one percentage line per `intervalMs`.
 */
export class PullReporter {
  private lastStatus = "";
  private lastLineAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly model: string,
    private readonly progress: ProgressSink,
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  update(part: Pick<ProgressResponse, "status"> & Partial<ProgressResponse>): void {
    const at = this.now();
    const changed = part.status !== this.lastStatus;
    if (!changed && (!part.total || at - this.lastLineAt < this.intervalMs)) return;
    this.lastStatus = part.status;
    this.lastLineAt = at;
    this.progress.info(`pull ${this.model}: ${describe(part)}`);
  }
}

function describe(part: Pick<ProgressResponse, "status"> & Partial<ProgressResponse>): string {
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
