// Bundles the Action, the CLI and the library into dist/, and the library's type declarations
// into dist/types. Deterministic: no timestamps, no absolute paths, so CI can check that the
// committed dist/ equals a fresh build.
import { chmodSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, posix, resolve } from "node:path";
import { build, transform } from "esbuild";
import { cliLazyDepFiles, cliLazyDepsPlugin } from "./cli-lazy-deps.mjs";
import { cliValidatorFiles, cliValidatorsPlugin } from "./cli-validators.mjs";
import { mergeCommandChunks, withoutUnusedBanner } from "./merge-chunks.mjs";
import { productValidatorsPlugin } from "./product-validators.mjs";
import { schemaTextsPlugin } from "./schema-texts.mjs";
import { scriptChunks, withContentLine } from "./script-chunks.mjs";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

const common = {
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  legalComments: "none",
  logLevel: "warning",
  charset: "utf8",
  // Paths in the bundle stay as written (node_modules/...), even where node_modules is a symlink.
  preserveSymlinks: true,
  define: { __MODELGATE_VERSION__: JSON.stringify(pkg.version) },
  // The product's own JSON Schemas are bundled as validators compiled here, not at each start.
  // The Action and the library get the all-errors validators only: the fast ones (about 0.5 MB
  // per bundle) would save ~70 ms once per 5,000-case suite there, and the published package
  // must stay within issue 15's size; the CLI, where a process's start is the cost, gets both.
  plugins: [productValidatorsPlugin({ fast: false })],
  // Some bundled CommonJS dependencies call require() on Node built-ins.
  banner: {
    js: "import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);",
  },
};

/**
 * @actions/core imports its OIDC client, and with it @actions/http-client and undici (0.1 s of CPU
 * to load), for getIDToken, which the Action never calls: in the Action's bundle that client is
 * loaded on demand, from a chunk of its own, so a step starts without them.
 */
function lazyOidcClient() {
  return {
    name: "lazy-oidc-client",
    setup(build) {
      build.onLoad({ filter: /[\\/]@actions[\\/]core[\\/]lib[\\/]oidc-utils\.js$/ }, (args) => {
        if (args.suffix === "?on-demand") return undefined;
        const real = JSON.stringify(`${args.path}?on-demand`);
        return {
          contents: `export class OidcClient {
  static getIDToken(audience) {
    return import(${real}).then((m) => m.OidcClient.getIDToken(audience));
  }
}
`,
          loader: "js",
        };
      });
    },
  };
}

// Each bundle is written beside its target and renamed into place, so a process executing
// dist/ (a test, a user) never sees a half-written file.
// Chunks are written before the entry that imports them; `chunks` names a folder holding only
// this bundle's chunks, whose files from an earlier build are removed afterwards. `extra` files
// (`[name, text]`) are written into that folder first, as chunks the bundle loads itself.
// `mergeCommands` (the entry's output file): each chunk the entry imports dynamically (a CLI
// command) holds the chunks only it loads (scripts/merge-chunks.mjs), and with `scripts` every
// chunk is then written as a CommonJS file loaded with V8's code cache (scripts/script-chunks.mjs).
async function bundle(options, chunks, extra = [], { lean = false, mergeCommands, scripts = false } = {}) {
  const merge = mergeCommands !== undefined;
  const result = await build({ ...common, ...options, write: false, metafile: merge });
  let outputs = result.outputFiles.map((f) => ({ path: f.path, text: f.text }));
  if (merge) {
    const commands = result.metafile.outputs[mergeCommands].imports
      .filter((i) => i.kind === "dynamic-import" && !i.external)
      .map((i) => resolve(i.path));
    outputs = await mergeCommandChunks(outputs, result.metafile, {
      entry: resolve(mergeCommands),
      commands,
      banner: common.banner.js,
    });
    if (scripts)
      outputs = await scriptChunks(outputs, {
        chunks,
        commands,
        banner: common.banner.js,
        entry: resolve(mergeCommands),
      });
  }
  for (const [name, text] of extra) {
    mkdirSync(chunks, { recursive: true });
    const temp = join(chunks, `${name}.${process.pid}.tmp`);
    // Loaded through the same loader as the chunks: named for its code cache likewise.
    writeFileSync(temp, scripts && name.endsWith(".cjs") ? withContentLine(text) : text);
    renameSync(temp, join(chunks, name));
  }
  const entryLast = [...outputs].sort((a, b) => isChunk(a) - isChunk(b)).reverse();
  function isChunk(file) {
    return chunks !== undefined && file.path.startsWith(resolve(chunks)) ? 1 : 0;
  }
  for (const file of entryLast) {
    const text = lean && file.final !== true ? await leanChunk(file.text, isChunk(file) === 1) : file.text;
    mkdirSync(dirname(file.path), { recursive: true });
    const temp = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temp, text);
    // A script with a shebang (the `modelgate` bin) stays executable: a rename keeps the temp's mode.
    if (text.startsWith("#!")) chmodSync(temp, 0o755);
    renameSync(temp, file.path);
  }
  if (chunks !== undefined) {
    const written = new Set([...outputs.map((f) => f.path), ...extra.map(([name]) => resolve(chunks, name))]);
    for (const name of readdirSync(chunks)) {
      if (!written.has(resolve(chunks, name))) rmSync(join(chunks, name), { force: true });
    }
  }
}

/**
 * A CLI output file as a command loads it fastest (issue 18), the same code: without the
 * banner's `require` where nothing names it (`createRequire` builds a module and a require
 * function, and `run` loads about twenty chunks), and, for a chunk, without indentation and
 * line breaks (names kept): V8 scans every byte of a module when it loads it and again for each
 * function at its first call, and the chunks of a replayed 5-case `run` cost ~6 % fewer
 * instructions so (callgrind); fully minified, 0.5 % more saved, not worth unreadable names.
 * The entry (dist/cli.js, what a user opens) stays as written.
 */
async function leanChunk(text, chunk) {
  let lean = withoutUnusedBanner(text, common.banner.js);
  // The line the banner stood on goes too.
  if (lean !== text) lean = lean.replace(/^(#![^\n]*\n)?\n/, "$1");
  if (!chunk) return lean;
  const { code } = await transform(lean, {
    format: "esm",
    loader: "js",
    minifyWhitespace: true,
    charset: "utf8",
    legalComments: "none",
  });
  return code;
}

/**
 * Declarations of the library's public surface, generated from the source file by file
 * (`transpileDeclaration`: no program, no type check; `npm run typecheck` does that), starting
 * at the entries and following their relative imports. A file whose declarations would need
 * inference (an exported value without a type) fails the build rather than emit a wrong type.
 */
function declarations() {
  const ts = createRequire(import.meta.url)("typescript");
  const out = "dist/types";
  const files = new Map();
  const problems = [];
  const queue = ["src/lib/index.ts", "src/lib/vitest.ts"];
  while (queue.length > 0) {
    const file = queue.shift();
    if (files.has(file)) continue;
    const result = ts.transpileDeclaration(readFileSync(file, "utf8"), {
      fileName: file,
      reportDiagnostics: true,
      compilerOptions: {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        newLine: ts.NewLineKind.LineFeed,
      },
    });
    for (const d of result.diagnostics ?? []) {
      problems.push(`${file}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
    }
    files.set(file, result.outputText);
    for (const m of result.outputText.matchAll(/from "(\.[^"]+)\.js"/g)) {
      queue.push(posix.join(posix.dirname(file), `${m[1]}.ts`));
    }
  }
  if (problems.length > 0)
    throw new Error(`cannot generate the library's declarations:\n${problems.join("\n")}`);
  rmSync(out, { recursive: true, force: true });
  for (const [file, text] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const target = join(out, posix.relative("src", file).replace(/\.ts$/, ".d.ts"));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
}

declarations();
const cliValidators = await cliValidatorFiles();
const cliLazyDeps = await cliLazyDepFiles();
await Promise.all([
  // The Action is split as well: dist/index.js (action.yml's `main`) loads the cache, artifact,
  // provider and MCP clients from dist/action-chunks/ only when a step uses them (and undici,
  // @actions/github behind a proxy only: src/github/api.ts).
  bundle(
    {
      entryPoints: { index: "src/action/main.ts" },
      outdir: "dist",
      splitting: true,
      chunkNames: "action-chunks/[name]-[hash]",
      plugins: [lazyOidcClient(), ...common.plugins],
    },
    "dist/action-chunks",
  ),
  // The CLI is split: dist/cli.js is small and each command loads its own chunks on demand.
  bundle(
    {
      entryPoints: { cli: "src/cli/main.ts" },
      outdir: "dist",
      splitting: true,
      chunkNames: "cli-chunks/[name]-[hash]",
      // Each product validator in a file of its own, required on first use (scripts/cli-validators.mjs,
      // before the plugin that would inline them all); `schema` prints texts written at build time.
      // The large CommonJS dependencies likewise, required on the first call (scripts/cli-lazy-deps.mjs).
      plugins: [
        cliLazyDepsPlugin(),
        cliValidatorsPlugin(cliValidators.names),
        ...common.plugins,
        schemaTextsPlugin(),
      ],
      banner: { js: `#!/usr/bin/env node\n${common.banner.js}` },
    },
    "dist/cli-chunks",
    [...cliValidators.files, ...cliLazyDeps],
    { lean: true, mergeCommands: "dist/cli.js", scripts: true },
  ),
  // The library and its vitest matcher in one build: the code both use (the comparison's checks,
  // the product's validators) is one shared chunk, not a second copy in dist/vitest.js. vitest
  // is the caller's own: imported from their node_modules, never bundled.
  bundle(
    {
      entryPoints: { lib: "src/lib/index.ts", vitest: "src/lib/vitest.ts" },
      outdir: "dist",
      splitting: true,
      chunkNames: "lib-chunks/[name]-[hash]",
      external: ["vitest"],
    },
    "dist/lib-chunks",
    [],
    // Chunks without indentation (names kept), as the CLI's: the package stays within issue 15's
    // 15 MB; the entries a user opens stay as written.
    { lean: true },
  ),
]);
