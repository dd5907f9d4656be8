import { open, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { InputError } from "../../core/diagnostics.js";
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
  if (kind === "other") throw new InputError(`modelgate init: '${dir}' exists and is not a folder`);

  const p = paintFor(io, "stdout");
  let written = 0;
  for (const file of INIT_FILES) {
    const shown = dir === "." ? file.path : join(dir, file.path);
    if (await createExclusive(join(root, file.path), file.text, shown)) {
      written++;
      io.stdout(`${p.green("created")} ${shown}\n`);
    } else {
      io.stdout(`${p.yellow("skipped")} ${shown} (exists; left as it is)\n`);
    }
  }
  const at = dir === "." ? "" : `cd ${dir} && `;
  io.stdout(
    written === 0
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

/**
 * Creates `path` with `text` unless something exists there (exclusive create: a file made
 * meanwhile by someone else is not overwritten either). False when it existed.
 */
async function createExclusive(path: string, text: string, shown: string): Promise<boolean> {
  const fail = (error: unknown) =>
    new InputError(`modelgate init: cannot write ${shown}: ${(error as Error).message}`);
  await makeDirectory(dirname(path)).catch((error: unknown) => {
    throw fail(error);
  });
  try {
    const handle = await open(path, "wx");
    try {
      await handle.writeFile(text);
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw fail(error);
  }
}

function initFlags(argv: string[]) {
  const { values, positionals } = parseFlags(argv, {});
  if (values.help === true) return "help" as const;
  if (positionals.length > 1) throw new Error(`expected at most one DIR, got ${positionals.length}`);
  return { dir: positionals[0] ?? "." };
}
