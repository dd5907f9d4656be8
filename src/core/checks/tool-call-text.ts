import { describeKind } from "../json/equal.js";
import { parseJson } from "../json/fast-parse.js";
import { isJsonObject, type Json, type JsonObject } from "../json/value.js";
import type { ToolCall } from "../suite/case.js";

/**
 * Tool calls written in the output text, for providers or recordings without native calls. The
 * shapes are the predecessor's: `{"name", "arguments"}`, `{"function": {"name", "arguments"}}`
 * (arguments possibly a JSON string), `{"tool_calls": [...]}`, or a list of calls. `parameters`
 * is read when `arguments` is absent (Llama 3.1 writes it so).
 *
 * Prose (text that does not start like JSON) means the model made no call. JSON that does not
 * parse, or that is not a call, is malformed evidence: an error, never an empty list.
 */
export type TextToolCalls = { ok: true; calls: ToolCall[] } | { ok: false; error: string };

const SHAPES = '{"name", "arguments"}, {"function": {...}}, {"tool_calls": [...]} or a list of calls';

export function parseToolCallsFromText(text: string): TextToolCalls {
  const trimmed = text.trim();
  const first = trimmed.charCodeAt(0);
  if (first !== 0x7b && first !== 0x5b) return { ok: true, calls: [] };
  const parsed = parseJson(trimmed);
  if (!parsed.ok) return { ok: false, error: `output is not valid JSON (${parsed.error})` };
  const value = parsed.value;
  let items: Json[];
  if (Array.isArray(value)) items = value;
  else if (isJsonObject(value) && Array.isArray(value.tool_calls)) items = value.tool_calls;
  else {
    const call = isJsonObject(value) ? readCall(value) : null;
    return call === null
      ? { ok: false, error: `output is JSON but not a tool call (expected ${SHAPES})` }
      : { ok: true, calls: [call] };
  }
  const calls: ToolCall[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as Json;
    const call = isJsonObject(item) ? readCall(item) : null;
    if (call === null)
      return { ok: false, error: `item ${i} of the output is not a tool call (expected ${SHAPES})` };
    calls.push(call);
  }
  return { ok: true, calls };
}

function readCall(value: JsonObject): ToolCall | null {
  const holder = isJsonObject(value.function) ? value.function : value;
  const name = holder.name;
  if (typeof name !== "string" || name === "") return null;
  const raw = holder.arguments !== undefined ? holder.arguments : holder.parameters;
  return { name, ...readArguments(raw) };
}

/** Arguments as an object; a JSON string is decoded; anything else is recorded with its error. */
export function readArguments(raw: Json | undefined): Pick<ToolCall, "arguments" | "arguments_error"> {
  if (raw === undefined || raw === null) return { arguments: {} };
  if (isJsonObject(raw)) return { arguments: raw };
  if (typeof raw === "string") {
    const parsed = parseJson(raw);
    if (!parsed.ok)
      return { arguments: raw, arguments_error: `arguments are not valid JSON (${parsed.error})` };
    if (isJsonObject(parsed.value)) return { arguments: parsed.value };
    return {
      arguments: raw,
      arguments_error: `arguments must be a JSON object, got ${describeKind(parsed.value)}`,
    };
  }
  return { arguments: raw, arguments_error: `arguments must be a JSON object, got ${describeKind(raw)}` };
}
