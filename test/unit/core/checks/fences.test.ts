import { describe, expect, it } from "vitest";
import { evaluateCase } from "../../../../src/core/checks/evaluate.js";
import { fencedBlock, singleFencedBlock } from "../../../../src/core/checks/extract.js";
import type { CheckSpec } from "../../../../src/core/suite/case.js";
import { makeCase } from "../../../helpers/make-case.js";

// Fenced blocks as CommonMark reads them: fences start a line, the closing one uses the opening's
// character, at least as many times, with nothing but whitespace after it.
const N7 = '{"n": 7}';

describe("fencedBlock", () => {
  it.each<[string, string, string | undefined]>([
    ["backticks with an info string", '```json\n{"n": 7}\n```', N7],
    ["prose around the block", 'Sure! Here is the JSON:\n\n```json\n{"n": 7}\n```\nLet me know.', N7],
    ["CRLF line breaks", '```json\r\n{"n": 7}\r\n```\r\n', N7],
    ["CRLF keeps the inner line breaks", "```\r\n[1,\r\n2]\r\n\r\n```", "[1,\r\n2]\r\n"],
    ["tildes", '~~~json\n{"n": 7}\n~~~', N7],
    ["four backticks", '````json\n{"n": 7}\n````', N7],
    ["a closing fence longer than the opening", '```json\n{"n": 7}\n`````', N7],
    ["whitespace after the closing fence", '```json\n{"n": 7}\n```  \t\nDone.', N7],
    ["an indented closing fence", '```json\n{"n": 7}\n  ```', N7],
    ["an indented opening fence: its indentation is removed", '  ```json\n  {"n": 7}\n   ```', N7],
    ["an indented opening fence removes at most its own indentation", "  ```\n    a\n b\n```", "  a\nb"],
    [
      "``` inside a JSON string does not close the block",
      '```json\n{"n": 7, "s": "use ``` here"}\n```',
      '{"n": 7, "s": "use ``` here"}',
    ],
    [
      "an escaped fenced snippet inside a JSON string",
      '```json\n{"n":7,"md":"run:\\n```bash\\nls\\n```"}\n```',
      '{"n":7,"md":"run:\\n```bash\\nls\\n```"}',
    ],
    [
      "a ``` mentioned in prose opens nothing",
      'I will put it in a ```json block:\n```json\n{"n": 7}\n```',
      N7,
    ],
    [
      "four backticks around a block fenced with three",
      "````markdown\n```json\n{}\n```\n````",
      "```json\n{}\n```",
    ],
    ["a ``` line with an info string does not close", '```\n```json\n{"n": 7}\n```', '```json\n{"n": 7}'],
    ["tildes do not close backticks", '```json\n{"n": 7}\n~~~\n```', '{"n": 7}\n~~~'],
    ["backticks do not close tildes", '~~~\n{"n": 7}\n```\n~~~', '{"n": 7}\n```'],
    ["a shorter fence does not close", '````\n{"n": 7}\n```\n````', '{"n": 7}\n```'],
    ["four spaces of indentation is no fence", '    ```json\n    {"n": 7}\n    ```', undefined],
    ["a backtick fence's info string has no backtick", '```{"n": 7}```', undefined],
    ["a tilde fence's info string may", "~~~ a`b\nx\n~~~", "x"],
    ["an unclosed fence runs to the end of the output", '```json\n{"n": 7, "s": "cut', '{"n": 7, "s": "cut'],
    ["an unclosed fence drops the final line break", '```json\n{"n": 7}\n', N7],
    ["an empty block", "```\n```", ""],
    ["no fence at all", N7, undefined],
    ["two blocks", "```json\n{}\n```\nand\n```json\n[]\n```", undefined],
    ["a closed block and an unclosed one", "```\n{}\n```\n```\n[]", undefined],
    [
      "a fence inside a leading <think> block is not the answer's",
      '<think>\nLet me output ```json\n{"n": 1}\n``` maybe\n</think>\n```json\n{"n": 7}\n```',
      N7,
    ],
    [
      "a leading <think> block holding the only fence",
      '<think>\n```\n{"n": 1}\n```\n</think>\n{"n": 7}',
      undefined,
    ],
    ["an unclosed <think> block holds no answer", '<think>\n```\n{"n": 1}\n```', undefined],
  ])("%s", (_name, output, content) => {
    expect(fencedBlock(output)).toBe(content);
  });
});

describe("options.extract: code_fence on the reviewer's outputs", () => {
  const schema: CheckSpec = { type: "json", schema: { type: "object", required: ["n"] } };
  const run = (output: string) =>
    evaluateCase(makeCase({ check: schema, extract: "code_fence" }), { output }, new Map());

  it.each([
    '```json\n{"n": 7, "s": "use ``` here"}\n```',
    '```json\n{"n":7,"md":"run:\\n```bash\\nls\\n```"}\n```',
    'I will put it in a ```json block:\n```json\n{"n": 7}\n```',
    '~~~json\n{"n": 7}\n~~~',
  ])("passes %j", async (output) => {
    const v = await run(output);
    expect(v.reason).toBeNull();
    expect(v.status).toBe("pass");
  });

  it("reads an unclosed block and says it was not closed", async () => {
    const v = await run('Here:\n```json\n{"n": 7, "s": "cut off');
    expect(v.status).toBe("invalid");
    expect(v.reason).toBe(
      "output is not valid JSON (line 1, column 15: unterminated string) (options.extract: the fenced block is not closed, so it was read to the end of the output)",
    );
    // A complete value in an unclosed block passes: nothing to note.
    expect((await run('```json\n{"n": 7}')).reason).toBeNull();
  });
});

describe("fence search on hostile output", () => {
  it("stays linear on a long run of backticks broken by stray line separators", () => {
    // The opening pattern once backtracked through the fence's length at each \r: 200k characters took ~18 s.
    const output = `${"`".repeat(100_000)}\r${"`".repeat(100_000)}\u2028x`;
    const started = performance.now();
    // its info string holds backticks: no fence, as CommonMark reads it; what counts is the time
    expect(singleFencedBlock(output)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
