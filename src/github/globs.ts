import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import picomatch from "picomatch";
import { InputError, unplaced } from "../core/diagnostics.js";

/** Folders never searched: they hold no suites and can be huge. */
const SKIPPED = new Set(["node_modules", ".git"]);

/**
 * Expands suite patterns relative to `cwd` with picomatch (`*`, `**`, `?`, `{a,b}`, `[ab]`; `*`
 * does not match dot-files, as in a shell), in pattern order, each pattern's matches sorted,
 * duplicates dropped. A plain path must exist; a pattern must match.
 */
export async function expandSuites(patterns: string[], cwd: string): Promise<string[]> {
  // Every pattern is relative to it: a missing one is the input to fix, not each suite.
  const root = await stat(cwd).catch(() => null);
  if (root === null || !root.isDirectory()) {
    throw new InputError(
      `input 'working-directory': ${cwd} ${root === null ? "does not exist" : "is not a folder"}`,
    );
  }
  const found: string[] = [];
  const problems: string[] = [];
  for (const pattern of patterns) {
    const glob = isPattern(pattern);
    const matches = glob ? await expand(pattern, cwd) : await plain(pattern, cwd);
    if (matches.length === 0) {
      problems.push(
        glob ? `input 'suites': '${pattern}' matches no file under ${cwd}` : await missing(pattern, cwd),
      );
    }
    for (const m of matches) if (!found.includes(m)) found.push(m);
  }
  if (problems.length > 0) throw new InputError(problems.map(unplaced));
  return found;
}

function isPattern(text: string): boolean {
  return picomatch.scan(toPosix(text)).isGlob;
}

async function plain(file: string, cwd: string): Promise<string[]> {
  const info = await stat(path.resolve(cwd, file)).catch(() => null);
  return info?.isFile() ? [toPosix(path.normalize(file))] : [];
}

/** Why a plain path names no suite file: absent, or a folder (whose files a glob would name). */
async function missing(file: string, cwd: string): Promise<string> {
  const info = await stat(path.resolve(cwd, file)).catch(() => null);
  if (info === null) return `input 'suites': ${file} does not exist`;
  if (!info.isDirectory()) return `input 'suites': ${file} is not a file`;
  const folder = toPosix(file).replace(/\/+$/, "");
  return `input 'suites': ${file} is a folder, not a suite file; name its suites with a glob such as ${folder}/*.yaml`;
}

async function expand(pattern: string, cwd: string): Promise<string[]> {
  const normalized = toPosix(pattern).replace(/^\.\//, "");
  // Walk from the literal base so `suites/**/*.yaml` does not scan the whole checkout.
  const { base } = picomatch.scan(normalized);
  const matches = picomatch(normalized, { dot: false });
  const results: string[] = [];
  await walk(path.resolve(cwd, base), base, (relative) => {
    if (matches(relative)) results.push(relative);
  });
  return results.sort();
}

async function walk(dir: string, relative: string, visit: (relative: string) => void): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const rel = relative === "" ? entry.name : `${relative}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) await walk(path.join(dir, entry.name), rel, visit);
    } else if (entry.isFile()) visit(rel);
  }
}

/** The regular expression picomatch compiles for `glob` (`**` spans folders, `*` stays in one). */
export function globToRegExp(glob: string): RegExp {
  return picomatch.makeRe(glob, { dot: false });
}

function toPosix(text: string): string {
  return text.split(path.sep).join("/");
}
