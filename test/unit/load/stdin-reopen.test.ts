import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stdinDocument } from "../../../src/load/stdin-document.js";
import { STDIN_NAME } from "../../../src/load/stdin-name.js";
import { loadSuite, reopenSuite } from "../../../src/load/suite.js";

const suiteText = (blankLines: number, id: string) =>
  `${"\n".repeat(blankLines)}suite: piped\ncases:\n  - id: ${id}\n    type: exact\n    input: hi\n    expected: hi\n`;

describe("reopenSuite: a suite given as a document (standard input)", () => {
  it("places a later problem in the document that suite was loaded from, not in the last one read", async () => {
    const cwd = await mkdtemp(join(tmpdir(), "modelgate-stdin-reopen-"));
    const load = (text: string) =>
      loadSuite(STDIN_NAME, { cwd, document: stdinDocument(new TextEncoder().encode(text), cwd) });
    const first = await load(suiteText(0, "a"));
    // A second document read in the same process (a library caller running twice).
    await load(suiteText(7, "b"));
    const ctx = await reopenSuite(first, cwd);
    expect(ctx).not.toBeNull();
    ctx!.reportForCase(0, ["expected"], "placed");
    expect(ctx!.diagnostics.map((d) => [d.file, d.line, d.caseId])).toEqual([[STDIN_NAME, 6, "a"]]);
  });
});
