import type { CaseComparison } from "../compare/comparison.js";
import { absenceReason } from "../compare/one-sided.js";

/**
 * What a report may say about a case: its reason as judged (`excerpt`), or, when the user chose
 * to post no model output (`none`), what kind of change it was. A judged reason quotes the model
 * (`output "…" (expected "ok")`, `predicted 'x'`, a tool call's arguments), so with `none` only the
 * reasons the engine writes about execution and presence are kept: why a side could not run
 * (`error`) and why a case is on one side only (`missing`, `new`; a new case's failure is withheld).
 */
export function caseReason(x: CaseComparison, outputs: "excerpt" | "reasons" | "none"): string | null {
  if (outputs !== "none") return x.reason;
  return withheldReason(x);
}

/** The kind of change, in words that carry nothing the model wrote. */
export function withheldReason(x: CaseComparison): string | null {
  const check = `the ${x.type} check`;
  switch (x.category) {
    case "error":
    case "missing":
      return x.reason;
    case "new": {
      // A new case that failed gives the check's reason first; it may quote the model.
      const status = x.candidate_status;
      if (x.reason === null || (status !== "fail" && status !== "invalid")) return x.reason;
      const verdict =
        status === "invalid"
          ? `output is invalid for ${check}`
          : `output differs from expected: fails ${check}`;
      return `${verdict} in the candidate (output not shown); ${absenceReason(x.reason)}`;
    }
    case "regression":
      return x.candidate_status === "invalid"
        ? `output is invalid for ${check} (output not shown)`
        : `output differs from expected: fails ${check} (output not shown)`;
    case "invalid":
      return `output is invalid for ${check} (output not shown)`;
    case "mismatch":
      return `output no longer matches the baseline's${x.contract === null ? "" : ` (${x.contract} contract)`} (output not shown)`;
    case "still_failing":
      return `fails ${check} in both runs (output not shown)`;
    case "flaky":
      return "pass rate moved without a significant drop (output not shown)";
    case "fixed":
      return `passes ${check} now (output not shown)`;
    case "changed":
      return "output differs from the baseline's (output not shown)";
    case "passing":
      return x.reason === null ? null : "output not shown";
  }
}
