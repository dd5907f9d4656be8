// The build scripts read the product's own constants (schemas, options) from the TypeScript
// sources: esbuild bundles the re-exports given, and the result is imported as a module.
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Imports `lines` (re-exports such as `export { X } from "./src/….ts";`, relative to the
 * repository) as one module. `external` packages stay imports of the caller's own copy (Ajv: the
 * validators it compiles must use the caller's runtime).
 */
export async function importSource(lines, { external = [] } = {}) {
  const result = await build({
    stdin: { contents: lines.join("\n"), resolveDir: root, loader: "ts" },
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    logLevel: "warning",
    external,
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString("base64")}`);
}

/**
 * `contents` (JavaScript, resolved from the repository) bundled into one CommonJS file's text, as
 * the CLI's lazily required files are written. `strict` adds "use strict" (code that was inside
 * an ES module chunk ran strict there). `external`: paths left as `require` calls (files beside it).
 * `plugins`: esbuild plugins of that build.
 */
export async function commonJsText(
  contents,
  { strict = false, external = [], minifyWhitespace = false, plugins = [] } = {},
) {
  const result = await build({
    ...(strict ? { banner: { js: '"use strict";' } } : {}),
    stdin: { contents, resolveDir: root, loader: "js" },
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    legalComments: "none",
    charset: "utf8",
    preserveSymlinks: true,
    write: false,
    logLevel: "warning",
    external,
    minifyWhitespace,
    plugins,
  });
  return result.outputFiles[0].text;
}
