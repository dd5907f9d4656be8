// One figure a benchmark hands to bench/run-all.mjs for the closing table: a single line on the
// bench's stdout, `BENCH-FIGURE ` followed by one JSON object (format documented in run-all.mjs).

export const FIGURE_PREFIX = "BENCH-FIGURE ";

/**
 * @param {{ figure: string, measured: number, unit: string, target?: string, met?: boolean | null, note?: string }} f
 *   `met` is null (or absent) for a figure printed for information, with no target.
 */
export function reportFigure(f) {
  const line = {
    figure: f.figure,
    measured: f.measured,
    unit: f.unit,
    target: f.target ?? "",
    met: f.met ?? null,
    ...(f.note !== undefined ? { note: f.note } : {}),
  };
  process.stdout.write(`${FIGURE_PREFIX}${JSON.stringify(line)}\n`);
}

/** The median of a non-empty list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** `--quick` on the command line or BENCH_QUICK=1: fewer runs, smaller sizes. */
export const quick = process.argv.includes("--quick") || process.env.BENCH_QUICK === "1";
