import { createServer, type Server } from "node:http";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { ProviderError } from "../../../src/core/run/provider.js";
import type { McpServerSpec } from "../../../src/core/suite/case.js";
import { type McpSession, startMcpServers } from "../../../src/mcp/session.js";

/** A hand-rolled server that breaks the protocol in the given way (see the fixture's header). */
const BROKEN = fileURLToPath(new URL("../../fixtures/mcp/broken-server.mjs", import.meta.url));
const broken = (mode: string): McpServerSpec => ({
  name: "broken",
  transport: "stdio",
  command: process.execPath,
  args: [BROKEN, mode],
  env: {},
  cwd: fileURLToPath(new URL(".", import.meta.url)),
});

const sessions: McpSession[] = [];
const webServers: Server[] = [];
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
  for (const web of webServers.splice(0)) {
    web.closeAllConnections();
    web.close();
  }
});

const signal = () => new AbortController().signal;
/** Far longer than any test may wait: a breach must end the request well before it. */
const LONG_MS = 30_000;

async function start(
  spec: McpServerSpec,
  callTimeoutMs = LONG_MS,
  startTimeoutMs = LONG_MS,
): Promise<McpSession> {
  const session = await startMcpServers([spec], { signal: signal(), startTimeoutMs, callTimeoutMs });
  sessions.push(session);
  return session;
}

async function failure(promise: Promise<unknown>): Promise<{ error: ProviderError; ms: number }> {
  const started = Date.now();
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return { error: error as ProviderError, ms: Date.now() - started };
}

const lookup = (session: McpSession) =>
  session.hosted().host.call("broken.lookup", { word: "gate" }, signal());

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("an MCP server that breaks the protocol over stdio", () => {
  it("names the line that is not JSON when a start it stood in for times out, with its stderr", async () => {
    const { error } = await failure(start(broken("garbage-on-start"), LONG_MS, 1500));
    expect(error.kind).toBe("fatal");
    expect(error.message).toMatch(
      /^MCP server 'broken' \(.*broken-server\.mjs garbage-on-start\) did not answer within 1500 ms; meanwhile it wrote on stdout what is no MCP message: it sent something that is not JSON \(.*Listening.*\)\n/,
    );
    expect(error.message).toContain("stderr of 'broken' (last 1 lines):\n  broken: starting up");
  });

  it("names the malformed field of a malformed initialize result in one line, not a dump", async () => {
    const { error } = await failure(start(broken("bad-initialize")));
    const [first, ...rest] = error.message.split("\n");
    expect(first).toMatch(
      /broke the MCP protocol while starting: it answered with a malformed result \(protocolVersion: .*expected string.*\)$/,
    );
    expect(rest).toEqual([
      "stderr of 'broken' (last 1 lines):",
      "  broken: answering initialize without a protocol version",
    ]);
  });

  it("names the line that is not JSON when a call it stood in for times out, with its stderr", async () => {
    const session = await start(broken("garbage-on-call"), 1500);
    const { error } = await failure(lookup(session));
    expect(error.kind).toBe("timeout");
    expect(error.message).toMatch(
      /^MCP server 'broken' did not answer tools\/call 'lookup' within 1500 ms; meanwhile it wrote on stdout what is no MCP message: it sent something that is not JSON \(.*WARNING.*\)\n/,
    );
    expect(error.message).toContain("  broken: lookup table missing");
  });

  it("still takes the answer of a server that logs a stray line on stdout next to it", async () => {
    const session = await start(broken("chatty-call"));
    expect(await lookup(session)).toEqual({ content: "looked up gate", isError: false });
  });

  // A log line (here a JSON one, as pino writes) is no breach: a tool that logs as it works and
  // answers seconds later is a working tool, not a red gate.
  it("takes the answer that comes 1.5 s after a stray JSON log line on stdout", async () => {
    const session = await start(broken("slow-chatty-call"));
    expect(await lookup(session)).toEqual({ content: "looked up gate", isError: false });
  });

  it("stops a server whose answer went to an id never sent, and sends it nothing again", async () => {
    const session = await start(broken("wrong-id"));
    const pid = session.servers[0]!.pid!;
    await failure(lookup(session));
    expect(alive(pid)).toBe(false);
    const later = await failure(lookup(session));
    expect(later.error.message).toMatch(
      /^MCP server 'broken' broke the MCP protocol earlier \(it sent a message the client cannot place .*\); tools\/call 'lookup' was not sent\n/,
    );
  });

  it("names the malformed field of a malformed tool result", async () => {
    const session = await start(broken("bad-call-result"));
    const { error } = await failure(lookup(session));
    expect(error.message.split("\n")[0]).toMatch(
      /^MCP server 'broken' broke the MCP protocol during tools\/call 'lookup': it answered with a malformed result \(content: .*expected array.*\)$/,
    );
    expect(error.message).toContain("  broken: answering with a string for content");
  });

  it("fails a call at once whose answer carries an id never sent", async () => {
    const session = await start(broken("wrong-id"));
    const { error, ms } = await failure(lookup(session));
    expect(ms).toBeLessThan(10_000);
    expect(error.message).toMatch(
      /^MCP server 'broken' broke the MCP protocol during tools\/call 'lookup': it sent a message the client cannot place \(Received a response for an unknown message ID/,
    );
    expect(error.message).toContain("  broken: answering the wrong request");
  });

  it("reports a call it never answers at the call deadline, with the tail of its stderr", async () => {
    const session = await start(broken("hang-on-call"), 1500);
    const { error } = await failure(lookup(session));
    expect(error.kind).toBe("timeout");
    expect(error.message).toContain("MCP server 'broken' did not answer tools/call 'lookup' within 1500 ms");
    expect(error.message).toContain("  broken: waiting for the dictionary service");
  });
});

/** Waits (bounded) until the process is gone: a stopped server is reaped shortly after the failure. */
async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 20));
  return !alive(pid);
}

// A server whose stdout reached its end can answer nothing more, whether or not it still runs:
// its requests fail at once (not at their 30 s deadline) and it is stopped.
describe("an MCP server that closes its stdout or stdin over stdio", () => {
  it("fails a start at once whose server closed stdout before answering initialize, and stops it", async () => {
    const { error, ms } = await failure(start(broken("eof-on-start")));
    expect(ms).toBeLessThan(LONG_MS / 5);
    expect(error.kind).toBe("fatal");
    expect(error.message).toMatch(
      /^MCP server 'broken' \(.*broken-server\.mjs eof-on-start\) failed to start: it closed its stdout before the MCP handshake completed \(the process was still running; it was stopped\)\n/,
    );
    expect(error.message).toContain(
      "stderr of 'broken' (last 1 lines):\n  broken: closing stdout before the handshake",
    );
  });

  it("fails a call at once whose server ended stdout mid-call, stops it and sends it nothing again", async () => {
    const session = await start(broken("eof-on-call"));
    const pid = session.servers[0]!.pid!;
    const { error, ms } = await failure(lookup(session));
    expect(ms).toBeLessThan(LONG_MS / 5);
    expect(error.kind).toBe("fatal");
    expect(error.message).toMatch(
      /^MCP server 'broken' closed its stdout during tools\/call 'lookup' \(the process was still running; it was stopped\)\n/,
    );
    expect(error.message).toContain("  broken: ending stdout mid-call");
    expect(await gone(pid)).toBe(true);
    const later = await failure(lookup(session));
    expect(later.ms).toBeLessThan(1000);
    expect(later.error.message).toMatch(/^MCP server 'broken' closed its stdout before tools\/call 'lookup'/);
  });

  it("fails a call at once whose server closed stdout and exits only later", async () => {
    const session = await start(broken("eof-then-exit"));
    const pid = session.servers[0]!.pid!;
    const { error, ms } = await failure(lookup(session));
    // Before its exit 10 s on: it is stopped first.
    expect(ms).toBeLessThan(LONG_MS / 5);
    expect(error.kind).toBe("fatal");
    expect(error.message).toMatch(/^MCP server 'broken' closed its stdout during tools\/call 'lookup' /);
    expect(error.message).toContain("  broken: closing stdout, exiting soon");
    expect(await gone(pid)).toBe(true);
  });

  it("fails a call at once whose server closed its stdin (EPIPE), without crashing ModelGate", async () => {
    const session = await start(broken("close-stdin"));
    const pid = session.servers[0]!.pid!;
    const { error, ms } = await failure(lookup(session));
    expect(ms).toBeLessThan(LONG_MS / 5);
    expect(error.kind).toBe("fatal");
    expect(error.message).toMatch(
      /^MCP server 'broken' closed its stdin during tools\/call 'lookup' \(the process was still running; it was stopped\)\n/,
    );
    expect(error.message).toContain("  broken: closing stdin");
    expect(await gone(pid)).toBe(true);
  });
});

/** An HTTP "MCP server" that answers every request with this status-200 body. */
async function webServer(contentType: string, body: string): Promise<string> {
  const web = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(200, { "content-type": contentType }).end(body));
  });
  webServers.push(web);
  await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", () => resolve()));
  return `http://127.0.0.1:${(web.address() as { port: number }).port}/mcp`;
}

describe("an MCP server that breaks the protocol over HTTP", () => {
  it.each([
    ["a body that is not JSON", "application/json", "hello there", "it sent something that is not JSON ("],
    [
      "JSON that is not JSON-RPC",
      "application/json",
      '{"hello":1}',
      "it sent a message that is not JSON-RPC",
    ],
    [
      "an event stream of garbage",
      "text/event-stream",
      "event: message\ndata: nope\n\n",
      "it sent something that is not JSON (",
    ],
    [
      "an answer to an id never sent",
      "application/json",
      '{"jsonrpc":"2.0","id":999,"result":{}}',
      "it sent a message the client cannot place (",
    ],
  ])("fails its start at once on %s, in one line naming it", async (_what, type, body, fault) => {
    const url = await webServer(type, body);
    const { error, ms } = await failure(start({ name: "web", transport: "http", url, headers: {} }));
    expect(ms).toBeLessThan(10_000);
    expect(error.kind).toBe("fatal");
    expect(error.message).not.toContain("\n");
    expect(error.message).toMatch(
      /^MCP server 'web' \(http:\/\/127\.0\.0\.1:\d+\/mcp\) broke the MCP protocol while starting: /,
    );
    expect(error.message).toContain(fault);
  });
});
