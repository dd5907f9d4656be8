// Retrieval through /api/embed with a real (tiny) embedding model: swapping the embedding model
// changes what ranks first, the retrieval contract says so, and the run records which model and
// which digest embedded.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { compare, explain, run, workspace } from "../helpers.mjs";

const retrieved = (result) =>
  Object.fromEntries(result.cases.map((c) => [c.id, c.repetitions[0].evidence.retrieved]));

describe("a swapped embedding model", () => {
  let ws;
  const runs = {};
  before(async () => {
    ws = await workspace({ installed: ["tiny-llama:f32", "tiny-embed:a", "tiny-embed:b"] });
    for (const [name, embedding] of [
      ["embed-a", "tiny-embed:a"],
      ["embed-a-again", "tiny-embed:a"],
      ["embed-b", "tiny-embed:b"],
    ]) {
      const config = ws.config(name, "tiny-llama:f32", { embedding_model: embedding });
      const outcome = await run("retrieval/suite.yaml", config, ws.path(`${name}.json`));
      assert.equal(outcome.code, 0, explain(outcome));
      runs[name] = { ...outcome, path: ws.path(`${name}.json`) };
    }
  });
  after(() => ws?.close());

  it("the same embedding model ranks the same documents: compatible", async () => {
    assert.deepEqual(retrieved(runs["embed-a"].result), retrieved(runs["embed-a-again"].result));
    const outcome = await compare(runs["embed-a"].path, runs["embed-a-again"].path);
    assert.equal(outcome.code, 0, explain(outcome));
  });

  it("another embedding model changes the ranking, and the contract reports it", async () => {
    const a = retrieved(runs["embed-a"].result);
    const b = retrieved(runs["embed-b"].result);
    assert.notDeepEqual(a, b);
    for (const ids of [...Object.values(a), ...Object.values(b)]) assert.equal(ids.length, 3);
    const outcome = await compare(runs["embed-a"].path, runs["embed-b"].path);
    assert.equal(outcome.code, 1, explain(outcome));
    assert.ok(outcome.report.summary.mismatches > 0, JSON.stringify(outcome.report.summary));
  });

  // The run's identity (its config and runtime) carries the embedding model; the comparison's
  // `baseline`/`candidate` identities name the chat model only.
  it("the identity of each run names the embedding model and its digest", () => {
    const digest = (name, model) => runs[name].result.runtime.provider.models[model]?.digest;
    assert.equal(digest("embed-a", "tiny-embed:a"), ws.shim.models.get("tiny-embed:a").sha256);
    assert.equal(digest("embed-b", "tiny-embed:b"), ws.shim.models.get("tiny-embed:b").sha256);
    assert.notEqual(digest("embed-a", "tiny-embed:a"), digest("embed-b", "tiny-embed:b"));
    assert.equal(runs["embed-a"].result.config.settings.embedding_model, "tiny-embed:a");
    assert.equal(runs["embed-b"].result.config.settings.embedding_model, "tiny-embed:b");
  });
});
