import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ChatBody,
  type ChatScript,
  digestOf,
  type ModelSpec,
  type OllamaEmulator,
  offeredTool,
  type ScriptedReply,
  startIndependentOllama,
  trigramEmbedding,
} from "../doubles/independent-ollama.js";
import { bundledServer } from "../helpers/bundled-server.js";

/*
 * Independent acceptance test of agents and grounding (PRODUCT 4.3, 4.4, 5, 6): a calendar MCP
 * server and an Ollama emulator written for this file alone, `modelgate run` twice through the
 * bundled CLI and `compare --format json`, asserting evidence, categories and lifecycle.
 */

const ROOT = resolve(import.meta.dirname, "../..");
const CLI = join(ROOT, "dist", "cli.cjs");
const SERVER_SOURCE = join(ROOT, "test", "fixtures", "independent", "mcp-server.mjs");
/** The stdio server as the suites start it: the same module bundled (half its start-up CPU). */
let SERVER = SERVER_SOURCE;

interface HttpCalendar {
  url: string;
  stats: { opened: number; deleted: number; calls: string[] };
  close(): Promise<void>;
}

interface HttpOptions {
  dieOn?: string;
  token?: string;
}

const FIND = /free calendar slot/;
const BOOK = /Books a calendar slot/;
const DATE = "2026-03-02";
const SLOT = `${DATE}T09:00/30m`;
const SAFE_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/** An /api/embed request that embeds text: not the load request (no input) sent before timing. */
const embedsText = (r: { path: string; body?: unknown }): boolean =>
  r.path === "/api/embed" &&
  !(
    Array.isArray((r.body as { input?: unknown })?.input) &&
    (r.body as { input: unknown[] }).input.length === 0
  );

// ---------------------------------------------------------------------------------------------
// The scripted models

function lastUser(body: ChatBody): string {
  return [...body.messages].reverse().find((m) => m.role === "user")?.content ?? "";
}

/** A rag prompt: answer from the first document the prompt carries. */
function groundedAnswer(body: ChatBody): ScriptedReply | null {
  const user = lastUser(body);
  if (!user.includes("Question:")) return null;
  const first = /\[([^\]\n]+)\]\n[^\n]*?line (\S+)/.exec(user);
  return { content: first ? `Take line ${first[2]} (source: ${first[1]}).` : "I do not know." };
}

/**
 * Model A books every appointment the same way: find_slot, then book the slot the server handed
 * out, then answer. Model B follows the `variant:` the prompt names.
 */
function agent(kind: "a" | "b"): ChatScript {
  return (body) => {
    const grounded = groundedAnswer(body);
    if (grounded !== null) return grounded;
    const find = offeredTool(body, FIND);
    const book = offeredTool(body, BOOK);
    if (find === undefined || book === undefined) return { content: "I have no calendar tools." };
    const results = body.messages.filter((m) => m.role === "tool");
    const turn = results.length;
    const variant = kind === "a" ? "same" : (/variant: (\w+)/.exec(lastUser(body))?.[1] ?? "same");
    if (variant === "order") {
      if (turn === 0)
        return { calls: [{ name: book, arguments: { slot_id: "first-free", title: "Dentist" } }] };
      if (turn === 1) return { calls: [{ name: find, arguments: { date: DATE, duration_min: 30 } }] };
      return { content: "Booked Dentist on 2026-03-02 at 09:00." };
    }
    if (variant === "string") {
      if (turn === 0) return { calls: [{ name: find, arguments: { date: DATE, duration_min: "30" } }] };
      return { content: "I could not find a free slot." };
    }
    if (turn === 0) return { calls: [{ name: find, arguments: { date: DATE, duration_min: 30 } }] };
    if (turn === 1) {
      const slot = (JSON.parse(results[0]!.content) as { slot_id: string }).slot_id;
      if (variant === "malformed") {
        return { calls: [{ name: book, arguments: `{"slot_id": "${slot}", "title": "Dentist"` }] };
      }
      const title = variant === "title" ? "Dentist appointment" : "Dentist";
      return { calls: [{ name: book, arguments: { slot_id: slot, title } }] };
    }
    return {
      content:
        variant === "reworded"
          ? "Your dentist appointment is booked for 09:00 on 2026-03-02."
          : "Booked Dentist on 2026-03-02 at 09:00.",
    };
  };
}

/** embed-v2 is blind to digits: the 2024 and 2026 timetables look alike and tie (id order wins). */
const withoutDigits = (text: string): string => text.replace(/[0-9]/g, "");

const MODELS: ModelSpec[] = [
  { name: "agent-a", digest: digestOf("agent-a"), family: "llama", chat: agent("a") },
  { name: "agent-b", digest: digestOf("agent-b"), family: "llama", chat: agent("b") },
  { name: "agent-slow", digest: digestOf("agent-slow"), family: "llama", chat: (): "hang" => "hang" },
  {
    name: "embed-v1",
    digest: digestOf("embed-v1"),
    family: "bert",
    embed: (t: string) => trigramEmbedding(t),
  },
  {
    name: "embed-v2",
    digest: digestOf("embed-v2"),
    family: "bert",
    embed: (t: string) => trigramEmbedding(t, 64, withoutDigits),
  },
  { name: "embed-hang", digest: digestOf("embed-hang"), family: "bert", embed: (): "hang" => "hang" },
  // Hangs too, for the timeout test: `arrived("/api/embed", "embed-hang")` must see only the
  // interrupted run's request.
  { name: "embed-mute", digest: digestOf("embed-mute"), family: "bert", embed: (): "hang" => "hang" },
  {
    name: "embed-broken",
    digest: digestOf("embed-broken"),
    family: "bert",
    embed: () => {
      throw new Error("CUDA error: out of memory");
    },
  },
];

const CORPUS: Record<string, string> = {
  "bikes.md": "Bike sharing: rent a bike at any dock with the app; the first 30 minutes are free.\n",
  "night-buses.md": "Night buses: after the underground closes, N-lines run every 30 minutes.\n",
  "tickets.md": "Tickets: an AB ticket covers the central station and the whole city; buy it in the app.\n",
  "timetable-2024.md": "Timetable 2024: line U55 serves the central station every 10 minutes.\n",
  "timetable-2026.md": "Timetable 2026: line U5 serves the central station every 5 minutes.\n",
};

// ---------------------------------------------------------------------------------------------
// Files and the CLI

const ASK = "Book a dentist appointment on 2026-03-02 for 30 minutes.";
const EXPECTED_CALLS = (server: string) => `
    expected_calls:
      - tool: ${server}.find_slot
        arguments: {date: "${DATE}", duration_min: 30}
      - tool: ${server}.book
        arguments: {slot_id: "${SLOT}", title: Dentist}`;

function agentSuite(env: Record<string, string>): string {
  const envYaml = Object.entries(env)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join(", ");
  return `suite: independent-agents
corpus: corpus/
mcp_servers:
  calendar:
    command: node
    args: [${JSON.stringify(SERVER)}]
    env: {${envYaml}}
defaults:
  system: You manage a calendar. Always use the calendar tools.
  max_turns: 4
cases:
  - id: book-same
    tags: [calendar]
    type: mcp
    input: "${ASK} variant: same"${EXPECTED_CALLS("calendar")}
    contract: mcp
  - id: book-reworded
    tags: [calendar]
    type: mcp
    input: "${ASK} variant: reworded"${EXPECTED_CALLS("calendar")}
    contract: mcp
  - id: book-title
    tags: [calendar]
    contract: mcp
    input: "${ASK} variant: title"
  - id: book-order
    tags: [calendar]
    contract: mcp
    input: "${ASK} variant: order"
  - id: book-string
    tags: [calendar]
    type: mcp
    input: "${ASK} variant: string"${EXPECTED_CALLS("calendar")}
    contract: mcp
  - id: book-string-contract
    tags: [calendar]
    contract: mcp
    input: "${ASK} variant: string"
  - id: book-malformed
    tags: [calendar]
    contract: mcp
    input: "${ASK} variant: malformed"
  - id: find-timetable
    tags: [transit]
    type: retrieval
    query: Which line serves the central station in 2026?
    expected_documents: [timetable-2026.md, timetable-2024.md]
    contract: retrieval
  - id: find-bikes
    tags: [transit]
    type: retrieval
    query: Where can I rent a bike?
    top_k: 1
    expected_documents: [bikes.md]
    contract: retrieval
  - id: grounded
    tags: [transit]
    contract: retrieval
    input: "Documents:\\n\\n{{context}}\\n\\nQuestion: Which line serves the central station in 2026?"
    rag: {top_k: 2}
`;
}

function remoteSuite(url: string, headers = ""): string {
  return `suite: independent-remote
mcp_servers:
  remote:
    url: ${url}${headers === "" ? "" : `\n    headers: ${headers}`}
cases:
  - id: remote-book
    type: mcp
    input: "${ASK} variant: same"${EXPECTED_CALLS("remote")}
    contract: mcp
`;
}

function configYaml(id: string, model: string, embedding: string, baseUrl: string, concurrency = 2): string {
  return `id: ${id}
provider: ollama
model: ${model}
base_url: ${baseUrl}
embedding_model: ${embedding}
options: {temperature: 0, seed: 7}
timeout_s: 15
retries: 0
concurrency: ${concurrency}
pull: false
`;
}

async function writeWorkspace(dir: string, suite: string): Promise<void> {
  await mkdir(join(dir, "corpus"), { recursive: true });
  for (const [id, text] of Object.entries(CORPUS)) await writeFile(join(dir, "corpus", id), text);
  // Hidden files are no documents.
  await writeFile(join(dir, "corpus", ".notes.md"), "line U9 serves nothing\n");
  await writeFile(join(dir, "suite.yaml"), suite);
}

interface CliOutcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function startCli(
  args: string[],
  cwd: string,
  extraEnv: Record<string, string> = {},
): { child: ChildProcess; done: Promise<CliOutcome> } {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1", ...extraEnv };
  delete env.OLLAMA_HOST;
  const child = spawn(process.execPath, [CLI, ...args], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (c: Buffer) => {
    stdout += c.toString("utf8");
  });
  child.stderr?.on("data", (c: Buffer) => {
    stderr += c.toString("utf8");
  });
  const done = new Promise<CliOutcome>((resolveDone) => {
    child.on("close", (code, signal) => resolveDone({ code, signal, stdout, stderr }));
  });
  return { child, done };
}

const cli = (args: string[], cwd: string, env: Record<string, string> = {}): Promise<CliOutcome> =>
  startCli(args, cwd, env).done;

// ---------------------------------------------------------------------------------------------
// Result shapes read by the assertions (a subset of modelgate.run/v1 and modelgate.compare/v1)

interface McpCallOut {
  tool: string;
  arguments: unknown;
  arguments_error?: string;
  is_error: boolean;
}
interface RepOut {
  status: string;
  output: string | null;
  reason: string | null;
  error: string | null;
  evidence: { mcp_calls?: McpCallOut[]; retrieved?: string[]; tool_calls?: unknown[] };
}
interface CaseOut {
  id: string;
  status: string;
  repetitions: RepOut[];
}
interface RunOut {
  config: { id: string };
  cases: CaseOut[];
  cancelled: boolean;
  runtime: { provider: { models?: Record<string, { digest?: string }> } };
}
interface CompareOut {
  status: string;
  summary: Record<string, number>;
  cases: Array<{ id: string; category: string; reason: string | null }>;
}

async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, "utf8")) as T;
}

function rep(run: RunOut, id: string): RepOut {
  const found = run.cases.find((c) => c.id === id);
  if (found === undefined) throw new Error(`no case ${id}`);
  return found.repetitions[0]!;
}

function category(cmp: CompareOut, id: string): { category: string; reason: string } {
  const found = cmp.cases.find((c) => c.id === id);
  if (found === undefined) throw new Error(`no case ${id} in the comparison`);
  return { category: found.category, reason: found.reason ?? "" };
}

/** The result of the configuration `id` among the files an `--output-dir` run wrote. */
async function resultOf(dir: string, id: string): Promise<RunOut> {
  for (const name of await readdir(dir)) {
    const result = await readJson<RunOut>(join(dir, name));
    if (result.config.id === id) return result;
  }
  throw new Error(`no result of ${id} in ${dir}`);
}

async function logLines(file: string): Promise<string[]> {
  return existsSync(file) ? (await readFile(file, "utf8")).split("\n").filter((l) => l !== "") : [];
}

function startedPids(lines: readonly string[]): number[] {
  return lines.filter((l) => l.startsWith("start ")).map((l) => Number(l.slice(6)));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function until(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 750; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`gave up waiting for ${what}`);
}

const made: string[] = [];

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

// ---------------------------------------------------------------------------------------------

let ollama: OllamaEmulator;
let http: HttpCalendar;
let startHttp: (options?: HttpOptions) => Promise<HttpCalendar>;

beforeAll(async () => {
  ollama = await startIndependentOllama(MODELS);
  SERVER = await bundledServer(SERVER_SOURCE);
  const serverModule = pathToFileURL(SERVER_SOURCE).href;
  const { startHttpCalendar } = (await import(serverModule)) as {
    startHttpCalendar: (options?: HttpOptions) => Promise<HttpCalendar>;
  };
  startHttp = startHttpCalendar;
  http = await startHttpCalendar();
});

afterAll(async () => {
  await ollama?.close();
  await http?.close();
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

interface BaselineRun {
  dir: string;
  log: string;
  outcome: CliOutcome;
  requests: typeof ollama.requests;
}

let baselineRun: Promise<BaselineRun> | undefined;

/**
 * agent-a over the whole suite, `a.json` in `dir` (which also holds `b.yaml`): the baseline of
 * the first group, and the good side of the crash test's comparison. Run once, by whichever
 * test needs it first.
 */
function baseline(): Promise<BaselineRun> {
  baselineRun ??= (async () => {
    const dir = await tempDir("mg-indep-");
    const log = join(dir, "calendar.log");
    await writeWorkspace(dir, agentSuite({ CALENDAR_LOG: log }));
    await writeFile(join(dir, "a.yaml"), configYaml("agent-a", "agent-a", "embed-v1", ollama.url));
    await writeFile(join(dir, "b.yaml"), configYaml("agent-b", "agent-b", "embed-v2", ollama.url, 1));
    const mark = ollama.requests.length;
    const outcome = await cli(["run", "suite.yaml", "--config", "a.yaml", "--output", "a.json"], dir);
    return { dir, log, outcome, requests: ollama.requests.slice(mark) };
  })();
  return baselineRun;
}

describe("an MCP case and a retrieval case through run, run and compare", () => {
  let dir: string;
  let log: string;
  let runA: RunOut;
  let runB: RunOut;
  let cmp: CompareOut;
  let requestsA: typeof ollama.requests;
  let requestsB: typeof ollama.requests;
  let requestsBoth: typeof ollama.requests;
  /** The server's log after the runs of a and of b, before the run of both. */
  let linesAfterRuns: string[];
  /** What each model was sent in the runs of a and of b. */
  const chats: Record<string, ChatBody[]> = {};
  const outcomes: Record<string, CliOutcome> = {};

  beforeAll(async () => {
    const base = await baseline();
    ({ dir, log } = base);
    outcomes.a = base.outcome;
    requestsA = base.requests;
    let mark = ollama.requests.length;
    outcomes.b = await cli(["run", "suite.yaml", "--config", "b.yaml", "--output", "b.json"], dir);
    requestsB = ollama.requests.slice(mark);
    linesAfterRuns = await logLines(log);
    for (const model of ["agent-a", "agent-b"]) chats[model] = ollama.chats(model);
    outcomes.cmp = await cli(
      ["compare", "a.json", "b.json", "--format", "json", "--output", "cmp.json"],
      dir,
    );
    runA = await readJson<RunOut>(join(dir, "a.json"));
    runB = await readJson<RunOut>(join(dir, "b.json"));
    cmp = await readJson<CompareOut>(join(dir, "cmp.json"));
    // Both configurations again in one invocation: it answers from the embedding cache the two
    // runs filled, and starts a server of its own for each configuration.
    mark = ollama.requests.length;
    outcomes.both = await cli(
      ["run", "suite.yaml", "--config", "a.yaml", "--config", "b.yaml", "--output-dir", "both"],
      dir,
    );
    requestsBoth = ollama.requests.slice(mark);
  }, 90_000);

  it("runs both configurations and gates the comparison on behaviour (exit 1)", () => {
    expect(outcomes.a?.code, outcomes.a?.stderr).toBe(0);
    expect(outcomes.b?.code, outcomes.b?.stderr).toBe(0);
    expect(outcomes.cmp?.code, outcomes.cmp?.stderr).toBe(1);
    expect(cmp.status).toBe("regressed");
  });

  it("passes every case of the baseline", () => {
    expect(runA.cases.map((c) => [c.id, c.status])).toEqual(runA.cases.map((c) => [c.id, "pass"]));
  });

  it("records the MCP interactions in order under the qualified names, with is_error", () => {
    expect(rep(runA, "book-same").evidence.mcp_calls).toEqual([
      { tool: "calendar.find_slot", arguments: { date: DATE, duration_min: 30 }, is_error: false },
      { tool: "calendar.book", arguments: { slot_id: SLOT, title: "Dentist" }, is_error: false },
    ]);
    // A tool that reports an error is an answer: recorded with is_error, the loop goes on.
    expect(rep(runB, "book-order").evidence.mcp_calls).toEqual([
      { tool: "calendar.book", arguments: { slot_id: "first-free", title: "Dentist" }, is_error: true },
      { tool: "calendar.find_slot", arguments: { date: DATE, duration_min: 30 }, is_error: false },
    ]);
    // Arguments that do not fit the server's schema are an error the server answers with.
    expect(rep(runB, "book-string").evidence.mcp_calls).toEqual([
      { tool: "calendar.find_slot", arguments: { date: DATE, duration_min: "30" }, is_error: true },
    ]);
    const malformed = rep(runB, "book-malformed").evidence.mcp_calls ?? [];
    expect(malformed.map((c) => [c.tool, c.is_error])).toEqual([
      ["calendar.find_slot", false],
      ["calendar.book", false],
    ]);
    expect(malformed[1]?.arguments_error).toMatch(/JSON/);
    // The raw text is kept as the model sent it.
    expect(malformed[1]?.arguments).toBe(`{"slot_id": "${SLOT}", "title": "Dentist"`);
    // The model saw the tool's error and went on.
    const afterError = (chats["agent-b"] ?? [])
      .filter((b) => lastUser(b).includes("variant: order"))
      .map((b) => b.messages.filter((m) => m.role === "tool").map((m) => m.content));
    expect(afterError[1]).toEqual(["unknown slot: first-free"]);
    // MCP interactions are not native tool calls as well.
    expect(rep(runA, "book-same").evidence.tool_calls).toBeUndefined();
  });

  it("offers provider-safe names and sends the server's text back to the model", () => {
    const same = (chats["agent-a"] ?? []).filter((b) => lastUser(b).includes("variant: same"));
    expect(same).toHaveLength(3);
    for (const body of same) {
      const names = (body.tools ?? []).map((t) => t.function.name);
      expect(names).toHaveLength(2);
      for (const name of names) expect(name).toMatch(SAFE_NAME);
      // The server's input schema is the tool's parameters.
      const find = body.tools?.find((t) => FIND.test(t.function.description ?? ""));
      expect(find?.function.parameters).toMatchObject({
        type: "object",
        properties: { date: { type: "string" }, duration_min: { type: "integer" } },
      });
    }
    const toolMessages = same[2]!.messages.filter((m) => m.role === "tool").map((m) => m.content);
    expect(JSON.parse(toolMessages[0]!)).toEqual({ slot_id: SLOT, start: "09:00" });
    expect(toolMessages[1]).toBe(`booked ${SLOT}: Dentist`);
    // The model's tool call is replayed to it under the name it used.
    const assistant = same[2]!.messages.filter((m) => m.role === "assistant");
    expect(assistant.map((m) => m.tool_calls?.[0]?.function.name)).toEqual([
      offeredTool(same[0]!, FIND),
      offeredTool(same[0]!, BOOK),
    ]);
  });

  it("records the retrieved ids best first, and ties ordered by id", () => {
    expect(rep(runA, "find-timetable").evidence.retrieved).toEqual([
      "timetable-2026.md",
      "timetable-2024.md",
    ]);
    expect(rep(runA, "find-timetable").output).toBe("timetable-2026.md\ntimetable-2024.md");
    expect(rep(runB, "find-timetable").evidence.retrieved).toEqual([
      "timetable-2024.md",
      "timetable-2026.md",
    ]);
    expect(rep(runA, "find-bikes").evidence.retrieved).toEqual(["bikes.md"]);
    expect(rep(runB, "find-bikes").evidence.retrieved).toEqual(["bikes.md"]);
    expect(rep(runA, "grounded").evidence.retrieved).toEqual(["timetable-2026.md", "timetable-2024.md"]);
    expect(rep(runB, "grounded").evidence.retrieved).toEqual(["timetable-2024.md", "timetable-2026.md"]);
  });

  it("puts the retrieved documents into the prompt, best first, each under its id", () => {
    const prompt = (model: string) =>
      lastUser((chats[model] ?? []).find((b) => lastUser(b).includes("Question:"))!);
    const a = prompt("agent-a");
    expect(a).not.toContain("{{context}}");
    expect(a).toContain(`[timetable-2026.md]\n${CORPUS["timetable-2026.md"]!.trim()}`);
    expect(a).toContain(`[timetable-2024.md]\n${CORPUS["timetable-2024.md"]!.trim()}`);
    expect(a.indexOf("[timetable-2026.md]")).toBeLessThan(a.indexOf("[timetable-2024.md]"));
    expect(a).not.toContain("bikes.md");
    expect(a.endsWith("Question: Which line serves the central station in 2026?")).toBe(true);
    const b = prompt("agent-b");
    expect(b.indexOf("[timetable-2024.md]")).toBeLessThan(b.indexOf("[timetable-2026.md]"));
    expect(rep(runA, "grounded").output).toBe("Take line U5 (source: timetable-2026.md).");
    expect(rep(runB, "grounded").output).toBe("Take line U55 (source: timetable-2024.md).");
  });

  it("categorises each case by its own check and its contract", () => {
    expect(category(cmp, "book-same")).toEqual({ category: "passing", reason: "" });
    expect(category(cmp, "book-reworded").category).toBe("changed");
    expect(category(cmp, "find-bikes").category).toBe("passing");

    const title = category(cmp, "book-title");
    expect(title.category).toBe("mismatch");
    expect(title.reason).toContain("calendar.book");
    expect(title.reason).toMatch(/\btitle\b/);
    expect(title.reason).toContain('"Dentist"');
    expect(title.reason).toContain('"Dentist appointment"');

    const order = category(cmp, "book-order");
    expect(order.category).toBe("mismatch");
    expect(order.reason).toContain("calendar.find_slot");
    expect(order.reason).toContain("calendar.book");
    expect(order.reason).toMatch(/call 1\b/);

    // "30" is not 30: never passing. Its own check fails (regression); contract only: mismatch.
    const str = category(cmp, "book-string");
    expect(str.category).toBe("regression");
    expect(str.reason).toContain("calendar.find_slot");
    expect(str.reason).toContain("duration_min");
    expect(str.reason).toContain('"30"');
    expect(str.reason).toMatch(/\b30\b.*\b30\b/);
    const strContract = category(cmp, "book-string-contract");
    expect(strContract.category).toBe("mismatch");
    expect(strContract.reason).toContain("duration_min");
    expect(strContract.reason).toContain('"30"');

    const malformed = category(cmp, "book-malformed");
    expect(malformed.category).toBe("invalid");
    expect(malformed.reason).toContain("calendar.book");

    const timetable = category(cmp, "find-timetable");
    expect(timetable.category).toBe("regression");
    expect(timetable.reason).toContain("retrieved[0]");
    expect(timetable.reason).toContain("timetable-2024.md");
    expect(timetable.reason).toContain("timetable-2026.md");

    const grounded = category(cmp, "grounded");
    expect(grounded.category).toBe("mismatch");
    expect(grounded.reason).toContain("retrieved[0]");
    expect(grounded.reason).toMatch(/timetable-2026\.md.*timetable-2024\.md/);

    expect(cmp.summary).toMatchObject({ cases: 10, regressions: 2, mismatches: 4, invalid: 1, errors: 0 });
  });

  it("starts the stdio server once per run and stops it by the end of the run", () => {
    const pids = startedPids(linesAfterRuns);
    expect(pids).toHaveLength(2);
    for (const pid of pids) expect(alive(pid)).toBe(false);
  });

  it("embeds the corpus once per run and model, before the first case, and caches it on disk", async () => {
    const corpus = Object.values(CORPUS);
    for (const [requests, model] of [
      [requestsA, "embed-v1"],
      [requestsB, "embed-v2"],
    ] as const) {
      const embeds = requests.filter(embedsText);
      const inputs = embeds.flatMap((r) => (r.body as { input: string[] }).input);
      expect(new Set(embeds.map((r) => (r.body as { model: string }).model))).toEqual(new Set([model]));
      for (const text of corpus) expect(inputs.filter((t) => t === text)).toHaveLength(1);
      // Three queries: two retrieval cases and the rag prompt without its placeholder.
      const queries = inputs.filter((t) => !corpus.includes(t));
      expect([...queries].sort()).toEqual(
        [
          "Documents: Question: Which line serves the central station in 2026?",
          "Where can I rent a bike?",
          "Which line serves the central station in 2026?",
        ].sort(),
      );
      const firstCorpus = requests.findIndex(
        (r) => r.path === "/api/embed" && (r.body as { input: string[] }).input.includes(corpus[0]!),
      );
      const firstChat = requests.findIndex((r) => r.path === "/api/chat");
      expect(firstCorpus).toBeGreaterThanOrEqual(0);
      expect(firstCorpus).toBeLessThan(firstChat);
    }
    const files = (await readdir(join(dir, ".modelgate-cache", "embeddings"))).sort();
    // Named by the digest and the server's version (an upgrade may compute other vectors).
    expect(files).toHaveLength(2);
    for (const [i, model] of ["embed-v1", "embed-v2"]
      .sort((a, b) => digestOf(a).localeCompare(digestOf(b)))
      .entries())
      expect(files[i]).toMatch(new RegExp(`^digest-${digestOf(model)}-server-[\\w.-]+-[0-9a-f]{8}\\.jsonl$`));
    expect(runA.runtime.provider.models?.["embed-v1"]?.digest).toBe(digestOf("embed-v1"));

    // A second run of the baseline (and of the candidate) reuses the cache: no text is embedded again.
    expect(outcomes.both?.code, outcomes.both?.stderr).toBe(0);
    expect(requestsBoth.filter(embedsText)).toEqual([]);
    for (const [first, id] of [
      [runA, "agent-a"],
      [runB, "agent-b"],
    ] as const) {
      const again = await resultOf(join(dir, "both"), id);
      expect(rep(again, "find-timetable").evidence.retrieved).toEqual(
        rep(first, "find-timetable").evidence.retrieved,
      );
      expect(rep(again, "grounded").evidence.retrieved).toEqual(rep(first, "grounded").evidence.retrieved);
    }
  });

  it("starts the server afresh for each configuration of one invocation, and stops both", async () => {
    const before = startedPids(linesAfterRuns).length;
    expect(outcomes.both?.code, outcomes.both?.stderr).toBe(0);
    const pids = startedPids(await logLines(log));
    // Issue 9: one server per suite x configuration, so the sides never share its state.
    expect(pids.length - before).toBe(2);
    expect(alive(pids[pids.length - 1]!)).toBe(false);
    expect(alive(pids[pids.length - 2]!)).toBe(false);
    const written = (await readdir(join(dir, "both"))).sort();
    expect(written).toHaveLength(2);
  }, 30_000);
});

describe("an MCP server over Streamable HTTP", () => {
  it("is reached once per run, answers the calls and has its session ended", async () => {
    const dir = await tempDir("mg-indep-http-");
    await writeFile(join(dir, "suite.yaml"), remoteSuite(http.url));
    await writeFile(join(dir, "a.yaml"), configYaml("agent-a", "agent-a", "embed-v1", ollama.url));
    await writeFile(join(dir, "b.yaml"), configYaml("agent-b", "agent-b", "embed-v2", ollama.url));
    const opened = http.stats.opened;
    const deleted = http.stats.deleted;
    const a = await cli(["run", "suite.yaml", "--config", "a.yaml", "--output", "a.json"], dir);
    expect(a.code, a.stderr).toBe(0);
    expect(http.stats.opened - opened).toBe(1);
    expect(http.stats.deleted - deleted).toBe(1);
    const b = await cli(["run", "suite.yaml", "--config", "b.yaml", "--output", "b.json"], dir);
    expect(b.code, b.stderr).toBe(0);
    expect(http.stats.opened - opened).toBe(2);
    expect(http.stats.deleted - deleted).toBe(2);

    const runA = await readJson<RunOut>(join(dir, "a.json"));
    expect(rep(runA, "remote-book").status).toBe("pass");
    expect(rep(runA, "remote-book").evidence.mcp_calls).toEqual([
      { tool: "remote.find_slot", arguments: { date: DATE, duration_min: 30 }, is_error: false },
      { tool: "remote.book", arguments: { slot_id: SLOT, title: "Dentist" }, is_error: false },
    ]);
    expect(http.stats.calls.slice(-4)).toEqual(["find_slot", "book", "find_slot", "book"]);
    const cmp = await cli(["compare", "a.json", "b.json", "--format", "json"], dir);
    expect(cmp.code, cmp.stderr).toBe(0);
    const parsed = JSON.parse(cmp.stdout) as CompareOut;
    expect(category(parsed, "remote-book").category).toBe("passing");
  }, 30_000);
  it("sends the suite's headers, with environment references resolved, and never writes them", async () => {
    const guarded = await startHttp({ token: "cal-secret-42" });
    const dir = await tempDir("mg-indep-http-auth-");
    const ref = ["$", "{CAL_TOKEN}"].join("");
    await writeFile(join(dir, "suite.yaml"), remoteSuite(guarded.url, `{Authorization: "Bearer ${ref}"}`));
    await writeFile(join(dir, "a.yaml"), configYaml("agent-a", "agent-a", "embed-v1", ollama.url));
    const ok = await cli(["run", "suite.yaml", "--config", "a.yaml", "--output", "ok.json"], dir, {
      CAL_TOKEN: "cal-secret-42",
    });
    const wrong = await cli(["run", "suite.yaml", "--config", "a.yaml", "--output", "wrong.json"], dir, {
      CAL_TOKEN: "cal-secret-41",
    });
    await guarded.close();
    expect(ok.code, ok.stderr).toBe(0);
    expect(rep(await readJson<RunOut>(join(dir, "ok.json")), "remote-book").status).toBe("pass");
    // No case of the run could execute: exit 3 (issue 14), the result written all the same.
    expect(wrong.code, wrong.stderr).toBe(3);
    const refused = rep(await readJson<RunOut>(join(dir, "wrong.json")), "remote-book");
    expect(refused.status).toBe("error");
    expect(refused.reason).toContain("MCP server 'remote'");
    expect(refused.reason).toContain("401");
    for (const file of ["ok.json", "wrong.json"]) {
      expect(await readFile(join(dir, file), "utf8")).not.toContain("cal-secret-4");
    }
    expect(wrong.stderr + ok.stderr).not.toContain("cal-secret-4");
  }, 30_000);
  it("an unset variable in mcp_servers is an input error naming the field, before anything runs", async () => {
    const dir = await tempDir("mg-indep-unset-");
    const ref = ["$", "{CAL_TOKEN_UNSET}"].join("");
    await writeFile(join(dir, "suite.yaml"), remoteSuite(http.url, `{Authorization: "Bearer ${ref}"}`));
    await writeFile(join(dir, "a.yaml"), configYaml("agent-a", "agent-a", "embed-v1", ollama.url));
    const mark = ollama.requests.length;
    const run = await cli(["run", "suite.yaml", "--config", "a.yaml", "--output", "a.json"], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("suite.yaml:5");
    expect(run.stderr).toContain("mcp_servers.remote.headers.Authorization");
    expect(run.stderr).toContain("CAL_TOKEN_UNSET");
    expect(existsSync(join(dir, "a.json"))).toBe(false);
    expect(ollama.requests.length).toBe(mark);
  }, 30_000);
});

interface TransitRun {
  dir: string;
  log: string;
  outcome: CliOutcome;
  requests: typeof ollama.requests;
}

let transit: Promise<TransitRun> | undefined;

/** `--tag transit` (no MCP case) for two configurations with the same embedding model, in one invocation. */
function transitRun(): Promise<TransitRun> {
  transit ??= (async () => {
    const dir = await tempDir("mg-indep-shared-");
    const log = join(dir, "calendar.log");
    await writeWorkspace(dir, agentSuite({ CALENDAR_LOG: log }));
    await writeFile(join(dir, "a.yaml"), configYaml("agent-a", "agent-a", "embed-v1", ollama.url));
    await writeFile(join(dir, "b.yaml"), configYaml("agent-b", "agent-b", "embed-v1", ollama.url));
    const mark = ollama.requests.length;
    const outcome = await cli(
      [
        "run",
        "suite.yaml",
        "--config",
        "a.yaml",
        "--config",
        "b.yaml",
        "--tag",
        "transit",
        "--output-dir",
        "out",
      ],
      dir,
    );
    return { dir, log, outcome, requests: ollama.requests.slice(mark) };
  })();
  return transit;
}

interface StubbornRun {
  dir: string;
  log: string;
  outcome: CliOutcome;
}

let stubborn: Promise<StubbornRun> | undefined;

/**
 * The calendar cases with a server that ignores SIGTERM and a closed stdin, whose suite passes
 * GH_TOKEN on to it, under an environment holding the Action's tokens.
 */
function stubbornRun(): Promise<StubbornRun> {
  stubborn ??= (async () => {
    const dir = await tempDir("mg-indep-env-");
    const log = join(dir, "calendar.log");
    await writeWorkspace(
      dir,
      agentSuite({ CALENDAR_LOG: log, CALENDAR_STUBBORN: "1", GH_TOKEN: ["$", "{GH_TOKEN}"].join("") }),
    );
    await writeFile(join(dir, "a.yaml"), configYaml("agent-a", "agent-a", "embed-v1", ollama.url, 1));
    const outcome = await cli(
      ["run", "suite.yaml", "--config", "a.yaml", "--tag", "calendar", "--output", "s.json"],
      dir,
      {
        GITHUB_TOKEN: "ghs_secret1",
        GH_TOKEN: "ghs_secret2",
        "INPUT_GITHUB-TOKEN": "ghs_secret3",
        ACTIONS_RUNTIME_TOKEN: "rt",
      },
    );
    return { dir, log, outcome };
  })();
  return stubborn;
}

interface EmbedFaultsRun {
  dir: string;
  outcome: CliOutcome;
  requests: typeof ollama.requests;
}

let embedFaults: Promise<EmbedFaultsRun> | undefined;

/**
 * One invocation, two configurations whose corpus embedding goes wrong: agent-x's embedding
 * model fails, agent-deaf's never answers (timeout_s: 1).
 */
function embedFaultsRun(): Promise<EmbedFaultsRun> {
  embedFaults ??= (async () => {
    const dir = await tempDir("mg-indep-embedfail-");
    await writeWorkspace(dir, agentSuite({ CALENDAR_LOG: join(dir, "calendar.log") }));
    await writeFile(join(dir, "x.yaml"), configYaml("agent-x", "agent-a", "embed-broken", ollama.url));
    await writeFile(
      join(dir, "deaf1.yaml"),
      configYaml("agent-deaf", "agent-a", "embed-mute", ollama.url, 1).replace(
        "timeout_s: 15",
        "timeout_s: 1",
      ),
    );
    const mark = ollama.requests.length;
    const outcome = await cli(
      ["run", "suite.yaml", "--config", "x.yaml", "--config", "deaf1.yaml", "--output-dir", "out"],
      dir,
    );
    return { dir, outcome, requests: ollama.requests.slice(mark) };
  })();
  return embedFaults;
}

/** The embedding requests of `requests` that embed text with `model`. */
const embedsWith = (requests: typeof ollama.requests, model: string) =>
  requests.filter((r) => embedsText(r) && (r.body as { model?: string }).model === model);

describe("selection, environment and embedding edges", () => {
  // The stubborn server's run waits out the SDK's kill grace (4 s): it runs while the tests
  // before it do. It sends no embedding of text, so their counts of embedded texts hold.
  beforeAll(() => {
    stubbornRun().catch(() => undefined);
  });

  it("starts no MCP server when no selected case uses MCP", async () => {
    const { dir, log, outcome } = await transitRun();
    expect(outcome.code, outcome.stderr).toBe(0);
    for (const id of ["agent-a", "agent-b"]) {
      const result = await resultOf(join(dir, "out"), id);
      expect(result.cases.map((c) => [c.id, c.status])).toEqual([
        ["find-timetable", "pass"],
        ["find-bikes", "pass"],
        ["grounded", "pass"],
      ]);
    }
    expect(await logLines(log)).toEqual([]);
  }, 30_000);

  it("a corpus embedding that fails is carried by every retrieval case, asked once, and the rest runs", async () => {
    const { dir, outcome: run, requests } = await embedFaultsRun();
    expect(run.code, run.stderr).toBe(0);
    const result = await resultOf(join(dir, "out"), "agent-x");
    for (const id of ["find-timetable", "find-bikes", "grounded"]) {
      expect(rep(result, id).status).toBe("error");
      expect(rep(result, id).reason).toContain("out of memory");
    }
    expect(rep(result, "book-same").status).toBe("pass");
    expect(embedsWith(requests, "embed-broken")).toHaveLength(1);
  }, 30_000);

  it("embeds a large JSONL corpus in batches of 64", async () => {
    const dir = await tempDir("mg-indep-batch-");
    const lines = Array.from({ length: 130 }, (_, i) =>
      JSON.stringify({
        id: `doc-${String(i).padStart(3, "0")}`,
        text: `Note ${i}: platform ${i % 7} closes at ${i}:00.`,
      }),
    );
    lines.push(JSON.stringify({ id: "bikes", text: CORPUS["bikes.md"] }));
    await writeFile(join(dir, "docs.jsonl"), `${lines.join("\n")}\n`);
    await writeFile(
      join(dir, "suite.yaml"),
      `suite: independent-batches
corpus: {jsonl: docs.jsonl}
cases:
  - id: bikes
    type: retrieval
    query: Where can I rent a bike?
    top_k: 1
    expected_documents: [bikes]
`,
    );
    await writeFile(join(dir, "a.yaml"), configYaml("agent-a", "agent-a", "embed-v1", ollama.url));
    const mark = ollama.requests.length;
    const run = await cli(["run", "suite.yaml", "--config", "a.yaml", "--output", "a.json"], dir);
    expect(run.code, run.stderr).toBe(0);
    expect(rep(await readJson<RunOut>(join(dir, "a.json")), "bikes").status).toBe("pass");
    const sizes = ollama.requests
      .slice(mark)
      .filter(embedsText)
      .map((r) => (r.body as { input: string[] }).input.length);
    expect(sizes).toEqual([64, 64, 3, 1]);
  }, 30_000);

  it("two configurations with the same embedding model in one invocation embed the corpus once", async () => {
    const { outcome: run, requests } = await transitRun();
    expect(run.code, run.stderr).toBe(0);
    const inputs = requests.filter(embedsText).flatMap((r) => (r.body as { input: string[] }).input);
    for (const text of Object.values(CORPUS)) expect(inputs.filter((t) => t === text)).toHaveLength(1);
  }, 30_000);
  it("withholds the Action's tokens from a stdio server unless the suite passes them on", async () => {
    const { log, outcome: run } = await stubbornRun();
    expect(run.code, run.stderr).toBe(0);
    // Withheld, except GH_TOKEN, which the suite passes on through an environment reference.
    expect((await logLines(log)).filter((l) => l.startsWith("env"))).toEqual(["env GH_TOKEN=ghs_secret2"]);
  }, 30_000);
});

/*
 * Each test has its own workspace, server log and doubles, and reads no request counts: they run
 * at once (the interrupted runs and the kill grace spend most of their time waiting).
 */
describe.concurrent("MCP server lifecycle failures", () => {
  async function workspace(env: Record<string, string>): Promise<{ dir: string; log: string }> {
    const dir = await tempDir("mg-indep-life-");
    const log = join(dir, "calendar.log");
    await writeWorkspace(dir, agentSuite({ CALENDAR_LOG: log, ...env }));
    await writeFile(join(dir, "a.yaml"), configYaml("agent-a", "agent-a", "embed-v1", ollama.url, 1));
    await writeFile(
      join(dir, "slow.yaml"),
      configYaml("agent-slow", "agent-slow", "embed-v1", ollama.url, 1),
    );
    await writeFile(join(dir, "deaf.yaml"), configYaml("agent-deaf", "agent-a", "embed-hang", ollama.url, 1));
    return { dir, log };
  }

  it("a server that fails to start: MCP cases are errors naming it with its stderr, the rest runs", async () => {
    const { dir, log } = await workspace({ CALENDAR_FAIL_START: "1" });
    const run = await cli(["run", "suite.yaml", "--config", "a.yaml", "--output", "a.json"], dir);
    expect(run.code, run.stderr).toBe(0);
    const result = await readJson<RunOut>(join(dir, "a.json"));
    for (const id of ["book-same", "book-title", "book-malformed"]) {
      const r = rep(result, id);
      expect(r.status).toBe("error");
      expect(r.reason).toContain("MCP server 'calendar'");
      expect(r.reason).toContain("calendar: opening /var/lib/calendar/events.db");
      expect(r.reason).toContain("calendar: fatal: events.db is locked by another process");
    }
    expect(rep(result, "find-timetable").status).toBe("pass");
    expect(rep(result, "grounded").status).toBe("pass");
    const pids = startedPids(await logLines(log));
    expect(pids).toHaveLength(1);
    expect(alive(pids[0]!)).toBe(false);
  }, 30_000);

  it("a server that crashes during a call: the case is an error with its stderr, never a regression", async () => {
    const { dir, log } = await workspace({ CALENDAR_CRASH_ON: "book" });
    const run = await cli(["run", "suite.yaml", "--config", "a.yaml", "--output", "crash.json"], dir);
    expect(run.code, run.stderr).toBe(0);
    const result = await readJson<RunOut>(join(dir, "crash.json"));
    const crashed = result.cases.filter((c) => c.status === "error").map((c) => c.id);
    // Every MCP case errors (the server is gone); retrieval cases still pass.
    expect(crashed.sort()).toEqual(
      [
        "book-malformed",
        "book-order",
        "book-reworded",
        "book-same",
        "book-string",
        "book-string-contract",
        "book-title",
      ].sort(),
    );
    const first = result.cases.find((c) => (c.repetitions[0]?.reason ?? "").includes("segmentation fault"));
    expect(first, JSON.stringify(result.cases.map((c) => c.repetitions[0]?.reason))).toBeDefined();
    for (const id of crashed) expect(rep(result, id).reason).toContain("MCP server 'calendar'");
    expect(rep(result, "find-bikes").status).toBe("pass");
    const pids = startedPids(await logLines(log));
    expect(pids).toHaveLength(1);
    expect(alive(pids[0]!)).toBe(false);

    // Compared with a good baseline (the first group's, where every case passes), an execution
    // failure is `error`, never a regression.
    const ok = await baseline();
    expect(ok.outcome.code, ok.outcome.stderr).toBe(0);
    const cmp = await cli(["compare", join(ok.dir, "a.json"), "crash.json", "--format", "json"], dir);
    expect(cmp.code, cmp.stderr).toBe(3);
    const parsed = JSON.parse(cmp.stdout) as CompareOut;
    expect(parsed.status).toBe("execution_failure");
    expect(category(parsed, "book-same").category).toBe("error");
    expect(parsed.summary).toMatchObject({ errors: 7, regressions: 0, mismatches: 0 });
  }, 40_000);

  it("a server that ignores SIGTERM and a closed stdin is killed, and the run ends", async () => {
    const { dir, log, outcome: run } = await stubbornRun();
    expect(run.code, run.stderr).toBe(0);
    expect(rep(await readJson<RunOut>(join(dir, "s.json")), "book-same").status).toBe("pass");
    const lines = await logLines(log);
    const pids = startedPids(lines);
    expect(pids).toHaveLength(1);
    expect(alive(pids[0]!)).toBe(false);
    expect(lines).toContain(`sigterm ${pids[0]}`);
  }, 30_000);

  it("SIGINT while a server is still starting: the run ends, is written as cancelled, the server is gone", async () => {
    const { dir, log } = await workspace({ CALENDAR_SLOW_START: "60000" });
    const { child, done } = startCli(
      ["run", "suite.yaml", "--config", "a.yaml", "--output", "slow.json"],
      dir,
    );
    await until(async () => startedPids(await logLines(log)).length === 1, "the server to start");
    child.kill("SIGINT");
    const outcome = await done;
    expect(outcome.code, outcome.stderr).toBe(130);
    const result = await readJson<RunOut>(join(dir, "slow.json"));
    expect(result.cancelled).toBe(true);
    expect(rep(result, "book-same").status).toBe("cancelled");
    expect(alive(startedPids(await logLines(log))[0]!)).toBe(false);
  }, 30_000);

  it("an HTTP server that cannot be reached: MCP cases are errors naming it", async () => {
    const gone = await startHttp();
    const url = gone.url;
    await gone.close();
    const dir = await tempDir("mg-indep-http-gone-");
    await writeFile(join(dir, "suite.yaml"), remoteSuite(url));
    await writeFile(join(dir, "a.yaml"), configYaml("agent-a", "agent-a", "embed-v1", ollama.url));
    const run = await cli(["run", "suite.yaml", "--config", "a.yaml", "--output", "a.json"], dir);
    // No case of the run could execute: exit 3 (issue 14), the result written all the same.
    expect(run.code, run.stderr).toBe(3);
    const r = rep(await readJson<RunOut>(join(dir, "a.json")), "remote-book");
    expect(r.status).toBe("error");
    expect(r.reason).toContain("MCP server 'remote'");
  }, 30_000);

  it("an HTTP server that goes away during a call: the case is an error naming it, the run ends", async () => {
    const dying = await startHttp({ dieOn: "book" });
    const dir = await tempDir("mg-indep-http-die-");
    await writeFile(join(dir, "suite.yaml"), remoteSuite(dying.url));
    await writeFile(join(dir, "a.yaml"), configYaml("agent-a", "agent-a", "embed-v1", ollama.url));
    const run = await cli(["run", "suite.yaml", "--config", "a.yaml", "--output", "a.json"], dir);
    await dying.close();
    // No case of the run could execute: exit 3 (issue 14), the result written all the same.
    expect(run.code, run.stderr).toBe(3);
    const r = rep(await readJson<RunOut>(join(dir, "a.json")), "remote-book");
    expect(r.status).toBe("error");
    expect(r.reason).toContain("'remote'");
    // The calls made before the server went away stay on record; the unanswered one as an error.
    expect(r.evidence.mcp_calls?.map((c) => [c.tool, c.is_error])).toEqual([
      ["remote.find_slot", false],
      ["remote.book", true],
    ]);
  }, 30_000);

  // Alone, not beside the group's other runs: its 1 s deadline also covers the model call, which
  // a machine busy with a dozen CLI runs at once could miss.
  it.sequential("a tool call that outlives the deadline is a timeout naming the server and tool; later cases still run", async () => {
    const { dir, log } = await workspace({ CALENDAR_HANG_ON: "book" });
    await writeFile(
      join(dir, "quick.yaml"),
      configYaml("agent-a", "agent-a", "embed-v1", ollama.url, 1).replace("timeout_s: 15", "timeout_s: 1"),
    );
    // Two MCP cases, one after the other (concurrency 1): each waits out its 1 s deadline, and
    // the second shows the server still answers after the first one's timeout.
    const run = await cli(
      [
        "run",
        "suite.yaml",
        "--config",
        "quick.yaml",
        "--case",
        "book-same",
        "--case",
        "book-reworded",
        "--output",
        "q.json",
      ],
      dir,
    );
    // No case of the run could execute: exit 3 (issue 14), the result written all the same.
    expect(run.code, run.stderr).toBe(3);
    const result = await readJson<RunOut>(join(dir, "q.json"));
    expect(result.cases.map((c) => c.id)).toEqual(["book-same", "book-reworded"]);
    const same = rep(result, "book-same");
    expect(same.status).toBe("timeout");
    expect(same.reason).toBe("tool call 'calendar.book': timed out after 1 s");
    // Every case timed out on its own call: the server kept answering find_slot after each timeout.
    expect(result.cases.map((c) => c.status)).toEqual(result.cases.map(() => "timeout"));
    const lines = await logLines(log);
    expect(lines.filter((l) => l.startsWith("call find_slot"))).toHaveLength(result.cases.length);
    expect(startedPids(await logLines(log))).toHaveLength(1);
  }, 30_000);

  it("a second SIGINT exits at once, and still leaves no server behind", async () => {
    const { dir, log } = await workspace({ CALENDAR_HANG_ON: "book", CALENDAR_STUBBORN: "1" });
    const { child, done } = startCli(
      ["run", "suite.yaml", "--config", "a.yaml", "--output", "int2.json"],
      dir,
    );
    await until(async () => (await logLines(log)).some((l) => l.startsWith("call book")), "the hanging call");
    child.kill("SIGINT");
    await new Promise((r) => setTimeout(r, 200));
    child.kill("SIGINT");
    const outcome = await done;
    expect(outcome.code, outcome.stderr).toBe(130);
    const pid = startedPids(await logLines(log))[0]!;
    await until(() => !alive(pid), "the server to be gone").catch(() => undefined);
    const leaked = alive(pid);
    if (leaked) process.kill(pid, "SIGKILL");
    expect(leaked).toBe(false);
  }, 40_000);

  it("a command that does not exist: MCP cases are errors naming the server", async () => {
    const dir = await tempDir("mg-indep-enoent-");
    await writeWorkspace(dir, agentSuite({}).replace("command: node", "command: no-such-calendar-binary"));
    await writeFile(join(dir, "a.yaml"), configYaml("agent-a", "agent-a", "embed-v1", ollama.url));
    const run = await cli(["run", "suite.yaml", "--config", "a.yaml", "--output", "a.json"], dir);
    expect(run.code, run.stderr).toBe(0);
    const result = await readJson<RunOut>(join(dir, "a.json"));
    const r = rep(result, "book-same");
    expect(r.status).toBe("error");
    expect(r.reason).toContain("MCP server 'calendar' (no-such-calendar-binary");
    expect(r.reason).toMatch(/ENOENT|not found/);
    expect(rep(result, "find-bikes").status).toBe("pass");
  }, 30_000);

  it("SIGINT while the corpus is being embedded: written as cancelled, the server is gone", async () => {
    const { dir, log } = await workspace({});
    const { child, done } = startCli(
      ["run", "suite.yaml", "--config", "deaf.yaml", "--output", "e.json"],
      dir,
    );
    await ollama.arrived("/api/embed", "embed-hang");
    child.kill("SIGINT");
    const outcome = await done;
    expect(outcome.code, outcome.stderr).toBe(130);
    const result = await readJson<RunOut>(join(dir, "e.json"));
    expect(result.cancelled).toBe(true);
    expect(rep(result, "find-timetable").status).toBe("cancelled");
    // Servers start with the first MCP case (issue 9: per suite x configuration, lazily): an
    // interrupt during the corpus embedding may come before that. Whatever started is gone.
    const pids = startedPids(await logLines(log));
    expect(pids.length).toBeLessThanOrEqual(1);
    for (const pid of pids) expect(alive(pid)).toBe(false);
  }, 30_000);

  it("a corpus embedding that times out: retrieval cases are timeouts, asked once; MCP cases run", async () => {
    const { dir, outcome: run, requests } = await embedFaultsRun();
    expect(run.code, run.stderr).toBe(0);
    const result = await resultOf(join(dir, "out"), "agent-deaf");
    for (const id of ["find-timetable", "find-bikes", "grounded"]) {
      expect(rep(result, id).status).toBe("timeout");
      expect(rep(result, id).reason).toMatch(/corpus/);
    }
    expect(rep(result, "book-same").status).toBe("pass");
    expect(embedsWith(requests, "embed-mute")).toHaveLength(1);
  }, 30_000);

  it("SIGINT while a tool call hangs: the run is written as cancelled and the server is gone", async () => {
    const { dir, log } = await workspace({ CALENDAR_HANG_ON: "book" });
    const { child, done } = startCli(
      ["run", "suite.yaml", "--config", "a.yaml", "--output", "int.json"],
      dir,
    );
    await until(async () => (await logLines(log)).some((l) => l.startsWith("call book")), "the hanging call");
    child.kill("SIGINT");
    const outcome = await done;
    expect(outcome.code, outcome.stderr).toBe(130);
    const result = await readJson<RunOut>(join(dir, "int.json"));
    expect(result.cancelled).toBe(true);
    expect(result.cases.some((c) => c.status === "cancelled")).toBe(true);
    const pids = startedPids(await logLines(log));
    expect(pids).toHaveLength(1);
    expect(alive(pids[0]!)).toBe(false);
  }, 30_000);

  it("SIGINT while the model hangs: the server is stopped too", async () => {
    const { dir, log } = await workspace({});
    const { child, done } = startCli(
      ["run", "suite.yaml", "--config", "slow.yaml", "--output", "int.json"],
      dir,
    );
    await ollama.arrived("/api/chat", "agent-slow");
    child.kill("SIGINT");
    const outcome = await done;
    expect(outcome.code, outcome.stderr).toBe(130);
    const pids = startedPids(await logLines(log));
    expect(pids).toHaveLength(1);
    expect(alive(pids[0]!)).toBe(false);
  }, 30_000);
});
