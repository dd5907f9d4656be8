// Ajv standalone code of the product's own schemas (suite, config, recorded, result,
// comparison), generated at build time from src/load/schemas/ with the options the source uses
// at run time (src/load/schemas/ajv-options.ts; only optimised here, which changes no result).
// scripts/build.mjs bundles it in place of src/load/schemas/precompiled.ts, so a built process
// compiles none of them at start. Nothing is written to src/, so the code cannot go stale;
// test/unit/load/product-validators.test.ts checks it judges like the run-time compile. Deterministic:
// same schemas, same text.
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import addFormats from "ajv-formats";
import { fastValidatorCode } from "./fast-validators.mjs";
import { importSource } from "./import-source.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The schemas and the compile options, read from the TypeScript sources through esbuild. */
async function sources() {
  return importSource(
    [
      'export { SCHEMAS, SCHEMA_NAMES } from "./src/load/schemas/index.ts";',
      'export { ERROR_MESSAGE_KEYWORD, PRODUCT_AJV_OPTIONS } from "./src/load/schemas/ajv-options.ts";',
      'export { DRAFT_2020_12, USER_SCHEMA_OPTIONS } from "./src/core/schema/options.ts";',
    ],
    { external: ["ajv"] },
  );
}

/**
 * ES module text exporting `PRECOMPILED`, the all-errors validator of each product schema by
 * name, and `FAST`, each one's fast validator (valid or not; src/load/schemas/compiled.ts).
 */
export async function productValidatorsCode({ fast = true } = {}) {
  const { SCHEMAS, SCHEMA_NAMES, ERROR_MESSAGE_KEYWORD, PRODUCT_AJV_OPTIONS } = await sources();
  const ajv = new Ajv2020({
    ...PRODUCT_AJV_OPTIONS,
    code: { ...PRODUCT_AJV_OPTIONS.code, source: true, esm: true, optimize: true },
  });
  ajv.addKeyword({ ...ERROR_MESSAGE_KEYWORD });
  const refs = {};
  for (const name of SCHEMA_NAMES) {
    ajv.addSchema(SCHEMAS[name], `modelgate:${name}`);
    refs[name] = `modelgate:${name}`;
  }
  const code = standaloneCode(ajv, refs);
  // Each fast validator (scripts/fast-validators.mjs) is CommonJS text run in a scope of its own.
  if (!fast)
    return `${code}\nexport const PRECOMPILED = { ${SCHEMA_NAMES.join(", ")} };\nexport const FAST = {};\n`;
  const fastOnes = SCHEMA_NAMES.map((name) => {
    const text = fastValidatorCode(SCHEMAS[name], PRODUCT_AJV_OPTIONS, { esm: false });
    return `  ${name}: (() => {\n    const exports = {};\n${text}\n    return exports.validate;\n  })(),`;
  });
  return `${code}\nexport const PRECOMPILED = { ${SCHEMA_NAMES.join(", ")} };\nexport const FAST = {\n${fastOnes.join("\n")}\n};\n`;
}

/**
 * ES module text exporting `META_2020_12`, the validator of the draft 2020-12 meta-schema that
 * user schemas are checked against (src/core/schema/validator.ts), compiled as Ajv compiles it
 * there: the same options, ajv-formats, meta-schema mode.
 */
export async function metaValidatorCode() {
  const { DRAFT_2020_12, USER_SCHEMA_OPTIONS } = await sources();
  const ajv = new Ajv2020({ ...USER_SCHEMA_OPTIONS, code: { source: true, esm: true, optimize: true } });
  addFormats(ajv);
  return standaloneCode(ajv, { META_2020_12: DRAFT_2020_12 });
}

/**
 * esbuild plugin: the placeholder modules are replaced by generated code (generated once per build).
 * `fast: false` leaves the fast validators out (`FAST` is empty: every document goes to the
 * all-errors validator, as before they existed).
 */
export function productValidatorsPlugin({ fast = true } = {}) {
  const generated = new Map();
  const replace = (filter, generate) => ({ filter, generate });
  const modules = [
    replace(/[\\/]src[\\/]load[\\/]schemas[\\/]precompiled\.ts$/, () => productValidatorsCode({ fast })),
    replace(/[\\/]src[\\/]core[\\/]schema[\\/]precompiled-meta\.ts$/, metaValidatorCode),
  ];
  return {
    name: "modelgate-product-validators",
    setup(b) {
      for (const { filter, generate } of modules) {
        b.onLoad({ filter }, async () => {
          if (!generated.has(generate)) generated.set(generate, generate());
          return { contents: await generated.get(generate), loader: "js", resolveDir: root };
        });
      }
    },
  };
}
