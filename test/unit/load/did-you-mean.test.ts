import { describe, expect, it } from "vitest";
import { closestName, editDistance, editDistanceWithin } from "../../../src/load/did-you-mean.js";

describe("editDistanceWithin", () => {
  it("equals editDistance up to the bound, and is bound + 1 beyond it", () => {
    // A small alphabet makes swaps, repeats and near misses common.
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const word = () => Array.from({ length: random(9) }, () => "abc-"[random(4)]).join("");
    for (let k = 0; k < 5000; k++) {
      const a = word();
      const b = word();
      const max = random(4);
      expect([a, b, max, editDistanceWithin(a, b, max)]).toEqual([
        a,
        b,
        max,
        Math.min(editDistance(a, b), max + 1),
      ]);
    }
  });

  it("counts an adjacent swap as one edit", () => {
    expect(editDistanceWithin("airport-ber.md", "airport-bre.md", 2)).toBe(1);
    expect(editDistanceWithin("airport-ber.md", "night-buses.md", 2)).toBe(3);
  });
});

describe("closestName among many candidates", () => {
  it("finds a document id among 20,000 quickly, and ranks a near miss before a prefix", () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => `docs/section-${i}/article-${i * 7}.md`);
    const started = performance.now();
    expect(closestName("docs/section-5/artcle-35.md", ids)).toBe("docs/section-5/article-35.md");
    expect(performance.now() - started).toBeLessThan(500);
    expect(closestName("latency", ["latency_ms", "latenct"])).toBe("latenct");
    expect(closestName("latency", ["latency_ms"])).toBe("latency_ms");
  });
});

describe("closestName suggests only a plausible name", () => {
  const RUN = [
    "suites",
    "configs",
    "repeat",
    "concurrency",
    "tags",
    "cases",
    "capture",
    "plugins",
    "signal",
    "onProgress",
    "onWarning",
    "enforcePerformance",
    "responseCache",
    "cwd",
    "env",
  ];
  const GATE = ["failOn", "failOnLatency"];
  const COMPARE = [
    "alpha",
    "correction",
    "latencyThresholdPct",
    "minLatencyDeltaMs",
    "minTokenDelta",
    "allowSuiteMismatch",
  ];
  const CASE = ["id", "type", "input", "expected", "labels", "case_insensitive", "tags", "max_latency_ms"];
  const RESULT = ["status", "latency_ms", "output", "output_sha256"];
  const FLAGS = ["output", "format", "fail-on", "fail-on-latency", "fail-on-failure", "enforce-performance"];
  it.each([
    // Real misspellings and their intended names.
    ["failOnLatencies", GATE, "failOnLatency"],
    ["failOnLatncy", GATE, "failOnLatency"],
    ["failonlatency", GATE, "failOnLatency"],
    ["fail_on_latency", GATE, "failOnLatency"],
    ["failOns", GATE, "failOn"],
    ["enforcePerfomance", RUN, "enforcePerformance"],
    ["enforce_performance", RUN, "enforcePerformance"],
    ["repeats", RUN, "repeat"],
    ["plugin", RUN, "plugins"],
    ["responseCahce", RUN, "responseCache"],
    ["alph", COMPARE, "alpha"],
    ["latencyTreshholdPct", COMPARE, "latencyThresholdPct"],
    ["allowSuiteMismatches", COMPARE, "allowSuiteMismatch"],
    ["expectd", CASE, "expected"],
    ["tpye", CASE, "type"],
    ["tag", CASE, "tags"],
    ["max_latency", CASE, "max_latency_ms"],
    ["Case-Insensitive", CASE, "case_insensitive"],
    ["latency", RESULT, "latency_ms"],
    ["outptu", FLAGS, "output"],
    ["failOnLatency", FLAGS, "fail-on-latency"],
    ["fail-on-latencies", FLAGS, "fail-on-latency"],
    // A valid name as a prefix (or a name sharing one) is no suggestion.
    ["failOnLatencies", ["failOn"], undefined],
    ["failOnLatency", RUN, undefined],
    ["failOnSlowdown", GATE, undefined],
    ["enforce", RUN, undefined],
    ["concurrencyLimit", RUN, undefined],
    ["minLatency", COMPARE, undefined],
    ["latency", ["latency_threshold_pct"], undefined],
    ["expected_output", CASE, undefined],
    ["zzz", CASE, undefined],
    ["abc", ["id"], undefined],
    ["-", ["x"], undefined],
  ])("%s among %j: %s", (name, candidates, expected) => {
    expect(closestName(name, candidates)).toBe(expected);
  });

  it("prefers the nearer name, then the earlier one", () => {
    expect(closestName("failOnLatencys", ["failOn", "failOnLatency"])).toBe("failOnLatency");
    expect(closestName("cast", ["case", "cast_", "cats"])).toBe("cast_");
    expect(closestName("cas", ["case", "cast"])).toBe("case");
  });
});
