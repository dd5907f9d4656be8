// The suites shipped in suites/ on real (tiny) inference: nonsense answers fail their checks,
// but every case executes (chat, tools, MCP, retrieval), and a self-comparison passes the gate.
// .github/workflows/ollama.yml runs the same checks against a real Ollama server.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { cli, compare, explain, ROOT, workspace } from "../helpers.mjs";

const SUITES = ["support-assistant", "agent-tools", "rag-transit", "mcp-routes"];

describe("the shipped suites on tiny-llama:f32", () => {
  let ws;
  const dirs = {};
  before(async () => {
    ws = await workspace({ installed: ["tiny-llama:f32", "tiny-embed:a"] });
    for (const side of ["base", "again"]) {
      const config = ws.config(`tiny-${side}`, "tiny-llama:f32", {
        embedding_model: "tiny-embed:a",
        options: { temperature: 0, seed: 42, num_predict: 32 },
        pull: false,
      });
      dirs[side] = ws.path(side);
      const outcome = await cli([
        "run",
        ...SUITES.map((s) => join(ROOT, "suites", s, "suite.yaml")),
        "--plugin",
        join(ROOT, "suites/support-assistant/checks.mjs"),
        "--config",
        config,
        "--output-dir",
        dirs[side],
      ]);
      assert.equal(outcome.code, 0, explain(outcome));
    }
  });
  after(() => ws?.close());

  it("every case executes and the runs name the server and the model digest", () => {
    const files = readdirSync(dirs.base).map((f) => join(dirs.base, f));
    assert.equal(files.length, SUITES.length);
    const out = execFileSync(
      process.execPath,
      [join(import.meta.dirname, "../ollama/check-structure.mjs"), ...files],
      {
        encoding: "utf8",
      },
    );
    assert.match(out, /cases executed/);
  });

  // Invalid evidence fails the gate even when both sides have it (ticket-json-fenced asks for a
  // fenced block this model never writes); a self-comparison must show no change at all.
  it("a self-comparison of each shipped suite shows no change", async () => {
    const reports = [];
    for (const suite of SUITES) {
      const outcome = await compare(
        join(dirs.base, `${suite}--tiny-base.json`),
        join(dirs.again, `${suite}--tiny-again.json`),
      );
      const { summary } = outcome.report;
      assert.equal(outcome.code, summary.invalid > 0 ? 1 : 0, `${suite}\n${explain(outcome)}`);
      const path = ws.path(`${suite}.compare.json`);
      writeFileSync(path, outcome.stdout);
      reports.push(path);
    }
    const script = join(import.meta.dirname, "../ollama/check-self-compare.mjs");
    const out = execFileSync(process.execPath, [script, ...reports], { encoding: "utf8" });
    assert.equal(out.trim().split("\n").length, SUITES.length);
  });
});
