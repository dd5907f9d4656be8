import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { compareRuns } from "../../../src/core/compare/compare-runs.js";
import type { OllamaConfig } from "../../../src/core/config/run-config.js";
import type { RunResult } from "../../../src/core/result/run-result.js";
import { planRun } from "../../../src/core/run/plan.js";
import { ProviderError } from "../../../src/core/run/provider.js";
import { runSuite } from "../../../src/core/run/runner.js";
import type { Case, McpServerSpec, Suite } from "../../../src/core/suite/case.js";
import { type McpSession, startMcpServers } from "../../../src/mcp/session.js";
import { createOllamaProvider } from "../../../src/providers/ollama.js";
import { type DoubleReply, type OllamaDouble, startOllamaDouble } from "../../doubles/ollama-double.js";
import { bundledServer } from "../../helpers/bundled-server.js";
import { makeCase } from "../../helpers/make-case.js";

/** The maps server the specs start: the fixture bundled (half its start-up CPU). */
let SERVER = "";
beforeAll(async () => {
  SERVER = await bundledServer(fileURLToPath(new URL("../../fixtures/mcp/maps-server.mjs", import.meta.url)));
});
const MODEL = "llama3.2:3b";
const WALK = { from: "Berlin Hbf", to: "Brandenburg Gate", mode: "walking" };
const PROMPT = "Give me a walking route from Berlin Hbf to Brandenburg Gate";

let ollama: OllamaDouble;
beforeEach(async () => {
  ollama = await startOllamaDouble();
});
afterEach(async () => {
  await ollama.close();
});

function maps(...flags: string[]): Extract<McpServerSpec, { transport: "stdio" }> {
  return {
    name: "maps",
    transport: "stdio",
    command: process.execPath,
    args: [SERVER, ...flags],
    env: {},
    cwd: tmpdir(),
  };
}

function config(): OllamaConfig {
  return {
    id: "candidate",
    file: "candidate.yaml",
    capture: "full",
    concurrency: 1,
    redacted: {},
    provider: "ollama",
    model: MODEL,
    baseUrl: ollama.url,
    endpoint: "chat",
    options: {},
    timeoutMs: 30_000,
    retries: 0,
    pull: false,
    headers: {},
  };
}

/** The case an application relies on (own check) and the same interaction as a contract only. */
function routeCases(): Case[] {
  return [
    makeCase({
      id: "walk-to-gate",
      check: { type: "mcp", expectedCalls: [{ tool: "maps.route", arguments: WALK }] },
      messages: [{ role: "user", content: PROMPT }],
      contract: "mcp",
    }),
    makeCase({
      id: "walk-contract",
      check: { type: "none" },
      messages: [{ role: "user", content: PROMPT }],
      contract: "mcp",
      mcpServers: ["maps"],
    }),
  ];
}

function suiteOf(cases: Case[], servers: McpServerSpec[]): Suite {
  return { name: "mcp-routes", file: "suite.yaml", sha256: "0".repeat(64), cases, mcpServers: servers };
}

/** Scripts the model: the given calls on the first turn, a closing sentence once tools answered. */
function script(...calls: { name: string; arguments: unknown }[]): void {
  ollama.respond((body): DoubleReply => {
    const messages = body.messages as Array<{ role: string }>;
    if (messages.some((m) => m.role === "tool"))
      return { content: "Walk along the Spree; about 18 minutes." };
    return { tool_calls: calls };
  });
}

/**
 * The plain maps server (it keeps no state between calls) of the runs that bring none: started
 * once for this file, as a run starts it once for all its cases.
 */
let plainMaps: Promise<McpSession> | undefined;
afterAll(async () => {
  await (await plainMaps)?.close();
});

/**
 * As the app wires a live run: servers started once, a start failure handed on as the error.
 * Without `servers`, the run uses the shared plain maps server.
 */
async function run(cases: Case[], servers?: McpServerSpec[]): Promise<RunResult> {
  const suite = suiteOf(cases, servers ?? [maps()]);
  const signal = new AbortController().signal;
  let mcp: McpSession | ProviderError;
  try {
    if (servers === undefined) {
      plainMaps ??= startMcpServers(suite.mcpServers, { signal, startTimeoutMs: 10_000 });
      mcp = await plainMaps;
    } else {
      mcp = await startMcpServers(suite.mcpServers, { signal, startTimeoutMs: 10_000 });
    }
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    mcp = error as ProviderError;
  }
  try {
    return await runSuite({
      suite,
      plan: planRun(suite, { tags: [] }),
      backend: { kind: "live", config: config(), provider: createOllamaProvider(config()), mcp },
      registry: new Map(),
      signal,
    });
  } finally {
    if (servers !== undefined && !(mcp instanceof ProviderError)) await mcp.close();
  }
}

function rep(result: RunResult, id: string) {
  const found = result.cases.find((c) => c.id === id);
  if (found === undefined) throw new Error(`no case ${id}`);
  return found.repetitions[0]!;
}

describe("an MCP case run end to end", () => {
  it("offers the server's tools provider-safe, sends the call to the real server and records it", async () => {
    script({ name: "maps__route", arguments: WALK });
    const result = await run(routeCases());

    const walk = rep(result, "walk-to-gate");
    expect(walk.status).toBe("pass");
    expect(walk.evidence.mcp_calls).toEqual([{ tool: "maps.route", arguments: WALK, is_error: false }]);
    expect(walk.evidence.tool_calls).toBeUndefined();
    expect(walk.output).toBe("Walk along the Spree; about 18 minutes.");
    expect(walk.provider_metadata.turns).toBe(2);

    const chats = ollama.bodies("/api/chat");
    const offered = (chats[0]!.tools as Array<{ function: { name: string; parameters: unknown } }>).map(
      (t) => t.function,
    );
    expect(offered.map((t) => t.name)).toEqual(["maps__route", "maps__geocode"]);
    expect(offered[0]!.parameters).toMatchObject({ required: ["from", "to", "mode"] });
    // The server's answer went back to the model as the tool message.
    const second = chats[1]!.messages as Array<{ role: string; content: string }>;
    expect(second.at(-1)).toMatchObject({
      role: "tool",
      content: "walking route from Berlin Hbf to Brandenburg Gate: 1.5 km, 18 min",
    });
  });

  it("records a tool error the server reported, in order with the other calls", async () => {
    script(
      { name: "maps__geocode", arguments: { query: "Atlantis" } },
      { name: "maps__route", arguments: WALK },
    );
    const result = await run(routeCases());
    expect(rep(result, "walk-contract").evidence.mcp_calls).toEqual([
      { tool: "maps.geocode", arguments: { query: "Atlantis" }, is_error: true },
      { tool: "maps.route", arguments: WALK, is_error: false },
    ]);
    expect(rep(result, "walk-to-gate").status).toBe("fail");
  });

  it("compares with the baseline: walking that became driving is a mismatch naming the argument", async () => {
    script({ name: "maps__route", arguments: WALK });
    const baseline = await run(routeCases());
    script({ name: "maps__route", arguments: { ...WALK, mode: "driving" } });
    const candidate = await run(routeCases());

    expect(rep(candidate, "walk-to-gate").status).toBe("fail");
    expect(rep(candidate, "walk-to-gate").reason).toContain("maps.route argument mode");
    const comparison = compareRuns(baseline, { ...candidate, config: { ...candidate.config, id: "next" } });
    const byId = new Map(comparison.cases.map((c) => [c.id, c]));
    expect(byId.get("walk-to-gate")!.category).toBe("regression");
    expect(byId.get("walk-contract")!.category).toBe("mismatch");
    expect(byId.get("walk-contract")!.reason).toContain("maps.route argument mode");
    expect(byId.get("walk-contract")!.reason).toContain('"walking"');
    expect(byId.get("walk-contract")!.reason).toContain('"driving"');
  });

  it("calls in another order, or an additional call, are a mismatch that says which", async () => {
    const geocode = { name: "maps__geocode", arguments: { query: "Berlin Hbf" } };
    const route = { name: "maps__route", arguments: WALK };
    script(geocode, route);
    const baseline = await run(routeCases());

    script(route, geocode);
    const reordered = await run(routeCases());
    const first = compareRuns(baseline, reordered).cases.find((c) => c.id === "walk-contract")!;
    expect(first.category).toBe("mismatch");
    expect(first.reason).toBe("mcp contract: maps.geocode -> maps.route at call 1");

    script(geocode, route, { name: "maps__geocode", arguments: { query: "Brandenburg Gate" } });
    const extra = await run(routeCases());
    const second = compareRuns(baseline, extra).cases.find((c) => c.id === "walk-contract")!;
    expect(second.category).toBe("mismatch");
    expect(second.reason).toBe("mcp contract: 2 calls -> 3: additional maps.geocode at call 3");
  });

  it("a malformed argument string is invalid evidence, never a mismatch, and never reaches the server", async () => {
    script({ name: "maps__route", arguments: WALK });
    const baseline = await run(routeCases());
    script({ name: "maps__route", arguments: '{"from": "Berlin Hbf", "mode": walking' });
    const candidate = await run(routeCases());

    const calls = rep(candidate, "walk-contract").evidence.mcp_calls!;
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      tool: "maps.route",
      is_error: false,
      arguments_error: expect.any(String),
    });
    expect(rep(candidate, "walk-to-gate").status).toBe("invalid");
    // Baseline: two turns per case; candidate: the loop ended at the unparsed call (one turn each).
    expect(ollama.bodies("/api/chat")).toHaveLength(2 * 2 + 2);
    const contract = compareRuns(baseline, candidate).cases.find((c) => c.id === "walk-contract")!;
    expect(contract.category).toBe("invalid");
  });
});

describe("calls the loop did not execute", () => {
  /** A maps server of its own that logs each call it gets, and that log's path. */
  async function loggedMaps(): Promise<{ spec: McpServerSpec; called: () => Promise<string[]> }> {
    const log = join(await mkdtemp(join(tmpdir(), "mg-mcp-")), "calls.log");
    const called = async () =>
      (await readFile(log, "utf8").catch(() => "")).split("\n").filter((line) => line !== "");
    return { spec: { ...maps(), env: { MAPS_CALL_LOG: log } }, called };
  }
  const notify = {
    name: "notify_user",
    description: "Tell the user",
    parameters: { type: "object", properties: { text: { type: "string" } } },
  };
  const walkCase = makeCase({
    id: "walk-and-notify",
    check: { type: "mcp", expectedCalls: [{ tool: "maps.route", arguments: WALK }] },
    messages: [{ role: "user", content: PROMPT }],
    tools: [notify],
  });

  it("a server call in the reply that ends at the case's own tool without a stub is unexecuted, not an interaction", async () => {
    const { spec, called } = await loggedMaps();
    script(
      { name: "maps__route", arguments: WALK },
      { name: "notify_user", arguments: { text: "on my way" } },
    );
    const walk = rep(await run([walkCase], [spec]), "walk-and-notify");

    expect(await called()).toEqual([]);
    expect(walk.evidence.mcp_calls).toEqual([]);
    expect(walk.evidence.unexecuted_calls).toEqual([{ name: "maps.route", arguments: WALK }]);
    // The case's own tool is what an application would act on: evidence, as before.
    expect(walk.evidence.tool_calls).toEqual([{ name: "notify_user", arguments: { text: "on my way" } }]);
    expect(walk.status).toBe("fail");
    expect(walk.reason).toBe(
      "expected 1 call, got 0: missing maps.route at call 1 (the agent loop ended at 'notify_user' (no stub result) before executing 'maps.route')",
    );
    expect(walk.warnings).toEqual([
      "agent loop ended at 'notify_user' (no stub result): 1 call of its last reply not executed, not counted as made",
    ]);
  });

  it("a server call in the reply that ends at a tool no server offers is unexecuted; the unknown call is evidence", async () => {
    const { spec, called } = await loggedMaps();
    script({ name: "maps__route", arguments: WALK }, { name: "maps__teleport", arguments: {} });
    const walk = rep(await run([walkCase], [spec]), "walk-and-notify");

    expect(await called()).toEqual([]);
    // An invented name is kept as the model spelled it: only offered names are mapped back.
    expect(walk.evidence.mcp_calls).toEqual([{ tool: "maps__teleport", arguments: {}, is_error: false }]);
    expect(walk.evidence.unexecuted_calls).toEqual([{ name: "maps.route", arguments: WALK }]);
    expect(walk.status).toBe("fail");
    expect(walk.reason).toBe(
      "called maps__teleport at call 1 (expected maps.route) (the agent loop ended at 'maps__teleport' (no server offers it) before executing 'maps.route')",
    );
  });

  it("calls of earlier replies that the server answered stay interactions", async () => {
    const { spec, called } = await loggedMaps();
    ollama.respond((body): DoubleReply => {
      const messages = body.messages as Array<{ role: string }>;
      if (messages.some((m) => m.role === "tool"))
        return {
          tool_calls: [
            { name: "maps__geocode", arguments: { query: "Berlin Hbf" } },
            { name: "notify_user", arguments: { text: "18 minutes" } },
          ],
        };
      return { tool_calls: [{ name: "maps__route", arguments: WALK }] };
    });
    const walk = rep(await run([walkCase], [spec]), "walk-and-notify");

    expect(await called()).toEqual(["route"]);
    expect(walk.evidence.mcp_calls).toEqual([{ tool: "maps.route", arguments: WALK, is_error: false }]);
    expect(walk.evidence.unexecuted_calls).toEqual([
      { name: "maps.geocode", arguments: { query: "Berlin Hbf" } },
    ]);
    // It passes: the check sees the one call the server answered, no reason is amended.
    expect(walk.status).toBe("pass");
    expect(walk.reason).toBeNull();
  });
});

describe("MCP server failures in a run", () => {
  it("a server that crashes mid-run makes the case an error naming the server with its stderr, and is gone", async () => {
    script({ name: "maps__route", arguments: WALK });
    const pidFile = join(await mkdtemp(join(tmpdir(), "mg-mcp-")), "maps.pid");
    const result = await run(routeCases().slice(0, 1), [
      { ...maps("--crash-on-call"), env: { MAPS_PID_FILE: pidFile } },
    ]);
    const walk = rep(result, "walk-to-gate");
    expect(walk.status).toBe("error");
    expect(walk.reason).toContain(
      "MCP server 'maps' exited or closed the connection during tools/call 'route'",
    );
    expect(walk.reason).toContain("maps: segmentation fault in route");
    // The call was sent and never answered: recorded as an interaction that got an error.
    expect(walk.evidence.mcp_calls).toEqual([{ tool: "maps.route", arguments: WALK, is_error: true }]);
    const pid = Number(await readFile(pidFile, "utf8"));
    expect(() => process.kill(pid, 0)).toThrow();
  });

  it("a server that breaks the protocol during a call makes the case an error naming it with its stderr, at once", async () => {
    script({ name: "broken__lookup", arguments: { word: "gate" } });
    const spec: McpServerSpec = {
      name: "broken",
      transport: "stdio",
      command: process.execPath,
      args: [fileURLToPath(new URL("../../fixtures/mcp/broken-server.mjs", import.meta.url)), "wrong-id"],
      env: {},
      cwd: tmpdir(),
    };
    const lookup = makeCase({
      id: "lookup",
      check: { type: "mcp", expectedCalls: [{ tool: "broken.lookup", arguments: { word: "gate" } }] },
      messages: [{ role: "user", content: "Look up gate" }],
    });
    const started = Date.now();
    const result = await run([lookup], [spec]);
    // Well before the 30 s deadline of the run's tool calls.
    expect(Date.now() - started).toBeLessThan(10_000);
    const failed = rep(result, "lookup");
    expect(failed.status).toBe("error");
    expect(failed.reason).toMatch(
      /^MCP server 'broken' broke the MCP protocol during tools\/call 'lookup': it sent a message the client cannot place \(.*\)\n/,
    );
    expect(failed.reason).toContain("  broken: answering the wrong request");
    expect(failed.evidence.mcp_calls).toEqual([
      { tool: "broken.lookup", arguments: { word: "gate" }, is_error: true },
    ]);
  });

  it("a server that closes its stdout mid-call and stays up makes the case an error at once, not a timeout", async () => {
    script({ name: "broken__lookup", arguments: { word: "gate" } });
    const spec: McpServerSpec = {
      name: "broken",
      transport: "stdio",
      command: process.execPath,
      args: [fileURLToPath(new URL("../../fixtures/mcp/broken-server.mjs", import.meta.url)), "eof-on-call"],
      env: {},
      cwd: tmpdir(),
    };
    const lookup = makeCase({
      id: "lookup",
      check: { type: "mcp", expectedCalls: [{ tool: "broken.lookup", arguments: { word: "gate" } }] },
      messages: [{ role: "user", content: "Look up gate" }],
    });
    const started = Date.now();
    const result = await run([lookup], [spec]);
    // A fraction of the case's 30 s deadline: the server is stopped (stdin, then SIGTERM at 2 s).
    expect(Date.now() - started).toBeLessThan(6_000);
    const failed = rep(result, "lookup");
    expect(failed.status).toBe("error");
    expect(failed.reason).toMatch(
      /^MCP server 'broken' closed its stdout during tools\/call 'lookup' \(the process was still running; it was stopped\)\n/,
    );
    expect(failed.reason).toContain("  broken: ending stdout mid-call");
    expect(failed.evidence.mcp_calls).toEqual([
      { tool: "broken.lookup", arguments: { word: "gate" }, is_error: true },
    ]);
  });

  it("a server that fails to start makes its cases errors; cases without MCP still run", async () => {
    script({ name: "maps__route", arguments: WALK });
    const plain = makeCase({
      id: "plain",
      check: { type: "contains", expected: ["18 minutes"], caseInsensitive: false },
    });
    const result = await run([...routeCases(), plain], [maps("--crash-on-start")]);
    for (const id of ["walk-to-gate", "walk-contract"]) {
      const failed = rep(result, id);
      expect(failed.status).toBe("error");
      expect(failed.reason).toMatch(/^MCP server 'maps' \(.*\) failed to start/);
      expect(failed.reason).toContain("maps: fatal: tile database is corrupt");
    }
    // The plain case has no tools: the double's scripted reply to it is a tool call with no loop,
    // so it fails on its own check — but it ran.
    expect(rep(result, "plain").status).toBe("fail");
  });
});
