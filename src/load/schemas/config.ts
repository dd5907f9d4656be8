// biome-ignore-all lint/suspicious/noThenProperty: `then` is a JSON Schema keyword here.

import { CAPTURE_MODES, PROVIDERS } from "../../core/config/run-config.js";
import type { JsonObject } from "../../core/json/value.js";
import { EDITOR_SCHEMA_FIELD, FREE_TEXT_FIELD, GENERATION_OPTION_FIELDS } from "./user-file-fields.js";

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
    $schema: EDITOR_SCHEMA_FIELD,
    id: {
      type: "string",
      minLength: 1,
      description: "Stable identity of this configuration in results and reports.",
    },
    description: FREE_TEXT_FIELD,
    provider: {
      enum: [...PROVIDERS],
      description:
        "`ollama` calls an Ollama server; `openai` an OpenAI-compatible server (chat completions); `replay` serves recorded outputs.",
    },
    model: {
      type: "string",
      minLength: 1,
      description:
        "Ollama model tag, e.g. `llama3.1:8b`, or the model id an OpenAI-compatible server lists at `/v1/models`. Required for `ollama` and `openai`; a `replay` configuration may name the model its outputs came from.",
    },
    base_url: {
      type: "string",
      minLength: 1,
      description:
        "Ollama: the server address; when absent, `$OLLAMA_HOST`, else `http://localhost:11434`. Without a scheme `http://` is added and without a port `:11434` (`gpu-box` → `http://gpu-box:11434`), as Ollama reads `OLLAMA_HOST`. `openai` (required): the API root, e.g. `http://localhost:8080/v1`.",
    },
    api_key: {
      type: "string",
      description:
        "`openai` only: sent as `Authorization: Bearer ...`; write it as `$" +
        "{VAR}`. Redacted in everything written and never printed.",
    },
    endpoint: {
      enum: ["chat", "generate"],
      default: "chat",
      description: "Ollama API: `chat` (`/api/chat`) or `generate` (`/api/generate`).",
    },
    options: {
      type: "object",
      properties: GENERATION_OPTION_FIELDS,
      default: {},
      description:
        "Generation options (Ollama `options`; for openai request fields such as temperature, seed, top_p, max_tokens, stop, frequency_penalty, presence_penalty, and server extras such as top_k or min_p); a case's `generation` overrides them.",
    },
    system: { type: "string", description: "Default system prompt of the cases that give none." },
    format: {
      anyOf: [{ const: "json" }, { type: "object" }],
      errorMessage: 'must be "json" or a JSON Schema (a mapping)',
      description: "Default structured output of the cases that request none: `json` or a JSON Schema.",
    },
    embedding_model: {
      type: "string",
      minLength: 1,
      description:
        "Model that embeds the corpus for retrieval cases and `rag` (Ollama `/api/embed`, or `/v1/embeddings` for `openai`).",
    },
    timeout_s: {
      type: "number",
      exclusiveMinimum: 0,
      // A day: past Node's timer limit (24.8 days) every call would time out at once.
      maximum: 86_400,
      default: 120,
      description: "Timeout of each model call, in seconds (at most 86400, a day).",
    },
    ready_timeout_s: {
      type: "number",
      minimum: 0,
      maximum: 86_400,
      description:
        "How long to wait, before the first call, for a server that does not answer yet, in seconds (0: ask once; at most 86400). When absent: 10 for the CLI, where a refused connection usually means Ollama is not started, 60 for the Action, which may start it in a service container.",
    },
    retries: {
      type: "integer",
      minimum: 0,
      maximum: 10,
      default: 2,
      description: "Retries of transient failures (connection reset, 429, 5xx, a timeout status), 0–10.",
    },
    concurrency: {
      anyOf: [{ type: "integer", minimum: 1, maximum: 64 }, { const: "auto" }],
      errorMessage: "must be an integer from 1 to 64, or auto",
      description:
        "Calls in flight at once (1–64), or `auto`: the server's parallel slots + 1 (llama-server's `/props`, `OLLAMA_NUM_PARALLEL`), 1 with a note when the server does not report them. When absent: slots + 1 with `OLLAMA_NUM_PARALLEL` set, else 1.",
    },
    pull: { type: "boolean", default: true, description: "Ollama: pull a missing model before the run." },
    capture_output: {
      enum: [...CAPTURE_MODES],
      default: "full",
      description:
        "What result files keep of each output: the text (`full`), its SHA-256 (`hash`), or nothing (`none`).",
    },
    headers: {
      type: "object",
      additionalProperties: { type: "string" },
      default: {},
      description:
        "HTTP headers for every request (string values), e.g. for an auth proxy. The value of a credential-like header (`Authorization`, `X-Api-Key`, `X-Proxy-Sig`, `Set-Cookie`), of one taken from an environment variable, and the credential of a `Bearer`/`Basic`/`Token` value are secrets: written as `<redacted>`, and masked wherever a server or proxy echoes them (messages, results, reports, the cache). A plain header's literal value (`X-Team: support`) is configuration, written and shown as is.",
    },
    keep_alive: {
      type: ["string", "number"],
      maximum: Number.MAX_SAFE_INTEGER,
      description:
        "How long Ollama keeps the model loaded after a call: a duration such as `5m`, or seconds.",
    },
    think: {
      anyOf: [{ type: "boolean" }, { enum: ["low", "medium", "high"] }],
      errorMessage: "must be true, false, low, medium or high",
      description:
        "Ollama: ask a thinking model to think (`true`), not to (`false`), or how hard (`low`, `medium`, `high`).",
    },
    outputs: {
      type: "string",
      minLength: 1,
      description:
        "`replay` (required): a recorded-outputs file, a ModelGate result file (`modelgate.run/v2`, or v1), or a folder of result files (each serves the suite it names), relative to this configuration file. Not allowed with `ollama` or `openai`.",
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
      // A TiB: the cap is counted in bytes, which stay exact far beyond it.
      maximum: 1_048_576,
      default: 256,
      description:
        "Size cap of the response cache folder, in MiB (at most 1048576, a TiB); least recently used entries are pruned after a run.",
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
