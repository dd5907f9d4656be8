import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { streamSafe } from "../../../../src/cli/io.js";
import { createProgress, formatDuration, formatProgress } from "../../../../src/core/run/progress.js";

describe("formatProgress", () => {
  it("shows done/total, failures, errors, elapsed and an ETA from executions", () => {
    const state = {
      casesDone: 12,
      casesTotal: 40,
      failed: 2,
      errors: 1,
      cancelled: 0,
      executionsDone: 12,
      executionsTotal: 40,
    };
    expect(formatProgress(state, 35_000)).toBe("12/40 cases, 2 failed, 1 error, 0:35 elapsed, ETA 1:22");
    expect(formatProgress({ ...state, errors: 0, executionsDone: 40 }, 3_723_000)).toBe(
      "12/40 cases, 2 failed, 1:02:03 elapsed",
    );
    expect(formatDuration(59_400)).toBe("0:59");
  });

  it("counts cancelled cases apart from errors", () => {
    const out: string[] = [];
    const p = createProgress({ write: (t) => out.push(t), isTTY: false, now: () => 0 });
    p.start({ cases: 4, executions: 4 });
    p.caseDone("pass");
    p.caseDone("error");
    p.caseDone("cancelled");
    p.caseDone("cancelled");
    p.finish();
    expect(out.at(-1)).toBe("modelgate: 4/4 cases, 0 failed, 1 error, 2 cancelled, 0:00 elapsed\n");
  });
});

describe("createProgress", () => {
  let now = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    now = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("on a terminal rewrites one live line and ends it with a newline", () => {
    const out: string[] = [];
    const p = createProgress({ write: (t) => out.push(t), isTTY: true, now: () => now });
    p.start({ cases: 2, executions: 2 });
    now = 500;
    p.executionDone();
    p.caseDone("fail");
    p.info("pulling model");
    p.finish();
    // The live line's control sequence is ModelGate's own: the stream step writes it for real.
    expect(out.join("")).not.toContain("\x1b");
    const text = streamSafe(out.join(""), {});
    expect(text).toContain("\r\x1b[2Kmodelgate: 0/2 cases, 0 failed, 0:00 elapsed");
    expect(text).toContain("pulling model\n");
    expect(text.endsWith("modelgate: 1/2 cases, 1 failed, 0:01 elapsed, ETA 0:01\n")).toBe(true);
  });

  // A case's end is two events (its last execution, then the case): the second, within 100 ms of
  // the first redraw, was dropped, so the line showed the old count until the next second.
  it("on a terminal draws the last of a burst of events once the 100 ms are up", () => {
    vi.useFakeTimers();
    try {
      const out: string[] = [];
      let t = 0;
      const p = createProgress({ write: (x) => out.push(x), isTTY: true, now: () => t });
      p.start({ cases: 3, executions: 3 });
      t = 2000;
      p.executionDone();
      p.caseDone("fail");
      const lines = () =>
        streamSafe(out.join(""), {})
          .split("\r\x1b[2K")
          .filter((l) => l !== "");
      expect(lines().at(-1)).toBe("modelgate: 0/3 cases, 0 failed, 0:02 elapsed, ETA 0:04");
      t = 2100;
      vi.advanceTimersByTime(100);
      expect(lines().at(-1)).toBe("modelgate: 1/3 cases, 1 failed, 0:02 elapsed, ETA 0:04");
      p.finish();
    } finally {
      vi.useRealTimers();
    }
  });

  it("elsewhere writes a plain line every interval and one at the end, never a carriage return", () => {
    const out: string[] = [];
    const p = createProgress({ write: (t) => out.push(t), isTTY: false, now: () => now, intervalMs: 5000 });
    p.start({ cases: 3, executions: 3 });
    p.executionDone();
    p.caseDone("pass");
    expect(out).toEqual([]);
    now = 5000;
    vi.advanceTimersByTime(5000);
    expect(out).toEqual(["modelgate: 1/3 cases, 0 failed, 0:05 elapsed, ETA 0:10\n"]);
    p.caseDone("timeout");
    p.finish();
    p.finish();
    expect(out).toHaveLength(2);
    expect(out[1]).toBe("modelgate: 2/3 cases, 0 failed, 1 error, 0:05 elapsed, ETA 0:10\n");
    expect(out.join("")).not.toContain("\r");
  });

  // A line wider than the terminal wraps, and `\r` + erase-line clears only its last row: every
  // redraw left a row behind and a 40-column pane filled with copies.
  describe("on a narrow terminal", () => {
    const drawn = (out: string[]): string[] =>
      streamSafe(out.join(""), {})
        .split("\r\x1b[2K")
        .filter((l) => l !== "");
    /** 60 cases, 2 done (1 failed) after 1 s: the full line is 55 columns. */
    const twoDone = (columns: () => number | undefined): string[] => {
      now = 0;
      const out: string[] = [];
      const p = createProgress({ write: (x) => out.push(x), isTTY: true, now: () => now, columns });
      p.start({ cases: 60, executions: 60 });
      now = 1000;
      p.executionDone();
      p.caseDone("pass");
      p.executionDone();
      p.caseDone("fail");
      vi.advanceTimersByTime(100);
      return drawn(out);
    };

    it("drops the ETA and the elapsed time first to stay within the width minus one", () => {
      const lines = twoDone(() => 40);
      for (const l of lines) expect(l.length).toBeLessThanOrEqual(39);
      expect(lines.at(-1)).toBe("modelgate: 2/60 cases, 1 failed");
      expect(twoDone(() => 46).at(-1)).toBe("modelgate: 2/60 cases, 1 failed, 0:01 elapsed");
      expect(twoDone(() => 45).at(-1)).toBe("modelgate: 2/60 cases, 1 failed");
    });

    it("then the failed count and the name, and cuts with an ellipsis as a last resort", () => {
      expect(twoDone(() => 20).at(-1)).toBe("2/60 cases");
      expect(twoDone(() => 9).at(-1)).toBe("2/60 ca…");
    });

    it("keeps the whole line when the width is unknown", () => {
      const full = "modelgate: 2/60 cases, 1 failed, 0:01 elapsed, ETA 0:29";
      expect(twoDone(() => undefined).at(-1)).toBe(full);
      expect(twoDone(() => 0).at(-1)).toBe(full);
    });

    it("re-reads the width on each draw, so a resized window gets lines of its new width", () => {
      let columns = 100;
      const out: string[] = [];
      const p = createProgress({
        write: (x) => out.push(x),
        isTTY: true,
        now: () => now,
        columns: () => columns,
      });
      p.start({ cases: 60, executions: 60 });
      now = 1000;
      p.executionDone();
      expect(drawn(out).at(-1)).toBe("modelgate: 0/60 cases, 0 failed, 0:01 elapsed, ETA 0:59");
      columns = 32;
      now = 2000;
      vi.advanceTimersByTime(1000);
      expect(drawn(out).at(-1)).toBe("modelgate: 0/60 cases, 0 failed");
      p.finish();
    });

    it("drops errors and cancellations before the failed count", () => {
      const out: string[] = [];
      const p = createProgress({ write: (x) => out.push(x), isTTY: true, now: () => now, columns: () => 41 });
      p.start({ cases: 60, executions: 60 });
      p.caseDone("fail");
      p.caseDone("error");
      now = 200;
      p.caseDone("cancelled");
      expect(drawn(out).at(-1)).toBe("modelgate: 3/60 cases, 1 failed, 1 error");
      p.finish();
    });

    it("writes the last line whole: it is never redrawn, so wrapping leaves no copy", () => {
      const out: string[] = [];
      const p = createProgress({ write: (x) => out.push(x), isTTY: true, now: () => now, columns: () => 20 });
      p.start({ cases: 1, executions: 1 });
      now = 3000;
      p.executionDone();
      p.caseDone("fail");
      p.finish();
      expect(
        streamSafe(out.join(""), {}).endsWith("\r\x1b[2Kmodelgate: 1/1 cases, 1 failed, 0:03 elapsed\n"),
      ).toBe(true);
    });

    it("leaves plain log lines whole whatever the width", () => {
      const out: string[] = [];
      const p = createProgress({
        write: (x) => out.push(x),
        isTTY: false,
        now: () => now,
        columns: () => 20,
      });
      p.start({ cases: 1, executions: 1 });
      p.caseDone("pass");
      p.finish();
      expect(out).toEqual(["modelgate: 1/1 cases, 0 failed, 0:00 elapsed\n"]);
    });
  });
});
