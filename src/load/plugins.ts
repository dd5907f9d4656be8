import { realpath } from "node:fs/promises";
import { isAbsolute, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { CheckRegistry, CustomCheck, CustomCheckContext } from "../core/checks/custom.js";
import { InputError } from "../core/diagnostics.js";
import { messageOf } from "../core/error-message.js";
import { outsideRoot, repositoryRoot } from "./confine.js";
import { pathExists } from "./file-stat.js";
import { importModule } from "./import-module.js";
import { framePlace, loadErrorPlace } from "./plugin-load-error.js";
import { resolvePackage } from "./plugin-package.js";

/** A spec that names a file rather than a package: a path, or a name ending in a JS extension. */
function isPath(spec: string): boolean {
  return (
    spec.startsWith(".") ||
    isAbsolute(spec) ||
    spec.includes("\\") ||
    /\.(m|c)?js$/i.test(spec) ||
    /\.py$/i.test(spec)
  );
}

/** The URL to import for a spec: a file relative to `cwd`, or a package resolved from `cwd`. */
async function moduleUrl(spec: string, cwd: string): Promise<string> {
  if (/\.py$/i.test(spec)) {
    throw new InputError(
      `plugin '${spec}': Python plugins are not supported; write the check as a JavaScript module (.mjs) whose default export maps check names to functions`,
    );
  }
  if (isPath(spec)) {
    const file = resolve(cwd, spec);
    if (!(await pathExists(file))) throw new InputError(`plugin '${spec}': file not found (${file})`);
    // A relative path stays inside the repository (`../../x.mjs` is refused); an absolute one is
    // the operator's explicit choice on the command line or in the workflow.
    if (!isAbsolute(spec)) {
      const outside = await outsideRoot(file, await repositoryRoot(cwd, cwd));
      if (outside !== null) throw new InputError(`plugin '${spec}' ${outside}`);
    }
    return pathToFileURL(file).href;
  }
  // Resolved here, from the working folder: `import(spec)` would look from ModelGate's own file.
  return pathToFileURL(await resolvePackage(spec, cwd)).href;
}

/** The plugin's file as a message names it: as written for a path, else relative to `cwd`. */
function shownFile(spec: string, file: string, cwd: string): string {
  if (isPath(spec)) return spec;
  const path = relative(cwd, file);
  return path.startsWith("..") || isAbsolute(path) ? file : path;
}

/**
 * Where in `file` an error a check threw was raised, `path:line:column` with the path relative to
 * the repository (absolute when the file is outside it): the first frame of its stack in the
 * plugin's file (a check that throws inside a library it calls is placed at its call there).
 */
function locator(file: string, root: string): (error: unknown) => string | null {
  const path = relative(root, file);
  const shown = path === "" || path.startsWith("..") || isAbsolute(path) ? file : path.split("\\").join("/");
  return (error) => {
    const stack = error instanceof Error && typeof error.stack === "string" ? error.stack : "";
    const place = framePlace(stack, file);
    return place === null ? null : `${shown}:${place.line}:${place.column}`;
  };
}

/**
 * Loads `--plugin` modules (`.mjs`/`.js` paths or package names). Each module's default export is
 * an object of check functions by name; names must be unique across plugins (a file given twice
 * is loaded once). Any problem is an InputError naming the plugin.
 */
export async function loadPlugins(specs: string[], cwd: string): Promise<CheckRegistry> {
  const registry = new Map<string, CustomCheck>();
  const owner = new Map<string, string>();
  const root = await repositoryRoot(cwd, cwd);
  // A module given twice (`-p ./checks.mjs -p checks.mjs`, a link to it) is loaded once.
  const loaded = new Set<string>();
  for (const spec of specs) {
    const url = await moduleUrl(spec, cwd);
    const real = await realpath(fileURLToPath(url)).catch(() => fileURLToPath(url));
    if (loaded.has(real)) continue;
    loaded.add(real);
    const locate = locator(fileURLToPath(url), root);
    let module: { default?: unknown };
    try {
      module = (await importModule(url)) as { default?: unknown };
    } catch (error) {
      const message = `plugin '${spec}' failed to load: ${messageOf(error)}`;
      const file = fileURLToPath(url);
      const place = await loadErrorPlace(error, file);
      if (place === null) throw new InputError(message);
      throw new InputError([{ file: shownFile(spec, file, cwd), ...place, message }]);
    }
    const checks = module.default;
    if (typeof checks !== "object" || checks === null || Array.isArray(checks)) {
      throw new InputError(
        `plugin '${spec}': its default export must be an object mapping check names to functions (export default { name: (ctx) => ... })`,
      );
    }
    for (const [name, check] of Object.entries(checks)) {
      if (typeof check !== "function") {
        throw new InputError(`plugin '${spec}': check '${name}' is not a function (${typeof check})`);
      }
      const first = owner.get(name);
      if (first !== undefined)
        throw new InputError(`check '${name}' is registered by both '${first}' and '${spec}'`);
      owner.set(name, spec);
      const run = check as CustomCheck;
      // A wrapper carries the plugin's name for the messages that blame it; the plugin's own
      // function is left as it is.
      registry.set(
        name,
        Object.assign((ctx: CustomCheckContext) => run(ctx), { plugin: spec, locate }),
      );
    }
  }
  return registry;
}
