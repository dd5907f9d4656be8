import { getEventListeners } from "node:events";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ProviderError } from "../../../src/core/run/provider.js";
import type { McpServerSpec } from "../../../src/core/suite/case.js";
import { childEnvironment } from "../../../src/mcp/child-process.js";
import { type McpSession, startMcpServers } from "../../../src/mcp/session.js";
import { type MapsHttpServer, startMapsHttpServer } from "../../fixtures/mcp/maps-server.mjs";
import { bundledServer } from "../../helpers/bundled-server.js";

/** The maps server the stdio specs start: the fixture bundled (half its start-up CPU). */
let SERVER = "";
beforeAll(async () => {
  SERVER = await bundledServer(fileURLToPath(new URL("../../fixtures/mcp/maps-server.mjs", import.meta.url)));
});
const FIXTURES = fileURLToPath(new URL("../../fixtures/mcp/", import.meta.url));

type StdioSpec = Extract<McpServerSpec, { transport: "stdio" }>;

function stdio(name: string, ...flags: string[]): StdioSpec {
  return {
    name,
    transport: "stdio",
    command: process.execPath,
    args: [SERVER, ...flags],
    env: {},
    cwd: FIXTURES,
  };
}

const sessions: McpSession[] = [];
const httpServers: MapsHttpServer[] = [];

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
  await Promise.all(httpServers.splice(0).map((s) => s.close()));
});

async function start(specs: McpServerSpec[], startTimeoutMs = 10_000): Promise<McpSession> {
  const session = await startMcpServers(specs, { signal: new AbortController().signal, startTimeoutMs });
  sessions.push(session);
  return session;
}

async function startFailure(specs: McpServerSpec[], startTimeoutMs = 10_000): Promise<ProviderError> {
  try {
    const session = await startMcpServers(specs, { signal: new AbortController().signal, startTimeoutMs });
    sessions.push(session);
  } catch (e) {
    expect(e).toBeInstanceOf(ProviderError);
    return e as ProviderError;
  }
  throw new Error("the servers started");
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const signal = () => new AbortController().signal;

/**
 * Closes `session` with the SDK's grace periods (2 s after stdin closes, 2 s after SIGTERM) on a
 * fake clock: 100 fake ms pass for every 20 real ms, so the escalation runs in about a second
 * while the children (real processes) still get real time to exit.
 */
async function closeOnFakeClock(session: McpSession): Promise<void> {
  const realSetTimeout = globalThis.setTimeout;
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  try {
    let closed = false;
    const closing = session.close().finally(() => {
      closed = true;
    });
    while (!closed) {
      await vi.advanceTimersByTimeAsync(100);
      await new Promise((r) => realSetTimeout(r, 20));
    }
    await closing;
  } finally {
    vi.useRealTimers();
  }
}
const WALK = { from: "Berlin Hbf", to: "Brandenburg Gate", mode: "walking" };

/**
 * Sessions several tests read, started by the first that needs one: `maps` alone (only
 * answers, never stopped before the end), and `maps` with `atlas` (the last of its tests closes it).
 */
let mapsOnly: Promise<McpSession> | undefined;
let mapsAndAtlas: Promise<McpSession> | undefined;
const shared = () =>
  (mapsOnly ??= startMcpServers([stdio("maps")], { signal: signal(), startTimeoutMs: 10_000 }));
const sharedPair = () =>
  (mapsAndAtlas ??= startMcpServers([stdio("maps"), stdio("atlas")], {
    signal: signal(),
    startTimeoutMs: 10_000,
  }));
afterAll(async () => {
  await Promise.all([mapsOnly, mapsAndAtlas].map((s) => s?.then((session) => session.close())));
});

describe("MCP session over stdio", () => {
  it("offers every tool qualified server.tool with its input schema, in listing order", async () => {
    const session = await shared();
    const tools = session.tools();
    expect(tools.map((t) => t.name)).toEqual(["maps.route", "maps.geocode"]);
    const route = tools[0]!;
    expect(route.description).toBe("Plan a route between two places in Berlin");
    expect(route.parameters).toMatchObject({
      type: "object",
      required: ["from", "to", "mode"],
      properties: { mode: { type: "string", enum: ["walking", "driving", "transit"] } },
    });
    expect(session.servers).toEqual([
      {
        name: "maps",
        transport: "stdio",
        pid: expect.any(Number),
        tools: ["route", "geocode"],
        server: { name: "maps", version: "1.0.0" },
      },
    ]);
    expect(session.identities).toEqual([{ name: "maps", server: { name: "maps", version: "1.0.0" } }]);
  });

  it("calls the real server and answers with its text; a tool error is an answer with isError", async () => {
    const session = await shared();
    const hosted = session.hosted();
    expect(hosted.hosts("maps.route")).toBe(true);
    expect(hosted.hosts("maps.teleport")).toBe(false);
    const walk = await hosted.host.call("maps.route", WALK, signal());
    expect(walk).toEqual({
      content: "walking route from Berlin Hbf to Brandenburg Gate: 1.5 km, 18 min",
      isError: false,
    });
    const nowhere = await hosted.host.call("maps.geocode", { query: "Atlantis" }, signal());
    expect(nowhere).toEqual({ content: "unknown place: Atlantis", isError: true });
  });

  it("turns the server's protocol error (arguments against its schema) into an isError answer", async () => {
    const session = await shared();
    const answer = await session.hosted().host.call("maps.route", { ...WALK, mode: "flying" }, signal());
    expect(answer.isError).toBe(true);
    expect(answer.content).toContain("mode");
  });

  it("answers a call that is not an object, or to a tool outside the case's servers, without the server", async () => {
    const session = await sharedPair();
    expect(session.tools(["atlas"]).map((t) => t.name)).toEqual(["atlas.route", "atlas.geocode"]);
    const onlyAtlas = session.hosted(["atlas"]);
    expect(onlyAtlas.hosts("maps.route")).toBe(false);
    expect(await onlyAtlas.host.call("maps.route", WALK, signal())).toEqual({
      content: "unknown tool 'maps.route'",
      isError: true,
    });
    expect(await onlyAtlas.host.call("atlas.route", ["Berlin Hbf"], signal())).toEqual({
      content: "arguments of 'atlas.route' must be a JSON object",
      isError: true,
    });
    expect(() => session.tools(["nope"])).toThrow("unknown MCP server 'nope'");
  });

  it("follows nextCursor through every page of the tool list", async () => {
    const session = await start([stdio("maps", "--paged")]);
    expect(session.tools().map((t) => t.name)).toEqual(["maps.geocode", "maps.route"]);
    expect((await session.hosted().host.call("maps.route", WALK, signal())).isError).toBe(false);
  });

  it("sends big integers in arguments as numbers", async () => {
    const session = await shared();
    const answer = await session
      .hosted()
      .host.call("maps.geocode", { query: 12345678901234567890n }, signal());
    // The server's schema wants a string: it refuses the number, which proves it arrived as one.
    expect(answer.isError).toBe(true);
    expect(answer.content).toMatch(/expected string, received number/);
  });

  it("shuts every server down on close, and close can be called again", async () => {
    const session = await sharedPair();
    const pids = session.servers.map((s) => s.pid!);
    expect(pids.every(alive)).toBe(true);
    await session.close();
    expect(pids.some(alive)).toBe(false);
    await session.close();
  });

  it("kills a server that ignores stdin closing and SIGTERM", async () => {
    const session = await start([stdio("maps", "--stubborn")]);
    const pid = session.servers[0]!.pid!;
    await closeOnFakeClock(session);
    expect(alive(pid)).toBe(false);
  });
});

describe("MCP server failures", () => {
  it("names a server that exits at start, with the tail of its stderr", async () => {
    const error = await startFailure([stdio("maps", "--crash-on-start")]);
    expect(error.kind).toBe("fatal");
    expect(error.message).toMatch(
      /^MCP server 'maps' \(.*maps-server\.mjs --crash-on-start\) failed to start: the process exited before the MCP handshake completed\n/,
    );
    expect(error.message).toContain("stderr of 'maps' (last 2 lines):\n  maps: loading tiles");
    expect(error.message).toContain("  maps: fatal: tile database is corrupt");
  });

  it("stops the servers that did start when another fails", async () => {
    const pidFile = join(await mkdtemp(join(tmpdir(), "mg-mcp-")), "good.pid");
    const good = { ...stdio("good"), env: { MAPS_PID_FILE: pidFile } };
    const error = await startFailure([good, stdio("bad", "--crash-on-start")]);
    expect(error.message).toContain("MCP server 'bad'");
    const pid = Number(await readFile(pidFile, "utf8"));
    expect(pid).toBeGreaterThan(0);
    expect(alive(pid)).toBe(false);
  });

  it("reports a command that does not exist", async () => {
    const spec: McpServerSpec = {
      name: "ghost",
      transport: "stdio",
      command: "modelgate-no-such-server",
      args: [],
      env: {},
      cwd: FIXTURES,
    };
    const error = await startFailure([spec]);
    expect(error.message).toMatch(
      /^MCP server 'ghost' \(modelgate-no-such-server\) failed to start: .*ENOENT/,
    );
  });

  it("gives up on a server that never answers the handshake, and stops it", async () => {
    const pidFile = join(await mkdtemp(join(tmpdir(), "mg-mcp-")), "hang.pid");
    const error = await startFailure([{ ...stdio("maps", "--hang"), env: { MAPS_PID_FILE: pidFile } }], 4000);
    expect(error.message).toContain("MCP server 'maps'");
    // 4 s: the child must start Node and print its stderr line first, slow on a loaded machine.
    expect(error.message).toContain("did not answer within 4000 ms");
    expect(error.message).toContain("maps: waiting for the licence server");
    expect(alive(Number(await readFile(pidFile, "utf8")))).toBe(false);
  });

  it("stops a start in progress when the run is cancelled", async () => {
    const pidFile = join(await mkdtemp(join(tmpdir(), "mg-mcp-")), "hang.pid");
    const controller = new AbortController();
    const starting = startMcpServers([{ ...stdio("maps", "--hang"), env: { MAPS_PID_FILE: pidFile } }], {
      signal: controller.signal,
      startTimeoutMs: 30_000,
    });
    let pid = 0;
    while (pid === 0) {
      pid = Number(await readFile(pidFile, "utf8").catch(() => "0"));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    controller.abort();
    const error = await starting.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe("cancelled");
    expect(alive(pid)).toBe(false);
  });

  it("reports a server that crashes during a call as a failure naming it, never as a tool answer", async () => {
    const session = await start([stdio("maps", "--crash-on-call")]);
    const pid = session.servers[0]!.pid!;
    const failure = await session
      .hosted()
      .host.call("maps.route", WALK, signal())
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).kind).toBe("fatal");
    expect((failure as ProviderError).message).toContain(
      "MCP server 'maps' exited or closed the connection during tools/call 'route'",
    );
    expect((failure as ProviderError).message).toContain("  maps: segmentation fault in route");
    expect(alive(pid)).toBe(false);
    // Later calls fail the same way at once.
    await expect(
      session.hosted().host.call("maps.geocode", { query: "Alexanderplatz" }, signal()),
    ).rejects.toThrow("MCP server 'maps' exited or closed the connection before tools/call 'geocode'");
  });

  it("leaves no abort listener on the run's signal per start or call (restart: per_case starts one per case)", async () => {
    const run = new AbortController();
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on("warning", onWarning);
    try {
      for (let i = 0; i < 12; i++) {
        const session = await startMcpServers([stdio("maps")], {
          signal: run.signal,
          startTimeoutMs: 10_000,
        });
        sessions.push(session);
        await session.hosted().host.call("maps.route", WALK, run.signal);
        await session.close();
        expect(getEventListeners(run.signal, "abort"), `after start ${i + 1}`).toHaveLength(0);
      }
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings.map((w) => w.name)).not.toContain("MaxListenersExceededWarning");
  });

  it("reports a cancelled call as cancelled", async () => {
    const session = await shared();
    const controller = new AbortController();
    controller.abort();
    const failure = await session
      .hosted()
      .host.call("maps.route", WALK, controller.signal)
      .catch((e: unknown) => e);
    expect((failure as ProviderError).kind).toBe("cancelled");
  });
});

describe("MCP over Streamable HTTP", () => {
  it("connects with the configured headers, lists and calls tools, and ends its session on close", async () => {
    const server = await startMapsHttpServer({ token: "s3cret" });
    httpServers.push(server);
    const session = await start([
      { name: "maps", transport: "http", url: server.url, headers: { Authorization: "Bearer s3cret" } },
    ]);
    expect(session.tools().map((t) => t.name)).toEqual(["maps.route", "maps.geocode"]);
    expect(session.servers[0]).toMatchObject({ transport: "http", pid: null });
    const answer = await session.hosted().host.call("maps.route", { ...WALK, mode: "transit" }, signal());
    expect(answer).toEqual({
      content: "transit route from Berlin Hbf to Brandenburg Gate: 1.5 km, 9 min",
      isError: false,
    });
    expect(server.sessions()).toBe(1);
    await session.close();
    expect(server.sessions()).toBe(0);
  });

  it("names the server when the headers are refused", async () => {
    const server = await startMapsHttpServer({ token: "s3cret" });
    httpServers.push(server);
    const error = await startFailure([{ name: "maps", transport: "http", url: server.url, headers: {} }]);
    expect(error.message).toMatch(/^MCP server 'maps' \(http:\/\/127\.0\.0\.1:\d+\/mcp\) failed to start: /);
    expect(error.message).toContain("HTTP 401");
  });
});

describe("childEnvironment", () => {
  // Issue 10 point 6: an allow-list (PATH, HOME, LANG, TMPDIR, LC_*) plus the suite's env.
  it("passes only the allow-listed environment, plus the suite's env", () => {
    process.env.INPUT_GITHUB_TOKEN = "ghs_secret";
    process.env.MODELGATE_TEST_VISIBLE = "yes";
    process.env.LC_MODELGATE_TEST = "C";
    try {
      const env = childEnvironment({ MAPS_REGION: "berlin" });
      expect(env.INPUT_GITHUB_TOKEN).toBeUndefined();
      expect(env.MODELGATE_TEST_VISIBLE).toBeUndefined();
      expect(env.LC_MODELGATE_TEST).toBe("C");
      expect(env.MAPS_REGION).toBe("berlin");
      expect(env.PATH).toBe(process.env.PATH);
    } finally {
      delete process.env.INPUT_GITHUB_TOKEN;
      delete process.env.MODELGATE_TEST_VISIBLE;
      delete process.env.LC_MODELGATE_TEST;
    }
  });

  it("is all a real stdio child gets, with the variables the SDK's transport always adds", async () => {
    const dump = join(await mkdtemp(join(tmpdir(), "mg-mcp-")), "env.json");
    const server = await bundledServer(
      fileURLToPath(new URL("../../fixtures/hostile/env-server.mjs", import.meta.url)),
    );
    const saved = { TERM: process.env.TERM, SHELL: process.env.SHELL };
    Object.assign(process.env, { TERM: "xterm-test", SHELL: "/bin/test-sh", MODELGATE_TEST_HIDDEN: "no" });
    try {
      const spec: McpServerSpec = { ...stdio("env"), args: [server, dump], env: { REGION: "eu" } };
      await (await start([spec])).close();
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      delete process.env.MODELGATE_TEST_HIDDEN;
    }
    const seen = JSON.parse(await readFile(dump, "utf8")) as Record<string, string>;
    // docs/security.md lists exactly these (POSIX): the allow-list, the SDK's defaults, `env`.
    const documented =
      /^(PATH|HOME|LANG|LANGUAGE|TMPDIR|TEMP|TMP|TZ|LC_[A-Z_]+|LOGNAME|SHELL|TERM|USER|REGION)$/;
    expect(Object.keys(seen).filter((key) => !documented.test(key))).toEqual([]);
    expect(seen).toMatchObject({ TERM: "xterm-test", SHELL: "/bin/test-sh", REGION: "eu" });
  });
});
