import { mkdirSync } from "node:fs";
import path from "node:path";
import * as core from "@actions/core";
import { InputError } from "../core/diagnostics.js";
import { createClient } from "../github/api.js";
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

const MODES: Record<ModeEnv["inputs"]["mode"], Mode> = {
  auto: autoMode,
  baseline: baselineMode,
  compare: compareMode,
  publish: publishMode,
  merge: mergeMode,
};

/** Reads the inputs, runs the mode, sets the outputs; the step is failed last, after reporting. */
async function main(): Promise<void> {
  const inputs = parseInputs((name: InputName) => core.getInput(name), process.env);
  const ctx = readContext(process.env);
  if (inputs.githubToken !== "") core.setSecret(inputs.githubToken);
  const outDir = path.join(ctx.runnerTemp, "modelgate", inputs.commentHeader);
  mkdirSync(outDir, { recursive: true });
  const controller = new AbortController();
  // The runner sends SIGINT on cancellation: the engine writes what completed, the rest cancelled.
  process.once("SIGINT", () => controller.abort());
  process.once("SIGTERM", () => controller.abort());
  const env: ModeEnv = {
    inputs,
    ctx,
    client: inputs.githubToken === "" ? null : createClient(inputs.githubToken),
    cache: actionsCache(),
    artifacts: actionsArtifacts(ctx.repo, inputs.githubToken),
    cwd: path.resolve(ctx.workspace, inputs.workingDirectory),
    outDir,
    signal: controller.signal,
    now: () => new Date(),
  };
  const result = await MODES[inputs.mode](env);
  setOutputs(result.outputs);
  if (result.failure !== null) core.setFailed(result.failure);
}

main().catch((error: unknown) => {
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
});
