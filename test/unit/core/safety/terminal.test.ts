import { describe, expect, it } from "vitest";
import { paint } from "../../../../src/cli/colour.js";
import { streamSafe } from "../../../../src/cli/io.js";
import { neutralizeTerminal, ownSequence, terminalSafe } from "../../../../src/core/safety/terminal.js";

const ESC = "\u001b";
const HOSTILE = `\u001b]8;;http://evil\u0007x\u001b]8;;\u0007\u001b[2J`;

describe("what reaches a terminal", () => {
  it("shows every control but newline and tab, and bidi, zero-width and tag characters", () => {
    expect(streamSafe(`case ${HOSTILE}\n`, {})).toBe(
      "case \\u001B]8;;http://evil\\u0007x\\u001B]8;;\\u0007\\u001B[2J\n",
    );
    expect(neutralizeTerminal("a\rb\u009b31mc\u007fd\u0085e\u0000f\tg\n")).toBe(
      "a\\u000Db\\u009B31mc\\u007Fd\\u0085e\\u0000f\tg\n",
    );
    expect(neutralizeTerminal("txt\u202Egnp.exe\u2066\u200b\u200c\u2060\ufeff\u{E0041}\u2028\u2029")).toBe(
      "txt\\u202Egnp.exe\\u2066\\u200B\\u200C\\u2060\\uFEFF\\uDB40\\uDC41\\u2028\\u2029",
    );
    // Kept: the joiner the Markdown escaper inserts, emoji sequences, ordinary text.
    expect(neutralizeTerminal("@\u200dorg 👨‍👩‍👧 naïve ✓ → 日本")).toBe("@\u200dorg 👨‍👩‍👧 naïve ✓ → 日本");
  });

  it("keeps JSON on stdout the same JSON", () => {
    const value = { text: `${HOSTILE}\u202E\u0085\u{E0041}\u200b`, n: 1 };
    const json = `${JSON.stringify(value, null, 2)}\n`;
    const safe = streamSafe(json, {});
    expect(safe).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e\u200b\u{e0041}]/u);
    expect(JSON.parse(safe)).toEqual(value);
  });

  it("still masks secrets and workflow commands on a runner", () => {
    const safe = streamSafe(`x\n::error::${ESC}[2J\n`, { GITHUB_ACTIONS: "true" });
    expect(safe).toBe("x\n\\u003a:error::\\u001B[2J\n");
  });
});

describe("ModelGate's own sequences", () => {
  it("paint's colours become real SGR only at the stream step", () => {
    const on = paint(true);
    const painted = on.red("fail");
    expect(painted).not.toContain(ESC);
    expect(streamSafe(`${painted} ${on.bold("b")}\n`, {})).toBe(
      `${ESC}[31mfail${ESC}[39m ${ESC}[1mb${ESC}[22m\n`,
    );
    expect(paint(false).red("fail")).toBe("fail");
    expect(on.green("")).toBe("");
  });

  it("untrusted text inside or beside a colour cannot produce a sequence", () => {
    const on = paint(true);
    const out = streamSafe(`${on.yellow(`id ${HOSTILE}`)} ${ESC}[31mfake\n`, {});
    expect(out).toBe(
      `${ESC}[33mid \\u001B]8;;http://evil\\u0007x\\u001B]8;;\\u0007\\u001B[2J${ESC}[39m \\u001B[31mfake\n`,
    );
    // Every escape left is one of paint's own.
    expect(out.replace(/\u001b\[(?:33|39)m/g, "")).not.toContain(ESC);
  });

  it("a token's characters in untrusted text, without the process's nonce, stay inert", () => {
    const token = ownSequence("\r\u001b[2K");
    expect(terminalSafe(token)).toBe("\r\u001b[2K");
    // Private-use characters alone (what an attacker could write) restore nothing.
    const last = token.slice(-2);
    expect(terminalSafe(`a${last}b\u{F0000}\u{F0001}`)).toBe(`a${last}b\u{F0000}\u{F0001}`);
    expect(terminalSafe(`a${last}b`)).not.toContain(ESC);
  });
});
