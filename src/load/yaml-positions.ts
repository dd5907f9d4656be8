import {
  type Alias,
  type Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  type Node,
  type Pair,
  type YAMLMap,
} from "yaml";
import type { Path, PathSegment } from "./position.js";
import { MAX_NESTING } from "./source-file.js";

/** The path of the value written at `offset` (tags and anchors before a value belong to it). */
export function pathAt(doc: Document, offset: number): PathSegment[] {
  const path: PathSegment[] = [];
  const endOf = (node: unknown) => (node as { range?: [number, number, number] } | null)?.range?.[1] ?? -1;
  let node: unknown = doc.contents;
  while (path.length <= MAX_NESTING) {
    if (isMap(node)) {
      const pair = node.items.find((p) => Math.max(endOf(p.key), endOf(p.value)) >= offset);
      if (pair === undefined) break;
      path.push(keyText(pair));
      if (endOf(pair.key) >= offset) break;
      node = pair.value;
    } else if (isSeq(node)) {
      const index = node.items.findIndex((item) => endOf(item) >= offset);
      if (index < 0) break;
      path.push(index);
      node = node.items[index];
    } else {
      break;
    }
  }
  return path;
}

export function keyText(pair: Pair): string {
  const key = pair.key;
  // A merge key's value is a symbol (`Symbol(<<)`), whatever the schema.
  if (isScalar(key) && typeof key.value === "symbol") return key.value.description ?? "";
  if (isScalar(key)) return String(key.value);
  return String(key);
}

export function resolved(node: unknown, doc: Document): unknown {
  let current = node;
  for (let hops = 0; isAlias(current) && hops < 100; hops++) current = current.resolve(doc);
  return current;
}

/**
 * The pair for `key` in a map, looking through `<<` merge keys as the loader does; `via` is the
 * alias of the merge it came through (`<<: *base`), when it came through one.
 */
function findPair(
  map: YAMLMap,
  key: string,
  doc: Document,
  seen = new Set<unknown>(),
): { pair: Pair; via: Alias | undefined } | undefined {
  if (seen.has(map)) return undefined;
  seen.add(map);
  let found: Pair | undefined;
  for (const pair of map.items) if (keyText(pair) === key) found = pair; // the last one wins, as in the value
  if (found !== undefined) return { pair: found, via: undefined };
  for (const pair of map.items) {
    if (keyText(pair) !== "<<") continue;
    const outer = isAlias(pair.value) ? pair.value : undefined;
    const target = resolved(pair.value, doc);
    const sources = isSeq(target) ? target.items : [target];
    for (const source of sources) {
      const sourceMap = resolved(source, doc);
      if (!isMap(sourceMap)) continue;
      const inner = findPair(sourceMap, key, doc, seen);
      if (inner !== undefined)
        return { pair: inner.pair, via: outer ?? (isAlias(source) ? source : inner.via) };
    }
  }
  return undefined;
}

/** An alias on the way to a path's value: what is past it is written where its anchor is. */
interface Crossing {
  alias: Alias;
  /** How many path segments lead to the value the alias stands for. */
  depth: number;
  /** The alias is a `<<` merge's: the key at `depth` came from its mapping, not only the value. */
  merged: boolean;
}

interface Found {
  /** How many path segments were found. */
  depth: number;
  node: Node | null;
  /** The pair holding the deepest found node, when it is a map member. */
  pair: Pair | undefined;
  parent: Node | null;
  /** The aliases crossed, outermost first (most paths cross none). */
  crossings: Crossing[];
}

export function find(doc: Document, path: Path): Found {
  let node = resolved(doc.contents, doc) as Node | null;
  const crossings: Crossing[] = [];
  let found: Found = { depth: 0, node, pair: undefined, parent: null, crossings };
  for (const segment of path) {
    const depth = found.depth + 1;
    let raw: unknown;
    let pair: Pair | undefined;
    if (isMap(node)) {
      const member = findPair(node, String(segment), doc);
      if (member === undefined) break;
      if (member.via !== undefined) crossings.push({ alias: member.via, depth, merged: true });
      pair = member.pair;
      raw = pair.value;
    } else if (isSeq(node) && typeof segment === "number") {
      raw = node.items[segment];
      if (raw === undefined) break;
    } else {
      break;
    }
    if (isAlias(raw)) crossings.push({ alias: raw, depth, merged: false });
    const next = resolved(raw, doc) as Node | null;
    found = { depth, node: next, pair, parent: node, crossings };
    node = next;
  }
  return found;
}

export function startOf(node: unknown): number | undefined {
  const range = (node as { range?: [number, number, number] } | null)?.range;
  return range?.[0];
}

/**
 * Where a path's value (or, `wantKey`, its key) is written. Past an alias it is written under
 * the anchor, often for another case too: it is placed at the alias the path crosses first,
 * and `alias` says what the message adds (the anchor's value, or a part of it, and where).
 */
export interface Place {
  offset: number;
  alias?: {
    name: string;
    /** The path's value is the alias's value itself, not a part of it. */
    whole: boolean;
    /** Where that is written: the anchor (`&b`) for the whole value, else the part itself. */
    written: number;
  };
}

export function place(
  doc: Document,
  path: Path,
  wantKey: boolean,
  anchorOf: (alias: Alias) => number,
): Place {
  const found = find(doc, path);
  const key = found.depth === path.length && wantKey && found.pair !== undefined;
  const keyStart = key ? startOf(found.pair!.key) : undefined;
  // A key written with no value (`expected:`) has a null node: point at its key instead.
  const offset = keyStart ?? startOf(found.node) ?? startOf(found.pair?.key) ?? startOf(found.parent) ?? 0;
  // A key is written in the mapping that holds it: an alias to that mapping, or a merge that brought it.
  const crossing = found.crossings.find((c) => keyStart === undefined || c.depth < found.depth || c.merged);
  if (crossing === undefined) return { offset };
  const whole = keyStart === undefined && !crossing.merged && crossing.depth === found.depth;
  const name = crossing.alias.source;
  return {
    offset: startOf(crossing.alias) ?? offset,
    alias: { name, whole, written: whole ? anchorOf(crossing.alias) : offset },
  };
}
