import { describe, expect, it } from "vitest";
import { type McpInstance, type McpLauncher, McpScopes } from "../../../../src/core/run/mcp-scopes.js";
import { ProviderError } from "../../../../src/core/run/provider.js";
import type { McpServerSpec } from "../../../../src/core/suite/case.js";

function spec(name: string, restart?: McpServerSpec["restart"]): McpServerSpec {
  return {
    name,
    transport: "http",
    url: `http://127.0.0.1:9/${name}`,
    headers: {},
    ...(restart ? { restart } : {}),
  };
}

/** A launcher that records starts and stops; each instance offers `<server>.t`. */
function fakeLauncher(fail?: string) {
  const log: string[] = [];
  let n = 0;
  const launch: McpLauncher = async (specs) => {
    const names = specs.map((s) => s.name);
    if (fail !== undefined && names.includes(fail))
      throw new ProviderError("fatal", `MCP server '${fail}' failed`);
    const id = ++n;
    log.push(`start ${id} ${names.join(",")}`);
    const instance: McpInstance = {
      identities: names.map((name) => ({ name, server: { name, version: `v${id}` } })),
      tools: (servers) =>
        (servers ?? names).map((s) => ({ name: `${s}.t`, description: "", parameters: {} })),
      hosted: (servers) => ({
        hosts: (tool) => (servers ?? names).some((s) => tool === `${s}.t`),
        host: { call: async (tool) => ({ content: `${tool} from ${id}`, isError: false }) },
      }),
      close: async () => {
        log.push(`stop ${id}`);
      },
    };
    return instance;
  };
  return { launch, log };
}

describe("McpScopes", () => {
  const signal = new AbortController().signal;

  it("starts per_configuration servers once, lazily, and stops them on close", async () => {
    const { launch, log } = fakeLauncher();
    const scopes = new McpScopes(launch, [spec("a"), spec("b")], signal);
    expect(log).toEqual([]);
    const first = await scopes.acquire(0, 1);
    const second = await scopes.acquire(1, 1, ["b"]);
    expect(first.toolbox.tools().map((t) => t.name)).toEqual(["a.t", "b.t"]);
    expect(second.toolbox.tools().map((t) => t.name)).toEqual(["b.t"]);
    await first.release();
    await second.release();
    expect(log).toEqual(["start 1 a,b"]);
    await scopes.close();
    expect(log).toEqual(["start 1 a,b", "stop 1"]);
    expect(scopes.servers()).toEqual([
      { name: "a", server: { name: "a", version: "v1" } },
      { name: "b", server: { name: "b", version: "v1" } },
    ]);
  });

  it("per_case: one start shared by the case's repetitions, stopped after its last; per_repetition: one each", async () => {
    const { launch, log } = fakeLauncher();
    const scopes = new McpScopes(launch, [spec("kv", "per_case"), spec("mem", "per_repetition")], signal);
    const r1 = await scopes.acquire(0, 2, ["kv"]);
    const r2 = await scopes.acquire(0, 2, ["kv"]);
    await r1.release();
    expect(log).toEqual(["start 1 kv"]);
    await r2.release();
    expect(log).toEqual(["start 1 kv", "stop 1"]);
    const m1 = await scopes.acquire(1, 2, ["mem", "kv"]);
    const answer = await m1.toolbox.hosted().host.call("mem.t", {}, signal);
    expect(answer.content).toMatch(/^mem\.t from /);
    await m1.release();
    const m2 = await scopes.acquire(1, 2, ["mem", "kv"]);
    await m2.release();
    expect(log.filter((l) => l.startsWith("start")).length).toBe(4);
    expect(log.filter((l) => l.startsWith("stop")).length).toBe(4);
    await scopes.close();
  });

  it("a server that fails to start fails every acquisition with its error, started once", async () => {
    const { launch, log } = fakeLauncher("a");
    let attempts = 0;
    const counted: McpLauncher = (specs, s) => {
      attempts++;
      return launch(specs, s);
    };
    const scopes = new McpScopes(counted, [spec("a")], signal);
    await expect(scopes.acquire(0, 1)).rejects.toThrow("MCP server 'a' failed");
    await expect(scopes.acquire(1, 1)).rejects.toThrow("MCP server 'a' failed");
    expect(log).toEqual([]);
    expect(attempts).toBe(1);
    expect(scopes.servers()).toEqual([{ name: "a", server: null }]);
    await scopes.close();
  });
});
