// The bundled Action against a live-protocol Ollama (the Ollama double on 127.0.0.1): `ollama-url`
// reaches configurations without base_url, readiness and pulls run in a log group, `pull: false`
// is honoured, and the server version and model digest land in the result.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ensureBundle, makeWorkspace, runPushBaseline } from "../doubles/action-run.js";
import { type OllamaDouble, startOllamaDouble } from "../doubles/ollama-double.js";

let workspace: string;
let ollama: OllamaDouble | null = null;

beforeAll(() => {
  ensureBundle();
  workspace = makeWorkspace(3, 0);
  writeFileSync(
    path.join(workspace, "suites/gate/configs/live.yaml"),
    "id: live\nprovider: ollama\nmodel: llama3.2:3b\noptions: {temperature: 0}\n",
  );
});
afterEach(async () => {
  await ollama?.close();
  ollama = null;
});

function runLive(pull: string) {
  return runPushBaseline({
    workspace,
    sha: "c".repeat(40),
    config: "suites/gate/configs/live.yaml",
    inputs: { "ollama-url": ollama!.url, pull },
  });
}

describe("Ollama through the Action", { timeout: 120_000 }, () => {
  it("pulls a missing model in a log group, runs, and records the server version and digest", async () => {
    ollama = await startOllamaDouble({ models: [], version: "0.6.8" });
    ollama.respond(() => ({ content: "ok" }));
    const run = await runLive("true");
    expect(run.code).toBe(0);
    const lines = run.stdout.split("\n");
    const open = lines.findIndex((l) => l.startsWith("::group::Ollama: llama3.2:3b at http://127.0.0.1:"));
    const close = lines.findIndex((l, i) => i > open && l === "::endgroup::");
    expect(open).toBeGreaterThanOrEqual(0);
    expect(lines.slice(open, close).join("\n")).toMatch(/pull/i);
    expect(ollama.requests.some((r) => r.path === "/api/pull")).toBe(true);
    // As the CLI does: the model is loaded (a generate request without a prompt) before the first
    // timed call (one call in flight here, so no extra connection is opened).
    const paths = ollama.requests.map((r) => `${r.path}${r.body?.prompt === "" ? " (load)" : ""}`);
    const firstChat = paths.indexOf("/api/chat");
    expect(paths.indexOf("/api/generate (load)")).toBeGreaterThan(paths.indexOf("/api/pull"));
    expect(paths.indexOf("/api/generate (load)")).toBeLessThan(firstChat);
    const result = readFileSync(run.outputs["result-path"]!, "utf8");
    expect(result).toMatch(/"ollama_version": ?"0\.6\.8"/);
    expect(result).toMatch(/"digest": ?"sha256:[0-9a-f]+"/);
    expect(result).toMatch(/"passed": ?3/);
  });

  it("`pull: false` never pulls: the cases are unavailable, no baseline is stored, the step fails", async () => {
    ollama = await startOllamaDouble({ models: [] });
    const run = await runLive("false");
    expect(ollama.requests.some((r) => r.path === "/api/pull")).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /::error::ModelGate: 3 case\(s\) could not be executed, so no baseline was stored/,
    );
    const result = readFileSync(run.outputs["result-path"]!, "utf8");
    expect(result).toMatch(/"status": ?"unavailable"/);
  });
});

// docs/agents-and-rag.md tells users to keep `${{ runner.temp }}/modelgate/<comment-header>/embeddings`
// with actions/cache: what the Action writes there, a later job with the folder restored reuses.
describe("the Action's embedding cache", { timeout: 120_000 }, () => {
  it("keeps vectors in $RUNNER_TEMP/modelgate/<comment-header>/embeddings; restored, no text is embedded again", async () => {
    const corpus = path.join(workspace, "suites/rag/corpus");
    mkdirSync(corpus, { recursive: true });
    writeFileSync(path.join(corpus, "a.md"), "apples and pears\n");
    writeFileSync(path.join(corpus, "b.md"), "the Berlin station\n");
    writeFileSync(
      path.join(workspace, "suites/rag/suite.yaml"),
      "suite: rag\ncorpus: corpus/\ncases:\n  - {id: r, type: retrieval, query: Berlin station, expected_documents: [b.md]}\n",
    );
    writeFileSync(
      path.join(workspace, "suites/rag/live.yaml"),
      "id: live\nprovider: ollama\nmodel: llama3.2:3b\nembedding_model: nomic-embed-text\n",
    );
    ollama = await startOllamaDouble({});
    const texts = () =>
      ollama!.bodies("/api/embed").reduce((n, b) => n + (Array.isArray(b.input) ? b.input.length : 1), 0);
    const runnerTemp = mkdtempSync(path.join(tmpdir(), "mg-runner-temp-"));
    const run = () =>
      runPushBaseline({
        workspace,
        sha: "d".repeat(40),
        config: "suites/rag/live.yaml",
        inputs: { "ollama-url": ollama!.url, suites: "suites/rag/suite.yaml", "comment-header": "rag" },
        runnerTemp,
      });
    expect((await run()).code).toBe(0);
    const folder = path.join(runnerTemp, "modelgate", "rag", "embeddings");
    expect(readdirSync(folder).filter((f) => f.endsWith(".jsonl"))).toHaveLength(1);
    const first = texts();
    expect(first).toBe(3); // two documents and the query
    expect((await run()).code).toBe(0);
    expect(texts()).toBe(first);
  });
});
