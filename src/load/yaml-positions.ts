import { type Document, isAlias, isMap, isScalar, isSeq, type Node, type Pair, type YAMLMap } from "yaml";
import type { Path, PathSegment, Position } from "./position.js";
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

/** The pair for `key` in a map, looking through `<<` merge keys as the loader does. */
function findPair(map: YAMLMap, key: string, doc: Document, seen = new Set<unknown>()): Pair | undefined {
  if (seen.has(map)) return undefined;
  seen.add(map);
  let found: Pair | undefined;
  for (const pair of map.items) if (keyText(pair) === key) found = pair; // the last one wins, as in the value
  if (found !== undefined) return found;
  for (const pair of map.items) {
    if (keyText(pair) !== "<<") continue;
    const target = resolved(pair.value, doc);
    const sources = isSeq(target) ? target.items.map((i) => resolved(i, doc)) : [target];
    for (const sourceMap of sources) {
      if (!isMap(sourceMap)) continue;
      const inner = findPair(sourceMap, key, doc, seen);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

interface Found {
  /** How many path segments were found. */
  depth: number;
  node: Node | null;
  /** The pair holding the deepest found node, when it is a map member. */
  pair: Pair | undefined;
  parent: Node | null;
}

export function find(doc: Document, path: Path): Found {
  let node = resolved(doc.contents, doc) as Node | null;
  let found: Found = { depth: 0, node, pair: undefined, parent: null };
  for (const segment of path) {
    if (isMap(node)) {
      const pair = findPair(node, String(segment), doc);
      if (pair === undefined) break;
      const next = resolved(pair.value, doc) as Node | null;
      found = { depth: found.depth + 1, node: next, pair, parent: node };
      node = next;
    } else if (isSeq(node) && typeof segment === "number") {
      const item = node.items[segment];
      if (item === undefined) break;
      const next = resolved(item, doc) as Node | null;
      found = { depth: found.depth + 1, node: next, pair: undefined, parent: node };
      node = next;
    } else {
      break;
    }
  }
  return found;
}

export function startOf(node: unknown): number | undefined {
  const range = (node as { range?: [number, number, number] } | null)?.range;
  return range?.[0];
}

export function locate(
  doc: Document,
  path: Path,
  wantKey: boolean,
  position: (offset: number) => Position,
): Position {
  const found = find(doc, path);
  if (found.depth === path.length && wantKey && found.pair !== undefined) {
    const keyStart = startOf(found.pair.key);
    if (keyStart !== undefined) return position(keyStart);
  }
  // A key written with no value (`expected:`) has a null node: point at its key instead.
  const offset = startOf(found.node) ?? startOf(found.pair?.key) ?? startOf(found.parent) ?? 0;
  return position(offset);
}
