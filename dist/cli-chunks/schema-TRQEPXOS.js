#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  emit
} from "./chunk-NMFYAGM6.js";
import "./chunk-7AVYDEZD.js";
import {
  SCHEMAS,
  SCHEMA_NAMES
} from "./chunk-3RVN7OEE.js";
import {
  commandFlags,
  parseFlags
} from "./chunk-2NFM6WEJ.js";
import {
  COMMAND_USAGE,
  EXIT
} from "./chunk-G5HZ3UZC.js";
import "./chunk-Z6KVDG4W.js";
import "./chunk-5CDIXIRV.js";
import "./chunk-43UQDYIY.js";
import "./chunk-4ONHOOYB.js";
import "./chunk-YGNDAA5X.js";

// src/cli/commands/schema.ts
var USAGE = COMMAND_USAGE.schema;
async function schemaCommand(argv, io) {
  const parsed = commandFlags("schema", USAGE, io, () => schemaFlags(argv));
  if ("exit" in parsed) return parsed.exit;
  const { name, output } = parsed.flags;
  await emit(io, output, `${JSON.stringify(SCHEMAS[name], null, 2)}
`);
  return EXIT.ok;
}
function schemaFlags(argv) {
  const { values, positionals } = parseFlags(argv, { output: { type: "string", short: "o" } });
  if (values.help === true) return "help";
  const [name, ...extra] = positionals;
  if (name === void 0 || extra.length > 0 || !SCHEMA_NAMES.includes(name)) {
    const problem = name === void 0 ? "which schema? " : extra.length > 0 ? `one schema at a time, got ${positionals.length}; ` : `unknown schema '${name}'; `;
    throw new Error(`${problem}choose one of ${SCHEMA_NAMES.join(", ")}`);
  }
  return { name, output: values.output };
}
export {
  schemaCommand
};
