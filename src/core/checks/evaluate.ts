import type { Evidence } from "../result/run-result.js";
import type { Case, CheckSpec } from "../suite/case.js";
import { checkAll } from "./all-checks.js";
import type { CheckOutcome, CheckResult } from "./check-result.js";
import { checkClassification, predictedLabel } from "./classification.js";
import { checkContains } from "./contains.js";
import { type CheckRegistry, type CheckRun, runCustomCheck } from "./custom.js";
import { collectEvidence } from "./evidence.js";
import { checkExact } from "./exact.js";
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
  const evidence = collectEvidence(c, obs);
  const result = judge(c.check, { c, obs, evidence, registry, run });
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
    return (ON_OUTPUT[check.type] as (spec: Spec<OutputType>, output: string) => CheckOutcome)(
      check,
      j.obs.output,
    );
  }
  if (readsEvidence(check)) {
    return (ON_EVIDENCE[check.type] as (spec: Spec<EvidenceType>, evidence: Evidence) => CheckOutcome)(
      check,
      j.evidence,
    );
  }
  switch (check.type) {
    case "classification":
      return checkClassification(
        check,
        j.evidence.label ?? predictedLabel(j.obs.output, check.caseInsensitive),
      );
    case "custom":
      return runCustomCheck(check, j.c, j.obs.output, j.evidence, j.registry, j.run);
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
