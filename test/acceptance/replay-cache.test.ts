/**
 * Record once, replay anywhere, never pay twice (issue 13): the built CLI against the Ollama
 * double, counting the chat calls the double received.
 */

import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withResponseCache } from "../../src/cache/cached-provider.js";
import {
  type CachedResponse,
  folderResponseStore,
  type ResponseStore,
} from "../../src/cache/response-store.js";
import { compareRuns } from "../../src/core/compare/compare-runs.js";
import type { JsonObject } from "../../src/core/json/value.js";
import type { RunResult } from "../../src/core/result/run-result.js";
import { runAgentLoop } from "../../src/core/run/agent-loop.js";
import { type ChatRequest, type ModelProvider, ProviderError } from "../../src/core/run/provider.js";
import { readRunResult } from "../../src/load/result-file.js";
import { type OllamaDouble, startOllamaDouble } from "../doubles/ollama-double.js";
import { type CliExit, runCli } from "../helpers/cli.js";
import { makeRun } from "../helpers/make-run.js";

const MODEL = "llama3.2:3b";

let dir: string;
let ollama: OllamaDouble;

function cli(args: string[]): Promise<CliExit> {
  return runCli(args, { cwd: dir, env: { ...process.env, NO_COLOR: "1" } });
}

const chats = (): number => ollama.bodies("/api/chat").length;
const result = (file: string): Promise<RunResult> => readRunResult(join(dir, file));

function suite(name: string, cases: Array<{ id: string; input: string; expected: string }>): string {
  return [
    `suite: ${name}`,
    "cases:",
    ...cases.flatMap((c) => [
      `  - id: ${c.id}`,
      "    type: exact",
      `    input: ${JSON.stringify(c.input)}`,
      `    expected: ${JSON.stringify(c.expected)}`,
      "    repeat: 2",
      "    tags: [smoke]",
    ]),
    "",
  ].join("\n");
}

const CASES = [
  { id: "refund-a", input: "say ok a", expected: "echo: say ok a" },
  { id: "refund-b", input: "say ok b", expected: "echo: say ok b" },
  { id: "greeting", input: "hello", expected: "echo: hello" },
];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-replay-"));
  ollama = await startOllamaDouble({ models: [{ name: MODEL }] });
  await writeFile(join(dir, "suite.yaml"), suite("support", CASES));
  const live = [`id: live`, "provider: ollama", `model: ${MODEL}`, `base_url: ${ollama.url}`];
  await writeFile(join(dir, "live.yaml"), `${live.join("\n")}\n`);
  await writeFile(join(dir, "cached.yaml"), `${[...live, "cache: cache"].join("\n")}\n`);
  await writeFile(join(dir, "replay.yaml"), "id: recorded\nprovider: replay\noutputs: results/base.json\n");
  await writeFile(join(dir, "replay-dir.yaml"), "id: recorded\nprovider: replay\noutputs: results\n");
}, 120_000);

afterAll(async () => {
  await ollama?.close();
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

describe("a result file is a replay source", () => {
  it("run → replay from its result file → compare passes, with no model call", async () => {
    const run = await cli(["run", "suite.yaml", "-c", "live.yaml", "-o", "results/base.json"]);
    expect(run.stderr).not.toContain("internal error");
    expect(run.code).toBe(0);
    expect(chats()).toBe(6);
    const before = chats();

    const replay = await cli(["run", "suite.yaml", "-c", "replay.yaml", "-o", "replayed/replay.json"]);
    expect(replay.code).toBe(0);
    expect(chats()).toBe(before);
    const base = await result("results/base.json");
    const replayed = await result("replayed/replay.json");
    expect(replayed.cases.map((c) => c.status)).toEqual(["pass", "pass", "pass"]);
    for (const [i, c] of replayed.cases.entries()) {
      c.repetitions.forEach((r, j) => {
        const original = base.cases[i]!.repetitions[j]!;
        expect(r).toMatchObject({
          output: original.output,
          duration_ms: original.duration_ms,
          duration_source: "recorded",
          provider_metadata: original.provider_metadata,
        });
      });
    }

    const compare = await cli(["compare", "results/base.json", "replayed/replay.json"]);
    expect(compare.stderr).toBe("");
    expect(compare.code).toBe(0);
    expect(chats()).toBe(before);
  }, 60_000);

  it("re-judges a changed check without a model call, from a file or a folder matched by suite", async () => {
    const before = chats();
    const changed = CASES.map((c) => (c.id === "refund-b" ? { ...c, expected: "something else" } : c));
    await writeFile(join(dir, "changed.yaml"), suite("support", changed));
    for (const config of ["replay.yaml", "replay-dir.yaml"]) {
      const out = `rejudged-${config}.json`;
      const replay = await cli(["run", "changed.yaml", "-c", config, "-o", out]);
      expect(replay.code).toBe(0);
      const run = await result(out);
      expect(run.cases.map((c) => [c.id, c.status])).toEqual([
        ["refund-a", "pass"],
        ["refund-b", "fail"],
        ["greeting", "pass"],
      ]);
    }
    expect(chats()).toBe(before);
  }, 60_000);

  it("replays the tool calls recorded in a result file", async () => {
    const base = await result("results/base.json");
    const first = base.cases[0]!;
    first.repetitions[0]!.evidence = { tool_calls: [{ name: "lookup", arguments: { id: 7n } }] };
    await mkdir(join(dir, "tools"), { recursive: true });
    const text = JSON.stringify(base, (_k, v) => (typeof v === "bigint" ? Number(v) : v));
    await writeFile(join(dir, "tools", "base.json"), text);
    await writeFile(
      join(dir, "tool-suite.yaml"),
      [
        "suite: support",
        "cases:",
        "  - id: refund-a",
        "    type: tool_call",
        "    input: x",
        "    tools: [{name: lookup, parameters: {type: object}}]",
        "    calls: [{name: lookup, arguments: {id: 7}}]",
        "",
      ].join("\n"),
    );
    await writeFile(join(dir, "replay-tools.yaml"), "id: r\nprovider: replay\noutputs: tools/base.json\n");
    const replay = await cli(["run", "tool-suite.yaml", "-c", "replay-tools.yaml", "-o", "tools/out.json"]);
    expect(replay.stderr).toContain("case ids not in suite 'support': refund-b, greeting");
    expect(replay.code).toBe(0);
    const run = await result("tools/out.json");
    expect(run.cases[0]!.status).toBe("pass");
    expect(run.cases[0]!.repetitions[0]!.evidence.tool_calls).toEqual([
      { name: "lookup", arguments: { id: 7 } },
    ]);
  }, 60_000);

  it("refuses a result written without outputs, naming the file (exit 2)", async () => {
    const base = await result("results/base.json");
    await writeFile(join(dir, "hashed.json"), JSON.stringify({ ...base, capture: "hash" }));
    await writeFile(join(dir, "replay-hashed.yaml"), "id: r\nprovider: replay\noutputs: hashed.json\n");
    const replay = await cli(["run", "suite.yaml", "-c", "replay-hashed.yaml", "-o", "x.json"]);
    expect(replay.code).toBe(2);
    expect(replay.stderr).toContain("hashed.json");
    expect(replay.stderr).toContain("capture 'hash'");
    expect(replay.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});

describe("the response cache", () => {
  it("a second identical run makes no chat call; one changed prompt makes exactly one", async () => {
    const start = chats();
    const cold = await cli(["run", "suite.yaml", "-c", "cached.yaml", "-o", "cold.json"]);
    expect(cold.code).toBe(0);
    expect(chats() - start).toBe(6);
    expect(cold.stderr).toContain("response cache: 0 of 6 model calls served from the cache");

    const warmStart = chats();
    const warm = await cli(["run", "suite.yaml", "-c", "cached.yaml", "-o", "warm.json"]);
    expect(warm.code).toBe(0);
    expect(chats()).toBe(warmStart);
    expect(warm.stderr).toContain("response cache: 6 of 6 model calls served from the cache");
    const coldRun = await result("cold.json");
    const warmRun = await result("warm.json");
    expect(warmRun.cases.map((c) => c.status)).toEqual(coldRun.cases.map((c) => c.status));
    for (const [i, c] of warmRun.cases.entries()) {
      c.repetitions.forEach((r, j) => {
        const original = coldRun.cases[i]!.repetitions[j]!;
        expect(original.duration_source).toBe("measured");
        expect(r.duration_source).toBe("cached");
        expect(r.output).toBe(original.output);
        expect(r.provider_metadata).toEqual(original.provider_metadata);
      });
    }

    const edited = CASES.map((c) => (c.id === "greeting" ? { ...c, input: "hi there" } : c));
    await writeFile(join(dir, "edited.yaml"), suite("support", edited));
    const oneStart = chats();
    // One case, one repetition changes: `--repeat 1` keeps the first repetition of each case.
    const one = await cli(["run", "edited.yaml", "-c", "cached.yaml", "-o", "edited.json", "--repeat", "1"]);
    expect(one.code).toBe(0);
    expect(chats() - oneStart).toBe(1);
    expect(ollama.bodies("/api/chat").at(-1)?.messages).toEqual([{ role: "user", content: "hi there" }]);
    const editedRun = await result("edited.json");
    expect(editedRun.cases.map((c) => c.repetitions[0]!.duration_source)).toEqual([
      "cached",
      "cached",
      "measured",
    ]);
  }, 60_000);

  it("--case and --tag select from the cache; --no-cache calls the model again", async () => {
    const start = chats();
    const single = await cli([
      "run",
      "suite.yaml",
      "-c",
      "cached.yaml",
      "-o",
      "one.json",
      "--case",
      "refund-*",
    ]);
    expect(single.code).toBe(0);
    expect(chats()).toBe(start);
    expect((await result("one.json")).cases.map((c) => c.id)).toEqual(["refund-a", "refund-b"]);
    const tagged = await cli([
      "run",
      "suite.yaml",
      "-c",
      "cached.yaml",
      "-o",
      "tag.json",
      "--case",
      "greet*",
      "--tag",
      "smoke",
    ]);
    expect(tagged.code).toBe(0);
    expect((await result("tag.json")).cases.map((c) => c.id)).toEqual(["greeting"]);
    expect(chats()).toBe(start);
    // The globs are part of the result's selection: a case they left out is named as such.
    expect((await result("one.json")).selection).toEqual({ tags: [], shard: null, cases: ["refund-*"] });
    expect((await result("tag.json")).selection).toEqual({ tags: ["smoke"], shard: null, cases: ["greet*"] });
    const left = compareRuns(await result("tag.json"), await result("one.json")).cases.find(
      (c) => c.id === "greeting",
    );
    expect(left).toMatchObject({
      category: "missing",
      reason: "not in the candidate run (not selected by --case refund-*)",
    });

    const none = await cli(["run", "suite.yaml", "-c", "cached.yaml", "-o", "none.json", "--case", "nope-*"]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("--case nope-* selects no case");

    const bypass = await cli(["run", "suite.yaml", "-c", "cached.yaml", "-o", "bypass.json", "--no-cache"]);
    expect(bypass.code).toBe(0);
    expect(chats() - start).toBe(6);
    expect(bypass.stderr).not.toContain("response cache:");
  }, 60_000);

  it("--cache DIR enables it for a config without cache:, as a plain folder of small files", async () => {
    const start = chats();
    await cli(["run", "suite.yaml", "-c", "live.yaml", "-o", "flag1.json", "--cache", "flag-cache"]);
    await cli(["run", "suite.yaml", "-c", "live.yaml", "-o", "flag2.json", "--cache", "flag-cache"]);
    expect(chats() - start).toBe(6);
    const files = await readdir(join(dir, "flag-cache"));
    expect(files.filter((f) => /^[0-9a-f]{64}\.json$/.test(f))).toHaveLength(6);
    const entry = JSON.parse(await readFile(join(dir, "flag-cache", files[0]!), "utf8"));
    expect(entry.format).toBe("modelgate.cache/v1");
  }, 60_000);

  it("a changed model digest calls the model for every request again", async () => {
    ollama.removeModel(MODEL);
    ollama.addModel({ name: MODEL, digest: "f".repeat(64) });
    try {
      const start = chats();
      const run = await cli(["run", "suite.yaml", "-c", "cached.yaml", "-o", "digest.json"]);
      expect(run.code).toBe(0);
      expect(chats() - start).toBe(6);
      const again = await cli(["run", "suite.yaml", "-c", "cached.yaml", "-o", "digest2.json"]);
      expect(again.code).toBe(0);
      expect(chats() - start).toBe(6);
    } finally {
      ollama.removeModel(MODEL);
      ollama.addModel({ name: MODEL });
    }
  }, 60_000);

  it("cached repetitions are never reported faster or slower", () => {
    const base = makeRun([{ id: "a", duration_ms: 1000 }]);
    const fast = makeRun([{ id: "a", reps: [{ duration_ms: 1, duration_source: "cached" }] }]);
    const slow = makeRun([{ id: "a", reps: [{ duration_ms: 99_000, duration_source: "cached" }] }]);
    for (const [b, c] of [
      [base, fast],
      [base, slow],
      [slow, base],
    ] as const) {
      const latency = compareRuns(b, c).cases[0]!.latency;
      expect(latency.slower).toBe(false);
      expect(latency.delta_ms).toBeNull();
    }
  });
});

describe("the cache decorator", () => {
  function memoryStore(): ResponseStore & { entries: Map<string, CachedResponse> } {
    const entries = new Map<string, CachedResponse>();
    return {
      entries,
      get: async (key) => entries.get(key) ?? null,
      put: async (key, response) => {
        entries.set(key, response);
      },
      prune: async () => ({ removed: 0, bytes: 0 }),
    };
  }
  const request = (content: string, options: JsonObject = {}): ChatRequest => ({
    model: MODEL,
    messages: [{ role: "user", content }],
    tools: [],
    options,
  });

  it("keys by repetition, seed and identity; a failed call gives its index back for the retry", async () => {
    let calls = 0;
    let fail = 1;
    const inner: ModelProvider = {
      prepare: async () => ({}),
      embed: async () => [],
      chat: async (req) => {
        calls++;
        if (fail-- > 0) throw new ProviderError("transient", "503");
        return { content: `${req.messages[0]!.content} #${calls}`, toolCalls: [], metadata: {} };
      },
    };
    const store = memoryStore();
    const signal = new AbortController().signal;
    const first = withResponseCache(inner, { store, identity: { digest: "a" } });
    await expect(first.chat(request("q"), signal)).rejects.toThrow("503");
    const replies = [await first.chat(request("q"), signal), await first.chat(request("q"), signal)];
    await first.chat(request("q", { seed: 2 }), signal);
    expect(store.entries.size).toBe(3);
    expect(first.stats()).toEqual({ hits: 0, misses: 3 });

    const second = withResponseCache(inner, { store, identity: { digest: "a" } });
    const again = [await second.chat(request("q"), signal), await second.chat(request("q"), signal)];
    expect(again.map((r) => r.content)).toEqual(replies.map((r) => r.content));
    expect(again.every((r) => r.cached !== undefined)).toBe(true);
    expect(second.stats()).toEqual({ hits: 2, misses: 0 });
    // A third repetition was never recorded: the model answers it.
    expect((await second.chat(request("q"), signal)).cached).toBeUndefined();

    const other = withResponseCache(inner, { store, identity: { digest: "b" } });
    expect((await other.chat(request("q"), signal)).cached).toBeUndefined();
  });

  it("caches a tool loop per turn: a tool that answers differently makes the next turn call the model", async () => {
    let calls = 0;
    const inner: ModelProvider = {
      prepare: async () => ({}),
      embed: async () => [],
      chat: async (req) => {
        calls++;
        const answered = req.messages.some((m) => m.role === "tool");
        return answered
          ? { content: `done after ${req.messages.at(-1)!.content}`, toolCalls: [], metadata: {} }
          : { content: "", toolCalls: [{ name: "maps__route", arguments: { to: "gate" } }], metadata: {} };
      },
    };
    const store = memoryStore();
    const signal = new AbortController().signal;
    const loop = async (answer: string) => {
      const provider = withResponseCache(inner, { store, identity: { digest: "a" } });
      const tools = { hosts: () => true, host: { call: async () => ({ content: answer, isError: false }) } };
      const request = { ...request0, tools: [{ name: "maps.route", description: "", parameters: {} }] };
      const outcome = await runAgentLoop(provider, request, tools, { maxTurns: 4, signal });
      return { content: outcome.content, stats: provider.stats() };
    };
    const request0 = request("route to the gate");
    expect(await loop("walk 5 min")).toEqual({
      content: "done after walk 5 min",
      stats: { hits: 0, misses: 2 },
    });
    expect(await loop("walk 5 min")).toEqual({
      content: "done after walk 5 min",
      stats: { hits: 2, misses: 0 },
    });
    // The live MCP server answers differently now: turn 1 is served, turn 2 asks the model.
    expect(await loop("drive 2 min")).toEqual({
      content: "done after drive 2 min",
      stats: { hits: 1, misses: 1 },
    });
    expect(calls).toBe(3);
  });

  it("prunes the least recently used entries down to its cap", async () => {
    const folder = join(dir, "prune");
    const store = folderResponseStore(folder, 1500);
    const reply = { reply: { content: "x".repeat(300), toolCalls: [], metadata: {} }, durationMs: 5 };
    const keys = ["a", "b", "c", "d", "e"].map((c) => c.repeat(64));
    for (const key of keys) {
      await store.put(key, reply, {});
      await new Promise((r) => setTimeout(r, 15));
    }
    expect(await store.get(keys[0]!)).not.toBeNull(); // used again: kept
    const pruned = await store.prune();
    expect(pruned.removed).toBeGreaterThan(0);
    expect(pruned.bytes).toBeLessThanOrEqual(1500);
    expect(await store.get(keys[0]!)).not.toBeNull();
    expect(await store.get(keys[1]!)).toBeNull();
  });
});

describe("a response cache that cannot be a folder", () => {
  it("is refused before any model call: --cache '' or a file, and a config's cache: naming a file", async () => {
    await writeFile(join(dir, "not-a-folder"), "x");
    await writeFile(
      join(dir, "cache-file.yaml"),
      `id: live\nprovider: ollama\nmodel: ${MODEL}\nbase_url: ${ollama.url}\ncache: not-a-folder\n`,
    );
    const before = chats();
    const empty = await cli(["run", "suite.yaml", "-c", "live.yaml", "-o", "c1.json", "--cache", ""]);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain(
      "--cache needs a folder, got an empty value (--no-cache runs without the cache)",
    );
    const file = await cli([
      "run",
      "suite.yaml",
      "-c",
      "live.yaml",
      "-o",
      "c2.json",
      "--cache",
      "not-a-folder",
    ]);
    expect(file.code).toBe(2);
    expect(file.stderr).toContain("--cache 'not-a-folder' is a file, not a folder for the response cache");
    const config = await cli(["run", "suite.yaml", "-c", "cache-file.yaml", "-o", "c3.json"]);
    expect(config.code).toBe(2);
    expect(config.stderr).toMatch(
      /cache-file\.yaml:5:8: field 'cache': response cache 'not-a-folder' is a file, not a folder/,
    );
    expect(chats()).toBe(before);
    await expect(readdir(dir)).resolves.not.toContain("c1.json");
  });
});
