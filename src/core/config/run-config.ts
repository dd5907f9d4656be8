import type { JsonObject } from "../json/value.js";

export type CaptureMode = "full" | "hash" | "none";

interface ConfigCommon {
  /** Stable identity of this configuration. */
  id: string;
  /** The file it was loaded from. */
  file: string;
  capture: CaptureMode;
  concurrency: number;
  /** The configuration as written, `${VAR}` expanded and secrets redacted: safe to persist. */
  redacted: JsonObject;
  /** `cache:` — the response cache folder (absolute) and its size cap; absent: no cache. */
  cache?: { dir: string; maxBytes?: number };
}

export interface ReplayConfig extends ConfigCommon {
  provider: "replay";
  /** Absolute path of the recorded-outputs file. */
  outputs: string;
}

export interface OllamaConfig extends ConfigCommon {
  provider: "ollama";
  model: string;
  baseUrl: string;
  endpoint: "chat" | "generate";
  options: JsonObject;
  system?: string;
  format?: "json" | JsonObject;
  embeddingModel?: string;
  timeoutMs: number;
  /** How long to wait for the server to answer before the first call; the caller's default when absent. */
  readyTimeoutMs?: number;
  retries: number;
  pull: boolean;
  headers: Record<string, string>;
  keepAlive?: string | number;
  think?: boolean | "low" | "medium" | "high";
}

export type RunConfig = ReplayConfig | OllamaConfig;
