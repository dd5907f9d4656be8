import { fstatSync, writeSync } from "node:fs";
import type * as Tty from "node:tty";
import { builtinModule } from "../core/builtin-module.js";

/**
 * Writing to this process's stdout or stderr (file descriptor 1 or 2).
 *
 * A file or a pipe is written with `fs.writeSync` on its descriptor, as Node's own stdout and
 * stderr write them on POSIX systems, but without creating `process.stdout` / `process.stderr`:
 * for a pipe (every CI log) that object is a `net.Socket`, and the modules behind it (net,
 * streams, ...) are several milliseconds of each command's start-up. A terminal, Windows, and a
 * descriptor that cannot take the bytes now (EAGAIN: a pipe left non-blocking by the process that
 * shares it) use Node's stream, which waits for the reader; once a stream is in use every later
 * write goes to it too, so the text keeps its order.
 */
export class StdWriter {
  private stream: NodeJS.WritableStream | undefined;
  private readonly direct: boolean;

  /**
   * `open` gives Node's stream for the descriptor (`process.stdout`); `onStreamError` receives
   * that stream's errors, which are emitted rather than thrown. `seam` replaces the descriptor's
   * write and the choice of the direct path (tests).
   */
  constructor(
    private readonly fd: 1 | 2,
    private readonly open: () => NodeJS.WritableStream,
    private readonly onStreamError: (error: unknown) => void,
    private readonly seam: { write?: typeof writeSync; direct?: boolean } = {},
  ) {
    this.direct = seam.direct ?? (process.platform !== "win32" && !isTerminal(fd));
  }

  /** Bytes handed to Node's stream and not yet written; 0 while the descriptor is written directly. */
  get pending(): number {
    return (this.stream as { writableLength?: number } | undefined)?.writableLength ?? 0;
  }

  /** Whether the descriptor is a terminal. */
  get isTTY(): boolean {
    return !this.direct && isTerminal(this.fd);
  }

  /** Writes the whole text; a write error on the descriptor (EPIPE, ENOSPC) is thrown. */
  write(text: string): void {
    if (!this.direct || this.stream !== undefined) {
      this.toStream(text);
      return;
    }
    const bytes = Buffer.from(text, "utf8");
    const write = this.seam.write ?? writeSync;
    let at = 0;
    while (at < bytes.length) {
      try {
        at += write(this.fd, bytes, at, bytes.length - at);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EAGAIN") throw error;
        this.toStream(bytes.subarray(at));
        return;
      }
    }
  }

  private toStream(chunk: string | Uint8Array): void {
    if (this.stream === undefined) {
      this.stream = this.open();
      // Without a listener an emitted error (EPIPE of a pipe) is an uncaught exception.
      this.stream.on("error", this.onStreamError);
    }
    this.stream.write(chunk);
  }
}

let tty: typeof Tty | undefined;

/**
 * Whether the descriptor is a terminal. Only a character device can be one; node:tty (which
 * loads net) is asked only then: a file or pipe is answered from its fstat.
 */
export function isTerminal(fd: number): boolean {
  try {
    if (!fstatSync(fd).isCharacterDevice()) return false;
  } catch {
    return false; // a closed descriptor
  }
  tty ??= builtinModule<typeof Tty>("node:tty");
  return tty.isatty(fd);
}
