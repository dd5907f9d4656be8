// The text `modelgate schema NAME` prints for each product schema, written at build time from
// src/load/schemas/ (the same JSON.stringify the source runs), and bundled into the CLI in place
// of src/cli/commands/schema-texts.ts: the built `schema` command then loads a few strings, not
// the modules that build the schemas (start-up, issue 18). Nothing is written to src/, so the
// texts cannot go stale.
import { fileURLToPath } from "node:url";
import { importSource } from "./import-source.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** ES module text with the placeholder's exports, the texts as string literals. */
export async function schemaTextsCode() {
  const { SCHEMAS, SCHEMA_NAMES } = await importSource([
    'export { SCHEMAS, SCHEMA_NAMES } from "./src/load/schemas/index.ts";',
  ]);
  const texts = Object.fromEntries(
    SCHEMA_NAMES.map((name) => [name, `${JSON.stringify(SCHEMAS[name], null, 2)}\n`]),
  );
  return [
    `export const SCHEMA_TEXT_NAMES = ${JSON.stringify(SCHEMA_NAMES)};`,
    `const TEXTS = ${JSON.stringify(texts)};`,
    "export function schemaText(name) { return TEXTS[name]; }",
    "",
  ].join("\n");
}

/** esbuild plugin: the placeholder module is replaced by the generated texts (generated once per build). */
export function schemaTextsPlugin() {
  let generated;
  return {
    name: "modelgate-schema-texts",
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/]cli[\\/]commands[\\/]schema-texts\.ts$/ }, async () => {
        generated ??= schemaTextsCode();
        return { contents: await generated, loader: "js", resolveDir: root };
      });
    },
  };
}
