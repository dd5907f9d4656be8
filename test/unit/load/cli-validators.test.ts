import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { cliValidatorFiles, cliValidatorsPlugin } from "../../../scripts/cli-validators.mjs";
import { ERROR_MESSAGE_KEYWORD, PRODUCT_AJV_OPTIONS } from "../../../src/load/schemas/ajv-options.js";
import { SCHEMA_NAMES, SCHEMAS, type SchemaName } from "../../../src/load/schemas/index.js";
import { importBundled } from "../../helpers/bundled-module.js";

// The CLI build puts each product validator in a file of its own, required on first use
// (scripts/cli-validators.mjs): through the module that replaces precompiled.ts, each must judge
// every document as the run-time compile from source does, down to each error's schema.

let remove: (() => void) | undefined;
let precompiled: Record<SchemaName, ValidateFunction>;
const runtime = new Ajv2020(PRODUCT_AJV_OPTIONS);
runtime.addKeyword({ ...ERROR_MESSAGE_KEYWORD });

beforeAll(async () => {
  const { names, files } = await cliValidatorFiles();
  const bundled = await importBundled({
    contents: 'export { PRECOMPILED } from "./src/load/schemas/precompiled.ts";',
    plugins: [cliValidatorsPlugin(names)],
    files,
    prefix: "modelgate-cli-validators-",
  });
  remove = bundled.remove;
  precompiled = bundled.module.PRECOMPILED as Record<SchemaName, ValidateFunction>;
}, 60_000);
afterAll(() => remove?.());

function judge(validate: ValidateFunction, document: unknown) {
  const valid = validate(document);
  return { valid, errors: validate.errors ?? [] };
}

const example = (file: string): unknown =>
  parse(readFileSync(join("suites/support-assistant", file), "utf8"));
const documents: Array<[SchemaName, unknown]> = [
  ["suite", example("suite.yaml")],
  [
    "suite",
    {
      suite: 1,
      cases: [
        { id: "a", type: "exact" },
        { type: "nope", extra: true },
      ],
    },
  ],
  ["config", { id: "c", provider: "ollama", model: "m", temperature: "hot" }],
  ["recorded", { outputs: { a: "x", b: { output: 3 } } }],
  ["result", { format: "modelgate.run/v2", cases: "none" }],
  ["comparison", { format: "modelgate.compare/v1", cases: [{}] }],
];

describe("the CLI's product validators, one file each", () => {
  it("are there for every schema, each loaded from its own file", () => {
    expect(Object.keys(precompiled)).toEqual([...SCHEMA_NAMES]);
  });

  it("judge documents as the run-time compile does, errors and all", () => {
    for (const name of SCHEMA_NAMES) {
      for (const document of [{}, [], ...documents.filter(([n]) => n === name).map(([, d]) => d)]) {
        const expected = judge(
          runtime.getSchema(`modelgate:${name}`) ?? runtime.compile(SCHEMAS[name]),
          document,
        );
        expect([name, judge(precompiled[name], document)]).toEqual([name, expected]);
      }
    }
  });
});
