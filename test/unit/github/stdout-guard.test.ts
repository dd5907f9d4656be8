import * as core from "@actions/core";
import { afterEach, describe, expect, it } from "vitest";
import { knownSecrets } from "../../../src/core/safety/secret-values.js";
import { logInfo } from "../../../src/github/log.js";
import { guardedText } from "../../../src/github/stdout-guard.js";
import { parseCommands } from "../../doubles/independent-runner.js";

/** What @actions/core writes while `act` runs, each write through the Action's stdout guard. */
function guardedLog(act: () => void): string {
  const original = process.stdout.write;
  let out = "";
  process.stdout.write = ((chunk: string | Uint8Array) => {
    out += guardedText(String(chunk));
    return true;
  }) as typeof process.stdout.write;
  try {
    act();
  } finally {
    process.stdout.write = original;
  }
  return out;
}

const INJECTED = "inj\n::warning file=x.txt,line=1::INJECTED-SUITE-NAME\n::add-mask::Passed";

afterEach(() => {
  delete process.env.GITHUB_OUTPUT;
});

describe("the Action's stdout guard", () => {
  it("a command-looking line inside text of several lines is neutralised, add-mask too", () => {
    const log = guardedLog(() => core.info(`Suite ${INJECTED}: compared anyway (c1)`));
    expect(parseCommands(log)).toEqual([]);
    expect(log).toContain("\\u003a:warning file=x.txt,line=1::INJECTED-SUITE-NAME");
    expect(log).toContain("\\u003a:add-mask::Passed");
  });

  it("the commands @actions/core issues pass as they are, secrets masked but the add-mask line", () => {
    knownSecrets.add("guard-secret-Xy12");
    const log = guardedLog(() => {
      core.setSecret("guard-secret-Xy12");
      core.warning(`ModelGate: from ${INJECTED} guard-secret-Xy12`);
      core.startGroup("Run 1 suite(s)");
      core.endGroup();
    });
    const commands = parseCommands(log);
    expect(commands.map((c) => c.command)).toEqual(["add-mask", "warning", "group", "endgroup"]);
    expect(commands[0]!.message).toBe("guard-secret-Xy12");
    // The warning's own text, line breaks and all, stays inside the one command.
    expect(commands[1]!.message).toBe(`ModelGate: from ${INJECTED} <redacted>`);
  });

  it("logInfo neutralises untrusted text even on one line, where the guard cannot tell", () => {
    const log = guardedLog(() => {
      logInfo("::warning file=x.txt,line=1::one line");
      logInfo("\u0085::error::after NEXT LINE");
    });
    expect(parseCommands(log)).toEqual([]);
    expect(log).toBe("\\u003a:warning file=x.txt,line=1::one line\n\\u0085::error::after NEXT LINE\n");
  });

  it("no terminal control, bidi or zero-width character reaches the log, in a line or a command", () => {
    const hostile = "ok\u001b]8;;http://evil\u0007link\u001b[2J\rPASSED \u202Eevil\u200b";
    const log = guardedLog(() => {
      logInfo(`Suite ${hostile}`);
      core.info(`raw ${hostile}`);
      core.warning(`ModelGate: ${hostile}`);
      process.stdout.write("windows line\r\n");
    });
    expect(log.replaceAll("\r\n", "\n")).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b\u202e]/);
    expect(log).toContain("ok\\u001B]8;;http://evil\\u0007link\\u001B[2J\\u000DPASSED \\u202Eevil\\u200B");
    expect(parseCommands(log).map((c) => c.command)).toEqual(["warning"]);
    expect(log.endsWith("windows line\r\n")).toBe(true);
  });

  it("stop-commands and ##[ never pass, even on a line of their own", () => {
    const log = guardedLog(() => {
      core.info("::stop-commands::tok");
      process.stdout.write("##[error]x\n");
    });
    expect(parseCommands(log)).toEqual([]);
    expect(log).not.toContain("##[");
  });
});
