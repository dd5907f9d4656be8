import type { Comparison } from "../compare/comparison.js";

/** `modelgate.compare/v1` as written to disk: two-space indentation, trailing newline. */
export function renderComparisonJson(c: Comparison): string {
  return `${JSON.stringify(c, null, 2)}\n`;
}

/**
 * The same text as {@link renderComparisonJson}, in pieces: the members of the comparison, and
 * the elements of its arrays (a few hundred cases a piece), so a report of 100,000 cases (some 120 MB) is
 * written as it is made instead of held whole. No string value is ever split between two pieces
 * (the secret masking of a streamed write relies on it).
 */
/** Cases a piece: few enough to hold (some 600 KB), many enough that per-piece work is nothing. */
const ELEMENTS_A_PIECE = 500;

export function* comparisonJsonPieces(c: Comparison): Generator<string> {
  let first = true;
  for (const [key, member] of Object.entries(c)) {
    const head = `${first ? "{" : ","}\n  ${JSON.stringify(key)}: `;
    if (Array.isArray(member) && member.length > 0) {
      if (first) first = false;
      yield `${head}[`;
      for (let i = 0; i < member.length; i += ELEMENTS_A_PIECE) {
        // `[\n  a,\n  b\n]` without its brackets, each line two spaces deeper: the elements as
        // the whole text has them (undefined ones written null, as in any array).
        const text = JSON.stringify(member.slice(i, i + ELEMENTS_A_PIECE), null, 2);
        yield `${i > 0 ? "," : ""}${indented(text.slice(1, -2), "  ")}`;
      }
      yield "\n  ]";
      continue;
    }
    const text = JSON.stringify(member, null, 2);
    if (text === undefined) continue; // a member JSON.stringify leaves out
    first = false;
    yield `${head}${indented(text, "  ")}`;
  }
  yield first ? "{}\n" : "\n}\n";
}

/** Raw newlines in JSON.stringify's output are only its indentation (strings escape theirs). */
function indented(text: string, by: string): string {
  return text.includes("\n") ? text.replaceAll("\n", `\n${by}`) : text;
}
