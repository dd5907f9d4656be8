import { describe, expect, it } from "vitest";
import { clipColumns, displayWidth } from "../../../src/core/display-width.js";

describe("displayWidth", () => {
  it("counts terminal columns: wide CJK and emoji 2, combining marks and joiners 0", () => {
    expect(displayWidth("modelgate: 2/60 cases")).toBe(21);
    expect(displayWidth("漢字")).toBe(4);
    expect(displayWidth("한국어")).toBe(6);
    expect(displayWidth("ＡＢ")).toBe(4);
    expect(displayWidth("😀")).toBe(2);
    expect(displayWidth("e\u0301")).toBe(1);
    expect(displayWidth("👍\u{1F3FD}")).toBe(2);
    expect(displayWidth("👩\u200d💻")).toBe(2);
    expect(displayWidth("❤\ufe0f")).toBe(1);
  });
});

describe("clipColumns", () => {
  it("returns text that fits unchanged", () => {
    expect(clipColumns("abc", 3)).toBe("abc");
    expect(clipColumns("漢字", 4)).toBe("漢字");
  });

  it("cuts to at most the width with an ellipsis, never inside a wide character or a surrogate pair", () => {
    expect(clipColumns("abcdef", 4)).toBe("abc…");
    expect(clipColumns("漢字漢字", 4)).toBe("漢…");
    expect(clipColumns("😀😀😀", 4)).toBe("😀…");
    expect(clipColumns("abc", 1)).toBe("…");
    expect(clipColumns("abc", 0)).toBe("");
  });
});
