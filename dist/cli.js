#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);

// src/core/diagnostics.ts
function formatDiagnostic(d) {
  const where = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
  const parts = [where];
  if (d.caseId !== void 0) parts.push(`case '${d.caseId}'`);
  if (d.field !== void 0 && d.field !== "") parts.push(`field '${d.field}'`);
  return `${parts.join(": ")}: ${d.message}`;
}
var InputError = class extends Error {
  diagnostics;
  constructor(diagnostics) {
    const list = typeof diagnostics === "string" ? [{ file: "", line: 0, column: 0, message: diagnostics }] : diagnostics;
    super(list.map((d) => d.file ? formatDiagnostic(d) : d.message).join("\n"));
    this.name = "InputError";
    this.diagnostics = list;
  }
};

// src/cli/commands/compare.ts
async function compareCommand(_argv, io) {
  io.stderr("modelgate compare: not available yet\n");
  return 4;
}

// src/cli/commands/merge.ts
async function mergeCommand(_argv, io) {
  io.stderr("modelgate merge: not available yet\n");
  return 4;
}

// src/cli/commands/report.ts
async function reportCommand(_argv, io) {
  io.stderr("modelgate report: not available yet\n");
  return 4;
}

// src/cli/commands/run.ts
async function runCommand(_argv, io) {
  io.stderr("modelgate run: not available yet\n");
  return 4;
}

// src/cli/commands/schema.ts
async function schemaCommand(_argv, io) {
  io.stderr("modelgate schema: not available yet\n");
  return 4;
}

// src/cli/commands/validate.ts
async function validateCommand(_argv, io) {
  io.stderr("modelgate validate: not available yet\n");
  return 4;
}

// src/cli/io.ts
var EXIT = {
  ok: 0,
  /** The gate failed on behaviour: regression, mismatch, invalid. */
  gateFailed: 1,
  /** Invalid input or usage; nothing was written. */
  usage: 2,
  /** The gate failed only because the candidate could not execute. */
  executionFailed: 3,
  /** A defect in ModelGate itself. */
  internal: 4
};
function processIO() {
  return {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    env: process.env,
    cwd: process.cwd()
  };
}

// src/core/version.ts
var VERSION = true ? "0.1.0" : "0.0.0-dev";

// src/cli/main.ts
var COMMANDS = {
  validate: validateCommand,
  run: runCommand,
  compare: compareCommand,
  report: reportCommand,
  merge: mergeCommand,
  schema: schemaCommand
};
var USAGE = `Usage: modelgate <command> [options]

Commands:
  validate SUITE... [--plugin P]...              check suite files, report every problem
  run SUITE... --config CFG... (--output F | --output-dir D) [options]
                                                 run suites, write modelgate.run/v1 results
  compare BASELINE CANDIDATE [options]           compare two runs and gate on regressions
  report RESULT [--format text|markdown|json]    render one run
  merge PART... --output F                       merge shard results of one run
  schema suite|config|recorded|result|comparison print a JSON Schema

Run 'modelgate <command> --help' for a command's options.
Exit codes: 0 ok, 1 behaviour regressed, 2 invalid input or usage, 3 candidate could not execute.
`;
async function main(argv, io) {
  const [name, ...rest] = argv;
  if (name === void 0 || name === "--help" || name === "-h" || name === "help") {
    io.stdout(USAGE);
    return name === void 0 ? EXIT.usage : EXIT.ok;
  }
  if (name === "--version" || name === "-V") {
    io.stdout(`${VERSION}
`);
    return EXIT.ok;
  }
  const command = COMMANDS[name];
  if (command === void 0) {
    io.stderr(`modelgate: unknown command '${name}'

${USAGE}`);
    return EXIT.usage;
  }
  try {
    return await command(rest, io);
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
  main(process.argv.slice(2), processIO()).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      process.stderr.write(`modelgate: internal error: ${String(error)}
`);
      process.exitCode = EXIT.internal;
    }
  );
}
export {
  main
};
