import type { CaseComparison, Category, Comparison } from "../compare/comparison.js";
import { changeText, latencyText } from "./format.js";
import { cap } from "./markdown-escape.js";
import { xmlAttr, xmlText } from "./xml.js";

const FAILURE = new Set<Category>(["regression", "mismatch", "invalid", "still_failing"]);

/**
 * JUnit XML for CI systems: regressions, mismatches, invalid and still-failing cases are
 * `<failure>`, execution errors `<error>`, missing cases `<skipped>`; changed and flaky cases pass
 * with a note in `<system-out>`. One `<testsuite>` named after the suite.
 */
export function renderComparisonJunit(c: Comparison): string {
  const failures = c.cases.filter((x) => FAILURE.has(x.category)).length;
  const errors = c.summary.errors;
  const skipped = c.summary.missing;
  const counts = `tests="${c.cases.length}" failures="${failures}" errors="${errors}" skipped="${skipped}"`;
  const suite = xmlAttr(c.candidate.suite);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="modelgate" ${counts}>`,
    `  <testsuite name="${suite}" ${counts}>`,
    "    <properties>",
    property("status", c.status),
    property("baseline", c.baseline.config_id),
    property("candidate", c.candidate.config_id),
    property("baseline.model", c.baseline.model ?? ""),
    property("candidate.model", c.candidate.model ?? ""),
    "    </properties>",
    ...c.cases.map((x) => testcase(x, suite)),
    "  </testsuite>",
    "</testsuites>",
  ];
  return `${lines.join("\n")}\n`;
}

function property(name: string, value: string): string {
  return `      <property name="${xmlAttr(name)}" value="${xmlAttr(cap(value, 500))}"/>`;
}

function testcase(x: CaseComparison, suite: string): string {
  const time = x.latency.candidate_ms === null ? "" : ` time="${(x.latency.candidate_ms / 1000).toFixed(3)}"`;
  const open = `    <testcase name="${xmlAttr(x.id)}" classname="${suite}.${xmlAttr(x.type)}" file="${xmlAttr(x.source.file)}" line="${x.source.line}"${time}`;
  const reason = cap(x.reason ?? changeText(x), 1000);
  const body: string[] = [];
  if (FAILURE.has(x.category)) {
    body.push(
      `      <failure type="${x.category}" message="${xmlAttr(reason)}">${xmlText(details(x))}</failure>`,
    );
  } else if (x.category === "error") {
    body.push(
      `      <error type="${xmlAttr(x.candidate_status ?? "error")}" message="${xmlAttr(reason)}">${xmlText(details(x))}</error>`,
    );
  } else if (x.category === "missing") {
    body.push(`      <skipped message="${xmlAttr(reason)}"/>`);
  } else if (x.category === "changed" || x.category === "flaky") {
    body.push(`      <system-out>${xmlText(details(x))}</system-out>`);
  }
  if (body.length === 0) return `${open}/>`;
  return `${open}>\n${body.join("\n")}\n    </testcase>`;
}

function details(x: CaseComparison): string {
  const lines = [`${changeText(x)}${x.reason === null ? "" : `: ${x.reason}`}`];
  if (x.label_change !== null) lines.push(`label: '${x.label_change.from}' -> '${x.label_change.to}'`);
  const latency = latencyText(x);
  if (latency !== "") lines.push(`latency: ${latency}`);
  if (x.diff !== null) lines.push("", cap(x.diff, 8000));
  return lines.join("\n");
}
