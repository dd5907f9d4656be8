import { mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { oversizeWarning } from "../../../src/cli/result-files.js";
import { MAX_WRITTEN_FILE_BYTES } from "../../../src/load/read-text.js";

const dir = mkdtempSync(join(tmpdir(), "modelgate-oversize-"));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("oversizeWarning: a result file readers would refuse is said at once", () => {
  it("warns past the read limit, not at it; nothing for a missing file", () => {
    const file = join(dir, "r.json");
    writeFileSync(file, "");
    // Sparse: no disk is used for the size.
    truncateSync(file, MAX_WRITTEN_FILE_BYTES);
    expect(oversizeWarning(file, "r.json")).toBeNull();
    truncateSync(file, MAX_WRITTEN_FILE_BYTES + 1);
    expect(oversizeWarning(file, "r.json")).toBe(
      "warning: r.json is 257 MiB, more than the 256 MiB ModelGate reads back: compare, report, merge and replay will refuse it; split the run with --shard and compare the parts, or record less (--capture hash)",
    );
    truncateSync(file, 300 * (1 << 20));
    expect(oversizeWarning(file, "r.json")).toMatch(/^warning: r\.json is 300 MiB, more than the 256 MiB/);
    expect(oversizeWarning(join(dir, "none.json"), "none.json")).toBeNull();
  });
});
