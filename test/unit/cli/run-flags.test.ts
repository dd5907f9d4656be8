import { describe, expect, it } from "vitest";
import { parseConcurrency } from "../../../src/cli/commands/run.js";

describe("--concurrency", () => {
  it("takes a whole number from 1 to 1024, or auto", () => {
    expect(parseConcurrency("1")).toBe(1);
    expect(parseConcurrency("1024")).toBe(1024);
    expect(parseConcurrency("auto")).toBe("auto");
  });

  it("refuses anything else, saying what it takes", () => {
    for (const bad of ["0", "1025", "2.5", "-1", "Auto", "fast", ""]) {
      expect(() => parseConcurrency(bad)).toThrow(
        `--concurrency must be an integer from 1 to 1024, or auto, got '${bad}'`,
      );
    }
  });
});
