import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { InputError } from "../core/diagnostics.js";

/** Folders never searched: they hold no suites and can be huge. */
const SKIPPED = new Set(["node_modules", ".git"]);

/**
 * Expands suite patterns (`*`, `**`, `?`, `{a,b}`) relative to `cwd`, in pattern order, each
 * pattern's matches sorted, duplicates dropped. A plain path must exist; a pattern must match.
 */
export async function expandSuites(patterns: string[], cwd: string): Promise<string[]> {
  const found: string[] = [];
  const problems: string[] = [];
  for (const pattern of patterns) {
    const matches = isPattern(pattern) ? await expand(pattern, cwd) : await plain(pattern, cwd);
    if (matches.length === 0) {
      problems.push(
        isPattern(pattern)
          ? `input 'suites': '${pattern}' matches no file under ${cwd}`
          : `input 'suites': ${pattern} does not exist`,
      );
    }
    for (const m of matches) if (!found.includes(m)) found.push(m);
  }
  if (problems.length > 0)
    throw new InputError(problems.map((message) => ({ file: "", line: 0, column: 0, message })));
  return found;
}

function isPattern(text: string): boolean {
  return /[*?{]/.test(text);
}

async function plain(file: string, cwd: string): Promise<string[]> {
  const info = await stat(path.resolve(cwd, file)).catch(() => null);
  return info?.isFile() ? [toPosix(path.normalize(file))] : [];
}

async function expand(pattern: string, cwd: string): Promise<string[]> {
  const normalized = toPosix(pattern).replace(/^\.\//, "");
  const segments = normalized.split("/");
  // Walk from the longest literal prefix so `suites/**/*.yaml` does not scan the whole checkout.
  const firstWild = segments.findIndex((s) => isPattern(s));
  const root = segments.slice(0, firstWild).join("/");
  const regex = globToRegExp(normalized);
  const results: string[] = [];
  await walk(path.resolve(cwd, root), root, (relative) => {
    if (regex.test(relative)) results.push(relative);
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

/** `**` spans folders (also none), `*` and `?` stay within one, `{a,b}` alternates. */
export function globToRegExp(glob: string): RegExp {
  let out = "";
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === "*" && glob[i + 1] === "*") {
      const slash = glob[i + 2] === "/";
      out += slash ? "(?:.*/)?" : ".*";
      i += slash ? 2 : 1;
    } else if (ch === "*") out += "[^/]*";
    else if (ch === "?") out += "[^/]";
    else if (ch === "{") {
      const end = glob.indexOf("}", i);
      if (end === -1) out += "\\{";
      else {
        const options = glob
          .slice(i + 1, end)
          .split(",")
          .map(escapeRegex);
        out += `(?:${options.join("|")})`;
        i = end;
      }
    } else out += escapeRegex(ch);
  }
  return new RegExp(`^${out}$`);
}

function escapeRegex(text: string): string {
  return text.replace(/[.+^$()|[\]\\]/g, "\\$&");
}

function toPosix(text: string): string {
  return text.split(path.sep).join("/");
}
