import { describe, expect, it } from "vitest";
import { afterThinking, inlineReasoningNote } from "../../../../src/core/checks/thinking.js";

describe("a leading reasoning block", () => {
  it("is skipped whatever its tag's spelling (think, thinking, reasoning, any case)", () => {
    expect(afterThinking("<think>a</think>answer")).toBe("answer");
    expect(afterThinking("  <Thinking>a\n</Thinking>\nanswer")).toBe("\nanswer");
    expect(afterThinking("<reasoning>a</reasoning>{}")).toBe("{}");
    // only its own closing tag ends it
    expect(afterThinking("<thinking>a</think>b</thinking>c")).toBe("c");
  });

  it("cuts at the closing tag of the text itself, whatever lower-casing does to its length", () => {
    // "İ" lower-cases to two UTF-16 units: an index found in a lower-cased copy was one too far
    expect(afterThinking("<think>İİ</think>```json\n{}\n```")).toBe("```json\n{}\n```");
    expect(afterThinking("<THINK>İ</Think><tool_call>x</tool_call>")).toBe("<tool_call>x</tool_call>");
  });

  it("leaves no answer when never closed, and text without one as it is", () => {
    expect(afterThinking("<think>cut off")).toBe("");
    expect(afterThinking("answer <think>x</think>")).toBe("answer <think>x</think>");
  });

  it("is named in a failure's note in the product's spelling (under capture none a reason holds nothing the model wrote)", () => {
    expect(inlineReasoningNote("<Reasoning>x</Reasoning>y")).toMatch(
      /^\(the output starts with a <reasoning> block/,
    );
    expect(inlineReasoningNote("no block")).toBeUndefined();
  });
});
