import { realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as core from "@actions/core";
import { InputError } from "../core/diagnostics.js";
import { knownSecrets } from "../core/safety/secret-values.js";
import { type ClientOptions, createClient } from "../github/api.js";
import { actionsArtifacts } from "../github/artifacts.js";
import { actionsCache } from "../github/baseline-cache.js";
import { readContext } from "../github/context.js";
import { type InputName, parseInputs } from "../github/inputs.js";
import { autoMode } from "../github/modes/auto.js";
import { baselineMode } from "../github/modes/baseline.js";
import { compareMode } from "../github/modes/compare.js";
import { mergeMode } from "../github/modes/merge.js";
import type { Mode, ModeEnv } from "../github/modes/mode.js";
import { publishMode } from "../github/modes/publish.js";
import { setOutputs } from "../github/outputs.js";
import { runAttempt } from "../github/run-attempt.js";
import { guardStdout } from "../github/stdout-guard.js";
import { registerUrlCredentials } from "../github/url-credentials.js";
import { makeDirectorySync } from "../io/make-directory.js";

const MODES: Record<ModeEnv["inputs"]["mode"], Mode> = {
  auto: autoMode,
  baseline: baselineMode,
  compare: compareMode,
  publish: publishMode,
  merge: mergeMode,
};

/**
 * Internal knobs for tests only (never documented as inputs): the rate-limit budget and a factor
 * applied to every real wait, so fault tests wait milliseconds where GitHub asks for seconds.
 */
function clientOptions(env: NodeJS.ProcessEnv): ClientOptions {
  const number = (value: string | undefined) =>
    value !== undefined && value.trim() !== "" && Number.isFinite(Number(value)) ? Number(value) : undefined;
  const scale = number(env.MODELGATE_INTERNAL_WAIT_SCALE);
  const budget = number(env.MODELGATE_INTERNAL_RATE_LIMIT_BUDGET_MS);
  return {
    ...(scale !== undefined && scale >= 0 ? { waitScale: scale } : {}),
    ...(budget !== undefined && budget >= 0 ? { rateLimitBudgetMs: budget } : {}),
  };
}

/** Reads the inputs, runs the mode, sets the outputs; the step is failed last, after reporting. */
async function main(): Promise<void> {
  // URL passwords are masked before anything can print them, a refusal of the inputs included;
  // every secret value the loaders see later (credential headers, `${VAR}`s, MCP env) likewise.
  registerUrlCredentials(core.getInput("ollama-url"));
  registerUrlCredentials(core.getInput("openai-url"));
  knownSecrets.onAdd((value) => core.setSecret(value));
  const inputs = parseInputs((name: InputName) => core.getInput(name), process.env);
  const ctx = readContext(process.env);
  if (inputs.githubToken !== "") core.setSecret(inputs.githubToken);
  guardStdout();
  const outDir = path.join(ctx.runnerTemp, "modelgate", inputs.commentHeader);
  makeDirectorySync(outDir);
  const controller = new AbortController();
  // The runner sends SIGINT on cancellation: the engine writes what completed, the rest cancelled.
  process.once("SIGINT", () => controller.abort());
  process.once("SIGTERM", () => controller.abort());
  const client =
    inputs.githubToken === "" ? null : await createClient(inputs.githubToken, clientOptions(process.env));
  const env: ModeEnv = {
    inputs,
    ctx,
    client,
    cache: actionsCache(),
    artifacts: actionsArtifacts(
      ctx.repo,
      inputs.githubToken,
      runAttempt(client, ctx.repo, ctx.runId, process.env),
    ),
    cwd: path.resolve(ctx.workspace, inputs.workingDirectory),
    outDir,
    signal: controller.signal,
    now: () => new Date(),
  };
  const result = await MODES[inputs.mode](env);
  setOutputs(result.outputs);
  if (result.failure !== null) core.setFailed(result.failure);
}

/**
 * Runs the Action and never rejects: a failure fails the step (`core.setFailed`), as the runner
 * expects. Exported for GitHub's local runner for JavaScript actions (`@github/local-action`),
 * which imports the entry and calls `run()`.
 */
export async function run(): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof InputError) core.setFailed(error.message);
    else {
      const detail =
        error instanceof Error
          ? process.env.RUNNER_DEBUG === "1"
            ? error.stack
            : error.message
          : String(error);
      core.setFailed(`ModelGate: internal error: ${detail}`);
    }
  }
}

/** Executed as the program (`node dist/index.js`, as the runner does), not imported. */
function isEntry(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntry()) void run();
