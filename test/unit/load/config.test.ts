// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${NAME} is the syntax under test.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDiagnostic, InputError } from "../../../src/core/diagnostics.js";
import { knownSecrets } from "../../../src/core/safety/secret-values.js";
import { loadConfig, normalizeApiRoot, normalizeHost } from "../../../src/load/config.js";

const FIXTURES = resolve(import.meta.dirname, "../../fixtures/modeldiff");
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-config-"));
  await writeFile(join(dir, "recorded.json"), '{"outputs": {}}');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function configFile(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

async function problems(path: string, env: NodeJS.ProcessEnv = {}): Promise<string[]> {
  const error = await loadConfig(path, env).catch((e: unknown) => e);
  if (!(error instanceof InputError)) throw new Error(`expected an InputError, got ${String(error)}`);
  return error.diagnostics.map((d) => formatDiagnostic(d).slice(path.length));
}

describe("configurations written for the Python predecessor", () => {
  it("loads a replay configuration with its outputs resolved against the file", async () => {
    const config = await loadConfig(join(FIXTURES, "configs/baseline.yaml"), {});
    expect(config).toEqual({
      id: "baseline-q8",
      file: join(FIXTURES, "configs/baseline.yaml"),
      provider: "replay",
      outputs: join(FIXTURES, "recorded/baseline.json"),
      capture: "full",
      concurrency: 1,
      redacted: {
        id: "baseline-q8",
        provider: "replay",
        outputs: "../recorded/baseline.json",
        capture_output: "full",
      },
    });
    const candidate = await loadConfig(join(FIXTURES, "configs/candidate.yaml"), {});
    expect(candidate.capture).toBe("hash");
  });

  it("loads an Ollama configuration with every default applied", async () => {
    const config = await loadConfig(join(FIXTURES, "configs/ollama.yaml"), { OLLAMA_HOST: "ignored:1" });
    expect(config).toMatchObject({
      id: "llama3.1-8b",
      provider: "ollama",
      model: "llama3.1:8b",
      baseUrl: "http://localhost:11434",
      endpoint: "chat",
      options: { temperature: 0, seed: 42 },
      system: "You are a support assistant.",
      format: "json",
      timeoutMs: 120_000,
      retries: 2,
      concurrency: 1,
      pull: true,
      capture: "full",
      headers: {},
    });
  });

  it("fills defaults for a minimal Ollama configuration, base_url from OLLAMA_HOST", async () => {
    const path = await configFile("min.yaml", "id: m\nprovider: ollama\nmodel: qwen3:4b\n");
    const config = await loadConfig(path, { OLLAMA_HOST: "gpu-box" });
    expect(config).toEqual({
      id: "m",
      file: path,
      provider: "ollama",
      model: "qwen3:4b",
      baseUrl: "http://gpu-box:11434",
      endpoint: "chat",
      options: {},
      timeoutMs: 120_000,
      retries: 2,
      pull: true,
      headers: {},
      capture: "full",
      concurrency: 1,
      redacted: { id: "m", provider: "ollama", model: "qwen3:4b" },
    });
    expect(await loadConfig(path, {})).toMatchObject({ baseUrl: "http://localhost:11434" });
  });

  it("reads every optional Ollama field", async () => {
    const path = await configFile(
      "full.yaml",
      `id: full
provider: ollama
model: llama3.1:8b
base_url: https://ollama.example.com/
endpoint: generate
embedding_model: nomic-embed-text
timeout_s: 2.5
retries: 0
concurrency: 4
pull: false
capture_output: none
keep_alive: 5m
think: high
format: {type: object}
`,
    );
    expect(await loadConfig(path, {})).toMatchObject({
      baseUrl: "https://ollama.example.com",
      endpoint: "generate",
      embeddingModel: "nomic-embed-text",
      timeoutMs: 2500,
      retries: 0,
      concurrency: 4,
      pull: false,
      capture: "none",
      keepAlive: "5m",
      think: "high",
      format: { type: "object" },
    });
  });
});

describe("environment variables and secrets", () => {
  it("expands ${NAME}, keeps $${NAME} literal and redacts what is written", async () => {
    const path = await configFile(
      "env.yaml",
      `id: "\${LEG}-q4"
provider: ollama
model: llama3.1:8b
base_url: "http://\${HOST}:11434"
headers:
  Authorization: "Bearer \${OLLAMA_TOKEN}"
  X-Upstream: "Bearer \${OLLAMA_TOKEN}"
  X-Note: "cost $$\{NOT_A_VAR} per call"
options: {api_key: "\${OLLAMA_TOKEN}", max_tokens: 10}
`,
    );
    const env = { LEG: "candidate", HOST: "10.0.0.5", OLLAMA_TOKEN: "s3cr3t" };
    const config = await loadConfig(path, env);
    expect(config.id).toBe("candidate-q4");
    if (config.provider !== "ollama") throw new Error("ollama expected");
    expect(config.baseUrl).toBe("http://10.0.0.5:11434");
    expect(config.headers).toEqual({
      Authorization: "Bearer s3cr3t",
      "X-Upstream": "Bearer s3cr3t",
      "X-Note": "cost ${NOT_A_VAR} per call",
    });
    expect(config.redacted).toEqual({
      id: "candidate-q4",
      provider: "ollama",
      model: "llama3.1:8b",
      base_url: "http://10.0.0.5:11434",
      headers: {
        Authorization: "<redacted>",
        "X-Upstream": "<redacted>",
        // a literal (`$${...}` is no reference) under a plain name is configuration
        "X-Note": "cost ${NOT_A_VAR} per call",
      },
      options: { api_key: "<redacted>", max_tokens: 10 },
    });
    expect(JSON.stringify(config.redacted)).not.toContain("s3cr3t");
  });

  it("names each unset variable and the field that uses it", async () => {
    const path = await configFile(
      "unset.yaml",
      `id: x
provider: ollama
model: "\${MODEL}"
headers:
  Authorization: "Bearer \${OLLAMA_TOKEN}"
system: "\${ bad name }"
`,
    );
    expect(await problems(path, { MODEL: "m" })).toEqual([
      ":5:18: field 'headers.Authorization': environment variable 'OLLAMA_TOKEN' is not set",
      ":6:9: field 'system': '${ bad name }' is not a variable reference: use ${NAME} (letters, digits, _), or $${...} for a literal",
    ]);
  });

  it("counts a variable set to the empty string as set", async () => {
    const path = await configFile(
      "empty-var.yaml",
      'id: x\nprovider: ollama\nmodel: m\nsystem: "${EMPTY}"\n',
    );
    const config = await loadConfig(path, { EMPTY: "" });
    expect(config.provider === "ollama" && config.system).toBe("");
  });
});

describe("header values", () => {
  it("trims a value's leading and trailing whitespace (a CI secret's newline) as fetch does, and masks the trimmed value", async () => {
    const path = await configFile(
      "header-trim.yaml",
      'id: x\nprovider: openai\nmodel: m\nbase_url: http://127.0.0.1:8080/v1\napi_key: "${KEY}"\nheaders:\n  Authorization: "Bearer ${TOK}"\n  X-Team: " support\\t"\n',
    );
    const config = await loadConfig(path, { TOK: "tok-0123456789\n", KEY: "sk-key-0123456789\r\n" });
    if (config.provider !== "openai") throw new Error("openai expected");
    expect(config.headers).toEqual({ Authorization: "Bearer tok-0123456789", "X-Team": "support" });
    expect(config.apiKey).toBe("sk-key-0123456789");
    expect(knownSecrets.list()).toContain("tok-0123456789");
  });

  it("a value still invalid after trimming, or an invalid name, is refused at its field, never quoting the value", async () => {
    const path = await configFile(
      "header-bad.yaml",
      'id: x\nprovider: ollama\nmodel: m\nheaders:\n  Authorization: "Bearer ${TOK}"\n  "X Bad": ok\n',
    );
    const found = await problems(path, { TOK: "abc\ndef-secret" });
    expect(found).toEqual([
      ":5:18: field 'headers.Authorization': is not a valid HTTP header value: it holds a line break or another control character (once variables are filled in); check the variable's value",
      ":6:3: field 'headers.X Bad': 'X Bad' is not a valid HTTP header name (letters, digits and !#$%&'*+-.^_`|~ only)",
    ]);
    expect(found.join("\n")).not.toContain("def-secret");
    const key = await configFile(
      "key-bad.yaml",
      'id: x\nprovider: openai\nmodel: m\nbase_url: http://127.0.0.1:8080/v1\napi_key: "${KEY}"\n',
    );
    expect(await problems(key, { KEY: "sk-a\nsk-b" })).toEqual([
      ":5:10: field 'api_key': is not a valid HTTP header value: it holds a line break or another control character (once variables are filled in); check the variable's value",
    ]);
  });
});

describe("invalid configurations", () => {
  it("reports every problem with its line and a suggestion for a near name", async () => {
    const path = await configFile(
      "bad.yaml",
      `id: bad
provider: ollama
timeout: 30
capture_output: partial
outputs: recorded.json
retries: -1
think: maybe
`,
    );
    expect(await problems(path)).toEqual([
      ":1:1: field 'model': missing required field",
      ":3:1: field 'timeout': unknown field; did you mean 'timeout_s'?",
      ":4:17: field 'capture_output': unknown value 'partial' (allowed: full, hash, none)",
      ":5:10: field 'outputs': is only used by provider 'replay'",
      ":6:10: field 'retries': must be >= 0",
      ":7:8: field 'think': must be true, false, low, medium or high",
    ]);
  });

  it("types the generation options both providers know: a seed is an integer", async () => {
    const path = await configFile(
      "opts.yaml",
      'id: o\nprovider: ollama\nmodel: m\noptions:\n  seed: "42"\n  temperature: hot\n  num_ctx: 4096\n  custom_knob: anything\n',
    );
    expect(await problems(path)).toEqual([
      `:5:9: field 'options.seed': must be an integer (found a string)`,
      ":6:16: field 'options.temperature': must be a number (found a string)",
    ]);
  });

  it("reports a value JSON cannot hold once, a fraction by its value, an alias's value at the alias", async () => {
    const path = await configFile(
      "values.yaml",
      "id: v\nprovider: ollama\nmodel: m\ntimeout_s: .inf\nretries: 2.5\ncache_max_mb: 1e400\ncache: {a: 1}\noptions: &p {temperature: hot, seed: 7}\nheaders: *p\n",
    );
    expect(await problems(path)).toEqual([
      ":4:12: field 'timeout_s': Infinity is not a JSON number",
      ":5:10: field 'retries': must be an integer (found 2.5)",
      ":6:15: field 'cache_max_mb': 1e400 is beyond the range of a number (±1.8e308)",
      ":7:8: field 'cache': must be a string (found a mapping)",
      ":8:27: field 'options.temperature': must be a number (found a string)",
      // a header's value is never quoted back (it may be a secret); the alias note stays
      ":9:10: field 'headers.seed': must be a string (found a number); quote it to keep it as text (in the value of alias '*p', line 8)",
    ]);
  });

  it("refuses timeouts past a day: past Node's timer limit every call would time out at once", async () => {
    const path = await configFile(
      "long.yaml",
      "id: long\nprovider: ollama\nmodel: m\ntimeout_s: 3000000\nready_timeout_s: 90000\n",
    );
    expect(await problems(path)).toEqual([
      ":4:12: field 'timeout_s': must be <= 86400",
      ":5:18: field 'ready_timeout_s': must be <= 86400",
    ]);
  });

  it("requires outputs for replay and reports a missing outputs file", async () => {
    expect(await problems(await configFile("r1.yaml", "id: r\nprovider: replay\n"))).toEqual([
      ":1:1: field 'outputs': missing required field",
    ]);
    expect(
      await problems(await configFile("r2.yaml", "id: r\nprovider: replay\noutputs: nope.json\n")),
    ).toEqual([":3:10: field 'outputs': recorded outputs not found: nope.json"]);
    expect(
      await problems(await configFile("r3.yaml", "id: r\nprovider: replai\noutputs: recorded.json\n")),
    ).toEqual([
      ":2:11: field 'provider': unknown value 'replai'; did you mean 'replay'? (allowed: ollama, openai, replay)",
    ]);
  });

  it("reports an empty file, a list and an invalid base URL", async () => {
    expect(await problems(await configFile("e.yaml", ""))).toEqual([
      ":1:1: file is empty: expected a mapping with 'id' and 'provider'",
    ]);
    expect(await problems(await configFile("l.json", "[]"))).toEqual([
      ":1:1: expected a mapping with 'id' and 'provider', found a list",
    ]);
    expect(
      await problems(await configFile("u.yaml", "id: u\nprovider: ollama\nmodel: m\nbase_url: 'ftp://x'\n")),
    ).toEqual([":4:11: field 'base_url': 'ftp://x' must use http:// or https://"]);
  });
});

describe("Ollama host normalisation", () => {
  it.each([
    [undefined, "http://localhost:11434"],
    ["", "http://localhost:11434"],
    ["gpu-box", "http://gpu-box:11434"],
    ["0.0.0.0", "http://0.0.0.0:11434"],
    ["10.0.0.5:8080", "http://10.0.0.5:8080"],
    [":9999", "http://localhost:9999"],
    ["http://ollama.internal", "http://ollama.internal"],
    ["https://ollama.example.com/proxy/", "https://ollama.example.com/proxy"],
    ["http://127.0.0.1:11434/", "http://127.0.0.1:11434"],
  ])("%s → %s", (raw, expected) => {
    expect(normalizeHost(raw)).toEqual({ ok: true, url: expected });
  });
});

describe("secrets and readiness", () => {
  it("masks values taken from the environment for headers or secret-named variables, wherever they land", async () => {
    const path = await configFile(
      "secrets.yaml",
      [
        "id: live",
        "provider: ollama",
        "model: ${MODEL}",
        "base_url: http://127.0.0.1:1/${API_KEY}",
        "headers:",
        "  X-Auth: ${SESSION}",
        "  X-Team: team-7f3a",
        "ready_timeout_s: 2.5",
        "",
      ].join("\n"),
    );
    const config = await loadConfig(path, { MODEL: "llama3.2", API_KEY: "k-123456", SESSION: "s-abcdef" });
    expect(config.redacted).toEqual({
      id: "live",
      provider: "ollama",
      model: "llama3.2",
      base_url: "http://127.0.0.1:1/<redacted>",
      headers: { "X-Auth": "<redacted>", "X-Team": "team-7f3a" },
      ready_timeout_s: 2.5,
    });
    // the real values are what the provider sends
    expect(config).toMatchObject({ headers: { "X-Auth": "s-abcdef" }, readyTimeoutMs: 2500 });
  });

  it("masks a literal header value only under a credential-like name; one from the environment always", async () => {
    const path = await configFile(
      "plain-headers.yaml",
      [
        "id: x",
        "provider: openai",
        "model: m",
        "base_url: http://127.0.0.1:1/v1",
        "headers:",
        "  X-Team: support",
        "  Accept: application/json",
        "  X-Trace: ${TRACE_ID}",
        "  X-Upstream: Bearer up-tok-123456",
        "  X-Session-Id: sess-8c9d0e",
        "",
      ].join("\n"),
    );
    const config = await loadConfig(path, { TRACE_ID: "trace-5e6f7a" });
    expect(config.redacted.headers).toEqual({
      "X-Team": "support",
      Accept: "application/json",
      "X-Trace": "<redacted>",
      "X-Upstream": "<redacted>",
      "X-Session-Id": "<redacted>",
    });
    // Configuration, visible in the config file: a model saying it is no leak.
    expect(knownSecrets.maskText("Ask support; I answer in application/json.")).toBe(
      "Ask support; I answer in application/json.",
    );
    expect(knownSecrets.maskText("trace-5e6f7a up-tok-123456 sess-8c9d0e")).toBe(
      "<redacted> <redacted> <redacted>",
    );
  });

  it("makes a literal header value a known secret under a credential-like name (X-Proxy-Sig)", async () => {
    const path = await configFile(
      "literal-header.yaml",
      "id: x\nprovider: openai\nmodel: m\nbase_url: http://127.0.0.1:1/v1\nheaders: {X-Proxy-Sig: prx-sig-4411}\n",
    );
    const config = await loadConfig(path, {});
    expect(config.redacted.headers).toEqual({ "X-Proxy-Sig": "<redacted>" });
    expect(knownSecrets.maskText("bad gateway; forwarded X-Proxy-Sig=prx-sig-4411")).toBe(
      "bad gateway; forwarded X-Proxy-Sig=<redacted>",
    );
    // the provider still sends the real value
    expect(config).toMatchObject({ headers: { "X-Proxy-Sig": "prx-sig-4411" } });
  });

  it("makes a password in base_url a known secret: as written, decoded, and as the Basic token sent", async () => {
    const path = await configFile(
      "url-password.yaml",
      "id: x\nprovider: ollama\nmodel: m\nbase_url: http://alice:s3cr3t%40pw99@127.0.0.1:1\n",
    );
    const config = await loadConfig(path, {});
    const basic = Buffer.from("alice:s3cr3t@pw99").toString("base64");
    const echo = `401: Authorization: Basic ${basic}; url http://alice:s3cr3t%40pw99@h; pw s3cr3t@pw99`;
    expect(knownSecrets.maskText(echo)).toBe(
      "401: Authorization: Basic <redacted>; url http://alice:<redacted>@h; pw <redacted>",
    );
    expect(JSON.stringify(config.redacted)).not.toContain("s3cr3t");
  });

  it("makes a password in $OLLAMA_HOST (the Action's ollama-url) a known secret too", async () => {
    const path = await configFile("host-password.yaml", "id: x\nprovider: ollama\nmodel: m\n");
    await loadConfig(path, { OLLAMA_HOST: "svc:Pw0rdFromVars@127.0.0.1:11999" });
    const basic = Buffer.from("svc:Pw0rdFromVars").toString("base64");
    expect(knownSecrets.maskText(`Basic ${basic} Pw0rdFromVars`)).toBe("Basic <redacted> <redacted>");
  });

  it("never repeats a secret field's value in a diagnostic", async () => {
    const path = await configFile(
      "secret-type.yaml",
      "id: x\nprovider: ollama\nmodel: m\nheaders: {X-Api-Key: 123456}\n",
    );
    expect(await problems(path)).toEqual([
      ":4:22: field 'headers.X-Api-Key': must be a string (found a number); quote it to keep it as text",
    ]);
  });
});

describe("base_url shape", () => {
  it("refuses a query or fragment, which would sit before the appended /api/... path", async () => {
    const path = await configFile(
      "query.yaml",
      "id: x\nprovider: ollama\nmodel: m\nbase_url: http://proxy:8080/?key=abc\n",
    );
    expect(await problems(path)).toEqual([
      ":4:11: field 'base_url': must not have a query (?...) or fragment (#...): /api/... is appended to it",
    ]);
  });
});

describe("provider: openai", () => {
  it("loads every field, the key from the environment, redacted in what is written", async () => {
    const path = await configFile(
      "openai.yaml",
      [
        "id: llama-server",
        "provider: openai",
        "base_url: http://localhost:8080/v1/",
        "api_key: ${LLM_KEY}",
        "model: qwen2.5-7b-instruct",
        "options: {temperature: 0, seed: 42, top_k: 20, max_tokens: 128}",
        "system: Be brief.",
        "format: json",
        "timeout_s: 30",
        "retries: 3",
        "concurrency: 4",
        "headers: {X-Team: team-7f3a}",
        "embedding_model: nomic-embed-text-v1.5",
        "capture_output: hash",
        "ready_timeout_s: 90",
        "",
      ].join("\n"),
    );
    const config = await loadConfig(path, { LLM_KEY: "sk-local-0123456789" });
    expect(config).toEqual({
      id: "llama-server",
      file: path,
      provider: "openai",
      model: "qwen2.5-7b-instruct",
      baseUrl: "http://localhost:8080/v1",
      apiKey: "sk-local-0123456789",
      options: { temperature: 0, seed: 42, top_k: 20, max_tokens: 128 },
      system: "Be brief.",
      format: "json",
      timeoutMs: 30_000,
      readyTimeoutMs: 90_000,
      retries: 3,
      concurrency: 4,
      headers: { "X-Team": "team-7f3a" },
      embeddingModel: "nomic-embed-text-v1.5",
      capture: "hash",
      redacted: expect.objectContaining({ api_key: "<redacted>", base_url: "http://localhost:8080/v1/" }),
    });
    expect(JSON.stringify(config.redacted)).not.toContain("sk-local-0123456789");
  });

  it("applies the defaults and needs no key", async () => {
    const path = await configFile(
      "openai-min.yaml",
      "id: m\nprovider: openai\nbase_url: http://127.0.0.1:1234/v1\nmodel: local\n",
    );
    const config = await loadConfig(path, {});
    expect(config).toMatchObject({
      timeoutMs: 120_000,
      retries: 2,
      concurrency: 1,
      headers: {},
      options: {},
    });
    expect("apiKey" in config).toBe(false);
  });

  it("requires base_url and model, refuses Ollama-only fields and options ModelGate sets itself", async () => {
    const path = await configFile(
      "openai-bad.yaml",
      "id: b\nprovider: openai\npull: true\noptions: {stream: false, temperature: 0}\n",
    );
    expect(await problems(path)).toEqual([
      ":1:1: field 'model': missing required field",
      ":1:1: field 'base_url': missing required field",
      ":3:7: field 'pull': is only used by provider 'ollama'",
      ":4:19: field 'options.stream': is set by ModelGate itself (from the case and config)",
    ]);
  });

  it("refuses a base_url that is not a full http(s) URL, and api_key on Ollama", async () => {
    const path = await configFile(
      "openai-url.yaml",
      "id: u\nprovider: openai\nbase_url: localhost:8080\nmodel: m\n",
    );
    expect((await problems(path)).join("\n")).toMatch(/field 'base_url': .*must use http:\/\/ or https:\/\//);
    const ollama = await configFile("ollama-key.yaml", "id: o\nprovider: ollama\nmodel: m\napi_key: sk-x\n");
    expect(await problems(ollama)).toEqual([":4:10: field 'api_key': is only used by provider 'openai'"]);
  });
});

describe("a base URL refused for its form", () => {
  it("is named without the password written in it", () => {
    expect(normalizeApiRoot("ftp://bob:pw-4411-secret@llm.internal/v1")).toEqual({
      ok: false,
      error: "'ftp://llm.internal/v1' must use http:// or https://",
    });
    const host = normalizeHost("gopher://bob:pw-4411-secret@ollama:11434");
    expect(host.ok).toBe(false);
    expect(JSON.stringify(host)).not.toContain("pw-4411-secret");
  });
});
