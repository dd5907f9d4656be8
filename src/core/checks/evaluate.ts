import type { Evidence } from "../result/run-result.js";
import type { Case, CheckSpec } from "../suite/case.js";
import { checkAll } from "./all-checks.js";
import type { CheckOutcome, CheckResult } from "./check-result.js";
import { checkClassification, predictedLabel } from "./classification.js";
import { checkContains } from "./contains.js";
import { type CheckRegistry, type CheckRun, runCustomCheck } from "./custom.js";
import { collectEvidence, firstClassification } from "./evidence.js";
import { checkExact } from "./exact.js";
import { FENCE_NOT_EXTRACTED, singleFencedBlock, UNCLOSED_BLOCK_READ, WHOLE_OUTPUT_READ } from "./extract.js";
import { checkJson } from "./json.js";
import { checkMaxLength } from "./max-length.js";
import { checkMaxWords } from "./max-words.js";
import { checkMcp } from "./mcp.js";
import { checkMinLength } from "./min-length.js";
import { checkNone } from "./none.js";
import { checkNotContains } from "./not-contains.js";
import type { Observation } from "./observation.js";
import { checkRegex } from "./regex.js";
import { checkRequiredFields } from "./required-fields.js";
import { checkRetrieval } from "./retrieval.js";
import { inlineReasoningNote } from "./thinking.js";
import { checkToolCall } from "./tool-call.js";

/** Judges one execution of a case by its check; reads evidence only, never calls a model. */
export async function evaluateCase(c: Case, obs: Observation, registry: CheckRegistry): Promise<CheckResult> {
  return judgeExecution(c, obs, registry);
}

/**
 * {@link evaluateCase} without a promise when no check had to be awaited (every built-in
 * check is synchronous; a plugin's may not be). A check that throws synchronously throws here.
 */
export function judgeExecution(
  c: Case,
  obs: Observation,
  registry: CheckRegistry,
  run: CheckRun = {},
): CheckResult | Promise<CheckResult> {
  const block = c.extract === "code_fence" ? singleFencedBlock(obs.output) : undefined;
  const text = block?.content ?? obs.output;
  const evidence = collectEvidence(c, obs, text);
  const note =
    c.extract !== "code_fence"
      ? undefined
      : block === undefined
        ? WHOLE_OUTPUT_READ
        : block.closed
          ? undefined
          : UNCLOSED_BLOCK_READ;
  const result = judge(c.check, { c, obs, text, note, evidence, registry, run });
  if (result instanceof Promise) return result.then((r) => withEvidence(r, evidence));
  return withEvidence(result, evidence);
}

function withEvidence(outcome: CheckOutcome, evidence: Evidence): CheckResult {
  return { status: outcome.status, reason: outcome.reason, details: outcome.details, evidence };
}

type Spec<T extends CheckSpec["type"]> = Extract<CheckSpec, { type: T }>;
type OutputType = "exact" | "contains" | "not_contains" | "max_length" | "min_length" | "max_words" | "regex";
type EvidenceType = "json" | "required_fields" | "tool_call" | "retrieval" | "mcp";

/** What one judgement reads. */
interface Judging {
  c: Case;
  obs: Observation;
  /** What the text checks read: the output, or its fenced block's content (`options.extract`). */
  text: string;
  /**
   * What a reason adds about `options.extract`: no single fenced block (`text` is the whole
   * output), or a block without its closing fence.
   */
  note: string | undefined;
  evidence: Evidence;
  registry: CheckRegistry;
  /** The run's cancellation and a custom check's deadline. */
  run: CheckRun;
}

/** The checks that read the output text alone, by type (the mapped type keeps each one's spec). */
const ON_OUTPUT: { [T in OutputType]: (check: Spec<T>, output: string) => CheckOutcome } = {
  exact: checkExact,
  contains: checkContains,
  not_contains: checkNotContains,
  max_length: checkMaxLength,
  min_length: checkMinLength,
  max_words: checkMaxWords,
  regex: checkRegex,
};

/** The checks that read the evidence (parsed JSON, tool calls, retrieved documents), by type. */
const ON_EVIDENCE: { [T in EvidenceType]: (check: Spec<T>, evidence: Evidence) => CheckOutcome } = {
  json: checkJson,
  required_fields: checkRequiredFields,
  tool_call: checkToolCall,
  retrieval: checkRetrieval,
  mcp: checkMcp,
};

function readsOutput(check: CheckSpec): check is Spec<OutputType> {
  return Object.hasOwn(ON_OUTPUT, check.type);
}

function readsEvidence(check: CheckSpec): check is Spec<EvidenceType> {
  return Object.hasOwn(ON_EVIDENCE, check.type);
}

function judge(check: CheckSpec, j: Judging): CheckOutcome | Promise<CheckOutcome> {
  // A table entry takes its own type's spec: TypeScript cannot tie the looked-up entry to the
  // narrowed `check`, so the call is widened to the union the guard proved.
  if (readsOutput(check)) {
    return noted(
      (ON_OUTPUT[check.type] as (spec: Spec<OutputType>, output: string) => CheckOutcome)(check, j.text),
      j,
    );
  }
  if (readsEvidence(check)) {
    const judged = (
      ON_EVIDENCE[check.type] as (spec: Spec<EvidenceType>, evidence: Evidence) => CheckOutcome
    )(check, j.evidence);
    if (!evidenceFromText(check, j)) return judged;
    // Tool calls in the text are read after a leading reasoning block: it did not make this fail.
    if (check.type === "tool_call") return noted(judged, j, false);
    // JSON the model fenced, read whole: the fence is why it is invalid, and the option mends it.
    const fenced =
      judged.status === "invalid" &&
      j.c.extract !== "code_fence" &&
      singleFencedBlock(j.obs.output) !== undefined;
    return noted(judged, j, true, fenced ? FENCE_NOT_EXTRACTED : undefined);
  }
  switch (check.type) {
    case "classification":
      return noted(checkClassification(check, labelFor(check, j)), j);
    case "custom":
      return runCustomCheck(check, j.c, j.text, j.evidence, j.registry, j.run).then((o) => noted(o, j));
    case "none":
      return checkNone();
    case "checks":
      return checkAll(check, (one) => judge(one, j));
    default: {
      const unknown: never = check;
      throw new Error(`unknown check type ${JSON.stringify((unknown as { type: string }).type)}`);
    }
  }
}

/** Whether the evidence the check reads was read from the text (JSON, tool calls not sent natively). */
function evidenceFromText(check: Spec<EvidenceType>, j: Judging): boolean {
  if (check.type === "json" || check.type === "required_fields") return true;
  return check.type === "tool_call" && !(j.obs.toolCalls !== undefined && j.obs.toolCalls.length > 0);
}

/**
 * Where the reason of a failure of a check that read the text is finished, with what explains
 * it: the check read the whole output although the case asked for its fenced block (the model
 * wrote none, or two), or read a block never closed (the output may be cut off); `hint` (JSON
 * the model fenced, read whole); the text opens with the model's reasoning.
 */
function noted(judged: CheckOutcome, j: Judging, readsReasoning = true, hint?: string): CheckOutcome {
  if (judged.status === "pass" || judged.status === "error") return judged;
  const notes = [j.note, hint, readsReasoning ? inlineReasoningNote(j.text) : undefined].filter(
    (note) => note !== undefined,
  );
  if (notes.length === 0) return judged;
  return { ...judged, reason: `${judged.reason ?? judged.status} ${notes.join(" ")}` };
}

/**
 * The prediction as this check compares it: the recorded label when the case's first
 * classification check folds case the same way, else derived again (each check folds its own way).
 */
function labelFor(check: Spec<"classification">, j: Judging): string {
  const recorded = j.evidence.label;
  if (recorded !== undefined && firstClassification(j.c.check)?.caseInsensitive === check.caseInsensitive)
    return recorded;
  return predictedLabel(j.text, check.caseInsensitive);
}
