// Ajv standalone code of the product's own schemas (suite, config, recorded, result,
// comparison), generated at build time from src/load/schemas/ with the options the source uses
// at run time (src/load/schemas/ajv-options.ts; only optimised here, which changes no result).
// scripts/build.mjs bundles it in place of src/load/schemas/precompiled.ts, so a built process
// compiles none of them at start. Nothing is written to src/, so the code cannot go stale;
// test/product-validators.test.ts checks it judges like the run-time compile. Deterministic:
// same schemas, same text.
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The schemas and the compile options, read from the TypeScript sources through esbuild. */
async function sources() {
  const result = await build({
    stdin: {
      contents: [
        'export { SCHEMAS, SCHEMA_NAMES } from "./src/load/schemas/index.ts";',
        'export { ERROR_MESSAGE_KEYWORD, PRODUCT_AJV_OPTIONS } from "./src/load/schemas/ajv-options.ts";',
      ].join("\n"),
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    logLevel: "warning",
    external: ["ajv"],
  });
  const text = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(text).toString("base64")}`);
}

/** ES module text exporting `PRECOMPILED`, the validator of each product schema by name. */
export async function productValidatorsCode() {
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
  return `${code}\nexport const PRECOMPILED = { ${SCHEMA_NAMES.join(", ")} };\n`;
}

/** esbuild plugin: precompiled.ts is replaced by the generated code (generated once per build). */
export function productValidatorsPlugin() {
  let code;
  return {
    name: "modelgate-product-validators",
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/]load[\\/]schemas[\\/]precompiled\.ts$/ }, async () => {
        code ??= productValidatorsCode();
        return { contents: await code, loader: "js", resolveDir: root };
      });
    },
  };
}
