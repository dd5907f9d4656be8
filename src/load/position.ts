/** A member name or an array index on the way from a document's root to a value. */
export type PathSegment = string | number;
/** Where a value sits in a user's document: the keys and indexes from the root. */
export type Path = readonly PathSegment[];

/** A 1-based line and column in a user's file. */
export interface Position {
  line: number;
  column: number;
}
