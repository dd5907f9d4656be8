import { normalizeLabel } from "../checks/classification.js";
import { withoutOutputQuote } from "../checks/text.js";
import type { CaptureMode } from "../config/run-config.js";
import { sha256Hex } from "../json/canonical.js";
import { parseJson } from "../json/fast-parse.js";
import type { JsonObject } from "../json/value.js";
import { jsonSha256, textSha256 } from "../result/fingerprints.js";
import type { Evidence } from "../result/run-result.js";
import { type CheckSpec, type CheckType, type ContractKind, leafChecks } from "../suite/case.js";

export interface Captured {
  output: string | null;
  output_sha256: string | null;
  evidence: Evidence;
  details: JsonObject;
  reason: string | null;
}

/** One judged execution, as the checks saw it (full output, in memory). */
export interface Judged {
  output: string | null;
  evidence: Evidence;
  details: JsonObject;
  reason: string | null;
  status: string;
  /** The case's contract: decides which fingerprint `hash` keeps in place of the output. */
  contract: ContractKind | null;
}

/**
 * Check types whose reasons and details are built only from the suite and from evidence each
 * mode keeps, so they may be written as they are. The others quote the output text or its
 * parsed JSON (`output "..." (expected "ok")`, `price: 12 (expected 10)`, a plugin's reason).
 */
/**
 * Reasons built from the suite alone (a limit, a pattern, expected ids) once the excerpt of the
 * output they begin with (`output "12345\n" does not match ...`) is removed: safe under any mode.
 */
const SUITE_ONLY_REASONS: readonly CheckType[] = [
  ...["contains", "not_contains", "max_length", "min_length", "max_words", "regex"],
  ...["retrieval", "none"],
] as CheckType[];

const QUOTES_NOTHING_KEPT: Record<Exclude<CaptureMode, "full">, ReadonlySet<CheckType>> = {
  // hash keeps tool calls, retrieved ids, MCP calls and allowed labels.
  hash: new Set<CheckType>([...SUITE_ONLY_REASONS, "classification", "tool_call", "mcp"]),
  // none keeps no evidence: only reasons that never quote the model are safe.
  none: new Set(SUITE_ONLY_REASONS),
};

/**
 * What of an execution is persisted. Checks have already judged the full output in memory.
 * - full: everything.
 * - hash: the text and its parsed JSON (`evidence.json`, the same content) are dropped; the
 *   SHA-256 of the text stays so changed outputs remain visible. Tool calls, retrieved ids, MCP
 *   calls and a label that is one of the suite's own stay: they are what contracts compare. A
 *   label outside the suite's is free text from the model and is dropped. A `text` or `json`
 *   contract gets the fingerprint it is decided from (`text_sha256`, `json_sha256`), so a
 *   whitespace or member-order change stays compatible without the text.
 * - none: no output, no hash, no fingerprint, no evidence and no check details: the user asked
 *   that nothing about the output be stored (a hash of a short answer is easily guessed back).
 * In both, a reason or a parse error that would quote the output is replaced by one that says
 * what failed without it, so no output text reaches the file by another field.
 */
export function applyCapture(mode: CaptureMode, check: CheckSpec, judged: Judged): Captured {
  const { output, evidence, details, reason } = judged;
  const hash = output === null ? null : outputSha256(output);
  if (mode === "full") return { output, output_sha256: hash, evidence, details, reason };

  const kept: Evidence = {};
  if (mode === "hash") {
    const { json: _json, json_error, tool_calls_error, label, ...rest } = evidence;
    Object.assign(kept, rest);
    if (json_error !== undefined) kept.json_error = withoutQuote(json_error, "not valid JSON");
    if (tool_calls_error !== undefined)
      kept.tool_calls_error = withoutQuote(tool_calls_error, "not readable as tool calls");
    if (label !== undefined && isSuiteLabel(check, label)) kept.label = label;
    Object.assign(kept, fingerprints(judged));
  }
  const labelDropped = evidence.label !== undefined && kept.label === undefined;
  const parseFailure = evidence.json_error !== undefined || evidence.tool_calls_error !== undefined;
  const quotesNothing = leafChecks(check).every((leaf) => QUOTES_NOTHING_KEPT[mode].has(leaf.type));
  const safe = quotesNothing && !labelDropped && !parseFailure;
  return {
    output: null,
    output_sha256: mode === "hash" ? hash : null,
    evidence: kept,
    details: mode === "hash" && safe ? withoutOutputQuotes(details) : {},
    reason:
      reason === null ? null : safe ? withoutOutputQuote(reason) : uncapturedReason(mode, check, judged),
  };
}

/** A `checks:` list's details keep each check's reason: without the output's excerpt, as the case's. */
function withoutOutputQuotes(details: JsonObject): JsonObject {
  const checks = details.checks;
  if (!Array.isArray(checks)) return details;
  return {
    ...details,
    checks: checks.map((c) =>
      c !== null && typeof c === "object" && !Array.isArray(c) && typeof c.reason === "string"
        ? { ...c, reason: withoutOutputQuote(c.reason) }
        : c,
    ),
  };
}

/**
 * Short outputs repeat across a suite (a classifier's labels, yes/no answers): the first 1,024
 * distinct ones of a process are hashed once and their repetitions share the hash string; later
 * ones are hashed each time. Bounded (never evicted), so a suite of unique answers keeps at most
 * a small table.
 */
const shortHashes = new Map<string, string>();
/**
 * An output this long or shorter is short: its hash is kept (above), and its parsed JSON is held
 * as the checks left it rather than derived again from the text (keptRepetition).
 */
export const SHORT_OUTPUT = 64;
const MAX_SHORT_HASHES = 1024;

function outputSha256(output: string): string {
  if (output.length > SHORT_OUTPUT) return sha256Hex(output);
  let hash = shortHashes.get(output);
  if (hash === undefined) {
    hash = sha256Hex(output);
    if (shortHashes.size < MAX_SHORT_HASHES) shortHashes.set(output, hash);
  }
  return hash;
}

/** What the case's contract compares, hashed exactly as `compareContract` reads it. */
function fingerprints(judged: Judged): Evidence {
  const { output, evidence, contract } = judged;
  if (contract === "text" && output !== null) return { text_sha256: textSha256(output) };
  if (contract !== "json" || evidence.json_error !== undefined) return {};
  if (evidence.json !== undefined) return { json_sha256: jsonSha256(evidence.json) };
  if (output === null) return {};
  // The contract parses the raw output strictly when the check recorded no JSON; so does this.
  const parsed = parseJson(output);
  return parsed.ok
    ? { json_sha256: jsonSha256(parsed.value) }
    : { json_error: withoutQuote(parsed.error, "not valid JSON") };
}

function isSuiteLabel(spec: CheckSpec, label: string): boolean {
  const check = leafChecks(spec).find((leaf) => leaf.type === "classification");
  if (check === undefined) return false;
  return [check.expected, ...(check.labels ?? [])].some(
    (l) => normalizeLabel(l, check.caseInsensitive) === label,
  );
}

/** `line 1, column 7: ... found 'x'` → `line 1, column 7` (the rest may quote the output). */
function positionOf(error: string): string | null {
  return /^line \d+, column \d+/.exec(error)?.[0] ?? null;
}

function withoutQuote(error: string, what: string): string {
  const at = positionOf(error);
  return at === null ? what : `${at}: ${what}`;
}

function uncapturedReason(mode: Exclude<CaptureMode, "full">, check: CheckSpec, judged: Judged): string {
  const note = `(output not captured: capture ${mode})`;
  const { json_error, tool_calls_error } = judged.evidence;
  const at = (error: string) => {
    const position = positionOf(error);
    return position === null ? "" : ` (${position})`;
  };
  if (judged.status === "invalid" && json_error !== undefined) {
    return `output is not valid JSON${at(json_error)} ${note}`;
  }
  if (judged.status === "invalid" && tool_calls_error !== undefined) {
    return `output cannot be read as tool calls${at(tool_calls_error)} ${note}`;
  }
  // A `checks:` list is named by its entries: `the 'json' + 'max_words' check`.
  const name = leafChecks(check)
    .map((leaf) => `'${leaf.type}'`)
    .join(" + ");
  if (judged.status === "error") return `the ${name} check could not run ${note}`;
  if (judged.status === "invalid") return `evidence is malformed for the ${name} check ${note}`;
  return `output does not satisfy the ${name} check ${note}`;
}
