/**
 * How the strict JSON parser reports a syntax error: the error it throws while parsing, and the
 * `line 1, column 12: message at $.path` text it becomes. Kept apart from the parser because
 * none of it runs on valid input.
 */
import { showLookAlikes } from "../look-alikes.js";

export class JsonSyntaxError extends Error {
  constructor(
    readonly pos: number,
    message: string,
    /**
     * For a duplicate key: the containing object's path, filled in by the enclosing containers
     * as the error unwinds (tracking it while parsing would cost every member).
     */
    readonly path: (string | number)[] | null = null,
  ) {
    super(message);
  }
}

/** The failed result for `e`: its message prefixed with the line and column of its position. */
export function syntaxFailure(
  text: string,
  e: JsonSyntaxError,
): { ok: false; error: string; line: number; column: number } {
  const { line, column } = lineColumn(text, e.pos);
  const message = e.path === null ? e.message : `${e.message} at ${formatPath(e.path)}`;
  return { ok: false, error: `line ${line}, column ${column}: ${message}`, line, column };
}

/**
 * What stands at `pos`, for "expected …, found …": a quoted character (`'\u00a0'` for one that
 * would not show), U+XXXX for a control, or end of input.
 */
export function describeAt(text: string, pos: number): string {
  if (pos >= text.length) return "end of input";
  const code = text.codePointAt(pos) ?? 0;
  if (code < 0x20 || code === 0x7f) return `character ${codePoint(code)}`;
  const char = showLookAlikes(String.fromCodePoint(code));
  return char === "'" ? `character "'"` : `character '${char}'`;
}

/** `U+000A`. */
export function codePoint(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** `$`, `$.items[0]`, `$["a key"]`: where a duplicate key was found. */
function formatPath(path: readonly (string | number)[]): string {
  let out = "$";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) out += `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

function lineColumn(text: string, pos: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(pos, text.length);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: pos - lineStart + 1 };
}
