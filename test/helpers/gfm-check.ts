/**
 * A small line-based reading of GitHub-flavoured Markdown, for acceptance tests of reports that
 * carry hostile text. It finds what a GitHub comment would turn into structure — fences, tables,
 * headings, HTML, links, images, mentions, references — and returns every problem it sees, so a
 * test can assert the list is empty. Written from the CommonMark/GFM rules, independently of the
 * renderer's escaper.
 */

export interface GfmOptions {
  /** The renderer's own headings (regexps over the whole line); any other heading is injected. */
  headings: RegExp[];
  /** The renderer's own HTML tags, e.g. `details`, `summary`, `code`. */
  tags: string[];
  /** The renderer's own fence info strings (`diff`); `""` for none. */
  fenceInfo: string[];
  /** Code spans the renderer writes itself (e.g. plain case ids): their content must match. */
  codeSpan: RegExp;
}

export interface GfmReport {
  problems: string[];
  /** Lines outside fenced code blocks, with their 1-based numbers. */
  prose: { line: number; text: string }[];
  tables: { header: number; rows: number[][] }[];
  fences: number;
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Character references decoded as a browser would (GitHub finds mentions after this). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);/g, (m, body: string) => {
    if (body[0] === "#") {
      const cp =
        body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : "\ufffd";
    }
    return NAMED[body] ?? m;
  });
}

/** Splits a GFM table row into cells: every `|` not escaped by a backslash separates cells. */
export function tableCells(line: string): number {
  let text = line.trim();
  if (text.startsWith("|")) text = text.slice(1);
  if (text.endsWith("|") && !text.endsWith("\\|")) text = text.slice(0, -1);
  let cells = 1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === "|") cells++;
  }
  return cells;
}

const FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;
const DELIMITER_ROW = /^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

export function checkGfm(md: string, opts: GfmOptions): GfmReport {
  const problems: string[] = [];
  const prose: { line: number; text: string }[] = [];
  const tables: { header: number; rows: number[][] }[] = [];
  const lines = md.split("\n");
  let fence: { char: string; length: number; line: number } | null = null;
  let fences = 0;

  if (/[\r\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(md))
    problems.push("control characters (or CR) in the report");
  if (/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/.test(md))
    problems.push("bidirectional override characters in the report");
  if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(md))
    problems.push("a lone surrogate (a character cut in half) in the report");

  lines.forEach((text, i) => {
    const n = i + 1;
    const m = FENCE.exec(text);
    if (fence !== null) {
      if (m !== null && m[2]![0] === fence.char && m[2]!.length >= fence.length && m[3]!.trim() === "")
        fence = null;
      return;
    }
    if (m !== null && !(m[2]![0] === "`" && m[3]!.includes("`"))) {
      fence = { char: m[2]![0]!, length: m[2]!.length, line: n };
      fences++;
      if (m[2]![0] !== "`") problems.push(`line ${n}: a ~~~ fence the renderer does not write`);
      if (!opts.fenceInfo.includes(m[3]!.trim())) problems.push(`line ${n}: fence with info '${m[3]}'`);
      if (m[1] !== "") problems.push(`line ${n}: indented fence`);
      return;
    }
    prose.push({ line: n, text });
  });
  if (fence !== null)
    problems.push(`the fence opened at line ${(fence as { line: number }).line} is never closed`);

  // Tables: a header row followed by a delimiter row; rows until a blank line.
  for (let k = 0; k < prose.length; k++) {
    const head = prose[k]!;
    const delim = prose[k + 1];
    if (!head.text.trimStart().startsWith("|") || delim === undefined || delim.line !== head.line + 1)
      continue;
    if (!DELIMITER_ROW.test(delim.text)) continue;
    const width = tableCells(head.text);
    if (tableCells(delim.text) !== width) problems.push(`line ${delim.line}: delimiter row width`);
    const table = { header: head.line, rows: [] as number[][] };
    let j = k + 2;
    for (; j < prose.length && prose[j]!.line === prose[j - 1]!.line + 1; j++) {
      const row = prose[j]!;
      if (row.text.trim() === "") break;
      // GFM keeps any non-blank line as a row of the table: one not starting with `|` is text
      // that broke out of a cell.
      if (!row.text.trimStart().startsWith("|"))
        problems.push(`line ${row.line}: table row without a leading pipe`);
      const cells = tableCells(row.text);
      table.rows.push([row.line, cells]);
      if (cells !== width) problems.push(`line ${row.line}: ${cells} cells, the header has ${width}`);
    }
    tables.push(table);
    k = j - 1;
  }

  let depth = 0;
  for (const { line, text } of prose) {
    // Code spans the renderer writes (plain ids) are literal; remove them before looking further.
    const spans = text.match(/`+[^`]*`+/g) ?? [];
    for (const span of spans) {
      const inner = span.replace(/^`+|`+$/g, "");
      if (!opts.codeSpan.test(inner)) problems.push(`line ${line}: code span ${JSON.stringify(span)}`);
    }
    const plain = text.replace(/`+[^`]*`+/g, "");
    if (plain.includes("`")) problems.push(`line ${line}: stray backtick`);

    // Raw HTML: only the renderer's own tags, and <details> balanced.
    for (const tag of plain.matchAll(/<(\/?)([A-Za-z][A-Za-z0-9-]*)|<[!?]/g)) {
      const name = tag[2]?.toLowerCase();
      if (name === undefined || !opts.tags.includes(name)) {
        problems.push(`line ${line}: raw HTML ${JSON.stringify(tag[0])}`);
        continue;
      }
      if (name === "details") {
        depth += tag[1] === "/" ? -1 : 1;
        if (depth < 0) problems.push(`line ${line}: </details> without <details>`);
      }
    }
    if (/<(https?:|mailto:|www\.)/i.test(plain)) problems.push(`line ${line}: autolink`);
    if (plain.includes("![")) problems.push(`line ${line}: image`);
    if (plain.includes("](") || /\]\s*\[/.test(plain)) problems.push(`line ${line}: link`);
    if (/^ {0,3}\[[^\]]*\]:/.test(plain)) problems.push(`line ${line}: link reference definition`);

    // Block structure at line start.
    if (/^ {0,3}#{1,6}(\s|$)/.test(text) && !opts.headings.some((h) => h.test(text)))
      problems.push(`line ${line}: heading ${JSON.stringify(text.slice(0, 60))}`);
    if (/^ {0,3}>/.test(text)) problems.push(`line ${line}: block quote`);
    if (/^ {0,3}(=+|-+|\*+|_+)\s*$/.test(text) && !DELIMITER_ROW.test(text))
      problems.push(`line ${line}: setext underline or thematic break`);
    if (/^ {4,}\S/.test(text)) problems.push(`line ${line}: indented code`);

    // What GitHub finds in the rendered text: entities are decoded first.
    const rendered = decodeEntities(plain);
    if (/(^|[^A-Za-z0-9_`])@[A-Za-z0-9]/.test(rendered)) problems.push(`line ${line}: @mention`);
    if (/(^|[^A-Za-z0-9_])#[0-9]/.test(rendered) || /\bGH-[0-9]/i.test(rendered))
      problems.push(`line ${line}: issue reference`);
    if (/[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(rendered) || /\bwww\./i.test(rendered))
      problems.push(`line ${line}: URL autolink`);
    if (/[A-Za-z0-9._+-]@[A-Za-z0-9-]+\.[A-Za-z]/.test(rendered))
      problems.push(`line ${line}: email autolink`);

    // Inline syntax is parsed from the source, before entities are decoded: the renderer writes
    // none of these characters itself outside its verdict (`**WORD**`) and its shortened note.
    const inline = plain.replace(/^\*\*[A-Z ]+\*\*/, "").replace(/^_This report was shortened[^_]*_$/, "");
    if (inline.includes("*")) problems.push(`line ${line}: emphasis character '*'`);
    if (/(^|[^A-Za-z0-9])_|_([^A-Za-z0-9]|$)/.test(inline))
      problems.push(`line ${line}: emphasis character '_'`);
    if (inline.includes("~")) problems.push(`line ${line}: strikethrough character '~'`);
    if (inline.includes("$")) problems.push(`line ${line}: math delimiter '$'`);
    if (inline.includes("\\")) problems.push(`line ${line}: backslash escape`);
  }
  if (depth !== 0) problems.push(`<details> opened ${depth} more times than closed`);
  return { problems, prose, tables, fences };
}
