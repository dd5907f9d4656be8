import type { McpRestart, McpServerSpec } from "../suite/case.js";
import type { HostedTools } from "./agent-loop.js";
import type { McpToolbox } from "./capabilities.js";
import { ProviderError } from "./provider.js";

/** Name and version a server reported in its MCP initialize response. */
export interface McpServerIdentity {
  /** The server's name in the suite. */
  name: string;
  /** From the initialize response; null when the server sent none or never started. */
  server: { name: string; version: string } | null;
}

/** Servers started together; `close` stops them (any number of times). */
export interface McpInstance extends McpToolbox {
  readonly identities: readonly McpServerIdentity[];
  close(): Promise<void>;
}

/** Starts fresh server processes (stdio) or sessions (HTTP) for the given servers. */
export type McpLauncher = (specs: readonly McpServerSpec[], signal: AbortSignal) => Promise<McpInstance>;

/** The toolbox one repetition uses, and what to do when it is finished. */
export interface McpLease {
  toolbox: McpToolbox;
  release(): Promise<void>;
}

interface CaseScope {
  instance: Promise<McpInstance>;
  /** Repetitions of the case that have not released it yet. */
  left: number;
}

/**
 * The MCP servers of one suite x configuration, each started as its `restart` says: once for the
 * run (`per_configuration`, so another configuration of the same invocation never sees its state),
 * once per case (shared by that case's repetitions), or once per repetition. Starts are lazy:
 * nothing starts until an MCP case runs, and start time is never counted as a case's latency.
 */
export class McpScopes {
  private run: Promise<McpInstance> | undefined;
  private readonly cases = new Map<number, CaseScope>();
  private readonly open = new Set<Promise<McpInstance>>();
  private readonly identities = new Map<string, McpServerIdentity["server"]>();
  private closed = false;

  constructor(
    private readonly launch: McpLauncher,
    private readonly specs: readonly McpServerSpec[],
    private readonly signal: AbortSignal,
  ) {}

  /**
   * The toolbox for one repetition of case `caseIndex` (which runs `repeat` times) over the named
   * servers (every server when absent). Throws a `ProviderError` when a server cannot start.
   */
  async acquire(caseIndex: number, repeat: number, servers?: readonly string[]): Promise<McpLease> {
    if (this.closed) throw new ProviderError("cancelled", "the run's MCP servers are already shut down");
    const wanted = this.select(servers);
    const parts: Array<{ names: string[]; instance: McpInstance }> = [];
    const releases: Array<() => Promise<void>> = [];
    try {
      const byRestart = (r: McpRestart) => wanted.filter((s) => (s.restart ?? "per_configuration") === r);
      const runWide = byRestart("per_configuration");
      if (runWide.length > 0) {
        // Every per-configuration server starts together, once, whichever case comes first.
        this.run ??= this.start(
          this.specs.filter((s) => (s.restart ?? "per_configuration") === "per_configuration"),
        );
        parts.push({ names: runWide.map((s) => s.name), instance: await this.run });
      }
      const perCase = byRestart("per_case");
      if (perCase.length > 0) {
        let scope = this.cases.get(caseIndex);
        if (scope === undefined) {
          scope = { instance: this.start(this.specs.filter((s) => s.restart === "per_case")), left: repeat };
          this.cases.set(caseIndex, scope);
        }
        const held = scope;
        releases.push(async () => {
          held.left--;
          if (held.left <= 0) await this.stop(held.instance);
        });
        parts.push({ names: perCase.map((s) => s.name), instance: await held.instance });
      }
      const perRepetition = byRestart("per_repetition");
      if (perRepetition.length > 0) {
        const instance = this.start(perRepetition);
        releases.push(() => this.stop(instance));
        parts.push({ names: perRepetition.map((s) => s.name), instance: await instance });
      }
    } catch (error) {
      await Promise.all(releases.map((r) => r()));
      throw error;
    }
    return {
      toolbox: combine(
        parts,
        wanted.map((s) => s.name),
      ),
      release: async () => {
        await Promise.all(releases.map((r) => r()));
      },
    };
  }

  /** Each server of the suite with what it reported the first time it started. */
  servers(): McpServerIdentity[] {
    return this.specs.map((s) => ({ name: s.name, server: this.identities.get(s.name) ?? null }));
  }

  /** Stops every server still running. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.open].map((p) => this.stop(p)));
  }

  private start(specs: readonly McpServerSpec[]): Promise<McpInstance> {
    const started = this.launch(specs, this.signal).then((instance) => {
      for (const id of instance.identities) {
        if (!this.identities.has(id.name) || this.identities.get(id.name) === null)
          this.identities.set(id.name, id.server);
      }
      return instance;
    });
    this.open.add(started);
    // A failed start has nothing to stop.
    started.catch(() => this.open.delete(started));
    return started;
  }

  private async stop(instance: Promise<McpInstance>): Promise<void> {
    if (!this.open.delete(instance)) return;
    const started = await instance.catch(() => null);
    await started?.close();
  }

  private select(servers?: readonly string[]): McpServerSpec[] {
    if (servers === undefined) return [...this.specs];
    return servers.map((name) => {
      const spec = this.specs.find((s) => s.name === name);
      if (spec === undefined) throw new ProviderError("fatal", `unknown MCP server '${name}'`);
      return spec;
    });
  }
}

/** One toolbox over servers held by different instances, in the order the case names them. */
function combine(parts: Array<{ names: string[]; instance: McpInstance }>, order: string[]): McpToolbox {
  const owner = (name: string) => {
    const part = parts.find((p) => p.names.includes(name));
    if (part === undefined) throw new ProviderError("fatal", `unknown MCP server '${name}'`);
    return part.instance;
  };
  return {
    tools: (servers) => (servers ?? order).flatMap((name) => owner(name).tools([name])),
    hosted: (servers): HostedTools => {
      const hosts = (servers ?? order).map((name) => owner(name).hosted([name]));
      return {
        hosts: (tool) => hosts.some((h) => h.hosts(tool)),
        host: {
          call: (tool, args, signal) => {
            const host = hosts.find((h) => h.hosts(tool)) ?? hosts[0];
            if (host === undefined)
              return Promise.resolve({ content: `unknown tool '${tool}'`, isError: true });
            return host.host.call(tool, args, signal);
          },
        },
      };
    },
  };
}
