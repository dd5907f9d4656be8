import { toPlain } from "../core/json/stringify.js";
import { isJsonObject, type Json, type JsonObject } from "../core/json/value.js";
import { didYouMean } from "./did-you-mean.js";
import type { Path } from "./position.js";
import { schemaDiagnostics } from "./schema-diagnostics.js";
import { productValidator } from "./schemas/compiled.js";
import {
  caseFields,
  DEFAULTABLE,
  listedCheckFields,
  PROMPTED_FIELDS,
  typesUsingField,
} from "./schemas/suite.js";
import type { SuiteContext } from "./suite-context.js";
import { checkTypeOf } from "./suite-fields.js";

/** The suite schema over the merged document, with unknown fields explained by the case's type. */
export function checkSchema(ctx: SuiteContext): void {
  // Ajv looks `__proto__` up in its own tables and finds Object.prototype: say it here.
  const proto = (obj: Json | undefined, at: Path, index?: number) => {
    if (isJsonObject(obj) && Object.hasOwn(obj, "__proto__"))
      ctx.report(index, [...at, "__proto__"], "unknown field", true);
  };
  proto(ctx.doc, []);
  proto(ctx.doc.defaults, ["defaults"]);
  // Asked of each case as written (not merged with defaults): a value lookup, not a source one.
  const written = Array.isArray(ctx.doc.cases) ? ctx.doc.cases : [];
  ctx.cases.forEach((c, i) => {
    const own = written[i];
    if (isJsonObject(own) && Object.hasOwn(own, "__proto__")) proto(c, [], i);
    prototypeNamedFields(ctx, i, own);
  });
  const validate = productValidator("suite");
  const merged: JsonObject = { ...ctx.doc };
  if (Array.isArray(ctx.doc.cases)) merged.cases = ctx.cases;
  // Ajv knows no bigint: a value that may hold one is given as plain numbers (a copy, rarely).
  if (validate(ctx.source.bigintFree === true ? merged : toPlain(merged))) return;
  const list = schemaDiagnostics(ctx.source.file, validate.errors ?? [], merged, {
    place: (path, key) => ctx.place(path, key),
    unknownField: (path, field, known) => unknownField(ctx, path, field, known),
    reported: (path) => ctx.reported(path),
    written: (path) => ctx.scalarText(path),
  });
  ctx.diagnostics.push(...list);
}

/** The names Object.prototype answers to (`constructor`, `toString`, ...), `__proto__` aside (said above). */
const PROTOTYPE_NAMES: ReadonlySet<string> = new Set(
  Object.getOwnPropertyNames(Object.prototype).filter((name) => name !== "__proto__"),
);

/**
 * Unknown fields of a case, or of an entry of its `checks:`, named like a member of
 * Object.prototype: Ajv's `unevaluatedProperties` looks field names up in a plain object and
 * finds `constructor` there, so `constructor: 1` passed where `bogus: 1` is refused. Asked of
 * the case as written: a default is reported once, under `defaults`.
 */
function prototypeNamedFields(ctx: SuiteContext, index: number, own: Json | undefined): void {
  if (!isJsonObject(own)) return;
  reportPrototypeNamed(ctx, index, own, undefined);
  if (Array.isArray(own.checks)) {
    own.checks.forEach((entry, k) => {
      if (isJsonObject(entry)) reportPrototypeNamed(ctx, index, entry, k);
    });
  }
}

/** The case's (or its entry `k` of `checks:`) fields named like a member of Object.prototype. */
function reportPrototypeNamed(
  ctx: SuiteContext,
  index: number,
  entry: JsonObject,
  k: number | undefined,
): void {
  // The entry's few keys against the names (the usual case has none), not each name asked of it;
  // its path is made only for a name found.
  for (const name in entry) {
    if (!PROTOTYPE_NAMES.has(name) || !Object.hasOwn(entry, name)) continue;
    const within: Path = k === undefined ? [] : ["checks", k];
    const message = unknownField(ctx, ["cases", index, ...within], name, []);
    if (message !== null) ctx.report(index, [...within, name], message, true);
  }
}

function unknownField(ctx: SuiteContext, path: Path, field: string, known: string[]): string | null {
  if (path.length === 2 && path[0] === "cases" && typeof path[1] === "number") {
    const c = ctx.cases[path[1]];
    const type = isJsonObject(c) ? checkTypeOf(c) : undefined;
    const allowed = caseFields(type);
    if (allowed.has(field)) return null; // echoes an error in that field's own rule
    const users = typesUsingField(field);
    if (users.length > 0 && isJsonObject(c) && c.type === undefined && Array.isArray(c.checks)) {
      return `the case has no 'type' of its own: put '${field}' in its entry of 'checks' (used by ${users.join(", ")})`;
    }
    if (users.length > 0 && type !== undefined) {
      if (type === "retrieval" && PROMPTED_FIELDS.has(field)) {
        return "not used by type 'retrieval': it sends no prompt to the model, its text is 'query'";
      }
      return `not used by type '${type}' (used by ${users.join(", ")})`;
    }
    return `unknown field${didYouMean(field, allowed)}`;
  }
  if (path.length === 4 && path[0] === "cases" && path[2] === "checks" && typeof path[1] === "number") {
    return unknownListedField(ctx, path[1], path[3] as number, field);
  }
  if (path.length === 1 && path[0] === "defaults" && caseFields(undefined).has(field)) {
    return `cannot have a default (defaults may hold: ${DEFAULTABLE.join(", ")})`;
  }
  return `unknown field${didYouMean(field, known)}`;
}

/** An unknown field of an entry of `checks:`: another type's, the case's, or a typo. */
function unknownListedField(ctx: SuiteContext, index: number, entry: number, field: string): string | null {
  const c = ctx.cases[index];
  const raw = isJsonObject(c) && Array.isArray(c.checks) ? c.checks[entry] : undefined;
  const type = isJsonObject(raw) && typeof raw.type === "string" ? raw.type : undefined;
  const allowed = listedCheckFields(type);
  if (allowed.has(field)) return null; // echoes an error in that field's own rule
  const users = typesUsingField(field).filter((t) => listedCheckFields(t).has(field));
  if (caseFields(undefined).has(field) && !listedCheckFields(undefined).has(field)) {
    return "is a field of the case, not of an entry of 'checks'";
  }
  if (users.length > 0 && type !== undefined)
    return `not used by type '${type}' (used by ${users.join(", ")})`;
  return `unknown field${didYouMean(field, allowed)}`;
}
