import { MAX_JSON_DEPTH, parseStrictJson } from "../core/json/parse.js";
import { nativeIfSame } from "../core/json/written-parse.js";
import { ProviderError } from "../core/run/provider.js";
import { excerpt } from "./http-errors.js";

/**
 * The body of an Ollama stream, checked line by line before the official client reads it (the
 * client parses each line with plain JSON.parse and drops one that fails with a console.warn,
 * which would let a truncated output be judged):
 * - every line must be strict JSON (no duplicate key, nothing after the value); one that is not
 *   fails the stream as a transient error, like a cut stream — never a shorter output;
 * - the `arguments` object of each tool call is handed on as its JSON text in a string, so
 *   `readToolCalls` parses it strictly: integers beyond 2^53 exact, a duplicate key invalid
 *   evidence for that call (JSON.parse would round the one and keep the last of the other);
 * - empty lines are dropped (the client would warn about each).
 * Lines without tool calls pass through as they came, after one JSON.parse and a key count.
 */
export function strictNdjson(
  body: ReadableStream<Uint8Array>,
  path: string,
  secrets: readonly string[],
): ReadableStream<Uint8Array> {
  // A stream pulling from the body, not a TransformStream: a pipe's writable-readable pair costs
  // several times the check itself per line.
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = "";
  const where: Where = { path, secrets };
  const next = async (controller: ReadableStreamDefaultController<Uint8Array>): Promise<void> => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        const rest = pending + decoder.decode();
        if (rest.trim() !== "") controller.enqueue(encoder.encode(checkedLines(rest, where) ?? `${rest}\n`));
        controller.close();
        return;
      }
      const piece = decoder.decode(value, { stream: true });
      // Only the new piece is searched: a long line over many chunks is not rescanned each time.
      const end = piece.lastIndexOf("\n");
      if (end < 0) {
        pending += piece;
        continue;
      }
      const fresh = pending === "";
      const lines = fresh ? piece.slice(0, end) : pending + piece.slice(0, end);
      pending = piece.slice(end + 1);
      const out = checkedLines(lines, where);
      if (out === "") continue;
      // Ollama writes one line per chunk: when nothing changed, the bytes go on as they came.
      if (out === undefined && fresh && pending === "") controller.enqueue(value);
      else controller.enqueue(encoder.encode(out ?? `${lines}\n`));
      return;
    }
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          await next(controller);
        } catch (error) {
          void reader.cancel(error).catch(() => {});
          throw error;
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

/**
 * The lines of `text` (no final newline), checked and rewritten, each ending in a newline;
 * undefined when that is `text` itself plus a newline (no line rewritten, none dropped).
 */
/** Which stream a bad line is in, and what its excerpt must never show. */
interface Where {
  path: string;
  secrets: readonly string[];
}

function checkedLines(text: string, where: Where): string | undefined {
  let out = "";
  let changed = false;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    if (line.trim() === "") changed = true;
    else {
      const checked = checkedLine(line, where);
      if (checked !== line) changed = true;
      out += `${checked}\n`;
    }
    start = end + 1;
  }
  return changed ? out : undefined;
}

function checkedLine(line: string, where: Where): string {
  // Only a key can hold these characters unescaped: content mentioning tool_calls never matches.
  const text = line.includes('"tool_calls"') ? withStringArguments(line, where) : line;
  if (nativeIfSame(text) !== undefined) return text;
  const strict = parseStrictJson(text);
  if (!strict.ok) throw malformed(where, strict.error, line);
  return text;
}

/** The line with each `message.tool_calls[i].function.arguments` object written as a JSON string. */
function withStringArguments(line: string, where: Where): string {
  try {
    JSON.parse(line);
  } catch {
    const strict = parseStrictJson(line);
    throw malformed(where, strict.ok ? "not JSON" : strict.error, line);
  }
  const spans = argumentSpans(line);
  if (spans === undefined) throw malformed(where, `nesting deeper than ${MAX_JSON_DEPTH} levels`, line);
  let out = "";
  let at = 0;
  for (const [start, end] of spans) {
    const first = line.charCodeAt(start);
    if (first !== 0x7b && first !== 0x5b) continue; // a string already (or null): read as it is
    out += line.slice(at, start) + JSON.stringify(line.slice(start, end));
    at = end;
  }
  return at === 0 ? line : out + line.slice(at);
}

function malformed(where: Where, why: string, line: string): ProviderError {
  return new ProviderError(
    "transient",
    `the stream from ${where.path} has a line that is not valid JSON (${excerpt(why, where.secrets)}): ${excerpt(line, where.secrets, 120)}`,
  );
}

/** Where the scan is, relative to `{"message": {"tool_calls": [{"function": {"arguments": …}}]}}`. */
const OTHER = -1;
const TOP = 0;
const MESSAGE = 1;
const CALLS = 2;
const CALL = 3;
const FUNCTION = 4;
const ARGUMENTS = 5;

const CHILD = new Map<number, Map<string, number>>([
  [TOP, new Map([["message", MESSAGE]])],
  [MESSAGE, new Map([["tool_calls", CALLS]])],
  [CALL, new Map([["function", FUNCTION]])],
  [FUNCTION, new Map([["arguments", ARGUMENTS]])],
]);

/**
 * [start, end) of every tool call's `arguments` value in `text`, which JSON.parse accepted (so
 * the scan need not check the syntax); undefined when nested deeper than the strict parser allows.
 */
function argumentSpans(text: string): Array<[number, number]> | undefined {
  const spans: Array<[number, number]> = [];
  let pos = 0;
  const skipSpace = (): void => {
    for (;;) {
      const c = text.charCodeAt(pos);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) pos++;
      else return;
    }
  };
  const skipString = (): string => {
    const start = pos++;
    for (;;) {
      const c = text.charCodeAt(pos++);
      if (c === 0x5c) pos++;
      else if (c === 0x22) break;
    }
    const raw = text.slice(start, pos);
    return raw.includes("\\") ? (JSON.parse(raw) as string) : raw.slice(1, -1);
  };
  const value = (state: number, depth: number): boolean => {
    skipSpace();
    const start = pos;
    const c = text.charCodeAt(pos);
    if (c === 0x7b || c === 0x5b) {
      if (depth > MAX_JSON_DEPTH) return false;
      const object = c === 0x7b;
      pos++;
      skipSpace();
      if (text.charCodeAt(pos) === (object ? 0x7d : 0x5d)) pos++;
      else
        for (;;) {
          let child = !object && state === CALLS ? CALL : OTHER;
          if (object) {
            skipSpace();
            const key = skipString(); // read whatever the state: `?.` would skip the call
            child = CHILD.get(state)?.get(key) ?? OTHER;
            skipSpace();
            pos++; // ':'
          }
          if (!value(child, depth + 1)) return false;
          skipSpace();
          if (text.charCodeAt(pos++) !== 0x2c) break; // ',' goes on; '}' or ']' ends
        }
    } else if (c === 0x22) skipString();
    else {
      // A number or a literal: up to the next delimiter.
      while (pos < text.length && !/[\s,\]}]/.test(text.charAt(pos))) pos++;
    }
    if (state === ARGUMENTS) spans.push([start, pos]);
    return true;
  };
  return value(TOP, 1) ? spans : undefined;
}
