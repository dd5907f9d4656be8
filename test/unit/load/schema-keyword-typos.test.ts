// A schema keyword misspelt is ignored by every validator, so the check it was meant to make is
// silently not made: the loader names it, with the keyword it is near; other unknown keys stay
// annotations.
import { describe, expect, it } from "vitest";
import { schemaKeywordTypos } from "../../../src/load/schema-keyword-typos.js";

const found = (schema: unknown) =>
  schemaKeywordTypos(schema as never).map((t) => [t.path.join("/"), t.keyword]);

describe("schema keyword typos", () => {
  it("names a misspelt keyword at any depth of the subschemas, with the keyword meant", () => {
    const schema = {
      type: "object",
      requierd: ["id"],
      properties: { id: { type: "integer", minLenght: 3 }, tags: { items: { enmu: ["a"] } } },
      anyOf: [{ Type: "object" }],
      additionalProperties: { min_length: 2 },
      $defs: { x: { patern: "^a" } },
      if: { descripton: "x" },
    };
    expect(found(schema)).toEqual([
      ["requierd", "required"],
      ["properties/id/minLenght", "minLength"],
      ["properties/tags/items/enmu", "enum"],
      ["anyOf/0/Type", "type"],
      ["additionalProperties/min_length", "minLength"],
      ["$defs/x/patern", "pattern"],
      ["if/descripton", "description"],
    ]);
  });

  it("leaves property names, data and annotations of one's own alone", () => {
    const schema = {
      type: "object",
      // Property names are data: a property may be called anything.
      properties: { requierd: { type: "string" }, tpye: { const: { requierd: 1 } } },
      enum: [{ minLenght: 1 }],
      default: { patern: "x" },
      examples: [{ Type: "x" }],
      "x-unit": "cm",
      units: "cm",
      id: "legacy",
      nullable: true,
      example: 1,
    };
    expect(found(schema)).toEqual([]);
  });

  it("walks draft-07 item lists and dependencies, and ignores boolean subschemas", () => {
    const schema = {
      items: [{ type: "string" }, { maxLenght: 2 }],
      dependencies: { a: ["b"], c: { requird: ["d"] } },
      additionalProperties: false,
      not: true,
    };
    expect(found(schema)).toEqual([
      ["items/1/maxLenght", "maxLength"],
      ["dependencies/c/requird", "required"],
    ]);
  });

  it("stops at a depth no real schema has", () => {
    let deep: Record<string, unknown> = { requierd: [] };
    for (let i = 0; i < 10_000; i++) deep = { not: deep };
    expect(found(deep)).toEqual([]);
  });
});
