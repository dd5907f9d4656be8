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

  it("leaves no answer when never closed, and text without one as it is", () => {
    expect(afterThinking("<think>cut off")).toBe("");
    expect(afterThinking("answer <think>x</think>")).toBe("answer <think>x</think>");
  });

  it("is named in a failure's note by the tag the output used", () => {
    expect(inlineReasoningNote("<Reasoning>x</Reasoning>y")).toMatch(
      /^\(the output starts with a <Reasoning> block/,
    );
    expect(inlineReasoningNote("no block")).toBeUndefined();
  });
});
