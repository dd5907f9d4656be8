// The compare gate on real inference: the same weights agree, other weights do not.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { compare, explain, repetitions, run, workspace } from "../helpers.mjs";

describe("compare on real inference (llama.cpp behind an Ollama-compatible shim)", () => {
  let ws;
  const runs = {};
  before(async () => {
    // tiny-llama:f16 is not installed: the run pulls it through /api/pull first.
    ws = await workspace({ installed: ["tiny-llama:f32", "tiny-other:f32", "tiny-llama:q8_0"] });
    for (const [name, model] of [
      ["base", "tiny-llama:f32"],
      ["again", "tiny-llama:f32"],
      ["f16", "tiny-llama:f16"],
      ["other", "tiny-other:f32"],
    ]) {
      const outcome = await run("chat/suite.yaml", ws.config(name, model), ws.path(`${name}.json`));
      assert.equal(outcome.code, 0, explain(outcome));
      runs[name] = { ...outcome, path: ws.path(`${name}.json`) };
    }
  });
  after(() => ws?.close());

  it("the same model twice: exit 0, every case passing on both sides", async () => {
    const outcome = await compare(runs.base.path, runs.again.path);
    assert.equal(outcome.code, 0, explain(outcome));
    assert.equal(outcome.report.status, "compatible");
    assert.equal(outcome.report.summary.passing, outcome.report.summary.cases);
    assert.ok(outcome.report.summary.cases >= 3);
    // Greedy decoding with a seed is reproducible: the outputs are the very same bytes.
    const a = repetitions(runs.base.result).map((r) => r.output_sha256);
    const b = repetitions(runs.again.result).map((r) => r.output_sha256);
    assert.deepEqual(a, b);
  });

  it("token counts and durations come from the final chunk of every call", () => {
    for (const r of repetitions(runs.base.result)) {
      const m = r.provider_metadata;
      assert.ok(m.prompt_eval_count > 0, `${r.case}: prompt_eval_count ${m.prompt_eval_count}`);
      assert.ok(m.eval_count > 0 && m.eval_count <= 40, `${r.case}: eval_count ${m.eval_count}`);
      for (const key of ["total_duration", "prompt_eval_duration", "eval_duration"]) {
        assert.ok(Number.isInteger(m[key]) && m[key] > 0, `${r.case}: ${key} ${m[key]}`);
      }
      // Nanoseconds: the call's own measured duration (ms) bounds the server's total.
      assert.ok(
        m.total_duration / 1e6 <= r.duration_ms + 1,
        `${r.case}: ${m.total_duration} ns vs ${r.duration_ms} ms`,
      );
    }
  });

  it("F16 of the same weights (pulled first): exit 0", async () => {
    assert.match(runs.f16.stderr, /pull tiny-llama:f16: success/);
    const outcome = await compare(runs.base.path, runs.f16.path);
    assert.equal(outcome.code, 0, explain(outcome));
    assert.equal(outcome.report.summary.mismatches, 0);
    assert.notEqual(outcome.report.baseline.model_digest, outcome.report.candidate.model_digest);
  });

  it("another seed is another model: mismatches or regressions, and different digests", async () => {
    const outcome = await compare(runs.base.path, runs.other.path);
    assert.equal(outcome.code, 1, explain(outcome));
    const { summary, baseline, candidate } = outcome.report;
    assert.ok(summary.mismatches + summary.regressions > 0, JSON.stringify(summary));
    const files = ws.shim.models;
    assert.equal(baseline.model_digest, files.get("tiny-llama:f32").sha256);
    assert.equal(candidate.model_digest, files.get("tiny-other:f32").sha256);
  });
});
