// Bundles the Action, the CLI and the library into dist/, and the library's type declarations
// into dist/types. Deterministic: no timestamps, no absolute paths, so CI can check that the
// committed dist/ equals a fresh build.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { build } from "esbuild";

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
  // Some bundled CommonJS dependencies call require() on Node built-ins.
  banner: {
    js: "import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);",
  },
};

// Each bundle is written beside its target and renamed into place, so a process executing
// dist/ (a test, a user) never sees a half-written file.
async function bundle(options) {
  const result = await build({ ...common, ...options, write: false });
  for (const file of result.outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    const temp = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temp, file.contents);
    renameSync(temp, file.path);
  }
}

/**
 * Declarations of the library's public surface, generated from the source (tsc without a type
 * check: `npm run typecheck` does that), then pruned to the files the entries reach.
 */
async function declarations() {
  const out = "dist/types";
  rmSync(out, { recursive: true, force: true });
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  await promisify(execFile)(process.execPath, [tsc, "-p", "tsconfig.lib.json", "--noCheck"]);
  const reached = new Set();
  const visit = (file) => {
    if (reached.has(file) || !existsSync(file)) return;
    reached.add(file);
    for (const m of readFileSync(file, "utf8").matchAll(/from "(\.[^"]+)\.js"/g)) {
      visit(resolve(dirname(file), `${m[1]}.d.ts`));
    }
  };
  for (const entry of ["lib/index.d.ts", "lib/vitest.d.ts"]) visit(resolve(out, entry));
  const all = readdirSync(out, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".d.ts"));
  for (const file of all) if (!reached.has(resolve(out, file))) rmSync(join(out, file));
  removeEmptyFolders(out);
}

function removeEmptyFolders(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyFolders(join(dir, entry.name));
  }
  if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
}

await Promise.all([
  declarations(),
  bundle({ entryPoints: ["src/action/main.ts"], outfile: "dist/index.js" }),
  bundle({
    entryPoints: ["src/cli/main.ts"],
    outfile: "dist/cli.js",
    banner: { js: `#!/usr/bin/env node\n${common.banner.js}` },
  }),
  bundle({ entryPoints: ["src/lib/index.ts"], outfile: "dist/lib.js" }),
  // vitest is the caller's own: imported from their node_modules, never bundled.
  bundle({ entryPoints: ["src/lib/vitest.ts"], outfile: "dist/vitest.js", external: ["vitest"] }),
]);
