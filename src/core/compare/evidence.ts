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
  // The same output, and nothing but what it determines on either side (the usual case): both
  // fingerprints are the hash and an empty object's text, with no text to write.
  if (hx === hy && hx !== "" && onlyFromOutput(x) && onlyFromOutput(y)) return true;
  return fingerprint(x) === fingerprint(y);
}

function onlyFromOutput(rep: RepetitionResult): boolean {
  for (const key of Object.keys(rep.evidence)) if (!FROM_OUTPUT.has(key)) return false;
  return true;
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
  baseline: RepetitionResult[],
  candidate: RepetitionResult[],
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
