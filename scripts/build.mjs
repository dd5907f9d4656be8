// Bundles the Action and the CLI into dist/. Deterministic: no timestamps, no absolute paths,
// so CI can check that the committed dist/ equals a fresh build.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
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

await bundle({ entryPoints: ["src/action/main.ts"], outfile: "dist/index.js" });
await bundle({
  entryPoints: ["src/cli/main.ts"],
  outfile: "dist/cli.js",
  banner: { js: `#!/usr/bin/env node\n${common.banner.js}` },
});
