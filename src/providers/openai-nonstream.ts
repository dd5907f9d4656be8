import type { ChatCompletionChunk } from "openai/resources/chat/completions";
import { isRecord } from "../core/json/value.js";
import { type ChatReply, ProviderError } from "../core/run/provider.js";
import { excerpt } from "./http-errors.js";
import { StreamedReply } from "./openai-stream-reply.js";
import { replyMetadata, ToolCallAssembler } from "./openai-wire.js";

/** A 200 answer to a streamed request that is an event stream: by its type, or untyped. */
export function isEventStream(contentType: string | null): boolean {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "" || type === "text/event-stream";
}

/** Server-sent events read from the whole text: the `data:` lines up to `[DONE]`. */
function eventStreamReply(text: string, secrets: readonly string[]): ChatReply {
  const reply = new StreamedReply();
  for (const line of text.split(/\r?\n/)) {
    if (!line.startsWith("data:")) continue;
    const data = line.slice(5).trim();
    if (data === "[DONE]") break;
    if (data === "") continue;
    let chunk: unknown;
    try {
      chunk = JSON.parse(data);
    } catch {
      // Transient, as in a real stream: a corrupted event may come whole on the next attempt.
      throw new ProviderError(
        "transient",
        `/chat/completions sent an event that is not valid JSON: ${excerpt(data, secrets, 120)}`,
      );
    }
    if (isRecord(chunk) && chunk.error !== undefined)
      throw new ProviderError(
        "transient",
        `the server reported an error during /chat/completions: ${excerpt(JSON.stringify(chunk.error), secrets)}`,
      );
    if (isRecord(chunk)) reply.add(chunk as unknown as ChatCompletionChunk);
  }
  return reply.reply();
}

/**
 * A 200 answer that is not typed as an event stream, although `stream: true` was asked. Events
 * under another type are read as a stream. A server that ignores the flag and sends one
 * complete `chat.completion` object (JSON) is answered by it, as if it had been streamed;
 * anything else (a proxy's login page, another API's JSON) can never succeed on a retry, so it
 * is a fatal error naming what came back.
 */
export async function nonStreamReply(response: Response, secrets: readonly string[]): Promise<ChatReply> {
  const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const text = await response.text();
  const what = `/chat/completions answered HTTP ${response.status} with ${type} instead of an event stream`;
  const refuse = (why: string): ProviderError =>
    new ProviderError(
      "fatal",
      `${what}${why} (is base_url the API root of an OpenAI-compatible server?): ${excerpt(text, secrets)}`,
    );
  // An event stream under another type (a proxy that relabels it) is still read as one.
  if (/^\s*(data|event|id|retry)?:/.test(text)) return eventStreamReply(text, secrets);
  if (!/^application\/([a-z0-9.+-]*\+)?json$/.test(type)) throw refuse("");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw refuse(", and its body is not valid JSON");
  }
  const choices = isRecord(body) && Array.isArray(body.choices) ? (body.choices as unknown[]) : [];
  const choice = (choices.find((c) => isRecord(c) && c.index === 0) ?? choices[0]) as
    | Record<string, unknown>
    | undefined;
  const message = isRecord(choice) ? choice.message : undefined;
  if (!isRecord(body) || !isRecord(message)) throw refuse(", and it is not a chat completion");
  const tools = new ToolCallAssembler();
  if (Array.isArray(message.tool_calls)) {
    tools.add(
      message.tool_calls.map((call: unknown, index) =>
        isRecord(call) ? { index, ...call } : call,
      ) as ChatCompletionChunk.Choice.Delta.ToolCall[],
    );
  }
  const finishReason = typeof choice?.finish_reason === "string" ? choice.finish_reason : undefined;
  const reply: ChatReply = {
    content: typeof message.content === "string" ? message.content : "",
    toolCalls: tools.calls(),
    metadata: replyMetadata({
      usage: body.usage,
      timings: body.timings,
      ...(finishReason !== undefined ? { finishReason } : {}),
      ...(typeof body.system_fingerprint === "string" ? { fingerprint: body.system_fingerprint } : {}),
    }),
  };
  const reasoning = message.reasoning_content ?? message.reasoning;
  if (typeof reasoning === "string" && reasoning !== "") reply.thinking = reasoning;
  const computeMs = reply.metadata.compute_ms;
  if (typeof computeMs === "number") reply.computeMs = computeMs;
  return reply;
}
