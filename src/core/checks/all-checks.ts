import type { JsonObject } from "../json/value.js";
import type { CheckSpec } from "../suite/case.js";
import { type CheckOutcome, type CheckStatus, outcome, pass } from "./check-result.js";

type ChecksSpec = Extract<CheckSpec, { type: "checks" }>;

/**
 * Which status a list of outcomes takes: `error` (a check could not run) over `invalid` (the
 * evidence is malformed for a check) over `fail` over `pass`. An error is never hidden behind a
 * failure, and malformed evidence is never reported as a mere difference.
 */
const RANK: Record<CheckStatus, number> = { pass: 0, fail: 1, invalid: 2, error: 3 };

/**
 * Every check of the list judges the same evidence; the case passes when all pass. The reason is
 * the first check whose status is the combined one, named by type and position, so a reviewer
 * reads which criterion broke; `details.checks` keeps each check's own outcome.
 */
export function checkAll(
  spec: ChecksSpec,
  judge: (check: CheckSpec) => CheckOutcome | Promise<CheckOutcome>,
): CheckOutcome | Promise<CheckOutcome> {
  // One after the other, as listed; synchronously until a check (a plugin's) must be awaited.
  const outcomes: CheckOutcome[] = [];
  for (let i = 0; i < spec.checks.length; i++) {
    const judged = judge(spec.checks[i]!);
    if (judged instanceof Promise) return awaitRest(spec, judge, outcomes, judged, i);
    outcomes.push(judged);
  }
  return combined(spec, outcomes);
}

async function awaitRest(
  spec: ChecksSpec,
  judge: (check: CheckSpec) => CheckOutcome | Promise<CheckOutcome>,
  outcomes: CheckOutcome[],
  pending: Promise<CheckOutcome>,
  at: number,
): Promise<CheckOutcome> {
  outcomes.push(await pending);
  for (let i = at + 1; i < spec.checks.length; i++) outcomes.push(await judge(spec.checks[i]!));
  return combined(spec, outcomes);
}

function combined(spec: ChecksSpec, outcomes: CheckOutcome[]): CheckOutcome {
  const details: JsonObject = {
    checks: outcomes.map((o, i) => ({
      type: spec.checks[i]!.type,
      status: o.status,
      reason: o.reason,
      details: o.details,
    })),
  };
  const status = outcomes.reduce<CheckStatus>((s, o) => (RANK[o.status] > RANK[s] ? o.status : s), "pass");
  if (status === "pass") return pass(details);
  const first = outcomes.findIndex((o) => o.status === status);
  const others = outcomes.filter((o, i) => i !== first && o.status !== "pass").length;
  const n = spec.checks.length;
  const name = `${spec.checks[first]!.type} (check ${first + 1} of ${n})`;
  const more = others > 0 ? ` (and ${others} more ${others === 1 ? "check" : "checks"} not passing)` : "";
  details.failed_check = first + 1;
  return outcome(status, `${name}: ${outcomes[first]!.reason ?? status}${more}`, details);
}
