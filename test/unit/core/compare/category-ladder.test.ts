import { describe, expect, it } from "vitest";
import {
  CATEGORY_LADDER,
  caseVerdict,
  climb,
  ladderFacts,
  passingUnchanged,
} from "../../../../src/core/compare/category-ladder.js";
import { DEFAULT_COMPARE_OPTIONS } from "../../../../src/core/compare/compare-options.js";
import type { SideCapture } from "../../../../src/core/compare/contract.js";
import { uncapturedSides } from "../../../../src/core/compare/contract.js";
import { evidenceChanges } from "../../../../src/core/compare/evidence.js";
import { decide, prepare } from "../../../../src/core/compare/prepare.js";
import { sha256Hex } from "../../../../src/core/json/canonical.js";
import type { CaseResult, RepetitionStatus } from "../../../../src/core/result/run-result.js";
import { type CaseSpec, makeCase, type RepSpec } from "../../../helpers/make-run.js";

const FULL: SideCapture = { baseline: "full", candidate: "full" };

/** The facts compareRuns gives the ladder for one case present on both sides. */
function facts(b: CaseResult, c: CaseResult, capture: SideCapture = FULL) {
  const opts = DEFAULT_COMPARE_OPTIONS;
  const p = prepare(b, c, capture);
  decide([p], opts);
  const changes =
    p.bJudged.length > 0 && p.cJudged.length > 0 && uncapturedSides(capture) === null
      ? evidenceChanges(p.bJudged, p.cJudged)
      : null;
  return ladderFacts(p, changes, capture, opts);
}

const one = (spec: Omit<CaseSpec, "id">) => makeCase({ id: "a", ...spec });
const reps = (n: number, rep: RepSpec | ((i: number) => RepSpec)) =>
  makeCase({
    id: "a",
    reps: Array.from({ length: n }, (_, i) => (typeof rep === "function" ? rep(i) : rep)),
  });
const withContract = (c: CaseResult, contract: CaseResult["contract"]): CaseResult => ({ ...c, contract });

/** One row per rung, in ladder order: a case that this rung, and no rung above it, decides. */
const ROWS: Array<{ rung: string; category: string; b: CaseResult; c: CaseResult; capture?: SideCapture }> = [
  {
    rung: "error: a side could not execute the case",
    category: "error",
    b: one({ status: "pass", output: "hi" }),
    c: one({ status: "timeout", output: null }),
  },
  {
    rung: "regression: passed, now fails (one repetition a side)",
    category: "regression",
    b: one({ status: "pass", output: "hi" }),
    c: one({ status: "fail", output: "bye" }),
  },
  {
    rung: "regression: the pass rate dropped significantly (repetitions)",
    category: "regression",
    b: reps(10, { status: "pass", output: "hi" }),
    c: reps(10, { status: "fail", output: "bye" }),
  },
  {
    rung: "mismatch / invalid: the contract over repetitions",
    category: "mismatch",
    b: withContract(reps(10, { status: "pass", output: "the same answer" }), "text"),
    c: withContract(reps(10, { status: "pass", output: "another answer" }), "text"),
  },
  {
    rung: "mismatch / invalid: the contract (one repetition on a side)",
    category: "mismatch",
    b: withContract(one({ status: "pass", output: "the same answer" }), "text"),
    c: withContract(one({ status: "pass", output: "another answer" }), "text"),
  },
  {
    rung: "flaky: passed, now passes some repetitions, drop not significant",
    category: "flaky",
    b: reps(5, { status: "pass", output: "hi" }),
    c: reps(5, (i) => (i === 0 ? { status: "fail", output: "bye" } : { status: "pass", output: "hi" })),
  },
  {
    rung: "fixed: did not pass, passes now",
    category: "fixed",
    b: one({ status: "fail", output: "bye" }),
    c: one({ status: "pass", output: "hi" }),
  },
  {
    rung: "still_failing: did not pass, does not pass now",
    category: "still_failing",
    b: one({ status: "fail", output: "bye" }),
    c: one({ status: "fail", output: "ciao" }),
  },
  {
    rung: "changed: passes in both, output or evidence changed",
    category: "changed",
    b: one({ status: "pass", output: "hi" }),
    c: one({ status: "pass", output: "hello" }),
  },
  {
    rung: "passing: outputs not captured, changes cannot be seen",
    category: "passing",
    b: one({ status: "pass", output: null }),
    c: one({ status: "pass", output: "hi" }),
    capture: { baseline: "none", candidate: "full" },
  },
  {
    rung: "passing: passes in both, unchanged",
    category: "passing",
    b: one({ status: "pass", output: "hi" }),
    c: one({ status: "pass", output: "hi" }),
  },
];

describe("the category ladder", () => {
  it("has the documented order, one rung per row below", () => {
    expect(CATEGORY_LADDER.map((r) => r.name)).toEqual(ROWS.map((r) => r.rung));
  });

  for (const [index, row] of ROWS.entries()) {
    it(`rung ${index + 1}: ${row.rung}`, () => {
      const x = facts(row.b, row.c, row.capture);
      // No rung above it applies, this one does, and it gives one of its declared categories.
      for (const above of CATEGORY_LADDER.slice(0, index)) expect(above.rule(x), above.name).toBeNull();
      const own = CATEGORY_LADDER[index]!;
      const verdict = own.rule(x);
      expect(verdict?.category).toBe(row.category);
      expect(own.gives).toContain(row.category);
      expect(climb(x).rung.name).toBe(row.rung);
    });
  }

  it("the last rung always applies", () => {
    const x = facts(one({ status: "pass", output: "hi" }), one({ status: "pass", output: "hi" }));
    expect(CATEGORY_LADDER.at(-1)!.rule(x)).toEqual({ category: "passing", reason: null });
  });
});

// A baseline with no judged repetition once reached a rung of its own (`invalid: no baseline
// evidence`, below the regression rungs); nothing judged is an execution problem, so rung 1.
it("a side with no judged repetition stops at the first rung, whatever its status says", () => {
  const b = withContract(makeCase({ id: "a", reps: [], case_status: "fail" }), "text");
  const x = facts(b, withContract(one({ status: "pass", output: "hi" }), "text"));
  expect(climb(x).rung.name).toBe("error: a side could not execute the case");
  expect(climb(x).verdict).toEqual({
    category: "error",
    reason: "the baseline could not execute it (no repetition was judged)",
  });
});

describe("the verdict without the climb", () => {
  // Every combination of what the rungs read: statuses, repetitions, contract, output and
  // evidence changes, capture modes.
  const STATUSES: RepetitionStatus[] = ["pass", "fail", "invalid", "timeout"];
  const CONTRACTS: CaseResult["contract"][] = [null, "text", "json", "tool_calls"];
  const CAPTURES: SideCapture[] = [
    FULL,
    { baseline: "hash", candidate: "full" },
    { baseline: "full", candidate: "none" },
  ];
  const side = (
    status: RepetitionStatus,
    n: number,
    output: string,
    called: string,
    capture: string,
    minPass: number | undefined,
  ) =>
    makeCase({
      id: "a",
      ...(minPass !== undefined && { min_pass: minPass }),
      reps: Array.from({ length: n }, (_, i) => ({
        // The last repetition of several passes: with a min_pass of 1 the case then passes.
        status: n > 1 && i === n - 1 ? "pass" : status,
        output: capture === "full" ? output : null,
        output_sha256: capture === "none" ? null : sha256Hex(output),
        evidence: { tool_calls: [{ name: called, arguments: {} }] },
      })),
    });
  const cases: Array<{ b: CaseResult; c: CaseResult; capture: SideCapture }> = [];
  for (const capture of CAPTURES)
    for (const contract of CONTRACTS)
      for (const bStatus of STATUSES)
        for (const cStatus of STATUSES)
          for (const [bReps, cReps] of [
            [1, 1],
            [1, 3],
            [3, 3],
          ] as const)
            for (const [bOutput, cOutput, cCalled] of [
              ['{"a": 1}', '{"a": 1}', "f"],
              ['{"a": 1}', '{"a": 2}', "f"],
              ['{"a": 1}', '{"a": 1}', "g"],
              // Not JSON on either side: a json contract is invalid though nothing changed.
              ["plain", "plain", "f"],
            ] as const)
              for (const minPass of [undefined, 1]) {
                const b = side(bStatus, bReps, bOutput, "f", capture.baseline, minPass);
                const c = side(cStatus, cReps, cOutput, cCalled, capture.candidate, minPass);
                cases.push({ b: withContract(b, contract), c: withContract(c, contract), capture });
              }

  it("is climb's verdict for every case, and skips the climb only where the last rung decides", () => {
    let skipped = 0;
    for (const { b, c, capture } of cases) {
      const x = facts(b, c, capture);
      const climbed = climb(x);
      expect(caseVerdict(x.p, x.changes, capture, x.opts)).toEqual(climbed.verdict);
      if (passingUnchanged(x.p, x.changes, capture)) {
        skipped++;
        expect(climbed.rung).toBe(CATEGORY_LADDER.at(-1));
      }
    }
    // Both ways are taken: some cases skip the climb, most do not.
    expect(skipped).toBeGreaterThan(0);
    expect(skipped).toBeLessThan(cases.length);
  });
});

describe("a contract with a single repetition on one side", () => {
  // A baseline that answered two phrasings, its first repetition the one the candidate does not use.
  const alternating = withContract(
    reps(10, (i) => ({ status: "pass", output: i % 2 === 0 ? "Hello!" : "Hi there!" })),
    "text",
  );
  const single = (output: string) => withContract(one({ status: "pass", output }), "text");
  const verdict = (b: CaseResult, c: CaseResult) => climb(facts(b, c)).verdict;

  it("is compatible when the single answer agrees with any repetition of the other side, whichever comes first", () => {
    expect(verdict(alternating, single("Hi there!")).category).toBe("changed");
    expect(verdict(alternating, single("Hello!")).category).not.toBe("mismatch");
    // The other way round: one baseline repetition, ten candidate ones.
    expect(verdict(single("Hi there!"), alternating).category).toBe("changed");
  });

  it("is a mismatch when the single answer agrees with none, naming the first difference", () => {
    const v = verdict(alternating, single("Goodbye."));
    expect(v.category).toBe("mismatch");
    expect(v.reason).toMatch(/^text contract: text differs at character 1/);
    expect(verdict(single("Goodbye."), alternating).category).toBe("mismatch");
  });

  it("prefers a mismatch to an invalid pair when a valid answer agrees with nothing", () => {
    const b = withContract(
      reps(3, (i) => ({ status: "pass", output: i === 0 ? '{"broken"' : '{"v": 1}' })),
      "json",
    );
    const c = withContract(one({ status: "pass", output: '{"v": 2}' }), "json");
    expect(verdict(b, c).category).toBe("mismatch");
    // The single side's own evidence invalid: nothing could be compared.
    const bad = withContract(one({ status: "pass", output: "not json" }), "json");
    expect(verdict(withContract(reps(3, { status: "pass", output: '{"v": 1}' }), "json"), bad).category).toBe(
      "invalid",
    );
  });
});

describe("a contract drop too small a sample can show", () => {
  it("says so in the reason of a changed case: 3 + 3 repetitions cannot reach alpha, even for a total break", () => {
    const b = withContract(reps(3, { status: "pass", output: "AAA" }), "text");
    const c = withContract(reps(3, { status: "pass", output: "BBB" }), "text");
    const v = climb(facts(b, c)).verdict;
    expect(v.category).toBe("changed");
    expect(v.reason).toBe(
      "output changed; text contract over repetitions: 0/3 candidate repetitions match a baseline repetition, baseline self-match 3/3; permutation p = 0.1, not significant: with these counts p cannot go below 0.1, so it is not tested at alpha 0.05",
    );
    // Four a side can: 2 of the 70 re-splits are as extreme.
    const b4 = withContract(reps(4, { status: "pass", output: "AAA" }), "text");
    const c4 = withContract(reps(4, { status: "pass", output: "BBB" }), "text");
    expect(climb(facts(b4, c4)).verdict.category).toBe("mismatch");
  });
});
