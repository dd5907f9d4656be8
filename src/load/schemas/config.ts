// biome-ignore-all lint/suspicious/noThenProperty: `then` is a JSON Schema keyword here.
import { CAPTURE_MODES, PROVIDERS } from "../../core/config/run-config.js";
import type { JsonObject } from "../../core/json/value.js";

/** The run configuration's JSON Schema: one side of a comparison. */
export const CONFIG_SCHEMA: JsonObject = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://modelgate.dev/schemas/config.json",
  title: "ModelGate run configuration",
  description:
    // Concatenated so the text keeps a literal `${NAME}` (not a template placeholder).
    "One side of a comparison: a model served by Ollama or by an OpenAI-compatible server (llama.cpp, vLLM, LM Studio, LocalAI), or recorded outputs replayed. String values may use environment variables as $" +
    "{NAME} ($${NAME} is a literal).",
  type: "object",
  properties: {
    $schema: { type: "string", description: "Where editors find this schema." },
    id: { type: "string", minLength: 1, description: "Stable identity of this configuration." },
    description: { type: "string", description: "Free text." },
    provider: {
      enum: [...PROVIDERS],
      description:
        "`ollama` calls an Ollama server; `openai` an OpenAI-compatible server (chat completions); `replay` serves recorded outputs.",
    },
    model: {
      type: "string",
      minLength: 1,
      description:
        "Ollama model tag, e.g. `llama3.1:8b`, or the model id an OpenAI-compatible server lists at /v1/models (required for ollama and openai).",
    },
    base_url: {
      type: "string",
      minLength: 1,
      description:
        "Ollama server (default: $OLLAMA_HOST, else http://localhost:11434), or the API root of an OpenAI-compatible server, e.g. http://localhost:8080/v1 (required for openai).",
    },
    api_key: {
      type: "string",
      description:
        "openai only: sent as `Authorization: Bearer ...`; write it as $" +
        "{VAR}. Redacted in everything written and never printed.",
    },
    endpoint: {
      enum: ["chat", "generate"],
      description: "Ollama API: /api/chat (default) or /api/generate.",
    },
    options: {
      type: "object",
      description:
        "Generation options (Ollama `options`; for openai request fields such as temperature, seed, top_p, max_tokens, stop, frequency_penalty, presence_penalty, and server extras such as top_k or min_p); a case's `generation` overrides them.",
    },
    system: { type: "string", description: "Default system prompt." },
    format: {
      anyOf: [{ const: "json" }, { type: "object" }],
      errorMessage: 'must be "json" or a JSON Schema (a mapping)',
      description: "Default structured-output request: `json` or a JSON Schema.",
    },
    embedding_model: {
      type: "string",
      minLength: 1,
      description: "Model used to embed retrieval corpora (Ollama /api/embed, or /v1/embeddings for openai).",
    },
    timeout_s: {
      type: "number",
      exclusiveMinimum: 0,
      description: "Per-call timeout in seconds (default 120).",
    },
    ready_timeout_s: {
      type: "number",
      minimum: 0,
      description:
        "How long to wait for the server to answer before the first call (default: 10 for the CLI, 60 for the Action, which may start Ollama in a service container). 0: ask once.",
    },
    retries: {
      type: "integer",
      minimum: 0,
      maximum: 10,
      description: "Retries of transient failures: reset, 5xx (default 2).",
    },
    concurrency: {
      anyOf: [{ type: "integer", minimum: 1, maximum: 64 }, { const: "auto" }],
      errorMessage: "must be an integer from 1 to 64, or auto",
      description:
        "Calls in flight at once, or `auto`: the server's parallel slots + 1 (llama-server's /props, OLLAMA_NUM_PARALLEL), 1 when the server does not report them. Default: slots + 1 when OLLAMA_NUM_PARALLEL is set, else 1.",
    },
    pull: { type: "boolean", description: "Pull a missing model (default true)." },
    capture_output: {
      enum: [...CAPTURE_MODES],
      description: "What result files keep of each output: the text, its SHA-256, or nothing (default full).",
    },
    headers: {
      type: "object",
      additionalProperties: { type: "string" },
      description: "HTTP headers for every request (an auth proxy); redacted in everything written.",
    },
    keep_alive: {
      type: ["string", "number"],
      description: "How long Ollama keeps the model loaded, e.g. `5m` or seconds.",
    },
    think: {
      anyOf: [{ type: "boolean" }, { enum: ["low", "medium", "high"] }],
      errorMessage: "must be true, false, low, medium or high",
      description: "Ask a thinking model to think (or not).",
    },
    outputs: {
      type: "string",
      minLength: 1,
      description:
        "Replay only: a recorded-outputs file, a ModelGate result file (modelgate.run/v2, or v1), or a folder of result files (matched by suite name), relative to this configuration file.",
    },
    cache: {
      type: "string",
      minLength: 1,
      description:
        "Response cache folder, relative to this configuration file: an identical request (same model digest, body and repetition) is served from it without a model call. `--no-cache` bypasses it.",
    },
    cache_max_mb: {
      type: "number",
      exclusiveMinimum: 0,
      description:
        "Size cap of the response cache folder in MiB (default 256); least recently used entries are pruned.",
    },
  },
  required: ["id", "provider"],
  additionalProperties: false,
  allOf: [
    {
      if: { properties: { provider: { const: "replay" } }, required: ["provider"] },
      then: { required: ["outputs"] },
    },
    {
      if: { properties: { provider: { const: "ollama" } }, required: ["provider"] },
      then: {
        required: ["model"],
        properties: {
          outputs: { not: {}, errorMessage: "is only used by provider 'replay'" },
        },
      },
    },
    {
      if: { properties: { provider: { enum: ["ollama", "replay"] } }, required: ["provider"] },
      then: {
        properties: { api_key: { not: {}, errorMessage: "is only used by provider 'openai'" } },
      },
    },
    {
      if: { properties: { provider: { const: "openai" } }, required: ["provider"] },
      then: {
        required: ["model", "base_url"],
        properties: {
          outputs: { not: {}, errorMessage: "is only used by provider 'replay'" },
          endpoint: { not: {}, errorMessage: "is only used by provider 'ollama'" },
          pull: { not: {}, errorMessage: "is only used by provider 'ollama'" },
          keep_alive: { not: {}, errorMessage: "is only used by provider 'ollama'" },
          think: { not: {}, errorMessage: "is only used by provider 'ollama'" },
        },
      },
    },
  ],
};
