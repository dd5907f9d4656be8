// CLI only: each product schema's validator (Ajv standalone code, as scripts/product-validators.mjs
// generates them, with the same options) in a CommonJS file of its own in dist/cli-chunks/,
// required the first time that schema is used. A command then parses only the validators it
// needs: `compare` the result schema's, `run` the suite, config and recorded ones — not all five
// in one 770 KB module (start-up, issue 18). The library and the Action keep the one module.
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import { fastValidatorParts } from "./fast-validators.mjs";
import { commonJsText, importSource } from "./import-source.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const fileOf = (name) => `validator-${name}.cjs`;
// The fast validator (scripts/fast-validators.mjs), and the parts of it Ajv compiles, required
// only by a document that needs them (a case without a known type, a listed check).
const fastFileOf = (name) => `validator-${name}-fast.cjs`;
const fastAjvFileOf = (name) => `validator-${name}-fast-ajv.cjs`;

async function sources() {
  return importSource(
    [
      'export { SCHEMAS, SCHEMA_NAMES } from "./src/load/schemas/index.ts";',
      'export { ERROR_MESSAGE_KEYWORD, PRODUCT_AJV_OPTIONS } from "./src/load/schemas/ajv-options.ts";',
    ],
    { external: ["ajv"] },
  );
}

/** `[file name, CommonJS text exporting validate]` of each product schema, Ajv's runtime bundled in. */
export async function cliValidatorFiles() {
  const { SCHEMAS, SCHEMA_NAMES, ERROR_MESSAGE_KEYWORD, PRODUCT_AJV_OPTIONS } = await sources();
  const ajv = new Ajv2020({
    ...PRODUCT_AJV_OPTIONS,
    code: { ...PRODUCT_AJV_OPTIONS.code, source: true, esm: false, optimize: true },
  });
  ajv.addKeyword({ ...ERROR_MESSAGE_KEYWORD });
  for (const name of SCHEMA_NAMES) ajv.addSchema(SCHEMAS[name], `modelgate:${name}`);
  const files = [];
  // Generated code nobody reads: written without indentation and line breaks, which halves the
  // files the package ships (issue 15's size bound) and what a command parses.
  const minifyWhitespace = true;
  for (const name of SCHEMA_NAMES) {
    const text = await commonJsText(standaloneCode(ajv, { validate: `modelgate:${name}` }), {
      minifyWhitespace,
    });
    files.push([fileOf(name), text]);
    const ajvFile = `./${fastAjvFileOf(name)}`;
    const fast = fastValidatorParts(SCHEMAS[name], PRODUCT_AJV_OPTIONS, { esm: false, ajvFile });
    files.push([fastFileOf(name), await commonJsText(fast.code, { external: [ajvFile], minifyWhitespace })]);
    if (fast.ajvCode !== "")
      files.push([fastAjvFileOf(name), await commonJsText(fast.ajvCode, { minifyWhitespace })]);
  }
  return { names: SCHEMA_NAMES, files };
}

/**
 * esbuild plugin: src/load/schemas/precompiled.ts becomes two objects (PRECOMPILED, FAST) whose
 * validators are required from the files beside the chunk on first use (synchronously, as
 * compiled.ts reads them).
 */
export function cliValidatorsPlugin(names) {
  const contents = [
    'import { createRequire } from "node:module";',
    "const load = createRequire(import.meta.url);",
    "export const PRECOMPILED = {};",
    "export const FAST = {};",
    `for (const name of ${JSON.stringify(names)}) {`,
    `  Object.defineProperty(PRECOMPILED, name, { enumerable: true, get: () => load("./validator-" + name + ".cjs").validate });`,
    `  Object.defineProperty(FAST, name, { enumerable: true, get: () => load("./validator-" + name + "-fast.cjs").validate });`,
    "}",
    "",
  ].join("\n");
  return {
    name: "modelgate-cli-validators",
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/]load[\\/]schemas[\\/]precompiled\.ts$/ }, () => ({
        contents,
        loader: "js",
        resolveDir: root,
      }));
    },
  };
}
