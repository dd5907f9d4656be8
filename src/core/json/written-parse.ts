import { MAX_JSON_DEPTH, parseStrictJson, type StrictJsonResult } from "./parse.js";
import type { Json } from "./value.js";

/**
 * Parses JSON that ModelGate itself most likely wrote (result files): with the native JSON.parse
 * when that provably gives what {@link parseStrictJson} gives, with the strict parser otherwise.
 *
 * The proof, checked on every call: (1) re-serialising the native value with JSON.stringify
 * (compact, or two-space indentation plus a newline, the two ways ModelGate writes) reproduces
 * the text byte for byte (compared piece by piece, never building the whole text again); (2) every integer in it is a safe integer; (3) no nesting is deeper
 * than the strict parser allows. (1) rules out duplicate keys (one would be written once, so the
 * text would differ), a byte order mark, trailing tokens and any number literal that is not the
 * shortest form of its double (`1.0`, `1e2`, or one that rounded); with (2) every number is one
 * the strict parser also reads as that same double (it turns only integers beyond 2^53 into
 * bigint), so both parsers give the same value. A file with big integers, hand edits or other
 * formatting fails the check and is parsed strictly, with the strict parser's messages.
 */
export function parseWrittenJson(text: string): StrictJsonResult & { fast?: boolean } {
  const fast = nativeIfExact(text);
  if (fast !== undefined) return { ok: true, value: fast, fast: true };
  return parseStrictJson(text);
}

function nativeIfExact(text: string): Json | undefined {
  const pretty = text.startsWith("{\n  ") || text.startsWith("[\n  ");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const end = writtenAgain(value, text, pretty);
  // Compact text may end with one newline; pretty text always does (matched above).
  const exact = pretty
    ? end === text.length
    : end === text.length || (end === text.length - 1 && text.endsWith("\n"));
  if (!exact) return undefined;
  return plainAndShallow(value, 0) ? (value as Json) : undefined;
}

/**
 * Compares JSON.stringify(value[, null, 2]) with the text without building the whole of it: the
 * members of the top-level container (and the elements of an array member: a result's cases) are
 * written one at a time and matched in place. Returns where the match ended, or -1.
 */
function writtenAgain(value: unknown, text: string, pretty: boolean): number {
  let pos = 0;
  const expect = (piece: string) => {
    // slice + === compares memory at once; startsWith with a position is far slower in V8.
    if (pos < 0 || text.slice(pos, pos + piece.length) !== piece) pos = -1;
    else pos += piece.length;
    return pos >= 0;
  };
  const written = (member: unknown, depth: number) => {
    const piece = pretty ? JSON.stringify(member, null, 2) : JSON.stringify(member);
    return piece === undefined
      ? undefined
      : pretty
        ? piece.replaceAll("\n", `\n${"  ".repeat(depth)}`)
        : piece;
  };
  const nl = (depth: number) => (pretty ? `\n${"  ".repeat(depth)}` : "");
  const container = (
    items: Array<[string | null, unknown]>,
    open: string,
    close: string,
    depth: number,
  ): boolean => {
    if (items.length === 0) return expect(open + close);
    if (!expect(open)) return false;
    for (let i = 0; i < items.length; i++) {
      const [key, member] = items[i] as [string | null, unknown];
      if (!expect(`${i > 0 ? "," : ""}${nl(depth + 1)}`)) return false;
      if (key !== null && !expect(`${JSON.stringify(key)}${pretty ? ": " : ":"}`)) return false;
      if (depth === 0 && Array.isArray(member) && member.length > 0) {
        if (
          !container(
            member.map((m): [null, unknown] => [null, m]),
            "[",
            "]",
            depth + 1,
          )
        )
          return false;
        continue;
      }
      const piece = written(member, depth + 1);
      if (piece === undefined || !expect(piece)) return false;
    }
    return expect(`${nl(depth)}${close}`);
  };
  if (Array.isArray(value)) {
    container(
      value.map((m): [null, unknown] => [null, m]),
      "[",
      "]",
      0,
    );
  } else if (typeof value === "object" && value !== null) {
    container(Object.entries(value), "{", "}", 0);
  } else {
    const piece = written(value, 0);
    if (piece !== undefined) expect(piece);
  }
  if (pos >= 0 && pretty) expect("\n");
  return pos;
}

/** No integer beyond the safe range (the strict parser holds those as bigint), no deep nesting. */
function plainAndShallow(value: unknown, depth: number): boolean {
  if (typeof value === "number") return !Number.isInteger(value) || Number.isSafeInteger(value);
  if (typeof value !== "object" || value === null) return true;
  if (depth >= MAX_JSON_DEPTH) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!plainAndShallow(value[i], depth + 1)) return false;
    return true;
  }
  for (const key in value) {
    if (!plainAndShallow((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}
