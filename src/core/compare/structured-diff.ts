/**
 * The diff a reviewer reads, shaped by what the evidence is: for JSON, the paths that differ
 * (`! shipping.postcode: "10119" → (missing)`) above a diff of the pretty-printed values; for
 * tool and MCP calls, one call per line with each differing argument named on a `!` line; for
 * long text, a word-level excerpt around the first difference. `!` lines come first; the rest
 * is the bounded line diff. Plain text; renderers escape it.
 */
import { diffWords } from "diff";
import { alignCalls, nameOf, observedLeft } from "../checks/call-sequence.js";
import { stringifyJson } from "../json/stringify.js";
import type { Json } from "../json/value.js";
import type { RepetitionResult } from "../result/run-result.js";
import { describeEvidence } from "./evidence.js";
import { DIFF_LIMITS, lineDiff } from "./line-diff.js";

const MAX_PATHS = 12;
const MAX_VALUE_CHARS = 60;
/** Characters of text either side of the first difference given to the word diff. */
const WORD_WINDOW = 400;
const WORD_LINE_CHARS = 240;
/** The excerpt is wrapped so it reads without scrolling a code block sideways. */
const WRAP_CHARS = 96;
const ARROW = "→";

export function evidenceDiff(before: RepetitionResult, after: RepetitionResult): string | null {
  const a = pretty(before, undefined);
  // The candidate's members in the baseline's order, so a reordering alone is no diff line.
  const b = pretty(after, before.evidence.json);
  const textA = describeEvidence(a);
  const textB = describeEvidence(b);
  const lines = lineDiff(textA, textB) ?? lineDiff(describeEvidence(before), describeEvidence(after));
  if (lines === null) return null;
  const notes: string[] = [];
  const jb = before.evidence.json;
  const ja = after.evidence.json;
  if (jb !== undefined && ja !== undefined && isStructured(jb) && isStructured(ja)) {
    notes.push(...capped(jsonPaths(jb, ja, "")));
  }
  notes.push(...capped(callNotes(before, after)));
  if (notes.length === 0) {
    const words = wordExcerpt(textA, textB);
    if (words !== null) notes.push(words);
  }
  return notes.length === 0 ? lines : `${notes.map((n) => `! ${n}`).join("\n")}\n\n${lines}`;
}

/** The repetition with its output replaced by the pretty-printed JSON, when it has JSON. */
function pretty(rep: RepetitionResult, orderOf: Json | undefined): RepetitionResult {
  const json = rep.evidence.json;
  if (rep.output === null || json === undefined || !isStructured(json)) return rep;
  return { ...rep, output: stringifyJson(orderOf === undefined ? json : reorder(json, orderOf), 2) };
}

/** `value` with its object members in the order `like` has them (others after, as they were). */
function reorder(value: Json, like: Json): Json {
  if (Array.isArray(value))
    return value.map((v, i) => (Array.isArray(like) && i < like.length ? reorder(v, like[i]!) : v));
  if (typeof value !== "object" || value === null) return value;
  if (typeof like !== "object" || like === null || Array.isArray(like)) return value;
  const out: { [k: string]: Json } = {};
  for (const k of Object.keys(like)) if (k in value) out[k] = reorder(value[k]!, like[k]!);
  for (const k of Object.keys(value)) if (!(k in out)) out[k] = value[k]!;
  return out;
}

function isStructured(value: Json): boolean {
  return typeof value === "object" && value !== null;
}

function capped(notes: string[]): string[] {
  if (notes.length <= MAX_PATHS) return notes;
  return [...notes.slice(0, MAX_PATHS - 1), `… ${notes.length - MAX_PATHS + 1} more differences`];
}

/** `a.b[2].c: 1 → 2`, `x: (missing) → "y"`; objects and arrays are walked, leaves compared. */
export function jsonPaths(before: Json | undefined, after: Json | undefined, path: string): string[] {
  if (before !== undefined && after !== undefined && same(before, after)) return [];
  const obj = (v: Json | undefined): v is { [k: string]: Json } =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  if (obj(before) && obj(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => jsonPaths(before[k], after[k], join(path, k)));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const n = Math.max(before.length, after.length);
    const out: string[] = [];
    for (let i = 0; i < n && out.length <= MAX_PATHS; i++)
      out.push(...jsonPaths(before[i], after[i], `${path}[${i}]`));
    return out;
  }
  return [`${path === "" ? "(root)" : path}: ${value(before)} ${ARROW} ${value(after)}`];
}

function join(path: string, key: string): string {
  const plain = /^[A-Za-z_$][A-Za-z0-9_$-]*$/.test(key) ? key : JSON.stringify(key);
  if (path === "") return plain;
  return plain.startsWith('"') ? `${path}[${plain}]` : `${path}.${plain}`;
}

function same(a: Json, b: Json): boolean {
  return stringifyJson(a) === stringifyJson(b);
}

function value(v: Json | undefined): string {
  if (v === undefined) return "(missing)";
  const text = stringifyJson(v);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}

/**
 * Per call as the comparison aligns them (call-sequence.ts), so the notes say what its reason
 * says: a missing or additional call, a changed name, or each differing argument path. A call
 * whose position moved (after a missing or additional one) shows both: `mcp call 2 (now 1)`.
 */
function callNotes(before: RepetitionResult, after: RepetitionResult): string[] {
  const out: string[] = [];
  const kinds = [
    ["tool call", before.evidence.tool_calls ?? [], after.evidence.tool_calls ?? []],
    ["mcp call", before.evidence.mcp_calls ?? [], after.evidence.mcp_calls ?? []],
  ] as const;
  for (const [kind, xs, ys] of kinds) {
    for (const entry of alignCalls(observedLeft(xs), ys)) {
      if (entry.kind === "missing") {
        out.push(`${kind} ${entry.left + 1}: ${nameOf(xs[entry.left]!)} missing`);
        continue;
      }
      if (entry.kind === "additional") {
        out.push(`${kind} ${entry.right + 1}: ${nameOf(ys[entry.right]!)} additional`);
        continue;
      }
      const x = xs[entry.left]!;
      const y = ys[entry.right]!;
      const moved = entry.left === entry.right ? "" : ` (now ${entry.right + 1})`;
      const at = `${kind} ${entry.left + 1}${moved}`;
      if (nameOf(x) !== nameOf(y)) out.push(`${at}: ${nameOf(x)} ${ARROW} ${nameOf(y)}`);
      else
        for (const p of jsonPaths(x.arguments, y.arguments, ""))
          out.push(`${at} ${nameOf(x)}, argument ${p.replace(/^\(root\)/, "(all)")}`);
    }
  }
  return out;
}

/**
 * `words: …the parcel goes to [-Berlin-]{+Paris+} on…` for outputs whose first differing line is
 * too long for the line diff to show whole; null otherwise. Bounded: only a window around the
 * first difference is diffed.
 */
export function wordExcerpt(before: string | null, after: string | null): string | null {
  if (before === null || after === null || before === after) return null;
  let at = 0;
  while (at < before.length && at < after.length && before[at] === after[at]) at++;
  const lineStart = Math.max(before.lastIndexOf("\n", at - 1), 0);
  const lineEndOf = (t: string) => (t.indexOf("\n", at) === -1 ? t.length : t.indexOf("\n", at));
  if (
    lineEndOf(before) - lineStart <= DIFF_LIMITS.maxLineChars &&
    lineEndOf(after) - lineStart <= DIFF_LIMITS.maxLineChars
  )
    return null;
  const from = Math.max(0, at - 60);
  // Start at a word boundary so the excerpt does not open mid-word.
  const start = from === 0 ? 0 : before.indexOf(" ", from) + 1 || from;
  const x = before.slice(start, at + WORD_WINDOW);
  const y = after.slice(start, at + WORD_WINDOW);
  const parts = diffWords(x, y, { maxEditLength: 200, timeout: 100 });
  if (parts === undefined) return null;
  let text = "";
  let changes = 0;
  for (const p of parts) {
    const v = p.value.replace(/\s+/g, " ");
    if (p.added) text += `{+${v}+}`;
    else if (p.removed) text += `[-${v}-]`;
    else text += v;
    if (p.added || p.removed) changes++;
    if (text.length > WORD_LINE_CHARS || changes >= 6) break;
  }
  if (text.length > WORD_LINE_CHARS) text = `${text.slice(0, WORD_LINE_CHARS - 1)}…`;
  else if (start + x.length < Math.max(before.length, after.length)) text += "…";
  return wrap(`words: ${start > 0 ? "…" : ""}${text}`, WRAP_CHARS).join("\n!   ");
}

/** Lines of at most `width` characters, broken at spaces (a word longer than that stays whole). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  if (line !== "") lines.push(line);
  return lines;
}
