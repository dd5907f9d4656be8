import type * as ChildProcess from "node:child_process";
import { fileURLToPath } from "node:url";
import { builtinModule } from "../core/builtin-module.js";

/** A 1-based line and column in a plugin's file. */
export interface Place {
  line: number;
  column: number;
}

/** Bound for `node --check`: it only parses the one file. */
const CHECK_TIMEOUT_MS = 10_000;

/**
 * Where in `file` (the plugin's own module) loading it failed, when that can be told: the
 * `file:line` header Node puts on a syntax error's stack (with its caret line), the first stack
 * frame in `file` for an error thrown while the module ran, else, for a syntax error whose stack
 * says nothing (Node 20's `import()` of an ES module), the place `node --check` reports.
 */
export async function loadErrorPlace(error: unknown, file: string): Promise<Place | null> {
  const stack = error instanceof Error && typeof error.stack === "string" ? error.stack : "";
  const place = headerPlace(stack, file) ?? framePlace(stack, file);
  if (place !== null || !(error instanceof SyntaxError)) return place;
  return headerPlace(await checkSyntax(file), file);
}

/** `file:3` (or `file:///…:3`), the source line, then a caret under the column. */
function headerPlace(text: string, file: string): Place | null {
  const lines = text.split("\n");
  const at = lines.findIndex((line) => {
    const found = /^(.+):(\d+)$/.exec(line);
    return found !== null && samePath(found[1]!, file);
  });
  if (at < 0) return null;
  const line = Number(/:(\d+)$/.exec(lines[at]!)![1]);
  const caret = lines[at + 2]?.indexOf("^") ?? -1;
  return { line, column: caret >= 0 ? caret + 1 : 1 };
}

/** `at … (file:///…:2:7)` or `at file:///…:2:7`: the first frame in the plugin's own file. */
export function framePlace(stack: string, file: string): Place | null {
  for (const line of stack.split("\n")) {
    const found = /^\s*at (?:.*\()?(.+?):(\d+):(\d+)\)?$/.exec(line);
    if (found !== null && samePath(found[1]!, file))
      return { line: Number(found[2]), column: Number(found[3]) };
  }
  return null;
}

function samePath(written: string, file: string): boolean {
  if (!written.startsWith("file:")) return written === file;
  try {
    return fileURLToPath(written) === file;
  } catch {
    return false;
  }
}

/** What `node --check file` prints on stderr ("" when it finds nothing or cannot run). */
function checkSyntax(file: string): Promise<string> {
  // node:child_process (with net, dgram, ...) is loaded only here: a plugin that does not load
  // is rare, and loading it at start-up cost every `run` several milliseconds.
  const { execFile } = builtinModule<typeof ChildProcess>("node:child_process");
  return new Promise((resolve) => {
    execFile(process.execPath, ["--check", file], { timeout: CHECK_TIMEOUT_MS }, (error, _stdout, stderr) =>
      resolve(error === null ? "" : String(stderr)),
    );
  });
}
