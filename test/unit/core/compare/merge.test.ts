import { describe, expect, it } from "vitest";
import { mergeRuns } from "../../../../src/core/compare/merge.js";
import { InputError } from "../../../../src/core/diagnostics.js";
import { makeRun } from "../../../helpers/make-run.js";

const shard = (index: number, count = 2) => ({ selection: { tags: [], shard: { index, count } } });

describe("mergeRuns", () => {
  const a = makeRun(
    [
      { id: "one", line: 10 },
      { id: "three", line: 30, status: "fail" },
    ],
    { ...shard(1), started_at: "2026-01-10T10:00:05.000Z", finished_at: "2026-01-10T10:02:00.000Z" },
  );
  const b = makeRun(
    [
      { id: "two", line: 20, status: "timeout", output: null },
      { id: "four", line: 40 },
    ],
    { ...shard(2), started_at: "2026-01-10T10:00:01.000Z", finished_at: "2026-01-10T10:01:00.000Z" },
  );

  it("orders cases by suite position, recomputes the summary and the time span", () => {
    const m = mergeRuns([b, a]);
    expect(m.cases.map((c) => c.id)).toEqual(["one", "two", "three", "four"]);
    expect(m.summary).toEqual({ cases: 4, passed: 2, failed: 1, invalid: 0, errors: 1 });
    expect(m.started_at).toBe("2026-01-10T10:00:01.000Z");
    expect(m.finished_at).toBe("2026-01-10T10:02:00.000Z");
    expect(m.selection.shard).toBeNull();
    expect(mergeRuns([a, b])).toEqual(m);
  });

  it("refuses overlapping case ids, naming them and the parts", () => {
    const c = makeRun([{ id: "one", line: 10 }], shard(2));
    expect(() => mergeRuns([a, c], ["a.json", "c.json"])).toThrow(
      "case ids in more than one part: 'one' (a.json and c.json)",
    );
  });

  it("refuses different suites, configurations and capture modes", () => {
    const other = makeRun([{ id: "x" }], { ...shard(2), suite: { name: "billing" } });
    expect(() => mergeRuns([a, other])).toThrow(/parts of different suites \('billing' vs 'demo'\)/);
    const changedSuite = makeRun([{ id: "x" }], { ...shard(2), suite: { sha256: "b".repeat(64) } });
    expect(() => mergeRuns([a, changedSuite])).toThrow(/the suite definition changed/);
    const cfg = makeRun([{ id: "x" }], { ...shard(2), config: { id: "other" } });
    expect(() => mergeRuns([a, cfg])).toThrow(/different configurations/);
    const settings = makeRun([{ id: "x" }], { ...shard(2), config: { settings: { temperature: 1 } } });
    expect(() => mergeRuns([a, settings])).toThrow(/different configurations/);
    const capture = makeRun([{ id: "x" }], { ...shard(2), capture: "hash" });
    expect(() => mergeRuns([a, capture])).toThrow(/different capture modes \('hash' vs 'full'\)/);
  });

  it("refuses parts of different --case selections and keeps a shared one", () => {
    const globs = (cases: string[], index: number) => ({
      selection: { tags: [], shard: { index, count: 2 }, cases },
    });
    const one = makeRun([{ id: "one", line: 10 }], globs(["o*"], 1));
    const two = makeRun([{ id: "two", line: 20 }], globs(["t*"], 2));
    expect(() => mergeRuns([one, two])).toThrow("different --case selections (t* vs o*)");
    expect(() => mergeRuns([one, b])).toThrow(/different --case selections/);
    const same = makeRun([{ id: "two", line: 20 }], globs(["o*"], 2));
    expect(mergeRuns([one, same]).selection).toEqual({ tags: [], shard: null, cases: ["o*"] });
  });

  it("refuses the same shard twice, different splits and an empty list", () => {
    const again = makeRun([{ id: "x" }], shard(1));
    expect(() => mergeRuns([a, again])).toThrow(/shard 1\/2 appears twice/);
    const split3 = makeRun([{ id: "x" }], shard(2, 3));
    expect(() => mergeRuns([a, split3])).toThrow(/different shard splits/);
    expect(() => mergeRuns([])).toThrow(InputError);
  });

  it("reports every problem at once", () => {
    const bad = makeRun([{ id: "one" }], { ...shard(2), capture: "none", config: { id: "z" } });
    try {
      mergeRuns([a, bad]);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      expect((e as InputError).message.split("\n")).toHaveLength(3);
    }
  });
});
