import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { productValidatorsPlugin } from "../../../scripts/product-validators.mjs";
import { USER_SCHEMA_OPTIONS } from "../../../src/core/schema/options.js";
import { ERROR_MESSAGE_KEYWORD, PRODUCT_AJV_OPTIONS } from "../../../src/load/schemas/ajv-options.js";
import { SCHEMA_NAMES, SCHEMAS, type SchemaName } from "../../../src/load/schemas/index.js";
import { importBundled } from "../../helpers/bundled-module.js";

// The build bundles the product's schemas as standalone validators (scripts/product-validators.mjs)
// while the tests run from source compile them at first use: both must judge every document alike,
// down to each error's schema, which the diagnostics read (`errorMessage`).

let remove: (() => void) | undefined;
let precompiled: Record<SchemaName, ValidateFunction>;
let meta: ValidateFunction;
const runtime = new Ajv2020(PRODUCT_AJV_OPTIONS);
runtime.addKeyword({ ...ERROR_MESSAGE_KEYWORD });

beforeAll(async () => {
  const bundled = await importBundled({
    contents: [
      'export { PRECOMPILED } from "./src/load/schemas/precompiled.ts";',
      'export { META_2020_12 } from "./src/core/schema/precompiled-meta.ts";',
    ].join("\n"),
    plugins: [productValidatorsPlugin()],
    banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    prefix: "modelgate-validators-",
  });
  remove = bundled.remove;
  precompiled = bundled.module.PRECOMPILED as Record<SchemaName, ValidateFunction>;
  meta = bundled.module.META_2020_12 as ValidateFunction;
}, 60_000);
afterAll(() => remove?.());

function judge(validate: ValidateFunction, document: unknown) {
  const valid = validate(document);
  return { valid, errors: validate.errors ?? [] };
}

const documents: Array<[SchemaName, string, unknown]> = [];
function fixtures(schema: SchemaName, folder: string, accept: RegExp): void {
  for (const name of readdirSync(folder).filter((f) => accept.test(f))) {
    let value: unknown;
    try {
      value = parse(readFileSync(join(folder, name), "utf8"), { maxAliasCount: 100, logLevel: "silent" });
    } catch {
      continue; // not even YAML: the schema never sees it
    }
    documents.push([schema, name, value]);
  }
}
const malformed = join("test", "fixtures", "malformed");
fixtures("suite", malformed, /\.(ya?ml|json)$/);
fixtures("config", join(malformed, "run"), /^(config|replay)-.*\.(ya?ml|json)$/);
for (const name of SCHEMA_NAMES) {
  documents.push(
    [name, "empty mapping", {}],
    [name, "a list", [1]],
    [name, "wrong types", { id: 3, format: 4 }],
  );
}
documents.push(
  ["config", "unknown provider", { id: "x", provider: "nope", model: 3 }],
  ["config", "replay without outputs", { id: "x", provider: "replay", endpoint: "http://x" }],
  ["recorded", "outputs not a mapping", { outputs: [1] }],
);

describe("precompiled product validators", () => {
  it("exist for every product schema", () => {
    expect(Object.keys(precompiled).sort()).toEqual([...SCHEMA_NAMES].sort());
  });

  it.each(documents)(
    "%s schema, %s: the same verdict and errors as compiling at run time",
    (name, _what, doc) => {
      const expected = judge(runtime.getSchema(name) ?? compile(name), doc);
      const actual = judge(precompiled[name], doc);
      expect(actual).toEqual(expected);
    },
  );

  it("a document that fails the suite schema is one the test corpus expects to fail", () => {
    const failing = documents.filter(([name, , doc]) => name === "suite" && !precompiled.suite(doc));
    expect(failing.length).toBeGreaterThan(10);
  });
});

function compile(name: SchemaName): ValidateFunction {
  runtime.addSchema(SCHEMAS[name], name);
  return runtime.getSchema(name)!;
}

// User schemas are checked against the draft 2020-12 meta-schema the build precompiles.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;
const userAjv = new Ajv2020(USER_SCHEMA_OPTIONS);
addFormats(userAjv);

const userSchemas: Array<[string, unknown]> = [
  ["valid object", { type: "object", required: ["id"], properties: { id: { type: "integer" } } }],
  ["bad type", { type: "objekt" }],
  ["required not a list", { required: "id" }],
  ["deep bad type", { properties: { a: { items: { properties: { b: { type: 5 } } } } } }],
  ["negative minProperties", { minProperties: -1 }],
  ["bad pattern type", { pattern: 3, $defs: { x: { enum: "no" } } }],
  ["anyOf not a list", { anyOf: { type: "string" } }],
  ["prefixItems of schemas", { prefixItems: [{ type: "string" }, true], items: false }],
  ["dynamic anchors", { $dynamicAnchor: "node", properties: { kids: { items: { $dynamicRef: "#node" } } } }],
  ["bad $id", { $id: 5 }],
  ["unknown keywords", { foo: { type: 1 }, type: ["string", "null"] }],
];

describe("precompiled draft 2020-12 meta-schema", () => {
  it.each(userSchemas)("%s: the same verdict and errors as Ajv's own validateSchema", (_what, schema) => {
    const valid = userAjv.validateSchema(schema as object);
    expect(judge(meta, schema)).toEqual({ valid, errors: userAjv.errors ?? [] });
  });
});
