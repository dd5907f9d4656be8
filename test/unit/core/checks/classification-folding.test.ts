import { describe, expect, it } from "vitest";
import { evaluateCase } from "../../../../src/core/checks/evaluate.js";
import type { CheckSpec } from "../../../../src/core/suite/case.js";
import { makeCase } from "../../../helpers/make-case.js";

// Each classification check of a list folds case (or not) its own way; the recorded label is the
// prediction as the first of them compares it.
const none = new Map();

describe("several classification checks in one case", () => {
  const strict: CheckSpec = {
    type: "classification",
    expected: "billing",
    labels: ["billing", "Technical"],
    caseInsensitive: false,
  };
  const folded: CheckSpec = { type: "classification", expected: "technical", caseInsensitive: true };

  it("folds case per check, not as the first check does", async () => {
    const v = await evaluateCase(
      makeCase({ check: { type: "checks", checks: [strict, folded] } }),
      { output: "Technical" },
      none,
    );
    expect(v.reason).toBe("classification (check 1 of 2): predicted 'Technical', expected 'billing'");
    const checks = (v.details as { checks: { status: string }[] }).checks;
    expect(checks.map((c) => c.status)).toEqual(["fail", "pass"]);
    expect(v.evidence.label).toBe("Technical");
  });

  it("does not fold for a strict check listed after a folding one", async () => {
    const strictTech: CheckSpec = { type: "classification", expected: "Technical", caseInsensitive: false };
    const v = await evaluateCase(
      makeCase({ check: { type: "checks", checks: [folded, strictTech] } }),
      { output: "TECHNICAL" },
      none,
    );
    expect(v.reason).toBe("classification (check 2 of 2): predicted 'TECHNICAL', expected 'Technical'");
    expect(v.evidence.label).toBe("technical");
  });
});
