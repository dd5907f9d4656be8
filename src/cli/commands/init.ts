import { type FileHandle, lstat, open, rm, rmdir, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { InputError, oneLine, quoted } from "../../core/diagnostics.js";
import { makeDirectory } from "../../io/make-directory.js";
import { commandFlags, parseFlags } from "../args.js";
import { COMMAND_USAGE } from "../help.js";
import { OLLAMA_CONFIG, REPLAY_CONFIG } from "../init/configs.js";
import { STARTER_RECORDED, STARTER_SUITE } from "../init/suite.js";
import { WORKFLOW } from "../init/workflow.js";
import { type CliIO, EXIT, paintFor } from "../io.js";

const USAGE = COMMAND_USAGE.init;

/** What init writes, relative to DIR, in the order it is listed. */
export const INIT_FILES: readonly { path: string; text: string }[] = [
  { path: "suites/starter/suite.yaml", text: STARTER_SUITE },
  { path: "suites/starter/recorded.json", text: STARTER_RECORDED },
  { path: "configs/replay.yaml", text: REPLAY_CONFIG },
  { path: "configs/ollama.yaml", text: OLLAMA_CONFIG },
  { path: ".github/workflows/modelgate.yml", text: WORKFLOW },
];

export async function initCommand(argv: string[], io: CliIO): Promise<number> {
  const parsed = commandFlags("init", USAGE, io, () => initFlags(argv));
  if ("exit" in parsed) return parsed.exit;
  const dir = parsed.flags.dir;
  const root = resolve(io.cwd, dir);
  const kind = await stat(root).then(
    (s) => (s.isDirectory() ? "folder" : "other"),
    () => "missing",
  );
  if (kind === "other") throw new InputError(`modelgate init: ${quoted(dir)} exists and is not a folder`);

  // Every target is checked before the first write: a path that cannot be written (a file where
  // a folder must be, a folder where the file goes) refuses the whole init, with nothing written.
  const plan = await Promise.all(
    INIT_FILES.map(async (file) => {
      const shown = dir === "." ? file.path : join(dir, file.path);
      return { ...file, shown, target: join(root, file.path), state: await targetState(root, file.path) };
    }),
  );
  const blocked = plan.flatMap((f) =>
    f.state.kind === "blocked" ? [`  ${oneLine(f.shown)}: ${f.state.why}`] : [],
  );
  if (blocked.length > 0)
    throw new InputError(`modelgate init: nothing written; cannot write\n${blocked.join("\n")}`);

  const p = paintFor(io, "stdout");
  const created: string[] = [];
  const madeFolders: string[] = [];
  let report = "";
  let current = "";
  try {
    for (const file of plan) {
      current = file.shown;
      if (file.state.kind === "exists") {
        report += `${p.yellow("skipped")} ${oneLine(file.shown)} (exists; left as it is)\n`;
        continue;
      }
      for (const folder of await missingFolders(dirname(file.target))) {
        await makeDirectory(folder);
        madeFolders.push(folder);
      }
      if (await createExclusive(file.target, file.text)) {
        created.push(file.target);
        report += `${p.green("created")} ${oneLine(file.shown)}\n`;
      } else {
        report += `${p.yellow("skipped")} ${oneLine(file.shown)} (exists; left as it is)\n`;
      }
    }
  } catch (error) {
    // A write failed after the check (permissions, a full disk, a race): undo this init's files
    // and folders, so a second try starts from the same tree.
    await Promise.all(created.map((f) => rm(f, { force: true })));
    for (const folder of madeFolders.reverse()) await rmdir(folder).catch(() => undefined);
    throw new InputError(
      `modelgate init: nothing written; cannot write ${oneLine(current)}: ${(error as Error).message}`,
    );
  }
  io.stdout(report);
  const at = dir === "." ? "" : `cd ${dir} && `;
  io.stdout(
    created.length === 0
      ? "Nothing written: every file exists already.\n"
      : `
Next:
  ${at}npx modelgate validate suites/starter/suite.yaml configs/replay.yaml configs/ollama.yaml
  ${at}npx modelgate run suites/starter/suite.yaml --config configs/replay.yaml --output results/replay.json
  with Ollama: ollama pull llama3.2:3b, then --config configs/ollama.yaml
`,
  );
  return EXIT.ok;
}

type TargetState = { kind: "new" } | { kind: "exists" } | { kind: "blocked"; why: string };

/** What stands at `relative` under `root`, and in each folder on the way there. */
async function targetState(root: string, relative: string): Promise<TargetState> {
  const parts = relative.split("/");
  for (let i = 1; i <= parts.length; i++) {
    const at = join(root, ...parts.slice(0, i));
    const info = await lstat(at).catch(() => null);
    if (info === null) return { kind: "new" };
    const last = i === parts.length;
    const shown = parts.slice(0, i).join("/");
    if (last) {
      if (info.isDirectory()) return { kind: "blocked", why: "it is a folder, not a file" };
      return { kind: "exists" };
    }
    // A symbolic link to a folder is a folder here, as `mkdir -p` and an editor see it.
    const folder = info.isSymbolicLink()
      ? await stat(at).then(
          (s) => s.isDirectory(),
          () => false,
        )
      : info.isDirectory();
    if (!folder) return { kind: "blocked", why: `'${shown}' is a file, not a folder` };
  }
  return { kind: "new" };
}

/** The folders from the first missing one down to `dir`, outermost first. */
async function missingFolders(dir: string): Promise<string[]> {
  const missing: string[] = [];
  for (let at = dir; !(await exists(at)); at = dirname(at)) {
    missing.unshift(at);
    if (dirname(at) === at) break;
  }
  return missing;
}

const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Creates `path` with `text` unless something exists there (exclusive create: a file made
 * meanwhile by someone else is not overwritten either). False when it existed.
 */
async function createExclusive(path: string, text: string): Promise<boolean> {
  let handle: FileHandle;
  try {
    handle = await open(path, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    await handle.writeFile(text);
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(path, { force: true });
    throw error;
  }
  await handle.close();
  return true;
}

function initFlags(argv: string[]) {
  const { values, positionals } = parseFlags(argv, {});
  if (values.help === true) return "help" as const;
  if (positionals.length > 1) throw new Error(`expected at most one DIR, got ${positionals.length}`);
  return { dir: positionals[0] ?? "." };
}
