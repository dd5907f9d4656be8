import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");

/** What a build reads: the sources, the build scripts, the manifest and the installed packages. */
const INPUTS = [
  "src",
  "scripts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "node_modules/.package-lock.json",
];

/** Files under `path` (or `path` itself), sorted, so the same tree always hashes the same. */
function filesOf(path: string): string[] {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(ROOT.length + 1))
    .sort();
}

function hashOf(paths: readonly string[]): string {
  const hash = createHash("sha256");
  for (const path of paths.flatMap(filesOf)) {
    hash.update(`${path}\0`);
    hash.update(readFileSync(join(ROOT, path)));
  }
  return hash.digest("hex");
}

// The builds this checkout's global setup made: the hash of the inputs and of the dist/ it wrote.
// The build is deterministic, so the same inputs always give the same dist/.
const STAMP = join(
  tmpdir(),
  `modelgate-test-build-${createHash("sha256").update(ROOT).digest("hex").slice(0, 16)}.json`,
);

// Tests that spawn dist/cli.cjs or dist/index.js run the bundle exactly as users do. Build it once
// here, before any test file starts, so no file builds it while another one is executing it.
// All global setups run before the first test file, so a build here is serial time of every
// run (~7 s wall): skipped when dist/ is byte for byte what a build of the current inputs wrote.
export default function setup(): void {
  const inputs = hashOf(INPUTS);
  let stamp: { inputs?: string; dist?: string } = {};
  try {
    stamp = JSON.parse(readFileSync(STAMP, "utf8")) as typeof stamp;
  } catch {
    // no stamp yet: build
  }
  if (stamp.inputs === inputs && stamp.dist === hashOf(["dist"])) return;
  execFileSync(process.execPath, ["scripts/build.mjs"], { cwd: ROOT, stdio: "inherit" });
  writeFileSync(STAMP, JSON.stringify({ inputs, dist: hashOf(["dist"]) }));
}
