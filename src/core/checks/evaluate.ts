import type { Evidence } from "../result/run-result.js";
import type { Case, CheckSpec } from "../suite/case.js";
import { checkAll } from "./all-checks.js";
import type { CheckOutcome, CheckResult } from "./check-result.js";
import { checkClassification, predictedLabel } from "./classification.js";
import { checkContains } from "./contains.js";
import { type CheckRegistry, runCustomCheck } from "./custom.js";
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
  const evidence = collectEvidence(c, obs);
  const result = await judge(c.check, c, obs, evidence, registry);
  return { ...result, evidence };
}

function judge(
  check: CheckSpec,
  c: Case,
  obs: Observation,
  evidence: Evidence,
  registry: CheckRegistry,
): CheckOutcome | Promise<CheckOutcome> {
  switch (check.type) {
    case "exact":
      return checkExact(check, obs.output);
    case "contains":
      return checkContains(check, obs.output);
    case "not_contains":
      return checkNotContains(check, obs.output);
    case "max_length":
      return checkMaxLength(check, obs.output);
    case "min_length":
      return checkMinLength(check, obs.output);
    case "max_words":
      return checkMaxWords(check, obs.output);
    case "regex":
      return checkRegex(check, obs.output);
    case "json":
      return checkJson(check, evidence);
    case "classification":
      return checkClassification(check, evidence.label ?? predictedLabel(obs.output, check.caseInsensitive));
    case "required_fields":
      return checkRequiredFields(check, evidence);
    case "tool_call":
      return checkToolCall(check, evidence);
    case "retrieval":
      return checkRetrieval(check, evidence);
    case "mcp":
      return checkMcp(check, evidence);
    case "custom":
      return runCustomCheck(check, c, obs.output, evidence, registry);
    case "none":
      return checkNone();
    case "checks":
      return checkAll(check, (one) => judge(one, c, obs, evidence, registry));
    default: {
      const unknown: never = check;
      throw new Error(`unknown check type ${JSON.stringify((unknown as { type: string }).type)}`);
    }
  }
}
