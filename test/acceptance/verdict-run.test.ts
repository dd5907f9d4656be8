import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunResult } from "../../src/core/result/run-result.js";
import { readRunResult } from "../../src/load/result-file.js";
import { type OllamaDouble, startOllamaDouble } from "../doubles/ollama-double.js";
import { type CliExit, runCli } from "../helpers/cli.js";

/*
 * Issue 9, run side, through the built CLI against the Ollama double: a call cut by max_turns
 * is never a pass; MCP state never leaks between the two configurations of one invocation, nor
 * between cases or repetitions when a server asks for `restart: per_case | per_repetition`.
 */

const ROOT = resolve(import.meta.dirname, "../..");
const COUNTER = join(ROOT, "test", "fixtures", "mcp", "counter-server.mjs");
const MODEL = "llama3.2:3b";

let dir: string;
let ollama: OllamaDouble;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-verdict-run-"));
  ollama = await startOllamaDouble();
  // Takes a ticket from the counter server and answers with it; a model that was handed anything
  // but ticket 1 (state left by another execution) asks once more: a different behaviour.
  ollama.respond((body) => {
    const messages = body.messages as Array<{ role: string; content: string }>;
    const tools = (body.tools as Array<{ function: { name: string } }> | undefined) ?? [];
    const answered = messages.filter((m) => m.role === "tool");
    const next = tools.find((t) => t.function.name === "counter__next");
    if (next !== undefined) {
      const last = answered.at(-1)?.content;
      if (answered.length === 0 || (answered.length === 1 && last !== "ticket 1"))
        return { tool_calls: [{ name: "counter__next", arguments: {} }] };
      return { content: `Your number: ${last}` };
    }
    // The stub-tool case: the model keeps looking the order up.
    if (tools.some((t) => t.function.name === "lookup"))
      return { tool_calls: [{ name: "lookup", arguments: { id: "7730" } }] };
    return { content: "ok" };
  });
  for (const id of ["baseline", "candidate"]) {
    await writeFile(
      join(dir, `${id}.yaml`),
      `provider: ollama\nid: ${id}\nmodel: ${MODEL}\nbase_url: ${ollama.url}\nretries: 0\n`,
    );
  }
}, 60_000);

afterAll(async () => {
  await ollama?.close();
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

function cli(args: string[], env: Record<string, string> = {}): Promise<CliExit> {
  return runCli(args, { cwd: dir, env: { ...process.env, NO_COLOR: "1", ...env } });
}

function counterSuite(name: string, restart: string | null, cases: Array<{ id: string; repeat?: number }>) {
  return [
    `suite: ${name}`,
    "mcp_servers:",
    // Servers see only an allow-listed environment plus what they declare (docs/security.md).
    `  counter: {command: node, args: [${JSON.stringify(COUNTER)}], env: {COUNTER_LOG: "\${COUNTER_LOG}"}${restart === null ? "" : `, restart: ${restart}`}}`,
    "cases:",
    ...cases.flatMap((c) => [
      `  - id: ${c.id}`,
      "    type: mcp",
      "    input: Give me a ticket number.",
      "    servers: [counter]",
      "    expected_calls: [{tool: counter.next}]",
      "    contract: text",
      ...(c.repeat !== undefined ? [`    repeat: ${c.repeat}`] : []),
    ]),
    "",
  ].join("\n");
}

async function starts(log: string): Promise<number> {
  const text = await readFile(log, "utf8").catch(() => "");
  return text.split("\n").filter((l) => l.startsWith("started")).length;
}

describe("MCP state never leaks between sides", () => {
  it("two configs + a stateful server in one invocation: each side gets its own server, and the comparison passes", async () => {
    await writeFile(join(dir, "counter.yaml"), counterSuite("counter", null, [{ id: "ticket" }]));
    const log = join(dir, "two-sides.log");
    const run = await cli(
      [
        "run",
        "counter.yaml",
        "--config",
        "baseline.yaml",
        "--config",
        "candidate.yaml",
        "--output-dir",
        "two",
      ],
      { COUNTER_LOG: log },
    );
    expect(run.stderr).not.toContain("internal error");
    expect(run.code).toBe(0);
    const base = await readRunResult(join(dir, "two", "counter--baseline.json"));
    const cand = await readRunResult(join(dir, "two", "counter--candidate.json"));
    for (const side of [base, cand]) {
      expect(side.cases[0]!.status).toBe("pass");
      expect(side.cases[0]!.repetitions[0]!.output).toBe("Your number: ticket 1");
      expect(side.mcp_servers).toEqual([{ name: "counter", server: { name: "counter", version: "2.1.0" } }]);
    }
    expect(await starts(log)).toBe(2);
    const compare = await cli(["compare", "two/counter--baseline.json", "two/counter--candidate.json"]);
    expect(compare.stdout).not.toMatch(/REGRESSED|regression:/);
    expect(compare.code).toBe(0);
  }, 60_000);

  it("restart: per_case starts the server for every case; per_repetition for every repetition", async () => {
    await writeFile(
      join(dir, "per-case.yaml"),
      counterSuite("per-case", "per_case", [{ id: "first" }, { id: "second" }, { id: "third" }]),
    );
    await writeFile(
      join(dir, "per-rep.yaml"),
      counterSuite("per-rep", "per_repetition", [{ id: "again", repeat: 3 }]),
    );
    const caseLog = join(dir, "per-case.log");
    const perCase = await cli(["run", "per-case.yaml", "--config", "candidate.yaml", "-o", "per-case.json"], {
      COUNTER_LOG: caseLog,
    });
    expect(perCase.code).toBe(0);
    const caseRun = await readRunResult(join(dir, "per-case.json"));
    expect(caseRun.cases.map((c) => c.status)).toEqual(["pass", "pass", "pass"]);
    expect(await starts(caseLog)).toBe(3);

    const repLog = join(dir, "per-rep.log");
    const perRep = await cli(
      ["run", "per-rep.yaml", "--config", "candidate.yaml", "-o", "per-rep.json", "--concurrency", "2"],
      { COUNTER_LOG: repLog },
    );
    expect(perRep.code).toBe(0);
    const repRun: RunResult = await readRunResult(join(dir, "per-rep.json"));
    expect(repRun.cases[0]!.pass_count).toBe(3);
    expect(await starts(repLog)).toBe(3);
  }, 60_000);

  it("without a restart policy, repetitions share the run's server (what per_repetition is for)", async () => {
    await writeFile(join(dir, "shared.yaml"), counterSuite("shared", null, [{ id: "again", repeat: 2 }]));
    const run = await cli(["run", "shared.yaml", "--config", "candidate.yaml", "-o", "shared.json"], {
      COUNTER_LOG: join(dir, "shared.log"),
    });
    expect(run.code).toBe(0);
    const result = await readRunResult(join(dir, "shared.json"));
    expect(result.cases[0]!.repetitions.map((r) => r.output).sort()).toEqual([
      "Your number: ticket 1",
      "Your number: ticket 3",
    ]);
    expect(result.cases[0]!.pass_count).toBe(1);
  }, 60_000);
});

describe("unexecuted calls are not evidence", () => {
  it("a call cut by max_turns is recorded apart and the case does not pass", async () => {
    await writeFile(
      join(dir, "cut.yaml"),
      [
        "suite: cut",
        "cases:",
        "  - id: lookup-once",
        "    type: tool_call",
        "    input: Where is order 7730?",
        "    max_turns: 1",
        "    tools:",
        "      - name: lookup",
        "        description: Looks an order up",
        "        parameters: {type: object, properties: {id: {type: string}}}",
        "        result: {status: shipped}",
        "    expected:",
        "      name: lookup",
        '      arguments: {id: "7730"}',
        "",
      ].join("\n"),
    );
    const run = await cli([
      "run",
      "cut.yaml",
      "--config",
      "candidate.yaml",
      "-o",
      "cut.json",
      "--fail-on-failure",
    ]);
    expect(run.code).toBe(1);
    const result = await readRunResult(join(dir, "cut.json"));
    const rep = result.cases[0]!.repetitions[0]!;
    expect(rep.status).toBe("fail");
    expect(rep.evidence.unexecuted_calls).toEqual([{ name: "lookup", arguments: { id: "7730" } }]);
    expect(rep.evidence.tool_calls ?? []).toEqual([]);
    expect(rep.reason).toContain("the agent loop stopped at max_turns 1 before executing 'lookup'");
  }, 60_000);
});

describe("repetitions sample", () => {
  it("validate warns when a case repeats at temperature 0, and still exits 0", async () => {
    await writeFile(
      join(dir, "cold.yaml"),
      [
        "suite: cold",
        "cases:",
        "  - id: frozen",
        "    type: contains",
        "    input: hi",
        "    expected: hi",
        "    repeat: 5",
        "    generation: {temperature: 0}",
        "  - id: sampled",
        "    type: contains",
        "    input: hi",
        "    expected: hi",
        "    repeat: 5",
        "    generation: {temperature: 0.7, seed: 3}",
        "",
      ].join("\n"),
    );
    const validate = await cli(["validate", "cold.yaml"]);
    expect(validate.code).toBe(0);
    expect(validate.stderr).toContain("warning: cold.yaml: repeat > 1 at temperature 0 (frozen)");
    const run = await cli(["run", "cold.yaml", "--config", "candidate.yaml", "-o", "cold.json"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("repeat > 1 at temperature 0 (frozen)");
    const result = await readRunResult(join(dir, "cold.json"));
    expect(result.cases[1]!.repetitions.map((r) => r.seed)).toEqual([3, 4, 5, 6, 7]);
    const seeds = ollama.bodies("/api/chat").map((b) => (b.options as { seed?: number } | undefined)?.seed);
    expect(seeds.filter((s) => s !== undefined).sort()).toEqual([3, 4, 5, 6, 7]);
  }, 60_000);
});
