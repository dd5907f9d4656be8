#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  EXIT,
  closestName,
  paintFor
} from "./chunk-H7LBHXRB.js";

// src/cli/args.ts
import { parseArgs } from "node:util";
var HELP = { help: { type: "boolean", short: "h" } };
function parseFlags(argv, options) {
  const all = { ...options, ...HELP };
  try {
    return parseArgs({ args: argv, allowPositionals: true, strict: true, options: all });
  } catch (error) {
    throw new Error(flagProblem(error, Object.keys(all)));
  }
}
function flagProblem(error, known) {
  const message = error instanceof Error ? error.message : String(error);
  const code = error.code;
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    const flag = /'([^']+)'/.exec(message)?.[1] ?? message;
    const bare = flag.replace(/^-+/, "").split("=")[0];
    const match = bare.length > 1 ? closestName(bare, known) : void 0;
    const hint = match === void 0 ? "" : `; did you mean '--${match}'?`;
    return `unknown flag '${flag}'${hint}`;
  }
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
    const flag = /--[A-Za-z0-9-]+/.exec(message)?.[0] ?? "the flag";
    if (/argument missing/.test(message)) return `flag '${flag}' needs a value`;
    if (/does not take an argument/.test(message)) return `flag '${flag}' takes no value`;
  }
  return message;
}
function commandFlags(command, usage, io, parse) {
  let parsed;
  try {
    parsed = parse();
  } catch (error) {
    const red = paintFor(io, "stderr").red;
    io.stderr(`${red(`modelgate ${command}:`)} ${error.message}

${usage}`);
    return { exit: EXIT.usage };
  }
  if (parsed === "help") {
    io.stdout(usage);
    return { exit: EXIT.ok };
  }
  return { flags: parsed };
}

export {
  parseFlags,
  commandFlags
};
