import { describe, expect, it } from "vitest";
import { ProviderError } from "../../../../src/core/run/provider.js";
import { backoffDelay, type RetryPolicy, withRetry } from "../../../../src/core/run/retry.js";

function policy(retries: number, sleeps: number[], random = () => 0.5): RetryPolicy {
  return {
    retries,
    baseMs: 250,
    capMs: 8000,
    random,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  };
}

const signal = new AbortController().signal;

describe("withRetry", () => {
  it("retries transient failures with full-jitter exponential backoff, then succeeds", async () => {
    const sleeps: number[] = [];
    let calls = 0;
    const outcome = await withRetry(
      async () => {
        calls++;
        if (calls < 3) throw new ProviderError("transient", "HTTP 503", 503);
        return "ok";
      },
      policy(5, sleeps),
      signal,
    );
    expect(outcome).toEqual({ ok: true, value: "ok", attempts: 3 });
    expect(sleeps).toEqual([125, 250]);
  });

  it("gives up after `retries` and reports every attempt", async () => {
    const sleeps: number[] = [];
    const outcome = await withRetry(
      async () => {
        throw new ProviderError("transient", "connection reset");
      },
      policy(2, sleeps),
      signal,
    );
    expect(outcome.ok).toBe(false);
    expect(outcome.attempts).toBe(3);
    expect(sleeps).toHaveLength(2);
  });

  it.each(["fatal", "unavailable", "timeout", "cancelled"] as const)("never retries %s", async (kind) => {
    const sleeps: number[] = [];
    let calls = 0;
    const outcome = await withRetry(
      async () => {
        calls++;
        throw new ProviderError(kind, "no");
      },
      policy(3, sleeps),
      signal,
    );
    expect(calls).toBe(1);
    expect(outcome).toMatchObject({ ok: false, attempts: 1 });
    expect(sleeps).toEqual([]);
  });

  it("does not retry errors that are not provider errors (a 4xx is `fatal`, a bug is a bug)", async () => {
    let calls = 0;
    const outcome = await withRetry(
      async () => {
        calls++;
        throw new TypeError("bug");
      },
      policy(3, []),
      signal,
    );
    expect(calls).toBe(1);
    expect(outcome.ok).toBe(false);
  });

  it("caps the backoff ceiling and jitters over [0, ceiling)", () => {
    const p = policy(10, [], () => 0.999);
    expect(backoffDelay(0, p)).toBe(249);
    expect(backoffDelay(3, p)).toBe(1998);
    expect(backoffDelay(10, p)).toBe(7992);
    expect(backoffDelay(10, { ...p, random: () => 0 })).toBe(0);
  });

  it("stops waiting when the run is cancelled during a backoff", async () => {
    const controller = new AbortController();
    const outcome = await withRetry(
      async () => {
        controller.abort(new DOMException("stop", "AbortError"));
        throw new ProviderError("transient", "HTTP 502");
      },
      { retries: 3, baseMs: 1, capMs: 1 },
      controller.signal,
    );
    expect(outcome.ok).toBe(false);
    expect(outcome.attempts).toBe(1);
  });
});
