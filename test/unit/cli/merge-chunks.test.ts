import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { mergeCommandChunks } from "../../../scripts/merge-chunks.mjs";

// scripts/merge-chunks.mjs folds, after esbuild's split, each command's chunks into the command's
// file and the chunks every process loads into the entry. A small program split the same way
// shows it: the same output, every module evaluated once per process, fewer files, and a build
// that refuses what it cannot fold safely.

const BANNER = "// banner";
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Each module notes its evaluation; each command prints the notes and its values. */
const PROGRAM: Record<string, string> = {
  "main.js": `import { shared } from "./shared.js";
const commands = { a: () => import("./a.js"), b: () => import("./b.js") };
const name = process.argv[2];
if (name) commands[name]().then((m) => m.run(shared("main")));`,
  "shared.js": `(globalThis.loads ??= []).push("shared");
export let calls = 0;
export function shared(x) { calls++; return "s:" + x; }`,
  "common.js": `import { shared } from "./shared.js";
(globalThis.loads ??= []).push("common");
export const common = shared("common");`,
  "only-a.js": `(globalThis.loads ??= []).push("only-a");
export class OnlyA {}`,
  "lazy.js": `import { OnlyA } from "./only-a.js";
(globalThis.loads ??= []).push("lazy");
export const isOnlyA = (x) => x instanceof OnlyA;`,
  "a.js": `import { common } from "./common.js";
import { OnlyA } from "./only-a.js";
import { calls } from "./shared.js";
(globalThis.loads ??= []).push("a");
export function run(from) {
  return import("./lazy.js").then((m) =>
    console.log(JSON.stringify({ from, common, sameClass: m.isOnlyA(new OnlyA()), calls, loads: globalThis.loads })),
  );
}`,
  "b.js": `import { common } from "./common.js";
(globalThis.loads ??= []).push("b");
export function run(from) { console.log(JSON.stringify({ from, common, loads: globalThis.loads })); }`,
};

/** The program written, split by esbuild into out/ (chunks in out/chunks/), and merged when asked. */
async function built(program: Record<string, string>, merge: boolean): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), "modelgate-merge-chunks-"));
  folders.push(root);
  for (const [name, text] of Object.entries(program)) writeFileSync(join(root, name), text);
  const out = join(root, "out");
  const result = await build({
    entryPoints: { main: join(root, "main.js") },
    outdir: out,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    chunkNames: "chunks/[name]-[hash]",
    banner: { js: BANNER },
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  let outputs = result.outputFiles.map((f) => ({ path: f.path, text: f.text }));
  if (merge) {
    // The metafile names files relative to where the build ran: this process's folder.
    const entry = join(out, "main.js");
    const commands = result.metafile.outputs[relative(process.cwd(), entry)]!.imports.filter(
      (i) => i.kind === "dynamic-import",
    ).map((i) => resolve(i.path));
    outputs = await mergeCommandChunks(outputs, result.metafile, { entry, commands, banner: BANNER });
  }
  for (const file of outputs) {
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.text);
  }
  writeFileSync(join(out, "package.json"), '{"type":"module"}');
  return out;
}

function run(out: string, command: string): Record<string, unknown> {
  const child = spawnSync(process.execPath, [join(out, "main.js"), command], { encoding: "utf8" });
  expect(child.status, child.stderr).toBe(0);
  return JSON.parse(child.stdout) as Record<string, unknown>;
}

const files = (out: string) =>
  readdirSync(out, { recursive: true }).filter((f) => String(f).endsWith(".js")).length;

describe("folding a command's chunks into it", () => {
  it("keeps what each command prints, evaluates every module once, and leaves fewer files", async () => {
    const split = await built(PROGRAM, false);
    const merged = await built(PROGRAM, true);
    for (const command of ["a", "b"]) {
      const before = run(split, command);
      const after = run(merged, command);
      expect(after).toEqual(before);
      const loads = after.loads as string[];
      expect(new Set(loads).size, loads.join(",")).toBe(loads.length);
    }
    // A lazily loaded chunk shares the class of the command's copy of only-a.js.
    expect(run(merged, "a")).toMatchObject({ sameClass: true, calls: 2 });
    expect(files(merged)).toBeLessThan(files(split));
  }, 60_000);

  it("refuses to move a chunk that reads its own URL into another folder", async () => {
    const program = {
      ...PROGRAM,
      "shared.js": `${PROGRAM["shared.js"]}\nexport const here = import.meta.url;`,
    };
    await expect(built(program, true)).rejects.toThrow(/reads import\.meta/);
  }, 60_000);

  it("refuses a lazy import from the entry's graph other than the entry's commands", async () => {
    const program = {
      ...PROGRAM,
      "shared.js": `${PROGRAM["shared.js"]}\nglobalThis.later = () => import("./b.js");`,
    };
    await expect(built(program, true)).rejects.toThrow(/imports .* lazily/);
  }, 60_000);
});
