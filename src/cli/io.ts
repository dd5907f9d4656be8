import { knownSecrets } from "../core/safety/secret-values.js";
import { neutralizeTerminal, restoreOwnSequences } from "../core/safety/terminal.js";
import { neutralizeWorkflowCommands } from "../core/safety/workflow-commands.js";
import { colourEnabled, type Paint, paint } from "./colour.js";
import { StdWriter } from "./std-write.js";

/** Where a command writes. Injected so tests can capture output without spawning a process. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** True when stderr is a terminal: live progress line instead of periodic plain lines. */
  stderrIsTTY: boolean;
  /** stderr's terminal width now (re-read on each call: windows are resized); undefined: unknown. */
  stderrColumns?: () => number | undefined;
  /** True when stdout is a terminal (colours); absent: not a terminal. */
  stdoutIsTTY?: boolean;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Standard input, whole (for `-`); this process's when absent. Injected by tests. */
  readStdin?: () => Promise<Uint8Array | "tooLarge">;
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
 * What reaches the process's streams: known secret values masked always; every control
 * character but newline and tab, and every bidi, zero-width and tag character, shown as its
 * `\uXXXX` escape (`safety/terminal.ts`), so no escape sequence, hyperlink, carriage return or
 * reordering from model output, suite text, result files or servers' strings reaches a terminal;
 * on a GitHub Actions runner (`GITHUB_ACTIONS=true`) no line may read as a workflow command.
 * ModelGate's own colours and progress line (`ownSequence` tokens) are restored last. Files
 * (`--output`) are written without these steps, byte for byte.
 */
export function streamSafe(text: string, env: NodeJS.ProcessEnv): string {
  const safe = neutralizeTerminal(knownSecrets.maskText(text));
  return restoreOwnSequences(env.GITHUB_ACTIONS === "true" ? neutralizeWorkflowCommands(safe) : safe);
}

/**
 * How writing to this process's stdout ended: null while it works; `gone` when its reader left
 * (EPIPE: `| head`), so the rest of the output is dropped quietly and the command keeps its exit
 * code; `failed` for any other error (ENOSPC behind `> file`), said once on stderr, exit 2.
 */
let stdoutEnd: "gone" | "failed" | null = null;

function stdoutFailed(error: unknown): void {
  if (stdoutEnd !== null) return;
  if ((error as NodeJS.ErrnoException).code === "EPIPE") {
    stdoutEnd = "gone";
    return;
  }
  stdoutEnd = "failed";
  writeStderr(`modelgate: cannot write to stdout: ${(error as Error).message}\n`);
  // An error reported after the command settled still fails it.
  process.exitCode = EXIT.usage;
}

let stdout: StdWriter | undefined;
let stderr: StdWriter | undefined;

/** The writers of fd 1 and 2, made at first use (a command may print nothing to one of them). */
function stdoutWriter(): StdWriter {
  stdout ??= new StdWriter(1, () => process.stdout, stdoutFailed);
  return stdout;
}

function stderrWriter(): StdWriter {
  // A stream error on stderr has nowhere to be reported.
  stderr ??= new StdWriter(
    2,
    () => process.stderr,
    () => {},
  );
  return stderr;
}

/** Bytes handed to Node's stdout/stderr streams and not yet written (0 while fds are written directly). */
export function pendingOutput(): number {
  return (stdout?.pending ?? 0) + (stderr?.pending ?? 0);
}

function writeStdout(text: string): void {
  if (stdoutEnd !== null) return;
  try {
    stdoutWriter().write(streamSafe(text, process.env));
  } catch (error) {
    stdoutFailed(error);
  }
}

/**
 * Writes to this process's stderr (secrets masked, no workflow command). A stderr that cannot be
 * written (its reader left) has nowhere to say so: the text is dropped.
 */
export function writeStderr(text: string): void {
  try {
    stderrWriter().write(streamSafe(text, process.env));
  } catch {
    // Nowhere left to report it.
  }
}

/** The exit code of a command that returned `code`, given how its stdout ended. */
export function stdoutExitCode(code: number): number {
  return stdoutEnd === "failed" ? EXIT.usage : code;
}

export function processIO(): CliIO {
  return {
    stdout: writeStdout,
    stderr: writeStderr,
    stderrIsTTY: stderrWriter().isTTY,
    // Node updates a terminal stream's columns on SIGWINCH; a pipe is never asked (no net module).
    stderrColumns: () => (stderrWriter().isTTY ? process.stderr.columns : undefined),
    stdoutIsTTY: stdoutWriter().isTTY,
    env: process.env,
    cwd: process.cwd(),
  };
}
