// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${NAME} in configs is the syntax under test.
/**
 * Acceptance of `modelgate run` as an outsider sees it: the built CLI (`node dist/cli.js`) in a
 * child process, pointed through `base_url` at the Ollama double (running in this process) with
 * scripted answers and faults. Every assertion reads the result file the CLI wrote or the
 * requests the double received; nothing is imported from the engine but types.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CaseResult, RunResult } from "../../src/core/result/run-result.js";
import {
  type DoubleFault,
  type OllamaDouble,
  refusedUrl,
  startOllamaDouble,
} from "../doubles/ollama-double.js";
import { type CliExit, ensureCli, quietEnv, startCli } from "../helpers/cli.js";

const MODEL = "llama3.2:3b";

let dir: string;
let ollama: OllamaDouble | undefined;

// The CLI's default readiness wait is 10 s of real time that no setting shortens (its test pins
// the default): that run starts with the file and waits beside the other tests; its test, last
// in the file, reads the outcome.
let defaultWait: Promise<{ cwd: string; exit: CliExit; seconds: number }>;

beforeAll(async () => {
  ensureCli();
  dir = await mkdtemp(join(tmpdir(), "modelgate-acceptance-run-"));
  defaultWait = (async () => {
    const url = await refusedUrl();
    const cwd = await workspace(ONE_EXACT, liveConfig(url));
    const started = performance.now();
    const exit = await start(cwd, ["suite.yaml", "--config", "config.yaml", "--output", "out/result.json"])
      .done;
    return { cwd, exit, seconds: (performance.now() - started) / 1000 };
  })();
  // Awaited by its test; a rejection before then is not an unhandled one.
  defaultWait.catch(() => undefined);
}, 120_000);

afterAll(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

afterEach(async () => {
  await ollama?.close();
  ollama = undefined;
});

let counter = 0;

/** A fresh folder with the suite and config written into it. */
async function workspace(suite: string, config: string): Promise<string> {
  const folder = join(dir, `w${++counter}`);
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, "suite.yaml"), suite);
  await writeFile(join(folder, "config.yaml"), config);
  return folder;
}

function start(
  cwd: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): { child: ChildProcess; done: Promise<CliExit> } {
  return startCli(["run", ...args], { cwd, env: quietEnv(env) });
}

async function run(cwd: string, extra: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<CliExit> {
  const exit = await start(
    cwd,
    ["suite.yaml", "--config", "config.yaml", "--output", "out/result.json", ...extra],
    env,
  ).done;
  // Never a stack trace or an internal error, whatever the fault.
  expect(exit.stderr).not.toContain("internal error");
  expect(exit.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
  return exit;
}

async function result(cwd: string, name = "out/result.json"): Promise<RunResult> {
  return JSON.parse(await readFile(join(cwd, name), "utf8")) as RunResult;
}

function liveConfig(url: string, extra = ""): string {
  return `id: live\nprovider: ollama\nmodel: ${MODEL}\nbase_url: ${url}\npull: false\ntimeout_s: 2\nretries: 2\n${extra}`;
}

const ONE_EXACT = `suite: faults
cases:
  - id: greet
    type: exact
    input: Say ok.
    expected: ok
  - id: intent
    type: classification
    input: "My invoice is wrong."
    expected: billing
    labels: [billing, technical]
`;

function byId(run: RunResult, id: string): CaseResult {
  const found = run.cases.find((c) => c.id === id);
  if (found === undefined) throw new Error(`no case ${id} in the result`);
  return found;
}

/** Statuses that are not judgements never count as a pass or a failure (principle 3). */
function expectNoJudgement(run: RunResult): void {
  expect(run.summary.passed).toBe(0);
  expect(run.summary.failed).toBe(0);
  expect(run.summary.invalid).toBe(0);
  expect(run.summary.errors).toBe(run.summary.cases);
  for (const c of run.cases) {
    expect(c.pass_count).toBe(0);
    expect(c.judged_count).toBe(0);
    for (const r of c.repetitions) {
      expect(r.output).toBeNull();
      expect(r.evidence).toEqual({});
    }
  }
}

async function double(options: Parameters<typeof startOllamaDouble>[0] = {}): Promise<OllamaDouble> {
  ollama = await startOllamaDouble({
    responder: (body) => {
      const text = JSON.stringify(body.messages ?? "");
      return { content: text.includes("invoice") ? "billing" : "ok" };
    },
    ...options,
  });
  return ollama;
}

describe("section 10 failure semantics through the CLI", () => {
  it("a refused connection: every case unavailable, no call made, a bounded wait that says how to fix it", async () => {
    const url = await refusedUrl();
    const cwd = await workspace(ONE_EXACT, liveConfig(url, "ready_timeout_s: 1\n"));
    const exit = await run(cwd, ["--fail-on-failure"]);
    expect(exit.code).toBe(3);
    const r = await result(cwd);
    expectNoJudgement(r);
    for (const c of r.cases) {
      expect(c.status).toBe("unavailable");
      expect(c.repetitions[0]!.attempts).toBe(0);
      expect(c.repetitions[0]!.reason).toContain("refused the connection");
      expect(c.repetitions[0]!.reason).toContain("within 1 s");
    }
    expect(exit.stderr).toContain("ready_timeout_s");
  });

  it("a model that is not installed is pulled when pull is on, then the cases run", async () => {
    const o = await double({ responder: () => ({ content: "ok" }) });
    const cwd = await workspace(
      ONE_EXACT.split("  - id: intent")[0]!,
      liveConfig(o.url).replace(`model: ${MODEL}`, "model: qwen3:0.6b").replace("pull: false", "pull: true"),
    );
    const exit = await run(cwd);
    expect(exit.stderr).toContain("pull qwen3:0.6b");
    const r = await result(cwd);
    expect(r.cases[0]!.status).toBe("pass");
    expect(o.bodies("/api/pull")).toHaveLength(1);
    expect((r.runtime.provider as { models: Record<string, unknown> }).models).toHaveProperty("qwen3:0.6b");
  });

  // Each group of faults shares one `run` over one config per fault: every config names its own
  // model, and the double gives each model its fault, so each result file is that fault's run.
  describe.each([
    {
      group: "timeouts (one run, a config per fault)",
      name: "a %s past timeout_s: timeout, one attempt (timeouts are not retried)",
      faults: [
        ["stall", { kind: "stall" }],
        ["hang", { kind: "hang" }],
      ] as Array<[string, DoubleFault, ...unknown[]]>,
      extra: "timeout_s: 0.5",
      times: undefined,
      code: 3,
      check(r: RunResult) {
        expectNoJudgement(r);
        for (const c of r.cases) {
          expect(c.status).toBe("timeout");
          expect(c.repetitions[0]!.attempts).toBe(1);
          expect(c.repetitions[0]!.reason).toMatch(/timed out|did not finish/);
        }
      },
    },
    {
      group: "faults every time (one run, a config per fault)",
      name: "%s every time: retried `retries` times, then error with the cause",
      faults: [
        ["503", { kind: "status", status: 503 }, "server busy"],
        [
          "500 with a text body",
          { kind: "status", status: 500, body: "boom", contentType: "text/plain" },
          "boom",
        ],
        ["reset", { kind: "reset" }, "broke"],
        ["cut stream", { kind: "cut" }, "/api/chat"],
        ["error line mid-stream", { kind: "error-line", message: "runner crashed" }, "runner crashed"],
      ] as Array<[string, DoubleFault, ...unknown[]]>,
      extra: "",
      times: undefined,
      code: 3,
      check(r: RunResult, cause: unknown, chats: number) {
        expectNoJudgement(r);
        for (const c of r.cases) {
          const rep = c.repetitions[0]!;
          expect(c.status).toBe("error");
          expect(rep.attempts).toBe(3);
          expect(rep.reason).toContain("after 3 attempts");
          expect(rep.reason).toContain(cause);
          expect(rep.error).toContain(cause);
        }
        expect(chats).toBe(6);
      },
    },
    {
      group: "faults once (one run, a config per fault)",
      name: "%s once: the retry succeeds and the case is judged on the good answer",
      faults: [
        ["503", { kind: "status", status: 503 }],
        ["reset", { kind: "reset" }],
        ["cut stream", { kind: "cut" }],
      ] as Array<[string, DoubleFault, ...unknown[]]>,
      extra: "retries: 1",
      times: 1,
      code: 0,
      check(r: RunResult) {
        expect(r.summary).toMatchObject({ cases: 2, passed: 2, failed: 0, errors: 0 });
        expect(r.cases.map((c) => c.repetitions[0]!.attempts).sort()).toEqual([1, 2]);
      },
    },
  ])("$group", ({ name, faults, extra, times, code, check }) => {
    let cwd: string;
    let exit: CliExit;
    let group: OllamaDouble;
    const model = (i: number) => `fault${i}:latest`;

    beforeAll(async () => {
      group = await startOllamaDouble({
        models: faults.map((_f, i) => ({ name: model(i) })),
        responder: (body) => ({
          content: JSON.stringify(body.messages ?? "").includes("invoice") ? "billing" : "ok",
        }),
      });
      for (const [i, [, fault]] of faults.entries()) {
        group.inject({
          ...fault,
          endpoint: "/api/chat",
          model: model(i),
          ...(times === undefined ? {} : { times }),
        });
      }
      cwd = await workspace(ONE_EXACT, "");
      const configs: string[] = [];
      for (const [i] of faults.entries()) {
        let config = liveConfig(group.url)
          .replace(`model: ${MODEL}`, `model: ${model(i)}`)
          .replace("id: live", `id: f${i}`);
        if (extra !== "") config = config.replace(`${extra.split(":")[0]}: 2`, extra);
        await writeFile(join(cwd, `f${i}.yaml`), config);
        configs.push("--config", `f${i}.yaml`);
      }
      exit = await start(cwd, ["suite.yaml", ...configs, "--output-dir", "out", "--fail-on-failure"]).done;
    }, 60_000);

    afterAll(async () => {
      await group?.close();
    });

    it.each(faults.map((f, i) => [...f, i] as const))(name, async (_name, _fault, ...rest) => {
      const i = rest.at(-1) as number;
      expect(exit.stderr).not.toContain("internal error");
      expect(exit.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
      expect(exit.code, exit.stderr).toBe(code);
      const r = await result(cwd, `out/faults--f${i}.json`);
      const chats = group.bodies("/api/chat").filter((b) => b.model === model(i)).length;
      check(r, rest[0], chats);
    });
  });

  // Answers that are never retried share one `run` over one config per answer, as the fault
  // groups below do: each config names its own model, and the double answers each model its way.
  describe("answers that are not retried (one run, a config per answer)", () => {
    const GONE = "gone:latest";
    const REFUSING = "refusing:latest";
    let cwd: string;
    let exit: CliExit;
    let o: OllamaDouble;

    beforeAll(async () => {
      o = await startOllamaDouble({
        models: [{ name: GONE }, { name: REFUSING }],
        responder: () => ({ content: "ok" }),
      });
      o.inject({
        kind: "status",
        status: 404,
        body: `{"error":"model '${GONE}' not found"}`,
        endpoint: "/api/chat",
        model: GONE,
      });
      o.inject({
        kind: "status",
        status: 400,
        body: JSON.stringify({ error: `registry.ollama.ai/library/${REFUSING} does not support tools` }),
        endpoint: "/api/chat",
        model: REFUSING,
      });
      cwd = await workspace(ONE_EXACT, "");
      const models = { missing: "qwen3:0.6b", gone: GONE, refusing: REFUSING };
      const configs: string[] = [];
      for (const [id, model] of Object.entries(models)) {
        const config = liveConfig(o.url)
          .replace(`model: ${MODEL}`, `model: ${model}`)
          .replace("id: live", `id: ${id}`);
        await writeFile(join(cwd, `${id}.yaml`), config);
        configs.push("--config", `${id}.yaml`);
      }
      exit = await start(cwd, ["suite.yaml", ...configs, "--output-dir", "out"]).done;
    }, 60_000);

    afterAll(async () => {
      await o?.close();
    });

    /** The result of one config, after the checks every run of this file makes. */
    async function resultOf(id: string): Promise<RunResult> {
      // Never a stack trace or an internal error, whatever the fault.
      expect(exit.stderr).not.toContain("internal error");
      expect(exit.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
      return result(cwd, `out/faults--${id}.json`);
    }

    const chatsOf = (model: string) => o.bodies("/api/chat").filter((b) => b.model === model);

    it("a model that is not installed: unavailable with the pull hint when pull is off", async () => {
      const r = await resultOf("missing");
      expectNoJudgement(r);
      expect(r.cases.map((c) => c.status)).toEqual(["unavailable", "unavailable"]);
      expect(r.cases[0]!.repetitions[0]!.reason).toContain("ollama pull qwen3:0.6b");
      expect(chatsOf("qwen3:0.6b")).toEqual([]);
    });

    it("404 during the run (the model went away): unavailable, not retried", async () => {
      const r = await resultOf("gone");
      expectNoJudgement(r);
      for (const c of r.cases) {
        expect(c.status).toBe("unavailable");
        expect(c.repetitions[0]!.attempts).toBe(1);
        expect(c.repetitions[0]!.reason).toContain("not found");
      }
      expect(chatsOf(GONE)).toHaveLength(2);
    });

    it("400: error with the server's message, one attempt", async () => {
      const r = await resultOf("refusing");
      expectNoJudgement(r);
      for (const c of r.cases) {
        expect(c.status).toBe("error");
        expect(c.repetitions[0]!.attempts).toBe(1);
        expect(c.repetitions[0]!.reason).toContain("does not support tools");
        expect(c.repetitions[0]!.reason).toContain("400");
      }
    });
  });

  it("a model without tool support rejects tools with 400: error, never a failed check", async () => {
    const o = await double({ models: [{ name: MODEL, capabilities: ["completion"] }] });
    const suite = `suite: tools
cases:
  - id: lookup
    type: tool_call
    input: Look up order 7730.
    tools: [{name: lookup_order, parameters: {type: object, properties: {order_id: {type: string}}}}]
    expected: {name: lookup_order, arguments: {order_id: "7730"}}
`;
    const cwd = await workspace(suite, liveConfig(o.url));
    await run(cwd);
    const r = await result(cwd);
    expectNoJudgement(r);
    expect(r.cases[0]!.status).toBe("error");
    expect(r.cases[0]!.repetitions[0]!.reason).toContain("does not support tools");
  });
});

describe("what reaches Ollama, and what the result records", () => {
  const SUITE = `suite: wire
cases:
  - id: lookup
    type: tool_call
    input: Look up order 7730.
    tools:
      - name: lookup_order
        description: Find an order
        parameters: {type: object, properties: {order_id: {type: string}}, required: [order_id]}
    expected: {name: lookup_order, arguments: {order_id: "7730"}}
  - id: lookup-number
    type: tool_call
    input: Look up order 7731.
    tools: [{name: lookup_order, parameters: {type: object}}]
    expected: {name: lookup_order, arguments: {order_id: "7731"}}
  - id: ticket
    type: json
    input: Extract the ticket.
    format:
      type: object
      properties: {priority: {type: string, enum: [low, high]}, id: {type: integer}}
      required: [priority, id]
    schema: {type: object, required: [priority]}
    expected: {priority: high, id: 12345678901234567890}
    generation: {temperature: 0, top_k: 5}
  - id: flaky
    type: exact
    input: Say ok (flaky).
    expected: ok
    repeat: 3
    min_pass: 2
  - id: mostly-wrong
    type: exact
    input: Say ok (mostly wrong).
    expected: ok
    repeat: 3
    min_pass: 2
`;

  async function wired(): Promise<{ o: OllamaDouble; cwd: string }> {
    const o = await double({
      responder: (body, ctx) => {
        const prompt = JSON.stringify(body.messages);
        if (prompt.includes("7730"))
          return { tool_calls: [{ name: "lookup_order", arguments: { order_id: "7730" } }] };
        if (prompt.includes("7731"))
          return { tool_calls: [{ name: "lookup_order", arguments: { order_id: 7731 } }] };
        if (prompt.includes("ticket")) return { content: '{"id": 12345678901234567890, "priority": "high"}' };
        if (prompt.includes("mostly wrong")) return { content: ctx.index % 3 === 0 ? "ok" : "nope" };
        return { content: "ok" };
      },
    });
    const cwd = await workspace(
      SUITE,
      liveConfig(o.url, "options: {temperature: 0.8, seed: 42, num_ctx: 4096}\nconcurrency: 1\n"),
    );
    return { o, cwd };
  }

  it("tools go natively, format as given, options merged inside `options`; evidence and verdicts follow", async () => {
    const { o, cwd } = await wired();
    const exit = await run(cwd, ["--fail-on-failure"]);
    expect(exit.code).toBe(1);
    const bodies = o.bodies("/api/chat");
    const lookup = bodies.find((b) => JSON.stringify(b.messages).includes("7730"))!;
    expect(lookup.tools).toEqual([
      {
        type: "function",
        function: {
          name: "lookup_order",
          description: "Find an order",
          parameters: {
            type: "object",
            properties: { order_id: { type: "string" } },
            required: ["order_id"],
          },
        },
      },
    ]);
    expect(lookup.options).toEqual({ temperature: 0.8, seed: 42, num_ctx: 4096 });
    expect(lookup.stream).toBe(true);
    const ticket = bodies.find((b) => JSON.stringify(b.messages).includes("ticket"))!;
    expect(ticket.format).toEqual({
      type: "object",
      properties: { priority: { type: "string", enum: ["low", "high"] }, id: { type: "integer" } },
      required: ["priority", "id"],
    });
    // config options overridden key by key by the case's generation, all inside `options`
    expect(ticket.options).toEqual({ temperature: 0, seed: 42, num_ctx: 4096, top_k: 5 });
    for (const body of bodies) {
      for (const key of ["temperature", "seed", "num_ctx", "top_k"]) expect(body).not.toHaveProperty(key);
    }

    const r = await result(cwd);
    const lookupResult = byId(r, "lookup");
    expect(lookupResult.status).toBe("pass");
    expect(lookupResult.repetitions[0]!.evidence.tool_calls).toEqual([
      { name: "lookup_order", arguments: { order_id: "7730" } },
    ]);
    const wrongType = byId(r, "lookup-number");
    expect(wrongType.status).toBe("fail");
    expect(wrongType.repetitions[0]!.reason).toContain('order_id: 7731 (expected "7731")');
    // a big integer compared exactly, member order ignored
    expect(byId(r, "ticket").status).toBe("pass");
    const flaky = byId(r, "flaky");
    expect(flaky).toMatchObject({ status: "pass", repeat: 3, min_pass: 2, pass_count: 3, judged_count: 3 });
    const wrong = byId(r, "mostly-wrong");
    expect(wrong).toMatchObject({ status: "fail", repeat: 3, min_pass: 2, pass_count: 1, judged_count: 3 });
    expect(wrong.repetitions.map((x) => x.status)).toEqual(["pass", "fail", "fail"]);
    expect(r.summary).toMatchObject({ cases: 5, passed: 3, failed: 2, invalid: 0, errors: 0 });
    // token counts and durations the provider reported are kept
    expect(lookupResult.repetitions[0]!.provider_metadata).toHaveProperty("eval_count");
    expect(r.runtime.provider).toMatchObject({ ollama_version: "0.12.6" });
  });

  it.each(["hash", "none"] as const)("--capture %s: no output text anywhere in the file", async (mode) => {
    const secretOutput = "zebra-quartz-7 says billing";
    const o = await double({ responder: () => ({ content: secretOutput }) });
    const suite = `suite: capture
cases:
  - id: exact-fails
    type: exact
    input: x
    expected: ok
  - id: contains-passes
    type: contains
    input: y
    expected: zebra
  - id: json-invalid
    type: json
    input: z
  - id: regex-fails
    type: regex
    input: w
    pattern: "^ok$"
`;
    const cwd = await workspace(suite, liveConfig(o.url));
    await run(cwd, ["--capture", mode]);
    const text = await readFile(join(cwd, "out/result.json"), "utf8");
    expect(text).not.toContain("zebra-quartz");
    expect(text).not.toContain("quartz");
    const r = JSON.parse(text) as RunResult;
    expect(r.capture).toBe(mode);
    // the verdicts are computed from the full output all the same
    expect(r.cases.map((c) => c.status)).toEqual(["fail", "pass", "invalid", "fail"]);
    for (const c of r.cases) {
      const rep = c.repetitions[0]!;
      expect(rep.output).toBeNull();
      if (mode === "hash") expect(rep.output_sha256).toMatch(/^[0-9a-f]{64}$/);
      else expect(rep.output_sha256).toBeNull();
    }
  });

  it("secrets from the environment reach Ollama but appear nowhere in the result file", async () => {
    const token = "tok-9f8e7d6c5b4a";
    const o = await double();
    const cwd = await workspace(
      ONE_EXACT,
      liveConfig(
        o.url,
        "headers:\n  Authorization: Bearer ${TOKEN}\n  X-Auth: ${TOKEN}\n  X-Team: support\n",
      ),
    );
    const exit = await run(cwd, [], { TOKEN: token });
    expect(exit.stdout + exit.stderr).not.toContain(token);
    // the double saw the credential: it was used, not dropped
    const chat = o.requests.find((q) => q.path === "/api/chat")!;
    expect(chat.headers.authorization).toBe(`Bearer ${token}`);
    expect(chat.headers["x-auth"]).toBe(token);
    const text = await readFile(join(cwd, "out/result.json"), "utf8");
    expect(text).not.toContain(token);
    expect(text).not.toContain("9f8e7d");
    const r = JSON.parse(text) as RunResult;
    expect(r.summary.passed).toBe(2);
    // a credential header and one from the environment are secrets; a plain literal is configuration
    expect(r.config.settings.headers).toEqual({
      Authorization: "<redacted>",
      "X-Auth": "<redacted>",
      "X-Team": "support",
    });
  });

  it("--tag runs only the tagged cases; the double sees only their calls", async () => {
    const o = await double();
    const suite = `suite: tags
cases:
  - id: a
    type: exact
    input: one
    expected: ok
    tags: [smoke]
  - id: b
    type: exact
    input: two
    expected: ok
  - id: c
    type: exact
    input: three
    expected: ok
    tags: [nightly, smoke]
`;
    const cwd = await workspace(suite, liveConfig(o.url));
    await run(cwd, ["--tag", "smoke"]);
    const r = await result(cwd);
    expect(r.cases.map((c) => c.id)).toEqual(["a", "c"]);
    expect(r.selection).toEqual({ tags: ["smoke"], shard: null });
    expect(o.bodies("/api/chat")).toHaveLength(2);
  });

  it("--shard 1/2 and 2/2 cover the suite exactly once, in suite order", async () => {
    const o = await double();
    const ids = Array.from({ length: 12 }, (_, i) => `case-${i}`);
    const suite = `suite: shards\ncases:\n${ids.map((id) => `  - {id: ${id}, type: exact, input: "${id}", expected: ok}\n`).join("")}`;
    const cwd = await workspace(suite, liveConfig(o.url));
    const parts: string[][] = [];
    for (const shard of ["1/2", "2/2"]) {
      await start(cwd, ["suite.yaml", "-c", "config.yaml", "-o", `out/${shard[0]}.json`, "--shard", shard])
        .done;
      const r = await result(cwd, `out/${shard[0]}.json`);
      expect(r.selection.shard).toEqual({ index: Number(shard[0]), count: 2 });
      parts.push(r.cases.map((c) => c.id));
    }
    expect(parts[0]!.length).toBeGreaterThan(0);
    expect(parts[1]!.length).toBeGreaterThan(0);
    expect([...parts[0]!, ...parts[1]!].sort()).toEqual([...ids].sort());
    for (const part of parts) expect(part).toEqual(ids.filter((id) => part.includes(id)));
    expect(o.bodies("/api/chat")).toHaveLength(12);
  });

  it("keeps `concurrency` calls in flight and never more", async () => {
    const o = await double({ latencyMs: 150 });
    const ids = Array.from({ length: 12 }, (_, i) => `c${i}`);
    const suite = `suite: load\ncases:\n${ids.map((id) => `  - {id: ${id}, type: exact, input: "${id}", expected: ok}\n`).join("")}`;
    const cwd = await workspace(suite, liveConfig(o.url, "concurrency: 4\n"));
    await run(cwd);
    expect(o.stats.maxActive).toBe(4);
    expect((await result(cwd)).summary.passed).toBe(12);
  });

  it("64 calls in flight print no MaxListenersExceededWarning (one abort listener for them all)", async () => {
    const o = await double({ latencyMs: 300 });
    const ids = Array.from({ length: 64 }, (_, i) => `c${i}`);
    const suite = `suite: load\ncases:\n${ids.map((id) => `  - {id: ${id}, type: exact, input: "${id}", expected: ok}\n`).join("")}`;
    const cwd = await workspace(suite, liveConfig(o.url, "concurrency: 64\n"));
    const exit = await run(cwd);
    expect(exit.code, exit.stderr).toBe(0);
    expect(o.stats.maxActive).toBe(64);
    expect(exit.stderr).not.toContain("MaxListenersExceededWarning");
  });
});

describe("interruption and broken inputs", () => {
  it("SIGINT mid-run: exit 130, completed cases kept, the rest cancelled, no temporary file left", async () => {
    const o = await double({ latencyMs: 300, parallel: 1 });
    const ids = Array.from({ length: 6 }, (_, i) => `c${i}`);
    const suite = `suite: sigint\ncases:\n${ids.map((id) => `  - {id: ${id}, type: exact, input: "${id}", expected: ok}\n`).join("")}`;
    const cwd = await workspace(suite, liveConfig(o.url, "concurrency: 1\n"));
    const { child, done } = start(cwd, ["suite.yaml", "-c", "config.yaml", "-o", "out/result.json"]);
    while ((o.stats.byEndpoint["/api/chat"] ?? 0) < 2) await new Promise((r) => setTimeout(r, 10));
    child.kill("SIGINT");
    const exit = await done;
    expect(exit.code).toBe(130);
    const r = await result(cwd);
    expect(r.cancelled).toBe(true);
    expect(r.cases.map((c) => c.id)).toEqual(ids);
    expect(r.cases[0]!.status).toBe("pass");
    expect(r.cases.at(-1)!.status).toBe("cancelled");
    for (const c of r.cases.filter((x) => x.status === "cancelled")) {
      expect(c.repetitions[0]!.error).toBeNull();
      expect(c.pass_count).toBe(0);
    }
    // cancelled cases are not failures
    expect(r.summary.failed).toBe(0);
    expect(await readdir(join(cwd, "out"))).toEqual(["result.json"]);
  });

  it.each([
    ["a broken config", "id: live\nprovider: olama\nmodel: m\n", "provider"],
    [
      "an unset variable",
      "id: live\nprovider: ollama\nmodel: m\nheaders: {Authorization: 'Bearer ${NOPE_UNSET_VAR}'}\n",
      "NOPE_UNSET_VAR",
    ],
  ])("%s: exit 2, the problem located, nothing written", async (_name, config, needle) => {
    const cwd = await workspace(ONE_EXACT, config);
    const exit = await run(cwd);
    expect(exit.code).toBe(2);
    expect(exit.stderr).toMatch(/config\.yaml:\d+:\d+: /);
    expect(exit.stderr).toContain(needle);
    expect(existsSync(join(cwd, "out"))).toBe(false);
  });

  it("a broken recorded file: exit 2, every problem with its case id, nothing written", async () => {
    const cwd = await workspace(ONE_EXACT, "id: replayed\nprovider: replay\noutputs: recorded.json\n");
    await writeFile(
      join(cwd, "recorded.json"),
      '{\n  "outputs": {\n    "greet": 42,\n    "intent": {"outptu": "billing"}\n  }\n}\n',
    );
    const exit = await run(cwd);
    expect(exit.code).toBe(2);
    expect(exit.stderr).toContain("recorded.json:3:14: case 'greet'");
    expect(exit.stderr).toContain("recorded.json:4:16: case 'intent': field 'outptu'");
    expect(exit.stderr).not.toContain(cwd);
    expect(existsSync(join(cwd, "out"))).toBe(false);
  });

  it("a broken suite next to a broken config: both reported, nothing written", async () => {
    const cwd = await workspace(
      "suite: s\ncases:\n  - id: a\n    type: exact\n    inptu: x\n    expected: y\n",
      "id: live\nprovider: ollama\nmodle: m\n",
    );
    const exit = await run(cwd);
    expect(exit.code).toBe(2);
    expect(exit.stderr).toContain("suite.yaml:5:5: case 'a': field 'inptu'");
    expect(exit.stderr).toContain("config.yaml:3:1: field 'modle'");
    expect(existsSync(join(cwd, "out"))).toBe(false);
  });
});

describe("where the result goes", () => {
  it("an --output that is a directory: exit 2 before any model call, nothing written", async () => {
    const o = await double();
    const cwd = await workspace(ONE_EXACT, liveConfig(o.url));
    await mkdir(join(cwd, "out", "result.json"), { recursive: true });
    const exit = await run(cwd);
    expect(exit.code).toBe(2);
    expect(exit.stderr).toContain("it is a directory");
    expect(o.bodies("/api/chat")).toEqual([]);
    expect(await readdir(join(cwd, "out", "result.json"))).toEqual([]);
  });

  it("an --output-dir entry that is a directory: the same", async () => {
    const o = await double();
    const cwd = await workspace(ONE_EXACT, liveConfig(o.url));
    await mkdir(join(cwd, "results", "faults--live.json"), { recursive: true });
    const exit = await start(cwd, ["suite.yaml", "-c", "config.yaml", "--output-dir", "results"]).done;
    expect(exit.code).toBe(2);
    expect(exit.stderr).toContain("faults--live.json: it is a directory");
    expect(exit.stderr).not.toContain("internal error");
    expect(o.bodies("/api/chat")).toEqual([]);
  });
});

describe("the default readiness wait (its run started with the file)", () => {
  it("a refused connection without ready_timeout_s: the CLI waits a bounded 10 s, not a minute", async () => {
    const { cwd, exit, seconds } = await defaultWait;
    // The process itself took about the 10 s: not a minute, and not less than it waited.
    expect(seconds).toBeGreaterThanOrEqual(9.5);
    expect(seconds).toBeLessThan(40);
    // Never a stack trace or an internal error, whatever the fault.
    expect(exit.stderr).not.toContain("internal error");
    expect(exit.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
    // No case could execute: exit 3 (issue 14), the result still written.
    expect(exit.code).toBe(3);
    const r = await result(cwd);
    expectNoJudgement(r);
    expect(r.cases[0]!.repetitions[0]!.reason).toContain("did not become ready within 10 s");
  }, 30_000);
});
