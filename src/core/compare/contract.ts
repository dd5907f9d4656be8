import { diffObservedCallSequences } from "../checks/call-sequence.js";
import { describeChange, jsonDiff } from "../json/equal.js";
import { parseStrictJson } from "../json/parse.js";
import type { Json } from "../json/value.js";
import type { RepetitionResult } from "../result/run-result.js";
import type { ContractKind } from "../suite/case.js";

/**
 * Whether the candidate's evidence stays compatible with the baseline's under a case's contract
 * (PRODUCT 5). Compares one repetition per side — the first judged one — so a contract is
 * evaluated once per case. Malformed evidence on either side is `invalid`, never `mismatch`.
 */
export type ContractOutcome = { status: "compatible" } | { status: "mismatch" | "invalid"; reason: string };

const COMPATIBLE: ContractOutcome = { status: "compatible" };

export function compareContract(
  kind: ContractKind,
  baseline: RepetitionResult,
  candidate: RepetitionResult,
): ContractOutcome {
  const outcome = evaluate(kind, baseline, candidate);
  if (outcome.status === "compatible") return outcome;
  return { status: outcome.status, reason: `${kind} contract: ${outcome.reason}` };
}

function evaluate(
  kind: ContractKind,
  baseline: RepetitionResult,
  candidate: RepetitionResult,
): ContractOutcome {
  switch (kind) {
    case "text":
      return compareText(baseline, candidate);
    case "json":
      return compareJson(baseline, candidate);
    case "tool_calls":
      return compareCalls(baseline.evidence.tool_calls ?? [], candidate.evidence.tool_calls ?? []);
    case "mcp":
      return compareCalls(baseline.evidence.mcp_calls ?? [], candidate.evidence.mcp_calls ?? []);
    case "retrieval":
      return compareRetrieval(baseline, candidate);
  }
}

function compareCalls(
  baseline: Parameters<typeof diffObservedCallSequences>[0],
  candidate: Parameters<typeof diffObservedCallSequences>[1],
): ContractOutcome {
  const outcome = diffObservedCallSequences(baseline, candidate);
  return outcome.status === "match" ? COMPATIBLE : { status: outcome.status, reason: outcome.reason };
}

/** Runs of whitespace count as one space; leading and trailing whitespace is ignored. */
export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function compareText(baseline: RepetitionResult, candidate: RepetitionResult): ContractOutcome {
  if (baseline.output === null || candidate.output === null) {
    // Without the text, whitespace normalisation is impossible; identical hashes still prove equality.
    if (baseline.output_sha256 !== null && baseline.output_sha256 === candidate.output_sha256)
      return COMPATIBLE;
    const side = baseline.output === null ? "baseline" : "candidate";
    return { status: "invalid", reason: `the ${side} output was not captured, so it cannot be compared` };
  }
  const a = normalizeWhitespace(baseline.output);
  const b = normalizeWhitespace(candidate.output);
  if (a === b) return COMPATIBLE;
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  return {
    status: "mismatch",
    reason: `text differs at character ${at + 1}: ${excerpt(a, at)} -> ${excerpt(b, at)}`,
  };
}

function excerpt(text: string, at: number): string {
  if (at >= text.length) return "(end of text)";
  const from = Math.max(0, at - 10);
  const piece = text.slice(from, at + 30);
  return JSON.stringify(`${from > 0 ? "…" : ""}${piece}${at + 30 < text.length ? "…" : ""}`);
}

type JsonEvidence = { ok: true; value: Json } | { ok: false; error: string };

/** The parsed JSON the runner recorded; the raw output parsed strictly when it recorded none. */
function jsonEvidence(rep: RepetitionResult): JsonEvidence {
  if (rep.evidence.json_error !== undefined) return { ok: false, error: rep.evidence.json_error };
  if (rep.evidence.json !== undefined) return { ok: true, value: rep.evidence.json };
  if (rep.output === null)
    return { ok: false, error: "no JSON evidence was recorded and the output was not captured" };
  const parsed = parseStrictJson(rep.output);
  return parsed.ok
    ? { ok: true, value: parsed.value }
    : { ok: false, error: `output is not valid JSON (${parsed.error})` };
}

function compareJson(baseline: RepetitionResult, candidate: RepetitionResult): ContractOutcome {
  // `capture: hash` keeps neither the text nor its parsed JSON; an identical output still has an
  // identical value, so equal hashes prove compatibility (unless it failed to parse).
  const sameOutput = baseline.output_sha256 !== null && baseline.output_sha256 === candidate.output_sha256;
  const parsed = baseline.evidence.json_error === undefined && candidate.evidence.json_error === undefined;
  if (sameOutput && parsed && (baseline.output === null || candidate.output === null)) return COMPATIBLE;
  const a = jsonEvidence(baseline);
  if (!a.ok) return { status: "invalid", reason: `baseline evidence is invalid: ${a.error}` };
  const b = jsonEvidence(candidate);
  if (!b.ok) return { status: "invalid", reason: `candidate evidence is invalid: ${b.error}` };
  const diff = jsonDiff(a.value, b.value);
  return diff === null ? COMPATIBLE : { status: "mismatch", reason: describeChange(diff) };
}

function compareRetrieval(baseline: RepetitionResult, candidate: RepetitionResult): ContractOutcome {
  const a = baseline.evidence.retrieved;
  const b = candidate.evidence.retrieved;
  if (a === undefined || b === undefined) {
    const side = a === undefined ? "baseline" : "candidate";
    return { status: "invalid", reason: `no retrieved document ids were recorded on the ${side} side` };
  }
  const common = Math.min(a.length, b.length);
  for (let i = 0; i < common; i++) {
    if (a[i] !== b[i]) return { status: "mismatch", reason: `retrieved[${i}]: ${a[i]} -> ${b[i]}` };
  }
  if (a.length > b.length) {
    return {
      status: "mismatch",
      reason: `retrieved[${common}]: ${a[common]} -> missing (${a.length} -> ${b.length} documents)`,
    };
  }
  if (b.length > a.length) {
    return {
      status: "mismatch",
      reason: `retrieved[${common}]: missing -> ${b[common]} (${a.length} -> ${b.length} documents)`,
    };
  }
  return COMPATIBLE;
}
