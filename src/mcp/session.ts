import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ErrorCode, McpError, type Tool } from "@modelcontextprotocol/sdk/types.js";
import { messageOf } from "../core/error-message.js";
import { isJsonObject, type Json, type JsonObject } from "../core/json/value.js";
import { onAbort } from "../core/run/abort-fanout.js";
import type { HostedTools } from "../core/run/agent-loop.js";
import type { McpInstance, McpServerIdentity } from "../core/run/mcp-scopes.js";
import { ProviderError } from "../core/run/provider.js";
import type { McpServerSpec, ToolDefinition } from "../core/suite/case.js";
import { VERSION } from "../core/version.js";
import { childEnvironment, ensureExited, forgetChild, killOnExit } from "./child-process.js";
import { LineTail } from "./line-tail.js";
import { type Pipe, watchPipes } from "./pipe-end.js";
import { plainToJson, toPlainObject } from "./plain-json.js";
import { isStrayLine, ProtocolBreach, protocolFault } from "./protocol-fault.js";
import { toolResultText } from "./tool-result.js";

export interface McpStartOptions {
  /** The run's signal: aborting it stops a start in progress (the caller still calls `close`). */
  signal: AbortSignal;
  /** Deadline for each server's handshake and each page of its tool list. */
  startTimeoutMs: number;
  /** Deadline for one tool call; 60 s when absent. */
  callTimeoutMs?: number;
}

export interface McpServerInfo {
  name: string;
  transport: "stdio" | "http";
  /** The stdio child's process id while it runs; null for HTTP servers. */
  pid: number | null;
  /** Tool names as the server listed them (unqualified). */
  tools: string[];
  /** Name and version from the server's initialize response; null when it sent none. */
  server: { name: string; version: string } | null;
}

/** The MCP servers of one run. `close` shuts every one down and may be called any number of times. */
export interface McpSession extends McpInstance {
  readonly servers: readonly McpServerInfo[];
}

const DEFAULT_CALL_TIMEOUT_MS = 60_000;
/** A server that lists more pages than this is assumed to loop on its cursor. */
const MAX_TOOL_PAGES = 100;
/**
 * How long a request may still be answered after the server broke the protocol while serving
 * it (an answer to an id never sent, an HTTP body that is no MCP message): one that was not is
 * failed then, naming the breach, rather than at its deadline. A stray stdout line is no breach.
 */
const BREACH_GRACE_MS = 1000;
/** Said of a stdio server that closed a pipe and stayed up: nothing it does later reaches us. */
const STOPPED_NOTE = "(the process was still running; it was stopped)";

/** A stdio server closed its stdout or stdin while it kept running (see pipe-end.ts). */
class PipeClosed extends Error {
  constructor(readonly pipe: Pipe) {
    super(`the server closed its ${pipe}`);
    this.name = "PipeClosed";
  }
}

/**
 * Starts (stdio) or connects to (Streamable HTTP) every server, lists its tools and returns a
 * session. When any server fails, every server already started is shut down and the error names
 * the failing server with the tail of its stderr; it is a `ProviderError` (`fatal`, or
 * `cancelled` when the run was aborted) so the runner records the affected cases as `error`.
 */
export async function startMcpServers(
  specs: readonly McpServerSpec[],
  opts: McpStartOptions,
): Promise<McpSession> {
  const connections = specs.map((spec) => new ServerConnection(spec));
  const started = await Promise.allSettled(connections.map((c) => c.start(opts.signal, opts.startTimeoutMs)));
  const failure = started.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failure !== undefined) {
    await Promise.all(connections.map((c) => c.close()));
    throw failure.reason;
  }
  try {
    return new Session(connections, opts.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS);
  } catch (error) {
    await Promise.all(connections.map((c) => c.close()));
    throw error;
  }
}

interface Target {
  connection: ServerConnection;
  tool: string;
}

class Session implements McpSession {
  readonly servers: readonly McpServerInfo[];
  readonly identities: readonly McpServerIdentity[];
  private readonly byName = new Map<string, ServerConnection>();
  private readonly definitions = new Map<string, ToolDefinition[]>();
  private closing: Promise<void> | undefined;

  constructor(
    private readonly connections: ServerConnection[],
    private readonly callTimeoutMs: number,
  ) {
    const qualified = new Set<string>();
    for (const c of connections) {
      this.byName.set(c.name, c);
      const defs = c.tools.map((t) => toDefinition(c.name, t));
      for (const d of defs) {
        if (qualified.has(d.name)) {
          throw new ProviderError("fatal", `MCP tool name '${d.name}' is offered twice`);
        }
        qualified.add(d.name);
      }
      this.definitions.set(c.name, defs);
    }
    this.servers = connections.map((c) => ({
      name: c.name,
      transport: c.spec.transport,
      pid: c.pid,
      tools: c.tools.map((t) => t.name),
      server: c.implementation(),
    }));
    this.identities = this.servers.map(({ name, server }) => ({ name, server }));
  }

  tools(servers?: readonly string[]): ToolDefinition[] {
    return this.select(servers).flatMap((c) => this.definitions.get(c.name) ?? []);
  }

  hosted(servers?: readonly string[]): HostedTools {
    const targets = new Map<string, Target>();
    for (const connection of this.select(servers)) {
      for (const tool of connection.tools)
        targets.set(`${connection.name}.${tool.name}`, { connection, tool: tool.name });
    }
    const timeoutMs = this.callTimeoutMs;
    return {
      hosts: (name) => targets.has(name),
      host: {
        async call(name: string, args: Json, signal: AbortSignal) {
          const target = targets.get(name);
          if (target === undefined) return { content: `unknown tool '${name}'`, isError: true };
          // The protocol carries arguments as an object; a model that sent anything else is told so.
          if (args !== null && !isJsonObject(args)) {
            return { content: `arguments of '${name}' must be a JSON object`, isError: true };
          }
          return target.connection.call(target.tool, args ?? {}, signal, timeoutMs);
        },
      },
    };
  }

  close(): Promise<void> {
    this.closing ??= Promise.all(this.connections.map((c) => c.close())).then(() => undefined);
    return this.closing;
  }

  private select(servers?: readonly string[]): ServerConnection[] {
    if (servers === undefined) return this.connections;
    return servers.map((name) => {
      const c = this.byName.get(name);
      if (c === undefined) throw new ProviderError("fatal", `unknown MCP server '${name}'`);
      return c;
    });
  }
}

type Transport = StdioClientTransport | StreamableHTTPClientTransport;

/** One server: its client, transport and the tail of what it wrote on stderr. */
class ServerConnection {
  readonly name: string;
  readonly tail = new LineTail();
  tools: Tool[] = [];
  pid: number | null = null;
  private readonly client: Client;
  private readonly transport: Transport;
  private shuttingDown = false;
  /** Set when the connection closed without us asking: the server exited or hung up. */
  private lost = false;
  /** What the server did when it broke the protocol during a call; the connection is closed then. */
  private breach: string | undefined;
  /** The last line a stdio server wrote on stdout that is no MCP message (named if a request then times out). */
  private strayLine: string | undefined;
  /** The requests in flight, told of every breach the SDK reports through `onerror`. */
  private readonly breachWatchers = new Set<(fault: string) => void>();
  /** The pipe a stdio server closed while it kept running; the connection is closed then. */
  private pipeClosed: Pipe | undefined;
  /** Rejects when it did: every request in flight fails at once. */
  private readonly pipeLost: Promise<never>;
  private stopWatchingPipes = (): void => {};
  private closed: Promise<void> | undefined;

  constructor(readonly spec: McpServerSpec) {
    this.name = spec.name;
    let lose = (_pipe: Pipe): void => {};
    this.pipeLost = new Promise<never>((_, reject) => {
      lose = (pipe) => reject(new PipeClosed(pipe));
    });
    this.pipeLost.catch(() => {});
    this.client = new Client({ name: "modelgate", version: VERSION }, { capabilities: {} });
    this.client.onclose = () => {
      if (!this.shuttingDown) this.lost = true;
      // A stdio transport closes once its child has exited: that pid may now belong to another process.
      if (this.pid !== null) forgetChild(this.pid);
    };
    // The SDK reports what it cannot use (a line that is not JSON, an answer to an id never sent)
    // here and drops it; the request it belonged to would otherwise wait for its deadline.
    this.client.onerror = (error) => {
      const fault = protocolFault(error);
      if (fault === undefined) return;
      // A log line on a stdio server's stdout fails nothing: a slow tool that logs as it works
      // still answers (over HTTP a bad body is the request's own answer).
      if (spec.transport === "stdio" && isStrayLine(error)) this.strayLine = fault;
      else for (const watch of this.breachWatchers) watch(fault);
    };
    if (spec.transport === "stdio") {
      const transport = new StdioClientTransport({
        command: spec.command,
        args: spec.args,
        env: childEnvironment(spec.env),
        cwd: spec.cwd,
        stderr: "pipe",
      });
      // Attached before start so nothing the server prints while failing is lost.
      transport.stderr?.on("data", (chunk: Buffer) => this.tail.push(chunk));
      // The pid as soon as the child exists: a failed handshake clears it from the transport,
      // and shutdown still has to make sure that child is gone.
      const spawn = transport.start.bind(transport);
      transport.start = async () => {
        await spawn();
        this.pid = transport.pid;
        if (this.pid !== null) killOnExit(this.pid);
        this.stopWatchingPipes = watchPipes(transport, (pipe) => {
          if (this.shuttingDown) return;
          this.pipeClosed = pipe;
          lose(pipe);
          void this.close();
        });
      };
      this.transport = transport;
    } else {
      this.transport = new StreamableHTTPClientTransport(new URL(spec.url), {
        requestInit: { headers: spec.headers },
      });
    }
  }

  async start(signal: AbortSignal, timeoutMs: number): Promise<void> {
    try {
      // A request signal each (as for call()): a run with `restart: per_case` starts a server
      // for every case against the one run signal.
      await this.request(signal, (s) =>
        this.client.connect(this.transport, { signal: s, timeout: timeoutMs }),
      );
      this.tools = await this.listTools(signal, timeoutMs);
    } catch (e) {
      await this.close();
      if (signal.aborted)
        throw new ProviderError("cancelled", `MCP server '${this.name}' not started: the run was cancelled`);
      const lost = this.spec.transport === "stdio" ? "the process exited" : "the connection closed";
      const fault = protocolFault(e);
      const stage =
        this.client.getServerVersion() === undefined
          ? "before the MCP handshake completed"
          : "before it listed its tools";
      const reason = isTimeout(e)
        ? `did not answer within ${timeoutMs} ms${this.strayNote()}`
        : this.pipeClosed !== undefined
          ? `failed to start: it closed its ${this.pipeClosed} ${stage} ${STOPPED_NOTE}`
          : isConnectionClosed(e)
            ? `failed to start: ${lost} before the MCP handshake completed`
            : fault !== undefined
              ? `broke the MCP protocol while starting: ${fault}`
              : `failed to start: ${mcpMessageOf(e)}`;
      throw new ProviderError(
        "fatal",
        this.describe(`MCP server '${this.name}' (${this.where()}) ${reason}`),
      );
    }
  }

  /** What the server said it is in its initialize response. */
  implementation(): { name: string; version: string } | null {
    const info = this.client.getServerVersion();
    if (info === undefined || typeof info.name !== "string") return null;
    return { name: info.name, version: typeof info.version === "string" ? info.version : "" };
  }

  /**
   * One `tools/call`. A tool error or a JSON-RPC error the server sends back is an answer; a lost
   * server, a timeout or a server that breaks the protocol is a failure.
   */
  async call(tool: string, args: JsonObject, signal: AbortSignal, timeoutMs: number) {
    if (this.breach !== undefined) {
      throw new ProviderError(
        "fatal",
        this.describe(
          `MCP server '${this.name}' broke the MCP protocol earlier (${this.breach}); tools/call '${tool}' was not sent`,
        ),
      );
    }
    if (this.pipeClosed !== undefined || this.lost) throw await this.lostError(`before tools/call '${tool}'`);
    try {
      const result = await this.request(signal, (s) =>
        this.client.callTool({ name: tool, arguments: toPlainObject(args) }, undefined, {
          signal: s,
          timeout: timeoutMs,
        }),
      );
      return { content: toolResultText(result), isError: result.isError === true };
    } catch (e) {
      if (signal.aborted)
        throw new ProviderError("cancelled", `MCP tool call '${this.name}.${tool}' cancelled`);
      if (this.pipeClosed !== undefined || this.lost || isConnectionClosed(e))
        throw await this.lostError(`during tools/call '${tool}'`);
      const fault = protocolFault(e);
      if (fault !== undefined) {
        // Its next answer may belong to this abandoned request: the connection is not used again.
        this.breach = fault;
        await this.close();
        throw new ProviderError(
          "fatal",
          this.describe(
            `MCP server '${this.name}' broke the MCP protocol during tools/call '${tool}': ${fault}`,
          ),
        );
      }
      if (isTimeout(e)) {
        throw new ProviderError(
          "timeout",
          this.describe(
            `MCP server '${this.name}' did not answer tools/call '${tool}' within ${timeoutMs} ms${this.strayNote()}`,
          ),
        );
      }
      // The server answered with a JSON-RPC error (unknown tool, invalid params): the model sees it.
      if (e instanceof McpError) return { content: e.message, isError: true };
      throw new ProviderError(
        "fatal",
        this.describe(`MCP server '${this.name}' failed on tools/call '${tool}': ${mcpMessageOf(e)}`),
      );
    }
  }

  /**
   * One SDK request (see `withRequestSignal`) that also fails with a `ProtocolBreach` when the
   * server breaks the protocol while it is pending and no answer follows within the grace, or
   * when it times out after such a breach: the breach, not the silence, is the cause.
   */
  private async request<T>(signal: AbortSignal, run: (s: AbortSignal) => Promise<T>): Promise<T> {
    let fault: string | undefined;
    let timer: NodeJS.Timeout | undefined;
    let watch = (_fault: string): void => {};
    const breached = new Promise<never>((_, reject) => {
      watch = (seen) => {
        fault ??= seen;
        timer ??= setTimeout(() => reject(new ProtocolBreach(seen)), BREACH_GRACE_MS);
      };
    });
    breached.catch(() => {});
    this.breachWatchers.add(watch);
    try {
      return await Promise.race([withRequestSignal(signal, run), breached, this.pipeLost]);
    } catch (e) {
      throw fault !== undefined && isTimeout(e) ? new ProtocolBreach(fault) : e;
    } finally {
      clearTimeout(timer);
      this.breachWatchers.delete(watch);
    }
  }

  close(): Promise<void> {
    this.closed ??= this.shutdown();
    return this.closed;
  }

  private async shutdown(): Promise<void> {
    this.shuttingDown = true;
    this.stopWatchingPipes();
    if (this.transport instanceof StreamableHTTPClientTransport && this.transport.sessionId !== undefined) {
      // Polite: let a stateful server drop the session. Bounded, and never fatal.
      await withDeadline(this.transport.terminateSession(), 2000).catch(() => undefined);
    }
    await this.client.close().catch(() => undefined);
    if (this.pid !== null) {
      await ensureExited(this.pid);
      forgetChild(this.pid);
    }
    // stderr is piped through a stream: give its last chunks a turn to arrive.
    await new Promise((resolve) => setImmediate(resolve));
  }

  private async lostError(when: string): Promise<ProviderError> {
    await this.close();
    const what =
      this.pipeClosed !== undefined
        ? `closed its ${this.pipeClosed} ${when} ${STOPPED_NOTE}`
        : `exited or closed the connection ${when}`;
    return new ProviderError("fatal", this.describe(`MCP server '${this.name}' ${what}`));
  }

  private where(): string {
    if (this.spec.transport === "http") {
      const url = new URL(this.spec.url);
      return `${url.origin}${url.pathname}`;
    }
    return [this.spec.command, ...this.spec.args].join(" ");
  }

  /** `; meanwhile it wrote on stdout …` when a stdio server wrote a line that is no MCP message. */
  private strayNote(): string {
    return this.strayLine === undefined
      ? ""
      : `; meanwhile it wrote on stdout what is no MCP message: ${this.strayLine}`;
  }

  private describe(message: string): string {
    const lines = this.tail.snapshot();
    if (lines.length === 0) return message;
    return `${message}\nstderr of '${this.name}' (last ${lines.length} lines):\n${lines.map((l) => `  ${l}`).join("\n")}`;
  }

  private async listTools(signal: AbortSignal, timeoutMs: number): Promise<Tool[]> {
    const tools: Tool[] = [];
    const seen = new Set<string>();
    let cursor: string | undefined;
    for (let page = 0; page < MAX_TOOL_PAGES; page++) {
      const result = await this.request(signal, (s) =>
        this.client.listTools(cursor === undefined ? {} : { cursor }, { signal: s, timeout: timeoutMs }),
      );
      tools.push(...result.tools);
      cursor = result.nextCursor;
      if (cursor === undefined) return tools;
      if (seen.has(cursor)) break;
      seen.add(cursor);
    }
    throw new Error("tools/list did not finish: the server keeps returning a next page");
  }
}

/**
 * Runs one SDK request with a signal of its own that follows `signal` until the request settles.
 * The SDK never removes the abort listener it adds, so handing it the long-lived run signal would
 * leak one listener per request (per server start with `restart: per_case`); the run signal
 * holds only the fan-out's one listener.
 */
async function withRequestSignal<T>(
  signal: AbortSignal,
  request: (s: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  if (signal.aborted) controller.abort(signal.reason);
  const release = signal.aborted ? () => {} : onAbort(signal, () => controller.abort(signal.reason));
  try {
    return await request(controller.signal);
  } finally {
    release();
  }
}

function toDefinition(server: string, tool: Tool): ToolDefinition {
  const parameters = plainToJson(tool.inputSchema);
  return {
    name: `${server}.${tool.name}`,
    description: tool.description ?? tool.title ?? tool.annotations?.title ?? "",
    parameters: isJsonObject(parameters) ? parameters : { type: "object" },
  };
}

function isTimeout(e: unknown): boolean {
  return e instanceof McpError && e.code === ErrorCode.RequestTimeout;
}

function isConnectionClosed(e: unknown): boolean {
  return (
    (e instanceof McpError && e.code === ErrorCode.ConnectionClosed) || mcpMessageOf(e) === "Not connected"
  );
}

/** The core's `messageOf`, with the transport's HTTP status, else the cause the SDK wraps. */
function mcpMessageOf(e: unknown): string {
  if (e instanceof StreamableHTTPError && e.code !== undefined && e.code > 0)
    return `HTTP ${e.code}: ${e.message}`;
  const message = messageOf(e);
  const cause = e instanceof Error ? e.cause : undefined;
  return cause instanceof Error && !message.includes(cause.message)
    ? `${message} (${cause.message})`
    : message;
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
