import { readFileSync, writeFileSync } from "node:fs";

// What the generated field tables of the docs share (scripts/suite-docs.mjs for the user files,
// scripts/wire-docs.mjs for the result and comparison files): Markdown cells, and the markers a
// table is written between:
//   <!-- generated: NAME (npm run docs:gen) -->  ...  <!-- end generated: NAME -->

/** Markdown of a table cell: one line, `|` escaped. */
export function cell(text) {
  return text.replace(/\s*\n\s*/g, " ").replaceAll("|", "\\|");
}

/** A value as inline code: strings as they are, anything else as JSON. */
export const code = (value) => `\`${typeof value === "string" ? value : JSON.stringify(value)}\``;

/** One table row; an empty cell is a space. */
export function row(cells) {
  return `|${cells.map((c) => (c === "" ? " " : ` ${cell(c)} `)).join("|")}|`;
}

/** The Markdown of `file` with each marked table replaced; a marker without its table is an error. */
export function withTables(markdown, tables, file) {
  let out = markdown;
  for (const [name, table] of Object.entries(tables)) {
    const open = `<!-- generated: ${name} (npm run docs:gen) -->`;
    const close = `<!-- end generated: ${name} -->`;
    const start = out.indexOf(open);
    const end = out.indexOf(close);
    if (start < 0 || end < start) throw new Error(`${file}: no '${open}' ... '${close}' markers`);
    out = `${out.slice(0, start + open.length)}\n\n${table}\n\n${out.slice(end)}`;
  }
  return out;
}

/**
 * Rewrites each docs file's tables (`--check`: exits 1 naming the stale files instead). `pages`
 * maps a file (relative to `root`) to its tables.
 */
export function writePages(root, pages, { check }) {
  let stale = 0;
  for (const [file, tables] of Object.entries(pages)) {
    const before = readFileSync(`${root}${file}`, "utf8");
    const after = withTables(before, tables, file);
    if (after === before) continue;
    if (check) {
      console.error(`${file} is stale: run npm run docs:gen`);
      stale++;
    } else {
      writeFileSync(`${root}${file}`, after);
      console.log(`${file}: tables regenerated`);
    }
  }
  if (stale > 0) process.exit(1);
}
