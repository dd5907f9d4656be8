#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  cap,
  codeBlock,
  deltaPct,
  escapeId,
  escapeInline,
  fitSections,
  latencyFigure,
  latencySources,
  latencyText,
  medianLatency,
  num,
  pct,
  round1,
  sanitize,
  showInvisible,
  sideLatency,
  sideTokens
} from "./chunk-FBKIFUBI.js";
import {
  readRunResults
} from "./chunk-R6X7RZDI.js";
import {
  writeOutput
} from "./chunk-RGSAACIB.js";
import {
  CATEGORIES,
  COMPARE_FORMAT,
  DEFAULT_FAIL_ON,
  SUMMARY_KEY,
  emptySummary
} from "./chunk-555NDIP7.js";
import {
  diffObservedCallSequences,
  jsonSha256,
  normalizeWhitespace,
  shardOf
} from "./chunk-67ZXPCTT.js";
import {
  describeChange,
  jsonDiff
} from "./chunk-TVINY5EB.js";
import {
  canonicalJson,
  sha256Hex
} from "./chunk-ELYQHKZU.js";
import {
  assertReadableFormat,
  isJudged
} from "./chunk-A66D4V7O.js";
import {
  commandFlags,
  parseFlags
} from "./chunk-CGEUAC6L.js";
import {
  COMMAND_USAGE,
  EXIT,
  InputError
} from "./chunk-H7LBHXRB.js";
import "./chunk-SVE7TLRR.js";
import {
  parseStrictJson
} from "./chunk-5CDIXIRV.js";
import {
  stringifyJson
} from "./chunk-4ONHOOYB.js";
import {
  isJsonObject
} from "./chunk-TK6EAAW5.js";
import "./chunk-YGNDAA5X.js";

// src/core/report/comparison-json.ts
function renderComparisonJson(c) {
  return `${JSON.stringify(c, null, 2)}
`;
}
var ELEMENTS_A_PIECE = 500;
function* comparisonJsonPieces(c) {
  let first = true;
  for (const [key, member] of Object.entries(c)) {
    const head = `${first ? "{" : ","}
  ${JSON.stringify(key)}: `;
    if (Array.isArray(member) && member.length > 0) {
      if (first) first = false;
      yield `${head}[`;
      for (let i = 0; i < member.length; i += ELEMENTS_A_PIECE) {
        const text3 = JSON.stringify(member.slice(i, i + ELEMENTS_A_PIECE), null, 2);
        yield `${i > 0 ? "," : ""}${indented(text3.slice(1, -2), "  ")}`;
      }
      yield "\n  ]";
      continue;
    }
    const text2 = JSON.stringify(member, null, 2);
    if (text2 === void 0) continue;
    first = false;
    yield `${head}${indented(text2, "  ")}`;
  }
  yield first ? "{}\n" : "\n}\n";
}
function indented(text2, by) {
  return text2.includes("\n") ? text2.replaceAll("\n", `
${by}`) : text2;
}

// src/core/compare/gate.ts
function gate(comparison, options) {
  const failOn = new Set(options.failOn);
  const present = new Set(comparison.cases.map((c) => c.category));
  const failing = CATEGORIES.filter((cat) => present.has(cat) && (cat === "error" || failOn.has(cat)));
  const slower = options.failOnLatency ? comparison.cases.filter((c) => c.latency.slower).length : 0;
  const missingShards = missingShardNames(comparison);
  const behaviour = failing.some((cat) => cat !== "error") || slower > 0;
  const exitCode = behaviour ? 1 : failing.includes("error") || missingShards.length > 0 ? 3 : 0;
  return { exitCode, failing, slower, missingShards };
}
function missingShardNames(comparison) {
  return comparison.missing_shards.flatMap((m) => m.missing.map((i) => `${m.side} ${i}/${m.count}`));
}
function parseFailOn(text2) {
  const failOn = new Set(DEFAULT_FAIL_ON);
  for (const raw of text2.split(",")) {
    const name = raw.trim().replaceAll("-", "_");
    if (name === "") continue;
    const category = CATEGORIES.find((c) => c === name || SUMMARY_KEY[c] === name);
    if (category === void 0) {
      return {
        ok: false,
        error: `unknown category '${raw.trim()}' in --fail-on (known: ${CATEGORIES.join(", ")})`
      };
    }
    failOn.add(category);
  }
  return { ok: true, failOn: CATEGORIES.filter((c) => failOn.has(c)) };
}

// src/core/report/format.ts
var STATUS_WORD = {
  compatible: "COMPATIBLE",
  regressed: "REGRESSED",
  unavailable: "UNAVAILABLE",
  execution_failure: "EXECUTION FAILURE"
};
var STATUS_MEANING = {
  compatible: "no regression, mismatch or invalid evidence",
  regressed: "behaviour the application relies on changed",
  unavailable: "a provider or model could not be reached on one side; nothing was judged for those cases",
  execution_failure: "some cases could not run on one side (or shard parts are missing), so they could not be judged; nothing that ran regressed"
};
var CATEGORY_TITLE = {
  regression: "Regressions",
  mismatch: "Contract mismatches",
  invalid: "Invalid evidence",
  error: "Execution errors",
  flaky: "Flaky",
  fixed: "Fixed",
  still_failing: "Still failing",
  changed: "Passing with changed output (review, not a regression)",
  passing: "Passing, unchanged",
  missing: "Missing from the candidate",
  new: "New in the candidate"
};
var CATEGORY_LABEL = {
  regression: "regression",
  mismatch: "mismatch",
  invalid: "invalid",
  error: "error",
  flaky: "flaky",
  fixed: "fixed",
  still_failing: "still failing",
  changed: "changed",
  passing: "passing",
  missing: "missing",
  new: "new"
};
var ATTENTION = [
  "regression",
  "mismatch",
  "invalid",
  "error",
  "flaky",
  "still_failing"
];
function countsLine(c) {
  const s = c.summary;
  const parts = [
    [s.regressions, "regression", "regressions"],
    [s.mismatches, "mismatch", "mismatches"],
    [s.invalid, "invalid", "invalid"],
    [s.errors, "error", "errors"],
    [s.flaky, "flaky", "flaky"],
    [s.still_failing, "still failing", "still failing"],
    [s.fixed, "fixed", "fixed"],
    [s.changed, "changed", "changed"],
    [s.passing, "passing", "passing"],
    [s.missing, "missing", "missing"],
    [s.new, "new", "new"]
  ];
  const shown = parts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  return `${s.cases} ${s.cases === 1 ? "case" : "cases"}${shown.length > 0 ? `: ${shown.join(", ")}` : ""}`;
}
function statusPair(c, arrow = "->") {
  return `${c.baseline_status ?? "absent"} ${arrow} ${c.candidate_status ?? "absent"}`;
}
function changeText(c, arrow = "->") {
  const text2 = categoryChange(c, arrow);
  return c.definition_changed ? `${text2}, definition changed` : text2;
}
function categoryChange(c, arrow) {
  const label = CATEGORY_LABEL[c.category];
  switch (c.category) {
    case "missing":
    case "new":
      return label;
    case "error":
      if (c.candidate_status !== null && !isJudged(c.candidate_status))
        return c.candidate_status === "error" ? label : `${label} (${c.candidate_status})`;
      if (c.baseline_status !== null && !isJudged(c.baseline_status))
        return `${label} (baseline ${c.baseline_status})`;
      return label;
    case "mismatch":
    case "invalid":
      return `${label} (${c.contract ?? "contract"})`;
    default:
      if (c.p_value !== null) {
        return `${label} (${c.baseline_pass_count}/${c.repeat.baseline} ${arrow} ${c.candidate_pass_count}/${c.repeat.candidate} passed)`;
      }
      return `${label} (${statusPair(c, arrow)})`;
  }
}
function age(seconds) {
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 2 * 86400) {
    const h = Math.floor(seconds / 3600);
    const m = Math.round(seconds % 3600 / 60);
    return m === 0 ? `${h} h` : `${h} h ${m} min`;
  }
  return `${Math.round(seconds / 86400)} days`;
}
function editedSentence(c, show, ellipsis) {
  const edited = c.cases.filter((x) => x.definition_changed).map((x) => x.id);
  if (edited.length === 0) return null;
  const ids = edited.slice(0, 10).map((id) => show(id));
  const more = edited.length > 10 ? `, ${ellipsis} (${edited.length} in all)` : "";
  return `Case definitions changed since the baseline: ${ids.join(", ")}${more}; their results may reflect the edit, not the model.`;
}

// src/core/report/headline.ts
function headlineDetail(c) {
  const s = c.summary;
  const parts = [];
  const behaviour = [
    [s.regressions, "regression", "regressions"],
    [s.mismatches, "mismatch", "mismatches"],
    [s.invalid, "invalid", "invalid"]
  ].filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  if (behaviour.length > 0) parts.push(behaviour.join(", "));
  if (s.errors > 0) parts.push(`${s.errors} ${s.errors === 1 ? "case" : "cases"} could not run`);
  const shardText = (m) => `shard${m.missing.length === 1 ? "" : "s"} ${m.missing.map((i) => `${i}/${m.count}`).join(", ")}`;
  const [first, second] = c.missing_shards;
  if (first !== void 0 && second !== void 0 && shardText(first) === shardText(second)) {
    parts.push(`${shardText(first)} missing from both merges`);
  } else {
    for (const m of c.missing_shards) parts.push(`${shardText(m)} missing from the ${m.side} merge`);
  }
  if (parts.length === 0) parts.push(`no regression in ${s.cases} ${s.cases === 1 ? "case" : "cases"}`);
  return parts.join("; ");
}
function headline(c) {
  return `${STATUS_WORD[c.status]}: ${headlineDetail(c)}`;
}
function figureWord(figure) {
  switch (figure) {
    case "compute":
      return "the provider's compute time (no model load, no queue wait)";
    case "wall_clock":
      return "wall-clock time (the provider reported no compute time on both sides)";
    case "mixed":
      return "compute time where both sides have it, wall-clock time elsewhere";
  }
}

// src/core/report/xml.ts
var NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function xmlText(text2) {
  return showInvisible(text2).replace(NOT_XML, "�").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function xmlAttr(text2) {
  return xmlText(text2).replace(/"/g, "&quot;").replace(/'/g, "&apos;").replace(/\r/g, "&#13;").replace(/\n/g, "&#10;").replace(/\t/g, "&#9;");
}

// src/core/report/comparison-junit.ts
var NOT_GATING_NOTE = "not gating (add it to --fail-on to gate on it)";
function renderComparisonJunit(c, options = { failOn: DEFAULT_FAIL_ON, failOnLatency: false }) {
  const failOn = new Set(options.failOn);
  const kinds = c.cases.map((x) => kindOf(x, failOn, options.failOnLatency));
  const shards = missingShardNames(c);
  const failures = kinds.filter((k) => k === "failure").length;
  const errors = kinds.filter((k) => k === "error").length + shards.length;
  const skipped = kinds.filter((k) => k === "skipped").length;
  const counts2 = `tests="${c.cases.length + shards.length}" failures="${failures}" errors="${errors}" skipped="${skipped}"`;
  const suite = xmlAttr(c.candidate.suite);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="modelgate" ${counts2}>`,
    `  <testsuite name="${suite}" ${counts2}>`,
    "    <properties>",
    property("status", c.status),
    property("headline", headline(c)),
    property("baseline", c.baseline.config_id),
    property("candidate", c.candidate.config_id),
    property("baseline.model", c.baseline.model ?? ""),
    property("candidate.model", c.candidate.model ?? ""),
    "    </properties>",
    ...c.cases.map((x, i) => testcase(x, suite, kinds[i])),
    ...shards.map((name) => shardCase(name, suite)),
    "  </testsuite>",
    "</testsuites>"
  ];
  return `${lines.join("\n")}
`;
}
function kindOf(x, failOn, failOnLatency) {
  if (x.category === "error") return "error";
  if (failOn.has(x.category) || failOnLatency && x.latency.slower) return "failure";
  if (x.category === "still_failing" || x.category === "missing") return "skipped";
  if (x.category === "changed" || x.category === "flaky") return "note";
  return "pass";
}
function property(name, value2) {
  return `      <property name="${xmlAttr(name)}" value="${xmlAttr(cap(value2, 500))}"/>`;
}
function testcase(x, suite, kind) {
  const time = x.latency.candidate_ms === null ? "" : ` time="${(x.latency.candidate_ms / 1e3).toFixed(3)}"`;
  const open = `    <testcase name="${xmlAttr(x.id)}" classname="${suite}.${xmlAttr(x.type)}" file="${xmlAttr(x.source.file)}" line="${x.source.line}"${time}`;
  const reason = cap(x.reason ?? changeText(x), 1e3);
  const body = [];
  switch (kind) {
    case "failure": {
      const type = x.category === "passing" || x.category === "changed" ? "slower" : x.category;
      const message = type === "slower" && x.reason === null ? `slower: ${latencyText(x)}` : reason;
      body.push(
        `      <failure type="${xmlAttr(type)}" message="${xmlAttr(message)}">${xmlText(details(x))}</failure>`
      );
      break;
    }
    case "error":
      body.push(
        `      <error type="${xmlAttr(errorType(x))}" message="${xmlAttr(reason)}">${xmlText(details(x))}</error>`
      );
      break;
    case "skipped": {
      const message = x.category === "still_failing" ? `${changeText(x)}: ${reason}; ${NOT_GATING_NOTE}` : reason;
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
  return `${open}>
${body.join("\n")}
    </testcase>`;
}
function errorType(x) {
  const bad = (s) => s !== null && s !== "pass" && s !== "fail" && s !== "invalid";
  if (bad(x.candidate_status)) return x.candidate_status;
  if (bad(x.baseline_status)) return `baseline ${x.baseline_status}`;
  return "error";
}
function shardCase(name, suite) {
  const message = `shard ${name} is missing from the merge: its cases were not compared`;
  return `    <testcase name="${xmlAttr(`shard ${name}`)}" classname="${suite}.merge">
      <error type="missing_shard" message="${xmlAttr(message)}"/>
    </testcase>`;
}
function details(x) {
  const lines = [`${changeText(x)}${x.reason === null ? "" : `: ${x.reason}`}`];
  if (x.label_change !== null) lines.push(`label: '${x.label_change.from}' -> '${x.label_change.to}'`);
  const latency = latencyText(x);
  if (latency !== "") lines.push(`latency: ${latency}`);
  if (x.diff !== null) lines.push("", cap(x.diff, 8e3));
  return lines.join("\n");
}

// src/core/report/identity-lines.ts
function extraIdentityRows(c) {
  const rows = [];
  const both = (label, f) => {
    const b2 = f(c.baseline);
    const d2 = f(c.candidate);
    if (b2 !== null || d2 !== null) rows.push({ label, baseline: b2 ?? "–", candidate: d2 ?? "–" });
  };
  both("Quantization", (r) => r.quantization ?? null);
  both("Embedding model", (r) => r.embedding_model ?? null);
  both("Embedding digest", (r) => r.embedding_digest ?? null);
  const servers = (r) => r.mcp_servers === void 0 ? null : r.mcp_servers.map((s) => `${s.name}: ${s.server === null ? "unknown" : `${s.server.name} ${s.server.version}`}`).join(", ");
  const b = servers(c.baseline);
  const d = servers(c.candidate);
  if (b !== d) rows.push({ label: "MCP servers", baseline: b ?? "–", candidate: d ?? "–" });
  return rows;
}

// src/core/report/markdown-identity.ts
var DIGEST_CHARS = 12;
function shortDigest(digest) {
  const hex = digest.replace(/^sha256:/, "");
  return /^[0-9a-f]{13,}$/i.test(hex) ? hex.slice(0, DIGEST_CHARS) : digest;
}
function renderIdentities(c, links) {
  const row = (label, f) => `| ${label} | ${escapeInline(f(c.baseline), 80)} | ${escapeInline(f(c.candidate), 80)} |`;
  const digest = (r) => r.model_digest === null ? r.provider === "openai" ? "none (see system_fingerprint)" : "–" : shortDigest(r.model_digest);
  const rows = [
    "### Runs",
    "",
    "| | Baseline | Candidate |",
    "| --- | --- | --- |",
    row("Configuration", (r) => r.config_id),
    row("Provider", (r) => r.provider),
    row("Model", (r) => r.model ?? "–"),
    // OpenAI-compatible servers have no digest: say so, so a silent model swap is not assumed away.
    row("Model digest", digest),
    row("Ollama version", (r) => r.ollama_version ?? "–"),
    ...extraIdentityRows(c).map(
      (x) => `| ${x.label} | ${escapeInline(shortIfDigest(x.label, x.baseline), 80)} | ${escapeInline(shortIfDigest(x.label, x.candidate), 80)} |`
    ),
    row("Started", (r) => r.started_at),
    row("Duration", duration),
    row("Capture", (r) => r.capture)
  ];
  if (c.baseline.tags.length + c.candidate.tags.length > 0)
    rows.push(row("Tags", (r) => r.tags.join(", ") || "all"));
  if (c.baseline.provenance !== null || c.candidate.provenance !== null)
    rows.push(row("Source", provenanceText));
  const parts = [rows.join("\n")];
  const linkLine = renderLinks(links);
  if (linkLine !== "") parts.push(linkLine);
  const full = fullValues(c);
  if (full !== "") parts.push(full);
  return parts.join("\n\n");
}
function shortIfDigest(label, text2) {
  return /digest/i.test(label) ? shortDigest(text2) : text2;
}
function duration(r) {
  const ms = Date.parse(r.finished_at) - Date.parse(r.started_at);
  if (!Number.isFinite(ms) || ms < 0) return "–";
  if (ms < 1e3) return `${ms} ms`;
  const s = ms / 1e3;
  return s < 60 ? `${Number(s.toFixed(1))} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}
function provenanceText(r) {
  const p = r.provenance;
  if (p === null) return "–";
  const parts = [p.source];
  if (p.commit !== null) parts.push(`commit ${p.commit.slice(0, 12)}`);
  if (p.age_seconds !== null) parts.push(`${age(p.age_seconds)} old`);
  return parts.join(", ");
}
function fullValues(c) {
  const lines = [];
  for (const [side2, r] of [
    ["baseline", c.baseline],
    ["candidate", c.candidate]
  ]) {
    if (r.model_digest !== null && shortDigest(r.model_digest) !== r.model_digest)
      lines.push(`${side2} model digest: ${r.model_digest}`);
    if (r.embedding_digest && shortDigest(r.embedding_digest) !== r.embedding_digest)
      lines.push(`${side2} embedding digest: ${r.embedding_digest}`);
  }
  if (lines.length === 0) return "";
  return `<details><summary>Full digests</summary>

${codeBlock(lines.join("\n"), "", 2e3)}

</details>`;
}
var SAFE_URL = /^https:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[A-Za-z0-9._~%/-]*)?$/;
function renderLinks(links) {
  if (links === void 0) return "";
  const parts = [];
  const sha = links.commitSha !== void 0 && /^[0-9a-f]{7,64}$/i.test(links.commitSha) ? links.commitSha : null;
  if (sha !== null) {
    const text2 = `\`${sha.slice(0, 12)}\``;
    parts.push(
      links.commitUrl !== void 0 && SAFE_URL.test(links.commitUrl) ? `Commit [${text2}](${links.commitUrl})` : `Commit ${text2}`
    );
  }
  if (links.runUrl !== void 0 && SAFE_URL.test(links.runUrl))
    parts.push(`[Workflow run](${links.runUrl})`);
  return parts.join(" · ");
}

// src/core/report/markdown-status.ts
var STATUS_ICON = {
  compatible: "✅",
  regressed: "❌",
  unavailable: "⚠️",
  execution_failure: "⚠️"
};
var CATEGORY_ICON = {
  regression: "❌",
  mismatch: "❌",
  invalid: "❌",
  error: "⚠️",
  flaky: "🎲",
  still_failing: "🔁",
  fixed: "🩹",
  changed: "✏️",
  passing: "✅",
  missing: "➖",
  new: "➕"
};
var ROW_ORDER = [...ATTENTION, "fixed", "changed", "passing", "missing", "new"];
var PLURAL = {
  regression: "regressions",
  mismatch: "mismatches",
  error: "errors"
};
function countsRow(c) {
  const shown = ROW_ORDER.filter((cat) => c.summary[SUMMARY_KEY[cat]] > 0).map((cat) => {
    const n = c.summary[SUMMARY_KEY[cat]];
    return `${CATEGORY_ICON[cat]} ${n} ${n === 1 ? CATEGORY_LABEL[cat] : PLURAL[cat] ?? CATEGORY_LABEL[cat]}`;
  });
  const total = `${c.summary.cases} ${c.summary.cases === 1 ? "case" : "cases"}`;
  return shown.length === 0 ? total : `${total}: ${shown.join(" · ")}`;
}

// src/core/report/comparison-markdown.ts
var DEFAULT_MAX_CHARS = 65e3;
var ARROW = "→";
var RANK_GATE = 0;
var RANK_GATE_DIFF = 1;
function renderComparisonMarkdown(c, opts = {}) {
  const maxChars = opts.maxChars ?? DEFAULT_MAX_CHARS;
  const outputs = opts.outputs ?? "excerpt";
  const failOn = /* @__PURE__ */ new Set([...opts.failOn ?? DEFAULT_FAIL_ON, "error"]);
  const gating = c.cases.filter((x) => failOn.has(x.category));
  const passing = gating.length === 0 && c.status === "compatible" && c.missing_shards.length === 0;
  const title = opts.header === void 0 ? `ModelGate: ${escapeInline(c.candidate.suite, 120)}` : escapeInline(opts.header, 200);
  const sections = buildSections(c, outputs, failOn);
  const runs = renderIdentities(c, opts.links);
  if (!passing) {
    const rest = sections.slice(2).find((s) => s.items.length > 0);
    if (rest !== void 0) rest.head = `### Not gating

${rest.head}`;
  }
  if (passing) {
    const note = editedNote(c);
    const head = `## ${STATUS_ICON[c.status]} ${title}: ${STATUS_WORD[c.status]} · ${countsRow(c)}

<details><summary>Details</summary>${note === "" ? "" : `

${note}`}`;
    return fitSections(head, sections, `${runs}

</details>`, maxChars);
  }
  return fitSections(renderHead(c, title), sections, runs, maxChars);
}
function renderHead(c, title) {
  const meaning = STATUS_MEANING[c.status];
  const status = `## ${STATUS_ICON[c.status]} ${title}: ${STATUS_WORD[c.status]}, ${escapeInline(headlineDetail(c), 300)}`;
  const counts2 = `${countsRow(c)}. ${meaning[0].toUpperCase()}${meaning.slice(1)}.`;
  const note = editedNote(c);
  return `${status}

${counts2}${note === "" ? "" : `

${note}`}`;
}
function editedNote(c) {
  return editedSentence(c, (id) => escapeId(id), "…") ?? "";
}
function collapsed(summary, intro = "") {
  return {
    // The blank line ends the HTML block, so the Markdown that follows is rendered.
    head: intro === "" ? `<details><summary>${summary}</summary>
` : `<details><summary>${summary}</summary>

${intro}`,
    tail: "</details>"
  };
}
function buildSections(c, outputs, failOn) {
  const byCategory = /* @__PURE__ */ new Map();
  for (const x of c.cases) {
    const list = byCategory.get(x.category);
    if (list === void 0) byCategory.set(x.category, [x]);
    else list.push(x);
  }
  const of = (cat) => byCategory.get(cat) ?? [];
  const inCategory = (cats) => cats.flatMap((cat) => failOn.has(cat) ? [] : of(cat));
  const gating = [...ATTENTION, ...CATEGORIES.filter((cat) => !ATTENTION.includes(cat))].flatMap(
    (cat) => failOn.has(cat) ? of(cat) : []
  );
  const still = inCategory(["still_failing"]);
  const flaky = inCategory(["flaky"]);
  const fixed = inCategory(["fixed"]);
  const changed = inCategory(["changed"]);
  const oneSided2 = inCategory(["missing", "new"]);
  const labels = c.cases.filter((x) => x.label_change !== null);
  const warnings = c.cases.flatMap((x) => x.new_warnings.map((w) => ({ x, w })));
  const timed = latencyCases(c);
  const withDiff = outputs === "excerpt" ? gating.filter((x) => x.diff !== null) : [];
  const TABLE = "| Case | Type | Change | Reason | Latency |\n| --- | --- | --- | --- | --- |";
  return [
    {
      head: `### Failing the gate (${gating.length})
`,
      table: TABLE,
      items: gating.map((x) => ({ rank: RANK_GATE, text: attentionRow(x) })),
      block: false,
      noun: "cases"
    },
    {
      head: "",
      items: withDiff.map((x) => ({ rank: RANK_GATE_DIFF, text: details2(x, "gate") })),
      block: true,
      noun: "diffs"
    },
    {
      ...collapsed(
        `${CATEGORY_ICON.still_failing} Still failing (${still.length}): known failures, failing in the baseline too`
      ),
      table: TABLE,
      items: still.map((x) => ({ rank: 3, text: attentionRow(x) })),
      block: false,
      noun: "cases"
    },
    {
      ...collapsed(
        `${CATEGORY_ICON.flaky} Flaky (${flaky.length}): pass rates that moved without a significant drop`
      ),
      table: TABLE,
      items: flaky.map((x) => ({ rank: 3, text: attentionRow(x) })),
      block: false,
      noun: "cases"
    },
    {
      ...collapsed(
        `${CATEGORY_ICON.changed} Changed outputs (${changed.length}): passing in both runs, review, not regressions`
      ),
      items: changed.map((x) => ({ rank: 4, text: changedItem(x, outputs) })),
      block: true,
      noun: "cases"
    },
    {
      ...collapsed(`${CATEGORY_ICON.fixed} Fixed (${fixed.length})`),
      items: fixed.map((x) => ({
        rank: 4,
        text: `- ${caseRef(x)}: ${escapeInline(x.reason ?? "passes now", 300)}`
      })),
      block: false,
      noun: "cases"
    },
    {
      ...collapsed(`Label changes (${labels.length})`),
      items: labels.map((x) => ({
        rank: 5,
        text: `- ${escapeId(x.id)}: '${escapeInline(x.label_change.from, 80)}' ${ARROW} '${escapeInline(x.label_change.to, 80)}'`
      })),
      block: false,
      noun: "label changes"
    },
    {
      ...collapsed(`New warnings (${warnings.length})`),
      items: warnings.map(({ x, w }) => ({
        rank: 6,
        text: `- ${escapeId(x.id)}: ${escapeInline(w, 200)} (new)`
      })),
      block: false,
      noun: "warnings"
    },
    {
      ...collapsed(`Missing and new (${oneSided2.length})`),
      items: oneSided2.map((x) => ({
        rank: 6,
        text: `- ${caseRef(x)}: ${CATEGORY_LABEL[x.category]}, ${escapeInline(x.reason ?? "", 200)}`
      })),
      block: false,
      noun: "cases"
    },
    {
      ...collapsed(latencySummary(c), `${latencyIntro(c)}
`),
      table: "| Case | Latency | Output tokens | Tokens per second |\n| --- | --- | --- | --- |",
      items: timed.map((x) => ({ rank: flagged(x) ? 6 : 7, text: latencyRow(x) })),
      block: false,
      noun: "cases"
    }
  ];
}
function caseRef(x) {
  return `${escapeId(x.id)} (${escapeInline(x.type, 40)})`;
}
function attentionRow(x) {
  const cells = [
    escapeId(x.id),
    escapeInline(x.type, 40),
    escapeInline(changeText(x, ARROW), 80),
    escapeInline(x.reason ?? "", 300),
    escapeInline(latencyText(x, ARROW), 80)
  ];
  return `| ${cells.join(" | ")} |`;
}
function changedItem(x, outputs) {
  if (outputs === "excerpt" && x.diff !== null) return details2(x);
  const label = x.label_change === null ? "" : ` ('${escapeInline(x.label_change.from, 60)}' ${ARROW} '${escapeInline(x.label_change.to, 60)}')`;
  return `- ${caseRef(x)}: ${escapeInline(x.reason ?? "changed", 200)}${label}`;
}
function details2(x, where = "changed") {
  const what = `<code>${escapeInline(x.id, 120)}</code> (${escapeInline(x.type, 40)}, ${escapeInline(
    CATEGORY_LABEL[x.category],
    20
  )})`;
  const summary = where === "gate" ? `Diff of ${what}` : `${what}: ${escapeInline(x.reason ?? "", 200)}`;
  return `<details><summary>${summary}</summary>

${codeBlock(x.diff ?? "", "diff", 4e3)}

</details>`;
}
function paren(text2) {
  return text2 === "" ? "" : ` (${text2})`;
}
function flagged(x) {
  return x.latency.slower || x.tokens.longer || x.tokens.tps_slower;
}
function latencyCases(c) {
  const moved = c.cases.filter(
    (x) => flagged(x) || x.latency.delta_ms !== null && x.latency.delta_ms !== 0 || x.tokens.baseline !== null && x.tokens.candidate !== null && x.tokens.baseline !== x.tokens.candidate
  );
  return [...moved.filter(flagged), ...moved.filter((x) => !flagged(x))];
}
function latencyRow(x) {
  const t = x.tokens;
  const tokens = t.baseline === null && t.candidate === null ? "" : `${num(t.baseline)} ${ARROW} ${num(t.candidate)}${paren(pct(t.delta_pct))}${t.longer ? ", longer" : ""}`;
  const tps = t.tps_baseline === null && t.tps_candidate === null ? "" : `${num(t.tps_baseline)} ${ARROW} ${num(t.tps_candidate)}${paren(pct(t.tps_delta_pct))}${t.tps_slower ? ", fewer" : ""}`;
  const cells = [
    escapeId(x.id),
    escapeInline(latencyText(x, ARROW), 80),
    escapeInline(tokens, 80),
    escapeInline(tps, 80)
  ];
  return `| ${cells.join(" | ")} |`;
}
function latencySummary(c) {
  const l = c.latency;
  const parts = [];
  if (l.cases_compared > 0) parts.push(`median ${medianLatency(l, ARROW)}${paren(pct(l.delta_pct))}`);
  const flags = [
    [l.slower_cases, "slower"],
    [c.tokens.longer_cases, "longer output"],
    [c.tokens.tps_slower_cases, "fewer tokens per second"]
  ];
  for (const [n, what] of flags) if (n > 0) parts.push(`${n} ${what}`);
  return `⏱ Latency and tokens${parts.length > 0 ? `: ${parts.join(", ")}` : ""}`;
}
function latencyIntro(c) {
  const l = c.latency;
  const t = c.tokens;
  const lines = [];
  if (l.cases_compared === 0) {
    lines.push("No case was timed on both sides.");
  } else {
    lines.push(
      `Median latency: ${medianLatency(l, ARROW)}${paren(pct(l.delta_pct))} over ${l.cases_compared} ${l.cases_compared === 1 ? "case" : "cases"} (${latencySources(l)}). A case is slower past +${l.threshold_pct}% and +${l.min_delta_ms} ms: ${l.slower_cases} ${l.slower_cases === 1 ? "case" : "cases"}. Compared figure: ${l.figure === null ? "none" : figureWord(l.figure)}.`
    );
  }
  if (t.cases_compared > 0) {
    const tps = t.tps_baseline_median === null || t.tps_candidate_median === null ? "" : `; tokens per second ${num(t.tps_baseline_median)} ${ARROW} ${num(t.tps_candidate_median)}${paren(pct(t.tps_delta_pct))}`;
    lines.push(
      `Output tokens (median): ${num(t.baseline_median)} ${ARROW} ${num(t.candidate_median)}${paren(pct(t.delta_pct))}${tps}.`
    );
  }
  return lines.join("\n\n");
}

// src/core/report/comparison-text.ts
var LISTED = [...ATTENTION, "fixed", "changed", "missing", "new"];
var WITH_DIFF = /* @__PURE__ */ new Set(["regression", "mismatch", "invalid", "flaky", "changed"]);
var DIFF_LINES = 12;
function line(text2, max = 300) {
  return cap(sanitize(text2).replace(/[\t\n]+/g, " "), max);
}
function renderComparisonText(c) {
  const out = [];
  out.push(`ModelGate comparison: ${line(c.candidate.suite, 120)}`);
  out.push(`Baseline: ${side(c.baseline)}    Candidate: ${side(c.candidate)}`);
  for (const r of extraIdentityRows(c))
    out.push(`${r.label}: ${line(r.baseline, 160)} -> ${line(r.candidate, 160)}`);
  if (c.baseline.provenance !== null) {
    const p = c.baseline.provenance;
    const commit = p.commit === null ? "" : ` at ${line(p.commit.slice(0, 12), 12)}`;
    const age2 = p.age_seconds === null ? "" : `, ${Math.round(p.age_seconds / 3600)} h old`;
    out.push(`Baseline source: ${line(p.source, 40)}${commit}${age2}`);
  }
  out.push("", headline(c), countsLine(c), `(${STATUS_MEANING[c.status]})`);
  if (c.latency.figure !== null) out.push(`Latency compares ${figureWord(c.latency.figure)}.`);
  const edited = editedSentence(c, (id) => line(id, 80), "...");
  if (edited !== null) out.push(edited);
  const byCategory = new Map(LISTED.map((category) => [category, []]));
  for (const x of c.cases) byCategory.get(x.category)?.push(x);
  for (const category of LISTED) {
    const cases = byCategory.get(category);
    if (cases.length === 0) continue;
    out.push("", `${CATEGORY_TITLE[category]} (${cases.length}):`);
    for (const x of cases) {
      out.push(`  ${caseLine(x)}`);
      if (WITH_DIFF.has(category) && x.diff !== null) out.push(...diffLines(x.diff));
    }
  }
  const labels = c.cases.filter((x) => x.label_change !== null);
  if (labels.length > 0) {
    out.push("", `Classification changes (${labels.length}):`);
    for (const x of labels)
      out.push(
        `  ${line(x.id, 120)}: '${line(x.label_change.from, 80)}' -> '${line(x.label_change.to, 80)}'`
      );
  }
  const warned = c.cases.filter((x) => x.candidate_warnings.length > 0);
  if (warned.length > 0) {
    out.push("", "Warnings:");
    for (const x of warned) {
      for (const w of x.candidate_warnings)
        out.push(`  ${line(x.id, 120)}: ${line(w)}${x.new_warnings.includes(w) ? " (new)" : ""}`);
    }
  }
  out.push("", ...performance(c));
  return `${out.join("\n")}
`;
}
function side(id) {
  const model = id.model === null ? "" : `, ${line(id.model, 80)}`;
  return `${line(id.config_id, 80)} (${id.provider}${model})`;
}
function caseLine(x) {
  const reason = x.reason === null ? "" : `: ${line(x.reason)}`;
  return `${line(x.id, 120)} [${x.type}] ${changeText(x)}${reason}`;
}
function diffLines(diff) {
  const lines = diff.split("\n").map((l) => `      ${line(l, 160)}`);
  if (lines.length <= DIFF_LINES) return lines;
  return [...lines.slice(0, DIFF_LINES - 1), `      … ${lines.length - DIFF_LINES + 1} more diff lines`];
}
function performance(c) {
  const l = c.latency;
  const out = [];
  if (l.cases_compared === 0) {
    out.push("Latency: no case was timed on both sides");
  } else {
    const delta = l.delta_pct === null ? "" : `${pct(l.delta_pct)}; `;
    out.push(
      `Latency (median over ${l.cases_compared} ${l.cases_compared === 1 ? "case" : "cases"}): ${medianLatency(l)} (${delta}${latencySources(l)})`
    );
  }
  const slower = c.cases.filter((x) => x.latency.slower);
  if (slower.length > 0) {
    out.push(`Slower than +${l.threshold_pct}% and +${l.min_delta_ms} ms:`);
    for (const x of slower) out.push(`  ${line(x.id, 120)}: ${latencyText(x).replace(/, slower$/, "")}`);
  }
  const t = c.tokens;
  if (t.cases_compared > 0) {
    const tps = t.tps_baseline_median === null || t.tps_candidate_median === null ? "" : `; tokens/s ${num(t.tps_baseline_median)} -> ${num(t.tps_candidate_median)}${t.tps_delta_pct === null ? "" : ` (${pct(t.tps_delta_pct)})`}`;
    out.push(
      `Output tokens (median over ${t.cases_compared} ${t.cases_compared === 1 ? "case" : "cases"}): ${num(t.baseline_median)} -> ${num(t.candidate_median)}${t.delta_pct === null ? "" : ` (${pct(t.delta_pct)})`}${tps}`
    );
    const longer = c.cases.filter((x) => x.tokens.longer);
    if (longer.length > 0) {
      out.push("Longer output:");
      for (const x of longer) {
        out.push(
          `  ${line(x.id, 120)}: ${num(x.tokens.baseline)} -> ${num(x.tokens.candidate)} tokens (${pct(x.tokens.delta_pct)})`
        );
      }
    }
  }
  return out;
}

// src/app/compare.ts
var REPORT_FORMATS = ["text", "markdown", "json", "junit"];
var DEFAULT_GATE = { failOn: DEFAULT_FAIL_ON, failOnLatency: false };
function renderComparison(comparison, format, gateOptions = DEFAULT_GATE) {
  switch (format) {
    case "text":
      return renderComparisonText(comparison);
    case "markdown":
      return renderComparisonMarkdown(comparison, { failOn: gateOptions.failOn });
    case "json":
      return renderComparisonJson(comparison);
    case "junit":
      return renderComparisonJunit(comparison, gateOptions);
  }
}
function renderComparisonPieces(comparison, format, gateOptions = DEFAULT_GATE) {
  return format === "json" ? comparisonJsonPieces(comparison) : [renderComparison(comparison, format, gateOptions)];
}

// src/core/compare/case-figures.ts
function caseLatency(bJudged, cJudged, opts) {
  const figure = latencyFigure(bJudged, cJudged);
  const before2 = sideLatency(bJudged, figure);
  const after = sideLatency(cJudged, figure);
  const deltaMs = before2.ms === null || after.ms === null ? null : after.ms - before2.ms;
  const pct2 = deltaPct(before2.ms, after.ms);
  return {
    baseline_ms: before2.ms,
    candidate_ms: after.ms,
    delta_ms: deltaMs,
    delta_pct: pct2,
    slower: deltaMs !== null && pct2 !== null && deltaMs > opts.minLatencyDeltaMs && pct2 > opts.latencyThresholdPct,
    source: { baseline: before2.source, candidate: after.source },
    figure: before2.ms === null || after.ms === null ? null : figure
  };
}
var MIN_TPS_TOKENS = 16;
function caseTokens(bJudged, cJudged, opts) {
  const before2 = sideTokens(bJudged);
  const after = sideTokens(cJudged);
  const pct2 = deltaPct(before2.tokens, after.tokens);
  const tpsPct = deltaPct(before2.tps, after.tps);
  const grew = before2.tokens === null || after.tokens === null ? null : after.tokens - before2.tokens;
  return {
    baseline: before2.tokens,
    candidate: after.tokens,
    delta_pct: pct2,
    longer: grew !== null && pct2 !== null && grew > opts.minTokenDelta && pct2 > opts.latencyThresholdPct,
    tps_baseline: before2.tps,
    tps_candidate: after.tps,
    tps_delta_pct: tpsPct,
    tps_slower: tpsSlower(before2, after, tpsPct, opts)
  };
}
function tpsSlower(before2, after, tpsPct, opts) {
  if (tpsPct === null || before2.tokens === null || after.tokens === null) return false;
  if (before2.tokens < MIN_TPS_TOKENS || after.tokens < MIN_TPS_TOKENS) return false;
  if (before2.tps === null || after.tps === null || before2.tps <= 0 || after.tps <= 0) return false;
  const costMs = before2.tokens * 1e3 / after.tps - before2.tokens * 1e3 / before2.tps;
  return -tpsPct > opts.latencyThresholdPct && costMs > opts.minLatencyDeltaMs;
}

// src/core/compare/contract.ts
var COMPATIBLE = { status: "compatible" };
function compareContract(kind, baseline, candidate, capture) {
  return compareContractEvidence(kind, contractEvidence(baseline), contractEvidence(candidate), capture);
}
function contractEvidence(rep) {
  return { rep };
}
function compareContractEvidence(kind, baseline, candidate, capture) {
  const uncaptured = capture === void 0 ? null : uncapturedSides(capture);
  if (uncaptured !== null) {
    return {
      status: "invalid",
      reason: `${kind} contract: cannot be evaluated: outputs not captured (capture: none on ${uncaptured})`
    };
  }
  const outcome = evaluate(kind, baseline, candidate);
  if (outcome.status === "compatible") return outcome;
  return { status: outcome.status, reason: `${kind} contract: ${outcome.reason}` };
}
function evaluate(kind, baseline, candidate) {
  const [b, c] = [baseline.rep, candidate.rep];
  switch (kind) {
    case "text":
      return compareText(baseline, candidate);
    case "json":
      return compareJson(baseline, candidate);
    case "tool_calls":
      return compareCalls(b.evidence.tool_calls ?? [], c.evidence.tool_calls ?? []);
    case "mcp":
      return compareCalls(b.evidence.mcp_calls ?? [], c.evidence.mcp_calls ?? []);
    case "retrieval":
      return compareRetrieval(b, c);
  }
}
function compareCalls(baseline, candidate) {
  const outcome = diffObservedCallSequences(baseline, candidate);
  return outcome.status === "match" ? COMPATIBLE : { status: outcome.status, reason: outcome.reason };
}
function uncapturedSides(capture) {
  const b = capture.baseline === "none";
  const c = capture.candidate === "none";
  if (b && c) return "both sides";
  return b ? "the baseline side" : c ? "the candidate side" : null;
}
function textEvidence(side2) {
  if (side2.text !== void 0) return side2.text;
  const rep = side2.rep;
  side2.text = rep.output !== null ? { text: normalizeWhitespace(rep.output) } : rep.evidence.text_sha256 !== void 0 ? { sha256: rep.evidence.text_sha256 } : null;
  return side2.text;
}
function sha256Of(side2, evidence) {
  if ("sha256" in evidence) return evidence.sha256;
  side2.textSha256 ??= sha256Hex(evidence.text);
  return side2.textSha256;
}
function notCaptured(baselineKept, candidateKept) {
  if (!baselineKept && !candidateKept) return "the outputs were";
  return baselineKept ? "the candidate output was" : "the baseline output was";
}
function compareText(bSide, cSide) {
  const [baseline, candidate] = [bSide.rep, cSide.rep];
  const x = textEvidence(bSide);
  const y = textEvidence(cSide);
  if (x === null || y === null) {
    if (baseline.output_sha256 !== null && baseline.output_sha256 === candidate.output_sha256)
      return COMPATIBLE;
    const side2 = x === null ? "baseline" : "candidate";
    return {
      status: "invalid",
      reason: `the ${side2} output was not captured and no text fingerprint was recorded, so it cannot be compared`
    };
  }
  if (!("text" in x) || !("text" in y)) {
    if (sha256Of(bSide, x) === sha256Of(cSide, y)) return COMPATIBLE;
    return {
      status: "mismatch",
      reason: `the text differs after whitespace normalisation (${notCaptured("text" in x, "text" in y)} not captured, so the difference cannot be shown)`
    };
  }
  const a = x.text;
  const b = y.text;
  if (a === b) return COMPATIBLE;
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  return {
    status: "mismatch",
    reason: `text differs at character ${at + 1}: ${excerpt(a, at)} -> ${excerpt(b, at)}`
  };
}
function excerpt(text2, at) {
  if (at >= text2.length) return "(end of text)";
  const from = Math.max(0, at - 10);
  const piece = text2.slice(from, at + 30);
  return JSON.stringify(`${from > 0 ? "…" : ""}${piece}${at + 30 < text2.length ? "…" : ""}`);
}
function jsonEvidence(side2) {
  side2.json ??= readJsonEvidence(side2.rep);
  return side2.json;
}
function readJsonEvidence(rep) {
  const { json, json_error, json_sha256 } = rep.evidence;
  if (json_error !== void 0) return { kind: "invalid", error: json_error };
  if (json !== void 0) return { kind: "value", value: json };
  if (rep.output !== null) {
    const parsed = parseStrictJson(rep.output);
    return parsed.ok ? { kind: "value", value: parsed.value } : { kind: "invalid", error: `output is not valid JSON (${parsed.error})` };
  }
  if (json_sha256 !== void 0) return { kind: "fingerprint", sha256: json_sha256 };
  return {
    kind: "invalid",
    error: "the output was not captured and no JSON evidence or fingerprint was recorded"
  };
}
function compareJson(bSide, cSide) {
  const [baseline, candidate] = [bSide.rep, cSide.rep];
  const sameOutput = baseline.output_sha256 !== null && baseline.output_sha256 === candidate.output_sha256;
  const parsed = baseline.evidence.json_error === void 0 && candidate.evidence.json_error === void 0;
  if (sameOutput && parsed && (baseline.output === null || candidate.output === null)) return COMPATIBLE;
  const a = jsonEvidence(bSide);
  if (a.kind === "invalid") return { status: "invalid", reason: `baseline evidence is invalid: ${a.error}` };
  const b = jsonEvidence(cSide);
  if (b.kind === "invalid") return { status: "invalid", reason: `candidate evidence is invalid: ${b.error}` };
  if (a.kind === "value" && b.kind === "value") {
    const diff = jsonDiff(a.value, b.value);
    return diff === null ? COMPATIBLE : { status: "mismatch", reason: describeChange(diff) };
  }
  const fingerprint2 = (side2, e) => {
    if (e.kind !== "value") return e.sha256;
    side2.jsonSha256 ??= jsonSha256(e.value);
    return side2.jsonSha256;
  };
  if (fingerprint2(bSide, a) === fingerprint2(cSide, b)) return COMPATIBLE;
  return {
    status: "mismatch",
    reason: `the JSON values differ (${notCaptured(a.kind === "value", b.kind === "value")} not captured, so the difference cannot be shown)`
  };
}
function compareRetrieval(baseline, candidate) {
  const a = baseline.evidence.retrieved;
  const b = candidate.evidence.retrieved;
  if (a === void 0 || b === void 0) {
    const side2 = a === void 0 ? "baseline" : "candidate";
    return { status: "invalid", reason: `no retrieved document ids were recorded on the ${side2} side` };
  }
  const common = Math.min(a.length, b.length);
  for (let i = 0; i < common; i++) {
    if (a[i] !== b[i]) return { status: "mismatch", reason: `retrieved[${i}]: ${a[i]} -> ${b[i]}` };
  }
  if (a.length > b.length) {
    return {
      status: "mismatch",
      reason: `retrieved[${common}]: ${a[common]} -> missing (${a.length} -> ${b.length} documents)`
    };
  }
  if (b.length > a.length) {
    return {
      status: "mismatch",
      reason: `retrieved[${common}]: missing -> ${b[common]} (${a.length} -> ${b.length} documents)`
    };
  }
  return COMPATIBLE;
}

// src/core/compare/decision-text.ts
function formatP(p) {
  if (p < 1e-4) return "< 0.0001";
  return String(Number(p.toPrecision(3)));
}
function thresholdText(d, opts) {
  if (opts.correction === "none") return `alpha ${opts.alpha}, no correction`;
  if (d.minimum > opts.alpha)
    return `with these counts p cannot go below ${formatP(d.minimum)}, so it is not tested at alpha ${opts.alpha}`;
  const tests = `${d.family} ${d.family === 1 ? "test" : "tests"}`;
  return `corrected threshold ${formatP(d.threshold)}; alpha ${opts.alpha}, Holm over ${tests}`;
}

// src/core/compare/repetitions.ts
function judgedRepetitions(c) {
  const reps = c.repetitions;
  if (reps.length === 1) return isJudged(reps[0].status) ? reps : NONE;
  let ordered = true;
  let judged = true;
  for (let i = 0; i < reps.length; i++) {
    if (i > 0 && reps[i - 1].index > reps[i].index) ordered = false;
    if (!isJudged(reps[i].status)) judged = false;
  }
  if (ordered && judged) return reps;
  return (ordered ? reps : [...reps].sort((x, y) => x.index - y.index)).filter((r) => isJudged(r.status));
}
var NONE = Object.freeze([]);
function uniqueWarnings(c) {
  const reps = c.repetitions;
  let any = false;
  for (let i = 0; i < reps.length && !any; i++) any = reps[i].warnings.length > 0;
  if (!any) return [];
  return [...new Set(reps.flatMap((r) => r.warnings))];
}
function passes(judged) {
  let count = 0;
  for (const r of judged) if (r.status === "pass") count++;
  return count;
}
function joinReasons(first, second) {
  const parts = [first, second].filter((p) => p !== null && p !== "");
  return parts.length === 0 ? null : parts.join(": ");
}
function failureReason(judged) {
  const failed = judged.find((r) => r.status !== "pass");
  if (failed === void 0) return null;
  return failed.reason ?? (failed.status === "invalid" ? "invalid evidence" : "failed");
}

// src/core/compare/category-ladder.ts
var repeated = (x) => x.p.pValue === null ? null : x.p.passDecision;
var overRepetitions = (x) => x.p.c.contract !== null && x.p.rates !== null && x.p.contractDecision !== null;
var CATEGORY_LADDER = [
  {
    name: "error: a side could not execute the case",
    gives: ["error"],
    rule: (x) => x.p.execution
  },
  {
    name: "regression: passed, now fails (one repetition a side)",
    gives: ["regression"],
    rule: (x) => x.bPass && repeated(x) === null && !x.cPass ? { category: "regression", reason: failureReason(x.p.cJudged) ?? "fails in the candidate" } : null
  },
  {
    name: "regression: the pass rate dropped significantly (repetitions)",
    gives: ["regression"],
    rule: (x) => {
      const decision = repeated(x);
      if (!x.bPass || decision === null || !decision.significant) return null;
      const { bJudged, cJudged, pValue, bPasses, cPasses } = x.p;
      if (!(cPasses * bJudged.length < bPasses * cJudged.length)) return null;
      const stats = `${x.rate} (one-sided Fisher p = ${formatP(pValue)} <= ${thresholdText(decision, x.opts)})`;
      return { category: "regression", reason: joinReasons(stats, x.cPass ? null : failureReason(cJudged)) };
    }
  },
  {
    // Calling it `fixed` or `passing` would count an infrastructure failure as compatible.
    name: "invalid: no baseline evidence to evaluate the contract",
    gives: ["invalid"],
    rule: (x) => x.p.c.contract !== null && x.p.bJudged[0] === void 0 ? {
      category: "invalid",
      reason: `the baseline could not execute it (${x.p.b.status}): the ${x.p.c.contract} contract cannot be evaluated`
    } : null
  },
  {
    name: "mismatch / invalid: the contract over repetitions",
    gives: ["mismatch", "invalid"],
    rule: (x) => overRepetitions(x) ? contractOverRepetitions(
      x.p.c.contract,
      x.p.rates,
      x.p.contractDecision,
      x.opts
    ) : null
  },
  {
    name: "mismatch / invalid: the contract (one repetition a side)",
    gives: ["mismatch", "invalid"],
    rule: (x) => {
      const [b, c] = [x.p.bJudged[0], x.p.cJudged[0]];
      if (x.p.c.contract === null || overRepetitions(x) || b === void 0 || c === void 0) return null;
      const outcome = compareContract(x.p.c.contract, b, c, x.capture);
      return outcome.status === "compatible" ? null : { category: outcome.status, reason: outcome.reason };
    }
  },
  {
    name: "flaky: passed, now passes some repetitions, drop not significant",
    gives: ["flaky"],
    rule: (x) => {
      const decision = repeated(x);
      return x.bPass && decision !== null && x.p.cPasses < x.p.cJudged.length ? {
        category: "flaky",
        reason: `${x.rate} (one-sided Fisher p = ${formatP(x.p.pValue)}, not significant: ${thresholdText(decision, x.opts)})`
      } : null;
    }
  },
  {
    name: "fixed: did not pass, passes now",
    gives: ["fixed"],
    rule: (x) => !x.bPass && x.cPass ? { category: "fixed", reason: `was: ${failureReason(x.p.bJudged) ?? x.p.b.status}` } : null
  },
  {
    name: "still_failing: did not pass, does not pass now",
    gives: ["still_failing"],
    rule: (x) => x.bPass ? null : { category: "still_failing", reason: failureReason(x.p.cJudged) }
  },
  {
    name: "changed: passes in both, output or evidence changed",
    gives: ["changed"],
    rule: (x) => x.changes !== null && x.changes.changed.length > 0 ? { category: "changed", reason: x.changes.changed.join("; ") } : null
  },
  {
    // Passing, but not "unchanged": say that a change could not have been seen.
    name: "passing: outputs not captured, changes cannot be seen",
    gives: ["passing"],
    rule: (x) => {
      const uncaptured = uncapturedSides(x.capture);
      return uncaptured === null ? null : {
        category: "passing",
        reason: `outputs not captured (capture: none on ${uncaptured}): changes cannot be detected`
      };
    }
  },
  {
    name: "passing: passes in both, unchanged",
    gives: ["passing"],
    rule: () => ({ category: "passing", reason: null })
  }
];
function ladderFacts(p, changes, capture, opts) {
  const rate = p.pValue === null ? "" : `pass rate ${p.bPasses}/${p.bJudged.length} -> ${p.cPasses}/${p.cJudged.length}`;
  return { p, changes, capture, opts, bPass: p.b.status === "pass", cPass: p.c.status === "pass", rate };
}
function climb(x) {
  for (const rung of CATEGORY_LADDER) {
    const verdict = rung.rule(x);
    if (verdict !== null) return { rung, verdict };
  }
  throw new Error("unreachable: the last rung of the category ladder always applies");
}
function contractOverRepetitions(kind, rates, decision, opts) {
  const miss = rates.first_miss;
  const figures = `${rates.candidate_matches}/${rates.candidate_total} candidate repetitions match a baseline repetition, baseline self-match ${rates.baseline_matches}/${rates.baseline_total}`;
  if (rates.all_invalid && miss !== null)
    return { category: "invalid", reason: `${miss.reason} (${figures})` };
  const dropped = rates.candidate_matches * rates.baseline_total < rates.baseline_matches * rates.candidate_total;
  if (!decision.significant || !dropped || miss === null) return null;
  return {
    category: miss.status,
    reason: `${miss.reason} (${kind} contract over repetitions: ${figures}; permutation p = ${formatP(rates.p_value)} <= ${thresholdText(decision, opts)})`
  };
}

// src/core/compare/compare-options.ts
var DEFAULT_COMPARE_OPTIONS = {
  alpha: 0.05,
  correction: "holm",
  latencyThresholdPct: 25,
  minLatencyDeltaMs: 100,
  minTokenDelta: 20,
  allowSuiteMismatch: false
};
function resolveOptions(options) {
  const opts = { ...DEFAULT_COMPARE_OPTIONS };
  for (const [key, value2] of Object.entries(options)) {
    if (value2 !== void 0) opts[key] = value2;
  }
  const problems = [];
  if (!(opts.alpha > 0 && opts.alpha <= 1)) problems.push(`alpha must be in (0, 1], got ${opts.alpha}`);
  if (opts.correction !== "holm" && opts.correction !== "none")
    problems.push(`correction must be holm or none, got ${String(opts.correction)}`);
  if (!(opts.latencyThresholdPct >= 0))
    problems.push(`latency threshold must be >= 0, got ${opts.latencyThresholdPct}`);
  if (!(opts.minLatencyDeltaMs >= 0))
    problems.push(`minimum latency delta must be >= 0, got ${opts.minLatencyDeltaMs}`);
  if (!(opts.minTokenDelta >= 0))
    problems.push(`minimum token delta must be >= 0, got ${opts.minTokenDelta}`);
  if (problems.length > 0) throw new InputError(problems.join("\n"));
  return opts;
}

// src/core/compare/evidence.ts
function fingerprint(rep) {
  return `${outputHash(rep)}|${independentEvidenceText(rep)}`;
}
var FROM_OUTPUT = /* @__PURE__ */ new Set([
  "json",
  "json_error",
  "label",
  "tool_calls_error",
  "json_sha256",
  "text_sha256"
]);
function independentEvidenceText(rep) {
  const evidence = rep.evidence;
  if (outputHash(rep) === "") return canonicalJson(evidence);
  const rest = {};
  for (const key of Object.keys(evidence)) if (!FROM_OUTPUT.has(key)) rest[key] = evidence[key];
  return canonicalJson(rest);
}
function outputHash(rep) {
  return rep.output_sha256 ?? (rep.output === null ? "" : sha256Hex(rep.output));
}
function sameFingerprint(x, y) {
  const hx = outputHash(x);
  const hy = outputHash(y);
  if (hx !== hy && !hx.includes("|") && !hy.includes("|")) return false;
  if (hx !== hy) return fingerprint(x) === fingerprint(y);
  const all = hx === "";
  const same2 = canonicallyEqualMembers(x.evidence, y.evidence, all ? void 0 : FROM_OUTPUT);
  return same2 ?? fingerprint(x) === fingerprint(y);
}
function canonicallyEqualMembers(a, b, skip) {
  const x = a;
  const y = b;
  let count = 0;
  for (const key of Object.keys(x)) {
    const value2 = x[key];
    if (value2 === void 0 || skip?.has(key)) continue;
    count++;
    const other = Object.hasOwn(y, key) ? y[key] : void 0;
    if (other === void 0) return false;
    const same2 = canonicallyEqual(value2, other);
    if (same2 !== true) return same2;
  }
  for (const key of Object.keys(y)) if (y[key] !== void 0 && !skip?.has(key)) count--;
  return count === 0;
}
function canonicallyEqual(a, b) {
  const ta = typeof a;
  const tb = typeof b;
  if (ta === "number" || ta === "bigint" || tb === "number" || tb === "bigint") {
    if (ta === "number" && !Number.isFinite(a) || tb === "number" && !Number.isFinite(b))
      return void 0;
    if (ta === tb) return a === b;
    return (ta === "number" || ta === "bigint") && (tb === "number" || tb === "bigint") && String(a) === String(b);
  }
  if (ta === "string" || ta === "boolean") return a === b;
  if (ta !== "object") return void 0;
  if (a === null || b === null) return a === b;
  if (tb !== "object") return tb === "string" || tb === "boolean" ? false : void 0;
  if (Array.isArray(a)) {
    if (!Array.isArray(b)) return false;
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const same2 = canonicallyEqual(a[i], b[i]);
      if (same2 !== true) return same2;
    }
    return true;
  }
  if (Array.isArray(b)) return false;
  return canonicallyEqualMembers(a, b);
}
function evidenceChanges(baseline, candidate) {
  let index;
  let differing;
  if (baseline.length === 1 && candidate.length === 1) {
    if (sameFingerprint(baseline[0], candidate[0])) return { changed: [], pair: null };
    index = 0;
    differing = true;
  } else {
    const a = baseline.map(fingerprint);
    const b = candidate.map(fingerprint);
    if (a.length === b.length && [...a].sort().join("\n") === [...b].sort().join("\n"))
      return { changed: [], pair: null };
    index = 0;
    while (index < a.length && index < b.length && a[index] === b[index]) index++;
    differing = index < a.length && index < b.length;
  }
  const pair = differing ? [baseline[index], candidate[index]] : [baseline[0], candidate[0]];
  const changed = [];
  const [x, y] = pair;
  if (outputHash(x) !== outputHash(y)) changed.push("output changed");
  const parts = [
    ["tool_calls", "tool calls changed"],
    ["mcp_calls", "MCP calls changed"],
    ["retrieved", "retrieved documents changed"]
  ];
  for (const [key, text2] of parts) {
    if (canonical(x.evidence[key]) !== canonical(y.evidence[key])) changed.push(text2);
  }
  if (changed.length === 0) changed.push(differing ? "evidence changed" : "repetitions changed");
  return { changed, pair };
}
function canonical(value2) {
  return value2 === void 0 ? "" : canonicalJson(value2);
}
function describeEvidence(rep) {
  const lines = [];
  const { tool_calls: toolCalls, mcp_calls: mcpCalls, retrieved } = rep.evidence;
  const calls = (toolCalls?.length ?? 0) + (mcpCalls?.length ?? 0);
  if (rep.output === null) {
    lines.push(
      rep.output_sha256 === null ? "(no output)" : `(output not captured; sha256 ${rep.output_sha256.slice(0, 12)})`
    );
  } else if (rep.output !== "" || calls === 0 && retrieved === void 0) {
    lines.push(rep.output === "" ? "(empty output)" : rep.output);
  }
  toolCalls?.forEach((call, i) => {
    lines.push(`[tool call ${i + 1}] ${call.name} ${argumentsText(call.arguments, call.arguments_error)}`);
  });
  mcpCalls?.forEach((call, i) => {
    const error = call.is_error ? " (tool reported an error)" : "";
    lines.push(
      `[mcp call ${i + 1}] ${call.tool} ${argumentsText(call.arguments, call.arguments_error)}${error}`
    );
  });
  if (retrieved !== void 0) lines.push(`[retrieved] ${retrieved.join(", ")}`);
  return lines.join("\n");
}
function argumentsText(args, error) {
  if (error !== void 0)
    return `(unparseable arguments: ${typeof args === "string" ? args : stringifyJson(args)})`;
  return stringifyJson(args);
}

// src/core/compare/execution.ts
function executionProblem(x, judged, passed) {
  const failures = x.repetitions.length - judged.length;
  if (isJudged(x.status) && (x.status === "pass" || failures === 0 || passed + failures < x.min_pass))
    return null;
  const first = x.repetitions.find((r) => !isJudged(r.status));
  if (first === void 0) return x.status;
  const message = first.error ?? first.reason;
  const detail = message === null ? first.status : `${first.status}: ${message}`;
  if (isJudged(x.status)) {
    return `${failures} of ${x.repeat} repetitions could not execute (${detail}); ${x.pass_count} passed, min_pass ${x.min_pass}`;
  }
  return message ?? first.status;
}
function executionVerdict(baseline, candidate) {
  if (candidate === null && baseline === null) return null;
  const parts = [];
  if (candidate !== null) parts.push(`the candidate could not execute it (${candidate})`);
  if (baseline !== null) parts.push(`the baseline could not execute it (${baseline})`);
  return { category: "error", reason: parts.join("; ") };
}
function failingSideStatuses(b, c, problems) {
  const out = [];
  if (problems.candidate !== null) out.push(executionStatus(c));
  if (problems.baseline !== null) out.push(executionStatus(b));
  return out;
}
function executionStatus(c) {
  if (!isJudged(c.status)) return c.status;
  return c.repetitions.find((r) => !isJudged(r.status))?.status ?? c.status;
}

// src/core/compare/identity.ts
function runIdentity(run) {
  const provider = run.runtime.provider;
  const embedding = text(run.config.settings.embedding_model);
  return {
    config_id: run.config.id,
    provider: run.config.provider,
    model: run.config.model,
    model_digest: modelDigest(provider, run.config.model),
    ollama_version: text(provider.ollama_version) ?? text(provider.server_version) ?? text(provider.version),
    quantization: modelField(provider, run.config.model, "quantization_level"),
    embedding_model: embedding,
    embedding_digest: embedding === null ? null : modelField(provider, embedding, "digest"),
    ...run.mcp_servers !== void 0 ? { mcp_servers: run.mcp_servers.map((s) => ({ ...s })) } : {},
    suite: run.suite.name,
    suite_sha256: run.suite.sha256,
    started_at: run.started_at,
    finished_at: run.finished_at,
    cancelled: run.cancelled,
    capture: run.capture,
    tags: [...run.selection.tags],
    provenance: null
  };
}
function text(value2) {
  return typeof value2 === "string" && value2 !== "" ? value2 : null;
}
function modelField(provider, model, field) {
  const models = provider.models;
  if (model === null || !isJsonObject(models)) return null;
  const entry = models[model];
  return isJsonObject(entry) ? text(entry[field]) : null;
}
function modelDigest(provider, model) {
  const flat = text(provider.model_digest) ?? text(provider.digest);
  if (flat !== null) return flat;
  const models = provider.models;
  if (model === null || models === void 0) return null;
  if (Array.isArray(models)) {
    for (const entry of models) {
      if (isJsonObject(entry) && (entry.name === model || entry.model === model)) return text(entry.digest);
    }
    return null;
  }
  if (isJsonObject(models)) {
    const entry = models[model];
    if (isJsonObject(entry)) return text(entry.digest);
    return text(entry);
  }
  return null;
}

// src/core/compare/label-change.ts
function labelOf(rep) {
  if (rep.evidence.label !== void 0) return rep.evidence.label;
  return rep.output === null ? null : rep.output.trim();
}
function labelChange(c, b, n) {
  if (c.type !== "classification" || b === void 0 || n === void 0) return null;
  const from = labelOf(b);
  const to = labelOf(n);
  return from === null || to === null || from === to ? null : { from, to };
}

// src/core/compare/one-sided.ts
function oneSidedReason(run, side2, id) {
  const plan = run.shard_plan;
  if (plan !== void 0 && plan.missing.length > 0) {
    const shard2 = shardOf(id, plan.count);
    if (plan.missing.includes(shard2))
      return `not in the ${side2} run (its shard ${shard2}/${plan.count} is missing from the merge)`;
  }
  if (side2 === "baseline") return "not in the baseline run";
  const { tags, shard, cases } = run.selection;
  if (cases !== void 0 && cases.length > 0)
    return `not in the candidate run (not selected by --case ${cases.join(", ")})`;
  if (tags.length > 0) return `not in the candidate run (not selected by --tag ${tags.join(", ")})`;
  if (shard !== null) return `not in the candidate run (shard ${shard.index}/${shard.count})`;
  return "not in the candidate run";
}
function oneSided(c, category, reason) {
  const judged = judgedRepetitions(c);
  const lat = sideLatency(judged);
  const tok = sideTokens(judged);
  const warnings = uniqueWarnings(c);
  const [base, cand] = category === "missing" ? [c, null] : [null, c];
  const on = (side2, value2) => side2 === null ? null : value2;
  return {
    id: c.id,
    type: c.type,
    category,
    contract: c.contract,
    baseline_status: on(base, c.status),
    candidate_status: on(cand, c.status),
    reason,
    label_change: null,
    baseline_pass_count: on(base, c.pass_count),
    candidate_pass_count: on(cand, c.pass_count),
    repeat: { baseline: on(base, c.repeat), candidate: on(cand, c.repeat) },
    p_value: null,
    p_threshold: null,
    contract_rates: null,
    definition_changed: false,
    latency: {
      baseline_ms: on(base, lat.ms),
      candidate_ms: on(cand, lat.ms),
      delta_ms: null,
      delta_pct: null,
      slower: false,
      source: { baseline: on(base, lat.source), candidate: on(cand, lat.source) },
      figure: null
    },
    tokens: {
      baseline: on(base, tok.tokens),
      candidate: on(cand, tok.tokens),
      delta_pct: null,
      longer: false,
      tps_baseline: on(base, tok.tps),
      tps_candidate: on(cand, tok.tps),
      tps_delta_pct: null,
      tps_slower: false
    },
    baseline_warnings: base === null ? [] : warnings,
    candidate_warnings: cand === null ? [] : warnings,
    new_warnings: cand === null ? [] : warnings,
    output_changed: false,
    diff: null,
    source: { file: c.source.file, line: c.source.line }
  };
}

// src/core/compare/exact-permutation.ts
function equivalenceClasses(compatible) {
  const n = compatible.length;
  const seen = new Uint8Array(n);
  const sizes = [];
  for (let i = 0; i < n; i++) {
    if (seen[i] === 1) continue;
    const members = [i];
    for (let j = 0; j < n; j++) if (bit(compatible[i], j)) members.push(j);
    for (const m of members) {
      if (seen[m] === 1) return null;
      seen[m] = 1;
    }
    for (const m of members) {
      let degree = 0;
      for (const k of members) {
        if (k === m) continue;
        if (!bit(compatible[m], k)) return null;
        degree++;
      }
      if (popcount(compatible[m]) !== degree) return null;
    }
    sizes.push(members.length);
  }
  return sizes;
}
function bit(mask, j) {
  return (mask[j >>> 5] >>> (j & 31) & 1) === 1;
}
function popcount(mask) {
  let count = 0;
  for (let w = 0; w < mask.length; w++) {
    let v = mask[w];
    v -= v >>> 1 & 1431655765;
    v = (v & 858993459) + (v >>> 2 & 858993459);
    count += Math.imul(v + (v >>> 4) & 252645135, 16843009) >>> 24;
  }
  return count;
}
var EXACT_BUDGET = 4e6;
function exactDropTail(sizes, nB, nC, observed) {
  const score = (b, s) => nC * (b >= 2 ? b : 0) - nB * (b >= 1 ? s - b : 0);
  return exactTail(sizes, nB, nB * nC, score, observed);
}
function exactTail(sizes, nB, span, score, observed) {
  const width = 2 * span + 1;
  let work = 0;
  for (const s of sizes) work += (Math.min(s, nB) + 1) * (nB + 1) * width;
  if (work > EXACT_BUDGET) return null;
  let table = new Float64Array((nB + 1) * width);
  let next = new Float64Array((nB + 1) * width);
  table[span] = 1;
  let placed = 0;
  for (const s of sizes) {
    next.fill(0);
    const ways = binomials(s);
    const scores = ways.map((_, b) => score(b, s));
    for (let j = 0; j <= Math.min(nB, placed); j++) {
      const row = j * width;
      for (let t = 0; t < width; t++) {
        const w = table[row + t];
        if (w === 0) continue;
        for (let b = 0; b <= s && j + b <= nB; b++) next[(j + b) * width + t + scores[b]] += w * ways[b];
      }
    }
    [table, next] = [next, table];
    placed += s;
  }
  const last = nB * width;
  let total = 0;
  let tail = 0;
  let top = -1;
  for (let t = 0; t < width; t++) {
    const w = table[last + t];
    if (w === 0) continue;
    total += w;
    if (t - span >= observed) tail += w;
    top = t;
  }
  if (total === 0 || top < 0) return { p: 1, minimum: 1 };
  return { p: Math.min(1, tail / total), minimum: table[last + top] / total };
}
function binomials(s) {
  const row = [1];
  for (let b = 1; b <= s; b++) row.push(row[b - 1] * (s - b + 1) / b);
  return row;
}

// src/core/compare/contract-rates.ts
var PERMUTATIONS = 1999;
function contractRates(kind, baseline, candidate) {
  const pool = [...baseline, ...candidate].map(contractEvidence);
  const nB = baseline.length;
  const nC = candidate.length;
  const words = Math.ceil(pool.length / 32);
  const compatible = pool.map(() => new Uint32Array(words));
  let firstMiss = null;
  let allInvalid = nC > 0;
  const set = (i, j) => {
    compatible[i][j >>> 5] |= 1 << (j & 31);
  };
  for (let i = 0; i < pool.length; i++) {
    for (let j = i + 1; j < pool.length; j++) {
      const outcome = compareContractEvidence(kind, pool[i], pool[j]);
      if (outcome.status === "compatible") {
        set(i, j);
        set(j, i);
      }
      if (i < nB && j >= nB && outcome.status !== "invalid") allInvalid = false;
    }
  }
  const inBaseline = new Uint32Array(words);
  for (let i = 0; i < nB; i++) inBaseline[i >>> 5] |= 1 << (i & 31);
  const observed = counts(compatible, inBaseline, nB);
  if (observed.candidate > 0) allInvalid = false;
  for (let j = nB; j < pool.length && firstMiss === null; j++) {
    if (hits(compatible[j], inBaseline)) continue;
    const first = nB === 0 ? void 0 : compareContractEvidence(kind, pool[0], pool[j]);
    if (first !== void 0 && first.status !== "compatible") firstMiss = first;
  }
  const classes = equivalenceClasses(compatible);
  const exact = classes === null ? null : exactDropTail(classes, nB, nC, nC * observed.baseline - nB * observed.candidate);
  const { p, minimum } = exact ?? sampledDropTail(compatible, inBaseline, nB, nC);
  return {
    baseline_matches: observed.baseline,
    baseline_total: nB,
    candidate_matches: observed.candidate,
    candidate_total: nC,
    p_value: p,
    minimum_p: minimum,
    method: exact === null ? "sampled" : "exact",
    first_miss: firstMiss,
    all_invalid: allInvalid && firstMiss !== null
  };
}
function sampledDropTail(compatible, inBaseline, nB, nC) {
  const drop = (split2) => {
    const c = counts(compatible, split2, nB);
    return c.baseline / nB - c.candidate / nC;
  };
  const observedDrop = drop(inBaseline);
  const size = compatible.length;
  const random = mulberry32(2654435769 ^ nB * 65537 + nC);
  const order = Array.from({ length: size }, (_, i) => i);
  const split = new Uint32Array(inBaseline.length);
  const drops = [];
  for (let r = 0; r < PERMUTATIONS; r++) {
    split.fill(0);
    for (let k = 0; k < nB; k++) {
      const pick = k + Math.floor(random() * (size - k));
      const chosen = order[pick];
      order[pick] = order[k];
      order[k] = chosen;
      split[chosen >>> 5] |= 1 << (chosen & 31);
    }
    drops.push(drop(split));
  }
  const eps = 1e-12;
  const atLeast = drops.filter((d) => d >= observedDrop - eps).length;
  const p = (1 + atLeast) / (1 + PERMUTATIONS);
  const largest = Math.max(...drops);
  const smallest = Math.min(...drops);
  const minimum = largest - smallest < eps && Math.abs(observedDrop - largest) < eps ? 1 : Math.min(p, (1 + drops.filter((d) => d >= largest - eps).length) / (1 + PERMUTATIONS));
  return { p, minimum };
}
function hits(mask, split) {
  for (let w = 0; w < mask.length; w++) if ((mask[w] & split[w]) !== 0) return true;
  return false;
}
function counts(compatible, split, nB) {
  let baseline = 0;
  let candidate = 0;
  let inSplit = 0;
  for (let i = 0; i < compatible.length; i++) {
    const member = split[i >>> 5] >>> (i & 31) & 1;
    if (hits(compatible[i], split)) {
      if (member === 1) baseline++;
      else candidate++;
    }
    inSplit += member;
  }
  if (inSplit !== nB) throw new RangeError("permutation split has the wrong size");
  return { baseline, candidate };
}
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}

// src/core/compare/fisher.ts
function fisherDropPValue(baselinePass, baselineTotal, candidatePass, candidateTotal) {
  check(baselinePass, baselineTotal, "baseline");
  check(candidatePass, candidateTotal, "candidate");
  const total = baselineTotal + candidateTotal;
  const passes2 = baselinePass + candidatePass;
  const fails = total - passes2;
  const denominator = logChoose(total, baselineTotal);
  const upper = Math.min(baselineTotal, passes2);
  let p = 0;
  for (let x = baselinePass; x <= upper; x++) {
    const rest = baselineTotal - x;
    if (rest > fails) continue;
    p += Math.exp(logChoose(passes2, x) + logChoose(fails, rest) - denominator);
  }
  return Math.min(1, Math.max(0, p));
}
function check(pass, total, side2) {
  if (!Number.isInteger(pass) || !Number.isInteger(total) || pass < 0 || total < 0 || pass > total) {
    throw new RangeError(`${side2}: ${pass} passes of ${total} is not a valid count`);
  }
}
var logFactorials = [0];
function logFactorial(n) {
  for (let i = logFactorials.length; i <= n; i++) logFactorials.push(logFactorials[i - 1] + Math.log(i));
  return logFactorials[n];
}
function logChoose(n, k) {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}
function fisherDropMinimumP(baselinePass, baselineTotal, candidatePass, candidateTotal) {
  const passes2 = baselinePass + candidatePass;
  const extreme = Math.min(baselineTotal, passes2);
  return fisherDropPValue(extreme, baselineTotal, passes2 - extreme, candidateTotal);
}

// src/core/compare/holm.ts
var CORRECTIONS = ["holm", "none"];
function holmDecisions(pValues, alpha, correction, minimumP = []) {
  if (correction === "none")
    return pValues.map((p, i) => ({
      p,
      threshold: alpha,
      significant: p <= alpha,
      family: pValues.length,
      minimum: minimumP[i] ?? 0
    }));
  const testable = pValues.map((_, i) => (minimumP[i] ?? 0) <= alpha);
  const m = testable.filter(Boolean).length;
  const decisions = pValues.map((p, i) => ({
    p,
    threshold: alpha,
    significant: false,
    family: m,
    minimum: minimumP[i] ?? 0
  }));
  const order = pValues.map((p, i) => ({ p, i })).filter(({ i }) => testable[i]).sort((a, b) => a.p - b.p || a.i - b.i);
  let rejecting = true;
  order.forEach(({ p, i }, rank) => {
    const threshold = alpha / (m - rank);
    rejecting = rejecting && p <= threshold;
    decisions[i] = { p, threshold, significant: rejecting, family: m, minimum: minimumP[i] ?? 0 };
  });
  return decisions;
}

// src/core/compare/prepare.ts
function prepare(b, c, capture) {
  const bJudged = judgedRepetitions(b);
  const cJudged = judgedRepetitions(c);
  const bPasses = passes(bJudged);
  const cPasses = passes(cJudged);
  const problems = {
    baseline: executionProblem(b, bJudged, bPasses),
    candidate: executionProblem(c, cJudged, cPasses)
  };
  const execution = executionVerdict(problems.baseline, problems.candidate);
  const repeated2 = execution === null && bJudged.length > 1 && cJudged.length > 1;
  const pValue = repeated2 ? fisherDropPValue(bPasses, bJudged.length, cPasses, cJudged.length) : null;
  const rates = repeated2 && c.contract !== null && uncapturedSides(capture) === null ? contractRates(c.contract, bJudged, cJudged) : null;
  return {
    b,
    c,
    bJudged,
    cJudged,
    bPasses,
    cPasses,
    problems,
    execution,
    pValue,
    passDecision: null,
    rates,
    contractDecision: null
  };
}
function decide(prepared, opts) {
  const tests = [];
  for (const x of prepared) {
    if (x.pValue !== null) {
      tests.push({
        p: x.pValue,
        minimum: fisherDropMinimumP(x.bPasses, x.bJudged.length, x.cPasses, x.cJudged.length),
        set: (d) => {
          x.passDecision = d;
        }
      });
    }
    const r = x.rates;
    if (r !== null)
      tests.push({
        p: r.p_value,
        // From the pooled repetitions only (what the permutation test conditions on).
        minimum: r.minimum_p,
        set: (d) => {
          x.contractDecision = d;
        }
      });
  }
  const decisions = holmDecisions(
    tests.map((t) => t.p),
    opts.alpha,
    opts.correction,
    tests.map((t) => t.minimum)
  );
  tests.forEach((t, i) => {
    t.set(decisions[i]);
  });
}

// node_modules/diff/libesm/diff/base.js
var Diff = class {
  diff(oldStr, newStr, options = {}) {
    let callback;
    if (typeof options === "function") {
      callback = options;
      options = {};
    } else if ("callback" in options) {
      callback = options.callback;
    }
    const oldString = this.castInput(oldStr, options);
    const newString = this.castInput(newStr, options);
    const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
    const newTokens = this.removeEmpty(this.tokenize(newString, options));
    return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
  }
  diffWithOptionsObj(oldTokens, newTokens, options, callback) {
    var _a;
    const done = (value2) => {
      value2 = this.postProcess(value2, options);
      if (callback) {
        setTimeout(function() {
          callback(value2);
        }, 0);
        return void 0;
      } else {
        return value2;
      }
    };
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let editLength = 1;
    let maxEditLength = newLen + oldLen;
    if (options.maxEditLength != null) {
      maxEditLength = Math.min(maxEditLength, options.maxEditLength);
    }
    const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
    const abortAfterTimestamp = Date.now() + maxExecutionTime;
    const bestPath = [{ oldPos: -1, lastComponent: void 0 }];
    let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
    if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
      return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
    }
    let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
    const execEditLength = () => {
      for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
        let basePath;
        const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
        if (removePath) {
          bestPath[diagonalPath - 1] = void 0;
        }
        let canAdd = false;
        if (addPath) {
          const addPathNewPos = addPath.oldPos - diagonalPath;
          canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
        }
        const canRemove = removePath && removePath.oldPos + 1 < oldLen;
        if (!canAdd && !canRemove) {
          bestPath[diagonalPath] = void 0;
          continue;
        }
        if (!canRemove || canAdd && removePath.oldPos < addPath.oldPos) {
          basePath = this.addToPath(addPath, true, false, 0, options);
        } else {
          basePath = this.addToPath(removePath, false, true, 1, options);
        }
        newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
        if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
          return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
        } else {
          bestPath[diagonalPath] = basePath;
          if (basePath.oldPos + 1 >= oldLen) {
            maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
          }
          if (newPos + 1 >= newLen) {
            minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
          }
        }
      }
      editLength++;
    };
    if (callback) {
      (function exec() {
        setTimeout(function() {
          if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
            return callback(void 0);
          }
          if (!execEditLength()) {
            exec();
          }
        }, 0);
      })();
    } else {
      while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
        const ret = execEditLength();
        if (ret) {
          return ret;
        }
      }
    }
  }
  addToPath(path, added, removed, oldPosInc, options) {
    const last = path.lastComponent;
    if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
      return {
        oldPos: path.oldPos + oldPosInc,
        lastComponent: { count: last.count + 1, added, removed, previousComponent: last.previousComponent }
      };
    } else {
      return {
        oldPos: path.oldPos + oldPosInc,
        lastComponent: { count: 1, added, removed, previousComponent: last }
      };
    }
  }
  extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
    while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
      newPos++;
      oldPos++;
      commonCount++;
      if (options.oneChangePerToken) {
        basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
      }
    }
    if (commonCount && !options.oneChangePerToken) {
      basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
    }
    basePath.oldPos = oldPos;
    return newPos;
  }
  equals(left, right, options) {
    if (options.comparator) {
      return options.comparator(left, right);
    } else {
      return left === right || !!options.ignoreCase && left.toLowerCase() === right.toLowerCase();
    }
  }
  removeEmpty(array) {
    const ret = [];
    for (let i = 0; i < array.length; i++) {
      if (array[i]) {
        ret.push(array[i]);
      }
    }
    return ret;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  castInput(value2, options) {
    return value2;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  tokenize(value2, options) {
    return Array.from(value2);
  }
  join(chars) {
    return chars.join("");
  }
  postProcess(changeObjects, options) {
    return changeObjects;
  }
  get useLongestToken() {
    return false;
  }
  buildValues(lastComponent, newTokens, oldTokens) {
    const components = [];
    let nextComponent;
    while (lastComponent) {
      components.push(lastComponent);
      nextComponent = lastComponent.previousComponent;
      delete lastComponent.previousComponent;
      lastComponent = nextComponent;
    }
    components.reverse();
    const componentLen = components.length;
    let componentPos = 0, newPos = 0, oldPos = 0;
    for (; componentPos < componentLen; componentPos++) {
      const component = components[componentPos];
      if (!component.removed) {
        if (!component.added && this.useLongestToken) {
          let value2 = newTokens.slice(newPos, newPos + component.count);
          value2 = value2.map(function(value3, i) {
            const oldValue = oldTokens[oldPos + i];
            return oldValue.length > value3.length ? oldValue : value3;
          });
          component.value = this.join(value2);
        } else {
          component.value = this.join(newTokens.slice(newPos, newPos + component.count));
        }
        newPos += component.count;
        if (!component.added) {
          oldPos += component.count;
        }
      } else {
        component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
        oldPos += component.count;
      }
    }
    return components;
  }
};

// node_modules/diff/libesm/util/string.js
function longestCommonPrefix(str1, str2) {
  let i;
  for (i = 0; i < str1.length && i < str2.length; i++) {
    if (str1[i] != str2[i]) {
      return str1.slice(0, i);
    }
  }
  return str1.slice(0, i);
}
function longestCommonSuffix(str1, str2) {
  let i;
  if (!str1 || !str2 || str1[str1.length - 1] != str2[str2.length - 1]) {
    return "";
  }
  for (i = 0; i < str1.length && i < str2.length; i++) {
    if (str1[str1.length - (i + 1)] != str2[str2.length - (i + 1)]) {
      return str1.slice(-i);
    }
  }
  return str1.slice(-i);
}
function replacePrefix(string, oldPrefix, newPrefix) {
  if (string.slice(0, oldPrefix.length) != oldPrefix) {
    throw Error(`string ${JSON.stringify(string)} doesn't start with prefix ${JSON.stringify(oldPrefix)}; this is a bug`);
  }
  return newPrefix + string.slice(oldPrefix.length);
}
function replaceSuffix(string, oldSuffix, newSuffix) {
  if (!oldSuffix) {
    return string + newSuffix;
  }
  if (string.slice(-oldSuffix.length) != oldSuffix) {
    throw Error(`string ${JSON.stringify(string)} doesn't end with suffix ${JSON.stringify(oldSuffix)}; this is a bug`);
  }
  return string.slice(0, -oldSuffix.length) + newSuffix;
}
function removePrefix(string, oldPrefix) {
  return replacePrefix(string, oldPrefix, "");
}
function removeSuffix(string, oldSuffix) {
  return replaceSuffix(string, oldSuffix, "");
}
function maximumOverlap(string1, string2) {
  return string2.slice(0, overlapCount(string1, string2));
}
function overlapCount(a, b) {
  let startA = 0;
  if (a.length > b.length) {
    startA = a.length - b.length;
  }
  let endB = b.length;
  if (a.length < b.length) {
    endB = a.length;
  }
  const map = Array(endB);
  let k = 0;
  map[0] = 0;
  for (let j = 1; j < endB; j++) {
    if (b[j] == b[k]) {
      map[j] = map[k];
    } else {
      map[j] = k;
    }
    while (k > 0 && b[j] != b[k]) {
      k = map[k];
    }
    if (b[j] == b[k]) {
      k++;
    }
  }
  k = 0;
  for (let i = startA; i < a.length; i++) {
    while (k > 0 && a[i] != b[k]) {
      k = map[k];
    }
    if (a[i] == b[k]) {
      k++;
    }
  }
  return k;
}
function segment(string, segmenter) {
  const parts = [];
  for (const segmentObj of Array.from(segmenter.segment(string))) {
    const segment2 = segmentObj.segment;
    if (parts.length && /\s/.test(parts[parts.length - 1]) && /\s/.test(segment2)) {
      parts[parts.length - 1] += segment2;
    } else {
      parts.push(segment2);
    }
  }
  return parts;
}
function trailingWs(string, segmenter) {
  if (segmenter) {
    return leadingAndTrailingWs(string, segmenter)[1];
  }
  let i;
  for (i = string.length - 1; i >= 0; i--) {
    if (!string[i].match(/\s/)) {
      break;
    }
  }
  return string.substring(i + 1);
}
function leadingWs(string, segmenter) {
  if (segmenter) {
    return leadingAndTrailingWs(string, segmenter)[0];
  }
  const match = string.match(/^\s*/);
  return match ? match[0] : "";
}
function leadingAndTrailingWs(string, segmenter) {
  if (!segmenter) {
    return [leadingWs(string), trailingWs(string)];
  }
  if (segmenter.resolvedOptions().granularity != "word") {
    throw new Error('The segmenter passed must have a granularity of "word"');
  }
  const segments = segment(string, segmenter);
  const firstSeg = segments[0];
  const lastSeg = segments[segments.length - 1];
  const head = /\s/.test(firstSeg) ? firstSeg : "";
  const tail = /\s/.test(lastSeg) ? lastSeg : "";
  return [head, tail];
}

// node_modules/diff/libesm/diff/word.js
var extendedWordChars = "a-zA-Z0-9_\\u{AD}\\u{C0}-\\u{D6}\\u{D8}-\\u{F6}\\u{F8}-\\u{2C6}\\u{2C8}-\\u{2D7}\\u{2DE}-\\u{2FF}\\u{1E00}-\\u{1EFF}";
var tokenizeIncludingWhitespace = new RegExp(`[${extendedWordChars}]+|\\s+|[^${extendedWordChars}]`, "ug");
var WordDiff = class extends Diff {
  equals(left, right, options) {
    if (options.ignoreCase) {
      left = left.toLowerCase();
      right = right.toLowerCase();
    }
    return left.trim() === right.trim();
  }
  tokenize(value2, options = {}) {
    let parts;
    if (options.intlSegmenter) {
      const segmenter = options.intlSegmenter;
      if (segmenter.resolvedOptions().granularity != "word") {
        throw new Error('The segmenter passed must have a granularity of "word"');
      }
      parts = segment(value2, segmenter);
    } else {
      parts = value2.match(tokenizeIncludingWhitespace) || [];
    }
    const tokens = [];
    let prevPart = null;
    parts.forEach((part) => {
      if (/\s/.test(part)) {
        if (prevPart == null) {
          tokens.push(part);
        } else {
          tokens.push(tokens.pop() + part);
        }
      } else if (prevPart != null && /\s/.test(prevPart)) {
        if (tokens[tokens.length - 1] == prevPart) {
          tokens.push(tokens.pop() + part);
        } else {
          tokens.push(prevPart + part);
        }
      } else {
        tokens.push(part);
      }
      prevPart = part;
    });
    return tokens;
  }
  join(tokens) {
    return tokens.map((token, i) => {
      if (i == 0) {
        return token;
      } else {
        return token.replace(/^\s+/, "");
      }
    }).join("");
  }
  postProcess(changes, options) {
    if (!changes || options.oneChangePerToken) {
      return changes;
    }
    let lastKeep = null;
    let insertion = null;
    let deletion = null;
    changes.forEach((change) => {
      if (change.added) {
        insertion = change;
      } else if (change.removed) {
        deletion = change;
      } else {
        if (insertion || deletion) {
          dedupeWhitespaceInChangeObjects(lastKeep, deletion, insertion, change, options.intlSegmenter);
        }
        lastKeep = change;
        insertion = null;
        deletion = null;
      }
    });
    if (insertion || deletion) {
      dedupeWhitespaceInChangeObjects(lastKeep, deletion, insertion, null, options.intlSegmenter);
    }
    return changes;
  }
};
var wordDiff = new WordDiff();
function diffWords(oldStr, newStr, options) {
  if ((options === null || options === void 0 ? void 0 : options.ignoreWhitespace) != null && !options.ignoreWhitespace) {
    return diffWordsWithSpace(oldStr, newStr, options);
  }
  return wordDiff.diff(oldStr, newStr, options);
}
function dedupeWhitespaceInChangeObjects(startKeep, deletion, insertion, endKeep, segmenter) {
  if (deletion && insertion) {
    const [oldWsPrefix, oldWsSuffix] = leadingAndTrailingWs(deletion.value, segmenter);
    const [newWsPrefix, newWsSuffix] = leadingAndTrailingWs(insertion.value, segmenter);
    if (startKeep) {
      const commonWsPrefix = longestCommonPrefix(oldWsPrefix, newWsPrefix);
      startKeep.value = replaceSuffix(startKeep.value, newWsPrefix, commonWsPrefix);
      deletion.value = removePrefix(deletion.value, commonWsPrefix);
      insertion.value = removePrefix(insertion.value, commonWsPrefix);
    }
    if (endKeep) {
      const commonWsSuffix = longestCommonSuffix(oldWsSuffix, newWsSuffix);
      endKeep.value = replacePrefix(endKeep.value, newWsSuffix, commonWsSuffix);
      deletion.value = removeSuffix(deletion.value, commonWsSuffix);
      insertion.value = removeSuffix(insertion.value, commonWsSuffix);
    }
  } else if (insertion) {
    if (startKeep) {
      const ws = leadingWs(insertion.value, segmenter);
      insertion.value = insertion.value.substring(ws.length);
    }
    if (endKeep) {
      const ws = leadingWs(endKeep.value, segmenter);
      endKeep.value = endKeep.value.substring(ws.length);
    }
  } else if (startKeep && endKeep) {
    const newWsFull = leadingWs(endKeep.value, segmenter), [delWsStart, delWsEnd] = leadingAndTrailingWs(deletion.value, segmenter);
    const newWsStart = longestCommonPrefix(newWsFull, delWsStart);
    deletion.value = removePrefix(deletion.value, newWsStart);
    const newWsEnd = longestCommonSuffix(removePrefix(newWsFull, newWsStart), delWsEnd);
    deletion.value = removeSuffix(deletion.value, newWsEnd);
    endKeep.value = replacePrefix(endKeep.value, newWsFull, newWsEnd);
    startKeep.value = replaceSuffix(startKeep.value, newWsFull, newWsFull.slice(0, newWsFull.length - newWsEnd.length));
  } else if (endKeep) {
    const endKeepWsPrefix = leadingWs(endKeep.value, segmenter);
    const deletionWsSuffix = trailingWs(deletion.value, segmenter);
    const overlap = maximumOverlap(deletionWsSuffix, endKeepWsPrefix);
    deletion.value = removeSuffix(deletion.value, overlap);
  } else if (startKeep) {
    const startKeepWsSuffix = trailingWs(startKeep.value, segmenter);
    const deletionWsPrefix = leadingWs(deletion.value, segmenter);
    const overlap = maximumOverlap(startKeepWsSuffix, deletionWsPrefix);
    deletion.value = removePrefix(deletion.value, overlap);
  }
}
var WordsWithSpaceDiff = class extends Diff {
  tokenize(value2) {
    const regex = new RegExp(`(\\r?\\n)|[${extendedWordChars}]+|[^\\S\\n\\r]+|[^${extendedWordChars}]`, "ug");
    return value2.match(regex) || [];
  }
};
var wordsWithSpaceDiff = new WordsWithSpaceDiff();
function diffWordsWithSpace(oldStr, newStr, options) {
  return wordsWithSpaceDiff.diff(oldStr, newStr, options);
}

// node_modules/diff/libesm/diff/array.js
var ArrayDiff = class extends Diff {
  tokenize(value2) {
    return value2.slice();
  }
  join(value2) {
    return value2;
  }
  removeEmpty(value2) {
    return value2;
  }
};
var arrayDiff = new ArrayDiff();
function diffArrays(oldArr, newArr, options) {
  return arrayDiff.diff(oldArr, newArr, options);
}

// src/core/compare/line-diff.ts
var DIFF_LIMITS = { maxLines: 40, maxLineChars: 160 };
var MAX_DIFF_LINES = 2e4;
var MAX_EDIT_LENGTH = 500;
var DIFF_TIMEOUT_MS = 250;
function lineDiff(before2, after, limits = DIFF_LIMITS) {
  if (before2 === after) return null;
  const a = splitLines(before2);
  const b = splitLines(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  let out = [];
  if (start > 0) out.push(`  ${a[start - 1]}`);
  out = out.concat(middle(a.slice(start, endA), b.slice(start, endB)));
  if (endA < a.length) out.push(`  ${a[endA]}`);
  if (out.every((line2) => line2.startsWith("  "))) {
    out.push("  (line endings or a trailing newline differ)");
  }
  const total = out.length;
  const shown = cutPairs(out.slice(0, limits.maxLines + 1), limits.maxLineChars);
  if (total <= limits.maxLines) return shown.join("\n");
  const kept = shown.slice(0, limits.maxLines - 1);
  kept.push(`… ${total - kept.length} more diff lines`);
  return kept.join("\n");
}
function splitLines(text2) {
  return text2.split(/\r?\n/);
}
function block(a, b) {
  return a.map((l) => `- ${l}`).concat(b.map((l) => `+ ${l}`));
}
function middle(a, b) {
  if (a.length === 0 || b.length === 0 || a.length + b.length > MAX_DIFF_LINES) return block(a, b);
  const changes = diffArrays(a, b, { maxEditLength: MAX_EDIT_LENGTH, timeout: DIFF_TIMEOUT_MS });
  if (changes === void 0) return block(a, b);
  const out = [];
  for (const change of changes) {
    if (change.removed) for (const l of change.value) out.push(`- ${l}`);
    else if (change.added) for (const l of change.value) out.push(`+ ${l}`);
    else {
      const equal = change.value;
      if (equal.length > 3)
        out.push(`  ${equal[0]}`, `  … ${equal.length - 2} unchanged lines`, `  ${equal.at(-1)}`);
      else for (const l of equal) out.push(`  ${l}`);
    }
  }
  return out;
}
function cutPairs(lines, max) {
  const out = [...lines];
  for (let k = 0; k < out.length; k++) {
    const line2 = out[k];
    const next = out[k + 1];
    if (line2.startsWith("- ") && next?.startsWith("+ ") && (line2.length > max || next.length > max)) {
      const x = line2.slice(2);
      const y = next.slice(2);
      let at = 0;
      while (at < x.length && at < y.length && x[at] === y[at]) at++;
      const from = Math.max(0, at - Math.floor(max / 3));
      out[k] = `- ${window(x, from, max - 2)}`;
      out[k + 1] = `+ ${window(y, from, max - 2)}`;
      k++;
    } else if (line2.length > max) {
      out[k] = `${line2.slice(0, 2)}${window(line2.slice(2), 0, max - 2)}`;
    }
  }
  return out;
}
function window(text2, from, width) {
  const head = from > 0 ? "…" : "";
  const body = text2.slice(from, from + width);
  const tail = from + width < text2.length ? "…" : "";
  return `${head}${body}${tail}`;
}

// src/core/compare/structured-diff.ts
var MAX_PATHS = 12;
var MAX_VALUE_CHARS = 60;
var WORD_WINDOW = 400;
var WORD_LINE_CHARS = 240;
var WRAP_CHARS = 96;
var ARROW2 = "→";
function evidenceDiff(before2, after) {
  const a = pretty(before2, void 0);
  const b = pretty(after, before2.evidence.json);
  const textA = describeEvidence(a);
  const textB = describeEvidence(b);
  const lines = lineDiff(textA, textB) ?? lineDiff(describeEvidence(before2), describeEvidence(after));
  if (lines === null) return null;
  const notes = [];
  const jb = before2.evidence.json;
  const ja = after.evidence.json;
  if (jb !== void 0 && ja !== void 0 && isStructured(jb) && isStructured(ja)) {
    notes.push(...capped(jsonPaths(jb, ja, "")));
  }
  notes.push(...capped(callNotes(before2, after)));
  if (notes.length === 0) {
    const words = wordExcerpt(textA, textB);
    if (words !== null) notes.push(words);
  }
  return notes.length === 0 ? lines : `${notes.map((n) => `! ${n}`).join("\n")}

${lines}`;
}
function pretty(rep, orderOf) {
  const json = rep.evidence.json;
  if (rep.output === null || json === void 0 || !isStructured(json)) return rep;
  return { ...rep, output: stringifyJson(orderOf === void 0 ? json : reorder(json, orderOf), 2) };
}
function reorder(value2, like) {
  if (Array.isArray(value2))
    return value2.map((v, i) => Array.isArray(like) && i < like.length ? reorder(v, like[i]) : v);
  if (typeof value2 !== "object" || value2 === null) return value2;
  if (typeof like !== "object" || like === null || Array.isArray(like)) return value2;
  const out = {};
  for (const k of Object.keys(like)) if (k in value2) out[k] = reorder(value2[k], like[k]);
  for (const k of Object.keys(value2)) if (!(k in out)) out[k] = value2[k];
  return out;
}
function isStructured(value2) {
  return typeof value2 === "object" && value2 !== null;
}
function capped(notes) {
  if (notes.length <= MAX_PATHS) return notes;
  return [...notes.slice(0, MAX_PATHS - 1), `… ${notes.length - MAX_PATHS + 1} more differences`];
}
function jsonPaths(before2, after, path) {
  if (before2 !== void 0 && after !== void 0 && same(before2, after)) return [];
  const obj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
  if (obj(before2) && obj(after)) {
    const keys = [.../* @__PURE__ */ new Set([...Object.keys(before2), ...Object.keys(after)])];
    return keys.flatMap((k) => jsonPaths(before2[k], after[k], join(path, k)));
  }
  if (Array.isArray(before2) && Array.isArray(after)) {
    const n = Math.max(before2.length, after.length);
    const out = [];
    for (let i = 0; i < n && out.length <= MAX_PATHS; i++)
      out.push(...jsonPaths(before2[i], after[i], `${path}[${i}]`));
    return out;
  }
  return [`${path === "" ? "(root)" : path}: ${value(before2)} ${ARROW2} ${value(after)}`];
}
function join(path, key) {
  const plain = /^[A-Za-z_$][A-Za-z0-9_$-]*$/.test(key) ? key : JSON.stringify(key);
  if (path === "") return plain;
  return plain.startsWith('"') ? `${path}[${plain}]` : `${path}.${plain}`;
}
function same(a, b) {
  return stringifyJson(a) === stringifyJson(b);
}
function value(v) {
  if (v === void 0) return "(missing)";
  const text2 = stringifyJson(v);
  return text2.length > MAX_VALUE_CHARS ? `${text2.slice(0, MAX_VALUE_CHARS - 1)}…` : text2;
}
function callNotes(before2, after) {
  const out = [];
  const kinds = [
    ["tool call", before2.evidence.tool_calls ?? [], after.evidence.tool_calls ?? []],
    [
      "mcp call",
      (before2.evidence.mcp_calls ?? []).map((c) => ({ name: c.tool, arguments: c.arguments })),
      (after.evidence.mcp_calls ?? []).map((c) => ({ name: c.tool, arguments: c.arguments }))
    ]
  ];
  for (const [kind, xs, ys] of kinds) {
    const n = Math.max(xs.length, ys.length);
    for (let i = 0; i < n; i++) {
      const x = xs[i];
      const y = ys[i];
      const at = `${kind} ${i + 1}`;
      if (x === void 0) out.push(`${at}: (none) ${ARROW2} ${y.name}`);
      else if (y === void 0) out.push(`${at}: ${x.name} ${ARROW2} (none)`);
      else if (x.name !== y.name) out.push(`${at}: ${x.name} ${ARROW2} ${y.name}`);
      else
        for (const p of jsonPaths(x.arguments, y.arguments, ""))
          out.push(`${at} ${x.name}, argument ${p.replace(/^\(root\)/, "(all)")}`);
    }
  }
  return out;
}
function wordExcerpt(before2, after) {
  if (before2 === null || after === null || before2 === after) return null;
  let at = 0;
  while (at < before2.length && at < after.length && before2[at] === after[at]) at++;
  const lineStart = Math.max(before2.lastIndexOf("\n", at - 1), 0);
  const lineEndOf = (t) => t.indexOf("\n", at) === -1 ? t.length : t.indexOf("\n", at);
  if (lineEndOf(before2) - lineStart <= DIFF_LIMITS.maxLineChars && lineEndOf(after) - lineStart <= DIFF_LIMITS.maxLineChars)
    return null;
  const from = Math.max(0, at - 60);
  const start = from === 0 ? 0 : before2.indexOf(" ", from) + 1 || from;
  const x = before2.slice(start, at + WORD_WINDOW);
  const y = after.slice(start, at + WORD_WINDOW);
  const parts = diffWords(x, y, { maxEditLength: 200, timeout: 100 });
  if (parts === void 0) return null;
  let text2 = "";
  let changes = 0;
  for (const p of parts) {
    const v = p.value.replace(/\s+/g, " ");
    if (p.added) text2 += `{+${v}+}`;
    else if (p.removed) text2 += `[-${v}-]`;
    else text2 += v;
    if (p.added || p.removed) changes++;
    if (text2.length > WORD_LINE_CHARS || changes >= 6) break;
  }
  if (text2.length > WORD_LINE_CHARS) text2 = `${text2.slice(0, WORD_LINE_CHARS - 1)}…`;
  else if (start + x.length < Math.max(before2.length, after.length)) text2 += "…";
  return wrap(`words: ${start > 0 ? "…" : ""}${text2}`, WRAP_CHARS).join("\n!   ");
}
function wrap(text2, width) {
  const lines = [];
  let line2 = "";
  for (const word of text2.split(" ")) {
    if (line2 !== "" && line2.length + 1 + word.length > width) {
      lines.push(line2);
      line2 = word;
    } else line2 = line2 === "" ? word : `${line2} ${word}`;
  }
  if (line2 !== "") lines.push(line2);
  return lines;
}

// src/core/compare/suite-stats.ts
var PairedFigures = class {
  before;
  after;
  count = 0;
  constructor(capacity) {
    this.before = new Float64Array(capacity);
    this.after = new Float64Array(capacity);
  }
  /** Takes the pair when both sides have the figure; whether it did. */
  add(before2, after) {
    if (before2 === null || after === null) return false;
    this.before[this.count] = before2;
    this.after[this.count] = after;
    this.count++;
    return true;
  }
  /**
   * The median of each side over those cases (so a case missing from one side cannot shift
   * either median), and the change between them.
   */
  medians() {
    const before2 = numericMedian(this.before.subarray(0, this.count));
    const after = numericMedian(this.after.subarray(0, this.count));
    return { before: before2, after, deltaPct: deltaPct(before2, after) };
  }
};
function numericMedian(values) {
  const n = values.length;
  if (n === 0) return null;
  const mid = n >> 1;
  const upper = select(values, mid);
  if (n % 2 === 1) return upper;
  let lower = values[0];
  for (let i = 1; i < mid; i++) if (before(lower, values[i])) lower = values[i];
  return (lower + upper) / 2;
}
function before(a, b) {
  return a < b || a === 0 && b === 0 && Object.is(a, -0) && !Object.is(b, -0);
}
function select(values, k) {
  let lo = 0;
  let hi = values.length - 1;
  while (hi > lo) {
    const m = lo + hi >> 1;
    const pivot = middleOf(values[lo], values[m], values[hi]);
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (before(values[i], pivot)) i++;
      while (before(pivot, values[j])) j--;
      if (i <= j) {
        const t = values[i];
        values[i] = values[j];
        values[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return values[k];
  }
  return values[k];
}
function middleOf(a, b, c) {
  if (before(a, b)) return before(b, c) ? b : before(a, c) ? c : a;
  return before(a, c) ? a : before(b, c) ? c : b;
}
function suiteLatency(cases, thresholdPct, minDeltaMs) {
  const figures = new PairedFigures(cases.length);
  let slower = 0;
  const baseline = new SourceSeen();
  const candidate = new SourceSeen();
  let figure = null;
  for (let i = 0; i < cases.length; i++) {
    const latency = cases[i].latency;
    if (latency.slower) slower++;
    if (!figures.add(latency.baseline_ms, latency.candidate_ms)) continue;
    baseline.see(latency.source.baseline);
    candidate.see(latency.source.candidate);
    const f = latency.figure;
    if (f !== null && figure !== "mixed") figure = figure === null || figure === f ? f : "mixed";
  }
  const m = figures.medians();
  return {
    baseline_median_ms: m.before,
    candidate_median_ms: m.after,
    delta_pct: m.deltaPct,
    cases_compared: figures.count,
    slower_cases: slower,
    source: { baseline: baseline.combined(), candidate: candidate.combined() },
    figure,
    threshold_pct: thresholdPct,
    min_delta_ms: minDeltaMs
  };
}
function suiteTokens(cases) {
  const counts2 = new PairedFigures(cases.length);
  const rates = new PairedFigures(cases.length);
  let longer = 0;
  let tpsSlower2 = 0;
  for (let i = 0; i < cases.length; i++) {
    const tokens = cases[i].tokens;
    counts2.add(tokens.baseline, tokens.candidate);
    rates.add(tokens.tps_baseline, tokens.tps_candidate);
    if (tokens.longer) longer++;
    if (tokens.tps_slower) tpsSlower2++;
  }
  const m = counts2.medians();
  const tps = rates.medians();
  return {
    baseline_median: m.before,
    candidate_median: m.after,
    delta_pct: m.deltaPct,
    tps_baseline_median: tps.before === null ? null : round1(tps.before),
    tps_candidate_median: tps.after === null ? null : round1(tps.after),
    tps_delta_pct: tps.deltaPct,
    cases_compared: counts2.count,
    longer_cases: longer,
    tps_slower_cases: tpsSlower2
  };
}
var SourceSeen = class {
  seen = null;
  mixed = false;
  see(s) {
    if (s === null) return;
    if (this.seen === null) this.seen = s;
    else if (this.seen !== s) this.mixed = true;
  }
  combined() {
    return this.mixed ? "mixed" : this.seen;
  }
};

// src/core/compare/compare-runs.ts
function compareRuns(baseline, candidate, options = {}) {
  const opts = resolveOptions(options);
  checkFormats(baseline, candidate);
  const capture = { baseline: baseline.capture, candidate: candidate.capture };
  const steps = sameCases(baseline, candidate) ? alignedSteps(baseline, candidate, opts) : matchedSteps(baseline, candidate, opts);
  const { bs, cs } = steps;
  const tested = [];
  const family = [];
  for (let i = 0; i < cs.length; i++) {
    const b = bs[i];
    const c = cs[i];
    if (b === void 0 || c === void 0 || b.repetitions.length < 2 || c.repetitions.length < 2) continue;
    const p = prepare(b, c, capture);
    tested[i] = p;
    family.push(p);
  }
  decide(family, opts);
  family.length = 0;
  const cases = [];
  const executionStatuses = [];
  const uncaptured = uncapturedSides(capture);
  for (let i = 0; i < cs.length; i++) {
    const b = bs[i];
    const c = cs[i];
    if (b !== void 0 && c !== void 0) {
      const p = tested[i] ?? prepare(b, c, capture);
      tested[i] = void 0;
      const entry = compareCase(p, capture, uncaptured, opts);
      cases.push(entry);
      if (entry.category === "error") executionStatuses.push(...failingSideStatuses(p.b, p.c, p.problems));
      continue;
    }
    const id = steps.ids?.[i] ?? (c ?? b).id;
    cases.push(
      b !== void 0 ? oneSided(b, "missing", oneSidedReason(candidate, "candidate", id)) : oneSided(c, "new", oneSidedReason(baseline, "baseline", id))
    );
  }
  const missingShards = [];
  for (const [side2, run] of [
    ["baseline", baseline],
    ["candidate", candidate]
  ]) {
    const plan = run.shard_plan;
    if (plan !== void 0 && plan.missing.length > 0)
      missingShards.push({ side: side2, count: plan.count, missing: [...plan.missing] });
  }
  const summary = summarize(cases);
  return {
    format: COMPARE_FORMAT,
    status: overallStatus(summary, executionStatuses, missingShards.length > 0),
    summary,
    baseline: runIdentity(baseline),
    candidate: runIdentity(candidate),
    options: {
      alpha: opts.alpha,
      correction: opts.correction,
      latency_threshold_pct: opts.latencyThresholdPct,
      min_latency_delta_ms: opts.minLatencyDeltaMs,
      min_token_delta: opts.minTokenDelta,
      allow_suite_mismatch: opts.allowSuiteMismatch
    },
    cases,
    latency: suiteLatency(cases, opts.latencyThresholdPct, opts.minLatencyDeltaMs),
    tokens: suiteTokens(cases),
    missing_shards: missingShards
  };
}
function sameCases(baseline, candidate) {
  const b = baseline.cases;
  const c = candidate.cases;
  if (b.length !== c.length) return false;
  let ascending = true;
  for (let i = 0; i < b.length; i++) {
    const id = b[i].id;
    if (id !== c[i].id) return false;
    if (ascending && i > 0 && !(b[i - 1].id < id)) ascending = false;
  }
  return ascending || new Set(b.map((x) => x.id)).size === b.length;
}
function alignedSteps(baseline, candidate, opts) {
  const b = baseline.cases;
  const c = candidate.cases;
  if (!opts.allowSuiteMismatch) {
    const changed = [];
    for (let i = 0; i < c.length; i++) if (b[i].case_sha256 !== c[i].case_sha256) changed.push(c[i]);
    if (changed.length > 0) throw definitionsDiffer(candidate, changed);
  }
  return { bs: b, cs: c };
}
function matchedSteps(baseline, candidate, opts) {
  checkDefinitions(baseline, candidate, opts);
  const baseById = indexCases(baseline, "baseline");
  const candById = indexCases(candidate, "candidate");
  const ids = caseOrder(baseline, candidate, candById);
  return { ids, bs: ids.map((id) => baseById.get(id)), cs: ids.map((id) => candById.get(id)) };
}
function checkFormats(baseline, candidate) {
  for (const [side2, run] of [
    ["baseline", baseline],
    ["candidate", candidate]
  ]) {
    assertReadableFormat(run, side2);
  }
  if (baseline.suite.name !== candidate.suite.name) {
    throw new InputError(`runs of different suites: '${baseline.suite.name}' vs '${candidate.suite.name}'`);
  }
}
function checkDefinitions(baseline, candidate, opts) {
  if (opts.allowSuiteMismatch) return;
  const baseSha = new Map(baseline.cases.map((c) => [c.id, c.case_sha256]));
  const changed = candidate.cases.filter((c) => baseSha.has(c.id) && baseSha.get(c.id) !== c.case_sha256);
  if (changed.length > 0) throw definitionsDiffer(candidate, changed);
}
function definitionsDiffer(candidate, changed) {
  const ids = changed.map((c) => c.id);
  const shown = ids.length > 20 ? `${ids.slice(0, 20).join(", ")}, ... (${ids.length} in all)` : ids.join(", ");
  return new InputError(
    `case definitions differ between the runs of suite '${candidate.suite.name}': ${shown}; re-run the baseline, or pass --allow-suite-mismatch to compare anyway`
  );
}
function indexCases(run, side2) {
  const byId = /* @__PURE__ */ new Map();
  for (const c of run.cases) {
    if (byId.has(c.id)) throw new InputError(`${side2}: case id '${c.id}' appears more than once`);
    byId.set(c.id, c);
  }
  return byId;
}
function caseOrder(baseline, candidate, candById) {
  const after = /* @__PURE__ */ new Map();
  let anchor = null;
  for (const c of baseline.cases) {
    if (candById.has(c.id)) {
      anchor = c.id;
    } else {
      const bucket = after.get(anchor) ?? [];
      bucket.push(c.id);
      after.set(anchor, bucket);
    }
  }
  const order = [...after.get(null) ?? []];
  for (const c of candidate.cases) order.push(c.id, ...after.get(c.id) ?? []);
  return order;
}
function compareCase(p, capture, uncaptured, opts) {
  const { b, c, bJudged, cJudged, pValue } = p;
  const changes = bJudged.length > 0 && cJudged.length > 0 && uncaptured === null ? evidenceChanges(bJudged, cJudged) : null;
  const { category, reason } = climb(ladderFacts(p, changes, capture, opts)).verdict;
  const rates = p.rates;
  const contractDecision = p.contractDecision;
  const baselineWarnings = uniqueWarnings(b);
  const candidateWarnings = uniqueWarnings(c);
  return {
    id: c.id,
    type: c.type,
    category,
    contract: c.contract,
    baseline_status: b.status,
    candidate_status: c.status,
    reason,
    label_change: labelChange(c, bJudged[0], cJudged[0]),
    baseline_pass_count: b.pass_count,
    candidate_pass_count: c.pass_count,
    repeat: { baseline: b.repeat, candidate: c.repeat },
    p_value: pValue,
    p_threshold: p.passDecision?.threshold ?? null,
    contract_rates: rates === null || contractDecision === null ? null : {
      baseline_matches: rates.baseline_matches,
      baseline_total: rates.baseline_total,
      candidate_matches: rates.candidate_matches,
      candidate_total: rates.candidate_total,
      p_value: rates.p_value,
      p_threshold: contractDecision.threshold,
      significant: contractDecision.significant
    },
    definition_changed: b.case_sha256 !== c.case_sha256,
    latency: caseLatency(bJudged, cJudged, opts),
    tokens: caseTokens(bJudged, cJudged, opts),
    baseline_warnings: baselineWarnings,
    candidate_warnings: candidateWarnings,
    new_warnings: newWarnings(baselineWarnings, candidateWarnings),
    output_changed: changes !== null && changes.changed.length > 0,
    diff: changes?.pair ? evidenceDiff(changes.pair[0], changes.pair[1]) : null,
    source: { file: c.source.file, line: c.source.line }
  };
}
function newWarnings(baseline, candidate) {
  if (candidate.length === 0) return [];
  const known = new Set(baseline);
  return candidate.filter((w) => !known.has(w));
}
function summarize(cases) {
  const summary = emptySummary();
  summary.cases = cases.length;
  for (const c of cases) summary[SUMMARY_KEY[c.category]]++;
  return summary;
}
function overallStatus(summary, executionStatuses, missingShards) {
  if (summary.regressions + summary.mismatches + summary.invalid > 0) return "regressed";
  if (missingShards) return "execution_failure";
  if (executionStatuses.length > 0) {
    return executionStatuses.every((s) => s === "unavailable") ? "unavailable" : "execution_failure";
  }
  return "compatible";
}

// src/cli/commands/compare.ts
var USAGE = COMMAND_USAGE.compare;
var FORMATS = REPORT_FORMATS;
async function compareCommand(argv, io) {
  const parsed = commandFlags("compare", USAGE, io, () => compareFlags(argv));
  if ("exit" in parsed) return parsed.exit;
  const flags = parsed.flags;
  const comparison = await compareFiles(io.cwd, flags);
  if (flags.output === void 0) {
    io.stdout(renderComparison(comparison, flags.format, flags.gate));
  } else {
    await writeOutput(io, flags.output, renderComparisonPieces(comparison, flags.format, flags.gate));
    io.stderr(`${headline(comparison)} - ${countsLine(comparison)} (report: ${flags.output})
`);
  }
  const verdict = gate(comparison, flags.gate);
  if (verdict.exitCode !== 0) {
    const why = [...verdict.failing];
    if (verdict.slower > 0) why.push(`${verdict.slower} slower`);
    if (verdict.missingShards.length > 0) why.push(`missing shards: ${verdict.missingShards.join(", ")}`);
    io.stderr(
      `modelgate compare: gate failed (${why.join(", ")})${flags.exitZero ? "; exiting 0 (--exit-zero)" : ""}
`
    );
  }
  return flags.exitZero ? EXIT.ok : verdict.exitCode;
}
async function compareFiles(cwd, flags) {
  const [baseline, candidate] = await readRunResults(cwd, [flags.baseline, flags.candidate], true);
  return compareRuns(baseline, candidate, flags.options);
}
function compareFlags(argv) {
  const { values, positionals } = parseFlags(argv, {
    format: { type: "string", short: "f" },
    output: { type: "string", short: "o" },
    "fail-on": { type: "string", multiple: true },
    alpha: { type: "string" },
    correction: { type: "string" },
    "latency-threshold": { type: "string" },
    "min-latency-delta": { type: "string" },
    "fail-on-latency": { type: "boolean" },
    "allow-suite-mismatch": { type: "boolean" },
    "exit-zero": { type: "boolean" }
  });
  if (values.help === true) return "help";
  if (positionals.length !== 2) {
    throw new Error(`expected BASELINE and CANDIDATE result files, got ${positionals.length} argument(s)`);
  }
  const format = values.format ?? "text";
  if (!FORMATS.includes(format))
    throw new Error(`--format must be one of ${FORMATS.join(", ")}, got '${values.format}'`);
  let failOn = [...DEFAULT_FAIL_ON];
  if (values["fail-on"] !== void 0) {
    const parsed = parseFailOn(values["fail-on"].join(","));
    if (!parsed.ok) throw new Error(parsed.error);
    failOn = parsed.failOn;
  }
  const options = {};
  const alpha = number(values.alpha, "--alpha");
  if (alpha !== void 0) {
    if (!(alpha > 0 && alpha <= 1))
      throw new Error(`--alpha must be greater than 0 and at most 1, got ${values.alpha}`);
    options.alpha = alpha;
  }
  if (values.correction !== void 0) {
    const correction = values.correction.trim().toLowerCase();
    if (!CORRECTIONS.includes(correction))
      throw new Error(`--correction must be one of ${CORRECTIONS.join(", ")}, got '${values.correction}'`);
    options.correction = correction;
  }
  const threshold = number(values["latency-threshold"], "--latency-threshold");
  if (threshold !== void 0) options.latencyThresholdPct = nonNegative(threshold, "--latency-threshold");
  const minDelta = number(values["min-latency-delta"], "--min-latency-delta");
  if (minDelta !== void 0) options.minLatencyDeltaMs = nonNegative(minDelta, "--min-latency-delta");
  if (values["allow-suite-mismatch"] === true) options.allowSuiteMismatch = true;
  const flags = {
    baseline: positionals[0],
    candidate: positionals[1],
    format,
    gate: { failOn, failOnLatency: values["fail-on-latency"] === true },
    options,
    exitZero: values["exit-zero"] === true
  };
  if (values.output !== void 0) flags.output = values.output;
  return flags;
}
function number(text2, flag) {
  if (text2 === void 0) return void 0;
  const value2 = Number(text2.trim().replace(/%$/, ""));
  if (text2.trim() === "" || !Number.isFinite(value2))
    throw new Error(`${flag} expects a number, got '${text2}'`);
  return value2;
}
function nonNegative(value2, flag) {
  if (value2 < 0) throw new Error(`${flag} must be 0 or more, got ${value2}`);
  return value2;
}
export {
  compareCommand
};
