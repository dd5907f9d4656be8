import type { LiveConfig } from "../config/run-config.js";
import type { Case, ChatMessage, ToolDefinition } from "../suite/case.js";
import { CONTEXT_PLACEHOLDER as CONTEXT } from "../suite/context-placeholder.js";
import type { RetrievedDocument } from "./capabilities.js";
import type { ChatRequest } from "./provider.js";

/**
 * The model call of one case: the case's system prompt (else the config's) first unless the
 * conversation already has one, config `options` overridden by case `generation`, case `format`
 * else the config's, and `{{context}}` replaced by the retrieved documents for `rag` cases (in the
 * config's system prompt too).
 */
export function buildRequest(
  c: Case,
  config: LiveConfig,
  tools: ToolDefinition[],
  context: readonly RetrievedDocument[] | null,
): ChatRequest {
  let messages: ChatMessage[] = c.messages.map((m) => ({ ...m }));
  const system = c.system ?? config.system;
  if (system !== undefined && !hasSystemMessage(c)) messages.unshift({ role: "system", content: system });
  // After the system prompt is in: a config's `system` is where RAG context often goes.
  if (context !== null) {
    const text = formatContext(context);
    messages = messages.map((m) => ({ ...m, content: m.content.replace(CONTEXT, () => text) }));
  }
  const request: ChatRequest = {
    model: config.model,
    messages,
    tools,
    options: { ...config.options, ...c.generation },
  };
  const format = c.format ?? config.format;
  if (format !== undefined) request.format = format;
  return request;
}

/** Whether the conversation has a system prompt of its own. */
function hasSystemMessage(c: Case): boolean {
  return c.messages.some((m) => m.role === "system");
}

/** Whether {@link buildRequest} sends the config's `system` for this case: it has none of its own. */
export function getsConfigSystem(c: Case): boolean {
  return c.system === undefined && !hasSystemMessage(c);
}

/** The text a `rag` query searches with: the last user message without the placeholder. */
export function ragQuery(c: Case): string {
  if (c.retrieval !== undefined) return c.retrieval.query;
  const at = queryMessageIndex(c.messages);
  return queryText(at === -1 ? "" : c.messages[at]!.content);
}

/** Which message a `rag` query is taken from: the last user message, else the last; -1 for none. */
export function queryMessageIndex(messages: readonly { role: string }[]): number {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.role === "user") return i;
  return messages.length - 1;
}

/** A message's text as a query: the placeholder removed, white space collapsed. */
export function queryText(content: string): string {
  return content.replace(CONTEXT, " ").replace(/\s+/g, " ").trim();
}

/** Each document under its logical id, best match first, so the grounding is visible in the prompt. */
export function formatContext(documents: readonly RetrievedDocument[]): string {
  return documents.map((d) => `[${d.id}]\n${d.text.trim()}`).join("\n\n");
}
