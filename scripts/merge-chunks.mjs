// CLI only (issue 18): each command's chunk with the chunks only it loads folded into it, so a
// command's module graph is a few files instead of twenty. Node's ES module loader pays per file
// (resolve, read, compile, link): a replayed `run` loaded 21 files at start, ~10 ms of its CPU.
// A chunk is folded into a command only where it cannot be loaded twice in one process: not one
// that dist/cli.js loads (the entry's InputError must stay the class a command throws), nor one
// that a chunk the command may import later (a provider's client, the atomic writer) loads.
// Another command may hold its own copy: one process runs one command. Files no output imports
// any more are dropped.
import { dirname, relative, resolve, sep } from "node:path";
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
  // What the entry's own files load later is not followed below: only the commands may be.
  for (const p of entryGraph) {
    for (const d of imports.get(p)?.dynamic ?? []) {
      if (p !== entry || !commands.includes(d)) {
        throw new Error(
          `merge-chunks: ${relative(process.cwd(), p)} imports ${relative(process.cwd(), d)} lazily; only the entry's commands are handled`,
        );
      }
    }
  }
  // Every chunk loaded after the chunks given, however deep their dynamic imports go.
  const laterThan = (files) => {
    const later = new Set();
    const queue = [...files];
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
    return later;
  };
  const graphs = new Map(
    commands.map((c) => {
      const own = staticClosure(c);
      return [c, { own, later: laterThan(own) }];
    }),
  );
  const merged = new Map();
  const rewrites = new Map();
  for (const command of commands) {
    const { own, later } = graphs.get(command);
    const others = new Set();
    for (const [c, g] of graphs) if (c !== command) for (const p of [...g.own, ...g.later]) others.add(p);
    const fold = new Set([...own].filter((p) => p === command || (!entryGraph.has(p) && !later.has(p))));
    // A chunk the command shares with chunks it loads later (a provider's client) is folded too
    // where every file of the process that imports it can import it from the command's file
    // instead, the module already loaded: a file no other command and not the entry loads.
    const exclusive = (p) => !entryGraph.has(p) && !others.has(p);
    const shared = new Set([...own].filter((p) => !fold.has(p) && !entryGraph.has(p)));
    for (let changed = true; changed; ) {
      changed = false;
      for (const f of [...entryGraph, ...own, ...later]) {
        if (fold.has(f) || shared.has(f) || exclusive(f)) continue;
        for (const s of imports.get(f)?.static ?? []) changed = shared.delete(s) || changed;
      }
    }
    const names = [...shared].flatMap((p) => metafile.outputs[relativeKey(metafile, p)]?.exports ?? []);
    const ownNames = metafile.outputs[relativeKey(metafile, command)]?.exports ?? [];
    const distinct = new Set([...names, ...ownNames]).size === names.length + ownNames.length;
    const reexported = distinct ? [...shared] : [];
    for (const p of reexported) fold.add(p);
    if (fold.size === 1) continue;
    merged.set(command, await foldChunks(command, fold, byPath, banner, reexported, metafile));
    for (const p of later) {
      if (!exclusive(p)) continue;
      for (const s of reexported) {
        if (imports.get(p)?.static.includes(s)) {
          const list = rewrites.get(p) ?? [];
          list.push([`"${specifier(p, s)}"`, `"${specifier(p, command)}"`]);
          rewrites.set(p, list);
        }
      }
    }
  }
  // The chunks the entry loads (every command's process loads them) are folded into the entry,
  // and every other file imports them from it: the entry module is loaded once, first.
  const entryChunks = [...entryGraph].filter((p) => p !== entry);
  const entryNames = entryChunks.flatMap((p) => metafile.outputs[relativeKey(metafile, p)]?.exports ?? []);
  const ownEntryNames = metafile.outputs[relativeKey(metafile, entry)]?.exports ?? [];
  const foldEntry =
    entryChunks.length > 0 &&
    new Set([...entryNames, ...ownEntryNames]).size === entryNames.length + ownEntryNames.length;
  if (foldEntry)
    merged.set(entry, await foldChunks(entry, entryGraph, byPath, banner, entryChunks, metafile));
  const result = outputs.map((f) => {
    let text = merged.get(f.path) ?? f.text;
    for (const [from, to] of rewrites.get(f.path) ?? []) text = text.split(from).join(to);
    if (foldEntry && f.path !== entry) {
      for (const e of entryChunks)
        text = text.split(`"${specifier(f.path, e)}"`).join(`"${specifier(f.path, entry)}"`);
    }
    return { path: f.path, text };
  });
  return dropUnreferenced(result, entry);
}

/**
 * `text` without the build's banner (it defines `require`) where nothing else in it names
 * `require`: making one costs a module and a function at every load. Else `text` as it is.
 */
export function withoutUnusedBanner(text, banner) {
  const at = text.indexOf(banner);
  if (at < 0) return text;
  const rest = text.slice(0, at) + text.slice(at + banner.length);
  return /\brequire\b/.test(rest) ? text : rest;
}

/** How `from` names `to` in an import: a relative path. */
function specifier(from, to) {
  const rel = relative(dirname(from), to).split(sep).join("/");
  return rel.startsWith(".") ? rel : `./${rel}`;
}

/** The metafile's key (a path relative to where the build ran) of an absolute output path. */
function relativeKey(metafile, path) {
  return Object.keys(metafile.outputs).find((k) => resolve(k) === path);
}

async function foldChunks(command, fold, byPath, banner, reexported, metafile) {
  const text = (p) => {
    let t = byPath.get(p).text;
    // A chunk moved to another folder (into dist/cli.js) must not read its own URL: a path
    // relative to it would name another file. The banner's `require` only loads built-ins.
    if (dirname(p) !== dirname(command) && t.split(banner).join("").includes("import.meta")) {
      throw new Error(`${p} reads import.meta: it cannot be folded into ${command}`);
    }
    if (p === command) {
      for (const s of reexported) {
        const names = metafile.outputs[relativeKey(metafile, s)]?.exports ?? [];
        if (names.length > 0) t += `\nexport { ${names.join(", ")} } from "${specifier(command, s)}";\n`;
      }
    }
    return withoutUnusedBanner(t, banner);
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
            // Paths in the "chunk" namespace are relative to the build's folder: esbuild writes
            // them into the output's comments, which must hold no absolute path.
            const shown = (path) => relative(process.cwd(), path).split(sep).join("/");
            if (args.kind === "entry-point") return { path: shown(args.path), namespace: "chunk" };
            if (!args.path.startsWith(".")) return { path: args.path, external: true };
            const path = resolve(dirname(resolve(args.importer)), args.path);
            if (args.kind === "import-statement" && fold.has(path))
              return { path: shown(path), namespace: "chunk" };
            // Kept, relative to the file being written.
            const rel = relative(dirname(command), path).split(sep).join("/");
            return { path: rel.startsWith(".") ? rel : `./${rel}`, external: true };
          });
          b.onLoad({ filter: /.*/, namespace: "chunk" }, (args) => ({
            contents: text(resolve(args.path)),
            loader: "js",
            resolveDir: dirname(resolve(args.path)),
          }));
        },
      },
    ],
  });
  // Without the comments naming the folded files: most of them are not written any more.
  return result.outputFiles[0].text.replace(/^\/\/ chunk:.*\n/gm, "");
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
