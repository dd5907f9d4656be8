import { InputError } from "../core/diagnostics.js";
import { VERSION } from "../core/version.js";
import { closestName } from "../load/did-you-mean.js";
import { enableCompileCache } from "./compile-cache.js";
import { COMMAND_USAGE, type CommandName, USAGE } from "./help.js";
import { type CliIO, EXIT, paintFor, pendingOutput, processIO, stdoutExitCode, writeStderr } from "./io.js";
import { saveScriptChunkCaches } from "./script-chunks.js";

// The built command chunks run as scripts, which have no `import()`: imported here, the import of
// a user's module (a plugin) is built into the entry (dist/cli.cjs), and the chunks call it there.
import "../load/import-module.js";

// The loader of the chunks: the built entry loads each command's file in dist/cli-chunks/ with it.
export { loadScriptChunk } from "./script-chunks.js";

type Command = (argv: string[], io: CliIO) => Promise<number>;

// Each command's code is loaded when that command runs (a chunk of its own in dist/): start-up
// pays only for the command asked for, and `--help` or `--version` for none.
const COMMANDS: Record<CommandName, () => Promise<Command>> = {
  validate: async () => (await import("./commands/validate.js")).validateCommand,
  run: async () => (await import("./commands/run.js")).runCommand,
  compare: async () => (await import("./commands/compare.js")).compareCommand,
  report: async () => (await import("./commands/report.js")).reportCommand,
  merge: async () => (await import("./commands/merge.js")).mergeCommand,
  schema: async () => (await import("./commands/schema.js")).schemaCommand,
  init: async () => (await import("./commands/init.js")).initCommand,
};

/** `modelgate help CMD`: that command's own help, exactly as `CMD --help` prints it. */
async function help(topic: string | undefined, io: CliIO): Promise<number> {
  if (topic === undefined) {
    io.stdout(USAGE);
    return EXIT.ok;
  }
  if (!isCommand(topic)) return unknownCommand(topic, io);
  io.stdout(COMMAND_USAGE[topic]);
  return EXIT.ok;
}

function isCommand(name: string): name is CommandName {
  return Object.hasOwn(COMMANDS, name);
}

function unknownCommand(name: string, io: CliIO): number {
  const red = paintFor(io, "stderr").red;
  const what = name.startsWith("-") ? "flag" : "command";
  const match = closestName(name.replace(/^-+/, ""), [...Object.keys(COMMANDS), "help"]);
  const hint = match === undefined ? "" : `; did you mean '${match}'?`;
  io.stderr(`${red("modelgate:")} unknown ${what} '${name}'${hint}\n\n${USAGE}`);
  return EXIT.usage;
}

export async function main(argv: string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.stderr(USAGE);
    return EXIT.usage;
  }
  if (name === "--help" || name === "-h") return help(undefined, io);
  if (name === "help") return help(rest[0], io);
  if (name === "--version" || name === "-V") {
    io.stdout(`${VERSION}\n`);
    return EXIT.ok;
  }
  if (!isCommand(name)) return unknownCommand(name, io);
  // The command's own `--help`, without loading its code (what the command would print).
  if (rest.length === 1 && (rest[0] === "--help" || rest[0] === "-h")) return help(name, io);
  try {
    return await (await COMMANDS[name]())(rest, io);
  } catch (error) {
    if (error instanceof InputError) {
      io.stderr(`${error.message}\n`);
      return EXIT.usage;
    }
    const detail =
      error instanceof Error ? (io.env.MODELGATE_DEBUG ? error.stack : error.message) : String(error);
    io.stderr(`modelgate: internal error: ${detail}\n(set MODELGATE_DEBUG=1 for a stack trace)\n`);
    return EXIT.internal;
  }
}

/** How long a finished command waits for the event loop to empty before it exits anyway. */
export const LINGER_MS = 1000;

/**
 * The command has settled; what still holds the process open is no work of ModelGate's but a
 * plugin's (a timer, a socket, a custom check abandoned at its deadline or on cancellation):
 * the process exits with the command's code once its output is flushed. The timer itself holds
 * nothing open: a process with nothing left ends on its own first.
 */
function exitWhenOnlyPluginsRemain(): void {
  const check = (): void => {
    // Output a full pipe made Node's stream hold is written before the exit (asking the writers:
    // process.stdout itself would be created, and for a pipe load net, only to answer 0).
    if (pendingOutput() > 0) {
      setTimeout(check, 50).unref();
      return;
    }
    process.exit();
  };
  setTimeout(check, LINGER_MS).unref();
}

// The built commands import shared code from the entry: were it ever evaluated a second time
// (a loader that gives the main module another URL), the command must still run once.
const RUNNING = Symbol.for("modelgate.cli.running");
const ownProcess = process as unknown as Record<symbol, boolean | undefined>;

/**
 * Runs the command of this process's arguments and sets its exit code. The built entry calls it
 * when it is the main module (dist/cli.cjs: `require.main === module`, whatever name or link
 * started it), and dist/cli.js calls it after loading the entry; a test importing this module
 * runs nothing.
 */
export function startCli(): void {
  if (ownProcess[RUNNING] === true) return;
  ownProcess[RUNNING] = true;
  enableCompileCache(process.env);
  // A process that runs out of work before the command settles (a plugin whose module never
  // finishes loading) must not end with exit 0. A custom check that never answers cannot get
  // here: its deadline's timer holds the process until the check is an `error`.
  let settled = false;
  process.exitCode = EXIT.internal;
  process.once("exit", (code) => {
    // A deliberate exit (a second SIGINT/SIGTERM in `run`) gives its own code and says why.
    if (!settled && code === EXIT.internal)
      writeStderr(
        "modelgate: the command ended before it finished: nothing was left to wait for (a plugin module whose loading never finishes?)\n",
      );
  });
  main(process.argv.slice(2), processIO()).then(
    (code) => {
      settled = true;
      // After the command: the chunks' caches then hold every function it ran.
      saveScriptChunkCaches();
      process.exitCode = stdoutExitCode(code);
      exitWhenOnlyPluginsRemain();
    },
    (error: unknown) => {
      settled = true;
      writeStderr(`modelgate: internal error: ${String(error)}\n`);
      process.exitCode = EXIT.internal;
    },
  );
}
