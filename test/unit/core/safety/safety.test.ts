import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streamSafe } from "../../../../src/cli/io.js";
import { hasInvisible, showInvisible } from "../../../../src/core/safety/invisible.js";
import { SecretValues } from "../../../../src/core/safety/secret-values.js";
import {
  hasWorkflowCommand,
  neutralizeWorkflowCommands,
} from "../../../../src/core/safety/workflow-commands.js";
import { outsideRoot, readCapped, repositoryRoot, TooLargeError } from "../../../../src/load/confine.js";
import { CORPUS_LIMITS, loadCorpus } from "../../../../src/retrieval/corpus.js";

describe("SecretValues", () => {
  it("masks every occurrence, longest first, also JSON-escaped, in text and JSON keys and values", () => {
    const secrets = new SecretValues();
    secrets.add("abcd1234");
    secrets.add("abcd1234-long");
    secrets.add('q"uo\\te');
    expect(secrets.maskText("x abcd1234-long y abcd1234 z")).toBe("x <redacted> y <redacted> z");
    expect(secrets.maskText(JSON.stringify({ v: 'q"uo\\te' }))).toBe('{"v":"<redacted>"}');
    expect(secrets.maskJson({ abcd1234: ["abcd1234"], n: 1 })).toEqual({
      "<redacted>": ["<redacted>"],
      n: 1,
    });
  });

  it("ignores values too short or too plain to be credentials", () => {
    const secrets = new SecretValues();
    for (const v of ["", "ab", "1234", "true", "null"]) secrets.add(v);
    expect(secrets.size).toBe(0);
  });

  it("tells listeners of values known before and after they subscribe", () => {
    const secrets = new SecretValues();
    secrets.add("first-secret");
    const seen: string[] = [];
    secrets.onAdd((v) => seen.push(v));
    secrets.add("second-secret");
    expect(seen).toEqual(["first-secret", "second-secret"]);
  });
});

describe("neutralizeWorkflowCommands", () => {
  it.each([
    "::error file=a.ts,line=1::x",
    "   ::add-mask::x",
    "\t::stop-commands::tok",
    "text ##[error]x",
    "##[group]x",
  ])("%j no longer reads as a command", (line) => {
    expect(hasWorkflowCommand(line)).toBe(true);
    const safe = neutralizeWorkflowCommands(`ok\n${line}\r\nend`);
    expect(hasWorkflowCommand(safe)).toBe(false);
    expect(safe.startsWith("ok\n")).toBe(true);
  });

  // .NET's Char.IsWhiteSpace, which the runner's TrimStart() removes before looking for `::`
  // (written out here, not taken from the code under test).
  const dotnetWhitespace = [
    ..."\t\v\f \u0085\u00a0\u1680\u2028\u2029\u202f\u205f\u3000",
    ...Array.from({ length: 11 }, (_, i) => String.fromCharCode(0x2000 + i)),
  ];
  const runnerReadsCommand = (text: string) =>
    text.split(/\r\n|\r|\n/).some((line) => {
      let i = 0;
      while (i < line.length && dotnetWhitespace.includes(line[i]!)) i++;
      return line.startsWith("::", i);
    });

  it.each(dotnetWhitespace.map((c) => [`U+${c.charCodeAt(0).toString(16).padStart(4, "0")}`, c]))(
    "a command after %s (whitespace to the runner) is neutralised",
    (_name, space) => {
      const line = `${space}${space}::error title=x::injected`;
      expect(runnerReadsCommand(line)).toBe(true);
      expect(hasWorkflowCommand(line)).toBe(true);
      const safe = neutralizeWorkflowCommands(`0.5.0\n${line}`);
      expect(runnerReadsCommand(safe)).toBe(false);
      expect(safe).toBe(`0.5.0\n${space}${space}\\u003a:error title=x::injected`);
    },
  );

  it("the CLI's streams on a runner use it: U+0085 before `::` is neutralised", () => {
    const text = "Suite a\n\u0085::error title=NEL::injected\n";
    expect(runnerReadsCommand(streamSafe(text, { GITHUB_ACTIONS: "true" }))).toBe(false);
    // Off a runner the C1 control is still shown (the terminal step), the `::` left as written.
    expect(streamSafe(text, {})).toBe("Suite a\n\\u0085::error title=NEL::injected\n");
    expect(streamSafe("Suite a\n  ::error::x\n", {})).toBe("Suite a\n  ::error::x\n");
  });

  it("leaves other text alone and keeps JSON valid", () => {
    expect(neutralizeWorkflowCommands("a :: b\nc::d")).toBe("a :: b\nc::d");
    const json = JSON.stringify({ text: "##[error] x" });
    expect(JSON.parse(neutralizeWorkflowCommands(json))).toEqual({ text: "##[error] x" });
  });
});

describe("showInvisible", () => {
  it("shows zero-width, tag and bidi characters, keeps emoji joiners", () => {
    expect(showInvisible("a\u200bb\u{E0041}\u202e\u2066\ufeff")).toBe(
      "a\\u{200B}b\\u{E0041}\\u{202E}\\u{2066}\\u{FEFF}",
    );
    expect(showInvisible("👨‍👩‍👧")).toBe("👨‍👩‍👧");
    expect(hasInvisible("plain")).toBe(false);
  });
});

describe("path confinement and capped reads", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "modelgate-safety-"));
    await mkdir(join(dir, "repo", ".git"), { recursive: true });
    await mkdir(join(dir, "repo", "suites", "docs"), { recursive: true });
    await writeFile(join(dir, "outside.txt"), "outside");
    await writeFile(join(dir, "repo", "suites", "docs", "a.txt"), "a");
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("finds the repository root above the suite and judges paths after links", async () => {
    const root = await repositoryRoot(join(dir, "repo", "suites"), "/");
    expect(root).toBe(join(dir, "repo"));
    expect(await outsideRoot(join(dir, "repo", "suites", "docs", "a.txt"), root)).toBeNull();
    expect(await outsideRoot(join(dir, "repo", "missing", "x.txt"), root)).toBeNull();
    expect(await outsideRoot(join(dir, "outside.txt"), root)).toMatch(/outside the repository root/);
    await symlink(join(dir, "outside.txt"), join(dir, "repo", "link.txt"));
    expect(await outsideRoot(join(dir, "repo", "link.txt"), root)).toMatch(/outside\.txt/);
  });

  it("reads at most the cap, even from a file that never ends", async () => {
    await expect(readCapped("/dev/zero", 1024)).rejects.toBeInstanceOf(TooLargeError);
    expect((await readCapped(join(dir, "outside.txt"), 1024)).toString()).toBe("outside");
  });

  it("a corpus link out of the folder and an oversized document are errors", async () => {
    const docs = join(dir, "repo", "suites", "docs");
    await symlink(join(dir, "outside.txt"), join(docs, "escape.txt"));
    await expect(loadCorpus({ kind: "folder", path: docs })).rejects.toThrow(/outside the corpus folder/);
    await rm(join(docs, "escape.txt"));
    await writeFile(join(docs, "big.txt"), "x".repeat(CORPUS_LIMITS.documentBytes + 1));
    await expect(loadCorpus({ kind: "folder", path: docs })).rejects.toThrow(/larger than 1 MiB/);
  });
});
