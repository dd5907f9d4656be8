// CLI only (issue 18): each command's chunk with the chunks only it loads folded into it, so a
// command's module graph is a few files instead of twenty. Node's ES module loader pays per file
// (resolve, read, compile, link): a replayed `run` loaded 21 files at start, ~10 ms of its CPU.
// A chunk is folded into a command only where it cannot be loaded twice in one process: not one
// that dist/cli.js loads (the entry's InputError must stay the class a command throws), nor one
// that a chunk the command may import later (a provider's client, the atomic writer) loads.
// Another command may hold its own copy: one process runs one command. Files no output imports
// any more are dropped.
import { basename, dirname, resolve } from "node:path";
import { build } from "esbuild";

/**
 * `outputs` (`{ path, text }`, absolute paths) with each of `commands` (absolute paths of entry
 * chunks) merged as above. `metafile` is esbuild's for the build that wrote them. `entry` is the
 * bundle's entry file (dist/cli.js). `banner` is the build's banner text, removed from a folded
 * chunk that does not use `require` (as scripts/build.mjs's leanChunk does).
 */
export async function mergeCommandChunks(outputs, metafile, { entry, commands, banner }) {
  const byPath = new Map(outputs.map((f) => [f.path, f]));
  const imports = new Map();
  for (const [out, info] of Object.entries(metafile.outputs)) {
    const path = resolve(out);
    const of = (kind) =>
      info.imports.filter((i) => !i.external && i.kind === kind).map((i) => resolve(i.path));
    imports.set(path, { static: of("import-statement"), dynamic: of("dynamic-import") });
  }
  const staticClosure = (from) => {
    const seen = new Set();
    const stack = [from];
    while (stack.length > 0) {
      const p = stack.pop();
      if (seen.has(p)) continue;
      seen.add(p);
      stack.push(...(imports.get(p)?.static ?? []));
    }
    return seen;
  };
  const entryGraph = staticClosure(entry);
  const merged = new Map();
  for (const command of commands) {
    const own = staticClosure(command);
    // Every chunk the command may load later, however deep its dynamic imports go.
    const later = new Set();
    const queue = [...own];
    const visited = new Set();
    while (queue.length > 0) {
      const p = queue.pop();
      if (visited.has(p)) continue;
      visited.add(p);
      for (const d of imports.get(p)?.dynamic ?? []) {
        for (const q of staticClosure(d)) {
          later.add(q);
          queue.push(q);
        }
      }
    }
    const fold = new Set([...own].filter((p) => p === command || (!entryGraph.has(p) && !later.has(p))));
    if (fold.size === 1) continue;
    merged.set(command, await foldChunks(command, fold, byPath, banner));
  }
  const result = outputs.map((f) => (merged.has(f.path) ? { path: f.path, text: merged.get(f.path) } : f));
  return dropUnreferenced(result, entry);
}

async function foldChunks(command, fold, byPath, banner) {
  const text = (p) => {
    const t = byPath.get(p).text;
    const at = t.indexOf(banner);
    if (at < 0) return t;
    const rest = t.slice(0, at) + t.slice(at + banner.length);
    return /\brequire\b/.test(rest) ? t : rest;
  };
  const result = await build({
    entryPoints: [command],
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
    target: "node20",
    charset: "utf8",
    legalComments: "none",
    logLevel: "warning",
    // The folded chunks' code exactly: nothing dropped or moved that was not before.
    treeShaking: false,
    plugins: [
      {
        name: "modelgate-fold-chunks",
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === "entry-point") return { path: args.path, namespace: "chunk" };
            if (!args.path.startsWith(".")) return { path: args.path, external: true };
            const path = resolve(dirname(args.importer), args.path);
            if (args.kind === "import-statement" && fold.has(path)) return { path, namespace: "chunk" };
            // Kept as written: every chunk lives in the command's folder.
            return { path: `./${basename(path)}`, external: true };
          });
          b.onLoad({ filter: /.*/, namespace: "chunk" }, (args) => ({
            contents: text(args.path),
            loader: "js",
            resolveDir: dirname(args.path),
          }));
        },
      },
    ],
  });
  return result.outputFiles[0].text;
}

/** The outputs that `entry` reaches through the import paths their texts name. */
function dropUnreferenced(outputs, entry) {
  const byPath = new Map(outputs.map((f) => [f.path, f]));
  const reached = new Set();
  const stack = [entry];
  while (stack.length > 0) {
    const p = stack.pop();
    if (reached.has(p) || !byPath.has(p)) continue;
    reached.add(p);
    const t = byPath.get(p).text;
    for (const m of t.matchAll(/(?:from\s*|import\s*\(\s*|import\s*)"(\.{1,2}\/[^"]+\.js)"/g)) {
      stack.push(resolve(dirname(p), m[1]));
    }
  }
  return outputs.filter((f) => reached.has(f.path));
}
