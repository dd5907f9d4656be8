// What the provider tests (Ollama, OpenAI-compatible) share: one request shape, one tool, a
// signal that never aborts, and the failure a call is expected to end in.
import { expect } from "vitest";
import { type ChatRequest, ProviderError } from "../../src/core/run/provider.js";

export function chatRequest(model: string, over: Partial<ChatRequest> = {}): ChatRequest {
  return {
    model,
    messages: [{ role: "user", content: "Classify: my card was charged twice" }],
    tools: [],
    options: {},
    ...over,
  };
}

export const LOOKUP_TOOL = {
  name: "lookup_order",
  description: "Find an order by id",
  parameters: { type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] },
};

export const live = (): AbortSignal => new AbortController().signal;

/** The ProviderError `promise` rejects with; the test fails if it resolves or throws anything else. */
export async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    return error as ProviderError;
  }
  throw new Error("expected the call to fail");
}
