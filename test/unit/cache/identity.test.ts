import { describe, expect, it } from "vitest";
import { cacheIdentity } from "../../../src/cache/identity.js";
import type { OllamaConfig, OpenAIConfig } from "../../../src/core/config/run-config.js";
import { canonicalJson, sha256Hex } from "../../../src/core/json/canonical.js";

const common = {
  id: "c",
  file: "c.yaml",
  capture: "full" as const,
  concurrency: 1,
  redacted: {},
  options: {},
  timeoutMs: 1000,
  retries: 0,
  headers: {},
};

function openai(baseUrl: string): OpenAIConfig {
  return { ...common, provider: "openai", model: "m", baseUrl };
}

const OPENAI_RUNTIME = { api: "openai", models: { m: { id: "m" } }, digest: null };

describe("cacheIdentity", () => {
  it("keeps the key of an Ollama model with a digest as it was (no server in it)", () => {
    const config: OllamaConfig = {
      ...common,
      provider: "ollama",
      model: "llama3.2:3b",
      baseUrl: "http://gpu-1:11434",
      endpoint: "chat",
      pull: false,
    };
    const runtime = { ollama_version: "0.5.7", models: { "llama3.2:3b": { digest: "sha256:abc" } } };
    const identity = cacheIdentity(config, runtime);
    expect(identity).toEqual({
      provider: "ollama",
      endpoint: "chat",
      model: "llama3.2:3b",
      digest: "sha256:abc",
      server: "0.5.7",
      system: null,
      format: null,
      think: null,
    });
    // The same weights on another host reuse the answers.
    expect(cacheIdentity({ ...config, baseUrl: "http://gpu-2:11434" }, runtime)).toEqual(identity);
    expect(sha256Hex(canonicalJson(identity))).toBe(
      sha256Hex(
        '{"digest":"sha256:abc","endpoint":"chat","format":null,"model":"llama3.2:3b","provider":"ollama","server":"0.5.7","system":null,"think":null}',
      ),
    );
  });

  it("without a digest, names the server: another OpenAI-compatible server never shares a key", () => {
    const a = cacheIdentity(openai("http://127.0.0.1:8080/v1"), OPENAI_RUNTIME);
    const b = cacheIdentity(openai("http://127.0.0.1:8081/v1"), OPENAI_RUNTIME);
    expect(a.base_url).toBe("http://127.0.0.1:8080/v1");
    expect(a).not.toEqual(b);
  });

  it("normalises the URL and leaves credentials out of it", () => {
    const plain = cacheIdentity(openai("http://127.0.0.1:8080/v1"), OPENAI_RUNTIME);
    for (const url of [
      "HTTP://127.0.0.1:8080/v1/",
      "http://alice:s3cr3t@127.0.0.1:8080/v1",
      "http://127.0.0.1:8080/v1#x",
    ]) {
      const identity = cacheIdentity(openai(url), OPENAI_RUNTIME);
      expect(identity).toEqual(plain);
      expect(JSON.stringify(identity)).not.toContain("s3cr3t");
    }
  });
});
