import { getEventListeners } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { onAbort } from "../../../../src/core/run/abort-fanout.js";
import { withDeadline } from "../../../../src/core/run/deadline.js";
import type { ProviderError } from "../../../../src/core/run/provider.js";
import { abortableSleep } from "../../../../src/core/run/retry.js";

const warnings: Error[] = [];
const onWarning = (w: Error) => warnings.push(w);
process.on("warning", onWarning);
afterEach(() => {
  warnings.length = 0;
});

/** Lets a process warning (emitted on the next tick) arrive. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("calls in flight on one run signal", () => {
  it("64 at once hold one abort listener, none once they are done, and no warning is printed", async () => {
    const run = new AbortController();
    const gates: Array<() => void> = [];
    const calls = Array.from({ length: 64 }, () =>
      withDeadline(
        run.signal,
        60_000,
        () => new Promise<string>((resolve) => gates.push(() => resolve("ok"))),
      ),
    );
    expect(gates).toHaveLength(64);
    expect(getEventListeners(run.signal, "abort")).toHaveLength(1);
    for (const open of gates) open();
    expect(await Promise.all(calls)).toEqual(Array(64).fill("ok"));
    expect(getEventListeners(run.signal, "abort")).toHaveLength(0);
    await settle();
    expect(warnings.map((w) => w.name)).not.toContain("MaxListenersExceededWarning");
  });

  it("cancelling the run still ends every one of them as cancelled", async () => {
    const run = new AbortController();
    const calls = Array.from({ length: 20 }, () =>
      withDeadline(run.signal, null, () => new Promise<never>(() => {})).catch((e: ProviderError) => e.kind),
    );
    const sleeps = Array.from({ length: 20 }, () =>
      abortableSleep(60_000, run.signal).then(
        () => "slept",
        () => "woken",
      ),
    );
    expect(getEventListeners(run.signal, "abort")).toHaveLength(1);
    run.abort();
    expect(await Promise.all(calls)).toEqual(Array(20).fill("cancelled"));
    expect(await Promise.all(sleeps)).toEqual(Array(20).fill("woken"));
    await settle();
    expect(warnings.map((w) => w.name)).not.toContain("MaxListenersExceededWarning");
  });
});

describe("onAbort", () => {
  it("calls each subscription once, and not after it unsubscribed", () => {
    const controller = new AbortController();
    const calls: string[] = [];
    const record = () => calls.push("a");
    onAbort(controller.signal, record);
    const second = onAbort(controller.signal, record);
    const gone = onAbort(controller.signal, () => calls.push("gone"));
    gone();
    second();
    controller.abort();
    expect(calls).toEqual(["a"]);
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
  });
});
