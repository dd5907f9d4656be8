import { messageOf } from "../core/error-message.js";

/** A server that broke the protocol, so the request it was serving will get no usable answer. */
export class ProtocolBreach extends Error {
  constructor(readonly fault: string) {
    super(fault);
    this.name = "ProtocolBreach";
  }
}

const MAX_FAULT_LENGTH = 300;

/**
 * What the server did wrong, in one bounded line ("it sent something that is not JSON (…)"),
 * when `error` (from the SDK's `onerror` hook or a rejected request) is a breach of the
 * protocol; undefined for anything else (a refused connection, an HTTP status, a dropped SSE
 * stream the transport reconnects), which keeps its own handling.
 */
export function protocolFault(error: unknown): string | undefined {
  if (error instanceof ProtocolBreach) return error.fault;
  if (error instanceof SyntaxError) return `it sent something that is not JSON (${oneLine(error.message)})`;
  const issue = firstIssue(error);
  if (issue !== undefined) {
    // The JSON-RPC message schema is a union at the top: nothing of it matched.
    if (issue.path.length === 0 && issue.code === "invalid_union")
      return "it sent a message that is not JSON-RPC";
    const where = issue.path.length === 0 ? "" : `${issue.path.join(".")}: `;
    return `it answered with a malformed result (${oneLine(`${where}${issue.message}`)})`;
  }
  const message = messageOf(error);
  if (
    /^(Received a response for an unknown message ID|Unknown message type|ReadBuffer exceeded)/.test(message)
  )
    return `it sent a message the client cannot place (${oneLine(message)})`;
  return undefined;
}

/**
 * Whether `error` is a stdio line that is not a JSON-RPC message at all (not JSON, or JSON of
 * another shape): a log line a server wrote on stdout. Common, and harmless to the request it
 * sits beside, so it never fails one by itself; a request that then times out names it.
 */
export function isStrayLine(error: unknown): boolean {
  if (error instanceof SyntaxError) return true;
  const issue = firstIssue(error);
  return issue !== undefined && issue.path.length === 0 && issue.code === "invalid_union";
}

interface Issue {
  code: string;
  path: Array<string | number>;
  message: string;
}

/**
 * The first issue of a zod validation error: the SDK validates every message and result with
 * zod, classic (`ZodError`) or mini (`$ZodError`).
 */
function firstIssue(error: unknown): Issue | undefined {
  if (!(error instanceof Error) || !/^\$?ZodError$/.test(error.name)) return undefined;
  const issues = (error as Error & { issues?: unknown }).issues;
  const first = Array.isArray(issues) ? (issues[0] as Partial<Issue> | undefined) : undefined;
  if (first === undefined || typeof first.message !== "string") return undefined;
  return {
    code: String(first.code ?? ""),
    path: Array.isArray(first.path) ? first.path : [],
    message: first.message,
  };
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MAX_FAULT_LENGTH ? `${flat.slice(0, MAX_FAULT_LENGTH)}…` : flat;
}
