import type { JsonObject } from "../../core/json/value.js";

/** The fields every user-written file may carry, described once for the schemas and the docs. */

/** `$schema`: the editor's hint, ignored by ModelGate. */
export const EDITOR_SCHEMA_FIELD: JsonObject = {
  type: "string",
  description: "Where editors find this schema; ModelGate ignores it.",
};

/** `description`: free text for the reader of the file. */
export const FREE_TEXT_FIELD: JsonObject = { type: "string", description: "Free text." };

const number = (description: string): JsonObject => ({ type: "number", description });
/** What llama.cpp reads a token count or `top_k` into (Ollama passes them on to it): a C `int`. */
export const INT32_MAX = 2_147_483_647;

const integer = (description: string, minimum: number, maximum = INT32_MAX): JsonObject => ({
  type: "integer",
  minimum,
  maximum,
  description,
});

/**
 * The generation options both providers know, typed: a config's `options` and a case's
 * `generation` may hold others (passed on as they are), but a seed written `"42"` or `1.5` was
 * sent unchanged to every repetition, where the spec gives repetition i the seed + i. Counts are
 * bounded by what the servers read them into, so `num_ctx: 1e19` is refused here, at its line,
 * not by the server mid-run; the seed's 64-bit range is checked exactly by the loaders
 * (seed-range.ts: a schema sees an integer beyond 2^53 rounded).
 */
export const GENERATION_OPTION_FIELDS: JsonObject = {
  seed: {
    type: "integer",
    description: `Sampling seed; repetition i uses seed + i. A signed 64-bit integer, sent exactly.`,
  },
  temperature: { type: "number", minimum: 0, description: "Sampling temperature." },
  top_p: number("Nucleus sampling: the probability mass kept."),
  top_k: integer("Sampling keeps the k likeliest tokens.", 0),
  min_p: number("Tokens below this share of the likeliest one's probability are dropped."),
  num_ctx: integer("Context window in tokens (Ollama).", 1),
  num_predict: integer("Most tokens to generate (Ollama; -1: no limit, -2: until the context is full).", -2),
  max_tokens: integer("Most tokens to generate (OpenAI-compatible servers).", 1),
  repeat_penalty: number("Penalty for repeated tokens (Ollama)."),
  presence_penalty: number("Penalty for tokens already present (OpenAI-compatible servers)."),
  frequency_penalty: number("Penalty by token frequency (OpenAI-compatible servers)."),
};
