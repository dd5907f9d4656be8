import { canonicalJson, sha256Hex } from "../json/canonical.js";
import { stringifyJson } from "../json/stringify.js";
import type { Json } from "../json/value.js";
import type { RepetitionResult } from "../result/run-result.js";

/** Stable fingerprint of one repetition's observable behaviour: its output and its evidence. */
export function fingerprint(rep: RepetitionResult): string {
  return `${outputHash(rep)}|${independentEvidenceText(rep)}`;
}

/** Evidence the output text determines (see independentEvidenceText). */
const FROM_OUTPUT: ReadonlySet<string> = new Set([
  "json",
  "json_error",
  "label",
  "tool_calls_error",
  "json_sha256",
  "text_sha256",
]);

/**
 * Evidence read from the output text (its parsed JSON, label, parse errors, contract
 * fingerprints) says nothing the output hash does not, and each capture mode keeps a different
 * part of it: with the hash known, only what the text does not determine is compared, so a
 * `full` baseline and a `hash` candidate of the same output are not "changed". The members left
 * out are never read (a derived `json` would be parsed again only to be dropped).
 */
function independentEvidenceText(rep: RepetitionResult): string {
  const evidence = rep.evidence as unknown as Record<string, Json>;
  if (outputHash(rep) === "") return canonicalJson(evidence);
  const rest: Record<string, Json> = {};
  for (const key of Object.keys(evidence)) if (!FROM_OUTPUT.has(key)) rest[key] = evidence[key] as Json;
  return canonicalJson(rest);
}

function outputHash(rep: RepetitionResult): string {
  return rep.output_sha256 ?? (rep.output === null ? "" : sha256Hex(rep.output));
}

/**
 * Whether two repetitions have the same fingerprint, without writing the evidence of two that
 * differ already in their output hash (the fingerprints differ then: the hash ends at the first
 * `|`, unless a hash holds one).
 */
function sameFingerprint(x: RepetitionResult, y: RepetitionResult): boolean {
  const hx = outputHash(x);
  const hy = outputHash(y);
  if (hx !== hy && !hx.includes("|") && !hy.includes("|")) return false;
  if (hx !== hy) return fingerprint(x) === fingerprint(y);
  // The same hash: the fingerprints are the same when the evidence texts are, and those are the
  // same when the values are canonically equal (checked without writing either text).
  const all = hx === "";
  const same = canonicallyEqualMembers(x.evidence, y.evidence, all ? undefined : FROM_OUTPUT);
  return same ?? fingerprint(x) === fingerprint(y);
}

/**
 * Whether canonicalJson writes the two objects' members (less those named in `skip`) as the
 * same text, decided on the values without writing either. Undefined when a value is one it
 * cannot write (a number that is not finite, anything that is no JSON): the caller then writes
 * both texts, as before.
 */
export function canonicallyEqualMembers(
  a: object,
  b: object,
  skip?: ReadonlySet<string>,
): boolean | undefined {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let count = 0;
  // Indexed loops: this runs for every case, mostly uncompiled, where `for...of` costs more.
  const keys = Object.keys(x);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const value = x[key];
    // canonicalJson leaves out a member whose value is undefined.
    if (value === undefined || skip?.has(key)) continue;
    count++;
    const other = Object.hasOwn(y, key) ? y[key] : undefined;
    if (other === undefined) return false;
    const same = canonicallyEqual(value, other);
    if (same !== true) return same;
  }
  const others = Object.keys(y);
  for (let i = 0; i < others.length; i++) {
    const key = others[i]!;
    if (y[key] !== undefined && !skip?.has(key)) count--;
  }
  return count === 0;
}

/** Whether canonicalJson(a) === canonicalJson(b), decided on the values (see canonicallyEqualMembers). */
export function canonicallyEqual(a: unknown, b: unknown): boolean | undefined {
  const ta = typeof a;
  const tb = typeof b;
  if (ta === "number" || ta === "bigint" || tb === "number" || tb === "bigint") {
    if ((ta === "number" && !Number.isFinite(a)) || (tb === "number" && !Number.isFinite(b)))
      return undefined;
    if (ta === tb) return a === b;
    // A number is written as String gives it (0 for -0), a big integer as its digits.
    return (
      (ta === "number" || ta === "bigint") && (tb === "number" || tb === "bigint") && String(a) === String(b)
    );
  }
  if (ta === "string" || ta === "boolean") return a === b;
  if (ta !== "object") return undefined;
  if (a === null || b === null) return a === b;
  if (tb !== "object") return tb === "string" || tb === "boolean" ? false : undefined;
  if (Array.isArray(a)) {
    if (!Array.isArray(b)) return false;
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const same = canonicallyEqual(a[i], b[i]);
      if (same !== true) return same;
    }
    return true;
  }
  if (Array.isArray(b)) return false;
  return canonicallyEqualMembers(a as object, b as object);
}

export interface EvidenceChanges {
  /** What changed, for the reason column: `output changed`, `tool calls changed`... Empty: nothing. */
  changed: string[];
  /** The first pair of repetitions (baseline, candidate) that differ, for the diff. */
  pair: [RepetitionResult, RepetitionResult] | null;
}

/**
 * Whether the judged repetitions of the two sides behaved differently. Repetitions are compared
 * as a multiset (their order is arbitrary); the pair shown is the first by index that differs.
 */
export function evidenceChanges(
  baseline: readonly RepetitionResult[],
  candidate: readonly RepetitionResult[],
): EvidenceChanges {
  let index: number;
  let differing: boolean;
  if (baseline.length === 1 && candidate.length === 1) {
    // One repetition a side (the usual run) needs no multiset: the two fingerprints decide.
    if (sameFingerprint(baseline[0]!, candidate[0]!)) return { changed: [], pair: null };
    index = 0;
    differing = true;
  } else {
    const a = baseline.map(fingerprint);
    const b = candidate.map(fingerprint);
    if (a.length === b.length && [...a].sort().join("\n") === [...b].sort().join("\n"))
      return { changed: [], pair: null };
    // Different repetition counts (a side run with --repeat) giving the very same answers: only
    // the count changed, not the behaviour. (Equal counts still compare as a multiset.)
    if (a.length !== b.length && sameMembers(a, b)) return { changed: [], pair: null };
    index = 0;
    while (index < a.length && index < b.length && a[index] === b[index]) index++;
    differing = index < a.length && index < b.length;
  }
  const pair: [RepetitionResult, RepetitionResult] = differing
    ? [baseline[index]!, candidate[index]!]
    : [baseline[0]!, candidate[0]!];
  const changed: string[] = [];
  const [x, y] = pair;
  if (outputHash(x) !== outputHash(y)) changed.push("output changed");
  const parts: [keyof RepetitionResult["evidence"], string][] = [
    ["tool_calls", "tool calls changed"],
    ["mcp_calls", "MCP calls changed"],
    ["retrieved", "retrieved documents changed"],
  ];
  for (const [key, text] of parts) {
    if (canonical(x.evidence[key]) !== canonical(y.evidence[key])) changed.push(text);
  }
  if (changed.length === 0) changed.push(differing ? "evidence changed" : "repetitions changed");
  return { changed, pair };
}

/** Whether two lists hold the same distinct values. */
function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  if (left.size !== right.size) return false;
  for (const value of left) if (!right.has(value)) return false;
  return true;
}

function canonical(value: unknown): string {
  return value === undefined ? "" : canonicalJson(value as Json);
}

/** The text a reviewer diffs: the output, then the calls and documents the model produced. */
export function describeEvidence(rep: RepetitionResult): string {
  const lines: string[] = [];
  const { tool_calls: toolCalls, mcp_calls: mcpCalls, retrieved } = rep.evidence;
  const calls = (toolCalls?.length ?? 0) + (mcpCalls?.length ?? 0);
  if (rep.output === null) {
    lines.push(
      rep.output_sha256 === null
        ? "(no output)"
        : `(output not captured; sha256 ${rep.output_sha256.slice(0, 12)})`,
    );
  } else if (rep.output !== "" || (calls === 0 && retrieved === undefined)) {
    // An empty answer beside tool calls is the normal shape of a call: not worth a line.
    lines.push(rep.output === "" ? "(empty output)" : rep.output);
  }
  toolCalls?.forEach((call, i) => {
    lines.push(`[tool call ${i + 1}] ${call.name} ${argumentsText(call.arguments, call.arguments_error)}`);
  });
  mcpCalls?.forEach((call, i) => {
    const error = call.is_error ? " (tool reported an error)" : "";
    lines.push(
      `[mcp call ${i + 1}] ${call.tool} ${argumentsText(call.arguments, call.arguments_error)}${error}`,
    );
  });
  if (retrieved !== undefined) lines.push(`[retrieved] ${retrieved.join(", ")}`);
  return lines.join("\n");
}

function argumentsText(args: Json, error: string | undefined): string {
  if (error !== undefined)
    return `(unparseable arguments: ${typeof args === "string" ? args : stringifyJson(args)})`;
  return stringifyJson(args);
}
