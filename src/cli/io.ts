import { knownSecrets } from "../core/safety/secret-values.js";
import { neutralizeWorkflowCommands } from "../core/safety/workflow-commands.js";
import { colourEnabled, type Paint, paint } from "./colour.js";

/** Where a command writes. Injected so tests can capture output without spawning a process. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** True when stderr is a terminal: live progress line instead of periodic plain lines. */
  stderrIsTTY: boolean;
  /** True when stdout is a terminal (colours); absent: not a terminal. */
  stdoutIsTTY?: boolean;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

export const EXIT = {
  ok: 0,
  /** The gate failed on behaviour: regression, mismatch, invalid. */
  gateFailed: 1,
  /** Invalid input or usage; nothing was written. */
  usage: 2,
  /** The gate failed only because the candidate could not execute. */
  executionFailed: 3,
  /** A defect in ModelGate itself. */
  internal: 4,
} as const;

/** Colours for text written to stdout or stderr of this process (never to files). */
export function paintFor(io: CliIO, stream: "stdout" | "stderr"): Paint {
  const isTTY = stream === "stdout" ? io.stdoutIsTTY === true : io.stderrIsTTY;
  return paint(colourEnabled(isTTY, io.env));
}

/**
 * What reaches the process's streams: known secret values masked always; on a GitHub Actions
 * runner (`GITHUB_ACTIONS=true`) no line may read as a workflow command, since much of what is
 * printed comes from model output, suite text and server strings. Files (`--output`) are written
 * without the second step, byte for byte.
 */
export function streamSafe(text: string, env: NodeJS.ProcessEnv): string {
  const masked = knownSecrets.maskText(text);
  return env.GITHUB_ACTIONS === "true" ? neutralizeWorkflowCommands(masked) : masked;
}

export function processIO(): CliIO {
  return {
    stdout: (t) => process.stdout.write(streamSafe(t, process.env)),
    stderr: (t) => process.stderr.write(streamSafe(t, process.env)),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    stdoutIsTTY: Boolean(process.stdout.isTTY),
    env: process.env,
    cwd: process.cwd(),
  };
}
