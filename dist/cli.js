#!/usr/bin/env node
import {
  makeDirectorySync
} from "./cli-chunks/chunk-LAHQI3NT.js";
import {
  VERSION
} from "./cli-chunks/chunk-H6J2YYGQ.js";
import {
  COMMAND_USAGE,
  EXIT,
  InputError,
  USAGE,
  closestName,
  paintFor,
  processIO,
  streamSafe
} from "./cli-chunks/chunk-H7LBHXRB.js";
import "./cli-chunks/chunk-SVE7TLRR.js";
import "./cli-chunks/chunk-YGNDAA5X.js";

// src/cli/compile-cache.ts
import nodeModule from "node:module";
import { homedir } from "node:os";
import { isAbsolute, join } from "node:path";
function enableCompileCache(env) {
  const enable = nodeModule.enableCompileCache;
  if (enable === void 0) return;
  try {
    const folder = compileCacheFolder(env, homedir());
    if (folder !== void 0) makeDirectorySync(folder);
    enable(folder);
  } catch {
  }
}
function compileCacheFolder(env, home) {
  if (env.NODE_COMPILE_CACHE !== void 0 && env.NODE_COMPILE_CACHE !== "") return void 0;
  const xdg = env.XDG_CACHE_HOME;
  const base = xdg !== void 0 && isAbsolute(xdg) ? xdg : join(home, ".cache");
  return join(base, "modelgate", "node-compile-cache");
}

// src/cli/main.ts
var COMMANDS = {
  validate: async () => (await import("./cli-chunks/validate-B6HHRHE7.js")).validateCommand,
  run: async () => (await import("./cli-chunks/run-U55EWAX5.js")).runCommand,
  compare: async () => (await import("./cli-chunks/compare-FR2MVFS5.js")).compareCommand,
  report: async () => (await import("./cli-chunks/report-C5MGFU4P.js")).reportCommand,
  merge: async () => (await import("./cli-chunks/merge-JVK35LCQ.js")).mergeCommand,
  schema: async () => (await import("./cli-chunks/schema-R7Z7OZNZ.js")).schemaCommand,
  init: async () => (await import("./cli-chunks/init-SQD75FL6.js")).initCommand
};
async function help(topic, io) {
  if (topic === void 0) {
    io.stdout(USAGE);
    return EXIT.ok;
  }
  if (!isCommand(topic)) return unknownCommand(topic, io);
  io.stdout(COMMAND_USAGE[topic]);
  return EXIT.ok;
}
function isCommand(name) {
  return Object.hasOwn(COMMANDS, name);
}
function unknownCommand(name, io) {
  const red = paintFor(io, "stderr").red;
  const what = name.startsWith("-") ? "flag" : "command";
  const match = closestName(name.replace(/^-+/, ""), [...Object.keys(COMMANDS), "help"]);
  const hint = match === void 0 ? "" : `; did you mean '${match}'?`;
  io.stderr(`${red("modelgate:")} unknown ${what} '${name}'${hint}

${USAGE}`);
  return EXIT.usage;
}
async function main(argv, io) {
  const [name, ...rest] = argv;
  if (name === void 0) {
    io.stderr(USAGE);
    return EXIT.usage;
  }
  if (name === "--help" || name === "-h") return help(void 0, io);
  if (name === "help") return help(rest[0], io);
  if (name === "--version" || name === "-V") {
    io.stdout(`${VERSION}
`);
    return EXIT.ok;
  }
  if (!isCommand(name)) return unknownCommand(name, io);
  if (rest.length === 1 && (rest[0] === "--help" || rest[0] === "-h")) return help(name, io);
  try {
    return await (await COMMANDS[name]())(rest, io);
  } catch (error) {
    if (error instanceof InputError) {
      io.stderr(`${error.message}
`);
      return EXIT.usage;
    }
    const detail = error instanceof Error ? io.env.MODELGATE_DEBUG ? error.stack : error.message : String(error);
    io.stderr(`modelgate: internal error: ${detail}
(set MODELGATE_DEBUG=1 for a stack trace)
`);
    return EXIT.internal;
  }
}
var isEntry = process.argv[1] !== void 0 && /(?:^|[\\/])(?:cli\.js|modelgate)$/.test(process.argv[1]);
if (isEntry) {
  enableCompileCache(process.env);
  main(process.argv.slice(2), processIO()).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      process.stderr.write(streamSafe(`modelgate: internal error: ${String(error)}
`, process.env));
      process.exitCode = EXIT.internal;
    }
  );
}
export {
  main
};
