import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { InputError } from "../core/diagnostics.js";
import { messageOf } from "../core/error-message.js";
import { isFile } from "./file-stat.js";

/** The conditions Node's `import` matches in a package's `exports`, in its order of preference. */
const IMPORT_CONDITIONS = new Set(["node", "import", "default"]);

/**
 * The file `import(spec)` would load if it were written in a module of `cwd`: the package is
 * looked up in `node_modules` of `cwd` and of each folder above it, never from where ModelGate is
 * installed (a global install, the npx cache, the Action's folder). `exports` is matched with
 * the conditions of `import`, so a package that offers only an ES module is found; a package
 * without `exports` resolves as `require` would (its `main`, else `index.js`).
 */
export async function resolvePackage(spec: string, cwd: string): Promise<string> {
  const { name, subpath } = splitSpecifier(spec);
  const folder = await packageFolder(name, cwd);
  if (folder === null) {
    throw new InputError(
      `plugin '${spec}': package '${name}' not found in node_modules of ${cwd} or of a folder above it`,
    );
  }
  let manifest: { exports?: unknown };
  try {
    const parsed: unknown = JSON.parse(await readFile(join(folder, "package.json"), "utf8"));
    manifest = isRecord(parsed) ? parsed : {};
  } catch (error) {
    throw new InputError(
      `plugin '${spec}': ${join(folder, "package.json")} cannot be read: ${messageOf(error)}`,
    );
  }
  if (manifest.exports === undefined || manifest.exports === null) {
    try {
      return createRequire(join(cwd, "noop.js")).resolve(spec);
    } catch {
      throw new InputError(`plugin '${spec}': package '${name}' (${folder}) has no file for '${subpath}'`);
    }
  }
  const target = exportsTarget(manifest.exports, subpath);
  if (target === null) {
    throw new InputError(
      `plugin '${spec}': package '${name}' (${folder}) exports nothing for '${subpath}' that import can load`,
    );
  }
  const file = resolve(folder, target);
  if (!(await isFile(file))) {
    throw new InputError(`plugin '${spec}': package '${name}' exports '${target}', which is not a file`);
  }
  return file;
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

/** Node's PACKAGE_EXPORTS_RESOLVE for `import`: exact subpaths, then `*` patterns (longest prefix). */
function exportsTarget(exports: unknown, subpath: string): string | null {
  const keys = isRecord(exports) ? Object.keys(exports) : [];
  const bySubpath = keys.length > 0 && keys.every((key) => key.startsWith("."));
  if (!bySubpath) return subpath === "." ? conditionalTarget(exports, "") : null;
  const map = exports as Record<string, unknown>;
  if (Object.hasOwn(map, subpath) && !subpath.includes("*")) return conditionalTarget(map[subpath], "");
  let best: { key: string; match: string } | null = null;
  for (const key of keys) {
    const star = key.indexOf("*");
    if (star < 0 || key.indexOf("*", star + 1) >= 0) continue;
    const prefix = key.slice(0, star);
    const suffix = key.slice(star + 1);
    if (subpath.length < key.length || !subpath.startsWith(prefix) || !subpath.endsWith(suffix)) continue;
    if (best === null || prefix.length > best.key.indexOf("*")) {
      best = { key, match: subpath.slice(prefix.length, subpath.length - suffix.length) };
    }
  }
  return best === null ? null : conditionalTarget(map[best.key], best.match);
}

/** A target: a `./` path (`*` replaced by `match`), the first usable of a list, or conditions in order. */
function conditionalTarget(target: unknown, match: string): string | null {
  if (typeof target === "string") return target.startsWith("./") ? target.replaceAll("*", match) : null;
  if (Array.isArray(target)) {
    for (const item of target) {
      const found = conditionalTarget(item, match);
      if (found !== null) return found;
    }
    return null;
  }
  if (!isRecord(target)) return null;
  for (const [condition, value] of Object.entries(target)) {
    if (!IMPORT_CONDITIONS.has(condition)) continue;
    const found = conditionalTarget(value, match);
    if (found !== null) return found;
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
