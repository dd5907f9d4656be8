import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
import { gate, parseFailOn } from "../../../../src/core/compare/gate.js";
import { InputError } from "../../../../src/core/diagnostics.js";
import { renderComparisonMarkdown } from "../../../../src/core/report/comparison-markdown.js";
import { renderComparisonText } from "../../../../src/core/report/comparison-text.js";
import { changeText } from "../../../../src/core/report/format.js";
import type { RunResult } from "../../../../src/core/result/run-result.js";
import { makeRun } from "../../../helpers/make-run.js";

describe("compareRuns: what it refuses", () => {
  it("runs of different suites", () => {
    const a = makeRun([{ id: "x" }], { suite: { name: "support" } });
    const b = makeRun([{ id: "x" }], { suite: { name: "billing" } });
    expect(() => compareRuns(a, b)).toThrow(InputError);
    expect(() => compareRuns(a, b)).toThrow("runs of different suites: 'support' vs 'billing'");
  });

  it("a suite name with a line break cannot forge a line in the message", () => {
    const a = makeRun([{ id: "x" }], { suite: { name: "support\nerror: forged" } });
    const b = makeRun([{ id: "x" }], { suite: { name: "billing" } });
    expect(() => compareRuns(a, b)).toThrow(
      "runs of different suites: 'support\\nerror: forged' vs 'billing'",
    );
  });

  it("changed case definitions, listing the ids, unless allowed", () => {
    const a = makeRun([{ id: "x" }, { id: "y" }, { id: "z" }]);
    const b = makeRun([
      { id: "x", case_sha256: "1".repeat(64) },
      { id: "y" },
      { id: "z", case_sha256: "2".repeat(64) },
    ]);
    expect(() => compareRuns(a, b)).toThrow(/case definitions differ .*: x, z; .*--allow-suite-mismatch/);
    const c = compareRuns(a, b, { allowSuiteMismatch: true });
    expect(c.cases.map((x) => x.definition_changed)).toEqual([true, false, true]);
    expect(c.options.allow_suite_mismatch).toBe(true);
    // The reports say which cases were edited: their change may be the edit, not the model.
    expect(renderComparisonText(c)).toContain("Case definitions changed since the baseline: x, z;");
    expect(renderComparisonMarkdown(c)).toContain("Case definitions changed since the baseline: `x`, `z`;");
    expect(c.cases.map((x) => changeText(x))).toEqual([
      "passing (pass -> pass), definition changed",
      "passing (pass -> pass)",
      "passing (pass -> pass), definition changed",
    ]);
  });

  it("an unknown result version", () => {
    const a = makeRun([{ id: "x" }]);
    const b = { ...makeRun([{ id: "x" }]), format: "modelgate.run/v9" } as unknown as RunResult;
    expect(() => compareRuns(a, b)).toThrow(
      "candidate: unsupported result format 'modelgate.run/v9' (expected 'modelgate.run/v1' or 'modelgate.run/v2')",
    );
  });

  it("duplicate case ids in one run", () => {
    expect(() => compareRuns(makeRun([{ id: "x" }, { id: "x" }]), makeRun([{ id: "x" }]))).toThrow(
      "baseline: case id 'x' appears more than once",
    );
  });

  it("out-of-range options", () => {
    const r = makeRun([{ id: "x" }]);
    expect(() => compareRuns(r, r, { alpha: 0 })).toThrow(InputError);
    expect(() => compareRuns(r, r, { latencyThresholdPct: -1 })).toThrow(InputError);
  });

  it("a --tag subset against a full run reports the rest missing, naming the tags", () => {
    const full = makeRun([{ id: "a", tags: ["smoke"] }, { id: "b" }, { id: "c", tags: ["smoke"] }]);
    const subset = makeRun(
      [
        { id: "a", tags: ["smoke"] },
        { id: "c", tags: ["smoke"] },
      ],
      {
        selection: { tags: ["smoke"], shard: null },
      },
    );
    const c = compareRuns(full, subset);
    expect(c.cases.map((x) => [x.id, x.category])).toEqual([
      ["a", "passing"],
      ["b", "missing"],
      ["c", "passing"],
    ]);
    expect(c.cases[1]!.reason).toBe("not in the candidate run (not selected by --tag smoke)");
    expect(c.status).toBe("compatible");
    expect(c.candidate.tags).toEqual(["smoke"]);
  });

  it("identities: config, model, digest, Ollama version; provenance left empty", () => {
    const b = makeRun([{ id: "a" }], {
      config: { id: "llama-q8", provider: "ollama", model: "llama3.1:8b" },
      runtime: {
        modelgate: "0.1.0",
        node: "v20",
        os: "linux",
        arch: "x64",
        provider: { ollama_version: "0.12.3", models: { "llama3.1:8b": { digest: "sha256:abc" } } },
      },
    });
    const c = compareRuns(b, makeRun([{ id: "a" }]));
    expect(c.baseline).toMatchObject({
      config_id: "llama-q8",
      provider: "ollama",
      model: "llama3.1:8b",
      model_digest: "sha256:abc",
      ollama_version: "0.12.3",
      suite: "demo",
      provenance: null,
    });
    expect(c.candidate.config_id).toBe("baseline");
  });
});

describe("latency and tokens", () => {
  const timed = (id: string, ms: number[], meta: Record<string, number>[] = []) => ({
    id,
    reps: ms.map((d, i) => ({ output: "same", duration_ms: d, provider_metadata: meta[i] ?? {} })),
  });

  it("per-case median over repetitions; slower only when both thresholds are exceeded", () => {
    const base = makeRun([
      timed("pct-only", [50]),
      timed("ms-only", [1000]),
      timed("both", [400, 420, 380]),
      timed("neither", [400]),
    ]);
    const cand = makeRun([
      timed("pct-only", [120]), // +140% but +70 ms
      timed("ms-only", [1200]), // +200 ms but +20%
      timed("both", [900, 2000, 700]), // median 400 -> 900: +125%, +500 ms
      timed("neither", [410]),
    ]);
    const c = compareRuns(base, cand, { latencyThresholdPct: 25, minLatencyDeltaMs: 100 });
    const byId = Object.fromEntries(c.cases.map((x) => [x.id, x.latency]));
    expect(byId["pct-only"]!.slower).toBe(false);
    expect(byId["ms-only"]!.slower).toBe(false);
    expect(byId.both).toMatchObject({
      baseline_ms: 400,
      candidate_ms: 900,
      delta_ms: 500,
      delta_pct: 125,
      slower: true,
    });
    expect(byId.both!.source).toEqual({ baseline: "recorded", candidate: "recorded" });
    expect(byId.neither!.slower).toBe(false);
    expect(c.latency).toMatchObject({
      slower_cases: 1,
      cases_compared: 4,
      threshold_pct: 25,
      min_delta_ms: 100,
    });
    // Suite medians of the per-case medians: [50,1000,400,400] -> 400; [120,1200,900,410] -> 655
    expect(c.latency.baseline_median_ms).toBe(400);
    expect(c.latency.candidate_median_ms).toBe(655);
    expect(c.latency.delta_pct).toBe(63.8);
  });

  it("executions that failed are not timed: a timeout is an error, not a slowdown", () => {
    const c = compareRuns(
      makeRun([timed("a", [400])]),
      makeRun([{ id: "a", reps: [{ status: "timeout", output: null, duration_ms: 120_000 }] }]),
    );
    expect(c.cases[0]!.category).toBe("error");
    expect(c.cases[0]!.latency).toMatchObject({ baseline_ms: 400, candidate_ms: null, slower: false });
    expect(c.latency.cases_compared).toBe(0);
  });

  it("growth from a baseline of 0 is past any percentage: slower and longer past the minimum delta", () => {
    const base = makeRun([timed("zero", [0], [{ eval_count: 0 }]), timed("small", [0], [{ eval_count: 0 }])]);
    const cand = makeRun([
      timed("zero", [5000], [{ eval_count: 500 }]),
      timed("small", [50], [{ eval_count: 3 }]),
    ]);
    const c = compareRuns(base, cand, { latencyThresholdPct: 25, minLatencyDeltaMs: 100 });
    const [zero, small] = c.cases;
    expect(zero!.latency).toMatchObject({
      baseline_ms: 0,
      candidate_ms: 5000,
      delta_pct: null,
      slower: true,
    });
    expect(zero!.tokens).toMatchObject({ baseline: 0, candidate: 500, delta_pct: null, longer: true });
    // Below the absolute minimums nothing is flagged, from 0 or not.
    expect(small!.latency.slower).toBe(false);
    expect(small!.tokens.longer).toBe(false);
    expect(c.latency.slower_cases).toBe(1);
  });

  it("exactly at the threshold is not slower", () => {
    const c = compareRuns(makeRun([timed("a", [400])]), makeRun([timed("a", [500])]), {
      latencyThresholdPct: 25,
      minLatencyDeltaMs: 100,
    });
    expect(c.cases[0]!.latency.slower).toBe(false);
  });

  it("duration sources are reported per side, mixed when repetitions disagree", () => {
    const base = makeRun([
      { id: "a", reps: [{ duration_source: "recorded" }, { duration_source: "measured" }] },
    ]);
    const cand = makeRun([
      { id: "a", reps: [{ duration_source: "measured" }, { duration_source: "measured" }] },
    ]);
    expect(compareRuns(base, cand).cases[0]!.latency.source).toEqual({
      baseline: "mixed",
      candidate: "measured",
    });
  });

  it("output tokens and tokens per second from eval_count / eval_duration", () => {
    const base = makeRun([timed("a", [1000], [{ eval_count: 100, eval_duration: 2_000_000_000 }])]);
    const cand = makeRun([timed("a", [1000], [{ eval_count: 300, eval_duration: 10_000_000_000 }])]);
    const c = compareRuns(base, cand);
    expect(c.cases[0]!.tokens).toEqual({
      baseline: 100,
      candidate: 300,
      delta_pct: 200,
      longer: true,
      tps_baseline: 50,
      tps_candidate: 30,
      tps_delta_pct: -40,
      tps_slower: true,
    });
    expect(c.tokens).toMatchObject({
      baseline_median: 100,
      candidate_median: 300,
      longer_cases: 1,
      tps_slower_cases: 1,
    });
  });

  it("a small token growth is not 'longer' (minimum token delta)", () => {
    const base = makeRun([timed("a", [10], [{ eval_count: 2 }])]);
    const cand = makeRun([timed("a", [10], [{ eval_count: 3 }])]);
    const t = compareRuns(base, cand).cases[0]!.tokens;
    expect(t.delta_pct).toBe(50);
    expect(t.longer).toBe(false);
    expect(t.tps_baseline).toBeNull();
  });
});

describe("gate", () => {
  const base = makeRun([
    { id: "r" },
    { id: "s", status: "fail" },
    { id: "e" },
    { id: "slow", duration_ms: 100 },
  ]);
  const cand = makeRun([
    { id: "r" },
    { id: "s", status: "fail" },
    { id: "e", status: "timeout", output: null },
    { id: "slow", duration_ms: 1000 },
  ]);
  const c = compareRuns(base, cand);

  it("3 when only errors gate", () => {
    expect(gate(c, { failOn: ["regression", "mismatch", "invalid"], failOnLatency: false })).toEqual({
      exitCode: 3,
      failing: ["error"],
      slower: 0,
      missingShards: [],
    });
  });

  it("1 when a behaviour category also gates (--fail-on still_failing)", () => {
    const g = gate(c, { failOn: ["regression", "still_failing"], failOnLatency: false });
    expect(g.exitCode).toBe(1);
    expect(g.failing).toEqual(["error", "still_failing"]);
  });

  it("1 for slower cases only with failOnLatency", () => {
    const clean = compareRuns(
      makeRun([{ id: "slow", duration_ms: 100 }]),
      makeRun([{ id: "slow", duration_ms: 1000 }]),
    );
    expect(gate(clean, { failOn: ["regression"], failOnLatency: false }).exitCode).toBe(0);
    expect(gate(clean, { failOn: ["regression"], failOnLatency: true })).toEqual({
      exitCode: 1,
      failing: [],
      slower: 1,
      missingShards: [],
    });
  });

  it("0 when nothing gates", () => {
    const ok = compareRuns(makeRun([{ id: "a" }]), makeRun([{ id: "a", output: "other" }]));
    expect(gate(ok, { failOn: ["regression", "mismatch", "invalid"], failOnLatency: false }).exitCode).toBe(
      0,
    );
    expect(gate(ok, { failOn: ["changed"], failOnLatency: false }).exitCode).toBe(1);
  });

  it("parseFailOn adds to the defaults and rejects unknown names", () => {
    expect(parseFailOn("still_failing, changed")).toEqual({
      ok: true,
      failOn: ["regression", "invalid", "mismatch", "still_failing", "changed"],
    });
    expect(parseFailOn("regressions,still-failing")).toEqual({
      ok: true,
      failOn: ["regression", "invalid", "mismatch", "still_failing"],
    });
    const bad = parseFailOn("regresion");
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toContain("unknown category 'regresion'");
  });
});
