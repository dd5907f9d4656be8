import { parseStrictJson } from "../json/parse.js";
import { showLookAlikes } from "../look-alikes.js";
import type { CheckSpec } from "../suite/case.js";
import { type CheckOutcome, outcome, pass } from "./check-result.js";

type ClassificationSpec = Extract<CheckSpec, { type: "classification" }>;

/** How many allowed labels a failure reason lists before `...`. */
const LISTED_LABELS = 10;

/** The predicted label as the check compares it: stripped, lower-cased when case-insensitive. */
export function normalizeLabel(text: string, caseInsensitive: boolean): string {
  const t = text.trim();
  return caseInsensitive ? t.toLowerCase() : t;
}

/**
 * The label a model answered. A model constrained by `format: {type: string, enum: [...]}`
 * answers a JSON string (`"technical"`, quotes included): that string is the label.
 */
export function predictedLabel(output: string, caseInsensitive: boolean): string {
  const t = output.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) {
    const parsed = parseStrictJson(t);
    if (parsed.ok && typeof parsed.value === "string") return normalizeLabel(parsed.value, caseInsensitive);
  }
  return normalizeLabel(t, caseInsensitive);
}

export function checkClassification(spec: ClassificationSpec, predicted: string): CheckOutcome {
  const norm = (s: string) => normalizeLabel(s, spec.caseInsensitive);
  const expected = norm(spec.expected);
  // An allowed label (the usual answer) is found without a list of normalised labels made.
  if (spec.labels !== undefined && !spec.labels.some((label) => norm(label) === predicted)) {
    const labels = spec.labels.map(norm);
    const listed = labels.slice(0, LISTED_LABELS).map(quoteLabel);
    if (labels.length > LISTED_LABELS) listed.push("...");
    return outcome(
      "fail",
      `predicted ${quoteLabel(predicted)}, not one of the allowed labels: ${listed.join(", ")}`,
      {
        predicted,
        expected,
      },
    );
  }
  if (predicted === expected) return pass({ predicted });
  return outcome("fail", `predicted ${quoteLabel(predicted)}, expected ${quoteLabel(expected)}`, {
    predicted,
    expected,
  });
}

/**
 * `'billing'`; long or multi-line predictions are capped, their line breaks shown as `\n` and
 * invisible characters escaped.
 */
function quoteLabel(label: string): string {
  const capped = label.length > 60 ? `${label.slice(0, 60)}…` : label;
  return `'${showLookAlikes(capped.replace(/\r/g, "\\r").replace(/\n/g, "\\n").replace(/\t/g, "\\t"))}'`;
}
