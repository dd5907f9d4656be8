// The field tables of docs/suite-format.md, generated from the descriptions of the suite and
// configuration and recorded-outputs schemas (src/load/schemas/suite.ts, case-fields.ts,
// config.ts, recorded.ts): what an editor shows for a field and what the docs
// say of it are one text. Each table sits between markers in the Markdown:
//   <!-- generated: NAME (npm run docs:gen) -->  ...  <!-- end generated: NAME -->
// `npm run docs:gen` rewrites them; `node scripts/suite-docs.mjs --check` exits 1 when the file is
// stale, and test/unit/load/suite-docs.test.ts fails then. Deterministic: same schemas, same text.
import { fileURLToPath } from "node:url";
import { code, row, writePages } from "./doc-tables.mjs";
import { importSource } from "./import-source.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
export const DOCS_FILE = "docs/suite-format.md";

/** Links the docs add after a field's description: sections of the same page that say more. */
const SEE = {
  defaults: "[Defaults](#defaults)",
  corpus: "[Corpus](#corpus)",
  mcp_servers: "[MCP servers](#mcp-servers)",
  checks: "[Several checks](#several-checks-per-case)",
  prompt: "[Templates](#prompt-templates)",
  tools: "[Tools](#tools)",
  pattern: "[Regular expressions](#regular-expressions)",
  concurrency: "[running.md](running.md#concurrency)",
  cache: "[running.md](running.md#record-replay-cache)",
};

/** A schema with its `$ref` followed (one level, within the suite schema's `$defs`). */
function resolved(schema, defs) {
  const ref = typeof schema.$ref === "string" ? /^#\/\$defs\/(.+)$/.exec(schema.$ref) : null;
  return ref === null ? schema : { ...defs[ref[1]], ...schema };
}

/** A field's meaning: its description, the values it allows when they are a list, where to read more. */
function meaning(name, schema, defs, see = SEE) {
  const s = resolved(schema, defs);
  if (typeof s.description !== "string" || s.description.trim() === "") {
    throw new Error(`field '${name}' has no description in the schema: the docs would say nothing of it`);
  }
  let text = s.description.trim();
  // The allowed values, unless the description already names each of them.
  const values = Array.isArray(s.enum) ? s.enum.map(code) : [];
  if (values.length > 2 && !values.every((v) => text.includes(v))) text += ` One of ${values.join(", ")}.`;
  if (see[name] !== undefined) text += ` See ${see[name]}.`;
  return text;
}

/** `| field | | meaning |` with `required` in the middle column. */
function requiredTable(properties, required, defs) {
  const lines = ["| field | | meaning |", "|---|---|---|"];
  for (const [name, schema] of Object.entries(properties)) {
    lines.push(row([code(name), required.includes(name) ? "required" : "", meaning(name, schema, defs)]));
  }
  return lines.join("\n");
}

/** `| field | default | meaning |`: `required`, the schema's `default`, or nothing. */
function defaultTable(properties, required, defs) {
  const lines = ["| field | default | meaning |", "|---|---|---|"];
  for (const [name, schema] of Object.entries(properties)) {
    const s = resolved(schema, defs);
    const fallback = required.includes(name) ? "required" : s.default === undefined ? "" : code(s.default);
    lines.push(row([code(name), fallback, meaning(name, schema, defs)]));
  }
  return lines.join("\n");
}

/** `| type | fields | passes when |`: each check type's own fields, then what makes it pass. */
function typeTable(byType, types, defs) {
  const lines = ["| type | fields | passes when |", "|---|---|---|"];
  for (const type of types) {
    const spec = byType[type];
    const fields = Object.entries(spec.properties).map(([name, schema]) => {
      const s = resolved(schema, defs);
      const notes = [];
      if ((spec.required ?? []).includes(name)) notes.push("required");
      if (s.default !== undefined) notes.push(`default ${code(s.default)}`);
      const head = notes.length > 0 ? `${code(name)} (${notes.join(", ")})` : code(name);
      return `${head}: ${meaning(name, schema, defs)}`;
    });
    if (typeof spec.passes !== "string") throw new Error(`check type '${type}' does not say when it passes`);
    lines.push(row([code(type), fields.length > 0 ? fields.join(" ") : "none of its own", spec.passes]));
  }
  return lines.join("\n");
}

/** `| field | meaning |` of fields from several places of one schema. */
function plainTable(properties) {
  const lines = ["| field | meaning |", "|---|---|"];
  for (const [name, schema] of Object.entries(properties))
    lines.push(row([code(name), meaning(name, schema, {})]));
  return lines.join("\n");
}

/** A recorded-outputs file's fields: the top level's, an entry's, and the repetitions list. */
function recordedFields(recorded) {
  const { $schema: _editors, ...top } = recorded.properties;
  const defs = recorded.$defs;
  return {
    ...top,
    ...defs.repetition.else.properties,
    repetitions: defs.entry.else.then.properties.repetitions,
  };
}

/** Every generated table by its marker name, from the schema parts. */
export function suiteTables({ suite, common, prompted, byType, caseTypes, config, recorded }) {
  const defs = suite.$defs;
  return {
    "suite-fields": requiredTable(suite.properties, suite.required, defs),
    "case-fields": defaultTable(common, defs.case.required, defs),
    "prompt-fields": defaultTable(prompted, [], defs),
    "type-fields": typeTable(byType, caseTypes, defs),
    "config-fields": defaultTable(config.properties, config.required, {}),
    "recorded-fields": plainTable(recordedFields(recorded)),
  };
}

/** The schema parts, read from the TypeScript sources through esbuild. */
async function schemaParts() {
  const m = await importSource([
    'export { SUITE_SCHEMA } from "./src/load/schemas/suite.ts";',
    'export { BY_TYPE, COMMON, PROMPTED } from "./src/load/schemas/case-fields.ts";',
    'export { CASE_TYPES } from "./src/core/suite/case.ts";',
    'export { CONFIG_SCHEMA } from "./src/load/schemas/config.ts";',
    'export { RECORDED_SCHEMA } from "./src/load/schemas/recorded.ts";',
  ]);
  return {
    suite: m.SUITE_SCHEMA,
    common: m.COMMON,
    prompted: m.PROMPTED,
    byType: m.BY_TYPE,
    caseTypes: m.CASE_TYPES,
    config: m.CONFIG_SCHEMA,
    recorded: m.RECORDED_SCHEMA,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writePages(
    root,
    { [DOCS_FILE]: suiteTables(await schemaParts()) },
    { check: process.argv.includes("--check") },
  );
}
