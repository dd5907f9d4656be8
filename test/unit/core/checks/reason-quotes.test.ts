import { describe, expect, it } from "vitest";
import { evaluateCase } from "../../../../src/core/checks/evaluate.js";
import { applyCapture } from "../../../../src/core/run/capture.js";
import type { CheckSpec } from "../../../../src/core/suite/case.js";
import { makeCase } from "../../../helpers/make-case.js";

// docs/suite-format.md "Reasons that quote text": a failing regex, contains or not_contains
// check quotes the output, so a trailing newline, a decomposed letter or a no-break space shows.
const none = new Map();

function run(check: CheckSpec, output: string) {
  return evaluateCase(makeCase({ check }), { output }, none);
}

const contains = (expected: string, caseInsensitive = false): CheckSpec => ({
  type: "contains",
  expected: [expected],
  caseInsensitive,
});
const notContains = (expected: string, caseInsensitive = false): CheckSpec => ({
  type: "not_contains",
  expected: [expected],
  caseInsensitive,
});
const regex: CheckSpec = { type: "regex", pattern: "^[0-9]+$", flags: "" };

describe("regex, contains and not_contains reasons quote the output", () => {
  it("regex: the trailing newline shows", async () => {
    const v = await run(regex, "12345\n");
    expect(v.status).toBe("fail");
    expect(v.reason).toBe('output "12345\\n" does not match /^[0-9]+$/');
  });

  it("a long output is capped and marked as cut", async () => {
    const v = await run(regex, `${"a".repeat(100)}`);
    expect(v.reason).toBe(`output "${"a".repeat(60)}…" does not match /^[0-9]+$/`);
  });

  it("contains: a decomposed letter is named, the verdict stays", async () => {
    const v = await run(contains("Café"), "Cafe\u0301 ouvert");
    expect(v.status).toBe("fail");
    expect(v.reason).toBe(
      'output "Cafe\\u0301 ouvert" does not contain "Café"; it does after Unicode normalisation (NFC): the output writes \'é\' decomposed',
    );
    const reverse = await run(contains("Cafe\u0301"), "Café ouvert");
    expect(reverse.status).toBe("fail");
    expect(reverse.reason).toBe(
      'output "Café ouvert" does not contain "Cafe\\u0301"; it does after Unicode normalisation (NFC): the expected text writes \'é\' decomposed',
    );
  });

  it("contains: a no-break space is named, the verdict stays", async () => {
    const v = await run(contains("Hello world"), "Hello\u00a0world");
    expect(v.status).toBe("fail");
    expect(v.reason).toBe(
      'output "Hello\\u00a0world" does not contain "Hello world"; it does with its \\u00a0 (no-break space) read as a space',
    );
    const ci = await run(contains("HELLO WORLD", true), "Hello\u00a0world");
    expect(ci.reason).toMatch(/; it does with its \\u00a0 \(no-break space\) read as a space$/);
  });

  it("contains: no hint when neither normalisation finds the text", async () => {
    const v = await run(contains("refund"), "your parcel");
    expect(v.reason).toBe('output "your parcel" does not contain "refund"');
  });

  it("not_contains: quotes the output around what it found", async () => {
    const short = await run(notContains("sorry"), "I am sorry.");
    expect(short.reason).toBe('output "I am sorry." contains "sorry", which it must not');
    const long = await run(notContains("sorry"), `${"x".repeat(100)} sorry ${"y".repeat(100)}`);
    expect(long.reason).toBe(
      `output "…${"x".repeat(19)} sorry ${"y".repeat(34)}…" contains "sorry", which it must not`,
    );
  });

  it("not_contains, case-insensitive: the window is taken in the original text (İ lower-cases to two units)", async () => {
    const output = `${"İ".repeat(100)} As An AI ${"z".repeat(100)}`;
    const v = await run(notContains("as an ai", true), output);
    expect(v.status).toBe("fail");
    expect(v.reason).toBe(
      `output "…${"İ".repeat(19)} As An AI ${"z".repeat(31)}…" contains "as an ai", which it must not`,
    );
  });

  it("capture none and hash keep the reason without the output's excerpt", async () => {
    for (const [check, output, kept] of [
      [regex, "12345\n", "output does not match /^[0-9]+$/"],
      // The hint quotes the suite's text only.
      [
        contains("Café"),
        "Cafe\u0301 ouvert",
        "output does not contain \"Café\"; it does after Unicode normalisation (NFC): the output writes 'é' decomposed",
      ],
      [notContains("sorry"), "I am sorry.", 'output contains "sorry", which it must not'],
    ] as const) {
      const v = await run(check, output);
      for (const mode of ["none", "hash"] as const) {
        const captured = applyCapture(mode, check, { ...v, output, contract: null });
        expect(captured.reason, `${check.type} ${mode}`).toBe(kept);
        expect(JSON.stringify(captured)).not.toContain("ouvert");
        expect(JSON.stringify(captured)).not.toContain("I am");
      }
    }
  });

  it("capture hash drops the excerpts from a list's details too", async () => {
    const check: CheckSpec = {
      type: "checks",
      checks: [{ type: "max_words", limit: 50 }, notContains("sorry")],
    };
    const output = "I am sorry.";
    const v = await run(check, output);
    expect(JSON.stringify(v.details)).toContain("I am");
    const captured = applyCapture("hash", check, { ...v, output, contract: null });
    expect(captured.reason).toBe('not_contains (check 2 of 2): output contains "sorry", which it must not');
    expect(JSON.stringify(captured)).not.toContain("I am");
  });
});

describe("exact, case-insensitive: the reason quotes the output as written", () => {
  const exact = (expected: string): CheckSpec => ({
    type: "exact",
    expected,
    strip: true,
    caseInsensitive: true,
  });

  it("quotes the original text, not its lower-cased form", async () => {
    const v = await run(exact("hello there"), "  Hello World\n");
    expect(v.status).toBe("fail");
    expect(v.reason).toBe('output "Hello World" (expected "hello there")');
    expect(v.details).toEqual({ position: 6, expected_length: 11, actual_length: 11 });
    expect((await run(exact("hello world"), "Hello World")).status).toBe("pass");
  });

  it("points at the difference in each original although lower-casing changed a length", async () => {
    // "İ" lower-cases to "i̇" (two units): the same folded index is further on in the expected text.
    const actual = `${"İ".repeat(50)}abc${"z".repeat(50)}`;
    const expected = `${"i\u0307".repeat(50)}abd${"z".repeat(50)}`;
    const v = await run(exact(expected), actual);
    expect(v.status).toBe("fail");
    expect(v.reason).toBe(
      `output differs at character 53: "…${"İ".repeat(18)}abc${"z".repeat(39)}…" (expected "…${"i\u0307".repeat(9)}abd${"z".repeat(39)}…")`,
    );
    expect(v.details).toEqual({ position: 52, expected_length: 153, actual_length: 103 });
  });

  it("does not point inside a character whose lower-cased form is longer", async () => {
    const v = await run(exact(`${"a".repeat(70)}ix`), `${"a".repeat(70)}İx`);
    expect(v.status).toBe("fail");
    expect(v.details).toMatchObject({ position: 70 });
    expect(v.reason).toMatch(/^output differs at character 71: "…a{20}İx" \(expected "…a{20}ix"\)$/);
  });
});
