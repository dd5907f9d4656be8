import type { ChatCompletionChunk } from "openai/resources/chat/completions";
import { type ChatReply, ProviderError } from "../core/run/provider.js";
import { replyMetadata, ToolCallAssembler } from "./openai-wire.js";

/** One streamed reply, chunk by chunk: content, reasoning, tool calls and the final figures. */
export class StreamedReply {
  #content = "";
  #thinking = "";
  readonly #tools = new ToolCallAssembler();
  #finishReason: string | undefined;
  #usage: unknown;
  #timings: unknown;
  #fingerprint: string | undefined;

  /** Whether a `finish_reason` arrived: the generation ended, the stream was not cut. */
  get finished(): boolean {
    return this.#finishReason !== undefined;
  }

  add(chunk: ChatCompletionChunk): void {
    const extra = chunk as ChatCompletionChunk & { timings?: unknown };
    if (typeof chunk.system_fingerprint === "string") this.#fingerprint = chunk.system_fingerprint;
    if (chunk.usage !== undefined && chunk.usage !== null) this.#usage = chunk.usage;
    if (extra.timings !== undefined) this.#timings = extra.timings;
    // One choice is asked for; a server that sends more is read for its first.
    const choices = Array.isArray(chunk.choices) ? chunk.choices : [];
    const choice = choices.find((c) => c.index === 0) ?? choices[0];
    if (choice === undefined) return;
    const delta = choice.delta as (typeof choice.delta & Record<string, unknown>) | undefined;
    if (typeof delta?.content === "string") this.#content += delta.content;
    // llama.cpp and vLLM stream reasoning apart from the answer.
    const reasoning = delta?.reasoning_content ?? delta?.reasoning;
    if (typeof reasoning === "string") this.#thinking += reasoning;
    this.#tools.add(delta?.tool_calls);
    if (typeof choice.finish_reason === "string") this.#finishReason = choice.finish_reason;
  }

  /** The reply; a stream that ended before its `finish_reason` is a cut stream (transient). */
  reply(): ChatReply {
    const finishReason = this.#finishReason;
    if (finishReason === undefined) {
      // The connection closed cleanly but the generation never finished: a cut stream.
      throw new ProviderError(
        "transient",
        "the stream from /chat/completions ended before the generation finished",
      );
    }
    const out: ChatReply = {
      content: this.#content,
      toolCalls: this.#tools.calls(),
      metadata: replyMetadata({
        usage: this.#usage,
        timings: this.#timings,
        finishReason,
        ...(this.#fingerprint !== undefined ? { fingerprint: this.#fingerprint } : {}),
      }),
    };
    if (this.#thinking !== "") out.thinking = this.#thinking;
    // llama.cpp's own timings: the compute time the runner records as `compute_ms`.
    const computeMs = out.metadata.compute_ms;
    if (typeof computeMs === "number") out.computeMs = computeMs;
    return out;
  }
}
