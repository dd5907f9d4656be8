import { mkdirSync } from "node:fs";
import path from "node:path";
import * as core from "@actions/core";
import { InputError } from "../core/diagnostics.js";
import { knownSecrets } from "../core/safety/secret-values.js";
import { neutralizeWorkflowCommands } from "../core/safety/workflow-commands.js";
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
  // Every secret value the loaders see (config headers, `${VAR}`s, MCP env) is masked by the runner too.
  knownSecrets.onAdd((value) => core.setSecret(value));
  guardStdout();
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

/** The commands @actions/core issues for this Action; any other `::name` line is untrusted text. */
const OWN_COMMAND = /^::(?:warning|error|notice|debug|add-mask|group|endgroup)(?: [^\r\n]*?)?::/;

/**
 * Defence in depth for the log: a line written to stdout that reads as a workflow command other
 * than the ones @actions/core issues for us (`::stop-commands::`, `::set-output`, `##[...]`,
 * `::add-path::`) is neutralised, whoever wrote it; known secrets are masked.
 */
function guardStdout(): void {
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    if (typeof chunk !== "string") return write(chunk, ...(rest as []));
    const safe = chunk
      .split(/(\r\n|\r|\n)/)
      .map((line) => {
        // core.setSecret's own line carries the value to mask: it must reach the runner as is.
        if (line.startsWith("::add-mask::")) return line;
        const masked = knownSecrets.maskText(line);
        return OWN_COMMAND.test(masked) && !masked.includes("##[")
          ? masked
          : neutralizeWorkflowCommands(masked);
      })
      .join("");
    return write(safe, ...(rest as []));
  }) as typeof process.stdout.write;
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
