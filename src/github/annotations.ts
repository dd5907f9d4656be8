import path from "node:path";
import type { CaseComparison } from "../core/compare/comparison.js";
import { withheldReason } from "../core/report/withheld-reason.js";
import type { Annotation } from "./check-run.js";
import type { SuiteOutcome } from "./job-verdict.js";

/** Where annotation paths are resolved from: GitHub wants them relative to the repository root. */
export interface PathBase {
  workspace: string;
  /** Suite paths in results are relative to this (the `working-directory`). */
  workingDirectory: string;
}

export function repoPath(file: string, base: PathBase): string {
  const absolute = path.resolve(base.workingDirectory, file);
  return path.relative(base.workspace, absolute).split(path.sep).join("/");
}

/**
 * One annotation per case that needs attention, at its line in the suite file: gating categories
 * as failures, other non-passing outcomes (still failing, flaky, slower) as warnings. Cases of a
 * suite that had no baseline are annotated only when they fail on their own. With
 * `comment-outputs: none` a message says what kind of change it was, never what the model wrote.
 */
export function annotationsFor(
  outcomes: SuiteOutcome[],
  base: PathBase,
  outputs: "excerpt" | "none" = "excerpt",
): Annotation[] {
  const withheld = outputs === "none";
  const out: Annotation[] = [];
  for (const outcome of outcomes) {
    if (outcome.kind === "compared") {
      const failing = new Set(outcome.gate.failing);
      for (const c of outcome.comparison.cases) {
        const gating = failing.has(c.category);
        // A new case is not gated, but one that fails on its own needs attention all the same.
        const newFailing =
          c.category === "new" && c.candidate_status !== null && c.candidate_status !== "pass";
        const warn =
          c.category === "still_failing" || c.category === "flaky" || c.latency.slower || newFailing;
        if (!gating && !warn) continue;
        const onlySlower = c.latency.slower && !gating && c.category !== "still_failing" && !newFailing;
        const what = onlySlower
          ? "slower"
          : newFailing
            ? `new, ${c.candidate_status}`
            : c.category.replace("_", " ");
        const reason =
          (withheld ? withheldReason(c) : c.reason) ??
          `${c.baseline_status ?? "absent"} -> ${c.candidate_status ?? "absent"}`;
        out.push({
          path: repoPath(c.source.file, base),
          start_line: c.source.line,
          end_line: c.source.line,
          annotation_level: gating ? "failure" : "warning",
          title: `${c.id}: ${what}`,
          // A case annotated for its latency says so; its reason ("output changed") is not why.
          // A new case's reason says how it did in the candidate (core/compare/one-sided.ts).
          message: newFailing
            ? reason
            : c.latency.slower
              ? onlySlower
                ? slowerLine(c)
                : `${reason}; ${slowerLine(c)}`
              : reason,
        });
      }
    } else if (outcome.kind === "uncompared") {
      // A suite this job did not run (`not_run`) has no line of this run to annotate.
      for (const c of outcome.run.cases) {
        if (c.status === "pass") continue;
        const judged = c.status === "fail" || c.status === "invalid";
        const reason =
          withheld && judged
            ? `output ${c.status === "invalid" ? "is invalid for" : "fails"} the ${c.type} check (output not shown)`
            : (c.repetitions.find((r) => r.status !== "pass")?.reason ?? c.status);
        out.push({
          path: repoPath(c.source.file, base),
          start_line: c.source.line,
          end_line: c.source.line,
          annotation_level: "warning",
          title: `${c.id}: ${c.status}`,
          message: reason,
        });
      }
    }
  }
  return out;
}

/** What the latency of a slower case did, for its annotation. */
function slowerLine(c: CaseComparison): string {
  const { baseline_ms: from, candidate_ms: to, delta_pct: pct } = c.latency;
  const growth = pct === null ? "" : ` (+${Math.round(pct)}%)`;
  return `slower: median latency ${from ?? "?"} ms -> ${to ?? "?"} ms${growth}`;
}
