import type { ErrorObject } from "ajv";
import { isJsonObject, type Json } from "../core/json/value.js";
import { type Path, valueAt } from "./position.js";
import { toPath } from "./schema-paths.js";

/**
 * A value written with the fields of two alternative shapes: an MCP server with both `command`
 * and `url`, a tool with both `name` and `function`. The schemas choose a shape with
 * `if`/`then`/`else` and name each branch in its `title`; Ajv then refuses the other shape's
 * fields as unknown, which they are not. One problem instead, at the value: "gives both
 * 'command' (a local server started over stdio) and 'url' (a running server): give one of them".
 */
export interface ShapeConflict {
  /** The `if` error of the choice: the conflict is reported where it stood in the list. */
  at: ErrorObject;
  path: Path;
  message: string;
  /** The unknown-field errors it stands for. */
  replaces: ErrorObject[];
}

type Schema = Record<string, unknown>;

export function shapeConflicts(errors: readonly ErrorObject[], value: Json): ShapeConflict[] {
  const out: ShapeConflict[] = [];
  let unknownAt: Map<string, ErrorObject[]> | undefined; // by instance path, made at the first choice
  for (const error of errors) {
    if (error.keyword !== "if" || !error.schemaPath.endsWith("/if")) continue;
    const choice = (error.parentSchema ?? {}) as Schema;
    const taken = (error.params as { failingKeyword?: string }).failingKeyword;
    if (taken !== "then" && taken !== "else") continue;
    const applied = shapeOf(choice, taken);
    const other = shapeOf(choice, taken === "then" ? "else" : "then");
    if (applied === undefined || other === undefined) continue;
    unknownAt ??= unknownFieldErrors(errors);
    const branch = `${error.schemaPath.slice(0, -"if".length)}${taken}/`;
    const replaces = (unknownAt.get(error.instancePath) ?? []).filter(
      (e) => e.schemaPath.startsWith(branch) && other.own.includes(unknownName(e)),
    );
    const path = toPath(error.instancePath, value);
    const object = valueAt(value, path);
    if (replaces.length === 0 || !isJsonObject(object)) continue;
    const written = Object.keys(object);
    const mine = keyField(written, applied);
    if (mine === undefined) continue; // nothing of the chosen shape: its own errors say what is missing
    const theirs = keyField(written, other) ?? unknownName(replaces[0]!);
    const [first, second] =
      written.indexOf(mine) < written.indexOf(theirs)
        ? [`'${mine}' (${applied.title})`, `'${theirs}' (${other.title})`]
        : [`'${theirs}' (${other.title})`, `'${mine}' (${applied.title})`];
    out.push({ at: error, path, message: `gives both ${first} and ${second}: give one of them`, replaces });
  }
  return out;
}

interface Shape {
  title: string;
  /** The fields that name this shape, the one `if` asks for or a required one first. */
  keys: string[];
  /** Its fields the other shape does not have. */
  own: string[];
}

function shapeOf(choice: Schema, branch: "then" | "else"): Shape | undefined {
  const schema = choice[branch] as Schema | undefined;
  const otherSchema = choice[branch === "then" ? "else" : "then"] as Schema | undefined;
  if (typeof schema?.title !== "string" || typeof otherSchema?.title !== "string") return undefined;
  const fields = Object.keys((schema.properties ?? {}) as Schema);
  const others = new Set(Object.keys((otherSchema.properties ?? {}) as Schema));
  const asked = branch === "then" ? list((choice.if as Schema | undefined)?.required) : [];
  const own = fields.filter((f) => !others.has(f));
  return { title: schema.title, keys: [...asked, ...list(schema.required), ...own], own };
}

/** The first field of the shape written in the object: its key field when written. */
function keyField(written: readonly string[], shape: Shape): string | undefined {
  return shape.keys.find((k) => written.includes(k) && shape.own.includes(k));
}

function unknownFieldErrors(errors: readonly ErrorObject[]): Map<string, ErrorObject[]> {
  const out = new Map<string, ErrorObject[]>();
  for (const e of errors) {
    if (e.keyword !== "additionalProperties" && e.keyword !== "unevaluatedProperties") continue;
    const list = out.get(e.instancePath);
    if (list === undefined) out.set(e.instancePath, [e]);
    else list.push(e);
  }
  return out;
}

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

function unknownName(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  return String(params.additionalProperty ?? params.unevaluatedProperty);
}
