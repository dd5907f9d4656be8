import type { Path, Position } from "./position.js";

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** How far a path was found: the offsets of the deepest value found and, for a member, its key. */
interface Found {
  depth: number;
  value: number;
  key: number | undefined;
}

/**
 * Where the parts of a JSON text were written, for diagnostics: the text must already have passed
 * the strict parser. Nothing is recorded while parsing; a container's members are found by
 * scanning its text the first time a path goes through it (a suite asks for each case's line,
 * so the `cases` list is scanned once; a case's own fields only when a diagnostic needs them).
 */
export class JsonTextMap {
  /** Container offset → `[key, keyOffset, valueOffset, ...]` (object) or item offsets (array). */
  private readonly scanned = new Map<number, readonly (string | number)[]>();
  private lineStarts: number[] | undefined;
  private readonly root: number;
  /** Where each item of a list held by the top-level object was written, by the list's key. */
  private readonly listItems = new Map<string, readonly Position[] | null>();

  constructor(private readonly text: string) {
    this.root = skipWhitespace(text, 0);
  }

  /** Where the value at `path` was written, or its nearest written ancestor. */
  at(path: Path): Position {
    // An item of a top-level list (a suite's case): every item is placed at the first ask.
    if (path.length === 2 && typeof path[0] === "string" && typeof path[1] === "number") {
      const item = this.itemsOf(path[0])?.[path[1]];
      if (item !== undefined) return { line: item.line, column: item.column };
    }
    return this.position(this.find(path).value);
  }

  /** Where the key of the last segment was written; the value when it is a list item. */
  keyAt(path: Path): Position {
    const found = this.find(path);
    const wholly = found.depth === path.length && found.key !== undefined;
    return this.position(wholly ? found.key! : found.value);
  }

  has(path: Path): boolean {
    return this.find(path).depth === path.length;
  }

  isContainer(offset: number): boolean {
    const c = this.text.charCodeAt(offset);
    return c === 0x7b || c === 0x5b;
  }

  /** The offsets of the values a container holds, in written order; none for a scalar. */
  children(offset: number): number[] {
    const members = this.members(offset);
    if (members === undefined) return [];
    if (this.text.charCodeAt(offset) === 0x5b) return members as number[];
    const out: number[] = [];
    for (let i = 2; i < members.length; i += 3) out.push(members[i] as number);
    return out;
  }

  /** The offset of the top-level value. */
  get rootOffset(): number {
    return this.root;
  }

  position(offset: number): Position {
    this.lineStarts ??= lineStartsOf(this.text);
    const starts = this.lineStarts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1 };
  }

  /**
   * The positions of the items of the list at `[key]` of a top-level object, in one pass over the
   * line starts (the items are in text order); null when there is no such list.
   */
  private itemsOf(key: string): readonly Position[] | null {
    let items = this.listItems.get(key);
    if (items === undefined) {
      items = null;
      const root = this.text.charCodeAt(this.root) === 0x7b ? this.members(this.root) : undefined;
      let i = 0;
      while (root !== undefined && i < root.length && root[i] !== key) i += 3;
      const list = root !== undefined && i < root.length ? (root[i + 2] as number) : -1;
      if (list >= 0 && this.text.charCodeAt(list) === 0x5b)
        items = this.positions(this.members(list) as number[]);
      this.listItems.set(key, items);
    }
    return items;
  }

  /** {@link position} of each of `offsets`, given in ascending order. */
  private positions(offsets: readonly number[]): Position[] {
    this.lineStarts ??= lineStartsOf(this.text);
    const starts = this.lineStarts;
    const out: Position[] = [];
    let line = 0;
    for (const offset of offsets) {
      while (line + 1 < starts.length && starts[line + 1]! <= offset) line++;
      out.push({ line: line + 1, column: offset - starts[line]! + 1 });
    }
    return out;
  }

  /** Follows `path` as the YAML source map does: keys of objects, numeric indexes of arrays. */
  private find(path: Path): Found {
    let found: Found = { depth: 0, value: this.root, key: undefined };
    for (const segment of path) {
      const opening = this.text.charCodeAt(found.value);
      const members = this.members(found.value);
      if (members === undefined) break;
      if (opening === 0x5b) {
        const offset = typeof segment === "number" ? members[segment] : undefined;
        if (offset === undefined) break;
        found = { depth: found.depth + 1, value: offset as number, key: undefined };
      } else {
        const key = String(segment);
        let i = 0;
        while (i < members.length && members[i] !== key) i += 3;
        if (i >= members.length) break;
        found = { depth: found.depth + 1, value: members[i + 2] as number, key: members[i + 1] as number };
      }
    }
    return found;
  }

  private members(offset: number): readonly (string | number)[] | undefined {
    const opening = this.text.charCodeAt(offset);
    if (opening !== 0x7b && opening !== 0x5b) return undefined;
    let members = this.scanned.get(offset);
    if (members === undefined) {
      // The containers it holds are scanned in the same pass, not skipped and scanned again
      // when a path goes through them (the root, then `cases`: one pass over the text, not two).
      const holds = (start: number): number => {
        const child = scanContainer(this.text, start, undefined);
        this.scanned.set(start, child.members);
        return child.end;
      };
      members = scanContainer(this.text, offset, holds).members;
      this.scanned.set(offset, members);
    }
    return members;
  }
}

/**
 * The members of the container at `start` and the offset just past it. `holds`, when given,
 * scans a member that is itself a container and returns where it ends; otherwise it is skipped.
 */
function scanContainer(
  text: string,
  start: number,
  holds: ((start: number) => number) | undefined,
): { members: (string | number)[]; end: number } {
  const past = (value: number): number => {
    const c = text.charCodeAt(value);
    return holds !== undefined && (c === 0x7b || c === 0x5b) ? holds(value) : skipValue(text, value);
  };
  const isObject = text.charCodeAt(start) === 0x7b;
  const { members, end } = isObject ? scanObject(text, start, past) : scanArray(text, start, past);
  return { members, end };
}

function scanObject(
  text: string,
  start: number,
  past: (value: number) => number,
): { members: (string | number)[]; end: number } {
  const out: (string | number)[] = [];
  let i = skipWhitespace(text, start + 1);
  while (text.charCodeAt(i) === QUOTE) {
    const keyEnd = skipString(text, i);
    const raw = text.slice(i + 1, keyEnd - 1);
    // Decoded as the strict parser decodes it; a valid JSON string means the same to JSON.parse.
    const key = raw.includes("\\") ? (JSON.parse(text.slice(i, keyEnd)) as string) : raw;
    const colon = skipWhitespace(text, keyEnd);
    const value = skipWhitespace(text, colon + 1);
    out.push(key, i, value);
    i = skipWhitespace(text, past(value));
    if (text.charCodeAt(i) === 0x2c) i = skipWhitespace(text, i + 1);
  }
  return { members: out, end: i + 1 };
}

function scanArray(
  text: string,
  start: number,
  past: (value: number) => number,
): { members: number[]; end: number } {
  const out: number[] = [];
  let i = skipWhitespace(text, start + 1);
  while (i < text.length && text.charCodeAt(i) !== 0x5d) {
    out.push(i);
    i = skipWhitespace(text, past(i));
    if (text.charCodeAt(i) === 0x2c) i = skipWhitespace(text, i + 1);
  }
  return { members: out, end: i + 1 };
}

/**
 * A container of valid JSON nested at most CONTAINER_DEPTH levels deep (itself the first),
 * matched by one native search: a suite's case is one `test`, where the walk in skipValue turns
 * its loop once per character outside strings, mostly before the engine has compiled it. Each
 * choice in the pattern is decided by one character (a string, a run of other characters, a
 * bracket), so on valid JSON it can match only the whole container; a deeper one fails (the walk
 * then decides) after backtracking linear in its length.
 */
const CONTAINER_DEPTH = 8;
const CONTAINER = new RegExp(`[[{]${containerBody(CONTAINER_DEPTH - 1)}[\\]}]`, "y");

/** The pattern of a container's members holding containers `levels` deep. */
function containerBody(levels: number): string {
  const run = String.raw`[^"{}[\]]*`;
  const string = String.raw`"[^"\\]*(?:\\[^][^"\\]*)*"`;
  let body = `${run}(?:${string}${run})*`;
  for (let level = 0; level < levels; level++) body = `${run}(?:(?:${string}|[[{]${body}[\\]}])${run})*`;
  return body;
}

/** The offset just past the container at `pos`, or -1 when it is too deep for {@link CONTAINER}. */
function skipShallowContainer(text: string, pos: number): number {
  CONTAINER.lastIndex = pos;
  try {
    return CONTAINER.test(text) ? CONTAINER.lastIndex : -1;
  } catch {
    return -1; // the search ran out of backtracking stack (a huge container): the walk does not
  }
}

/** The offset just past the value starting at `pos`. */
function skipValue(text: string, pos: number): number {
  const c = text.charCodeAt(pos);
  if (c === QUOTE) return skipString(text, pos);
  if (c === 0x7b || c === 0x5b) {
    const shallow = skipShallowContainer(text, pos);
    if (shallow >= 0) return shallow;
    let depth = 0;
    const end = text.length;
    for (let i = pos; i < end; i++) {
      const d = text.charCodeAt(i);
      if (d === QUOTE) i = skipString(text, i) - 1;
      else if (d === 0x7b || d === 0x5b) depth++;
      else if ((d === 0x7d || d === 0x5d) && --depth === 0) return i + 1;
    }
    return end;
  }
  // A number or a literal runs to the next delimiter.
  let i = pos;
  for (; i < text.length; i++) {
    const d = text.charCodeAt(i);
    if (d === 0x2c || d === 0x7d || d === 0x5d || d === 0x20 || d === 0x0a || d === 0x0d || d === 0x09) break;
  }
  return i;
}

/**
 * At an opening quote: the offset just past the closing one, found by the native search (a
 * quote after an odd number of backslashes is escaped, not the end).
 */
function skipString(text: string, pos: number): number {
  let quote = pos;
  for (;;) {
    quote = text.indexOf('"', quote + 1);
    if (quote < 0) return text.length;
    let before = quote - 1;
    while (text.charCodeAt(before) === BACKSLASH) before--;
    if ((quote - 1 - before) % 2 === 0) return quote + 1;
  }
}

function skipWhitespace(text: string, pos: number): number {
  let i = pos;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
    else return i;
  }
}

/** Line starts, a lone CR counting as a line break as in YAML files and the strict parser's messages. */
function lineStartsOf(text: string): number[] {
  const starts = [0];
  if (!text.includes("\r")) {
    // The usual text: line feeds found by the native search.
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
    return starts;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) starts.push(i + 1);
  }
  return starts;
}
