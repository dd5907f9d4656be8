// CLI only (issue 18): every chunk of dist/cli-chunks/ written as a CommonJS file, which
// src/cli/script-chunks.ts compiles with V8's code cache of the last process (Node's own module
// cache keeps only each module's top level, and Node 20 has none). The entry is CommonJS too
// (dist/cli.cjs, the package's bin): an ES module entry makes Node start its ES module loader,
// ~16 M instructions of every command's start (callgrind, Node 20), and the entry loads each
// command's CommonJS file itself. dist/cli.js stays, an ES module of one line that loads it.
// In a chunk, `import.meta.url` becomes the file's URL, and `import()` of a chunk a `require` of
// it in a promise, as esbuild writes it where dynamic imports are not supported: a script has
// no `import()`, and the one import of a user's module sits in the entry (src/load/import-module.ts).
import { createHash } from "node:crypto";
import { basename, posix, resolve, sep } from "node:path";
import { Script } from "node:vm";
import { transform } from "esbuild";
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
 * CommonJS file (`.cjs`), and the entry (`entry`, absolute) by {@link commonJsEntry}'s two
 * files. `commands` are the chunks the entry imports (absolute paths). Outputs marked `final`
 * are written as they are.
 */
export async function scriptChunks(outputs, { chunks, commands, banner, entry }) {
  const folder = resolve(chunks) + sep;
  const out = [];
  for (const file of outputs) {
    if (entry !== undefined && file.path === entry) {
      out.push(...(await commonJsEntry(file, { folder, commands, banner })));
      continue;
    }
    if (!file.path.startsWith(folder) || !file.path.endsWith(".js")) {
      out.push(file);
      continue;
    }
    const esm = withoutUnusedBanner(file.text, banner).replace(/^#![^\n]*\n/, "");
    const cjsName = basename(file.path).replace(/\.js$/, ".cjs");
    const code = await commonJs(esm, cjsName);
    out.push({ path: file.path.replace(/\.js$/, ".cjs"), text: withContentLine(code), final: true });
  }
  return out;
}

/** What the entry's CommonJS text starts with: the URL `import.meta.url` is replaced by. */
const ENTRY_URL = 'var __entry_url=require("node:url").pathToFileURL(__filename).href;';

/**
 * The entry as CommonJS (`cli.cjs`), each `import()` of a command chunk replaced by the loader
 * of its CommonJS file, given the entry's exports (what the chunks' `require("../cli.js")` is),
 * and `cli.js`, the ES module that loads it (for `node dist/cli.js`). The import of a user's
 * module stays an `import()`, which CommonJS has.
 */
async function commonJsEntry(file, { folder, commands, banner }) {
  const shebang = /^#![^\n]*\n/.exec(file.text)?.[0] ?? "";
  let esm = withoutUnusedBanner(file.text.slice(shebang.length), banner);
  for (const command of commands) {
    const specifier = `./${posix.join(basename(folder), basename(command))}`;
    const call = `import(${JSON.stringify(specifier)})`;
    if (!esm.includes(call)) throw new Error(`script-chunks: the entry has no ${call}`);
    const cjs = specifier.replace(/\.js$/, ".cjs");
    esm = esm.replaceAll(
      call,
      `Promise.resolve().then(()=>module.exports.loadScriptChunk(new URL(${JSON.stringify(cjs)},import.meta.url),module.exports))`,
    );
  }
  const { code, warnings } = await transform(esm, {
    format: "cjs",
    loader: "js",
    platform: "node",
    target: "node20",
    define: { "import.meta.url": "__entry_url" },
    banner: ENTRY_URL,
    charset: "utf8",
    legalComments: "none",
    logLevel: "silent",
  });
  // `module.exports` above is the entry's own: esbuild keeps a free `module` as it is.
  if (warnings.length > 0)
    throw new Error(`script-chunks: the entry: ${warnings.map((w) => w.text).join("; ")}`);
  if (/import\.meta/.test(code)) throw new Error("script-chunks: the entry still reads import.meta");
  const cjsPath = file.path.replace(/\.js$/, ".cjs");
  // Started as the main module, under any name or link (a test's `require` starts nothing).
  const start = "if (require.main === module) module.exports.startCli();\n";
  return [
    { path: cjsPath, text: `${shebang}${code}${start}`, final: true },
    {
      path: file.path,
      text: `${shebang}// The CLI is ./${basename(cjsPath)} (the package's bin); this ES module only starts it.\nimport cli from "./${basename(cjsPath)}";\n\ncli.startCli();\n`,
      final: true,
    },
  ];
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
