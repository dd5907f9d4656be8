import { describe, expect, it } from "vitest";
import { evaluateCase } from "../../../src/core/checks/evaluate.js";
import { quoteText } from "../../../src/core/checks/text.js";
import { describeChange, describeJson, jsonDiff } from "../../../src/core/json/equal.js";
import { parseStrictJson } from "../../../src/core/json/parse.js";
import { showLookAlikes } from "../../../src/core/look-alikes.js";
import type { CheckSpec } from "../../../src/core/suite/case.js";
import { makeCase } from "../../helpers/make-case.js";

// Reasons show what differs: a character that prints as nothing, as a plain space, or as part of
// the letter before it is written as a \u escape; readable text stays as it is.
const none = new Map();
const NFD_E = "e\u0301";

describe("showLookAlikes", () => {
  it("escapes format characters, non-ASCII spaces and decomposed marks", () => {
    expect(showLookAlikes("Hello\u200b")).toBe("Hello\\u200b");
    expect(showLookAlikes("\ufeffa\u202eb\u2066")).toBe("\\ufeffa\\u202eb\\u2066");
    expect(showLookAlikes("a\u00a0b\u3000c\u2009d")).toBe("a\\u00a0b\\u3000c\\u2009d");
    expect(showLookAlikes(`H${NFD_E}llo`)).toBe("He\\u0301llo");
    expect(showLookAlikes("\u0301x")).toBe("\\u0301x");
    expect(showLookAlikes("a\ufe0f")).toBe("a\\ufe0f");
    expect(showLookAlikes("x\u{e0041}")).toBe("x\\udb40\\udc41");
  });

  it("keeps readable text as it is", () => {
    for (const text of [
      "Héllo",
      "naïve café",
      "日本語のテキスト",
      "👍🏽 ❤️ 👨‍👩‍👧 1️⃣ 🇫🇷",
      "नमस्ते",
      "a b",
      "Ελληνικά",
    ]) {
      expect(showLookAlikes(text)).toBe(text);
    }
  });
});

describe("reasons that quote text show invisible differences", () => {
  const exact = (expected: string): CheckSpec => ({
    type: "exact",
    expected,
    strip: true,
    caseInsensitive: false,
  });
  const judge = async (check: CheckSpec, output: string) =>
    (await evaluateCase(makeCase({ check }), { output }, none)).reason;

  it("exact: a zero-width space, an NBSP, a decomposed é", async () => {
    expect(await judge(exact("Hello"), "Hello\u200b")).toBe('output "Hello\\u200b" (expected "Hello")');
    expect(await judge(exact("a b"), "a\u00a0b")).toBe('output "a\\u00a0b" (expected "a b")');
    expect(await judge(exact("Héllo"), `H${NFD_E}llo`)).toBe('output "He\\u0301llo" (expected "Héllo")');
    expect(quoteText("Héllo 日本 👍")).toBe('"Héllo 日本 👍"');
  });

  it("json: values differing by an invisible character", async () => {
    const v = await judge(
      { type: "json", expected: { value: { status: "shipped" } } },
      '{"status": "shipped\u200b"}',
    );
    expect(v).toBe('status: "shipped\\u200b" (expected "shipped")');
    expect(describeJson("caf\u00e9")).toBe('"café"');
    expect(describeChange(jsonDiff({ a: "x" }, { a: "x\u00a0" })!)).toBe('a: "x" -> "x\\u00a0"');
  });

  it("classification: a label with a zero-width space", async () => {
    const check: CheckSpec = {
      type: "classification",
      expected: "billing",
      labels: ["billing", "technical"],
      caseInsensitive: false,
    };
    expect(await judge(check, "bil\u200bling")).toBe(
      "predicted 'bil\\u200bling', not one of the allowed labels: 'billing', 'technical'",
    );
  });

  it("JSON syntax errors: a trailing NBSP or zero-width space", () => {
    const nbsp = parseStrictJson('{"a": 1}\u00a0');
    expect(nbsp.ok ? null : nbsp.error).toBe(
      "line 1, column 9: unexpected character '\\u00a0' after the JSON value",
    );
    const zw = parseStrictJson("\u200b[1]");
    expect(zw.ok ? null : zw.error).toBe(
      "line 1, column 1: expected a JSON value, found character '\\u200b'",
    );
    const plain = parseStrictJson("é");
    expect(plain.ok ? null : plain.error).toBe(
      "line 1, column 1: expected a JSON value, found character 'é'",
    );
  });
});
