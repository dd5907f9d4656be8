/**
 * Fitting a Markdown report into a length limit (a GitHub comment holds 65,536 characters).
 * Sections keep their order; when everything does not fit, the most important items (lowest
 * rank, then document order) are kept and every section says how many it left out.
 */

import { closersFor } from "./markdown-close.js";

/** A unit kept or dropped whole: a table row, a list item, a collapsible diff. */
export interface Item {
  /** Lower is more important. */
  rank: number;
  text: string;
}

export interface Section {
  /** Safe Markdown: the heading, an intro paragraph, a table head. */
  head: string;
  items: Item[];
  /** Items are blocks separated by a blank line, rather than rows or list lines. */
  block: boolean;
  /** What the items are, for the note: `cases`, `label changes`. */
  noun: string;
  /** Safe Markdown closing the section (a `</details>`), kept with the head. */
  tail?: string;
  /** A table's header and delimiter rows, written only when some row is kept. */
  table?: string;
}

export function fitSections(head: string, sections: Section[], foot: string, maxChars: number): string {
  const all = sections.flatMap((s, si) =>
    s.items.map((item, ii) => ({ key: `${si}:${ii}`, rank: item.rank })),
  );
  const byPriority = [...all].sort((x, y) => x.rank - y.rank);
  const render = (count: number) =>
    assemble(head, foot, sections, new Set(byPriority.slice(0, count).map((x) => x.key)));
  let text = render(byPriority.length);
  if (text.length > maxChars) {
    // The largest priority prefix that fits; each probe renders the whole report.
    let lo = 0;
    let hi = byPriority.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (render(mid).length <= maxChars) lo = mid;
      else hi = mid - 1;
    }
    text = render(lo);
  }
  return text.length <= maxChars ? text : hardCut(text, maxChars);
}

function assemble(head: string, foot: string, sections: Section[], keep: Set<string>): string {
  let omittedAny = false;
  const body: string[] = [];
  sections.forEach((s, si) => {
    if (s.items.length === 0) return;
    const kept = s.items.filter((_, ii) => keep.has(`${si}:${ii}`)).map((i) => i.text);
    const omitted = s.items.length - kept.length;
    const rows = kept.join(s.block ? "\n\n" : "\n");
    const items = s.table === undefined ? rows : `${s.table}\n${rows}`;
    let text =
      kept.length === 0
        ? s.head.trimEnd()
        : s.head === ""
          ? items
          : `${s.head}\n${s.block ? "\n" : ""}${items}`;
    if (omitted > 0) {
      omittedAny = true;
      const noun = omitted === 1 ? singular(s.noun) : s.noun;
      text += `${text === "" ? "" : "\n\n"}… and ${omitted} more ${noun} not shown; see the JSON report.`;
    }
    if (s.tail !== undefined) text += `\n\n${s.tail}`;
    body.push(text);
  });
  const parts = [head];
  if (omittedAny) parts.push("_This report was shortened to fit; the most important rows are shown first._");
  parts.push(...body);
  if (foot !== "") parts.push(foot);
  return `${parts.join("\n\n")}\n`;
}

function singular(noun: string): string {
  return noun === "cases" ? "case" : noun.replace(/s$/, "");
}

/**
 * Last resort for a limit smaller than the fixed parts: cut at a line break, close the code fence
 * and the collapsible sections left open (so the rest of a comment, the next suite's report
 * included, is not swallowed) and say so.
 */
function hardCut(text: string, maxChars: number): string {
  const note = "\n\n… report cut to fit; see the JSON report.\n";
  let room = maxChars - note.length;
  for (let attempt = 0; attempt < 8 && room > 1; attempt++) {
    const cut = text.lastIndexOf("\n", room);
    const kept = text.slice(0, cut > 0 ? cut : room);
    const closing = closersFor(kept);
    const out = kept + closing + note;
    if (out.length <= maxChars) return out;
    room -= closing.length;
  }
  return text.slice(0, Math.max(0, maxChars));
}
