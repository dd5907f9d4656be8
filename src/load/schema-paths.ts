import type { Json } from "../core/json/value.js";
import type { PathSegment } from "./position.js";

/** JSON pointer → path; a segment is a number where the value there is a list. */
export function toPath(pointer: string, value: Json): PathSegment[] {
  if (pointer === "") return [];
  const path: PathSegment[] = [];
  let current: Json | undefined = value;
  for (const raw of pointer.slice(1).split("/")) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(current)) {
      const index = Number(segment);
      path.push(index);
      current = current[index];
    } else {
      path.push(segment);
      current = current !== null && typeof current === "object" ? current[segment] : undefined;
    }
  }
  return path;
}
