import { describe, expect, it } from "vitest";
import {
  CheckCancelled,
  type CheckRegistry,
  type CustomCheck,
  type CustomCheckContext,
  DEFAULT_CHECK_TIMEOUT_MS,
} from "../../../../src/core/checks/custom.js";
import { evaluateCase, judgeExecution } from "../../../../src/core/checks/evaluate.js";
import { makeCase } from "../../../helpers/make-case.js";

const c = makeCase({
  id: "summary-length",
  tags: ["summary"],
  metadata: { owner: "support" },
  check: { type: "custom", check: "max_words", params: { limit: 3 } },
});

function registry(check: CustomCheck): CheckRegistry {
  return new Map([["max_words", check]]);
}

describe("custom check", () => {
  it("gives the check the case, the full output and the evidence", async () => {
    let seen: CustomCheckContext | undefined;
    const v = await evaluateCase(
      c,
      { output: "one two" },
      registry((ctx) => {
        seen = ctx;
        return true;
      }),
    );
    expect(v.status).toBe("pass");
    expect(seen).toEqual({
      case: {
        id: "summary-length",
        type: "custom",
        check: "max_words",
        params: { limit: 3 },
        tags: ["summary"],
        metadata: { owner: "support" },
      },
      output: "one two",
      evidence: {},
      signal: expect.any(AbortSignal),
    });
    expect(seen?.signal.aborted).toBe(false);
  });

  it("accepts booleans and {pass, reason, details}, sync or async", async () => {
    const maxWords: CustomCheck = async (ctx) => {
      const words = ctx.output.split(/\s+/).length;
      const limit = ctx.case.params.limit as number;
      return words > limit
        ? { pass: false, reason: `${words} words, limit is ${limit}`, details: { words } }
        : { pass: true };
    };
    const fail = await evaluateCase(c, { output: "a b c d" }, registry(maxWords));
    expect(fail).toMatchObject({ status: "fail", reason: "4 words, limit is 3", details: { words: 4 } });
    expect((await evaluateCase(c, { output: "a b" }, registry(maxWords))).status).toBe("pass");
    const no = await evaluateCase(
      c,
      { output: "" },
      registry(() => false),
    );
    expect(no).toMatchObject({ status: "fail", reason: "custom check 'max_words' failed" });
  });

  it("records a check that throws as error with its message", async () => {
    const v = await evaluateCase(
      c,
      { output: "" },
      registry(() => {
        throw new Error("limit missing");
      }),
    );
    expect(v).toMatchObject({ status: "error", reason: "custom check 'max_words' threw: limit missing" });
    const rejected = await evaluateCase(
      c,
      { output: "" },
      registry(() => Promise.reject(new Error("async boom"))),
    );
    expect(rejected.reason).toBe("custom check 'max_words' rejected: async boom");
  });

  it("records a check that returns something else as error saying what it returned", async () => {
    const bad = (value: unknown) => registry(() => value as boolean);
    expect((await evaluateCase(c, { output: "" }, bad("yes"))).reason).toBe(
      "custom check 'max_words' returned a string (\"yes\"); expected a boolean or {pass, reason?, details?}",
    );
    expect((await evaluateCase(c, { output: "" }, bad(undefined))).reason).toMatch(
      /returned undefined \(does the check return its answer\?\);/,
    );
    expect((await evaluateCase(c, { output: "" }, bad({ ok: true }))).reason).toMatch(
      /returned an object without a boolean 'pass'/,
    );
    const details = await evaluateCase(c, { output: "" }, bad({ pass: true, details: { when: new Date() } }));
    expect(details).toMatchObject({
      status: "error",
      reason: "custom check 'max_words' returned details that are not a JSON object",
    });
  });

  it("blames the check and its plugin when reading its result throws (a getter), or its thrown value cannot be shown", async () => {
    const fromPlugin = (check: () => unknown) =>
      registry(Object.assign(check as CustomCheck, { plugin: "./checks.mjs" }));
    const getter = await evaluateCase(
      c,
      { output: "" },
      fromPlugin(() => ({
        get pass(): boolean {
          throw new Error("getter");
        },
      })),
    );
    expect(getter).toMatchObject({
      status: "error",
      reason: "custom check 'max_words' (plugin './checks.mjs') threw: getter",
    });
    const unshowable = await evaluateCase(
      c,
      { output: "" },
      fromPlugin(() => {
        throw {
          toString() {
            throw new Error("no");
          },
        };
      }),
    );
    expect(unshowable.reason).toBe(
      "custom check 'max_words' (plugin './checks.mjs') threw: a value that cannot be shown as text",
    );
    const shape = await evaluateCase(
      c,
      { output: "" },
      fromPlugin(() => 42),
    );
    expect(shape.reason).toBe(
      "custom check 'max_words' (plugin './checks.mjs') returned a number (42); expected a boolean or {pass, reason?, details?}",
    );
  });

  it("is an error when no plugin registers the name", async () => {
    const v = await evaluateCase(c, { output: "" }, new Map());
    expect(v).toMatchObject({
      status: "error",
      reason: "unknown custom check 'max_words' (no plugin registers it)",
    });
  });
});

describe("a custom check's error reads as the check's, not the provider's", () => {
  const check = (fn: () => unknown, locate?: (e: unknown) => string | null) =>
    registry(Object.assign(fn as CustomCheck, { plugin: "./checks.mjs", ...(locate ? { locate } : {}) }));

  it("names the error's kind and where the plugin's locator places it", async () => {
    const v = await evaluateCase(
      c,
      { output: "" },
      check(
        () => {
          throw new TypeError("cannot read properties of undefined (reading 'limit')");
        },
        (e) => (e instanceof TypeError ? "checks/words.mjs:3:27" : null),
      ),
    );
    expect(v).toMatchObject({
      status: "error",
      reason:
        "custom check 'max_words' (plugin './checks.mjs') threw TypeError at checks/words.mjs:3:27: cannot read properties of undefined (reading 'limit')",
    });
  });

  it("says an async check rejected, and what its promise resolved to when that is no answer", async () => {
    const rejected = await evaluateCase(
      c,
      { output: "" },
      check(async () => {
        throw new RangeError("too far");
      }),
    );
    expect(rejected.reason).toBe(
      "custom check 'max_words' (plugin './checks.mjs') rejected RangeError: too far",
    );
    const resolved = await evaluateCase(
      c,
      { output: "" },
      check(async () => 7),
    );
    expect(resolved).toMatchObject({
      status: "error",
      reason:
        "custom check 'max_words' (plugin './checks.mjs') resolved to a number (7); expected a boolean or {pass, reason?, details?}",
    });
    const forgot = await evaluateCase(
      c,
      { output: "" },
      check(async () => undefined),
    );
    expect(forgot.reason).toBe(
      "custom check 'max_words' (plugin './checks.mjs') resolved to undefined (does the check return its answer?); expected a boolean or {pass, reason?, details?}",
    );
  });

  it("keeps the message on one line, masks secrets in it and cuts it", async () => {
    const v = await evaluateCase(
      c,
      { output: "" },
      check(() => {
        throw new Error(`fetch https://bot:hunter22@example.com failed\n${"x".repeat(1000)}`);
      }),
    );
    expect(v.status).toBe("error");
    expect(v.reason).not.toContain("hunter22");
    expect(v.reason).not.toContain("\n");
    expect(v.reason).toMatch(
      /^custom check 'max_words' \(plugin '\.\/checks\.mjs'\) threw: fetch https:\/\/bot:<redacted>@example\.com failed x+…$/,
    );
    expect(v.reason!.length).toBeLessThan(400);
  });

  it("survives a locator that throws or a value thrown that is no Error", async () => {
    const v = await evaluateCase(
      c,
      { output: "" },
      check(
        () => {
          throw "plain words";
        },
        () => {
          throw new Error("locator");
        },
      ),
    );
    expect(v.reason).toBe("custom check 'max_words' (plugin './checks.mjs') threw: plain words");
  });

  describe("deadline and cancellation", () => {
    const plugged = (check: (ctx: CustomCheckContext) => unknown): CheckRegistry =>
      new Map([["max_words", Object.assign(check as CustomCheck, { plugin: "./checks.mjs" })]]);

    it("gives `error` naming the check and plugin when the answer does not come within the deadline, and aborts ctx.signal", async () => {
      let signal: AbortSignal | undefined;
      const started = Date.now();
      const v = await judgeExecution(
        c,
        { output: "x" },
        plugged((ctx) => {
          signal = ctx.signal;
          return new Promise(() => {});
        }),
        { timeoutMs: 50 },
      );
      expect(v.status).toBe("error");
      expect(v.reason).toBe("custom check 'max_words' (plugin './checks.mjs') did not answer within 50 ms");
      expect(signal?.aborted).toBe(true);
      expect((signal?.reason as DOMException | undefined)?.name).toBe("TimeoutError");
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it("says whole seconds as seconds, and waits 30 s by default", async () => {
      expect(DEFAULT_CHECK_TIMEOUT_MS).toBe(30_000);
      const v = await judgeExecution(
        c,
        { output: "x" },
        plugged(() => new Promise(() => {})),
        {
          timeoutMs: 1000,
        },
      );
      expect(v.reason).toBe("custom check 'max_words' (plugin './checks.mjs') did not answer within 1 s");
    });

    it("stops waiting when the run is cancelled (CheckCancelled) and aborts ctx.signal with the run's reason", async () => {
      const run = new AbortController();
      let signal: AbortSignal | undefined;
      const judged = judgeExecution(
        c,
        { output: "x" },
        plugged((ctx) => {
          signal = ctx.signal;
          return new Promise(() => {});
        }),
        { signal: run.signal, timeoutMs: 60_000 },
      );
      const reason = new DOMException("interrupted by SIGTERM", "AbortError");
      setTimeout(() => run.abort(reason), 10);
      await expect(judged).rejects.toBeInstanceOf(CheckCancelled);
      expect(signal?.aborted).toBe(true);
      expect(signal?.reason).toBe(reason);
    });

    it("does not call the check when the run is already cancelled", async () => {
      const run = new AbortController();
      run.abort();
      let called = false;
      const judged = judgeExecution(
        c,
        { output: "x" },
        plugged(() => {
          called = true;
          return true;
        }),
        { signal: run.signal },
      );
      await expect(judged).rejects.toBeInstanceOf(CheckCancelled);
      expect(called).toBe(false);
    });

    it("takes an answer that comes in time, and ignores one that comes late", async () => {
      const quick = await judgeExecution(
        c,
        { output: "x" },
        plugged(() => new Promise((resolve) => setTimeout(() => resolve(true), 5))),
        { timeoutMs: 2000 },
      );
      expect(quick.status).toBe("pass");
      let settle: (v: boolean) => void = () => {};
      const late = await judgeExecution(
        c,
        { output: "x" },
        plugged(
          () =>
            new Promise<boolean>((resolve) => {
              settle = resolve;
            }),
        ),
        { timeoutMs: 20 },
      );
      settle(true);
      expect(late.status).toBe("error");
    });
  });
});
