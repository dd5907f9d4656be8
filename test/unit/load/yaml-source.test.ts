// The YAML reader's guards: always YAML 1.2's core schema (a `%YAML 1.1` directive changes no
// value), and a file too large for the full parser refused with the way out, not a crash.
import { describe, expect, it } from "vitest";
import { parseSource } from "../../../src/load/yaml-source.js";

describe("the YAML reader", () => {
  it("reads YAML 1.2's core schema whatever the %YAML directive says", () => {
    const text = "%YAML 1.1\n---\nid: yes\nvalues: {country: NO, mode: 0755, t: 1:20, on: off}\n";
    const read = parseSource("s.yaml", text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.source.value).toEqual({
      id: "yes",
      values: { country: "NO", mode: 755, t: "1:20", on: "off" },
    });
  });

  it("refuses a file the full parser would need beyond its size, saying how to write it", () => {
    const cases = "  - {id: a, type: exact, input: hi, expected: hi}\n".repeat(350_000); // ~17 MiB, flow style
    const read = parseSource("big.yaml", `suite: s\nx-a: &a hi\ncases:\n${cases}`);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.diagnostics).toHaveLength(1);
    expect(read.diagnostics[0]!.message).toMatch(
      /^a YAML file of 1\d MiB with anchors, aliases, tags or flow collections needs the full YAML parser, which reads at most 16 MiB: write it in plain block style, split it, or write it as JSON$/,
    );
  });
});
