import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Comparison } from "../../src/core/compare/comparison.js";
import { renderRunJson } from "../../src/core/report/run-json.js";
import type { RunResult } from "../../src/core/result/run-result.js";
import { shardOf } from "../../src/core/result/shard.js";
import { type CaseSpec, makeRun, type RepSpec } from "../helpers/make-run.js";

/**
 * Issue 9, the compare side, through the built CLI (dist/cli.js): a side that could not execute,
 * regressions beside errors, incomplete merges, Holm-corrected Fisher on repeated cases,
 * contracts over repetitions, JUnit following the gate, and the latency figure compared.
 */

const CLI = join(resolve(import.meta.dirname, "../.."), "dist/cli.cjs");
let dir: string;

function modelgate(...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: dir, encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function json(...args: string[]): { code: number | null; c: Comparison; stderr: string } {
  const r = modelgate("compare", ...args, "--format", "json");
  return { code: r.code, c: JSON.parse(r.stdout) as Comparison, stderr: r.stderr };
}

async function save(name: string, run: RunResult): Promise<string> {
  await writeFile(join(dir, name), renderRunJson(run));
  return name;
}

/** n repetitions, the first `passes` passing. */
function reps(passes: number, n: number, output = "ok"): RepSpec[] {
  return Array.from({ length: n }, (_, i) =>
    i < passes ? { output } : { status: "fail" as const, output: "no" },
  );
}

beforeAll(async () => {
  if (!existsSync(CLI)) throw new Error("dist/cli.js is missing: run `npm run build` first");
  dir = await mkdtemp(join(tmpdir(), "modelgate-verdict-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("a side that could not execute (point 1)", () => {
  for (const status of ["unavailable", "timeout", "cancelled"] as const) {
    it(`a ${status} baseline with a failing candidate: error naming the baseline, exit 3`, async () => {
      await save(`b-${status}.json`, makeRun([{ id: "a", status, output: null }, { id: "b" }]));
      await save(`c-${status}.json`, makeRun([{ id: "a", status: "fail" }, { id: "b" }]));
      const { code, c } = json(`b-${status}.json`, `c-${status}.json`);
      expect(code).toBe(3);
      const a = c.cases.find((x) => x.id === "a")!;
      expect(a.category).toBe("error");
      expect(a.reason).toContain(`the baseline could not execute it (${status}`);
      expect(c.status).toBe(status === "unavailable" ? "unavailable" : "execution_failure");
      const text = modelgate("compare", `b-${status}.json`, `c-${status}.json`);
      expect(text.code).toBe(3);
      expect(text.stdout).toContain(
        `${status === "unavailable" ? "UNAVAILABLE" : "EXECUTION FAILURE"}: 1 case could not run`,
      );
      expect(text.stdout).toContain(`a [exact] error (baseline ${status})`);
      expect(text.stdout).not.toMatch(/still failing|COMPATIBLE/);
    });
  }

  it("regressions beside errors: REGRESSED headline saying both, exit 1, in every format", async () => {
    const ids = ["r1", "r2", "r3", "r4", "e1", "e2", "ok"];
    await save(
      "mix-base.json",
      makeRun([...ids.map((id) => ({ id })), { id: "e3", status: "timeout", output: null }]),
    );
    const cand: CaseSpec[] = [
      ...["r1", "r2", "r3", "r4"].map((id) => ({ id, status: "fail" as const })),
      { id: "e1", status: "timeout", output: null },
      { id: "e2", status: "error", output: null },
      { id: "ok" },
      { id: "e3" },
    ];
    await save("mix-cand.json", makeRun(cand));
    const text = modelgate("compare", "mix-base.json", "mix-cand.json");
    expect(text.code).toBe(1);
    expect(text.stdout).toContain("REGRESSED: 4 regressions; 3 cases could not run\n");
    const md = modelgate("compare", "mix-base.json", "mix-cand.json", "--format", "markdown");
    expect(md.code).toBe(1);
    expect(md.stdout).toContain("## ❌ ModelGate: demo: REGRESSED, 4 regressions; 3 cases could not run\n");
    expect(md.stdout).not.toContain("EXECUTION FAILURE");
    const { code, c } = json("mix-base.json", "mix-cand.json");
    expect(code).toBe(1);
    expect(c.status).toBe("regressed");
    expect(c.summary).toMatchObject({ regressions: 4, errors: 3, passing: 1 });
    const junit = modelgate("compare", "mix-base.json", "mix-cand.json", "--format", "junit");
    expect(junit.code).toBe(1);
    expect(junit.stdout).toContain('tests="8" failures="4" errors="3" skipped="0"');
    expect(junit.stdout).toContain('<property name="status" value="regressed"/>');
    expect(junit.stdout).toContain(
      '<property name="headline" value="REGRESSED: 4 regressions; 3 cases could not run"/>',
    );
  });
});

describe("incomplete merges fail (point 2)", () => {
  const ids = Array.from({ length: 12 }, (_, i) => `case-${i + 1}`);
  const part = (index: number, fail: boolean) =>
    makeRun(
      ids
        .filter((id) => shardOf(id, 3) === index)
        .map((id) => (fail ? { id, status: "fail" as const } : { id })),
      { selection: { tags: [], shard: { index, count: 3 } } },
    );

  it("records the shard plan; comparing a merge missing a part exits 3 naming it", async () => {
    await save("full-base.json", makeRun(ids.map((id) => ({ id }))));
    for (const i of [1, 2, 3]) await save(`part-${i}.json`, part(i, false));
    const merged = modelgate("merge", "part-1.json", "part-3.json", "--output", "merged.json");
    expect(merged.code).toBe(0);
    expect(merged.stderr).toContain("shard 2/3 not given");
    const file = JSON.parse(await readFile(join(dir, "merged.json"), "utf8")) as RunResult;
    expect(file.shard_plan).toEqual({ count: 3, present: [1, 3], missing: [2] });

    const r = modelgate("compare", "full-base.json", "merged.json");
    expect(r.code).toBe(3);
    expect(r.stdout).toContain("EXECUTION FAILURE: shard 2/3 missing from the candidate merge");
    expect(r.stderr).toContain("missing shards: candidate 2/3");
    const { c } = json("full-base.json", "merged.json");
    expect(c.status).toBe("execution_failure");
    expect(c.missing_shards).toEqual([{ side: "candidate", count: 3, missing: [2] }]);
    const absent = ids.filter((id) => shardOf(id, 3) === 2);
    expect(absent.length).toBeGreaterThan(0);
    // PRODUCT §6: a case whose shard is missing is `error` (an execution failure), not `missing`.
    for (const id of absent) {
      const x = c.cases.find((y) => y.id === id)!;
      expect(x.category).toBe("error");
      expect(x.reason).toBe("not run in the candidate (its shard 2/3 is missing from the merge)");
    }
    expect(c.summary).toMatchObject({ errors: absent.length, missing: 0 });
    expect(r.stdout).toContain(
      `EXECUTION FAILURE: shard 2/3 missing from the candidate merge (${absent.length} cases not run)`,
    );
    // --fail-on missing does not turn it into a behaviour failure (exit 1).
    expect(modelgate("compare", "full-base.json", "merged.json", "--fail-on", "missing").code).toBe(3);
    // Both sides merged from the same incomplete legs (matrix): nothing looks missing case by
    // case, and the gate still fails.
    const both = modelgate("merge", "part-1.json", "part-3.json", "--output", "merged-b.json");
    expect(both.code).toBe(0);
    const same = modelgate("compare", "merged-b.json", "merged.json");
    expect(same.code).toBe(3);
    expect(same.stdout).toContain("shard 2/3 missing from both merges");
    const junit = modelgate("compare", "merged-b.json", "merged.json", "--format", "junit");
    expect(junit.stdout).toContain('<error type="missing_shard"');
    // A regression in the parts that ran still wins: exit 1, with the missing shard named.
    await save("part-1-bad.json", part(1, true));
    modelgate("merge", "part-1-bad.json", "part-3.json", "--output", "merged-bad.json");
    const bad = modelgate("compare", "full-base.json", "merged-bad.json");
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/REGRESSED: \d+ regressions?; shard 2\/3 missing from the candidate merge/);
    // Every part: complete, compatible.
    modelgate("merge", "part-1.json", "part-2.json", "part-3.json", "--output", "merged-all.json");
    expect(modelgate("compare", "full-base.json", "merged-all.json").code).toBe(0);
  });

  // Review (coremerge #1): re-merging an incomplete merge dropped its shard plan, and the
  // comparison of the result went green; finishing a partial merge was refused.
  it("a merged part keeps its missing shards; finishing a partial merge completes it", async () => {
    await save("full-base.json", makeRun(ids.map((id) => ({ id }))));
    for (const i of [1, 2, 3]) await save(`part-${i}.json`, part(i, false));
    expect(modelgate("merge", "part-1.json", "part-3.json", "--output", "m13.json").code).toBe(0);
    const again = modelgate("merge", "m13.json", "--output", "laundered.json");
    expect(again.code).toBe(0);
    expect(again.stderr).toContain("shard 2/3 not given");
    const file = JSON.parse(await readFile(join(dir, "laundered.json"), "utf8")) as RunResult;
    expect(file.shard_plan).toEqual({ count: 3, present: [1, 3], missing: [2] });
    const r = modelgate("compare", "full-base.json", "laundered.json");
    expect(r.code).toBe(3);
    expect(r.stdout).toContain("EXECUTION FAILURE: shard 2/3 missing from the candidate merge");

    const done = modelgate("merge", "m13.json", "part-2.json", "--output", "done.json");
    expect(done.stderr).toBe(
      `merged 2 part(s): 12 cases (12 passed, 0 failed, 0 invalid, 0 errors) -> done.json\n`,
    );
    expect(done.code).toBe(0);
    const whole = JSON.parse(await readFile(join(dir, "done.json"), "utf8")) as RunResult;
    expect(whole.shard_plan).toEqual({ count: 3, present: [1, 2, 3], missing: [] });
    expect(whole.selection.shard).toBeNull();
    const ok = modelgate("compare", "full-base.json", "done.json");
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain("COMPATIBLE: no regression in 12 cases");
    // A shard the merged part already holds, given again, is refused.
    const twice = modelgate("merge", "m13.json", "part-3.json", "--output", "twice.json");
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain("shard 3/3 appears twice (m13.json and part-3.json)");
    expect(existsSync(join(dir, "twice.json"))).toBe(false);
  });

  // Review (coremerge #3): `report` called an incomplete merge PASSED.
  it("report says a merge missing shards is incomplete, never PASSED", async () => {
    for (const i of [1, 3]) await save(`part-${i}.json`, part(i, false));
    modelgate("merge", "part-1.json", "part-3.json", "--output", "m13.json");
    const text = modelgate("report", "m13.json");
    expect(text.code).toBe(0);
    expect(text.stdout).not.toContain("PASSED");
    expect(text.stdout).toMatch(/^INCOMPLETE - \d+ cases: /m);
    expect(text.stdout).toContain("Incomplete merge: shard 2/3 missing; its cases never ran");
    const md = modelgate("report", "m13.json", "--format", "markdown");
    expect(md.stdout).toMatch(/\*\*INCOMPLETE\*\*: \d+ cases/);
    expect(md.stdout).toContain("Incomplete merge: shard 2/3 missing");
    expect(md.stdout).not.toContain("PASSED");
  });
});

describe("repetitions: Holm-corrected Fisher (point 5)", () => {
  beforeAll(async () => {
    const same = Array.from({ length: 9 }, (_, i) => `same-${i}`);
    const base: CaseSpec[] = [
      { id: "drop", reps: reps(10, 10), min_pass: 1 },
      { id: "mild", reps: reps(10, 10), min_pass: 1 },
      { id: "rare", reps: reps(1, 10), min_pass: 1 },
      ...same.map((id) => ({ id, reps: reps(8, 10), min_pass: 1 })),
    ];
    const cand: CaseSpec[] = [
      { id: "drop", reps: reps(2, 10), min_pass: 1 },
      { id: "mild", reps: reps(6, 10), min_pass: 1 },
      { id: "rare", reps: reps(0, 10), min_pass: 1 },
      ...same.map((id) => ({ id, reps: reps(8, 10), min_pass: 1 })),
    ];
    await save("rep-base.json", makeRun(base));
    await save("rep-cand.json", makeRun(cand));
  });

  it("only the significant drop after correction is a regression; the rest is flaky with p and threshold", () => {
    const { code, c } = json("rep-base.json", "rep-cand.json");
    expect(code).toBe(1);
    expect(c.options).toMatchObject({ alpha: 0.05, correction: "holm" });
    const x = (id: string) => c.cases.find((y) => y.id === id)!;
    expect(x("drop").category).toBe("regression");
    // Tarone: 'rare' (1 pass in 20 repetitions) can never reach alpha, so 11 tests share it
    expect(x("drop").p_threshold).toBeCloseTo(0.05 / 11, 10);
    expect(x("drop").reason).toContain("pass rate 10/10 -> 2/10");
    expect(x("drop").reason).toContain("Holm over 11 tests");
    // 10/10 -> 6/10: p = 0.0433 < alpha, but not below its Holm threshold 0.05/11
    expect(x("mild").category).toBe("flaky");
    expect(x("mild").p_value).toBeCloseTo(8008 / 184756, 6);
    expect(x("mild").reason).toBe(
      "pass rate 10/10 -> 6/10 (one-sided Fisher p = 0.0433, not significant: corrected threshold 0.005; alpha 0.05, Holm over 11 tests)",
    );
    // k/N -> 0/N is no longer a regression by itself
    expect(x("rare").category).toBe("flaky");
    expect(x("rare").reason).toContain("pass rate 1/10 -> 0/10");
    expect(c.summary).toMatchObject({ regressions: 1, flaky: 11 });
  });

  it("--correction none tests each case at alpha; --alpha moves the threshold; bad values exit 2", () => {
    const none = json("rep-base.json", "rep-cand.json", "--correction", "none");
    expect(none.c.cases.find((y) => y.id === "mild")!.category).toBe("regression");
    expect(none.c.options.correction).toBe("none");
    const strict = json("rep-base.json", "rep-cand.json", "--alpha", "0.0003");
    expect(strict.c.cases.find((y) => y.id === "drop")!.category).toBe("flaky");
    expect(strict.code).toBe(0);
    const bad = modelgate("compare", "rep-base.json", "rep-cand.json", "--correction", "bonferroni");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--correction must be one of holm, none");
  });

  it("one repetition a side keeps pass -> fail = regression", async () => {
    await save("one-base.json", makeRun([{ id: "a" }]));
    await save("one-cand.json", makeRun([{ id: "a", status: "fail" }]));
    const { code, c } = json("one-base.json", "one-cand.json");
    expect(code).toBe(1);
    expect(c.cases[0]).toMatchObject({ category: "regression", p_value: null, p_threshold: null });
  });
});

describe("contracts over repetitions (point 6)", () => {
  const texts = (outputs: string[]): CaseSpec => ({
    id: "tone",
    type: "none",
    contract: "text",
    reps: outputs.map((output) => ({ output })),
  });
  const sample = ["Sure, done.", "Done!", "Sure, done.", "All set.", "Done!", "Sure, done."];

  it("same-distribution sampling is compatible; a real change is a mismatch", async () => {
    await save("t-base.json", makeRun([texts(sample)]));
    await save("t-same.json", makeRun([texts([...sample].reverse())]));
    await save("t-other.json", makeRun([texts(sample.map((s) => `No: ${s}`))]));
    const same = json("t-base.json", "t-same.json");
    expect(same.code).toBe(0);
    expect(same.c.cases[0]!.category).not.toBe("mismatch");
    // "All set." occurs once: leave one out, it matches no other baseline repetition
    expect(same.c.cases[0]!.contract_rates).toMatchObject({
      baseline_matches: 5,
      baseline_total: 6,
      candidate_matches: 6,
      significant: false,
    });
    const other = json("t-base.json", "t-other.json");
    expect(other.code).toBe(1);
    const x = other.c.cases[0]!;
    expect(x.category).toBe("mismatch");
    expect(x.contract_rates).toMatchObject({ baseline_matches: 5, candidate_matches: 0, significant: true });
    expect(x.reason).toContain(
      "0/6 candidate repetitions match a baseline repetition, baseline self-match 5/6",
    );
  });

  it("a baseline that never agrees with itself cannot be contradicted: not a mismatch", async () => {
    const distinct = (p: string) => Array.from({ length: 5 }, (_, i) => `${p} ${i}`);
    await save("u-base.json", makeRun([texts(distinct("a"))]));
    await save("u-cand.json", makeRun([texts(distinct("b"))]));
    const { code, c } = json("u-base.json", "u-cand.json");
    expect(code).toBe(0);
    expect(c.cases[0]!.contract_rates).toMatchObject({ baseline_matches: 0, candidate_matches: 0 });
  });
});

describe("JUnit follows the gate (point 10)", () => {
  it("non-gating still-failing cases are skipped; gating ones fail; latency gates only when asked", async () => {
    await save(
      "j-base.json",
      makeRun([{ id: "still", status: "fail" }, { id: "slow", duration_ms: 100 }, { id: "ok" }]),
    );
    await save(
      "j-cand.json",
      makeRun([{ id: "still", status: "fail" }, { id: "slow", duration_ms: 2000 }, { id: "ok" }]),
    );
    const plain = modelgate("compare", "j-base.json", "j-cand.json", "--format", "junit");
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain('failures="0" errors="0" skipped="1"');
    expect(plain.stdout).toMatch(
      /<testcase name="still"[^>]*>\n\s+<skipped message="still failing[^"]*not gating/,
    );
    const gated = modelgate(
      "compare",
      "j-base.json",
      "j-cand.json",
      "--format",
      "junit",
      "--fail-on",
      "still_failing",
      "--fail-on-latency",
    );
    expect(gated.code).toBe(1);
    expect(gated.stdout).toContain('failures="2" errors="0" skipped="0"');
    expect(gated.stdout).toMatch(/<testcase name="still"[^>]*>\n\s+<failure type="still_failing"/);
    expect(gated.stdout).toMatch(/<testcase name="slow"[^>]*>\n\s+<failure type="slower"/);
  });
});

describe("honest latency and the tokens-per-second floor (point 8)", () => {
  it("compares compute_ms when both sides have it, else wall clock, and says which", async () => {
    const timed = (duration_ms: number, compute_ms?: number): RepSpec => ({
      duration_ms,
      ...(compute_ms === undefined ? {} : { compute_ms }),
    });
    await save(
      "l-base.json",
      makeRun([
        { id: "a", reps: [timed(100, 50)] },
        { id: "b", reps: [timed(100)] },
      ]),
    );
    await save(
      "l-cand.json",
      makeRun([
        { id: "a", reps: [timed(2000, 55)] },
        { id: "b", reps: [timed(2000, 55)] },
      ]),
    );
    const { c } = json("l-base.json", "l-cand.json");
    const a = c.cases.find((x) => x.id === "a")!;
    const b = c.cases.find((x) => x.id === "b")!;
    expect(a.latency).toMatchObject({ baseline_ms: 50, candidate_ms: 55, figure: "compute", slower: false });
    expect(b.latency).toMatchObject({
      baseline_ms: 100,
      candidate_ms: 2000,
      figure: "wall_clock",
      slower: true,
    });
    expect(c.latency.figure).toBe("mixed");
    const text = modelgate("compare", "l-base.json", "l-cand.json");
    expect(text.stdout).toContain(
      "Latency compares compute time where both sides have it, wall-clock time where the baseline lacks it.",
    );
    expect(c.latency.compute_lacking).toBe("baseline");
  });

  // Review (coremerge #5): the note said "no compute time on both sides" when the baseline had it.
  it("names the side that lacked compute time when the wall clock is compared", async () => {
    const each = (compute: boolean, ms: number): CaseSpec[] =>
      ["a", "b"].map((id) => ({ id, reps: [{ duration_ms: ms, ...(compute ? { compute_ms: 50 } : {}) }] }));
    await save("w-base.json", makeRun(each(true, 100)));
    await save("w-cand.json", makeRun(each(false, 2000)));
    const { c } = json("w-base.json", "w-cand.json", "--fail-on-latency");
    expect(c.latency).toMatchObject({ figure: "wall_clock", compute_lacking: "candidate" });
    const text = modelgate("compare", "w-base.json", "w-cand.json", "--fail-on-latency");
    expect(text.stdout).toContain(
      "Latency compares wall-clock time (the provider did not report compute time on the candidate side).",
    );
    expect(text.stdout).not.toContain("both sides");
    await save("w-none.json", makeRun(each(false, 100)));
    expect(json("w-none.json", "w-cand.json").c.latency.compute_lacking).toBe("both");
    const md = modelgate("compare", "w-none.json", "w-cand.json", "--format", "markdown");
    expect(md.stdout).toContain("the provider did not report compute time on either side");
  });

  it("flags a throughput drop only past 16 tokens on both sides and both thresholds", async () => {
    const tokens = (count: number, tps: number) => ({
      metadata: { eval_count: count, eval_duration: (count / tps) * 1e9 },
    });
    await save(
      "k-base.json",
      makeRun([
        { id: "tiny", ...tokens(3, 944) },
        { id: "long", ...tokens(200, 100) },
      ]),
    );
    await save(
      "k-cand.json",
      makeRun([
        { id: "tiny", ...tokens(3, 224) },
        { id: "long", ...tokens(200, 50) },
      ]),
    );
    const { c } = json("k-base.json", "k-cand.json");
    expect(c.cases.find((x) => x.id === "tiny")!.tokens.tps_slower).toBe(false);
    expect(c.cases.find((x) => x.id === "long")!.tokens.tps_slower).toBe(true);
  });
});
