// A 401/403 on a call after readiness (a token that expired mid-run, a rotated key) fails every
// later call too: the run stops sending them (docs/ollama.md, docs/openai.md).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunResult, run } from "../../../src/lib/index.js";
import { type OllamaDouble, startOllamaDouble } from "../../doubles/ollama-double.js";
import { type OpenAIDouble, startOpenAIDouble } from "../../doubles/openai-double.js";

let dir: string;
let ollama: OllamaDouble | undefined;
let openai: OpenAIDouble | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-auth-stop-"));
  for (const name of ["first", "second"]) {
    const cases = ["a", "b", "c"].map(
      (id) => `  - id: ${id}\n    type: contains\n    input: "${name} ${id}"\n    expected: ${name}`,
    );
    await writeFile(join(dir, `${name}.yaml`), `suite: ${name}\ncases:\n${cases.join("\n")}\n`);
  }
});
afterAll(async () => {
  await ollama?.close();
  await openai?.close();
  await rm(dir, { recursive: true, force: true });
});

async function runBoth(config: string): Promise<RunResult[]> {
  const path = join(dir, "config.yaml");
  await writeFile(path, config);
  return run({
    suites: [join(dir, "first.yaml"), join(dir, "second.yaml")],
    configs: [path],
    env: {},
    cwd: dir,
  });
}

const statuses = (results: RunResult[]) => results.map((r) => r.cases.map((c) => c.status));
const reasons = (results: RunResult[]) =>
  results.flatMap((r) => r.cases.map((c) => c.repetitions[0]!.reason));

describe("an authentication failure after readiness stops the run", () => {
  it("Ollama behind a proxy: no call after the 401, in this suite or the next; the rest say why", async () => {
    ollama = await startOllamaDouble({
      responder: (body) => {
        // The proxy's token expires after the first answer.
        ollama!.inject({
          kind: "status",
          status: 401,
          body: '{"error":"token expired"}',
          endpoint: "/api/chat",
        });
        const messages = body.messages as Array<{ content: string }>;
        return { content: `echo: ${messages.at(-1)!.content}` };
      },
    });
    const results = await runBoth(
      `id: o\nprovider: ollama\nmodel: llama3.2:3b\nbase_url: ${ollama.url}\nconcurrency: 1\nretries: 0\npull: false\n`,
    );
    expect(ollama.bodies("/api/chat")).toHaveLength(2);
    expect(statuses(results)).toEqual([
      ["pass", "error", "error"],
      ["error", "error", "error"],
    ]);
    const failed =
      "authentication failed (check headers, or the credentials in base_url): HTTP 401 from /api/chat: token expired";
    expect(reasons(results)).toEqual([
      null,
      failed,
      ...Array(4).fill(`not executed, the run stopped: ${failed}`),
    ]);
    expect(results.every((r) => !r.cancelled)).toBe(true);
  });

  it("an OpenAI-compatible server whose key was rotated mid-run: the same", async () => {
    openai = await startOpenAIDouble({ models: ["m"], apiKey: "sk-old" });
    openai.respond((body) => {
      openai!.apiKey = "sk-new";
      const messages = body.messages as Array<{ content: string }>;
      return { content: `echo: ${messages.at(-1)!.content}` };
    });
    const results = await runBoth(
      `id: p\nprovider: openai\nmodel: m\nbase_url: ${openai.url}\napi_key: sk-old\nconcurrency: 1\nretries: 0\n`,
    );
    expect(openai.bodies("/v1/chat/completions")).toHaveLength(2);
    expect(statuses(results)).toEqual([
      ["pass", "error", "error"],
      ["error", "error", "error"],
    ]);
    const [, failed, ...rest] = reasons(results);
    expect(failed).toMatch(/^authentication failed \(check api_key or headers\): HTTP 401 /);
    expect(rest).toEqual(Array(4).fill(`not executed, the run stopped: ${failed}`));
  });
});
