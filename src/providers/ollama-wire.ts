import type { Message as OllamaMessage, Tool as OllamaTool } from "ollama";
import { readArguments } from "../core/checks/tool-call-text.js";
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
 * older server may send a JSON string, which is parsed strictly. Arguments that are no object (or
 * text that is no JSON object) are kept as they came, with why: invalid evidence, never a mere
 * mismatch, by the rule calls in output text follow.
 */
export function readToolCalls(raw: unknown): ToolCall[] {
  if (!Array.isArray(raw)) return [];
  const calls: ToolCall[] = [];
  for (const item of raw) {
    const fn = isRecord(item) && isRecord(item.function) ? item.function : undefined;
    if (fn === undefined) continue;
    const name = typeof fn.name === "string" ? fn.name : "";
    const args = fn.arguments;
    calls.push({ name, ...readArguments(typeof args === "string" ? args : fromWire(args)) });
  }
  return calls;
}
