import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  assertDynamicUnevaluated,
  fastValidatorCode,
  fastValidatorParts,
} from "../../../scripts/fast-validators.mjs";
import { renderComparison } from "../../../src/app/compare.js";
import { compareRuns } from "../../../src/core/compare/compare-runs.js";
import { runResultJson } from "../../../src/core/result/stored-form.js";
import { CASE_TYPES } from "../../../src/core/suite/case.js";
import { ERROR_MESSAGE_KEYWORD, PRODUCT_AJV_OPTIONS } from "../../../src/load/schemas/ajv-options.js";
import { SCHEMA_NAMES, SCHEMAS, type SchemaName } from "../../../src/load/schemas/index.js";
import { makeRun } from "../../helpers/make-run.js";

// A build judges a product document with the schema's fast validator first
// (scripts/fast-validators.mjs) and asks the all-errors one only when the fast one refuses it
// (src/load/schemas/compiled.ts). So the two must give the same verdict on every document: every
// shipped suite, configuration, recording and fixture, results and comparisons the product
// writes, and thousands of mutations of each valid one (every value replaced by one of another
// type, every member removed, unknown members added, each case given every other type).

const requireHere = createRequire(import.meta.url);
/** The generated CommonJS text, run as the CLI's file would be. */
function load(text: string): (data: unknown) => boolean {
  const module = { exports: {} as Record<string, unknown> };
  new Function("exports", "require", "module", text)(module.exports, requireHere, module);
  return module.exports.validate as (data: unknown) => boolean;
}

const full = new Ajv2020(PRODUCT_AJV_OPTIONS);
full.addKeyword({ ...ERROR_MESSAGE_KEYWORD });
const reference = {} as Record<SchemaName, ValidateFunction>;
const fast = {} as Record<SchemaName, (data: unknown) => boolean>;
for (const name of SCHEMA_NAMES) {
  reference[name] = full.compile(SCHEMAS[name]);
  fast[name] = load(fastValidatorCode(SCHEMAS[name], PRODUCT_AJV_OPTIONS, { esm: false }));
}

/** Every YAML and JSON file the repository holds, outside dist/ and the tooling's own. */
function shippedDocuments(): Array<[string, unknown]> {
  const files = execFileSync("git", ["ls-files", "*.json", "*.yaml", "*.yml"], { encoding: "utf8" })
    .split("\n")
    .filter((f) => f !== "" && !/^(dist|\.github)\/|package(-lock)?\.json$|tsconfig|biome\.json/.test(f));
  const out: Array<[string, unknown]> = [];
  for (const file of files) {
    try {
      out.push([file, parse(readFileSync(file, "utf8"), { maxAliasCount: 100, logLevel: "silent" })]);
    } catch {
      // not YAML: no schema ever sees it
    }
  }
  return out;
}

function writtenDocuments(): Array<[string, unknown]> {
  const baseline = makeRun([
    { id: "a", output: "hello" },
    { id: "b", type: "json", contract: "json", status: "fail", evidence: { json: { id: 1 } } },
    { id: "c", status: "error", output: null, duration_ms: null },
    { id: "d", reps: [{ status: "pass" }, { status: "fail", warnings: ["slow"] }], min_pass: 1, tags: ["x"] },
  ]);
  const candidate = makeRun(
    [
      { id: "a", output: "hello there", status: "fail" },
      { id: "b", type: "json", contract: "json", evidence: { json: { id: 2 } } },
      { id: "c", output: "fine", evidence: { json_error: "not JSON" } },
      { id: "e", type: "regex" },
    ],
    { config: { id: "candidate" } },
  );
  const comparison = compareRuns(baseline, candidate);
  return [
    ["baseline result", JSON.parse(runResultJson(baseline))],
    ["candidate result", JSON.parse(runResultJson(candidate))],
    ["comparison", JSON.parse(renderComparison(comparison, "json"))],
  ];
}

const OTHER_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1001,
  "",
  "x",
  "a.b",
  true,
  [],
  [1],
  ["x", "x"],
  {},
  { zz: 1 },
];

/** Documents one step from `doc`: each value replaced, each member removed or added. */
function* mutations(doc: unknown, budget: { left: number }): Generator<unknown> {
  const paths: Array<Array<string | number>> = [];
  const walk = (value: unknown, path: Array<string | number>) => {
    paths.push(path);
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(v, [...path, i]);
    } else if (value !== null && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    }
  };
  walk(doc, []);
  const at = (copy: unknown, path: Array<string | number>) =>
    path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], copy);
  for (const path of paths) {
    if (budget.left <= 0) return;
    const parentPath = path.slice(0, -1);
    const key = path[path.length - 1];
    const edit = (change: (parent: Record<string | number, unknown>, value: unknown) => void) => {
      budget.left--;
      const copy = structuredClone(doc);
      const parent = path.length === 0 ? {} : at(copy, parentPath);
      change(parent as Record<string | number, unknown>, at(copy, path));
      return copy;
    };
    if (key !== undefined) {
      for (const other of OTHER_VALUES) {
        yield edit((parent) => {
          (parent as Record<string | number, unknown>)[key] = structuredClone(other);
        });
      }
      yield edit((parent) => {
        if (Array.isArray(parent)) parent.splice(key as number, 1);
        else delete parent[key];
      });
      if (key === "type") {
        for (const type of CASE_TYPES) {
          yield edit((parent) => {
            (parent as Record<string, unknown>).type = type;
          });
        }
      }
    }
    const value = at(doc, path);
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      yield edit((_parent, v) => {
        (v as Record<string, unknown>).zz_unknown = 1;
      });
      for (const inherited of ["__proto__", "constructor", "toString"]) {
        yield edit((_parent, v) => {
          Object.defineProperty(v, inherited, {
            value: 1,
            enumerable: true,
            configurable: true,
            writable: true,
          });
        });
      }
      for (const field of [
        "type",
        "input",
        "messages",
        "prompt",
        "checks",
        "contract",
        "expected",
        "schema",
      ]) {
        if (!(field in (value as object))) {
          yield edit((_parent, v) => {
            (v as Record<string, unknown>)[field] =
              field === "checks" ? [{ type: "exact", expected: "x" }] : "x";
          });
        }
      }
    }
    if (Array.isArray(value) && value.length > 0) {
      yield edit((_parent, v) => {
        (v as unknown[]).push(structuredClone((v as unknown[])[0]));
      });
    }
  }
}

const documents = [...shippedDocuments(), ...writtenDocuments()];

describe("the fast product validators", () => {
  it("give the all-errors validators' verdict on every shipped and written document, for every schema", () => {
    let valid = 0;
    for (const [file, doc] of documents) {
      for (const name of SCHEMA_NAMES) {
        const expected = reference[name](structuredClone(doc));
        if (expected) valid++;
        expect([file, name, fast[name](structuredClone(doc))]).toEqual([file, name, expected]);
      }
    }
    // The corpus holds valid documents of every schema, not only refused ones.
    expect(valid).toBeGreaterThan(30);
  });

  it("give the same verdict on one-step mutations of every valid document", () => {
    let checked = 0;
    let refused = 0;
    for (const [file, doc] of documents) {
      for (const name of SCHEMA_NAMES) {
        if (!reference[name](structuredClone(doc))) continue;
        for (const mutated of mutations(doc, { left: 1500 })) {
          const expected = reference[name](mutated);
          if (!expected) refused++;
          checked++;
          if (fast[name](mutated) !== expected) {
            expect({ file, name, mutated, fast: !expected }).toEqual({ file, name, mutated, fast: expected });
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
    expect(refused).toBeGreaterThan(checked / 4);
  }, 120_000);

  it("generate all of the suite's specialised cases themselves; Ajv compiles only what they cannot", () => {
    const parts: string[] = [];
    fastValidatorParts(SCHEMAS.suite, PRODUCT_AJV_OPTIONS, {
      esm: false,
      ajvFile: "./ajv.cjs",
      report: (m: string) => parts.push(m),
    });
    expect(parts.sort()).toEqual(["$defs/case: compiled by Ajv", "$defs/check: compiled by Ajv"]);
    for (const name of SCHEMA_NAMES.filter((n) => n !== "suite")) {
      const other: string[] = [];
      fastValidatorParts(SCHEMAS[name], PRODUCT_AJV_OPTIONS, {
        esm: false,
        report: (m: string) => other.push(m),
      });
      expect([name, other]).toEqual([name, []]);
    }
  });
});

describe("unevaluatedProperties in a product schema", () => {
  // Ajv counts a member named like an Object.prototype member as evaluated only where its
  // lookup is dynamic; the generator copies that case only, so any other fails the build.
  it("is refused at build time where no conditional stands beside it", () => {
    const fixed = {
      type: "object",
      properties: { a: { type: "string" } },
      allOf: [{ properties: { b: true } }],
      unevaluatedProperties: false,
    };
    expect(() => assertDynamicUnevaluated(fixed)).toThrow(/: # has unevaluatedProperties/);
    expect(() => assertDynamicUnevaluated({ $defs: { x: fixed } })).toThrow(/#\/\$defs\/x/);
    const ajv = new Ajv2020({ strict: false });
    expect(ajv.validate(fixed, { a: "x", constructor: 1 })).toBe(false);
  });
  it("is accepted beside an if, or an allOf member holding one, as in every product schema", () => {
    const dynamic = {
      type: "object",
      properties: { a: { type: "string" } },
      // biome-ignore lint/suspicious/noThenProperty: `then` is a JSON Schema keyword here.
      allOf: [{ if: { required: ["a"] }, then: { properties: { b: true } } }],
      unevaluatedProperties: false,
    };
    expect(() => assertDynamicUnevaluated(dynamic)).not.toThrow();
    for (const name of SCHEMA_NAMES) expect(() => assertDynamicUnevaluated(SCHEMAS[name])).not.toThrow();
  });
});
