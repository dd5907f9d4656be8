/**
 * What may reach a terminal. Much of what the CLI prints comes from model output, suite text,
 * recorded files and servers' strings, and a terminal obeys control sequences wherever they are:
 * an OSC 8 hyperlink, a screen clear, a title change, a carriage return that overwrites the line,
 * an 8-bit CSI (U+009B). Bidirectional controls make text read in another order, zero-width and
 * tag characters hide text. So every such character in a write is shown as its JSON escape
 * (`\u001B`, `\u202E`): visible on a terminal, and JSON on stdout stays the very same JSON.
 *
 * ModelGate's own sequences (colours, the live progress line) are written as tokens from
 * `ownSequence`, which the stream step turns back into the real sequence after neutralising.
 * A token holds a random nonce drawn once per process that never leaves it (a token is always
 * replaced before writing), so no untrusted text can spell one.
 */
import { INVISIBLE_BUT_JOINER } from "./invisible.js";

/** C0 controls but tab and newline, DEL, C1 controls, line and paragraph separators, invisibles. */
const UNSAFE = new RegExp(
  `[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029${INVISIBLE_BUT_JOINER.bmpClass}]|${INVISIBLE_BUT_JOINER.tags}`,
  "g",
);

function jsonEscape(ch: string): string {
  let out = "";
  // An astral character (a tag character) as its two UTF-16 units, as JSON spells it.
  for (let k = 0; k < ch.length; k++)
    out += `\\u${ch.charCodeAt(k).toString(16).toUpperCase().padStart(4, "0")}`;
  return out;
}

/** `text` with every control, bidi, zero-width and tag character shown as `\uXXXX`. */
export function neutralizeTerminal(text: string): string {
  return text.replace(UNSAFE, jsonEscape);
}

/** Supplementary Private Use Area A: characters no ordinary text uses, and none we escape. */
const PUA_FIRST = 0xf0000;
const PUA_SIZE = 0xfffe;
const NONCE_LENGTH = 6;

let nonce: string | undefined;
let restore: RegExp | undefined;
const sequences: string[] = [];
const tokens = new Map<string, string>();

/**
 * About 96 random bits in six private-use characters. Math.random, not node:crypto (loading it
 * costs a `compare` ~10 ms): the nonce is never written anywhere, so nothing can learn it.
 */
function drawNonce(): string {
  let out = "";
  for (let k = 0; k < NONCE_LENGTH; k++)
    out += String.fromCodePoint(PUA_FIRST + Math.floor(Math.random() * PUA_SIZE));
  return out;
}

/**
 * A stand-in for `sequence` (an SGR colour, `\r\x1b[2K`) that the stream step writes as the
 * sequence itself. Only ModelGate's code calls it, with fixed sequences.
 */
export function ownSequence(sequence: string): string {
  const known = tokens.get(sequence);
  if (known !== undefined) return known;
  nonce ??= drawNonce();
  const token = `${nonce}${String.fromCodePoint(PUA_FIRST + sequences.length)}`;
  sequences.push(sequence);
  tokens.set(sequence, token);
  restore = new RegExp(`${nonce}([\\u{f0000}-\\u{ffffd}])`, "gu");
  return token;
}

/** `text` with every token of `ownSequence` replaced by its sequence. */
export function restoreOwnSequences(text: string): string {
  if (restore === undefined || nonce === undefined || !text.includes(nonce)) return text;
  return text.replace(restore, (token, id: string) => sequences[id.codePointAt(0)! - PUA_FIRST] ?? token);
}

/** What a terminal may be given: untrusted characters neutralised, ModelGate's own sequences kept. */
export function terminalSafe(text: string): string {
  return restoreOwnSequences(neutralizeTerminal(text));
}
