import type { ServerSlots } from "../core/config/concurrency.js";
import { isRecord } from "../core/json/value.js";

/** Long enough for a busy local server, short enough that `concurrency: auto` never stalls a run. */
const PROPS_TIMEOUT_MS = 3000;

/**
 * The server's parallel slots where it reports them: llama.cpp's llama-server answers
 * GET /props (beside /v1, at the server's root) with `total_slots`. vLLM, LM Studio and others
 * have no such endpoint: any failure, status or shape other than a positive count is unknown.
 */
export async function readServerSlots(
  apiRoot: string,
  headers: Record<string, string>,
  fetcher: typeof fetch,
  signal: AbortSignal,
): Promise<ServerSlots | undefined> {
  const root = apiRoot.replace(/\/v1$/, "");
  try {
    const response = await fetcher(`${root}/props`, {
      headers: { accept: "application/json", ...headers },
      signal: AbortSignal.any([signal, AbortSignal.timeout(PROPS_TIMEOUT_MS)]),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return undefined;
    }
    const body: unknown = await response.json();
    const slots = isRecord(body) ? body.total_slots : undefined;
    if (typeof slots !== "number" || !Number.isInteger(slots) || slots < 1) return undefined;
    return { slots, source: "GET /props total_slots" };
  } catch {
    return undefined;
  }
}
