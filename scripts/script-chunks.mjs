// CLI only (issue 18): every chunk of dist/cli-chunks/ written as a CommonJS file, which
// src/cli/script-chunks.ts compiles with V8's code cache of the last process (Node's own module
// cache keeps only each module's top level, and Node 20 has none). Each command chunk that
// dist/cli.js imports keeps an ES module of its name, a few lines that load its CommonJS file.
// In a chunk, `import.meta.url` becomes the file's URL, and `import()` of a chunk a `require` of
// it in a promise, as esbuild writes it where dynamic imports are not supported: a script has
// no `import()`, and the one import of a user's module sits in dist/cli.js (src/load/import-module.ts).
import { createHash } from "node:crypto";
import { basename, resolve, sep } from "node:path";
import { Script } from "node:vm";
import { build, transform } from "esbuild";
import { importSource } from "./import-source.mjs";
import { withoutUnusedBanner } from "./merge-chunks.mjs";

/**
 * What the CommonJS text of a chunk starts with: strict mode, which an ES module always has, and
 * the URL `import.meta.url` is replaced by.
 */
const CHUNK_URL = '"use strict";var __chunk_url=require("node:url").pathToFileURL(__filename).href;';

/** The first line of each file the loader compiles (the hash its code cache is named by), as the loader reads it. */
const { CONTENT_LINE } = await importSource(['export { CONTENT_LINE } from "./src/cli/script-chunks.ts";']);

/**
 * `text` under the line that names it for src/cli/script-chunks.ts (`//# modelgate-chunk` and
 * the SHA-256 of the text, 32 hex digits): the loader keys its code cache by it, since V8 checks
 * only a text's length.
 */
export function withContentLine(text) {
  return `${CONTENT_LINE}${createHash("sha256").update(text).digest("hex").slice(0, 32)}\n${text}`;
}

/** A lowered `import()`: esbuild writes `Promise.resolve().then(() => __toESM(require(...)))`. */
const LOWERED_IMPORT = /Promise\.resolve\(\)\.then\(\(\)=>(?:__toESM\()?require\(([^)]*)\)/g;

/**
 * `outputs` (`{ path, text }`, absolute paths) with each `.js` file of `chunks` replaced by its
 * CommonJS file (`.cjs`), and each of `commands` (absolute paths) also by the ES module that
 * loads it. Outputs marked `final` are written as they are.
 */
export async function scriptChunks(outputs, { chunks, commands, banner }) {
  const folder = resolve(chunks) + sep;
  const out = [];
  for (const file of outputs) {
    if (!file.path.startsWith(folder) || !file.path.endsWith(".js")) {
      out.push(file);
      continue;
    }
    const esm = withoutUnusedBanner(file.text, banner).replace(/^#![^\n]*\n/, "");
    const cjsName = basename(file.path).replace(/\.js$/, ".cjs");
    const code = await commonJs(esm, cjsName);
    out.push({ path: file.path.replace(/\.js$/, ".cjs"), text: withContentLine(code), final: true });
    if (commands.includes(file.path)) {
      out.push({ path: file.path, text: await loaderModule(esm, cjsName), final: true });
    }
  }
  return out;
}

async function commonJs(esm, name) {
  const { code, warnings } = await transform(esm, {
    format: "cjs",
    loader: "js",
    platform: "node",
    target: "node20",
    // `import()` becomes `Promise.resolve().then(() => require(...))`, which the loader serves.
    supported: { "dynamic-import": false },
    define: { "import.meta.url": "__chunk_url" },
    banner: CHUNK_URL,
    // Without indentation and line breaks, names kept, as the other CLI chunks (build.mjs's leanChunk).
    minifyWhitespace: true,
    charset: "utf8",
    legalComments: "none",
    logLevel: "silent",
  });
  if (warnings.length > 0) {
    throw new Error(`script-chunks: ${name}: ${warnings.map((w) => w.text).join("; ")}`);
  }
  // esbuild lowers every `import()`, of a chunk or not, without a word: only a chunk of this
  // folder (which the loader serves) or a built-in may be loaded so. A user's module must go
  // through src/load/import-module.ts, in dist/cli.js, or `require` would be handed its URL.
  for (const [, specifier] of code.matchAll(LOWERED_IMPORT)) {
    if (!/^"(?:\.\/[\w-]+\.js|node:[\w/]+)"$/.test(specifier)) {
      throw new Error(
        `script-chunks: ${name}: import(${specifier}) cannot run in a script; import a user's module through src/load/import-module.ts`,
      );
    }
  }
  // Compiled here as the loader wraps it: a chunk that would not load fails the build instead.
  new Script(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: name });
  return code;
}

/** The ES module of a command chunk: loads its CommonJS file and exports what it exports. */
async function loaderModule(esm, cjsName) {
  const names = await exportNames(esm);
  const bindings = names.map((n, i) => (n === "default" ? `default: _default${i}` : n));
  const exported = names.map((n, i) => (n === "default" ? `_default${i} as default` : n));
  return [
    `// This command's code is ./${cjsName}, loaded as a script with V8's code cache (src/cli/script-chunks.ts).`,
    'import * as entry from "../cli.js";',
    `const chunk = entry.loadScriptChunk(new URL(${JSON.stringify(`./${cjsName}`)}, import.meta.url), entry);`,
    `const { ${bindings.join(", ")} } = chunk;`,
    `export { ${exported.join(", ")} };`,
    "",
  ].join("\n");
}

async function exportNames(esm) {
  const result = await build({
    stdin: { contents: esm, loader: "js" },
    bundle: false,
    write: false,
    metafile: true,
    format: "esm",
    logLevel: "silent",
  });
  return Object.values(result.metafile.outputs)[0].exports;
}
