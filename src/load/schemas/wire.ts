import {
  Integer,
  Kind,
  type SchemaOptions,
  type Static,
  type TSchema,
  type TUnsafe,
  Unsafe,
} from "@sinclair/typebox";
import type { Json, JsonObject } from "../../core/json/value.js";

/**
 * The few shapes the product's wire schemas (result, comparison) write the same way everywhere,
 * as TypeBox types: each emits the plain JSON Schema the schemas always had (an `enum`, a
 * `type: [T, "null"]`), which Ajv and the diagnostics judge as before, and gives its TypeScript
 * type through `Static<>`. TypeBox marks its nodes with a symbol (`[Kind]`), which Ajv never
 * reads and `JSON.stringify` leaves out, so `modelgate schema` prints plain JSON Schema.
 *
 * TypeBox is imported builder by builder (not `Type`), so a bundle holds only these; the
 * builders the schemas use are re-exported here under the names they read by (`Struct`, not
 * `Object`), one vocabulary for every wire schema.
 */
export {
  Array as List,
  Boolean as Bool,
  Integer,
  Null,
  Number as Num,
  Object as Struct,
  Optional,
  type Static,
  String as Text,
  type TProperties,
  Union,
  Unsafe,
} from "@sinclair/typebox";

/** One of the listed values, as `{ enum: [...] }` (TypeBox's own union would be an `anyOf`). */
export function Enum<const T extends readonly (string | null)[]>(
  values: T,
  options: SchemaOptions = {},
): TUnsafe<T[number]> {
  return Unsafe<T[number]>({ enum: [...values], ...options });
}

/** Exactly this value, as `{ const: ... }` (TypeBox's `Literal` adds a `type`). */
export function Const<const T extends string>(value: T, options: SchemaOptions = {}): TUnsafe<T> {
  return Unsafe<T>({ const: value, ...options });
}

/** A scalar or null, as `{ type: [T, "null"] }` with the scalar's other keywords kept. */
export function Nullable<T extends TSchema & { type: string }>(schema: T): TUnsafe<Static<T> | null> {
  const { [Kind]: _kind, type, ...rest } = schema;
  return Unsafe<Static<T> | null>({ ...rest, type: [type, "null"] });
}

/**
 * `oneOf` of the schemas (the comparison's historic form; the diagnostics name a failed `oneOf`
 * as such, so it is not rewritten as TypeBox's `anyOf`).
 */
export function OneOf<T extends TSchema[]>(
  schemas: [...T],
  options: SchemaOptions = {},
): TUnsafe<Static<T[number]>> {
  return Unsafe<Static<T[number]>>({ ...options, oneOf: schemas });
}

/** A `$ref` to `#/$defs/NAME`, typed as the schema it names (the root lists it in `$defs`). */
export function Ref<T extends TSchema>(
  name: string,
  _schema: T,
  options: SchemaOptions = {},
): TUnsafe<Static<T>> {
  return Unsafe<Static<T>>({ $ref: `#/$defs/${name}`, ...options });
}

/** Any JSON value (big integers as `bigint`, as the strict parser reads them). */
export function AnyJson(options: SchemaOptions = {}): TUnsafe<Json> {
  return Unsafe<Json>({ ...options });
}

/** A JSON mapping of any members, as `{ type: "object" }`. */
export function Mapping(options: SchemaOptions = {}): TUnsafe<JsonObject> {
  return Unsafe<JsonObject>({ type: "object", ...options });
}

/**
 * A count: an integer >= 0, at most 2^53 - 1 unless `options` bound it tighter. Every integer of
 * a wire schema is bounded: one beyond 2^53 is read exactly (a bigint), which no count can be.
 */
export function Count(options: SchemaOptions = {}) {
  return Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, ...options });
}

/** An integer >= 1 (a shard, a line...), bounded as {@link Count} is. */
export function Positive(options: SchemaOptions = {}) {
  return Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, ...options });
}

/** A lowercase hex SHA-256. */
export const SHA256_PATTERN = "^[0-9a-f]{64}$";

/**
 * The TypeBox schema as plain JSON, the value Ajv compiles and `modelgate schema` prints: a copy
 * without TypeBox's `[Kind]` marks, so a validator's errors carry the same schema objects whether
 * it was compiled at build time (standalone code holds JSON) or at run time.
 */
export function jsonSchema(schema: TSchema): JsonObject {
  return JSON.parse(JSON.stringify(schema)) as JsonObject;
}
