/** A stdio server that closed its stdout or stdin but kept running: noticed at once, not at a deadline. */

import type { ChildProcess } from "node:child_process";
import type { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

export type Pipe = "stdout" | "stdin";

/**
 * How long after a pipe's end the process may still exit and count as having exited: a crash
 * closes its pipes a moment before the exit is seen, and is reported as the exit it is.
 */
export const EXIT_GRACE_MS = 250;

/**
 * Calls `onClosed` once when the server's stdout ends (or fails), or its stdin does (a write met
 * EPIPE), and the process still runs `EXIT_GRACE_MS` later. The SDK watches only the process's
 * `close`, which waits for its exit: a server that shut its stdout and stayed up would be noticed
 * only at the request's deadline. Returns what stops the watching (on our own shutdown).
 */
export function watchPipes(transport: StdioClientTransport, onClosed: (pipe: Pipe) => void): () => void {
  // The SDK keeps the child private and offers no stdout; without it, only the deadline is left.
  const child = (transport as unknown as { _process?: ChildProcess })._process;
  if (child === undefined) return () => {};
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const ended = (pipe: Pipe) => () => {
    if (stopped || timer !== undefined) return;
    timer = setTimeout(() => {
      if (!stopped && child.exitCode === null && child.signalCode === null) onClosed(pipe);
    }, EXIT_GRACE_MS);
  };
  child.stdout?.once("close", ended("stdout"));
  child.stdin?.once("close", ended("stdin"));
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
