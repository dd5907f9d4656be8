import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
import { DEFAULT_FAIL_ON } from "../../../../src/core/compare/comparison.js";
import { gate, parseFailOn } from "../../../../src/core/compare/gate.js";
import { mergeRuns } from "../../../../src/core/compare/merge.js";
import { InputError } from "../../../../src/core/diagnostics.js";
import { renderComparisonText } from "../../../../src/core/report/comparison-text.js";
import { changeText } from "../../../../src/core/report/format.js";
import { headline } from "../../../../src/core/report/headline.js";
import { renderRunMarkdown } from "../../../../src/core/report/run-markdown.js";
import { renderRunText } from "../../../../src/core/report/run-text.js";
import { shardOf } from "../../../../src/core/result/shard.js";
import { makeRun } from "../../../helpers/make-run.js";

// Review coremerge #1, #2, #3, #4, #6: merges missing shards, re-merged or finished; the cases of
// a missing shard; the single-run report of an incomplete merge; --repeat across parts.

const ids = Array.from({ length: 12 }, (_, i) => `c${String(i + 1).padStart(2, "0")}`);
const line = (id: string) => ids.indexOf(id) * 10 + 10;
const part = (index: number, extra: { repeat?: number } = {}) =>
  makeRun(
    ids.filter((id) => shardOf(id, 3) === index).map((id) => ({ id, line: line(id) })),
    {
      selection: {
        tags: [],
        shard: { index, count: 3 },
        ...(extra.repeat === undefined ? {} : { repeat: extra.repeat }),
      },
    },
  );
const full = makeRun(ids.map((id) => ({ id, line: line(id) })));
const inShard = (n: number) => ids.filter((id) => shardOf(id, 3) === n);

describe("re-merging a merge missing shards (#1)", () => {
  const m13 = mergeRuns([part(1), part(3)]);

  it("every shard is used by this suite", () => {
    for (const n of [1, 2, 3]) expect(inShard(n).length).toBeGreaterThan(0);
  });

  it("a merged part alone keeps its plan: still missing, still an execution failure", () => {
    expect(m13.shard_plan).toEqual({ count: 3, present: [1, 3], missing: [2] });
    const again = mergeRuns([m13]);
    expect(again.shard_plan).toEqual({ count: 3, present: [1, 3], missing: [2] });
    expect(again.cases).toEqual(m13.cases);
    const c = compareRuns(full, again);
    expect(c.status).toBe("execution_failure");
    expect(gate(c, { failOn: DEFAULT_FAIL_ON, failOnLatency: false }).exitCode).toBe(3);
  });

  it("a merged part with the shard it lacked makes the whole run", () => {
    const done = mergeRuns([m13, part(2)], ["m13.json", "s2.json"]);
    expect(done.shard_plan).toEqual({ count: 3, present: [1, 2, 3], missing: [] });
    expect(done.selection.shard).toBeNull();
    expect(done.cases.map((c) => c.id)).toEqual(ids);
    expect(mergeRuns([part(2), m13]).cases).toEqual(done.cases);
    const c = compareRuns(full, done);
    expect(c.status).toBe("compatible");
    expect(gate(c, { failOn: DEFAULT_FAIL_ON, failOnLatency: false }).exitCode).toBe(0);
  });

  it("two partial merges of one split join; a shard they both hold is refused", () => {
    const m1 = mergeRuns([part(1)]);
    const m23 = mergeRuns([part(2), part(3)]);
    expect(mergeRuns([m1, m23]).shard_plan).toEqual({ count: 3, present: [1, 2, 3], missing: [] });
    expect(() => mergeRuns([m13, part(3)], ["m13.json", "s3.json"])).toThrow(
      "shard 3/3 appears twice (m13.json and s3.json)",
    );
    expect(() => mergeRuns([m13, m23], ["m13.json", "m23.json"])).toThrow(
      "shard 3/3 appears twice (m13.json and m23.json)",
    );
  });

  it("a merged part of another split is refused, naming each part's split", () => {
    const other = makeRun([{ id: "case-01" }], { selection: { tags: [], shard: { index: 2, count: 4 } } });
    expect(() => mergeRuns([m13, other], ["m13.json", "q2.json"])).toThrow(
      "parts come from different shard splits (shard counts differ: m13.json: 3-way (merged), q2.json: 4-way)",
    );
  });
});

describe("cases of a missing shard are execution failures (#2)", () => {
  const m13 = mergeRuns([part(1), part(3)]);

  it("the candidate's merge lacks the shard: error, not missing; exit 3 whatever --fail-on", () => {
    const c = compareRuns(full, m13);
    const unrun = c.cases.filter((x) => inShard(2).includes(x.id));
    expect(unrun.length).toBe(inShard(2).length);
    for (const x of unrun) {
      expect(x.category).toBe("error");
      expect(x.reason).toBe("not run in the candidate (its shard 2/3 is missing from the merge)");
      expect(x.baseline_status).toBe("pass");
      expect(x.candidate_status).toBeNull();
    }
    expect(c.summary).toMatchObject({ errors: unrun.length, missing: 0 });
    expect(c.status).toBe("execution_failure");
    const failOn = parseFailOn("missing");
    if (!failOn.ok) throw new Error(failOn.error);
    expect(gate(c, { failOn: failOn.failOn, failOnLatency: false })).toMatchObject({
      exitCode: 3,
      failing: ["error"],
    });
    expect(headline(c)).toBe(
      `EXECUTION FAILURE: shard 2/3 missing from the candidate merge (${unrun.length} cases not run)`,
    );
  });

  it("a baseline case that failed keeps its status in the reason", () => {
    const base = makeRun(ids.map((id) => ({ id, line: line(id), status: "fail" as const })));
    const x = compareRuns(base, m13, { allowSuiteMismatch: true }).cases.find((y) => y.id === inShard(2)[0])!;
    expect(x.category).toBe("error");
    expect(x.reason).toBe(
      "not run in the candidate (its shard 2/3 is missing from the merge); its status in the baseline: fail",
    );
  });

  it("the baseline's merge lacks the shard: the candidate's cases are errors, not new", () => {
    const c = compareRuns(m13, full);
    for (const x of c.cases.filter((y) => inShard(2).includes(y.id))) {
      expect(x.category).toBe("error");
      expect(x.reason).toBe("not run in the baseline (its shard 2/3 is missing from the merge)");
    }
    expect(c.summary).toMatchObject({ errors: inShard(2).length, new: 0 });
    // Neither new nor missing in the reports either.
    const x = c.cases.find((y) => y.id === inShard(2)[0])!;
    expect(changeText(x)).toBe("error (shard missing)");
    expect(renderComparisonText(c)).toContain(
      `  ${x.id} [${x.type}] error (shard missing): not run in the baseline (its shard 2/3 is missing from the merge)\n`,
    );
    expect(changeText(compareRuns(full, m13).cases.find((y) => y.id === x.id)!)).toBe(
      "error (shard missing)",
    );
    expect(headline(c)).toBe(
      `EXECUTION FAILURE: shard 2/3 missing from the baseline merge (${inShard(2).length} cases not run)`,
    );
  });

  it("an error that did run is still counted as such beside the shard", () => {
    const broken = makeRun(
      ids
        .filter((id) => shardOf(id, 3) === 1)
        .map((id, i) => ({
          id,
          line: line(id),
          ...(i === 0 ? { status: "timeout" as const, output: null } : {}),
        })),
      { selection: { tags: [], shard: { index: 1, count: 3 } } },
    );
    const c = compareRuns(full, mergeRuns([broken, part(3)]));
    expect(headline(c)).toBe(
      `EXECUTION FAILURE: 1 case could not run; shard 2/3 missing from the candidate merge (${inShard(2).length} cases not run)`,
    );
  });
});

describe("the report of one run names the shards a merge lacks (#3)", () => {
  const m13 = mergeRuns([part(1), part(3)]);

  it("INCOMPLETE, never PASSED, in text and Markdown", () => {
    const text = renderRunText(m13);
    expect(text).not.toContain("PASSED");
    expect(text).toContain(`\nINCOMPLETE - ${m13.summary.cases} cases: `);
    expect(text).toContain(
      "Incomplete merge: shard 2/3 missing; its cases never ran and are not counted (comparing this result is an execution failure).",
    );
    const md = renderRunMarkdown(m13);
    expect(md).not.toContain("PASSED");
    expect(md).toContain(`**INCOMPLETE**: ${m13.summary.cases} cases`);
    expect(md).toContain("Incomplete merge: shard 2/3 missing");
  });

  it("a complete merge still passes; two missing shards are both named", () => {
    expect(renderRunText(mergeRuns([part(1), part(2), part(3)]))).toContain("\nPASSED - 12 cases");
    expect(renderRunText(mergeRuns([part(2)]))).toContain(
      "Incomplete merge: shards 1/3, 3/3 missing; their cases",
    );
  });
});

describe("headline of a partial comparison (#4)", () => {
  it("counts the compared cases, not every case", () => {
    const c = compareRuns(full, part(1));
    const n = inShard(1).length;
    expect(headline(c)).toBe(`COMPATIBLE: no regression in ${n} compared cases; ${12 - n} missing`);
    const grown = compareRuns(makeRun([{ id: "a" }]), makeRun([{ id: "a" }, { id: "b" }]));
    expect(headline(grown)).toBe("COMPATIBLE: no regression in 1 compared case; 1 new");
    expect(headline(compareRuns(full, full))).toBe("COMPATIBLE: no regression in 12 cases");
  });
});

describe("merge refuses parts run with different --repeat (#6)", () => {
  it("names the parts and their --repeat; keeps a shared one", () => {
    try {
      mergeRuns([part(1), part(2, { repeat: 3 }), part(3)], ["s1.json", "s2r.json", "s3.json"]);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      expect((e as Error).message).toBe(
        "s2r.json vs s1.json: different --repeat (--repeat 3 vs no --repeat)",
      );
    }
    expect(() => mergeRuns([part(1, { repeat: 2 }), part(2, { repeat: 3 })], ["a", "b"])).toThrow(
      "b vs a: different --repeat (--repeat 3 vs --repeat 2)",
    );
    const same = mergeRuns([part(1, { repeat: 3 }), part(2, { repeat: 3 })]);
    expect(same.selection.repeat).toBe(3);
    expect(mergeRuns([part(1), part(2)]).selection).not.toHaveProperty("repeat");
  });
});
