import { describeKind } from "../json/equal.js";
import { parseJson } from "../json/fast-parse.js";
import { isJsonObject, type Json, type JsonObject } from "../json/value.js";
import type { ToolCall } from "../suite/case.js";
import { fencedBlocks } from "./extract.js";
import { afterThinking } from "./thinking.js";

/**
 * Tool calls written in the output text, for providers or recordings without native calls. The
 * shapes are the predecessor's: `{"name", "arguments"}`, `{"function": {"name", "arguments"}}`
 * (arguments possibly a JSON string), `{"tool_calls": [...]}`, or a list of calls. `parameters`
 * is read when `arguments` is absent (Llama 3.1 writes it so).
 *
 * Where the text holds them:
 * - the whole text is JSON: read as the call(s);
 * - `<tool_call>…</tool_call>` blocks (Qwen/Hermes chat templates, when the server's tool-call
 *   parser is off): each block is read as the call(s) it holds, in order, prose around them
 *   ignored; a last block not closed runs to the end (a cut-off call is then invalid JSON);
 * - a leading `<think>…</think>` block is skipped first (thinking.ts);
 * - a call inside a code fence is not read unless the case extracts the fence (the text is then
 *   the block's content): it is invalid evidence with the fix, never "no call".
 * Other prose means the model made no call. JSON that does not parse, or that is not a call, is
 * malformed evidence: an error, never an empty list.
 */
export type TextToolCalls = { ok: true; calls: ToolCall[] } | { ok: false; error: string };

const SHAPES = '{"name", "arguments"}, {"function": {...}}, {"tool_calls": [...]} or a list of calls';
const TAGGED = /<tool_call>([\s\S]*?)(?:<\/tool_call>|$)/g;
const IN_FENCE = "the output holds a tool call inside a code fence, which is not read as one";

export function parseToolCallsFromText(text: string, extract?: "code_fence"): TextToolCalls {
  const answer = afterThinking(text);
  const trimmed = answer.trim();
  if (startsLikeJson(trimmed)) return callsFromJson(trimmed, "output");
  if (answer.includes("<tool_call>")) return taggedCalls(answer);
  if (holdsFencedCall(answer)) {
    const fix =
      extract === "code_fence"
        ? "options.extract: code_fence reads an output with exactly one fenced block"
        : "set options.extract: code_fence";
    return { ok: false, error: `${IN_FENCE}: ${fix}` };
  }
  return { ok: true, calls: [] };
}

function startsLikeJson(trimmed: string): boolean {
  const first = trimmed.charCodeAt(0);
  return first === 0x7b || first === 0x5b;
}

function taggedCalls(answer: string): TextToolCalls {
  const calls: ToolCall[] = [];
  let n = 0;
  for (const match of answer.matchAll(TAGGED)) {
    n++;
    const read = callsFromJson((match[1] as string).trim(), `the <tool_call> block ${n}`);
    if (!read.ok) return read;
    calls.push(...read.calls);
  }
  return { ok: true, calls };
}

/** Whether a fenced block of the text holds JSON that reads as at least one call. */
function holdsFencedCall(answer: string): boolean {
  for (const block of fencedBlocks(answer)) {
    const content = block.content.trim();
    if (!startsLikeJson(content)) continue;
    const read = callsFromJson(content, "output");
    if (read.ok && read.calls.length > 0) return true;
  }
  return false;
}

/** `subject` names the text in errors: `output`, `the <tool_call> block 2`. */
function callsFromJson(text: string, subject: string): TextToolCalls {
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, error: `${subject} is not valid JSON (${parsed.error})` };
  const value = parsed.value;
  let items: Json[];
  if (Array.isArray(value)) items = value;
  else if (isJsonObject(value) && Array.isArray(value.tool_calls)) items = value.tool_calls;
  else {
    const call = isJsonObject(value) ? readCall(value) : null;
    return call === null
      ? { ok: false, error: `${subject} is JSON but not a tool call (expected ${SHAPES})` }
      : { ok: true, calls: [call] };
  }
  const of = subject === "output" ? "the output" : subject;
  const calls: ToolCall[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as Json;
    const call = isJsonObject(item) ? readCall(item) : null;
    if (call === null)
      return { ok: false, error: `item ${i} of ${of} is not a tool call (expected ${SHAPES})` };
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
