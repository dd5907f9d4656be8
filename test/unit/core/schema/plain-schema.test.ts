import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliLazyDepFiles, cliLazyDepsPlugin } from "../../../../scripts/cli-lazy-deps.mjs";
import type { Json, JsonObject } from "../../../../src/core/json/value.js";
import { USER_SCHEMA_OPTIONS } from "../../../../src/core/schema/options.js";
import { namesFormat, plainlyValid2020, selfContained } from "../../../../src/core/schema/plain-schema.js";
import * as fromSource from "../../../../src/core/schema/validator.js";
import { importBundled } from "../../../helpers/bundled-module.js";

// plainlyValid2020 lets a built process skip the draft 2020-12 meta-schema's validator; it must
// never say "valid" where that validator (Ajv's, with ajv-formats, as the build compiles it) says not.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;
const meta = new Ajv2020({ ...USER_SCHEMA_OPTIONS });
addFormats(meta);
const metaValid = (schema: object) => meta.validateSchema(schema) as boolean;

/** A deterministic generator (xorshift), so a failure names a seed that reproduces it. */
function random(seed: number) {
  let x = seed || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

const KEYWORDS = [
  "type",
  "properties",
  "required",
  "items",
  "additionalProperties",
  "not",
  "allOf",
  "anyOf",
  "oneOf",
  "enum",
  "examples",
  "const",
  "default",
  "title",
  "description",
  "format",
  "$comment",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "minProperties",
  "maxProperties",
  "uniqueItems",
  "deprecated",
  "readOnly",
  "writeOnly",
  "pattern",
  "prefixItems",
  "$defs",
];
const VALUES: unknown[] = [
  "object",
  "string",
  "integer",
  "nonsense",
  "",
  "email",
  "^a$",
  ["string", "null"],
  ["string", "string"],
  [],
  ["a", "b"],
  ["a", "a"],
  [1, "a"],
  0,
  1,
  -1,
  1.5,
  2 ** 53,
  true,
  false,
  null,
  {},
  { a: {} },
  { a: 1 },
  [{}],
  [true, { type: "string" }],
  [{ type: 3 }],
];

function generate(next: () => number, depth: number): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  if (depth > 2 || next() < 0.15) return pick([true, false, {}, { type: "string" }]);
  const schema: Record<string, unknown> = {};
  const count = 1 + Math.floor(next() * 4);
  for (let i = 0; i < count; i++) {
    const key = pick(KEYWORDS);
    const r = next();
    if (r < 0.4) schema[key] = pick(VALUES);
    else if (r < 0.6) schema[key] = generate(next, depth + 1);
    else if (r < 0.8) schema[key] = { p: generate(next, depth + 1), q: generate(next, depth + 1) };
    else schema[key] = [generate(next, depth + 1), generate(next, depth + 1)];
  }
  return schema;
}

describe("plainlyValid2020", () => {
  it("says valid for the commonest schemas, which the meta-schema accepts", () => {
    const common = [
      {
        type: "object",
        required: ["id", "priority"],
        properties: { id: { type: "integer" }, priority: { enum: ["low", "high"] } },
      },
      { type: "array", items: { type: "string", minLength: 1 }, minItems: 1, uniqueItems: true },
      { type: ["string", "null"], description: "a name", maxLength: 40 },
      { anyOf: [{ type: "number", minimum: 0 }, { const: "none" }], additionalProperties: false },
      { type: "string", format: "date-time", title: "when", default: "now", examples: ["x"] },
    ];
    for (const schema of common) {
      expect(plainlyValid2020(schema), JSON.stringify(schema)).toBe(true);
      expect(metaValid(schema), JSON.stringify(schema)).toBe(true);
    }
  });

  it("leaves to the meta-schema's validator what it does not know or what is wrong", () => {
    for (const schema of [
      { type: "nonsense" },
      { type: [] },
      { type: ["string", "string"] },
      { required: ["a", "a"] },
      { required: "a" },
      { items: [{ type: "string" }] },
      { minLength: -1 },
      { minLength: 1.5 },
      { anyOf: [] },
      { pattern: "^a$" },
      { $ref: "#/$defs/a", $defs: { a: {} } },
      { "x-custom": 1 },
      { properties: { a: { type: 1 } } },
      { ["__proto__"]: {} },
    ]) {
      expect(plainlyValid2020(schema as Record<string, unknown>), JSON.stringify(schema)).toBe(false);
    }
  });

  it("never says valid where the meta-schema says invalid (generated schemas)", () => {
    let plain = 0;
    for (let seed = 1; seed <= 20_000; seed++) {
      const schema = generate(random(seed), 0);
      if (typeof schema !== "object" || schema === null) continue;
      if (!plainlyValid2020(schema as Record<string, unknown>)) continue;
      plain++;
      expect(metaValid(schema), `seed ${seed}: ${JSON.stringify(schema)}`).toBe(true);
    }
    // The generator reaches the shortcut often enough for the comparison to mean something.
    expect(plain).toBeGreaterThan(1_000);
  });
});

describe("namesFormat", () => {
  it("finds a key that starts with format at any depth", () => {
    expect(namesFormat({ type: "object", properties: { a: { type: "string" } } })).toBe(false);
    expect(namesFormat({ properties: { a: { format: "email" } } })).toBe(true);
    expect(namesFormat({ anyOf: [{}, { formatMinimum: "2020-01-01" }] })).toBe(true);
    expect(namesFormat({ enum: [{ formats: 1 }] })).toBe(true);
    expect(namesFormat({ properties: { format: {} } })).toBe(true);
  });
});

describe("selfContained", () => {
  it("is false where any object, at any depth, links schema resources", () => {
    expect(selfContained({ type: "object", properties: { a: { enum: [{ x: 1 }] } } })).toBe(true);
    expect(selfContained({ $ref: "https://json-schema.org/draft/2020-12/schema" })).toBe(false);
    expect(selfContained({ properties: { a: { items: [{ $id: "urn:x" }] } } })).toBe(false);
    expect(selfContained({ const: { $dynamicRef: "#meta" } })).toBe(false);
    expect(selfContained({ allOf: [{ $schema: "https://json-schema.org/draft/2020-12/schema" }] })).toBe(
      false,
    );
  });
});

// The built CLI's validator: the meta-schema precompiled, Ajv's instance made without its
// meta-schemas until a schema may refer to one. Its verdicts and messages are the source's.
describe("the built validator", () => {
  let built: typeof fromSource;
  let chunk: string;
  let remove: (() => void) | undefined;
  beforeAll(async () => {
    const bundled = await importBundled({
      contents: 'export * from "./src/core/schema/validator.ts";',
      plugins: [cliLazyDepsPlugin()],
      files: await cliLazyDepFiles(),
      prefix: "modelgate-built-validator-",
    });
    built = bundled.module as unknown as typeof fromSource;
    chunk = pathToFileURL(join(bundled.folder, "chunk.mjs")).href;
    remove = bundled.remove;
  }, 60_000);
  /** The bundle evaluated anew: Ajv's instances made afresh, no meta-schema or format added yet. */
  let evaluations = 0;
  const fresh = async () => (await import(`${chunk}?fresh=${++evaluations}`)) as typeof fromSource;
  afterAll(() => remove?.());

  const outcome = (v: typeof fromSource, schema: JsonObject, values: Json[]) => {
    try {
      return values.map((value) => v.validateAgainst(schema, value));
    } catch (e) {
      return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    }
  };

  it("judges and explains as the source does, meta-schema references included", async () => {
    const META = "https://json-schema.org/draft/2020-12/schema";
    const cases: Array<[JsonObject, Json[]]> = [
      [
        { type: "object", required: ["id"], properties: { id: { type: "integer" } } },
        [{ id: 1 }, { id: "x" }, {}],
      ],
      [{ type: "nonsense" }, [1]],
      [{ required: ["a", "a"] }, [{}]],
      [{ pattern: "(" }, ["a"]],
      [{ type: "string", format: "email" }, ["a@example.com", "nope"]],
      [{ type: "string", format: "date", formatMinimum: "2020-01-01" }, ["2021-05-01", "2019-05-01", "x"]],
      [{ type: "string", format: "no-such-format" }, ["a"]],
      [{ $ref: META }, [{ type: "object" }, { type: 5 }, { minLength: -1 }]],
      [
        { properties: { s: { $ref: "https://json-schema.org/draft/2020-12/meta/validation" } } },
        [{ s: { type: "x" } }, { s: {} }],
      ],
      [{ $id: "https://json-schema.org/draft/2020-12/schema", type: "string" }, ["a"]],
      [{ $id: "urn:modelgate:a", type: "integer" }, [1, "a"]],
      [{ $ref: "urn:modelgate:a" }, [1, "a"]],
      [{ $ref: "#/$defs/n", $defs: { n: { type: "number" } } }, [1, "a"]],
      [{ $ref: "https://example.invalid/none" }, [1]],
    ];
    // In one process, one after another (each later schema meets what the earlier ones added)...
    for (const [schema, values] of cases) {
      expect(outcome(built, schema, values), JSON.stringify(schema)).toEqual(
        outcome(fromSource, schema, values),
      );
    }
    // ...and each as the process's first schema, where only its own keys decide what is added.
    for (const [schema, values] of cases) {
      if (schema.$ref === "urn:modelgate:a") continue; // the resource an earlier schema added
      expect(outcome(await fresh(), schema, values), `first: ${JSON.stringify(schema)}`).toEqual(
        outcome(fromSource, schema, values),
      );
    }
  });

  it("checks the formats the meta-schemas name when a schema refers to one, first or not", async () => {
    // As the CLI built before the meta-schemas were added lazily: `$id` is a uri-reference,
    // `$schema` a uri. (Run from source, Ajv compiles the meta-schema as a root of its own for
    // its schema check first, and that validator checks no format.)
    const schema: JsonObject = { $ref: "https://json-schema.org/draft/2020-12/schema" };
    const values: Json[] = [{ $id: "https://example.com/a" }, { $id: "a b\\c" }, { $schema: "x y" }];
    const expected = [
      { valid: true },
      { valid: false, errors: ['$id: must match format "uri-reference"'] },
      { valid: false, errors: ['$schema: must match format "uri"'] },
    ];
    expect(outcome(await fresh(), schema, values)).toEqual(expected);
    expect(outcome(built, schema, values)).toEqual(expected);
  });
});
