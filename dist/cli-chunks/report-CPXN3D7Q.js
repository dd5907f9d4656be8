#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  renderRunJson
} from "./chunk-W4NGF5US.js";
import {
  cap,
  escapeId,
  escapeInline,
  fitSections,
  median,
  ms,
  num,
  sanitize
} from "./chunk-FBKIFUBI.js";
import {
  emit
} from "./chunk-RGSAACIB.js";
import {
  isJudged,
  readRunResult
} from "./chunk-A66D4V7O.js";
import {
  commandFlags,
  parseFlags
} from "./chunk-CGEUAC6L.js";
import {
  COMMAND_USAGE,
  EXIT
} from "./chunk-H7LBHXRB.js";
import "./chunk-SVE7TLRR.js";
import "./chunk-5CDIXIRV.js";
import "./chunk-4ONHOOYB.js";
import "./chunk-TK6EAAW5.js";
import "./chunk-YGNDAA5X.js";

// src/cli/commands/report.ts
import { resolve } from "node:path";

// src/core/report/run-view.ts
function runView(run) {
  const failing = run.cases.filter((c) => c.status !== "pass").map((c) => ({ c, reason: caseReason(c) }));
  const warnings = run.cases.flatMap(
    (c) => [...new Set(c.repetitions.flatMap((r) => r.warnings))].map((warning) => ({ id: c.id, warning }))
  );
  const perCase = [];
  const tokens = [];
  const sources = /* @__PURE__ */ new Set();
  for (const c of run.cases) {
    const timed = c.repetitions.filter((r) => isJudged(r.status) && r.duration_ms !== null);
    const m = median(timed.map((r) => r.duration_ms));
    if (m !== null) perCase.push(m);
    for (const r of timed) sources.add(r.duration_source);
    const counts = c.repetitions.map((r) => r.provider_metadata.eval_count).filter((n) => typeof n === "number");
    const t = median(counts);
    if (t !== null) tokens.push(t);
  }
  const anyError = run.cases.some((c) => !isJudged(c.status));
  const verdict = run.cancelled ? "CANCELLED" : anyError ? "ERRORS" : failing.length > 0 ? "FAILED" : "PASSED";
  return {
    failing,
    warnings,
    medianMs: median(perCase),
    timedCases: perCase.length,
    sources: [...sources].sort(),
    medianTokens: median(tokens),
    verdict
  };
}
function caseReason(c) {
  const reps = [...c.repetitions].sort((a, b) => a.index - b.index);
  const failed = reps.find((r) => r.status !== "pass" && isJudged(r.status));
  const broken = reps.find((r) => !isJudged(r.status));
  const pick = isJudged(c.status) ? failed ?? broken : broken ?? failed;
  if (pick === void 0) return c.status;
  const message = pick.error ?? pick.reason;
  const text = message === null ? pick.status : isJudged(pick.status) || pick.status === c.status ? message : `${pick.status}: ${message}`;
  return c.repeat > 1 ? `${c.pass_count}/${c.repeat} passed (min_pass ${c.min_pass}); ${text}` : text;
}
function runCounts(run) {
  const s = run.summary;
  return `${s.cases} ${s.cases === 1 ? "case" : "cases"}: ${s.passed} passed, ${s.failed} failed, ${s.invalid} invalid, ${s.errors} ${s.errors === 1 ? "error" : "errors"}`;
}

// src/core/report/run-markdown.ts
function renderRunMarkdown(run, opts = {}) {
  const view = runView(run);
  const title = escapeInline(opts.header ?? `ModelGate run: ${run.suite.name}`, 200);
  const head = [
    `## ${title}`,
    "",
    `**${view.verdict}**: ${runCounts(run)}.`,
    "",
    `Configuration ${escapeId(run.config.id)} (${escapeInline(run.config.provider, 20)}${run.config.model === null ? "" : `, ${escapeInline(run.config.model, 80)}`})${run.cancelled ? ", cancelled" : ""}`
  ].join("\n");
  const sections = [
    {
      head: `### Not passing (${view.failing.length})

| Case | Type | Status | Reason | Latency |
| --- | --- | --- | --- | --- |`,
      items: view.failing.map(({ c, reason }) => {
        const m = median(c.repetitions.map((r) => r.duration_ms).filter((d) => d !== null));
        const latency = m === null ? "" : ms(m);
        return {
          rank: c.status === "fail" || c.status === "invalid" ? 0 : 1,
          text: `| ${escapeId(c.id)} | ${escapeInline(c.type, 40)} | ${escapeInline(c.status, 20)} | ${escapeInline(reason, 300)} | ${latency} |`
        };
      }),
      block: false,
      noun: "cases"
    },
    {
      head: `### Warnings (${view.warnings.length})
`,
      items: view.warnings.map((w) => ({
        rank: 2,
        text: `- ${escapeId(w.id)}: ${escapeInline(w.warning, 200)}`
      })),
      block: false,
      noun: "warnings"
    }
  ];
  const perf = [];
  if (view.timedCases > 0) {
    perf.push(
      `Median latency ${ms(view.medianMs)} over ${view.timedCases} ${view.timedCases === 1 ? "case" : "cases"} (${escapeInline(view.sources.join(", "), 40)}).`
    );
  }
  if (view.medianTokens !== null) perf.push(`Median output tokens ${num(view.medianTokens)}.`);
  const foot = perf.length === 0 ? "" : `### Latency and tokens

${perf.join(" ")}`;
  return fitSections(head, sections, foot, opts.maxChars ?? 65e3);
}

// src/core/report/run-text.ts
function line(text, max = 300) {
  return cap(sanitize(text).replace(/[\t\n]+/g, " "), max);
}
function renderRunText(run) {
  const view = runView(run);
  const model = run.config.model === null ? "" : `, ${line(run.config.model, 80)}`;
  const out = [
    `ModelGate run: ${line(run.suite.name, 120)}`,
    `Configuration: ${line(run.config.id, 80)} (${run.config.provider}${model})`,
    `Started ${line(run.started_at, 40)}, finished ${line(run.finished_at, 40)}${run.cancelled ? " (cancelled)" : ""}`,
    "",
    `${view.verdict} - ${runCounts(run)}`
  ];
  if (view.failing.length > 0) {
    out.push("", `Not passing (${view.failing.length}):`);
    for (const { c, reason } of view.failing)
      out.push(`  ${line(c.id, 120)} [${c.type}] ${c.status}: ${line(reason)}`);
  }
  if (view.warnings.length > 0) {
    out.push("", "Warnings:");
    for (const w of view.warnings) out.push(`  ${line(w.id, 120)}: ${line(w.warning)}`);
  }
  out.push("");
  if (view.timedCases > 0) {
    out.push(
      `Latency (median over ${view.timedCases} ${view.timedCases === 1 ? "case" : "cases"}): ${ms(view.medianMs)} (${view.sources.join(", ")})`
    );
  }
  if (view.medianTokens !== null) out.push(`Output tokens (median): ${num(view.medianTokens)}`);
  return `${out.join("\n")}
`;
}

// src/cli/commands/report.ts
var USAGE = COMMAND_USAGE.report;
var FORMATS = ["text", "markdown", "json"];
async function reportCommand(argv, io) {
  const flags = commandFlags("report", USAGE, io, () => reportFlags(argv));
  if ("exit" in flags) return flags.exit;
  const parsed = flags.flags;
  const run = await readRunResult(parsed.file, resolve(io.cwd, parsed.file));
  const text = parsed.format === "json" ? renderRunJson(run) : parsed.format === "markdown" ? renderRunMarkdown(run) : renderRunText(run);
  await emit(io, parsed.output, text);
  return EXIT.ok;
}
function reportFlags(argv) {
  const { values, positionals } = parseFlags(argv, {
    format: { type: "string", short: "f" },
    output: { type: "string", short: "o" }
  });
  if (values.help === true) return "help";
  if (positionals.length !== 1) throw new Error(`expected one RESULT file, got ${positionals.length}`);
  const format = values.format ?? "text";
  if (!FORMATS.includes(format)) {
    const hint = values.format === "junit" ? " (JUnit is for comparisons: modelgate compare --format junit)" : "";
    throw new Error(`--format must be one of ${FORMATS.join(", ")}, got '${values.format}'${hint}`);
  }
  return { file: positionals[0], format, output: values.output };
}
export {
  reportCommand
};
