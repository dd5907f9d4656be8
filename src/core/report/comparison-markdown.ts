import {
  CATEGORIES,
  type CaseComparison,
  type Category,
  type Comparison,
  DEFAULT_FAIL_ON,
} from "../compare/comparison.js";
import type { GateResult } from "../compare/gate.js";
import { latencySources, latencyText, medianLatency, num, pct } from "./figures.js";
import { fitSections, type Section } from "./fit.js";
import {
  ATTENTION,
  CATEGORY_LABEL,
  changeText,
  editedSentence,
  judgedCounts,
  labelChangeText,
  partialExecutionCases,
  partialExecutionSentence,
  singleRepetitionSentence,
} from "./format.js";
import { type GateVerdict, gateVerdict } from "./gate-verdict.js";
import { figureWord } from "./headline.js";
import { codeBlock, escapeId, escapeInline } from "./markdown-escape.js";
import { type ReportLinks, renderIdentities } from "./markdown-identity.js";
import { CATEGORY_ICON, countsRow } from "./markdown-status.js";
import { caseReason } from "./withheld-reason.js";

export interface MarkdownOptions {
  /** Hard upper bound of the report's length; GitHub refuses comments over 65,536. */
  maxChars?: number;
  /** Title line; defaults to `ModelGate: <suite>`. */
  header?: string;
  /**
   * `excerpt`: diffs of outputs in collapsible sections; `reasons`: no diffs, the judged reasons
   * (which may quote the model) kept; `none`: no model output at all: no diffs, no labels, and
   * each reason replaced by the kind of change (`output differs from expected`).
   */
  outputs?: MarkdownOutputs;
  /** Categories that fail the gate (`--fail-on`); DEFAULT_FAIL_ON when absent. `error` always does. */
  failOn?: readonly Category[];
  /** Slower cases fail the gate too (`--fail-on-latency`). */
  failOnLatency?: boolean;
  /** The gate's decision when the caller made it already (the Action); else made from `failOn`, `failOnLatency`. */
  gate?: GateResult;
  /** Commit and workflow-run links (the Action). */
  links?: ReportLinks;
}

export type MarkdownOutputs = "excerpt" | "reasons" | "none";

export const DEFAULT_MAX_CHARS = 65_000;
const ARROW = "→";

/** Fitting priority: what fails the gate, then its diffs, then the collapsed sections. */
const RANK_GATE = 0;
const RANK_GATE_DIFF = 1;

/**
 * The report a reviewer reads in a pull request, top down: a status line with the counts, the
 * cases that fail the gate each with its diff right below the table, the other sections
 * collapsed, latency and tokens, then the runs. A passing comparison is one line with the rest
 * collapsed. Every string that came from a model, a suite or a result file is escaped. Never
 * longer than `maxChars`: the most important rows are kept and each section says how many it
 * left out.
 */
export function renderComparisonMarkdown(c: Comparison, opts: MarkdownOptions = {}): string {
  const maxChars = opts.maxChars ?? DEFAULT_MAX_CHARS;
  const outputs = opts.outputs ?? "excerpt";
  const failOn = new Set<Category>([...(opts.failOn ?? DEFAULT_FAIL_ON), "error"]);
  // The headline follows the gate's own decision (the exit code, the check run), so the report is
  // never green beside a red gate (`--fail-on still_failing`, `--fail-on-latency`).
  const verdict = gateVerdict(
    c,
    opts.gate ?? { failOn: [...failOn], failOnLatency: opts.failOnLatency === true },
  );
  const passing = verdict.passes && c.status === "compatible" && c.missing_shards.length === 0;
  const title =
    opts.header === undefined
      ? `ModelGate: ${escapeInline(c.candidate.suite, 120)}`
      : escapeInline(opts.header, 200);
  const sections = buildSections(c, outputs, failOn, verdict.gate.slower > 0);
  const runs = renderIdentities(c, opts.links);
  if (!passing) {
    // One heading separates what gates from the collapsed rest, so a diff is not read as either.
    const rest = sections.slice(2).find((s) => s.items.length > 0);
    if (rest !== undefined) rest.head = `### Not gating\n\n${rest.head}`;
  }
  if (passing) {
    // What a reader must know before trusting a green verdict (edited definitions, single
    // repetitions, fewer answers than were asked for) stays under the headline, as in text.
    const notes = [editedNote(c), partialNote(c)].filter((s) => s !== null && s !== "");
    const head = `## ${verdict.icon} ${title}: ${verdict.word} · ${countsRow(c)}${notes.map((n) => `\n\n${n}`).join("")}\n\n<details><summary>Details</summary>`;
    return fitSections(head, sections, `${runs}\n\n</details>`, maxChars);
  }
  return fitSections(renderHead(c, title, verdict), sections, runs, maxChars);
}

function renderHead(c: Comparison, title: string, verdict: GateVerdict): string {
  const meaning = verdict.meaning;
  const status = `## ${verdict.icon} ${title}: ${verdict.word}, ${escapeInline(verdict.detail, 300)}`;
  const counts = `${countsRow(c)}. ${meaning[0]!.toUpperCase()}${meaning.slice(1)}.`;
  const note = [editedNote(c), partialNote(c)].filter((s) => s !== null && s !== "").join("\n\n");
  return `${status}\n\n${counts}${note === "" ? "" : `\n\n${note}`}`;
}

function partialNote(c: Comparison): string | null {
  return partialExecutionSentence(c, (id) => escapeId(id), "…");
}

/** What a reader must know before trusting the verdicts: edited definitions, single repetitions. */
function editedNote(c: Comparison): string {
  return [
    editedSentence(c, (id) => escapeId(id), "…"),
    singleRepetitionSentence(c, (id) => escapeId(id), "…"),
  ]
    .filter((s) => s !== null)
    .join("\n\n");
}

/** A collapsed section: its summary line is the only thing shown until a reviewer opens it. */
function collapsed(summary: string, intro = ""): { head: string; tail: string } {
  return {
    // The blank line ends the HTML block, so the Markdown that follows is rendered.
    head:
      intro === ""
        ? `<details><summary>${summary}</summary>\n`
        : `<details><summary>${summary}</summary>\n\n${intro}`,
    tail: "</details>",
  };
}

function buildSections(
  c: Comparison,
  outputs: MarkdownOutputs,
  failOn: ReadonlySet<Category>,
  slowerGates: boolean,
): Section[] {
  // Everything the sections list, in one pass over the cases (a comparison may hold 100,000),
  // each list in case order: the cases by category, the label changes, the new warnings, and
  // the cases whose latency or tokens moved (flagged ones first).
  const byCategory = new Map<Category, CaseComparison[]>();
  const labels: CaseComparison[] = [];
  const warnings: { x: CaseComparison; w: string }[] = [];
  const timedFlagged: CaseComparison[] = [];
  const timedOther: CaseComparison[] = [];
  // Indexed loops: `for...of` over each case's (mostly empty) warnings made an iterator a case.
  const cases = c.cases;
  for (let i = 0; i < cases.length; i++) {
    const x = cases[i]!;
    const list = byCategory.get(x.category);
    if (list === undefined) byCategory.set(x.category, [x]);
    else list.push(x);
    if (x.label_change !== null) labels.push(x);
    const news = x.new_warnings;
    for (let j = 0; j < news.length; j++) warnings.push({ x, w: news[j]! });
    if (flagged(x)) timedFlagged.push(x);
    else if (moved(x)) timedOther.push(x);
  }
  const timed = timedFlagged.concat(timedOther);
  const of = (cat: Category) => byCategory.get(cat) ?? [];
  const inCategory = (cats: readonly Category[]) => cats.flatMap((cat) => (failOn.has(cat) ? [] : of(cat)));
  const gating = [...ATTENTION, ...CATEGORIES.filter((cat) => !ATTENTION.includes(cat))].flatMap((cat) =>
    failOn.has(cat) ? of(cat) : [],
  );
  // With `--fail-on-latency`, a slower case fails the gate whatever its category: it is listed there.
  if (slowerGates) gating.push(...timedFlagged.filter((x) => x.latency.slower && !failOn.has(x.category)));
  const still = inCategory(["still_failing"]);
  const flaky = inCategory(["flaky"]);
  const fixed = inCategory(["fixed"]);
  const changed = inCategory(["changed"]);
  const oneSided = inCategory(["missing", "new"]);
  // Under `Not gating`: a gate-failing case is in the table above, its reason saying the same.
  const partial = partialExecutionCases(c).filter((x) => !failOn.has(x.category));
  const withDiff = outputs === "excerpt" ? gating.filter((x) => x.diff !== null) : [];
  const TABLE = "| Case | Type | Change | Reason | Latency |\n| --- | --- | --- | --- | --- |";

  return [
    {
      head: `### Failing the gate (${gating.length})\n`,
      table: TABLE,
      items: gating.map((x) => ({ rank: RANK_GATE, text: attentionRow(x, outputs) })),
      block: false,
      noun: "cases",
    },
    {
      head: "",
      items: withDiff.map((x) => ({ rank: RANK_GATE_DIFF, text: details(x, "gate") })),
      block: true,
      noun: "diffs",
    },
    {
      ...collapsed(
        `${CATEGORY_ICON.still_failing} Still failing (${still.length}): known failures, failing in the baseline too`,
      ),
      table: TABLE,
      items: still.map((x) => ({ rank: 3, text: attentionRow(x, outputs) })),
      block: false,
      noun: "cases",
    },
    {
      ...collapsed(
        `${CATEGORY_ICON.flaky} Flaky (${flaky.length}): pass rates that moved without a significant drop`,
      ),
      table: TABLE,
      items: flaky.map((x) => ({ rank: 3, text: attentionRow(x, outputs) })),
      block: false,
      noun: "cases",
    },
    {
      ...collapsed(
        `${CATEGORY_ICON.changed} Changed outputs (${changed.length}): passing in both runs, review, not regressions`,
      ),
      items: changed.map((x) => ({ rank: 4, text: changedItem(x, outputs) })),
      block: true,
      noun: "cases",
    },
    {
      ...collapsed(`${CATEGORY_ICON.fixed} Fixed (${fixed.length})`),
      items: fixed.map((x) => ({
        rank: 4,
        text: `- ${caseRef(x)}: ${escapeInline(caseReason(x, outputs) ?? "passes now", ITEM_REASON)}`,
      })),
      block: false,
      noun: "cases",
    },
    {
      ...collapsed(`Label changes (${labels.length})`),
      items: labels.map((x) => ({
        rank: 5,
        // The labels are the model's words: with `none`, only that the label changed.
        text:
          outputs === "none"
            ? `- ${escapeId(x.id)}: label changed (labels not shown)`
            : `- ${escapeId(x.id)}: ${labelChangeText(x.label_change!, ARROW, (label) => escapeInline(label, 80))}`,
      })),
      block: false,
      noun: "label changes",
    },
    {
      ...collapsed(`New warnings (${warnings.length})`),
      items: warnings.map(({ x, w }) => ({
        rank: 6,
        text: `- ${escapeId(x.id)}: ${escapeInline(w, 200)} (new)`,
      })),
      block: false,
      noun: "warnings",
    },
    {
      ...collapsed(
        `${CATEGORY_ICON.error} Compared on fewer repetitions (${partial.length}): some could not execute`,
      ),
      items: partial.map((x) => ({ rank: 5, text: partialItem(x, outputs) })),
      block: false,
      noun: "cases",
    },
    {
      ...collapsed(`Missing and new (${oneSided.length})${newNotPassing(oneSided)}`),
      items: oneSided.map((x) => ({
        rank: 6,
        text: `- ${caseRef(x)}: ${CATEGORY_LABEL[x.category]}, ${escapeInline(caseReason(x, outputs) ?? "", ITEM_REASON)}`,
      })),
      block: false,
      noun: "cases",
    },
    {
      ...collapsed(latencySummary(c), `${latencyIntro(c)}\n`),
      table: "| Case | Latency | Output tokens | Tokens per second |\n| --- | --- | --- | --- |",
      items: timed.map((x) => ({ rank: flagged(x) ? 6 : 7, text: latencyRow(x) })),
      block: false,
      noun: "cases",
    },
  ];
}

/** `: 2 new cases do not pass in the candidate`, or "": the section is collapsed, so its summary says it. */
function newNotPassing(cases: readonly CaseComparison[]): string {
  const n = cases.filter((x) => x.category === "new" && x.candidate_status !== "pass").length;
  if (n === 0) return "";
  return n === 1
    ? ": 1 new case does not pass in the candidate"
    : `: ${n} new cases do not pass in the candidate`;
}

/** The reason, which ends with what could not execute; the bare counts when no reason may be shown. */
function partialItem(x: CaseComparison, outputs: MarkdownOutputs): string {
  const why = outputs === "none" || x.reason === null ? judgedCounts(x) : x.reason;
  return `- ${caseRef(x)}: ${escapeInline(changeText(x, ARROW), 80)}, ${escapeInline(why, ITEM_REASON)}`;
}

function caseRef(x: CaseComparison): string {
  return `${escapeId(x.id)} (${escapeInline(x.type, 40)})`;
}

function attentionRow(x: CaseComparison, outputs: MarkdownOutputs): string {
  const cells = [
    escapeId(x.id),
    escapeInline(x.type, 40),
    escapeInline(changeText(x, ARROW), 80),
    escapeInline(caseReason(x, outputs) ?? "", ROW_REASON),
    escapeInline(latencyText(x, ARROW), 80),
  ];
  return `| ${cells.join(" | ")} |`;
}

function changedItem(x: CaseComparison, outputs: MarkdownOutputs): string {
  if (outputs === "excerpt" && x.diff !== null) return details(x);
  const label =
    x.label_change === null || outputs === "none"
      ? ""
      : ` (${labelChangeText(x.label_change, ARROW, (label) => escapeInline(label, 60))})`;
  return `- ${caseRef(x)}: ${escapeInline(caseReason(x, outputs) ?? "changed", ITEM_REASON)}${label}`;
}

/** A collapsible diff; the summary is HTML (escaped), the body a fence longer than its backticks. */
function details(x: CaseComparison, where: "gate" | "changed" = "changed"): string {
  const what = `<code>${escapeInline(x.id, 120)}</code> (${escapeInline(x.type, 40)}, ${escapeInline(
    CATEGORY_LABEL[x.category],
    20,
  )})`;
  const reason = x.reason ?? "";
  // Below the gate table the reason is in the row already: the summary says whose diff it is.
  const summary = where === "gate" ? `Diff of ${what}` : `${what}: ${escapeInline(reason, SUMMARY_REASON)}`;
  // A reason cut short above is given whole over the diff: its end often says why a case was
  // not tested (`... p cannot go below 0.1, so it is not tested at alpha 0.05`).
  const shown = where === "gate" ? ROW_REASON : SUMMARY_REASON;
  const whole = codePoints(reason) > shown ? `${escapeInline(reason, WHOLE_REASON)}\n\n` : "";
  return `<details><summary>${summary}</summary>\n\n${whole}${codeBlock(x.diff ?? "", "diff", 4000)}\n\n</details>`;
}

/** Reasons are cut to this many characters in a table row, a diff's summary, a list item... */
const ROW_REASON = 300;
const SUMMARY_REASON = 200;
const ITEM_REASON = 600;
/** ...and given up to this many over a diff when cut above. */
const WHOLE_REASON = 2000;

function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

function paren(text: string): string {
  return text === "" ? "" : ` (${text})`;
}

function flagged(x: CaseComparison): boolean {
  return x.latency.slower || x.tokens.longer || x.tokens.tps_slower;
}

/** Whether a case's latency or output tokens differ between the sides (the latency table lists it). */
function moved(x: CaseComparison): boolean {
  return (
    (x.latency.delta_ms !== null && x.latency.delta_ms !== 0) ||
    (x.tokens.baseline !== null && x.tokens.candidate !== null && x.tokens.baseline !== x.tokens.candidate)
  );
}

function latencyRow(x: CaseComparison): string {
  const t = x.tokens;
  const tokens =
    t.baseline === null && t.candidate === null
      ? ""
      : `${num(t.baseline)} ${ARROW} ${num(t.candidate)}${paren(pct(t.delta_pct))}${t.longer ? ", longer" : ""}`;
  const tps =
    t.tps_baseline === null && t.tps_candidate === null
      ? ""
      : `${num(t.tps_baseline)} ${ARROW} ${num(t.tps_candidate)}${paren(pct(t.tps_delta_pct))}${t.tps_slower ? ", fewer" : ""}`;
  const cells = [
    escapeId(x.id),
    escapeInline(latencyText(x, ARROW), 80),
    escapeInline(tokens, 80),
    escapeInline(tps, 80),
  ];
  return `| ${cells.join(" | ")} |`;
}

/** `⏱ Latency and tokens: median 820 ms → 870 ms (+6.1%), 2 slower cases`. */
function latencySummary(c: Comparison): string {
  const l = c.latency;
  const parts: string[] = [];
  if (l.cases_compared > 0) parts.push(`median ${medianLatency(l, ARROW)}${paren(pct(l.delta_pct))}`);
  const flags = [
    [l.slower_cases, "slower"],
    [c.tokens.longer_cases, "longer output"],
    [c.tokens.tps_slower_cases, "fewer tokens per second"],
  ] as const;
  for (const [n, what] of flags) if (n > 0) parts.push(`${n} ${what}`);
  return `⏱ Latency and tokens${parts.length > 0 ? `: ${parts.join(", ")}` : ""}`;
}

function latencyIntro(c: Comparison): string {
  const l = c.latency;
  const t = c.tokens;
  const lines: string[] = [];
  if (l.cases_compared === 0) {
    lines.push("No case was timed on both sides.");
  } else {
    lines.push(
      `Median latency: ${medianLatency(l, ARROW)}${paren(pct(l.delta_pct))} over ${l.cases_compared} ${l.cases_compared === 1 ? "case" : "cases"} (${latencySources(l)}). ` +
        `A case is slower past +${l.threshold_pct}% and +${l.min_delta_ms} ms: ${l.slower_cases} ${l.slower_cases === 1 ? "case" : "cases"}. ` +
        `Compared figure: ${l.figure === null ? "none" : figureWord(l.figure, l.compute_lacking)}.`,
    );
  }
  if (t.cases_compared > 0) {
    const tps =
      t.tps_baseline_median === null || t.tps_candidate_median === null
        ? ""
        : `; tokens per second ${num(t.tps_baseline_median)} ${ARROW} ${num(t.tps_candidate_median)}${paren(pct(t.tps_delta_pct))}`;
    lines.push(
      `Output tokens (median): ${num(t.baseline_median)} ${ARROW} ${num(t.candidate_median)}${paren(pct(t.delta_pct))}${tps}.`,
    );
  }
  return lines.join("\n\n");
}
