// The bundled Action against the OpenAI double on 127.0.0.1: `openai-url` points a
// `provider: openai` configuration (written for a laptop's localhost) at the job's server.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ensureBundle, makeWorkspace, runPushBaseline } from "../doubles/action-run.js";
import { type OpenAIDouble, startOpenAIDouble } from "../doubles/openai-double.js";

let workspace: string;
let server: OpenAIDouble | null = null;

beforeAll(() => {
  ensureBundle();
  workspace = makeWorkspace(3, 0);
  writeFileSync(
    path.join(workspace, "suites/gate/configs/llama.yaml"),
    // Port 9 (discard) on localhost: without the input nothing would answer.
    "id: llama\nprovider: openai\nbase_url: http://127.0.0.1:9/v1\nmodel: qwen2.5-1.5b\n",
  );
});
afterEach(async () => {
  await server?.close();
  server = null;
});

describe("an OpenAI-compatible server through the Action", { timeout: 120_000 }, () => {
  it("openai-url overrides base_url; the run records the server's identity and no digest", async () => {
    server = await startOpenAIDouble({ models: ["qwen2.5-1.5b"] });
    server.respond(() => ({ content: "ok" }));
    const run = await runPushBaseline({
      workspace,
      sha: "d".repeat(40),
      config: "suites/gate/configs/llama.yaml",
      inputs: { "openai-url": server.url },
    });
    expect(run.code).toBe(0);
    expect(server.bodies("/v1/chat/completions").length).toBe(3);
    const result = readFileSync(run.outputs["result-path"]!, "utf8");
    // Compact result files (modelgate.run/v2): members without a space after the colon.
    expect(result).toContain(`"base_url":"${server.url}"`);
    expect(result).toContain('"digest":null');
    expect(result).toMatch(/"passed": ?3/);
  });
});
