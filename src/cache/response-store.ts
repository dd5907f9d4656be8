import { readdir, readFile, rm, stat, utimes } from "node:fs/promises";
import { join } from "node:path";
import { parseStrictJson } from "../core/json/parse.js";
import { stringifyJson } from "../core/json/stringify.js";
import { isJsonObject, type Json, type JsonObject } from "../core/json/value.js";
import type { ChatReply } from "../core/run/provider.js";
import type { ToolCall } from "../core/suite/case.js";
import { writeFileAtomic } from "../io/atomic-write.js";
import { makeDirectory } from "../io/make-directory.js";

export const CACHE_ENTRY_FORMAT = "modelgate.cache/v1";

/** Default size cap of a response cache folder. */
export const DEFAULT_CACHE_MAX_BYTES = 256 * 1024 * 1024;

/** One cached model reply, with the time the original call took. */
export interface CachedResponse {
  reply: Omit<ChatReply, "cached">;
  durationMs: number;
}

/** Where cached replies live; the decorator only sees this interface (tests inject a memory one). */
export interface ResponseStore {
  get(key: string): Promise<CachedResponse | null>;
  put(key: string, response: CachedResponse, note: JsonObject): Promise<void>;
  /** Removes the least recently used entries until the folder is within its cap. */
  prune(): Promise<{ removed: number; bytes: number }>;
}

const KEY = /^[0-9a-f]{64}$/;
const ENTRY = /^[0-9a-f]{64}\.json$/;
/** A temporary file this old was left by a killed writer, never one still being written. */
const STALE_TEMP_MS = 60 * 60 * 1000;

/**
 * A plain folder with one small JSON file per key. Writes are atomic (temporary file, then
 * rename), so concurrent runs sharing the folder see a whole entry or none; a hit refreshes the
 * file's modification time, which orders least-recently-used pruning. An entry that cannot be
 * read (removed by another run's pruning, torn, foreign) is a miss, never an error.
 */
export function folderResponseStore(dir: string, maxBytes: number = DEFAULT_CACHE_MAX_BYTES): ResponseStore {
  const fileOf = (key: string): string => {
    if (!KEY.test(key)) throw new Error(`not a cache key: ${key}`);
    return join(dir, `${key}.json`);
  };
  return {
    async get(key) {
      const file = fileOf(key);
      let text: string;
      try {
        text = await readFile(file, "utf8");
      } catch {
        return null;
      }
      const entry = readEntry(text, key);
      if (entry !== null) {
        const now = new Date();
        await utimes(file, now, now).catch(() => undefined);
      }
      return entry;
    },
    async put(key, response, note) {
      const { reply, durationMs } = response;
      const entry: JsonObject = {
        format: CACHE_ENTRY_FORMAT,
        key,
        ...note,
        duration_ms: durationMs,
        reply: {
          content: reply.content,
          tool_calls: reply.toolCalls as unknown as Json,
          ...(reply.thinking !== undefined ? { thinking: reply.thinking } : {}),
          metadata: reply.metadata,
          // What a cached repetition's max_latency_ms judges: never the wall time, queue included.
          ...(reply.computeMs !== undefined ? { compute_ms: reply.computeMs } : {}),
        },
        created_at: new Date().toISOString(),
      };
      await makeDirectory(dir);
      await writeFileAtomic(fileOf(key), `${stringifyJson(entry)}\n`);
    },
    async prune() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return { removed: 0, bytes: 0 };
      }
      const now = Date.now();
      const entries: Array<{ file: string; size: number; used: number }> = [];
      for (const name of names) {
        const file = join(dir, name);
        const info = await stat(file).catch(() => null);
        if (info === null || !info.isFile()) continue;
        if (name.startsWith(".") && name.endsWith(".tmp")) {
          if (now - info.mtimeMs > STALE_TEMP_MS) await rm(file, { force: true });
          continue;
        }
        if (ENTRY.test(name)) entries.push({ file, size: info.size, used: info.mtimeMs });
      }
      let bytes = entries.reduce((n, e) => n + e.size, 0);
      let removed = 0;
      if (bytes <= maxBytes) return { removed, bytes };
      // Down to 90% of the cap, so the next run does not prune again at once.
      const target = Math.floor(maxBytes * 0.9);
      entries.sort((a, b) => a.used - b.used);
      for (const entry of entries) {
        if (bytes <= target) break;
        await rm(entry.file, { force: true });
        bytes -= entry.size;
        removed++;
      }
      return { removed, bytes };
    },
  };
}

function readEntry(text: string, key: string): CachedResponse | null {
  const parsed = parseStrictJson(text);
  if (!parsed.ok || !isJsonObject(parsed.value)) return null;
  const entry = parsed.value;
  if (entry.format !== CACHE_ENTRY_FORMAT || entry.key !== key) return null;
  const reply = entry.reply;
  if (!isJsonObject(reply) || typeof reply.content !== "string" || !Array.isArray(reply.tool_calls))
    return null;
  // A hand-edited or foreign entry must not become evidence: one malformed call (a number for a
  // name, a null) would be judged as the model's answer, or crash a check.
  const toolCalls = reply.tool_calls;
  if (!toolCalls.every(isToolCall)) return null;
  const duration = entry.duration_ms ?? 0;
  if (typeof duration !== "number" || !(duration >= 0)) return null;
  // Absent from entries written before it was kept: such a reply has no compute time.
  const compute = reply.compute_ms;
  if (compute !== undefined && !(typeof compute === "number" && Number.isFinite(compute) && compute >= 0))
    return null;
  const out: CachedResponse = {
    reply: {
      content: reply.content,
      toolCalls,
      metadata: isJsonObject(reply.metadata) ? reply.metadata : {},
    },
    durationMs: duration,
  };
  if (typeof reply.thinking === "string") out.reply.thinking = reply.thinking;
  if (compute !== undefined) out.reply.computeMs = compute;
  return out;
}

function isToolCall(call: Json): call is Json & ToolCall {
  if (!isJsonObject(call) || typeof call.name !== "string") return false;
  if (call.arguments === undefined) return false;
  return call.arguments_error === undefined || typeof call.arguments_error === "string";
}
