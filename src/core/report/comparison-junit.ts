import type { CaseComparison, Category, Comparison } from "../compare/comparison.js";
import { DEFAULT_FAIL_ON } from "../compare/comparison.js";
import { type GateOptions, missingShardNames } from "../compare/gate.js";
import { latencyText } from "./figures.js";
import { changeText, labelChangeText } from "./format.js";
import { gateHeadline } from "./gate-verdict.js";
import { cap } from "./markdown-escape.js";
import { xmlAttr, xmlText } from "./xml.js";

/** Why a case shows as skipped in JUnit although the comparison judged it. */
const NOT_GATING_NOTE = "not gating (add it to --fail-on to gate on it)";

/**
 * JUnit XML for CI systems, following the gate (`--fail-on`, `--fail-on-latency`): exactly the
 * gate-failing cases are `<failure>` (behaviour) or `<error>` (could not execute), so a JUnit
 * consumer is never red beside a green gate. Non-gating still-failing cases, missing cases and new
 * cases that do not pass in the candidate are `<skipped>` with the reason; changed and flaky cases pass with a note in `<system-out>`. Shards
 * missing from a merge are one `<error>` test case each. One `<testsuite>` named after the suite.
 */
export function renderComparisonJunit(
  c: Comparison,
  options: GateOptions = { failOn: DEFAULT_FAIL_ON, failOnLatency: false },
): string {
  const failOn = new Set<Category>(options.failOn);
  const kinds = c.cases.map((x) => kindOf(x, failOn, options.failOnLatency));
  const shards = missingShardNames(c);
  const failures = kinds.filter((k) => k === "failure").length;
  const errors = kinds.filter((k) => k === "error").length + shards.length;
  const skipped = kinds.filter((k) => k === "skipped").length;
  const counts = `tests="${c.cases.length + shards.length}" failures="${failures}" errors="${errors}" skipped="${skipped}"`;
  const suite = xmlAttr(c.candidate.suite);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="modelgate" ${counts}>`,
    `  <testsuite name="${suite}" ${counts}>`,
    "    <properties>",
    property("status", c.status),
    property("headline", gateHeadline(c, options)),
    property("baseline", c.baseline.config_id),
    property("candidate", c.candidate.config_id),
    property("baseline.model", c.baseline.model ?? ""),
    property("candidate.model", c.candidate.model ?? ""),
    "    </properties>",
    ...c.cases.map((x, i) => testcase(x, suite, kinds[i]!)),
    ...shards.map((name) => shardCase(name, suite)),
    "  </testsuite>",
    "</testsuites>",
  ];
  return `${lines.join("\n")}\n`;
}

type Kind = "failure" | "error" | "skipped" | "note" | "pass";

function kindOf(x: CaseComparison, failOn: ReadonlySet<Category>, failOnLatency: boolean): Kind {
  if (x.category === "error") return "error";
  if (failOn.has(x.category) || (failOnLatency && x.latency.slower)) return "failure";
  if (x.category === "still_failing" || x.category === "missing") return "skipped";
  // A new case that does not pass in the candidate is not gating, but must not look green.
  if (x.category === "new" && x.candidate_status !== "pass") return "skipped";
  if (x.category === "changed" || x.category === "flaky") return "note";
  return "pass";
}

function property(name: string, value: string): string {
  return `      <property name="${xmlAttr(name)}" value="${xmlAttr(cap(value, 500))}"/>`;
}

function testcase(x: CaseComparison, suite: string, kind: Kind): string {
  const time = x.latency.candidate_ms === null ? "" : ` time="${(x.latency.candidate_ms / 1000).toFixed(3)}"`;
  const open = `    <testcase name="${xmlAttr(x.id)}" classname="${suite}.${xmlAttr(x.type)}" file="${xmlAttr(x.source.file)}" line="${x.source.line}"${time}`;
  const reason = cap(x.reason ?? changeText(x), 1000);
  const body: string[] = [];
  switch (kind) {
    case "failure": {
      const type = x.category === "passing" || x.category === "changed" ? "slower" : x.category;
      const message = type === "slower" && x.reason === null ? `slower: ${latencyText(x)}` : reason;
      body.push(
        `      <failure type="${xmlAttr(type)}" message="${xmlAttr(message)}">${xmlText(details(x))}</failure>`,
      );
      break;
    }
    case "error":
      body.push(
        `      <error type="${xmlAttr(errorType(x))}" message="${xmlAttr(reason)}">${xmlText(details(x))}</error>`,
      );
      break;
    case "skipped": {
      const message = x.category === "missing" ? reason : `${changeText(x)}: ${reason}; ${NOT_GATING_NOTE}`;
      body.push(`      <skipped message="${xmlAttr(cap(message, 1200))}"/>`);
      break;
    }
    case "note":
      body.push(`      <system-out>${xmlText(details(x))}</system-out>`);
      break;
    case "pass":
      break;
  }
  if (body.length === 0) return `${open}/>`;
  return `${open}>\n${body.join("\n")}\n    </testcase>`;
}

/** The status of the side that could not execute. */
function errorType(x: CaseComparison): string {
  const bad = (s: string | null) => s !== null && s !== "pass" && s !== "fail" && s !== "invalid";
  if (bad(x.candidate_status)) return x.candidate_status!;
  if (bad(x.baseline_status)) return `baseline ${x.baseline_status}`;
  return "error";
}

function shardCase(name: string, suite: string): string {
  const message = `shard ${name} is missing from the merge: its cases were not compared`;
  return `    <testcase name="${xmlAttr(`shard ${name}`)}" classname="${suite}.merge">\n      <error type="missing_shard" message="${xmlAttr(message)}"/>\n    </testcase>`;
}

function details(x: CaseComparison): string {
  const lines = [`${changeText(x)}${x.reason === null ? "" : `: ${x.reason}`}`];
  if (x.label_change !== null)
    lines.push(`label: ${labelChangeText(x.label_change, "->", (label) => label)}`);
  const latency = latencyText(x);
  if (latency !== "") lines.push(`latency: ${latency}`);
  if (x.diff !== null) lines.push("", cap(x.diff, 8000));
  return lines.join("\n");
}
