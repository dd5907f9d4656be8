import { diffObservedCallSequences } from "../checks/call-sequence.js";
import type { CaptureMode } from "../config/run-config.js";
import { sha256Hex } from "../json/canonical.js";
import { describeChange, jsonDiff } from "../json/equal.js";
import { parseStrictJson } from "../json/parse.js";
import type { Json } from "../json/value.js";
import { showLookAlikes } from "../look-alikes.js";
import { jsonSha256, normalizeWhitespace } from "../result/fingerprints.js";
import type { RepetitionResult } from "../result/run-result.js";
import type { ContractKind } from "../suite/case.js";
import { charactersBefore, excerptAround, firstDifference } from "../text-excerpt.js";

/**
 * Whether the candidate's evidence stays compatible with the baseline's under a case's contract
 * (docs/comparison.md#contracts). Compares one repetition per side — the first judged one — so a contract is
 * evaluated once per case. Malformed evidence on either side is `invalid`, never `mismatch`.
 */
export type ContractOutcome = { status: "compatible" } | { status: "mismatch" | "invalid"; reason: string };

const COMPATIBLE: ContractOutcome = { status: "compatible" };

/** The capture mode each side's run was written with (`RunResult.capture`). */
export interface SideCapture {
  baseline: CaptureMode;
  candidate: CaptureMode;
}

/**
 * `capture` says how each side was written; without it the repetitions are read as they are.
 * A side written with `capture: none` holds nothing about its output (no text, no hash, no
 * evidence), so every contract is `invalid` there: never `compatible` by default.
 */
export function compareContract(
  kind: ContractKind,
  baseline: RepetitionResult,
  candidate: RepetitionResult,
  capture?: SideCapture,
): ContractOutcome {
  return compareContractEvidence(kind, contractEvidence(baseline), contractEvidence(candidate), capture);
}

/**
 * What a contract reads of one repetition, each part derived from it at most once: compared
 * against every other repetition of a pool (contracts over repetitions), a JSON output is then
 * parsed once, not once a pair. Held only while the comparison of one case runs.
 */
export interface ContractEvidence {
  rep: RepetitionResult;
  text?: TextEvidence;
  textSha256?: string;
  json?: JsonEvidence;
  jsonSha256?: string;
}

export function contractEvidence(rep: RepetitionResult): ContractEvidence {
  return { rep };
}

/** {@link compareContract} on evidence made by {@link contractEvidence}. */
export function compareContractEvidence(
  kind: ContractKind,
  baseline: ContractEvidence,
  candidate: ContractEvidence,
  capture?: SideCapture,
): ContractOutcome {
  const uncaptured = capture === undefined ? null : uncapturedSides(capture);
  if (uncaptured !== null) {
    return {
      status: "invalid",
      reason: `${kind} contract: cannot be evaluated: outputs not captured (capture: none on ${uncaptured})`,
    };
  }
  const outcome = evaluate(kind, baseline, candidate);
  if (outcome.status === "compatible") return outcome;
  return { status: outcome.status, reason: `${kind} contract: ${outcome.reason}` };
}

function evaluate(
  kind: ContractKind,
  baseline: ContractEvidence,
  candidate: ContractEvidence,
): ContractOutcome {
  const b = baseline.rep;
  const c = candidate.rep;
  switch (kind) {
    case "text":
      return compareText(baseline, candidate);
    case "json":
      return compareJson(baseline, candidate);
    case "tool_calls":
      return (
        unreadableCalls(b, "baseline") ??
        unreadableCalls(c, "candidate") ??
        compareCalls(b.evidence.tool_calls ?? [], c.evidence.tool_calls ?? [])
      );
    case "mcp":
      return compareMcpCalls(b, c);
    case "retrieval":
      return compareRetrieval(b, c);
  }
}

/**
 * Tool calls read from text that did not parse (`tool_calls_error`): the side holds no call list,
 * and reading it as "no calls" would call a cut-off call a missing one, or no change at all.
 */
function unreadableCalls(rep: RepetitionResult, side: "baseline" | "candidate"): ContractOutcome | null {
  const error = rep.evidence.tool_calls_error;
  return error === undefined ? null : { status: "invalid", reason: `${side} evidence is invalid: ${error}` };
}

function compareCalls(
  baseline: Parameters<typeof diffObservedCallSequences>[0],
  candidate: Parameters<typeof diffObservedCallSequences>[1],
): ContractOutcome {
  const outcome = diffObservedCallSequences(baseline, candidate);
  return outcome.status === "match" ? COMPATIBLE : { status: outcome.status, reason: outcome.reason };
}

/**
 * An MCP case records its interactions always, an empty list when there were none; a side without
 * the list (a replayed output that carries none) says nothing about them, so it is not "no calls".
 */
function compareMcpCalls(baseline: RepetitionResult, candidate: RepetitionResult): ContractOutcome {
  const a = baseline.evidence.mcp_calls;
  const b = candidate.evidence.mcp_calls;
  if (a === undefined || b === undefined) {
    const side = a === b ? "either side" : a === undefined ? "the baseline side" : "the candidate side";
    return { status: "invalid", reason: `no MCP call evidence (mcp_calls) was recorded on ${side}` };
  }
  return compareCalls(a, b);
}

/** `the baseline side`, `the candidate side`, `both sides`, or null when both were captured. */
export function uncapturedSides(capture: SideCapture): string | null {
  const b = capture.baseline === "none";
  const c = capture.candidate === "none";
  if (b && c) return "both sides";
  return b ? "the baseline side" : c ? "the candidate side" : null;
}

/** What a side holds for the text contract: the text itself, or only its fingerprint. */
type TextEvidence = { text: string } | { sha256: string } | null;

function textEvidence(side: ContractEvidence): TextEvidence {
  if (side.text !== undefined) return side.text;
  const rep = side.rep;
  side.text =
    rep.output !== null
      ? { text: normalizeWhitespace(rep.output) }
      : rep.evidence.text_sha256 !== undefined
        ? { sha256: rep.evidence.text_sha256 }
        : null;
  return side.text;
}

function sha256Of(side: ContractEvidence, evidence: { text: string } | { sha256: string }): string {
  if ("sha256" in evidence) return evidence.sha256;
  side.textSha256 ??= sha256Hex(evidence.text);
  return side.textSha256;
}

/** Which sides hold only a fingerprint: `the candidate output was`, `the outputs were`. */
function notCaptured(baselineKept: boolean, candidateKept: boolean): string {
  if (!baselineKept && !candidateKept) return "the outputs were";
  return baselineKept ? "the candidate output was" : "the baseline output was";
}

function compareText(bSide: ContractEvidence, cSide: ContractEvidence): ContractOutcome {
  const baseline = bSide.rep;
  const candidate = cSide.rep;
  const x = textEvidence(bSide);
  const y = textEvidence(cSide);
  if (x === null || y === null) {
    // A result written without fingerprints: identical raw outputs still prove equality.
    if (baseline.output_sha256 !== null && baseline.output_sha256 === candidate.output_sha256)
      return COMPATIBLE;
    const side = x === null ? "baseline" : "candidate";
    return {
      status: "invalid",
      reason: `the ${side} output was not captured and no text fingerprint was recorded, so it cannot be compared`,
    };
  }
  if (!("text" in x) || !("text" in y)) {
    if (sha256Of(bSide, x) === sha256Of(cSide, y)) return COMPATIBLE;
    return {
      status: "mismatch",
      reason: `the text differs after whitespace normalisation (${notCaptured("text" in x, "text" in y)} not captured, so the difference cannot be shown)`,
    };
  }
  const a = x.text;
  const b = y.text;
  if (a === b) return COMPATIBLE;
  const at = firstDifference(a, b);
  return {
    status: "mismatch",
    reason: `text differs at character ${charactersBefore(a, at) + 1}: ${excerpt(a, at)} -> ${excerpt(b, at)}`,
  };
}

function excerpt(text: string, at: number): string {
  if (at >= text.length) return "(end of text)";
  // Up to 10 characters before the difference and 30 from it.
  return showLookAlikes(JSON.stringify(excerptAround(text, at, 10, Math.min(at, 10) + 30)));
}

type JsonEvidence =
  | { kind: "value"; value: Json }
  | { kind: "fingerprint"; sha256: string }
  | { kind: "invalid"; error: string };

/**
 * The parsed JSON the runner recorded; else the raw output parsed strictly; else, when the output
 * was not captured, the `json_sha256` fingerprint written in its place.
 */
function jsonEvidence(side: ContractEvidence): JsonEvidence {
  side.json ??= readJsonEvidence(side.rep);
  return side.json;
}

function readJsonEvidence(rep: RepetitionResult): JsonEvidence {
  const { json, json_error, json_sha256 } = rep.evidence;
  if (json_error !== undefined) return { kind: "invalid", error: json_error };
  if (json !== undefined) return { kind: "value", value: json };
  if (rep.output !== null) {
    const parsed = parseStrictJson(rep.output);
    return parsed.ok
      ? { kind: "value", value: parsed.value }
      : { kind: "invalid", error: `output is not valid JSON (${parsed.error})` };
  }
  if (json_sha256 !== undefined) return { kind: "fingerprint", sha256: json_sha256 };
  return {
    kind: "invalid",
    error: "the output was not captured and no JSON evidence or fingerprint was recorded",
  };
}

function compareJson(bSide: ContractEvidence, cSide: ContractEvidence): ContractOutcome {
  const baseline = bSide.rep;
  const candidate = cSide.rep;
  // A result written without fingerprints: an identical output still has an identical value, so
  // equal hashes prove compatibility (unless it failed to parse).
  const sameOutput = baseline.output_sha256 !== null && baseline.output_sha256 === candidate.output_sha256;
  const parsed = baseline.evidence.json_error === undefined && candidate.evidence.json_error === undefined;
  if (sameOutput && parsed && (baseline.output === null || candidate.output === null)) return COMPATIBLE;
  const a = jsonEvidence(bSide);
  if (a.kind === "invalid") return { status: "invalid", reason: `baseline evidence is invalid: ${a.error}` };
  const b = jsonEvidence(cSide);
  if (b.kind === "invalid") return { status: "invalid", reason: `candidate evidence is invalid: ${b.error}` };
  if (a.kind === "value" && b.kind === "value") {
    const diff = jsonDiff(a.value, b.value);
    return diff === null ? COMPATIBLE : { status: "mismatch", reason: describeChange(diff) };
  }
  const fingerprint = (side: ContractEvidence, e: Exclude<JsonEvidence, { kind: "invalid" }>) => {
    if (e.kind !== "value") return e.sha256;
    side.jsonSha256 ??= jsonSha256(e.value);
    return side.jsonSha256;
  };
  if (fingerprint(bSide, a) === fingerprint(cSide, b)) return COMPATIBLE;
  return {
    status: "mismatch",
    reason: `the JSON values differ (${notCaptured(a.kind === "value", b.kind === "value")} not captured, so the difference cannot be shown)`,
  };
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
