/** Where a command writes. Injected so tests can capture output without spawning a process. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** True when stderr is a terminal: live progress line instead of periodic plain lines. */
  stderrIsTTY: boolean;
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

export function processIO(): CliIO {
  return {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    env: process.env,
    cwd: process.cwd(),
  };
}
