import type { Json } from "../core/json/value.js";

/** A member name or an array index on the way from a document's root to a value. */
export type PathSegment = string | number;
/** Where a value sits in a user's document: the keys and indexes from the root. */
export type Path = readonly PathSegment[];

/** A 1-based line and column in a user's file. */
export interface Position {
  line: number;
  column: number;
}

/**
 * The value at `path` in a parsed document: own members and array indexes only; undefined where
 * the path leaves the document.
 */
export function valueAt(value: Json, path: Path): Json | undefined {
  let node: Json | undefined = value;
  for (const segment of path) {
    if (Array.isArray(node)) {
      node = typeof segment === "number" ? node[segment] : undefined;
    } else if (node !== null && typeof node === "object") {
      const key = String(segment);
      node = Object.hasOwn(node, key) ? node[key] : undefined;
    } else {
      return undefined;
    }
    if (node === undefined) return undefined;
  }
  return node;
}
