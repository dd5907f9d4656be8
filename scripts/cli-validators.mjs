// CLI only: each product schema's validator (Ajv standalone code, as scripts/product-validators.mjs
// generates them, with the same options) in a CommonJS file of its own in dist/cli-chunks/,
// required the first time that schema is used. A command then parses only the validators it
// needs: `compare` the result schema's, `run` the suite, config and recorded ones — not all five
// in one 770 KB module (start-up, issue 18). The library and the Action keep the one module.
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import { commonJsText, importSource } from "./import-source.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const fileOf = (name) => `validator-${name}.cjs`;

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
  for (const name of SCHEMA_NAMES) {
    const text = await commonJsText(standaloneCode(ajv, { validate: `modelgate:${name}` }));
    files.push([fileOf(name), text]);
  }
  return { names: SCHEMA_NAMES, files };
}

/**
 * esbuild plugin: src/load/schemas/precompiled.ts becomes an object whose validators are
 * required from the files beside the chunk on first use (synchronously, as compiled.ts reads them).
 */
export function cliValidatorsPlugin(names) {
  const contents = [
    'import { createRequire } from "node:module";',
    "const load = createRequire(import.meta.url);",
    "export const PRECOMPILED = {};",
    `for (const name of ${JSON.stringify(names)}) {`,
    `  Object.defineProperty(PRECOMPILED, name, { enumerable: true, get: () => load("./validator-" + name + ".cjs").validate });`,
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
