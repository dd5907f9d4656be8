import { describe, expect, it } from "vitest";
import { latencyFigure, sideLatency, sideTokens } from "../../../../src/core/compare/stats.js";
import { makeRep } from "../../../helpers/make-run.js";

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
