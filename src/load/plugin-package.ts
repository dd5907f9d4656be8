import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { InputError } from "../core/diagnostics.js";
import { messageOf } from "../core/error-message.js";
import { isFile } from "./file-stat.js";

/**
 * The conditions Node's `import` matches in a package's `exports` (`default` always matches):
 * `node` and `import`, and `module-sync` where Node enables it (22.12 and 23 on).
 */
function importConditions(version = process.versions.node): ReadonlySet<string> {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  const moduleSync = major > 22 || (major === 22 && minor >= 12);
  return new Set(["node", "import", ...(moduleSync ? ["module-sync"] : [])]);
}

/** What is wrong with a package's `exports`, in words for the message (Node's error, in short). */
class ExportsProblem extends Error {}

/**
 * The file `import(spec)` would load if it were written in a module of `cwd`: the package is
 * looked up in `node_modules` of `cwd` and of each folder above it, never from where ModelGate is
 * installed (a global install, the npx cache, the Action's folder). Its entry is found as Node's
 * ES module resolver finds it: `exports` (a string, a list, conditions nested in any depth,
 * subpaths and `*` patterns) matched with the conditions of `import`, a target that leaves the
 * package refused; without `exports`, `main` (with Node's fallbacks), else `index.js`. Every
 * failure is an InputError naming the package and what is wrong.
 */
export async function resolvePackage(spec: string, cwd: string): Promise<string> {
  const { name, subpath } = splitSpecifier(spec);
  const folder = await packageFolder(name, cwd);
  if (folder === null) {
    throw new InputError(
      `plugin '${spec}': package '${name}' not found in node_modules of ${cwd} or of a folder above it`,
    );
  }
  let manifest: { exports?: unknown; main?: unknown };
  try {
    const parsed: unknown = JSON.parse(await readFile(join(folder, "package.json"), "utf8"));
    manifest = isRecord(parsed) ? parsed : {};
  } catch (error) {
    throw new InputError(
      `plugin '${spec}': ${join(folder, "package.json")} cannot be read: ${messageOf(error)}`,
    );
  }
  const where = `package '${name}' (${folder})`;
  if (manifest.exports === undefined || manifest.exports === null) {
    const file = subpath === "." ? await legacyMain(folder, manifest.main) : join(folder, subpath);
    if (file === null || !(await isFile(file))) {
      const what =
        subpath !== "."
          ? `has no file '${subpath}'`
          : typeof manifest.main === "string"
            ? `has no file for its main '${manifest.main}'`
            : "has no exports, no main and no index.js";
      throw new InputError(`plugin '${spec}': ${where} ${what}`);
    }
    return file;
  }
  let target: string | null;
  try {
    target = exportsTarget(manifest.exports, subpath, importConditions());
  } catch (error) {
    if (!(error instanceof ExportsProblem)) throw error;
    throw new InputError(`plugin '${spec}': ${where} ${error.message}`);
  }
  if (target === null) {
    throw new InputError(`plugin '${spec}': ${where} exports nothing for '${subpath}' that import can load`);
  }
  const file = resolve(folder, target);
  if (!(await isFile(file))) {
    throw new InputError(
      `plugin '${spec}': ${where} exports '${target}' for '${subpath}', which is not a file`,
    );
  }
  return file;
}

/** Node's LEGACY_MAIN_RESOLVE: `main` as written, with `.js`/`.json`/`.node`, as a folder; else `index.js`... */
async function legacyMain(folder: string, main: unknown): Promise<string | null> {
  const tries =
    typeof main === "string" && main !== ""
      ? [
          main,
          `${main}.js`,
          `${main}.json`,
          `${main}.node`,
          `${main}/index.js`,
          `${main}/index.json`,
          `${main}/index.node`,
        ]
      : [];
  for (const file of [...tries, "index.js", "index.json", "index.node"]) {
    const path = resolve(folder, file);
    if (await isFile(path)) return path;
  }
  return null;
}

/** `@scope/pkg/sub/path` → `@scope/pkg` and `./sub/path`; `pkg` → `pkg` and `.`. */
function splitSpecifier(spec: string): { name: string; subpath: string } {
  const parts = spec.split("/");
  const length = spec.startsWith("@") ? 2 : 1;
  const name = parts.slice(0, length).join("/");
  const rest = parts.slice(length).join("/");
  return { name, subpath: rest === "" ? "." : `./${rest}` };
}

async function packageFolder(name: string, cwd: string): Promise<string | null> {
  for (let folder = resolve(cwd); ; folder = dirname(folder)) {
    const candidate = join(folder, "node_modules", name);
    if (await isFile(join(candidate, "package.json"))) return candidate;
    if (dirname(folder) === folder) return null;
  }
}

/**
 * Node's PACKAGE_EXPORTS_RESOLVE: the package-relative target (`./lib/index.js`) `import` loads
 * for `subpath`, null when the package exports none; an ExportsProblem for `exports` Node refuses.
 */
function exportsTarget(exports: unknown, subpath: string, conditions: ReadonlySet<string>): string | null {
  const keys = isRecord(exports) ? Object.keys(exports) : [];
  const dotted = keys.filter((key) => key.startsWith("."));
  if (dotted.length > 0 && dotted.length < keys.length) {
    throw new ExportsProblem(
      `has an invalid exports: it mixes subpaths ('${dotted[0]}') with conditions ('${keys.find((k) => !k.startsWith("."))}')`,
    );
  }
  if (dotted.length === 0) {
    // A string, a list or conditions: what the package exports for ".".
    return subpath === "." ? found(targetOf(exports, null, conditions)) : null;
  }
  const map = exports as Record<string, unknown>;
  if (Object.hasOwn(map, subpath) && !subpath.includes("*"))
    return found(targetOf(map[subpath], null, conditions));
  // `*` patterns, the longest prefix first, then the longest key (Node's PATTERN_KEY_COMPARE).
  const patterns = keys
    .filter((key) => key.split("*").length === 2)
    .sort((a, b) => b.indexOf("*") - a.indexOf("*") || b.length - a.length);
  for (const key of patterns) {
    const star = key.indexOf("*");
    const base = key.slice(0, star);
    const trailer = key.slice(star + 1);
    if (!subpath.startsWith(base) || subpath === base) continue;
    if (trailer !== "" && !(subpath.endsWith(trailer) && subpath.length >= key.length)) continue;
    const match = subpath.slice(base.length, subpath.length - trailer.length);
    return found(targetOf(map[key], match, conditions));
  }
  return null;
}

/** No match (undefined) and an explicit `null` both mean: not exported. */
function found(target: string | null | undefined): string | null {
  return target ?? null;
}

/** A segment Node refuses in a target or a pattern's match: `.`, `..`, `node_modules`, also %-encoded. */
function hasInvalidSegment(path: string): boolean {
  return path.split(/[/\\]/).some((segment) => {
    let plain = segment;
    try {
      plain = decodeURIComponent(segment);
    } catch {
      // Not %-encoded text: as written.
    }
    return /^(\.|\.\.|node_modules)$/i.test(plain);
  });
}

/**
 * Node's PACKAGE_TARGET_RESOLVE: a `./` path inside the package (`*` replaced by `match`); the
 * first usable target of a list; the first condition (in the package's order) that matches and
 * resolves; null for an explicit `null`, undefined when no condition matches.
 */
function targetOf(
  target: unknown,
  match: string | null,
  conditions: ReadonlySet<string>,
): string | null | undefined {
  if (typeof target === "string") {
    if (!target.startsWith("./") || hasInvalidSegment(target.slice(2))) {
      throw new ExportsProblem(
        `exports '${target}', which is not a path inside the package (a target starts with './' and has no '.', '..' or 'node_modules' part)`,
      );
    }
    if (match === null) return target;
    if (hasInvalidSegment(match)) {
      throw new ExportsProblem(
        `cannot export '${match}' through a '*' pattern (a '.', '..' or 'node_modules' part)`,
      );
    }
    return target.replaceAll("*", match);
  }
  if (Array.isArray(target)) {
    let last: ExportsProblem | null = null;
    for (const item of target) {
      let resolved: string | null | undefined;
      try {
        resolved = targetOf(item, match, conditions);
      } catch (error) {
        if (!(error instanceof ExportsProblem)) throw error;
        last = error;
        continue;
      }
      if (resolved === undefined) continue;
      if (resolved === null) {
        last = null;
        continue;
      }
      return resolved;
    }
    if (last !== null) throw last;
    return null;
  }
  if (target === null) return null;
  if (!isRecord(target)) throw new ExportsProblem(`has an invalid exports target (${typeof target})`);
  for (const [condition, value] of Object.entries(target)) {
    if (condition !== "default" && !conditions.has(condition)) continue;
    const resolved = targetOf(value, match, conditions);
    if (resolved !== undefined) return resolved;
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
