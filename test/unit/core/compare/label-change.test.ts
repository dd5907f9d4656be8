import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
import { renderComparisonJson } from "../../../../src/core/report/comparison-json.js";
import { renderComparisonJunit } from "../../../../src/core/report/comparison-junit.js";
import { renderComparisonMarkdown } from "../../../../src/core/report/comparison-markdown.js";
import { renderComparisonText } from "../../../../src/core/report/comparison-text.js";
import { labelChangeText } from "../../../../src/core/report/format.js";
import { COMPARISON_SCHEMA } from "../../../../src/load/schemas/comparison.js";
import { makeRun } from "../../../helpers/make-run.js";

/** A classification case whose repetitions predicted `labels`, in that order (each one passing). */
const labelled = (labels: readonly string[]) => ({
  id: "intent",
  type: "classification" as const,
  reps: labels.map((label) => ({ output: label, evidence: { label } })),
  min_pass: 1,
});

function compare(baseline: readonly string[], candidate: readonly string[]) {
  return compareRuns(makeRun([labelled(baseline)]), makeRun([labelled(candidate)]));
}

const change = (baseline: readonly string[], candidate: readonly string[]) =>
  compare(baseline, candidate).cases[0]!.label_change;

// docs/comparison.md: repetitions are compared as a multiset (their order is arbitrary), so a
// label change is read from each side's distribution of labels, never from its first repetition.
describe("label changes over repetitions", () => {
  it("the same labels in another order are no change", () => {
    expect(
      change(["billing", "technical", "billing", "billing"], ["technical", "billing", "billing", "billing"]),
    ).toBeNull();
  });

  it("a change of the most frequent label is one, with each side's counts", () => {
    expect(
      change(
        ["billing", "billing", "billing", "billing"],
        ["billing", "technical", "technical", "technical"],
      ),
    ).toEqual({
      from: "billing",
      to: "technical",
      from_count: 4,
      from_total: 4,
      to_count: 3,
      to_total: 4,
    });
  });

  it("one repetition a side: its label, counted once", () => {
    expect(change(["billing"], ["technical"])).toEqual({
      from: "billing",
      to: "technical",
      from_count: 1,
      from_total: 1,
      to_count: 1,
      to_total: 1,
    });
    expect(change(["billing"], ["billing"])).toBeNull();
  });

  it("a tie is no change while a side's most frequent labels include the other's; else the first by character code", () => {
    // The candidate is split between billing and technical: billing is still among its modes.
    expect(change(["billing", "billing"], ["technical", "billing"])).toBeNull();
    expect(change(["technical", "billing"], ["billing", "billing"])).toBeNull();
    // No label in common: each side's tie is told by its first label in character-code order.
    expect(change(["refund", "billing"], ["technical", "shipping", "technical", "shipping"])).toEqual({
      from: "billing",
      to: "shipping",
      from_count: 1,
      from_total: 2,
      to_count: 2,
      to_total: 4,
    });
  });

  it("counts only the repetitions that have a label (a repetition that could not execute has none)", () => {
    const cand = makeRun([
      {
        ...labelled([]),
        reps: [
          { output: "technical", evidence: { label: "technical" } },
          { status: "timeout", output: null },
          { output: "technical", evidence: { label: "technical" } },
        ],
      },
    ]);
    const c = compareRuns(makeRun([labelled(["billing", "billing", "billing"])]), cand).cases[0]!;
    expect(c.label_change).toEqual({
      from: "billing",
      to: "technical",
      from_count: 3,
      from_total: 3,
      to_count: 2,
      to_total: 2,
    });
  });

  it("every report says the counts when a side judged several repetitions, and only then", () => {
    const c = compare(
      ["billing", "billing", "billing", "billing"],
      ["billing", "technical", "technical", "technical"],
    );
    const told = "'billing' (4/4) -> 'technical' (3/4)";
    expect(renderComparisonText(c)).toContain(`intent: ${told}`);
    expect(renderComparisonMarkdown(c)).toContain("- `intent`: 'billing' (4/4) → 'technical' (3/4)");
    // A passing case whose outputs changed: JUnit's note carries it.
    expect(c.cases[0]!.category).toBe("changed");
    expect(renderComparisonJunit(c)).toContain(`label: ${told.replace(">", "&gt;")}`);
    const json = JSON.parse(renderComparisonJson(c));
    const validate = new Ajv2020({ allErrors: true, strict: true }).compile(COMPARISON_SCHEMA);
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(json.cases[0].label_change).toEqual(c.cases[0]!.label_change);
    const once = compare(["billing"], ["technical"]);
    expect(renderComparisonText(once)).toContain("intent: 'billing' -> 'technical'\n");
    expect(renderComparisonMarkdown(once)).toContain("- `intent`: 'billing' → 'technical'\n");
  });

  it("a comparison written before the counts (v1 without them) still validates and renders", () => {
    const c = compare(["billing"], ["technical"]);
    c.cases[0]!.label_change = { from: "billing", to: "technical" };
    const validate = new Ajv2020({ allErrors: true, strict: true }).compile(COMPARISON_SCHEMA);
    expect(validate(JSON.parse(renderComparisonJson(c))), JSON.stringify(validate.errors)).toBe(true);
    expect(renderComparisonText(c)).toContain("intent: 'billing' -> 'technical'\n");
  });
});

describe("a label change that differs only in what does not show", () => {
  it("is written with the hidden character escaped, in every report", () => {
    const text = labelChangeText({ from: "billing", to: "bil\u200bling" }, "->", (label) => label);
    expect(text).toBe("'billing' -> 'bil\\u200bling'");
  });
});
