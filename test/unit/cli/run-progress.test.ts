import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type CliIO, streamSafe } from "../../../src/cli/io.js";
import { main } from "../../../src/cli/main.js";

const ROOT = resolve(__dirname, "../../..");
const dir = "suites/support-assistant";
const work = mkdtempSync(join(tmpdir(), "modelgate-run-progress-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `modelgate run` in process with stderr a terminal `columns` wide; the live lines it drew. */
async function liveLines(
  columns: number | undefined,
): Promise<{ code: number; lines: string[]; last: string }> {
  let err = "";
  const io: CliIO = {
    stdout: () => {},
    stderr: (t) => {
      err += t;
    },
    stderrIsTTY: true,
    stderrColumns: () => columns,
    env: {},
    cwd: ROOT,
  };
  const out = join(work, `out-${columns}.json`);
  const argv = [
    "run",
    `${dir}/suite.yaml`,
    "-c",
    `${dir}/configs/baseline.yaml`,
    "--plugin",
    `${dir}/checks.mjs`,
  ];
  const code = await main([...argv, "-o", out], io);
  const drawn = streamSafe(err, {}).split("\r\x1b[2K");
  const last = drawn.pop() ?? "";
  return { code, lines: drawn.filter((l) => l !== ""), last };
}

describe("modelgate run: the live progress line on a terminal", () => {
  // A line wider than the pane wrapped; erase-line cleared only its last row, so each redraw
  // left a copy behind.
  it("is never wider than the terminal's columns minus one", async () => {
    const r = await liveLines(40);
    expect(r.code).toBe(0);
    expect(r.lines.length).toBeGreaterThan(0);
    for (const l of r.lines) expect(l.length).toBeLessThanOrEqual(39);
    expect(r.lines[0]).toBe("modelgate: 0/14 cases, 0 failed");
    // The last line is written once, whole, then a newline.
    expect(r.last).toMatch(/^modelgate: 14\/14 cases, \d+ failed, 0:0\d elapsed\n/);
  });

  it("is whole when the terminal does not say its width", async () => {
    const r = await liveLines(undefined);
    expect(r.code).toBe(0);
    expect(r.lines[0]).toBe("modelgate: 0/14 cases, 0 failed, 0:00 elapsed");
  });
});
