import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CliIO } from "../../../src/cli/io.js";
import { main } from "../../../src/cli/main.js";
import { parseStrictJson } from "../../../src/core/json/parse.js";
import { validateAgainst } from "../../../src/core/schema/validator.js";
import { RESULT_SCHEMA } from "../../../src/load/schemas/result.js";

/**
 * End to end through the CLI (in process, from source): both sides run from recorded outputs with
 * `--capture hash` or `--capture none`, then compared. Contracts must be decided from what the
 * result files keep, never from the (absent) output text.
 */

let dir: string;

async function cli(...argv: string[]) {
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
  return { code, out: out.join(""), err: err.join("") };
}

const SUITE = [
  "suite: capture",
  "cases:",
  "  - id: reorder",
  "    type: none",
  '    input: "ticket as JSON"',
  "    contract: json",
  "  - id: lost-field",
  "    type: none",
  '    input: "order as JSON"',
  "    contract: json",
  "  - id: spacing",
  "    type: none",
  '    input: "greet"',
  "    contract: text",
  "  - id: reworded",
  "    type: none",
  '    input: "refund status"',
  "    contract: text",
  "",
].join("\n");

async function side(name: string, outputs: Record<string, string>): Promise<void> {
  await writeFile(join(dir, `${name}.json`), JSON.stringify({ outputs }));
  await writeFile(join(dir, `${name}.yaml`), `id: ${name}\nprovider: replay\noutputs: ${name}.json\n`);
}

async function runSide(name: string, capture: string): Promise<string> {
  const file = `${name}-${capture}.result.json`;
  const r = await cli(
    "run",
    "suite.yaml",
    "--config",
    `${name}.yaml`,
    "--output",
    file,
    "--capture",
    capture,
  );
  expect(r.err).not.toMatch(/error/i);
  expect(r.code).toBe(0);
  return file;
}

interface CaseJson {
  id: string;
  category: string;
  reason: string | null;
}

async function compare(baseline: string, candidate: string) {
  const r = await cli("compare", baseline, candidate, "--format", "json");
  const json = JSON.parse(r.out) as { status: string; cases: CaseJson[] };
  return { code: r.code, status: json.status, byId: new Map(json.cases.map((c) => [c.id, c])) };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-capture-contracts-"));
  await writeFile(join(dir, "suite.yaml"), SUITE);
  await side("base", {
    reorder: '{"customer": "Priya", "priority": 1}',
    "lost-field": '{"customer": "Priya", "priority": "high"}',
    spacing: "Hello there,\nhow can I help?",
    reworded: "Your refund is on its way.",
  });
  await side("cand", {
    reorder: '{"priority": 1.0,\n "customer": "Priya"}',
    "lost-field": '{"customer": "Priya"}',
    spacing: "  Hello there, how   can I help?\n",
    reworded: "Your refund was declined.",
  });
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("contracts under --capture hash, through the CLI", () => {
  it("equal values are compatible, real differences mismatch; no output text is written", async () => {
    const base = await runSide("base", "hash");
    const cand = await runSide("cand", "hash");
    const written = await readFile(join(dir, cand), "utf8");
    expect(written).not.toContain("Priya");
    expect(written).not.toContain("refund");
    expect(written).toMatch(/"json_sha256":"[0-9a-f]{64}"/);
    expect(written).toMatch(/"text_sha256":"[0-9a-f]{64}"/);
    const parsed = parseStrictJson(written);
    expect(parsed.ok && validateAgainst(RESULT_SCHEMA, parsed.value)).toEqual({ valid: true });
    // a fingerprint that is not a SHA-256 is refused by the published schema
    const broken = written.replace(/"json_sha256":"[0-9a-f]{64}"/, '"json_sha256": "abc"');
    const bad = parseStrictJson(broken);
    expect(bad.ok && validateAgainst(RESULT_SCHEMA, bad.value).valid).toBe(false);

    const c = await compare(base, cand);
    expect(c.byId.get("reorder")).toMatchObject({ category: "changed", reason: "output changed" });
    expect(c.byId.get("spacing")).toMatchObject({ category: "changed", reason: "output changed" });
    expect(c.byId.get("lost-field")).toMatchObject({
      category: "mismatch",
      reason:
        "json contract: the JSON values differ (the outputs were not captured, so the difference cannot be shown)",
    });
    expect(c.byId.get("reworded")).toMatchObject({
      category: "mismatch",
      reason:
        "text contract: the text differs after whitespace normalisation (the outputs were not captured, so the difference cannot be shown)",
    });
    expect(c.status).toBe("regressed");
    expect(c.code).toBe(1);
  });

  it("the same outputs under hash are passing and the gate passes", async () => {
    const c = await compare(await runSide("base", "hash"), await runSide("base", "hash"));
    expect([...c.byId.values()].map((x) => x.category)).toEqual(["passing", "passing", "passing", "passing"]);
    expect(c.code).toBe(0);
  });
});

describe("contracts under --capture none, through the CLI", () => {
  it("every contract is invalid with a reason saying why, never passing", async () => {
    const c = await compare(await runSide("base", "none"), await runSide("base", "none"));
    for (const entry of c.byId.values()) {
      expect(entry.category).toBe("invalid");
      expect(entry.reason).toMatch(
        /contract: cannot be evaluated: outputs not captured \(capture: none on both sides\)$/,
      );
    }
    expect(c.code).toBe(1);
  });
});
