import { describe, expect, it } from "vitest";
import { runPool } from "../../../../src/core/run/pool.js";

interface Deferred {
  resolve: () => void;
  index: number;
}

/** A fake async task whose completion the test controls; records the in-flight count. */
function harness() {
  const pending: Deferred[] = [];
  let inFlight = 0;
  const inFlightAtStart: number[] = [];
  const worker = (item: number, index: number): Promise<number> => {
    inFlight++;
    inFlightAtStart.push(inFlight);
    return new Promise<number>((resolve) => {
      pending.push({
        index,
        resolve: () => {
          inFlight--;
          resolve(item * 10);
        },
      });
    });
  };
  return { pending, worker, inFlight: () => inFlight, inFlightAtStart };
}

const flush = () => new Promise((r) => setImmediate(r));

describe("runPool", () => {
  it("keeps exactly `concurrency` tasks in flight while work remains, refilling without a timer", async () => {
    const h = harness();
    const items = Array.from({ length: 20 }, (_, i) => i);
    const done = runPool(items, h.worker, { concurrency: 4 });
    await flush();
    expect(h.inFlight()).toBe(4);
    let random = 7;
    while (h.pending.length > 0) {
      // complete a pseudo-random in-flight task; after microtasks only, a new one has started
      random = (random * 1103515245 + 12345) % 2 ** 31;
      const [next] = h.pending.splice(random % h.pending.length, 1);
      next!.resolve();
      await Promise.resolve();
      await Promise.resolve();
      await Promise.resolve();
      expect(h.inFlight()).toBe(h.pending.length);
      if (h.inFlightAtStart.length < 20) expect(h.inFlight()).toBe(4);
    }
    const results = await done;
    // results in input order whatever the completion order
    expect(results).toEqual(items.map((i) => i * 10));
    expect(Math.max(...h.inFlightAtStart)).toBe(4);
  });

  it("holds each group to its cap and starts items in index order", async () => {
    const started: number[] = [];
    const pending: Array<() => void> = [];
    let inFlightA = 0;
    let maxA = 0;
    const items = [0, 0, 0, 0, 1, 1, 1, 1];
    const done = runPool(
      items,
      (group, index) => {
        started.push(index);
        if (group === 0) maxA = Math.max(maxA, ++inFlightA);
        return new Promise<number>((resolve) =>
          pending.push(() => {
            if (group === 0) inFlightA--;
            resolve(index);
          }),
        );
      },
      { concurrency: 3, group: (g) => g, groupLimits: [2, 3] },
    );
    await flush();
    // group 0 is capped at 2, so the third slot goes to the first item of group 1
    expect(started).toEqual([0, 1, 4]);
    while (pending.length > 0) {
      pending.shift()!();
      await flush();
    }
    expect(await done).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(maxA).toBe(2);
  });

  it("resolves an empty list and rejects with the first error after in-flight tasks settle", async () => {
    expect(await runPool([], async () => 1, { concurrency: 3 })).toEqual([]);
    let settled = 0;
    const failing = runPool(
      [1, 2, 3, 4, 5],
      async (n) => {
        await flush();
        settled++;
        if (n === 2) throw new Error("boom");
        return n;
      },
      { concurrency: 2 },
    );
    await expect(failing).rejects.toThrow("boom");
    // items 1 and 2 ran, 3 started when 1 finished; nothing after the failure
    expect(settled).toBeLessThanOrEqual(3);
  });

  it("settles a worker's direct value on the spot, and lets the event loop run between long bursts", async () => {
    const items = Array.from({ length: 1000 }, (_, i) => i);
    let timerRanAt: number | undefined;
    let started = 0;
    setImmediate(() => {
      timerRanAt = started;
    });
    const results = await runPool(
      items,
      (n) => {
        started++;
        return n * 2;
      },
      { concurrency: 4 },
    );
    expect(results).toEqual(items.map((n) => n * 2));
    // a macrotask queued before the pool ran before its last item: the pool yielded
    expect(timerRanAt).toBeGreaterThan(0);
    expect(timerRanAt).toBeLessThan(1000);
  });

  it("mixes direct values and promises, keeping the cap and the input order", async () => {
    let inFlight = 0;
    let max = 0;
    const results = await runPool(
      [0, 1, 2, 3, 4, 5, 6, 7],
      (n) => {
        if (n % 2 === 0) return n;
        inFlight++;
        max = Math.max(max, inFlight);
        return flush().then(() => {
          inFlight--;
          return n;
        });
      },
      { concurrency: 2 },
    );
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(max).toBeLessThanOrEqual(2);
  });

  it("rejects when a worker throws synchronously", async () => {
    await expect(
      runPool(
        [1, 2],
        (n) => {
          if (n === 1) throw new Error("sync boom");
          return n;
        },
        { concurrency: 1 },
      ),
    ).rejects.toThrow("sync boom");
  });

  it("starts no further item once a worker has thrown synchronously", async () => {
    const started: number[] = [];
    await expect(
      runPool(
        Array.from({ length: 10 }, (_, i) => i),
        (n) => {
          started.push(n);
          if (n === 2) throw new Error("sync boom");
          return n;
        },
        { concurrency: 4 },
      ),
    ).rejects.toThrow("sync boom");
    expect(started).toEqual([0, 1, 2]);
  });
});
