import type { Message as OllamaMessage, Tool as OllamaTool } from "ollama";
import { parseStrictJson } from "../core/json/parse.js";
import { setOwn } from "../core/json/set-own.js";
import type { Json, JsonObject } from "../core/json/value.js";
import { isJsonObject } from "../core/json/value.js";
import type { ChatMessage, ToolCall, ToolDefinition } from "../core/suite/case.js";

/*
 * Conversions between ModelGate's values and what goes over the wire to Ollama.
 *
 * The official client serialises requests with JSON.stringify, which throws on `bigint`. Big
 * integers (a seed beyond 2^53, a schema bound) are therefore sent as marked strings and turned
 * back into bare digits in the request body just before it leaves (`restoreBigints`), so they
 * reach the server exactly.
 */

const MARK = "\uE000modelgate-bigint:";
const END = "\uE000";
const MARKED = new RegExp(`"${MARK}(-?\\d+)${END}"`, "g");

/** Plain data for the client; big integers as marked strings. */
export function toWire(value: Json): unknown {
  if (typeof value === "bigint") return `${MARK}${value.toString()}${END}`;
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(toWire);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const member = value[key];
    if (member !== undefined) setOwn(out, key, toWire(member));
  }
  return out;
}

/** Undo `toWire`'s marking inside a serialised request body. */
export function restoreBigints(body: string): string {
  return body.includes(MARK) ? body.replace(MARKED, "$1") : body;
}

/** A value the client parsed from a response, as a `Json` (anything else becomes null). */
export function fromWire(value: unknown): Json {
  if (value === null || typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map(fromWire);
  if (typeof value === "object") {
    const out: JsonObject = {};
    for (const key of Object.keys(value)) setOwn(out, key, fromWire((value as Record<string, unknown>)[key]));
    return out;
  }
  return null;
}

/**
 * The conversation in Ollama's shape. The configured system prompt is put first unless the
 * conversation already carries one (the runner puts a case's own system prompt there).
 */
export function toOllamaMessages(messages: ChatMessage[], system: string | undefined): OllamaMessage[] {
  const out: OllamaMessage[] = [];
  if (system !== undefined && !messages.some((m) => m.role === "system")) {
    out.push({ role: "system", content: system });
  }
  for (const m of messages) {
    const message: OllamaMessage = { role: m.role, content: m.content };
    if (m.tool_calls !== undefined && m.tool_calls.length > 0) {
      message.tool_calls = m.tool_calls.map((call) => ({
        function: {
          name: call.name,
          // Ollama only accepts an object here; unparseable arguments are sent as an empty one.
          arguments: isJsonObject(call.arguments) ? (toWire(call.arguments) as Record<string, unknown>) : {},
        },
      }));
    }
    if (m.tool_name !== undefined) message.tool_name = m.tool_name;
    out.push(message);
  }
  return out;
}

export function toOllamaTools(tools: ToolDefinition[]): OllamaTool[] {
  return tools.map((t) => ({
    type: "function",
    function: {
      name: t.name,
      description: t.description,
      parameters: toWire(t.parameters) as OllamaTool["function"]["parameters"],
    },
  }));
}

/**
 * Native tool calls from a response message. Ollama sends arguments as an object; a proxy or an
 * older server may send a JSON string, which is parsed strictly — when that fails the call keeps
 * the raw text and says why (invalid evidence, never a mere mismatch).
 */
export function readToolCalls(raw: unknown): ToolCall[] {
  if (!Array.isArray(raw)) return [];
  const calls: ToolCall[] = [];
  for (const item of raw) {
    const fn = isRecord(item) && isRecord(item.function) ? item.function : undefined;
    if (fn === undefined) continue;
    const name = typeof fn.name === "string" ? fn.name : "";
    const args = fn.arguments;
    if (typeof args === "string") {
      const parsed = parseStrictJson(args);
      if (parsed.ok) calls.push({ name, arguments: parsed.value });
      else
        calls.push({
          name,
          arguments: args,
          arguments_error: `arguments are not valid JSON: ${parsed.error}`,
        });
    } else if (args === undefined || args === null) {
      calls.push({ name, arguments: {} });
    } else {
      calls.push({ name, arguments: fromWire(args) });
    }
  }
  return calls;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
