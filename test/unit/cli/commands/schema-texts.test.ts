import { describe, expect, it } from "vitest";
import { schemaTextsCode } from "../../../../scripts/schema-texts.mjs";
import { SCHEMA_TEXT_NAMES, schemaText } from "../../../../src/cli/commands/schema-texts.js";
import { SCHEMA_NAMES } from "../../../../src/load/schemas/index.js";

describe("the schema texts the build bundles in place of the placeholder", () => {
  it("are, name by name, what the source prints", async () => {
    const code = await schemaTextsCode();
    const built = (await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`)) as {
      SCHEMA_TEXT_NAMES: string[];
      schemaText: (name: string) => string;
    };
    expect(built.SCHEMA_TEXT_NAMES).toEqual([...SCHEMA_NAMES]);
    expect(SCHEMA_TEXT_NAMES).toEqual(SCHEMA_NAMES);
    for (const name of SCHEMA_NAMES) {
      expect(built.schemaText(name)).toBe(schemaText(name));
      expect(JSON.parse(schemaText(name)).$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    }
  });
});
