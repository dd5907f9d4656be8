import { describe, expect, it } from "vitest";
import { shareCaseStrings } from "../../../../src/core/result/shared-strings.js";

describe("shareCaseStrings: a case takes the other run's equal strings", () => {
  const like = {
    id: "a",
    case_sha256: "h",
    source: { file: "suite.yaml", line: 3 },
    repetitions: [{ output: "same", output_sha256: "s", reason: "why" }, { output: "extra" }],
  };

  it("changes no value, no member order and adds no member", () => {
    const element = {
      case_sha256: "h",
      id: "a",
      source: { line: 9, file: "suite.yaml" },
      repetitions: [{ output_sha256: "other", output: "same" }],
    };
    const before = JSON.stringify(element);
    shareCaseStrings(element, like);
    expect(JSON.stringify(element)).toBe(before);
    expect(Object.keys(element.repetitions[0]!)).toEqual(["output_sha256", "output"]);
  });

  it("leaves what is not a case as it is", () => {
    const odd = { id: 1, repetitions: "none", source: null };
    shareCaseStrings(odd, like);
    expect(odd).toEqual({ id: 1, repetitions: "none", source: null });
    expect(() => shareCaseStrings(null, like)).not.toThrow();
    expect(() => shareCaseStrings(like, undefined)).not.toThrow();
    expect(() => shareCaseStrings([like], [like])).not.toThrow();
  });
});
