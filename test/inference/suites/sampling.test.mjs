// Temperature 0.8, ten repetitions, the same model on both sides: real sampling varies the
// outputs and the pass counts, and the gate must still pass (PRODUCT 2.7: on an unchanged model
// it fails at most alpha of the time; repetitions are judged with a corrected test).
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { compare, explain, repetitions, run, workspace } from "../helpers.mjs";

describe("sampling at temperature 0.8 with repeat 10", () => {
  let ws;
  let base;
  let cand;
  before(async () => {
    // Requests without a seed get seeds from a PRNG seeded here: different for every call,
    // the same on every run of this test, so the test cannot be the one-in-twenty unlucky draw.
    ws = await workspace({ installed: ["tiny-llama:f32"], seedSource: 20261201 });
    base = await run("sampling/suite.yaml", ws.config("base", "tiny-llama:f32"), ws.path("base.json"));
    assert.equal(base.code, 0, explain(base));
    cand = await run("sampling/suite.yaml", ws.config("cand", "tiny-llama:f32"), ws.path("cand.json"));
    assert.equal(cand.code, 0, explain(cand));
  });
  after(() => ws?.close());

  it("the repetitions really differ (sampling, not a fixed seed)", () => {
    for (const result of [base.result, cand.result]) {
      for (const c of result.cases) {
        const outputs = new Set(c.repetitions.map((r) => r.output_sha256));
        assert.ok(outputs.size >= 5, `${c.id}: ${outputs.size} distinct outputs of ${c.repetitions.length}`);
      }
    }
    assert.equal(repetitions(base.result).length, 20);
  });

  it("the same model on both sides: the gate passes", async () => {
    const outcome = await compare(base.path ?? ws.path("base.json"), ws.path("cand.json"));
    const counts = [base.result, cand.result].map((r) =>
      r.cases.map((c) => `${c.id} ${c.pass_count}/${c.repeat}`),
    );
    assert.equal(outcome.code, 0, `${JSON.stringify(counts)}\n${explain(outcome)}`);
    assert.equal(outcome.report.summary.regressions, 0);
  });
});
