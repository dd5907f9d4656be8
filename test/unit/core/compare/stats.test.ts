import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
import { latencyFigure, sideLatency, sideTokens } from "../../../../src/core/compare/stats.js";
import { makeRep, makeRun } from "../../../helpers/make-run.js";

describe("latency figure", () => {
  const timedCompute = (i: number) => ({ ...makeRep(i, { output: "x" }), duration_ms: 100, compute_ms: 40 });
  const untimed = (i: number) => ({ ...makeRep(i, { output: "x" }), duration_ms: null });
  const wallOnly = (i: number) => ({ ...makeRep(i, { output: "x" }), duration_ms: 90 });

  it("is compute when every timed repetition has a compute time, untimed ones aside", () => {
    expect(latencyFigure([timedCompute(0), untimed(1)], [timedCompute(0)])).toBe("compute");
    expect(sideLatency([timedCompute(0), untimed(1)], "compute")).toMatchObject({ ms: 40 });
  });

  it("is the wall clock when a timed repetition has none, and null when a side has none timed", () => {
    expect(latencyFigure([timedCompute(0), wallOnly(1)], [timedCompute(0)])).toBe("wall_clock");
    expect(latencyFigure([untimed(0)], [timedCompute(0)])).toBeNull();
  });
});

describe("a cached repetition beside measured ones (PRODUCT §10.2)", () => {
  // Wall times hold a queue (1000 ms) the compute times (100, 600 ms) do not.
  const measured = (compute: number) => ({
    duration_ms: 1000,
    duration_source: "measured" as const,
    compute_ms: compute,
  });
  const cached = { duration_ms: 5, duration_source: "cached" as const };
  const baseline = makeRun([{ id: "a", reps: [measured(100), measured(100)] }]);

  it("leaves the case compared by compute time, the cached one out, whether or not it kept one", () => {
    for (const kept of [{}, { compute_ms: 30 }]) {
      const candidate = makeRun([{ id: "a", reps: [measured(600), { ...cached, ...kept }] }]);
      const comparison = compareRuns(baseline, candidate);
      expect(comparison.cases[0]!.latency).toMatchObject({
        figure: "compute",
        baseline_ms: 100,
        candidate_ms: 600,
        slower: true,
      });
      expect(comparison.latency).toMatchObject({ figure: "compute", compute_lacking: null });
    }
  });

  it("a side timed only by cached repetitions is not compared", () => {
    const candidate = makeRun([{ id: "a", reps: [cached, cached] }]);
    expect(compareRuns(baseline, candidate).cases[0]!.latency).toMatchObject({ figure: null, slower: false });
  });
});

describe("side figures of one repetition", () => {
  it("are that repetition's, its tokens per second rounded, none for a cached one", () => {
    const rep = {
      ...makeRep(0, { output: "x" }),
      provider_metadata: { eval_count: 30, eval_duration: 700_000_000 },
    };
    expect(sideTokens([rep])).toEqual({ tokens: 30, tps: 42.9 });
    expect(sideTokens([{ ...rep, duration_source: "cached" as const }])).toEqual({ tokens: 30, tps: null });
    expect(sideTokens([{ ...rep, provider_metadata: {} }])).toEqual({ tokens: null, tps: null });
  });
});

describe("tokens per second that are no number", () => {
  it("are left out: 0 tokens over a duration that underflows to 0 s is no rate (0/0)", () => {
    const odd = {
      ...makeRep(0, { output: "x" }),
      provider_metadata: { eval_count: 0, eval_duration: 5e-324 },
    };
    const fine = {
      ...makeRep(1, { output: "x" }),
      provider_metadata: { eval_count: 30, eval_duration: 1e9 },
    };
    expect(sideTokens([odd])).toEqual({ tokens: 0, tps: null });
    expect(sideTokens([odd, fine, odd])).toEqual({ tokens: 0, tps: 30 });
  });
});

describe("side latency of one repetition", () => {
  const rep = { ...makeRep(0, { output: "x" }), duration_ms: 120, compute_ms: 70 };
  it("is its duration or compute time with its source, none when cached or untimed", () => {
    expect(sideLatency([rep])).toEqual({ ms: 120, source: "recorded" });
    expect(sideLatency([rep], "compute")).toEqual({ ms: 70, source: "recorded" });
    expect(sideLatency([{ ...rep, compute_ms: undefined }], "compute")).toEqual({ ms: null, source: null });
    expect(sideLatency([{ ...rep, duration_source: "cached" as const }])).toEqual({ ms: null, source: null });
    expect(sideLatency([{ ...rep, duration_ms: null }])).toEqual({ ms: null, source: null });
  });
});
