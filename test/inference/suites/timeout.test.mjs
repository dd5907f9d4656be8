// A real generation that outlasts timeout_s is recorded as `timeout`, and the shim stops
// generating once the client has gone (the next call is not stuck behind it).
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { explain, repetitions, run, workspace } from "../helpers.mjs";

describe("timeout_s on real inference", () => {
  let ws;
  before(async () => {
    ws = await workspace({ installed: ["tiny-llama:f32"] });
  });
  after(() => ws?.close());

  it("a 1 s timeout on a 100000-token generation: the case is `timeout`, not an error", async () => {
    // Loaded first, as the runner will do before timing: the second is all generation.
    await fetch(`${ws.shim.url}/api/generate`, {
      method: "POST",
      body: JSON.stringify({ model: "tiny-llama:f32" }),
    });
    const started = Date.now();
    const outcome = await run(
      "timeout/suite.yaml",
      ws.config("slow", "tiny-llama:f32", { timeout_s: 1 }),
      ws.path("slow.json"),
    );
    // The run's only case could not execute: `run` exits 3 (and still writes the result).
    assert.equal(outcome.code, 3, explain(outcome));
    assert.match(outcome.stderr, /could execute/);
    const [endless] = outcome.result.cases;
    assert.equal(endless.status, "timeout", JSON.stringify(endless.repetitions[0]));
    // Timeouts are never retried: one attempt.
    const [rep] = repetitions(outcome.result);
    assert.equal(rep.attempts, 1);
    assert.match(rep.reason, /timed out after 1 s/);
    assert.ok(Date.now() - started < 20_000);
    // The server really generated until the client went away, then stopped.
    await ws.shim.runtime.queue.tail;
    const last = ws.shim.runtime.last;
    assert.equal(last.doneReason, "cancelled");
    assert.ok(last.metrics.eval_count > 20, `${last.metrics.eval_count} tokens before the timeout`);
    assert.ok(last.metrics.total_duration >= 0.9e9, `${last.metrics.total_duration} ns`);
  });

  it("after the client gave up the server is free again: the next call answers at once", async () => {
    const response = await fetch(`${ws.shim.url}/api/generate`, {
      method: "POST",
      body: JSON.stringify({
        model: "tiny-llama:f32",
        prompt: "hi",
        stream: false,
        options: { temperature: 0, num_predict: 4 },
      }),
      signal: AbortSignal.timeout(3000),
    });
    const body = await response.json();
    assert.equal(body.done, true);
    assert.equal(body.eval_count, 4);
  });
});
