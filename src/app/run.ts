import picomatch from "picomatch";
import type { CacheStats } from "../cache/cached-provider.js";
import type { CheckRegistry } from "../core/checks/custom.js";
import type { CaptureMode, LiveConfig, RunConfig } from "../core/config/run-config.js";
import { serverIdentity } from "../core/config/server-identity.js";
import { type Diagnostic, InputError, quoted } from "../core/diagnostics.js";
import type { Json } from "../core/json/value.js";
import type { RunResult } from "../core/result/run-result.js";
import { usesMcp, usesRetrieval } from "../core/run/capabilities.js";
import type { McpLauncher } from "../core/run/mcp-scopes.js";
import { matchesTags, type Plan, planRun, type Shard } from "../core/run/plan.js";
import { modelsToPrepare } from "../core/run/preparation.js";
import type { ProgressReporter } from "../core/run/progress.js";
import { type Backend, executeJobs, type HostRuntime, prepareRun, type RunJob } from "../core/run/runner.js";
import { repeatsAtTemperatureZero, TEMPERATURE_ZERO_NOTE } from "../core/run/sampling.js";
import { knownSecrets } from "../core/safety/secret-values.js";
import type { Suite } from "../core/suite/case.js";
import { loadConfig } from "../load/config.js";
import { fileKind } from "../load/file-stat.js";
import { loadPlugins } from "../load/plugins.js";
import { loadReplaySource, type ReplaySource } from "../load/replay-source.js";
import { STDIN } from "../load/stdin-name.js";
import { loadSuite } from "../load/suite.js";
import { keyPosition, type ParsedUserFile } from "../load/user-file.js";
import { unknownIdsWarning } from "../providers/replay.js";
import type { CorpusDocument } from "../retrieval/corpus.js";
import { DEFAULT_EMBEDDING_CACHE_DIR } from "../retrieval/embedding-cache.js";
import { createRetriever, modelDigest, serverVersion } from "../retrieval/retriever.js";
import { loadSuiteCorpus } from "../retrieval/suite-corpus.js";
import { configContextProblems } from "./config-context.js";
import { type ProviderFactory, prepareLiveProviders, resolveIn, settleCaches } from "./run-providers.js";
import { seedRepeatProblems } from "./seed-repeats.js";

export interface RunOptions {
  suites: string[];
  configs: string[];
  /** `--tag`: a case runs when it has ANY of them; all cases when empty. */
  tags: string[];
  shard?: Shard;
  repeat?: number;
  /**
   * One budget for every run of the invocation; each config's own `concurrency` when absent;
   * `auto`: every live config as if it said `concurrency: auto` (its server's slots + 1).
   */
  concurrency?: number | "auto";
  capture?: CaptureMode;
  plugins: string[];
  enforcePerformance?: boolean;
  /** `--check-timeout`: how long a custom check's answer is awaited, in ms; 30 s when absent. */
  checkTimeoutMs?: number;
  env: NodeJS.ProcessEnv;
  cwd: string;
  signal: AbortSignal;
  progress?: ProgressReporter;
  /** Injectable for tests; the official-client Ollama or OpenAI provider (loaded on demand) by default. */
  createProvider?: ProviderFactory;
  /** Embedding cache folder; `<cwd>/.modelgate-cache/embeddings` when absent, null for memory only. */
  embeddingCacheDir?: string | null;
  /** Deadline for each MCP server's start; 60 s when absent. */
  mcpStartTimeoutMs?: number;
  /** `--cache DIR` (wins over a config's `cache:`), or null for `--no-cache`. */
  responseCache?: string | null;
  /** Standard input, read and parsed: the suite a `-` among `suites` names (the CLI's). */
  stdin?: ParsedUserFile;
  /** `--case`: only cases whose id matches one of these globs; all cases when absent or empty. */
  cases?: string[];
  /**
   * How messages name the selection options, before their values: the CLI's flags (`--tag`,
   * `--shard`) when absent; the Action names its inputs (`input 'tags':`).
   */
  selectionNames?: { tags: string; shard: string };
}

const CLI_SELECTION_NAMES = { tags: "--tag", shard: "--shard" };

/** Everything a run needs, loaded and validated: nothing has been called or written yet. */
export interface RunInputs {
  suites: Array<{ suite: Suite; plan: Plan; corpus: readonly CorpusDocument[] | null }>;
  configs: Array<{ config: RunConfig; recordings: ReplaySource | null }>;
  registry: CheckRegistry;
  warnings: string[];
}

export interface RunOutput {
  suiteFile: string;
  configId: string;
  result: RunResult;
}

export interface RunOutcome {
  /** Config-major: every suite of the first config, then of the next (one model loaded at a time). */
  results: RunOutput[];
  warnings: string[];
  /** Model calls answered from / made past the response cache; absent when no cache was used. */
  cache?: CacheStats;
}

/** Loads and validates everything, then runs; see {@link loadRunInputs} and {@link runInputs}. */
export async function executeRuns(options: RunOptions): Promise<RunOutcome> {
  return runInputs(await loadRunInputs(options), options);
}

/**
 * Loads plugins, every suite, every config, recorded outputs and corpora, and checks that they
 * fit together. Every problem of every file is collected into one InputError, thrown before any
 * model call or file write.
 */
export async function loadRunInputs(options: RunOptions): Promise<RunInputs> {
  const diagnostics: Diagnostic[] = [];
  const collect = async <T>(load: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await load();
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      diagnostics.push(...error.diagnostics);
      return undefined;
    }
  };
  const registry = (await collect(() => loadPlugins(options.plugins, options.cwd))) ?? new Map();
  const customChecks = new Set(registry.keys());
  const suites: Suite[] = [];
  for (const file of options.suites) {
    const piped = file === STDIN ? options.stdin : undefined;
    const suite = await collect(() =>
      piped === undefined
        ? loadSuite(file, { customChecks, cwd: options.cwd, env: options.env })
        : loadSuite(piped.file, { customChecks, cwd: options.cwd, env: options.env, document: piped }),
    );
    if (suite !== undefined) suites.push(suite);
  }
  const configs: RunInputs["configs"] = [];
  for (const file of options.configs) {
    const config = await collect(() => loadConfig(loaderPath(options.cwd, file), options.env));
    if (config === undefined) continue;
    const recordings =
      config.provider === "replay" ? ((await collect(() => loadReplaySource(config.outputs))) ?? null) : null;
    configs.push({ config, recordings });
  }
  const cacheProblem = await responseCacheProblem(options);
  if (cacheProblem !== null) diagnostics.push(cacheProblem);
  if (diagnostics.length > 0) throw new InputError(diagnostics);

  const seen = new Map<string, string>();
  for (const { config } of configs) {
    const other = seen.get(config.id);
    if (other !== undefined) {
      diagnostics.push({
        ...problem(
          config.file,
          `config id ${quoted(config.id)} is already used by ${other}: each config of a run needs its own id`,
        ),
        ...(await keyPosition(config.file, ["id"])),
        field: "id",
      });
    }
    seen.set(config.id, config.file);
  }

  if (options.cases?.some((glob) => glob === "")) {
    diagnostics.push(
      problem(suites.map((s) => s.file).join(", "), "--case needs a case id or a glob: got an empty one"),
    );
    throw new InputError(diagnostics);
  }
  const caseFilter = caseMatcher(options.cases);
  const selectionProblems = selectionDiagnostics(suites, options, caseFilter);
  if (selectionProblems.length > 0) {
    diagnostics.push(...selectionProblems);
    throw new InputError(diagnostics);
  }

  const warnings: string[] = [];
  const planned: RunInputs["suites"] = [];
  const live = configs.filter((c) => c.config.provider !== "replay").map((c) => c.config as LiveConfig);
  for (const suite of suites) {
    const plan = planRun(suite, {
      tags: options.tags,
      shard: options.shard,
      repeatOverride: options.repeat,
      ...(caseFilter !== undefined ? { caseFilter, caseGlobs: options.cases ?? [] } : {}),
    });
    if (plan.cases.length === 0)
      warnings.push(`no case of suite ${quoted(suite.name)} is selected (${selectionText(options)})`);
    const retrievalIds: string[] = [];
    for (let i = 0; i < plan.cases.length; i++) {
      const c = plan.cases[i]!.case;
      if (usesRetrieval(c)) retrievalIds.push(c.id);
    }
    let corpus: readonly CorpusDocument[] | null = null;
    if (retrievalIds.length > 0) {
      for (const config of live.filter((c) => c.embeddingModel === undefined)) {
        diagnostics.push({
          ...problem(
            config.file,
            `no embedding_model, needed by suite ${quoted(suite.name)} (${listIds(retrievalIds)})`,
          ),
          field: "embedding_model",
        });
      }
      // Read once, and every selected case's expected ids checked against it: an id the corpus
      // lacks could never be retrieved, so the run stops here, before any model call. A replay
      // run too: `validate` refuses the suite, and recorded ids must not make it pass.
      const caseIds = new Set(plan.cases.map((p) => p.case.id));
      corpus = (await collect(() => loadSuiteCorpus(suite, { cwd: options.cwd, caseIds }))) ?? null;
    }
    planned.push({ suite, plan, corpus });
    for (const config of live) {
      const warning = deterministicRepeatWarning(suite, plan, config);
      if (warning !== null) warnings.push(warning);
      const context = await configContextProblems(suite, plan, config, options.cwd);
      diagnostics.push(...context.diagnostics);
      warnings.push(...context.warnings);
    }
    for (const { config, recordings } of configs) {
      if (config.provider !== "replay" || recordings === null) continue;
      const served = recordings.forSuite(suite.name);
      const warning =
        served === null
          ? `no result file for suite ${quoted(suite.name)} in ${config.outputs} (config ${quoted(config.id)})`
          : unknownIdsWarning(served.recordings, suite, config);
      if (warning !== null) warnings.push(warning);
    }
  }
  diagnostics.push(...(await seedRepeatProblems(planned, live)));
  if (diagnostics.length > 0) throw new InputError(diagnostics);
  return { suites: planned, configs, registry, warnings };
}

/**
 * Runs every suite against every config. Each live config gets one provider whose `prepare`
 * (readiness, model pulls) runs once for all suites; MCP servers start fresh for every suite x
 * config (or per case / repetition) and are always shut down; all executions share one budget.
 */
export async function runInputs(inputs: RunInputs, options: RunOptions): Promise<RunOutcome> {
  const { signal, progress } = options;
  const warnings = [...inputs.warnings];
  const warn = (message: string): void => {
    warnings.push(message);
  };
  const jobs: RunJob[] = [];
  try {
    const planned = inputs.suites.flatMap(({ plan }) => plan.cases);
    const { prepared, effective, caches } = await prepareLiveProviders(
      inputs.configs.map((c) => c.config),
      (config) => modelsToPrepare(config, planned),
      options,
      warn,
    );

    const liveConfigs = inputs.configs
      .filter((c) => c.config.provider !== "replay")
      .map((c) => c.config as LiveConfig);
    // Each job starts its own servers (fresh per suite x config, or per case or repetition as a
    // server's `restart` says): the two sides of a comparison never share a server's state.
    const mcpLauncher: McpLauncher = async (specs, s) => {
      // Loaded on demand: the MCP SDK (and zod) cost start-up time that suites without MCP
      // servers should not pay.
      const { startMcpServers } = await import("../mcp/session.js");
      return startMcpServers(specs, {
        signal: s,
        startTimeoutMs: options.mcpStartTimeoutMs ?? 60_000,
        callTimeoutMs: Math.max(...liveConfigs.map((c) => c.timeoutMs)),
      });
    };

    const labels: Array<{ suiteFile: string; configId: string }> = [];
    for (const { config: loaded, recordings } of inputs.configs) {
      const config = effective.get(loaded) ?? loaded;
      for (const { suite, plan, corpus } of inputs.suites) {
        let backend: Backend;
        if (config.provider === "replay") {
          backend = {
            kind: "replay",
            config,
            recordings: recordings?.forSuite(suite.name)?.recordings ?? new Map(),
          };
        } else {
          const { provider, preparation, halt } = prepared.get(loaded)!;
          const runtime = preparation.ok ? preparation.runtime : null;
          backend = { kind: "live", config, provider, prepared: preparation, halt };
          if (suite.mcpServers.length > 0 && plan.cases.some((p) => usesMcp(p.case)))
            backend.mcpLauncher = mcpLauncher;
          if (corpus !== null && config.embeddingModel !== undefined) {
            const digest = runtime === null ? undefined : modelDigest(runtime, config.embeddingModel);
            const version = runtime === null ? undefined : serverVersion(runtime);
            backend.retriever = createRetriever({
              corpus,
              provider,
              model: config.embeddingModel,
              ...(digest !== undefined ? { digest } : {}),
              server: serverIdentity(config),
              ...(version !== undefined ? { serverVersion: version } : {}),
              cacheDir: cacheDirOf(options),
              signal,
              timeoutMs: config.timeoutMs,
              retries: config.retries,
              warn,
            });
          }
        }
        jobs.push(
          await prepareRun({
            suite,
            plan,
            backend,
            registry: inputs.registry,
            capture: options.capture,
            signal,
            enforcePerformance: options.enforcePerformance,
            ...(options.checkTimeoutMs !== undefined ? { checkTimeoutMs: options.checkTimeoutMs } : {}),
            ...(typeof options.concurrency === "number" ? { concurrency: options.concurrency } : {}),
            progress,
            host: HOST,
          }),
        );
        labels.push({ suiteFile: suite.file, configId: config.id });
      }
    }
    const budget =
      (typeof options.concurrency === "number" ? options.concurrency : undefined) ??
      Math.max(1, ...inputs.configs.map((c) => (effective.get(c.config) ?? c.config).concurrency));
    const results = await executeJobs(jobs, { concurrency: budget, progress });
    // A server, model or MCP tool may echo a credential into any string: none leaves the run.
    // Only what holds a secret is copied: a clean result stays the very same objects.
    const masked = results.map((r) => knownSecrets.maskJson(r as unknown as Json) as unknown as RunResult);
    const outcome: RunOutcome = {
      results: masked.map((result, i) => ({ ...labels[i]!, result })),
      warnings: warnings.map((w) => knownSecrets.maskText(w)),
    };
    if (caches.length > 0) outcome.cache = await settleCaches(caches, warn);
    return outcome;
  } finally {
    await Promise.all(jobs.map((j) => j.close()));
  }
}

/** The Node and OS this process runs on, written in every result's `runtime`. */
const HOST: HostRuntime = { node: process.version, os: process.platform, arch: process.arch };

/**
 * Repetitions at temperature 0 give the same answer every time: `repeat` then measures nothing
 * (and a pass rate of 0/N or N/N is one sample, not N).
 */
function deterministicRepeatWarning(suite: Suite, plan: Plan, config: LiveConfig): string | null {
  const ids = repeatsAtTemperatureZero(plan.cases, config.options);
  if (ids.length === 0) return null;
  return `suite ${quoted(suite.name)} with config ${quoted(config.id)}: repeat > 1 at temperature 0 (${listIds(ids)}): ${TEMPERATURE_ZERO_NOTE}`;
}

/**
 * A typo must not pass the gate with zero cases, nor hide behind a selector that matches: each
 * `--case` glob and each `--tag` must select a case of some suite on its own, and together
 * (a case must match both) they must select one too.
 */
function selectionDiagnostics(
  suites: readonly Suite[],
  options: RunOptions,
  caseFilter: ((id: string) => boolean) | undefined,
): Diagnostic[] {
  const files = suites.map((s) => s.file).join(", ");
  const all = suites.flatMap((s) => s.cases);
  const out: Diagnostic[] = [];
  for (const glob of options.cases ?? []) {
    const matches = picomatch(glob, { dot: true });
    if (!all.some((c) => matches(c.id)))
      out.push(problem(files, `--case ${glob} selects no case (case ids: ${listIds(all.map((c) => c.id))})`));
  }
  const known = [...new Set(all.flatMap((c) => c.tags))].sort();
  const tagFlag = (options.selectionNames ?? CLI_SELECTION_NAMES).tags;
  for (const tag of options.tags) {
    if (!all.some((c) => c.tags.includes(tag))) {
      const inUse = known.length > 0 ? known.join(", ") : "none";
      out.push(problem(files, `${tagFlag} ${tag} selects no case (tags in use: ${inUse})`));
    }
  }
  if (out.length > 0 || caseFilter === undefined || options.tags.length === 0) return out;
  if (!all.some((c) => matchesTags(c, options.tags) && caseFilter(c.id))) {
    const tagged = all.filter((c) => matchesTags(c, options.tags)).map((c) => c.id);
    out.push(
      problem(
        files,
        `${tagFlag} ${options.tags.join(", ")} and --case ${(options.cases ?? []).join(", ")} together select no case (cases with those tags: ${listIds(tagged)})`,
      ),
    );
  }
  return out;
}

/** `--case` globs as one predicate over case ids; undefined when none were given. */
function caseMatcher(globs: readonly string[] | undefined): ((id: string) => boolean) | undefined {
  if (globs === undefined || globs.length === 0) return undefined;
  return picomatch([...globs], { dot: true });
}

function cacheDirOf(options: RunOptions): string | null {
  // `--no-cache` means every request is computed again: vectors too (memory only, this run).
  if (options.embeddingCacheDir === null || options.responseCache === null) return null;
  return resolveIn(options.cwd, options.embeddingCacheDir ?? DEFAULT_EMBEDDING_CACHE_DIR);
}

/** The config loader resolves against the process's folder: keep the path as the user wrote it
 * (diagnostics show it) unless the run is for another folder. */
function loaderPath(cwd: string, path: string): string {
  return cwd === process.cwd() ? path : resolveIn(cwd, path);
}

/**
 * `--cache DIR` names a folder to keep model answers in: an empty value or a file there is a
 * mistake said before the run (it was ignored, or only warned about after every call).
 */
async function responseCacheProblem(options: RunOptions): Promise<Diagnostic | null> {
  const dir = options.responseCache;
  if (typeof dir !== "string") return null;
  if (dir === "")
    return problem(
      "--cache",
      "--cache needs a folder, got an empty value (--no-cache runs without the cache)",
    );
  const kind = await fileKind(resolveIn(options.cwd, dir));
  return kind === "missing" || kind === "folder"
    ? null
    : problem(
        dir,
        `--cache ${quoted(dir)} is a ${kind === "file" ? "file" : "special file"}, not a folder for the response cache`,
      );
}

function problem(file: string, message: string): Diagnostic {
  return { file, line: 0, column: 0, message };
}

function listIds(ids: readonly string[]): string {
  return ids.length > 5 ? `${ids.slice(0, 5).join(", ")}, ...` : ids.join(", ");
}

function selectionText(options: RunOptions): string {
  const parts: string[] = [];
  const names = options.selectionNames ?? CLI_SELECTION_NAMES;
  if (options.tags.length > 0) parts.push(`${names.tags} ${options.tags.join(", ")}`);
  if (options.shard !== undefined) parts.push(`${names.shard} ${options.shard.index}/${options.shard.count}`);
  if (options.cases !== undefined && options.cases.length > 0)
    parts.push(`--case ${options.cases.join(", ")}`);
  return parts.length > 0 ? parts.join("; ") : "the suite has no cases";
}
