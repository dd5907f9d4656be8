/*
 * The message in a server's error body, whatever API shape it has: OpenAI's and LiteLLM's
 * `{"error": {"message"}}`, Ollama's `{"error": "..."}`, vLLM's top-level `{"object": "error",
 * "message"}`, FastAPI's `{"detail": "..."}` or `{"detail": [{loc, msg}]}`. Anything else is
 * shown as the body itself (masked and cut by `excerpt` where it is used).
 */

/** The message of a parsed error body, or undefined when it has none of the known shapes. */
export function errorBodyMessage(body: unknown): string | undefined {
  if (typeof body === "string") return body.trim() === "" ? undefined : body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  const error = record.error;
  if (typeof error === "string" && error.trim() !== "") return error;
  if (typeof error === "object" && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === "string" && message.trim() !== "") return message;
  }
  if (typeof record.message === "string" && record.message.trim() !== "") return record.message;
  return detailMessage(record.detail);
}

/** What the body of an error response says: its message, else the body as sent. */
export function serverErrorText(text: string): string {
  try {
    return errorBodyMessage(JSON.parse(text)) ?? text;
  } catch {
    return text; // not JSON: a proxy's HTML page, a plain-text 500
  }
}

function detailMessage(detail: unknown): string | undefined {
  if (typeof detail === "string") return detail.trim() === "" ? undefined : detail;
  if (!Array.isArray(detail)) return undefined;
  const parts = detail.flatMap((item) => {
    if (typeof item === "string") return [item];
    if (typeof item !== "object" || item === null) return [];
    const { msg, loc } = item as { msg?: unknown; loc?: unknown };
    if (typeof msg !== "string") return [];
    const at = Array.isArray(loc) && loc.length > 0 ? ` (${loc.map(String).join(".")})` : "";
    return [`${msg}${at}`];
  });
  return parts.length > 0 ? parts.join("; ") : undefined;
}
