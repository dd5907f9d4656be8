/**
 * A small, strict XML 1.0 reader for acceptance tests: it throws on anything a conforming parser
 * would reject (characters XML cannot carry, unescaped `<` or `&`, unknown entities, `]]>` in
 * text, mismatched or unclosed tags, duplicate or unquoted attributes, content after the root).
 * No DTDs, no namespaces: JUnit files need neither. Written without regular-expression parsing of
 * the structure, so it cannot share a blind spot with an escaper built on regular expressions.
 */

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The decoded text directly inside this element (CDATA included), concatenated. */
  text: string;
}

const PREDEFINED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function isXmlChar(cp: number): boolean {
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

function isNameStart(ch: string): boolean {
  const c = ch.charCodeAt(0);
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || ch === "_" || ch === ":" || c >= 0xc0;
}

function isNameChar(ch: string): boolean {
  return isNameStart(ch) || ch === "-" || ch === "." || (ch >= "0" && ch <= "9") || ch === "\u00b7";
}

export class XmlSyntaxError extends Error {}

export function parseStrictXml(xml: string): XmlElement {
  // Every character must be one XML can carry (a lone surrogate is not a character at all).
  for (let i = 0; i < xml.length; i++) {
    const cp = xml.codePointAt(i)!;
    if (cp >= 0xd800 && cp <= 0xdfff) throw new XmlSyntaxError(`lone surrogate at ${i}`);
    if (!isXmlChar(cp)) throw new XmlSyntaxError(`character U+${cp.toString(16)} not allowed at ${i}`);
    if (cp > 0xffff) i++;
  }
  let pos = 0;
  const fail = (msg: string): never => {
    throw new XmlSyntaxError(`${msg} at offset ${pos}: ${JSON.stringify(xml.slice(pos, pos + 40))}`);
  };
  const startsWith = (s: string) => xml.startsWith(s, pos);
  const skipSpace = () => {
    while (pos < xml.length && " \t\r\n".includes(xml[pos]!)) pos++;
  };
  const name = (): string => {
    const from = pos;
    if (pos >= xml.length || !isNameStart(xml[pos]!)) fail("expected a name");
    while (pos < xml.length && isNameChar(xml[pos]!)) pos++;
    return xml.slice(from, pos);
  };
  const reference = (): string => {
    // at '&'
    const end = xml.indexOf(";", pos);
    if (end < 0) fail("unterminated reference");
    const body = xml.slice(pos + 1, end);
    let out: string;
    if (body.startsWith("#x")) {
      if (!/^#x[0-9a-fA-F]+$/.test(body)) fail("bad hex character reference");
      out = String.fromCodePoint(Number.parseInt(body.slice(2), 16));
    } else if (body.startsWith("#")) {
      if (!/^#[0-9]+$/.test(body)) fail("bad character reference");
      out = String.fromCodePoint(Number.parseInt(body.slice(1), 10));
    } else {
      const v = PREDEFINED[body];
      if (v === undefined) fail(`unknown entity '&${body};'`);
      out = v!;
    }
    const cp = out.codePointAt(0)!;
    if (!isXmlChar(cp)) fail("character reference to a character XML cannot carry");
    pos = end + 1;
    return out;
  };
  const comment = () => {
    const end = xml.indexOf("-->", pos + 4);
    if (end < 0) fail("unterminated comment");
    if (xml.slice(pos + 4, end).includes("--")) fail("'--' inside a comment");
    pos = end + 3;
  };
  const pi = () => {
    const end = xml.indexOf("?>", pos);
    if (end < 0) fail("unterminated processing instruction");
    pos = end + 2;
  };
  const misc = () => {
    for (;;) {
      skipSpace();
      if (startsWith("<!--")) comment();
      else if (startsWith("<?")) pi();
      else return;
    }
  };

  const element = (): XmlElement => {
    if (!startsWith("<")) fail("expected '<'");
    pos++;
    const el: XmlElement = { name: name(), attrs: {}, children: [], text: "" };
    for (;;) {
      const before = pos;
      skipSpace();
      if (startsWith("/>")) {
        pos += 2;
        return el;
      }
      if (startsWith(">")) {
        pos++;
        break;
      }
      if (pos === before) fail("expected whitespace before an attribute");
      const attr = name();
      if (attr in el.attrs) fail(`duplicate attribute '${attr}'`);
      skipSpace();
      if (!startsWith("=")) fail("expected '='");
      pos++;
      skipSpace();
      const quote = xml[pos];
      if (quote !== '"' && quote !== "'") fail("attribute value must be quoted");
      pos++;
      let value = "";
      while (pos < xml.length && xml[pos] !== quote) {
        const ch = xml[pos]!;
        if (ch === "<") fail("'<' in an attribute value");
        if (ch === "&") value += reference();
        else {
          // Attribute-value normalisation: literal whitespace becomes a space.
          value += "\t\n\r".includes(ch) ? " " : ch;
          pos++;
        }
      }
      if (pos >= xml.length) fail("unterminated attribute value");
      pos++;
      el.attrs[attr] = value;
    }
    // content
    for (;;) {
      if (pos >= xml.length) fail(`element <${el.name}> is not closed`);
      if (startsWith("</")) {
        pos += 2;
        const closing = name();
        if (closing !== el.name) fail(`</${closing}> closes <${el.name}>`);
        skipSpace();
        if (!startsWith(">")) fail("expected '>'");
        pos++;
        return el;
      }
      if (startsWith("<!--")) comment();
      else if (startsWith("<![CDATA[")) {
        const end = xml.indexOf("]]>", pos);
        if (end < 0) fail("unterminated CDATA");
        el.text += xml.slice(pos + 9, end);
        pos = end + 3;
      } else if (startsWith("<?")) pi();
      else if (startsWith("<")) el.children.push(element());
      else if (startsWith("&")) el.text += reference();
      else if (startsWith("]]>")) fail("']]>' in text");
      else {
        el.text += xml[pos];
        pos++;
      }
    }
  };

  if (startsWith("\ufeff")) pos++;
  if (startsWith("<?xml")) {
    pi();
  }
  misc();
  if (startsWith("<!DOCTYPE")) fail("DOCTYPE is not expected in a JUnit file");
  const root = element();
  misc();
  if (pos !== xml.length) fail("content after the root element");
  return root;
}

/** Every element named `name` at any depth, in document order. */
export function findAll(root: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (el: XmlElement) => {
    if (el.name === name) out.push(el);
    el.children.forEach(walk);
  };
  walk(root);
  return out;
}
