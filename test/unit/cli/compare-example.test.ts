import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CliIO } from "../../../src/cli/io.js";
import { main } from "../../../src/cli/main.js";
import type { Comparison } from "../../../src/core/compare/comparison.js";

/** The shipped example (suites/support-assistant) end to end: run both sides, compare. */
const root = resolve(import.meta.dirname, "../../..");
const suite = join(root, "suites/support-assistant");
let dir: string;
let comparison: Comparison;
let markdown: string;
let exitCode: number;

async function cli(argv: string[]): Promise<{ code: number; err: string; out: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = {
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
    stderrIsTTY: false,
    env: {},
    cwd: dir,
  };
  const code = await main(argv, io);
  return { code, err: err.join(""), out: out.join("") };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-example-"));
  for (const side of ["baseline", "candidate"]) {
    const r = await cli([
      "run",
      join(suite, "suite.yaml"),
      "--config",
      join(suite, `configs/${side}.yaml`),
      "--plugin",
      join(suite, "checks.mjs"),
      "--output",
      `${side}.json`,
    ]);
    expect(r.code, r.err).toBe(0);
  }
  const compared = await cli([
    "compare",
    "baseline.json",
    "candidate.json",
    "--format",
    "json",
    "--output",
    "c.json",
  ]);
  exitCode = compared.code;
  comparison = JSON.parse(await readFile(join(dir, "c.json"), "utf8"));
  markdown = (await cli(["compare", "baseline.json", "candidate.json", "--format", "markdown"])).out;
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("suites/support-assistant", () => {
  it("regresses in the documented ways", () => {
    const byId = Object.fromEntries(comparison.cases.map((c) => [c.id, c.category]));
    expect(byId).toEqual({
      "greeting-exact": "passing",
      "refund-policy": "changed",
      "ticket-reference": "changed",
      "ticket-json": "regression",
      "ticket-json-fenced": "passing",
      "shipping-address": "regression",
      "intent-billing": "regression",
      "sentiment-positive": "fixed",
      "language-german": "still_failing",
      "order-lookup-tool": "regression",
      "refund-tool-sequence": "passing",
      "reply-length": "changed",
      "order-status-contract": "mismatch",
      "escalation-reply": "flaky",
    });
    expect(comparison.status).toBe("regressed");
    expect(exitCode).toBe(1);
  });

  it("names each difference precisely", () => {
    const reason = (id: string) => comparison.cases.find((c) => c.id === id)!.reason;
    expect(reason("order-lookup-tool")).toBe('lookup_order argument order_id: 7730 (expected "7730")');
    expect(reason("shipping-address")).toContain("shipping.postcode");
    expect(reason("order-status-contract")).toBe('json contract: status: "shipped" -> "in_transit"');
    expect(comparison.cases.find((c) => c.id === "intent-billing")!.label_change).toEqual({
      from: "billing",
      to: "technical",
      from_count: 1,
      from_total: 1,
      to_count: 1,
      to_total: 1,
    });
    const slow = comparison.cases.filter((c) => c.latency.slower).map((c) => c.id);
    expect(slow).toEqual(["ticket-json", "reply-length"]);
    expect(comparison.cases.find((c) => c.id === "reply-length")!.new_warnings).toHaveLength(1);
  });

  it("renders a Markdown report under the comment limit", () => {
    expect(markdown.length).toBeLessThan(65_000);
    expect(markdown.split("\n")[0]).toBe(
      "## ❌ ModelGate: support-assistant: REGRESSED, 4 regressions, 1 mismatch",
    );
    expect(markdown).toContain(
      "14 cases: ❌ 4 regressions · ❌ 1 mismatch · 🎲 1 flaky · 🔁 1 still failing · 🩹 1 fixed · ✏️ 3 changed · ✅ 3 passing.",
    );
    // The structured diff of the JSON case: the path that differs, then the pretty-printed diff.
    expect(markdown).toContain('! shipping.postcode: "10119" → (missing)');
  });
});
