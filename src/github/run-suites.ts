import path from "node:path";
import * as core from "@actions/core";
import { executeRuns } from "../app/run.js";
import { defaultProvider } from "../app/run-providers.js";
import type { OllamaConfig } from "../core/config/run-config.js";
import { InputError, quoted } from "../core/diagnostics.js";
import { renderRunJson } from "../core/report/run-json.js";
import type { RunResult } from "../core/result/run-result.js";
import type { ProgressReporter } from "../core/run/progress.js";
import type { ModelProvider } from "../core/run/provider.js";
import { writeFileAtomic } from "../io/atomic-write.js";
import { numberedFileName, safeFileName } from "../io/file-name.js";
import { displayUrl } from "../providers/display-url.js";
import type { ActionInputs, Shard } from "./inputs.js";
import { logInfo } from "./log.js";
import { restoreResponses, saveResponses } from "./response-cache.js";
import { registerUrlCredentials } from "./url-credentials.js";

/** One run result of this job, written to disk. */
export interface WrittenRun {
  suite: string;
  suiteFile: string;
  configId: string;
  result: RunResult;
  /** Absolute path of the written `modelgate.run/v2` file. */
  file: string;
}

export interface RunRequest {
  suites: string[];
  /** Config files, in order (the baseline config first in matrix mode). */
  configs: string[];
  shard: Shard | null;
  cwd: string;
  outDir: string;
  signal: AbortSignal;
}

/**
 * Runs the suites against the configurations with the engine (one shared concurrency budget),
 * with Ollama readiness and pulls in a log group each, and writes every result atomically.
 */
export async function runSuites(inputs: ActionInputs, request: RunRequest): Promise<WrittenRun[]> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (inputs.ollamaUrl !== null) env.OLLAMA_HOST = inputs.ollamaUrl;
  const responses = inputs.cache
    ? await restoreResponses(request.outDir, request.cwd, request.configs)
    : null;
  const outcome = await executeRuns({
    suites: request.suites,
    configs: request.configs,
    tags: inputs.tags,
    // Messages about the selection name the Action's inputs, not the CLI's flags.
    selectionNames: { tags: "input 'tags':", shard: "input 'shard':" },
    ...(request.shard !== null ? { shard: request.shard } : {}),
    ...(inputs.repeat !== null ? { repeat: inputs.repeat } : {}),
    ...(inputs.concurrency !== null ? { concurrency: inputs.concurrency } : {}),
    ...(inputs.checkTimeoutMs !== null ? { checkTimeoutMs: inputs.checkTimeoutMs } : {}),
    ...(inputs.capture !== null ? { capture: inputs.capture } : {}),
    plugins: inputs.plugins,
    env,
    cwd: request.cwd,
    signal: request.signal,
    progress: logProgress(),
    // Each provider's client is loaded only when a configuration names it (defaultProvider).
    createProvider: async (config) => {
      const used =
        config.provider === "openai" && inputs.openaiUrl !== null ? inputs.openaiUrl : config.baseUrl;
      // Before the provider prints anything: a password in the address is masked from here on.
      registerUrlCredentials(used);
      return config.provider === "openai"
        ? defaultProvider(inputs.openaiUrl !== null ? { ...config, baseUrl: inputs.openaiUrl } : config)
        : groupedOllama(inputs.pull ? config : { ...config, pull: false });
    },
    embeddingCacheDir: path.join(request.outDir, "embeddings"),
    ...(responses !== null ? { responseCache: responses.dir } : {}),
  });
  for (const warning of outcome.warnings) core.warning(warning);
  if (responses !== null) {
    await saveResponses(
      responses,
      outcome.results.map((r) => r.result),
      outcome.cache,
    );
  }

  refuseSharedSuiteNames(outcome.results.map((r) => ({ suite: r.result.suite.name, file: r.suiteFile })));
  const written: WrittenRun[] = [];
  for (const [i, run] of outcome.results.entries()) {
    const name = numberedFileName(
      i,
      `${safeFileName(run.result.suite.name)}-${safeFileName(run.configId)}.json`,
    );
    const file = path.join(request.outDir, "results", name);
    await writeFileAtomic(file, renderRunJson(run.result));
    written.push({
      suite: run.result.suite.name,
      suiteFile: run.suiteFile,
      configId: run.configId,
      result: run.result,
      file,
    });
  }
  return written;
}

/**
 * Two suite files with one `suite:` name: a baseline is found and paired by that name, so one
 * would be compared with the other's baseline and its regressions never seen (the CLI refuses the
 * same, since both would write one result file).
 */
export function refuseSharedSuiteNames(runs: Array<{ suite: string; file: string }>): void {
  const fileOf = new Map<string, string>();
  for (const { suite, file } of runs) {
    const other = fileOf.get(suite);
    if (other !== undefined && other !== file) {
      throw new InputError(
        `input 'suites': ${other} and ${file} both name suite ${quoted(suite)}; give each suite file its own 'suite:' name`,
      );
    }
    fileOf.set(suite, file);
  }
}

/**
 * The engine's Ollama provider, its `prepare` (wait for the server, list models, pull the missing
 * ones, record versions and digests) wrapped in a log group; groups are serialised so that two
 * configurations' pulls never interleave in the log.
 */
async function groupedOllama(config: OllamaConfig): Promise<ModelProvider> {
  const provider = await defaultProvider(config);
  // Everything else the provider offers (model loads, connections before timing, its slots) as is.
  return {
    ...provider,
    prepare: (models, signal, progress) =>
      serial(() =>
        core.group(`Ollama: ${models.join(", ")} at ${displayUrl(config.baseUrl)}`, () =>
          provider.prepare(models, signal, progress),
        ),
      ),
  };
}

let queue: Promise<unknown> = Promise.resolve();
function serial<T>(task: () => Promise<T>): Promise<T> {
  const next = queue.then(task, task);
  queue = next.catch(() => undefined);
  return next;
}

/** Plain periodic progress lines for the log (never a live terminal line on a runner). */
function logProgress(): ProgressReporter {
  let total = 0;
  let done = 0;
  let failed = 0;
  let lastLogged = 0;
  return {
    start: (totals) => {
      total = totals.cases;
      logInfo(`Running ${totals.cases} cases (${totals.executions} executions)`);
    },
    executionDone: () => {},
    caseDone: (status) => {
      done++;
      if (status !== "pass") failed++;
      const now = Date.now();
      if (done === total || now - lastLogged >= 10_000) {
        lastLogged = now;
        logInfo(`${done}/${total} cases done, ${failed} not passing`);
      }
    },
    // Server strings (an Ollama version) must not become workflow commands in the log.
    info: (message) => logInfo(message),
    finish: () => {},
  };
}
