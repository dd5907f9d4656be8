import { createRequire } from "node:module";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliLazyDepFiles, cliLazyDepsPlugin } from "../../../scripts/cli-lazy-deps.mjs";
import { importBundled } from "../../helpers/bundled-module.js";

// The CLI build imports YAML, Ajv, RE2JS and picomatch through stand-ins that require each
// package's file on the first call (scripts/cli-lazy-deps.mjs): nothing is loaded before that,
// and afterwards every export behaves as the package's own.

let folder: string;
let remove: (() => void) | undefined;
let probe: Record<string, unknown>;
const loaded = (file: string) => createRequire(import.meta.url).cache[join(folder, file)] !== undefined;

beforeAll(async () => {
  const bundled = await importBundled({
    contents: [
      'import { LineCounter, Parser, Scalar, isScalar, visit } from "yaml";',
      'import { RE2JS } from "re2js";',
      'import { Ajv2020 } from "ajv/dist/2020.js";',
      'import addFormatsModule from "ajv-formats";',
      'import picomatch from "picomatch";',
      'import { META_2020_12 } from "./src/core/schema/precompiled-meta.ts";',
      // Read at module load, as src/core/checks/regex.ts and src/core/schema/validator.ts do.
      "export const CASE_INSENSITIVE = RE2JS.CASE_INSENSITIVE;",
      "export const addFormats = addFormatsModule.default ?? addFormatsModule;",
      "export { LineCounter, Parser, Scalar, isScalar, visit, RE2JS, Ajv2020, picomatch, META_2020_12 };",
    ].join("\n"),
    plugins: [cliLazyDepsPlugin()],
    files: await cliLazyDepFiles(),
    prefix: "modelgate-cli-lazy-deps-",
  });
  folder = bundled.folder;
  remove = bundled.remove;
  probe = bundled.module;
}, 60_000);

afterAll(() => remove?.());

describe("lazily required dependencies of the CLI build", () => {
  it("loads none of them at import, though constants and self-references are read then", () => {
    expect(probe.CASE_INSENSITIVE).toBe(1);
    expect(typeof probe.addFormats).toBe("function");
    for (const file of [
      "dep-yaml.cjs",
      "dep-ajv.cjs",
      "dep-re2js.cjs",
      "dep-picomatch.cjs",
      "validator-meta.cjs",
    ]) {
      expect(loaded(file), file).toBe(false);
    }
  });

  it("forwards calls, constructions, statics and instanceof to the package once loaded", () => {
    const { LineCounter, Parser, Scalar, isScalar, visit, RE2JS } = probe as {
      LineCounter: new () => { addNewLine: (offset: number) => number; lineStarts: number[] };
      Parser: new (onNewLine: (offset: number) => number) => { parse: (text: string) => Iterable<unknown> };
      Scalar: new (value: unknown) => object;
      isScalar: (node: unknown) => boolean;
      visit: { BREAK: symbol };
      RE2JS: { compile: (p: string, f: number) => { matches: (s: string) => boolean } };
    };
    const lines = new LineCounter();
    expect(loaded("dep-yaml.cjs")).toBe(true);
    expect([...new Parser(lines.addNewLine).parse("a: 1\nb: 2\n")].length).toBeGreaterThan(0);
    expect(lines.lineStarts).toEqual([0, 5, 10]);
    const scalar = new Scalar(1);
    expect(scalar instanceof Scalar).toBe(true);
    expect(isScalar(scalar)).toBe(true);
    expect(typeof visit.BREAK).toBe("symbol");
    expect(RE2JS.compile("^ab+$", probe.CASE_INSENSITIVE as number).matches("ABBB")).toBe(true);
    expect((probe.picomatch as (g: string) => (s: string) => boolean)("*.ts")("a.ts")).toBe(true);
  });

  it("keeps RE2JS's case folding, which the build asks only for a pattern that folds", () => {
    const { RE2JS } = probe as {
      RE2JS: {
        compile: (p: string, f?: number) => { matches: (s: string) => boolean; test: (s: string) => boolean };
      };
    };
    const fold = probe.CASE_INSENSITIVE as number;
    expect(RE2JS.compile("k").matches("k")).toBe(true);
    expect(RE2JS.compile("k").matches("K")).toBe(false);
    expect(RE2JS.compile("k", fold).matches("K")).toBe(true);
    // U+212A KELVIN SIGN folds to k: only the Unicode orbit table knows it.
    expect(RE2JS.compile("k", fold).matches("\u212a")).toBe(true);
    expect(RE2JS.compile("(?i)\u017f").matches("S")).toBe(true);
    expect(RE2JS.compile("\u017f").matches("s")).toBe(false);
    expect(RE2JS.compile("^[A-Z]{3}-\\d+$").test("ABC-4")).toBe(true);
    expect(RE2JS.compile("^[A-Z]{3}-\\d+$").test("abc-4")).toBe(false);
  });

  it("compiles with Ajv and ajv-formats through the stand-ins, and checks schemas with the meta validator", () => {
    const Ajv2020 = probe.Ajv2020 as new (
      o: object,
    ) => {
      compile: (s: object) => ((d: unknown) => boolean) & { errors?: unknown };
    };
    const ajv = new Ajv2020({ allErrors: true });
    (probe.addFormats as (a: unknown) => void)(ajv);
    const validate = ajv.compile({ type: "string", format: "email" });
    expect(validate("a@example.com")).toBe(true);
    expect(validate("nope")).toBe(false);
    const meta = probe.META_2020_12 as ((s: unknown) => boolean) & {
      errors?: Array<{ message: string }> | null;
    };
    expect(meta({ type: "object" })).toBe(true);
    expect(meta({ type: "nonsense" })).toBe(false);
    expect(meta.errors?.length).toBeGreaterThan(0);
  });
});
