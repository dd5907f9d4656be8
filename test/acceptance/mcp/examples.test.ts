import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { executeRuns, type RunOptions } from "../../../src/app/run.js";
import { compareRuns } from "../../../src/core/compare/compare-runs.js";
import type { RunResult } from "../../../src/core/result/run-result.js";
import { type DoubleReply, type OllamaDouble, startOllamaDouble } from "../../doubles/ollama-double.js";

function options(suite: string, configs: string[]): RunOptions {
  return {
    suites: [suite],
    configs,
    tags: [],
    plugins: [],
    env: process.env,
    cwd: process.cwd(),
    signal: new AbortController().signal,
    embeddingCacheDir: null,
  };
}

async function replayPair(
  name: string,
): Promise<Map<string, { category: string; reason: string | null; diff?: string | null }>> {
  const dir = `suites/${name}`;
  const { results, warnings } = await executeRuns(
    options(`${dir}/suite.yaml`, [`${dir}/configs/baseline.yaml`, `${dir}/configs/candidate.yaml`]),
  );
  expect(warnings).toEqual([]);
  const [baseline, candidate] = results.map((r) => r.result);
  const comparison = compareRuns(baseline!, candidate!);
  return new Map(
    comparison.cases.map((c) => [c.id, { category: c.category, reason: c.reason, diff: c.diff }]),
  );
}

/** Child processes of this test process with `needle` as one of their arguments (Linux /proc). The
 * test process may be shared with other files (a worker thread), whose servers have other paths. */
function childrenRunning(needle: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid !== process.pid) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").includes(needle))
        found.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

describe("childrenRunning", () => {
  it("sees a child process of this test by its command line", async () => {
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)", "server.mjs-probe"]);
    await new Promise((resolve) => child.once("spawn", resolve));
    try {
      expect(childrenRunning("server.mjs-probe")).toEqual([child.pid]);
    } finally {
      child.kill("SIGKILL");
    }
  });
});

describe("example suites replayed (no model)", () => {
  it("mcp-routes: walking that became driving is a regression naming the argument", async () => {
    const byId = await replayPair("mcp-routes");
    expect(byId.get("walk-to-gate")).toMatchObject({
      category: "regression",
      reason: 'maps.route argument mode: "driving" (expected "walking")',
    });
    expect(byId.get("transit-to-museum")!.category).toBe("changed");
    expect(byId.get("locate-then-walk")).toMatchObject({
      category: "regression",
      reason: "expected 2 calls, got 1: missing maps.geocode at call 1",
    });
    // The diff's notes say what the reason says: the calls align as the comparison aligns them.
    expect(byId.get("locate-then-walk")!.diff).toMatch(/^! mcp call 1: maps\.geocode missing\n\n/);
    expect(byId.get("evening-walk")).toMatchObject({
      category: "mismatch",
      reason: "mcp contract: 1 call -> 2: additional maps.geocode at call 1",
    });
    expect(byId.get("evening-walk")!.diff).toMatch(/^! mcp call 1: maps\.geocode additional\n\n/);
  });

  it("agent-tools: a number for a string id, a skipped lookup and unparseable arguments", async () => {
    const byId = await replayPair("agent-tools");
    expect(byId.get("order-status")).toMatchObject({
      category: "regression",
      reason: 'lookup_order argument order_id: 7730 (expected "7730")',
    });
    expect(byId.get("refund-flow")!.reason).toBe("expected 2 calls, got 1: missing lookup_order at call 1");
    expect(byId.get("refund-flow")!.diff).toMatch(/^! tool call 1: lookup_order missing\n\n/);
    expect(byId.get("wants-a-human")!.reason).toMatch(/^escalate arguments at call 1 cannot be parsed/);
    expect(byId.get("partial-refund")!.category).toBe("changed");
    expect(byId.get("small-talk")!.category).toBe("changed");
  });
});

describe("mcp-routes run live", () => {
  let ollama: OllamaDouble | undefined;
  afterEach(async () => {
    await ollama?.close();
  });

  /** What a well-behaved model would call for each of the suite's prompts. */
  const PLANS: Array<[string, Array<{ name: string; arguments: Record<string, string> }>]> = [
    [
      "walking route from Berlin Hbf",
      [{ name: "maps__route", arguments: { from: "Berlin Hbf", to: "Brandenburg Gate", mode: "walking" } }],
    ],
    [
      "Museum Island by public transport",
      [{ name: "maps__route", arguments: { from: "Alexanderplatz", to: "Museum Island", mode: "transit" } }],
    ],
    [
      "Where exactly is Tempelhofer Feld",
      [
        { name: "maps__geocode", arguments: { query: "Tempelhofer Feld" } },
        {
          name: "maps__route",
          arguments: { from: "Alexanderplatz", to: "Tempelhofer Feld", mode: "walking" },
        },
      ],
    ],
    [
      "walk from Museum Island to Berlin Hbf",
      [{ name: "maps__route", arguments: { from: "Museum Island", to: "Berlin Hbf", mode: "walking" } }],
    ],
  ];

  it("starts the suite's own server, answers the model's calls through it, and stops it", async () => {
    const double = await startOllamaDouble();
    ollama = double;
    double.respond((body): DoubleReply => {
      const messages = body.messages as Array<{ role: string; content: string }>;
      const tool = messages.filter((m) => m.role === "tool").at(-1);
      if (tool !== undefined) return { content: `Done: ${tool.content}` };
      const prompt = messages.find((m) => m.role === "user")!.content;
      const plan = PLANS.find(([needle]) => prompt.includes(needle));
      return plan === undefined ? { content: "no plan" } : { tool_calls: plan[1] };
    });
    const dir = await mkdtemp(join(tmpdir(), "mg-live-"));
    const config = join(dir, "live.yaml");
    await writeFile(
      config,
      `id: live\nprovider: ollama\nmodel: llama3.2:3b\nbase_url: ${double.url}\npull: false\nretries: 0\n`,
    );

    const { results } = await executeRuns(options("suites/mcp-routes/suite.yaml", [config]));
    const result: RunResult = results[0]!.result;
    expect(result.cases.map((c) => [c.id, c.status])).toEqual([
      ["walk-to-gate", "pass"],
      ["transit-to-museum", "pass"],
      ["locate-then-walk", "pass"],
      ["evening-walk", "pass"],
    ]);
    const walk = result.cases[0]!.repetitions[0]!;
    expect(walk.evidence.mcp_calls).toEqual([
      {
        tool: "maps.route",
        arguments: { from: "Berlin Hbf", to: "Brandenburg Gate", mode: "walking" },
        is_error: false,
      },
    ]);
    expect(walk.output).toBe("Done: walking route from Berlin Hbf to Brandenburg Gate: 1.5 km, about 18 min");
    // The geocode answer came from the real server and went back to the model before the route.
    expect(result.cases[2]!.repetitions[0]!.output).toBe(
      "Done: walking route from Alexanderplatz to Tempelhofer Feld: 7.1 km, about 89 min",
    );
    expect(childrenRunning("server.mjs")).toEqual([]);
  });
});
