import { describe, expect, it } from "vitest";
import { PullReporter } from "../../../src/providers/ollama-pull.js";

function reporter(intervalMs: number) {
  const lines: string[] = [];
  let now = 0;
  const pull = new PullReporter("m", { info: (l) => lines.push(l) }, intervalMs, () => now);
  return { lines, pull, tick: (ms: number) => (now += ms) };
}

const layer = (completed: number | undefined, total = 1000, status = "pulling aaa") => ({
  status,
  total,
  ...(completed === undefined ? {} : { completed }),
});

describe("PullReporter", () => {
  it("prints a layer's last state when the status changes before the interval passed", () => {
    const { lines, pull, tick } = reporter(5_000);
    pull.update(layer(undefined));
    tick(100);
    pull.update(layer(400));
    tick(100);
    pull.update(layer(600));
    // Ollama moved on (e.g. the layer was already partly there and is verified now).
    pull.update({ status: "verifying sha256 digest" });
    expect(lines).toEqual([
      "pull m: pulling aaa 0% (0 B of 1.0 KB)",
      "pull m: pulling aaa 60% (600 B of 1.0 KB)",
      "pull m: verifying sha256 digest",
    ]);
  });

  it("prints the completing line at once, and nothing after it for that layer", () => {
    const { lines, pull, tick } = reporter(5_000);
    pull.update(layer(0));
    tick(10);
    pull.update(layer(1000));
    tick(10_000);
    pull.update(layer(1000));
    pull.update(layer(0, 7, "pulling bbb"));
    expect(lines).toEqual([
      "pull m: pulling aaa 0% (0 B of 1.0 KB)",
      "pull m: pulling aaa 100% (1.0 KB of 1.0 KB)",
      "pull m: pulling bbb 0% (0 B of 7 B)",
    ]);
  });

  it("still prints at most one line per interval while a layer downloads", () => {
    const { lines, pull, tick } = reporter(5_000);
    pull.update(layer(0));
    for (let i = 1; i < 10; i++) {
      tick(1_000);
      pull.update(layer(i * 100));
    }
    expect(lines).toEqual([
      "pull m: pulling aaa 0% (0 B of 1.0 KB)",
      "pull m: pulling aaa 50% (500 B of 1.0 KB)",
    ]);
  });
});
