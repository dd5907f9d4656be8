#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);

// src/core/report/figures.ts
function ms(value) {
  if (value === null) return "–";
  return value >= 100 ? `${Math.round(value)} ms` : `${Number(value.toFixed(1))} ms`;
}
function pct(value) {
  if (value === null) return "";
  return `${value > 0 ? "+" : value < 0 ? "-" : "±"}${Math.abs(value)}%`;
}
function num(value) {
  return value === null ? "–" : String(Number(value.toFixed(1)));
}
function sourceWord(source) {
  return source ?? "no timing";
}
function medianLatency(l, arrow = "->") {
  return `${ms(l.baseline_median_ms)} ${arrow} ${ms(l.candidate_median_ms)}`;
}
function latencySources(l) {
  return `baseline ${sourceWord(l.source.baseline)}, candidate ${sourceWord(l.source.candidate)}`;
}
function latencyText(c, arrow = "->") {
  const l = c.latency;
  if (l.baseline_ms === null && l.candidate_ms === null) return "";
  const base = `${ms(l.baseline_ms)} ${arrow} ${ms(l.candidate_ms)}`;
  const delta = l.delta_pct === null ? "" : ` (${pct(l.delta_pct)})`;
  return `${base}${delta}${l.slower ? ", slower" : ""}`;
}

// src/core/safety/invisible.ts
var INVISIBLE = new RegExp("[\\u00ad\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180e\\u200b\\u200c\\u200e\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\u3164\\ufeff\\uffa0\\ufff9-\\ufffb\\u{e0000}-\\u{e007f}]|(?<!\\p{Extended_Pictographic}|\\u{fe0f}|[\\u{1f3fb}-\\u{1f3ff}])\\u200d", "gu");
function showInvisible(text) {
  return text.replace(INVISIBLE, (ch) => `\\u{${ch.codePointAt(0).toString(16).toUpperCase()}}`);
}

// src/core/report/markdown-escape.ts
var ZWJ = "‍";
var REPLACEMENT = "�";
var UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function sanitize(text) {
  return showInvisible(text.replace(/\r\n?|[\u2028\u2029]/g, "\n")).replace(UNSAFE, REPLACEMENT);
}
function cap(text, max) {
  if (text.length <= max) return text;
  const points = Array.from(text);
  if (points.length <= max) return text;
  return `${points.slice(0, Math.max(0, max - 1)).join("")}…`;
}
var ENTITY = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  "[": "&#91;",
  "]": "&#93;",
  "*": "&#42;",
  _: "&#95;",
  "`": "&#96;",
  "~": "&#126;",
  "|": "&#124;",
  "#": "&#35;",
  "\\": "&#92;",
  $: "&#36;"
};
var STRUCTURAL = /[&<[\]*`~|#\\$]|_(?![A-Za-z0-9])|(?<![A-Za-z0-9])_/g;
function escapeInline(text, max = 200) {
  const flat = sanitize(text).replace(/\t/g, " ").replace(/\n/g, " ⏎ ");
  let out = cap(flat, max).replace(STRUCTURAL, (ch) => ENTITY[ch] ?? ch);
  out = out.replace(/^[-+=>]/, (ch) => `&#${ch.charCodeAt(0)};`);
  out = out.replace(
    /^(\d+)([.)])/,
    (_m, digits, mark) => `${digits}&#${mark.charCodeAt(0)};`
  );
  return neutralizeLinks(out);
}
function neutralizeLinks(text) {
  return text.replace(/@(?=[A-Za-z0-9])/g, `@${ZWJ}`).replace(/:(?=\/\/)/g, `:${ZWJ}`).replace(/\b(www)\./gi, `$1${ZWJ}.`).replace(/&#35;(?=\d)/g, `&#35;${ZWJ}`).replace(/\b(GH-)(?=\d)/gi, `$1${ZWJ}`);
}
function fenceFor(content) {
  let longest = 0;
  for (const run of content.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return "`".repeat(Math.max(3, longest + 1));
}
function codeBlock(text, info = "", maxChars = 4e3) {
  const body = cap(sanitize(text), maxChars).replace(/\n+$/, "");
  const fence = fenceFor(body);
  return `${fence}${info}
${body}
${fence}`;
}
function escapeId(text, max = 120) {
  if (/^[A-Za-z0-9._:/-]{1,120}$/.test(text) && !text.includes("://")) return `\`${text}\``;
  return escapeInline(text, max);
}

// src/core/report/fit.ts
function fitSections(head, sections, foot, maxChars) {
  const all = sections.flatMap(
    (s, si) => s.items.map((item, ii) => ({ key: `${si}:${ii}`, rank: item.rank }))
  );
  const byPriority = [...all].sort((x, y) => x.rank - y.rank);
  const render = (count) => assemble(head, foot, sections, new Set(byPriority.slice(0, count).map((x) => x.key)));
  let text = render(byPriority.length);
  if (text.length > maxChars) {
    let lo = 0;
    let hi = byPriority.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (render(mid).length <= maxChars) lo = mid;
      else hi = mid - 1;
    }
    text = render(lo);
  }
  return text.length <= maxChars ? text : hardCut(text, maxChars);
}
function assemble(head, foot, sections, keep) {
  let omittedAny = false;
  const body = [];
  sections.forEach((s, si) => {
    if (s.items.length === 0) return;
    const kept = s.items.filter((_, ii) => keep.has(`${si}:${ii}`)).map((i) => i.text);
    const omitted = s.items.length - kept.length;
    const rows = kept.join(s.block ? "\n\n" : "\n");
    const items = s.table === void 0 ? rows : `${s.table}
${rows}`;
    let text = kept.length === 0 ? s.head.trimEnd() : s.head === "" ? items : `${s.head}
${s.block ? "\n" : ""}${items}`;
    if (omitted > 0) {
      omittedAny = true;
      const noun = omitted === 1 ? singular(s.noun) : s.noun;
      text += `${text === "" ? "" : "\n\n"}… and ${omitted} more ${noun} not shown; see the JSON report.`;
    }
    if (s.tail !== void 0) text += `

${s.tail}`;
    body.push(text);
  });
  const parts = [head];
  if (omittedAny) parts.push("_This report was shortened to fit; the most important rows are shown first._");
  parts.push(...body);
  if (foot !== "") parts.push(foot);
  return `${parts.join("\n\n")}
`;
}
function singular(noun) {
  return noun === "cases" ? "case" : noun.replace(/s$/, "");
}
function hardCut(text, maxChars) {
  const note = "\n\n… report cut to fit; see the JSON report.\n";
  let room = maxChars - note.length;
  for (let attempt = 0; attempt < 8 && room > 1; attempt++) {
    const cut = text.lastIndexOf("\n", room);
    const kept = text.slice(0, cut > 0 ? cut : room);
    const open = (kept.match(/<details>/g) ?? []).length - (kept.match(/<\/details>/g) ?? []).length;
    const closing = "\n\n</details>".repeat(Math.max(0, open));
    const out = kept + closing + note;
    if (out.length <= maxChars) return out;
    room -= closing.length;
  }
  return text.slice(0, Math.max(0, maxChars));
}

// src/core/compare/stats.ts
function median(values) {
  if (values.length === 0) return null;
  if (values.length === 1) return values[0];
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
function deltaPct(before, after) {
  if (before === null || after === null || before <= 0) return null;
  return Math.round((after - before) * 1e3 / before) / 10;
}
function round1(value) {
  return Math.round(value * 10) / 10;
}
function latencyFigure(baseline, candidate) {
  const b = timing(baseline);
  const c = timing(candidate);
  if (b === UNTIMED || c === UNTIMED) return null;
  return b === ALL_COMPUTE && c === ALL_COMPUTE ? "compute" : "wall_clock";
}
var UNTIMED = 0;
var ALL_COMPUTE = 1;
var SOME_WALL_CLOCK = 2;
function timing(reps) {
  let timed = false;
  let allCompute = true;
  for (let i = 0; i < reps.length; i++) {
    const r = reps[i];
    const compute = hasCompute(r);
    if (!compute && r.duration_ms === null) continue;
    timed = true;
    if (!compute) allCompute = false;
  }
  return !timed ? UNTIMED : allCompute ? ALL_COMPUTE : SOME_WALL_CLOCK;
}
function hasCompute(r) {
  return typeof r.compute_ms === "number" && Number.isFinite(r.compute_ms) && r.compute_ms >= 0;
}
function sideLatency(judged, figure = "wall_clock") {
  if (judged.length === 1) {
    const r = judged[0];
    if (r.duration_source === "cached") return { ms: null, source: null };
    const ms2 = figure === "compute" ? hasCompute(r) ? r.compute_ms : null : r.duration_ms;
    return ms2 === null ? { ms: null, source: null } : { ms: ms2, source: r.duration_source };
  }
  const values = [];
  let source = null;
  let mixed = false;
  for (const r of judged) {
    if (r.duration_source === "cached") continue;
    const ms2 = figure === "compute" ? hasCompute(r) ? r.compute_ms : null : r.duration_ms;
    if (ms2 === null) continue;
    values.push(ms2);
    const s = r.duration_source;
    if (s === null) continue;
    if (source === null) source = s;
    else if (source !== s) mixed = true;
  }
  return { ms: median(values), source: mixed ? "mixed" : source };
}
function sideTokens(judged) {
  if (judged.length === 1) {
    const r = judged[0];
    const count = metric(r.provider_metadata, "eval_count");
    if (count === null) return { tokens: null, tps: null };
    const ns = metric(r.provider_metadata, "eval_duration");
    const rate = ns !== null && ns > 0 && r.duration_source !== "cached" ? count / (ns / 1e9) : Number.NaN;
    return { tokens: count, tps: Number.isFinite(rate) ? round1(rate) : null };
  }
  const counts = [];
  const rates = [];
  for (const r of judged) {
    const count = metric(r.provider_metadata, "eval_count");
    if (count === null) continue;
    counts.push(count);
    const ns = metric(r.provider_metadata, "eval_duration");
    if (ns === null || ns <= 0 || r.duration_source === "cached") continue;
    const rate = count / (ns / 1e9);
    if (Number.isFinite(rate)) rates.push(rate);
  }
  const tps = median(rates);
  return { tokens: median(counts), tps: tps === null ? null : round1(tps) };
}
function metric(metadata, key) {
  const value = metadata[key];
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return value;
  if (typeof value === "bigint" && value >= 0n) return Number(value);
  return null;
}

export {
  ms,
  pct,
  num,
  medianLatency,
  latencySources,
  latencyText,
  showInvisible,
  sanitize,
  cap,
  escapeInline,
  codeBlock,
  escapeId,
  fitSections,
  median,
  deltaPct,
  round1,
  latencyFigure,
  sideLatency,
  sideTokens
};
