import type {
  ChatCompletionChunk,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from "openai/resources/chat/completions";
import { readArguments } from "../core/checks/tool-call-text.js";
import { type OpenAIConfig, OPENAI_RESERVED_FIELDS as RESERVED_FIELDS } from "../core/config/run-config.js";
import { parseStrictJson } from "../core/json/parse.js";
import { setOwn } from "../core/json/set-own.js";
import { stringifyJson } from "../core/json/stringify.js";
import { isRecord, type Json, type JsonObject } from "../core/json/value.js";
import type { ChatRequest } from "../core/run/provider.js";
import type { ChatMessage, ToolCall, ToolDefinition } from "../core/suite/case.js";
import { fromWire, toWire } from "./wire-json.js";

/*
 * Conversions between ModelGate's values and the chat-completions wire format. Big integers go
 * through the marking of `wire-json.ts` (`toWire`, undone in the request body by the fetch).
 */

/**
 * The conversation in the chat-completions shape. Tool calls carry ids the API requires; the
 * evidence does not keep the server's ids (they differ on every run), so each assistant call
 * gets a stable id here and the tool answers that follow it are paired with those ids in order.
 * Ids are 9 alphanumerics, which every server accepts (vLLM's Mistral templates demand that).
 */
export function toOpenAIMessages(
  messages: ChatMessage[],
  system: string | undefined,
): ChatCompletionMessageParam[] {
  const out: ChatCompletionMessageParam[] = [];
  if (system !== undefined && !messages.some((m) => m.role === "system")) {
    out.push({ role: "system", content: system });
  }
  let counter = 0;
  let pending: Array<{ id: string; name: string }> = [];
  for (const m of messages) {
    if (m.role === "assistant" && m.tool_calls !== undefined && m.tool_calls.length > 0) {
      const calls = m.tool_calls.map((call) => ({ id: callId(++counter), call }));
      pending = calls.map(({ id, call }) => ({ id, name: call.name }));
      out.push({
        role: "assistant",
        content: m.content === "" ? null : m.content,
        tool_calls: calls.map(({ id, call }) => ({
          id,
          type: "function",
          function: { name: call.name, arguments: argumentsText(call) },
        })),
      });
    } else if (m.role === "tool") {
      // The first unanswered call of that tool, else the first unanswered call.
      let at = pending.findIndex((p) => p.name === m.tool_name);
      if (at < 0) at = pending.length > 0 ? 0 : -1;
      const id = at >= 0 ? pending.splice(at, 1)[0]!.id : callId(++counter);
      out.push({ role: "tool", tool_call_id: id, content: m.content });
    } else {
      pending = [];
      out.push({ role: m.role, content: m.content } as ChatCompletionMessageParam);
    }
  }
  return out;
}

function callId(n: number): string {
  return `call${String(n).padStart(5, "0")}`;
}

/** Arguments as the JSON text the API carries; unparseable ones go back as they came. */
function argumentsText(call: ToolCall): string {
  if (call.arguments_error !== undefined && typeof call.arguments === "string") return call.arguments;
  return stringifyJson(call.arguments);
}

export function toOpenAITools(tools: ToolDefinition[]): ChatCompletionTool[] {
  return tools.map((t) => ({
    type: "function",
    function: {
      name: t.name,
      description: t.description,
      parameters: toWire(t.parameters) as Record<string, unknown>,
    },
  }));
}

/**
 * The streamed request body: options as top-level fields (the API's own and server extras such
 * as `top_k`, passed through), `format` as `response_format`, usage asked for in the stream.
 */
export function chatBody(
  request: ChatRequest,
  config: Pick<OpenAIConfig, "system" | "format">,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(request.options)) {
    if (!RESERVED_FIELDS.has(key) && value !== undefined) setOwn(body, key, toWire(value));
  }
  body.model = request.model;
  body.messages = toOpenAIMessages(request.messages, config.system);
  body.stream = true;
  body.stream_options = { include_usage: true };
  if (request.tools.length > 0) body.tools = toOpenAITools(request.tools);
  const format = request.format ?? config.format;
  if (format === "json") body.response_format = { type: "json_object" };
  else if (format !== undefined)
    body.response_format = { type: "json_schema", json_schema: { name: "output", schema: toWire(format) } };
  return body;
}

/** One call as its deltas build it. */
interface PartialCall {
  /** The delta's `index`; absent when the server sends none. */
  index: number | undefined;
  /** Arrival order, which orders calls at the same index or without one. */
  order: number;
  id: string;
  name: string;
  /** Argument text, joined from string fragments. */
  text: string;
  /** Arguments sent as a JSON object (some servers), kept as they came. */
  object?: JsonObject;
  /** Why the arguments cannot be read (a value neither text nor an object, or both kinds). */
  error?: string;
  /** A value that is neither a string nor an object, kept as evidence. */
  odd?: Json;
}

/**
 * Tool-call fragments of one choice, assembled as the servers in use send them:
 * - the API's own shape (llama.cpp, vLLM): a first delta with `index`, `id` and the name, then
 *   argument fragments with the `index` alone;
 * - deltas without `index`: a delta with a new `id` starts a call, one that repeats an id or has
 *   none continues it (the last call when it has none);
 * - a continuation that repeats the full name (llama.cpp builds of spring 2025 sent it, and the
 *   id as `function.id`, in every delta; some vLLM tool parsers too) keeps the name once;
 * - a new `id` at an index whose call is already complete (its arguments parse, or none came)
 *   starts a second call there (vLLM and lmdeploy have sent every call at index 0,
 *   continuations with `id: ""`); a new id mid-arguments is the same call under another id;
 * - arguments as a JSON object rather than text are kept as that object; any other value that
 *   is not text (a number, an array) makes the call invalid evidence, never `{}`.
 */
export class ToolCallAssembler {
  readonly #calls: PartialCall[] = [];

  add(deltas: ChatCompletionChunk.Choice.Delta.ToolCall[] | undefined | null): void {
    if (!Array.isArray(deltas)) return;
    for (const delta of deltas) {
      if (!isRecord(delta)) continue;
      const call = this.#callOf(delta);
      const id = idOf(delta);
      if (id !== undefined && call.id === "") call.id = id;
      const name = delta.function?.name;
      // A repeated name (the whole name again, or the name so far extended by a delta that
      // names its call by id) replaces; anything else is the next fragment of the name.
      if (typeof name === "string" && name !== "" && name !== call.name) {
        if (id !== undefined && name.startsWith(call.name)) call.name = name;
        else call.name += name;
      }
      addArguments(call, (delta.function as { arguments?: unknown } | undefined)?.arguments);
    }
  }

  /** The call a delta belongs to, started when it belongs to none. */
  #callOf(delta: ChatCompletionChunk.Choice.Delta.ToolCall): PartialCall {
    const index = typeof delta.index === "number" ? delta.index : undefined;
    const id = idOf(delta);
    const atIndex = index === undefined ? undefined : this.#calls.findLast((c) => c.index === index);
    let call: PartialCall | undefined;
    if (id !== undefined) {
      call = this.#calls.find(
        (c) => c.id === id && (index === undefined || c.index === undefined || c.index === index),
      );
      if (call === undefined && atIndex !== undefined && continuesUnderNewId(atIndex)) call = atIndex;
    } else {
      call = index === undefined ? this.#calls[this.#calls.length - 1] : atIndex;
    }
    if (call !== undefined) return call;
    const started: PartialCall = { index, order: this.#calls.length, id: "", name: "", text: "" };
    this.#calls.push(started);
    return started;
  }

  /** The calls, parsed strictly: unreadable arguments keep what came and say why. */
  calls(): ToolCall[] {
    return [...this.#calls]
      .sort((a, b) => (a.index ?? a.order) - (b.index ?? b.order) || a.order - b.order)
      .map(({ name, text, object, error, odd }) => {
        if (error !== undefined) return { name, arguments: odd ?? object ?? text, arguments_error: error };
        if (object !== undefined) return { name, arguments: object };
        if (text.trim() === "") return { name, arguments: {} };
        return { name, ...readArguments(text) };
      });
  }
}

/** The call's id; llama.cpp builds of spring 2025 sent it as `function.id`. */
function idOf(delta: ChatCompletionChunk.Choice.Delta.ToolCall): string | undefined {
  if (typeof delta.id === "string" && delta.id !== "") return delta.id;
  const inner = (delta.function as { id?: unknown } | undefined)?.id;
  return typeof inner === "string" && inner !== "" ? inner : undefined;
}

/**
 * Whether a delta with an id new at this call's index continues it: when the call had no id
 * yet, or when its argument text is under way and not yet whole (a server with an id per
 * chunk). A call whose arguments are whole, or that has none yet (a tool without parameters),
 * is followed by another call.
 */
function continuesUnderNewId(call: PartialCall): boolean {
  if (call.id === "") return true;
  if (call.error !== undefined || call.object !== undefined || call.text.trim() === "") return false;
  return !parseStrictJson(call.text).ok;
}

/** One delta's `arguments`: text to join, an object to keep, or a value no call can have. */
function addArguments(call: PartialCall, value: unknown): void {
  // Absent or null: this delta carries no arguments (a header delta).
  if (value === undefined || value === null || call.error !== undefined) return;
  if (typeof value === "string") {
    if (value === "") return;
    if (call.object !== undefined) {
      call.error = "arguments came both as a JSON object and as text";
      return;
    }
    call.text += value;
    return;
  }
  if (isRecord(value) && !Array.isArray(value)) {
    const object = fromWire(value) as JsonObject;
    if (call.text.trim() !== "") call.error = "arguments came both as text and as a JSON object";
    // The same object again (a server that repeats the whole call) is still that object.
    else if (call.object !== undefined && stringifyJson(call.object) !== stringifyJson(object))
      call.error = "arguments came as two different JSON objects";
    else call.object = object;
    return;
  }
  call.odd = value as Json;
  call.error = `arguments are neither a JSON object nor text (${Array.isArray(value) ? "an array" : typeof value})`;
}

/** llama.cpp's per-request timings (milliseconds), sent with the last chunk. */
interface Timings {
  prompt_n?: unknown;
  prompt_ms?: unknown;
  predicted_n?: unknown;
  predicted_ms?: unknown;
}

/**
 * Token counts and durations for `provider_metadata`: the API's own `usage` names, plus the names
 * the engine compares across providers (`eval_count`, and `eval_duration` in nanoseconds when the
 * server reports its own timings). `compute_ms` is the server's processing time, free of queueing
 * for a slot and of the network; absent when the server does not report it.
 */
export function replyMetadata(final: {
  usage?: unknown;
  timings?: unknown;
  finishReason?: string;
  fingerprint?: string;
}): JsonObject {
  const out: JsonObject = {};
  const usage = isRecord(final.usage) ? final.usage : {};
  for (const key of ["prompt_tokens", "completion_tokens", "total_tokens"] as const) {
    const n = usage[key];
    if (isCount(n)) out[key] = n;
  }
  if (isCount(usage.prompt_tokens)) out.prompt_eval_count = usage.prompt_tokens;
  if (isCount(usage.completion_tokens)) out.eval_count = usage.completion_tokens;
  const timings: Timings = isRecord(final.timings) ? final.timings : {};
  const promptMs = finite(timings.prompt_ms);
  const predictedMs = finite(timings.predicted_ms);
  if (promptMs !== undefined) out.prompt_eval_duration = Math.round(promptMs * 1e6);
  if (predictedMs !== undefined) out.eval_duration = Math.round(predictedMs * 1e6);
  if (promptMs !== undefined && predictedMs !== undefined)
    out.compute_ms = Math.round((promptMs + predictedMs) * 10) / 10;
  if (out.eval_count === undefined && isCount(timings.predicted_n)) out.eval_count = timings.predicted_n;
  if (out.prompt_eval_count === undefined && isCount(timings.prompt_n))
    out.prompt_eval_count = timings.prompt_n;
  if (final.finishReason !== undefined && final.finishReason !== "") out.done_reason = final.finishReason;
  if (final.fingerprint !== undefined && final.fingerprint !== "") out.system_fingerprint = final.fingerprint;
  return out;
}

function finite(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}
