import type { Message as OllamaMessage, Tool as OllamaTool } from "ollama";
import { parseStrictJson } from "../core/json/parse.js";
import { isJsonObject, isRecord } from "../core/json/value.js";
import type { ChatMessage, ToolCall, ToolDefinition } from "../core/suite/case.js";
import { fromWire, toWire } from "./wire-json.js";

/* Conversions between ModelGate's values and Ollama's request and response shapes. */

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
