/**
 * XML 1.0 text and attribute escaping. Characters XML cannot carry at all (most C0 controls,
 * lone surrogates, U+FFFE/U+FFFF) become U+FFFD, so any model output yields a well-formed file;
 * invisible characters are shown as `\u{200B}`. A parser turns a raw `\r` into a newline, so a
 * lone `\r` (and U+2028, U+2029, U+0085) is shown inside its line (`\r`), and `\r\n` is written
 * `\n`, as a parser would read it: one line of a report is one line of the file.
 */
import { showInvisible } from "../safety/invisible.js";
import { showLineBreaks } from "../safety/line-breaks.js";

const NOT_XML =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function xmlText(text: string): string {
  return showInvisible(showLineBreaks(text.replace(/\r\n/g, "\n")))
    .replace(NOT_XML, "\ufffd")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

export function xmlAttr(text: string): string {
  return xmlText(text)
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(/\r/g, "&#13;")
    .replace(/\n/g, "&#10;")
    .replace(/\t/g, "&#9;");
}
