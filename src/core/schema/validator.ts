import { Ajv, type Options } from "ajv";
import { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { compileRegex } from "../checks/regex.js";
import { stringifyJson, toPlain } from "../json/stringify.js";
import type { Json, JsonObject } from "../json/value.js";
import { useJsonEqual } from "./ajv-equal.js";
import { formatError, pointerToPath, type SchemaValidator } from "./error-text.js";
import { USER_SCHEMA_OPTIONS } from "./options.js";
import { plainValidator } from "./plain-evaluator.js";
import { namesFormat, plainlyValid2020, selfContained } from "./plain-schema.js";
import { META_2020_12 } from "./precompiled-meta.js";

/**
 * User JSON Schemas (json checks, tool argument schemas, structured-output formats). Draft 2020-12
 * unless the schema's `$schema` names 2019-09 or draft-07. Every distinct schema is
 * compiled once per process: the cache is keyed by the schema's text as written (key order
 * kept, so errors come in the order the schema names them), with an identity cache in front. A schema
 * of the plain subset (core/schema/plain-evaluator.ts) is judged by our own evaluator, equal to
 * Ajv's verdicts and messages, so that neither Ajv is loaded nor the schema compiled by it.
 */

export type { SchemaValidator } from "./error-text.js";

export type SchemaValidation = { valid: true } | { valid: false; errors: string[] };

/** A schema Ajv refuses; the loader turns it into a validation error of the suite. */
export class SchemaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SchemaError";
  }
}

type Draft = "2020-12" | "2019-09" | "draft-07";

/** `$schema` values, without scheme and trailing `#`. */
const DRAFTS: Record<string, Draft> = {
  "json-schema.org/draft/2020-12/schema": "2020-12",
  "json-schema.org/draft/2019-09/schema": "2019-09",
  "json-schema.org/draft-07/schema": "draft-07",
};

// ajv-formats is CommonJS; depending on the loader its default export is the plugin or wraps it.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => void;

const instances = new Map<Draft, Ajv>();
/**
 * Instances made without their meta-schemas and formats, each added before the first schema
 * that may need it (see {@link prepared}).
 */
const withoutMeta = new Set<Ajv>();
const withoutFormats = new Set<Ajv>();

/**
 * `pattern` and `patternProperties` of a user's schema run on the suite's regex engine
 * (core/checks/regex.ts: RE2, linear time), not a backtracking RegExp: `^(a+)+$` against a
 * 35-character output held a run for minutes. A pattern RE2 refuses (a lookaround, a
 * backreference) makes the schema invalid, with RE2's reason. `u` is implied: RE2 reads code points.
 */
const linearRegExp = Object.assign((pattern: string, _flags: string) => compileRegex(pattern, ""), {
  code: "modelgate-linear-regexp",
});
const RUNTIME_OPTIONS: Options = { ...USER_SCHEMA_OPTIONS, code: { regExp: linearRegExp } };

function instance(draft: Draft): Ajv {
  let ajv = instances.get(draft);
  if (ajv === undefined) {
    if (draft === "2020-12") {
      // With the meta-schema precompiled, compileNew validates each schema against it itself,
      // and the instance needs its meta-schemas only as schemas a user's may refer to, and
      // ajv-formats only for a schema that names a format (together ~4 ms of a first use).
      const precompiled = META_2020_12 !== undefined;
      const options: Options = { ...RUNTIME_OPTIONS, validateSchema: !precompiled, meta: !precompiled };
      ajv = useJsonEqual(new Ajv2020(options) as unknown as Ajv);
      if (precompiled) {
        withoutMeta.add(ajv);
        withoutFormats.add(ajv);
      } else addFormats(ajv);
    } else {
      ajv = useJsonEqual(
        draft === "2019-09" ? (new Ajv2019(RUNTIME_OPTIONS) as unknown as Ajv) : new Ajv(RUNTIME_OPTIONS),
      );
      addFormats(ajv);
    }
    instances.set(draft, ajv);
  }
  return ajv;
}

/**
 * The instance as it would be had its constructor added the meta-schemas (what its
 * `_addDefaultMetaSchema` adds when `meta` is on) and ajv-formats been added next, unless the
 * schema about to be compiled does without them: one that is {@link selfContained} reaches no
 * meta-schema (whose own keywords name formats), and one without a `format…` key uses no format
 * nor format-limit keyword. A schema compiles to the same code either way; Ajv reads both only
 * while compiling.
 */
function prepared(ajv: Ajv, schema: Record<string, unknown>): Ajv {
  const linked = !selfContained(schema);
  if (linked && withoutMeta.has(ajv)) {
    withoutMeta.delete(ajv);
    ajv.opts.meta = true;
    ajv._addDefaultMetaSchema();
  }
  if (withoutFormats.has(ajv) && (linked || namesFormat(schema))) {
    withoutFormats.delete(ajv);
    addFormats(ajv);
  }
  return ajv;
}

const byIdentity = new WeakMap<object, SchemaValidator>();
const byText = new Map<string, SchemaValidator>();
let compiled = 0;

/**
 * How many schemas Ajv has compiled in this process (tests assert the cache works); a schema the
 * plain evaluator judges is not counted.
 */
export function schemaCompileCount(): number {
  return compiled;
}

/** Compiles (or finds in the cache) the validator of a schema; throws SchemaError when invalid. */
export function compileSchema(schema: JsonObject): SchemaValidator {
  const known = byIdentity.get(schema);
  if (known !== undefined) return known;
  const text = writtenText(schema);
  let validate = text === undefined ? undefined : byText.get(text);
  if (validate === undefined) {
    validate = compileNew(schema);
    if (text !== undefined) byText.set(text, validate);
  }
  byIdentity.set(schema, validate);
  return validate;
}

/**
 * The schema's text as written, in its own key order, which is the cache's key: two schemas
 * alike but for the order of their keys report errors in the order each names them (as Ajv
 * would, compiling each), so they do not share a validator. Undefined for a value no JSON text
 * writes (a non-finite number): that schema is compiled on its own.
 */
function writtenText(schema: JsonObject): string | undefined {
  try {
    return stringifyJson(schema);
  } catch {
    return undefined;
  }
}

function compileNew(schema: JsonObject): SchemaValidator {
  const plain = toPlain(schema) as Record<string, unknown>;
  const evaluator = plainValidator(plain);
  if (evaluator !== undefined) return evaluator;
  const declared = schema.$schema;
  let draft: Draft = "2020-12";
  if (declared !== undefined) {
    const key = typeof declared === "string" ? declared.replace(/^https?:\/\//, "").replace(/#$/, "") : "";
    const found = DRAFTS[key];
    if (found === undefined) {
      throw new SchemaError(
        `unsupported $schema ${JSON.stringify(declared)}: use draft 2020-12 (the default), 2019-09 or draft-07`,
      );
    }
    draft = found;
  }
  // The draft is chosen by the instance; dropping `$schema` spares Ajv an exact-URI lookup.
  const { $schema: _declared, ...rest } = plain;
  const ajv = prepared(instance(draft), rest);
  try {
    // What Ajv itself does before compiling (validateSchema), with the build's meta validator,
    // which a schema of the commonest keywords with plainly valid values does not need.
    if (draft === "2020-12" && META_2020_12 !== undefined && !plainlyValid2020(rest) && !META_2020_12(rest)) {
      throw new Error(`schema is invalid: ${ajv.errorsText(META_2020_12.errors)}`);
    }
    const validate = ajv.compile(rest);
    compiled++;
    return validate;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (/already exists/.test(message)) {
      throw new SchemaError(
        `invalid JSON Schema: its $id is already used by a different schema (${message})`,
      );
    }
    // Ajv names schema locations `data/properties/x/type`; show them like instance paths.
    const readable = message
      .replace(/^schema is invalid: /, "")
      .replace(/\bdata((?:\/[^\s,/]+)*)/g, (_m, pointer: string) => pointerToPath(pointer));
    throw new SchemaError(`invalid JSON Schema: ${readable}`);
  }
}

/** Validates a value; messages name the instance path: `items[0].qty: must be integer`. */
export function validateAgainst(schema: JsonObject, value: Json): SchemaValidation {
  const validate = compileSchema(schema);
  if (validate(toPlain(value))) return { valid: true };
  return { valid: false, errors: (validate.errors ?? []).map(formatError) };
}
