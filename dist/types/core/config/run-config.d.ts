import type { JsonObject } from "../json/value.js";
import type { ServerSlots } from "./concurrency.js";
/** `capture_output` / `--capture` / the Action's `capture`: how much of each output a result keeps. */
export declare const CAPTURE_MODES: readonly ["full", "hash", "none"];
export type CaptureMode = (typeof CAPTURE_MODES)[number];
/** The model backends a configuration names (`provider:`), as results and comparisons record them. */
export declare const PROVIDERS: readonly ["ollama", "openai", "replay"];
export type ProviderName = (typeof PROVIDERS)[number];
interface ConfigCommon {
    /** Stable identity of this configuration. */
    id: string;
    /** The file it was loaded from. */
    file: string;
    capture: CaptureMode;
    /**
     * Calls in flight: as written; absent, the server's slots + 1 when they are known
     * (OLLAMA_NUM_PARALLEL), else 1. With `autoConcurrency` the run may replace it.
     */
    concurrency: number;
    /** `concurrency: auto`: the run asks the server for its slots and runs slots + 1. */
    autoConcurrency?: true;
    /** The server's parallel slots, where known before any call (OLLAMA_NUM_PARALLEL). */
    serverSlots?: ServerSlots;
    /** The configuration as written, `${VAR}` expanded and secrets redacted: safe to persist. */
    redacted: JsonObject;
    /** `cache:` — the response cache folder (absolute) and its size cap; absent: no cache. */
    cache?: {
        dir: string;
        maxBytes?: number;
    };
}
export interface ReplayConfig extends ConfigCommon {
    provider: "replay";
    /** Absolute path of the recorded-outputs file. */
    outputs: string;
}
/** What both live providers are configured with. */
interface LiveCommon extends ConfigCommon {
    model: string;
    /** Ollama's server URL, or the OpenAI-compatible API root (no trailing slash). */
    baseUrl: string;
    /** Model options (Ollama) or request fields (OpenAI: temperature, seed, top_p, max_tokens, ...). */
    options: JsonObject;
    system?: string;
    format?: "json" | JsonObject;
    embeddingModel?: string;
    timeoutMs: number;
    /** How long to wait for the server to answer before the first call; the caller's default when absent. */
    readyTimeoutMs?: number;
    retries: number;
    headers: Record<string, string>;
}
export interface OllamaConfig extends LiveCommon {
    provider: "ollama";
    endpoint: "chat" | "generate";
    pull: boolean;
    keepAlive?: string | number;
    think?: boolean | "low" | "medium" | "high";
}
/** An OpenAI-compatible server: llama.cpp's llama-server, vLLM, LM Studio, LocalAI, Ollama's /v1. */
export interface OpenAIConfig extends LiveCommon {
    provider: "openai";
    /** Sent as `Authorization: Bearer ...`; never written or printed. */
    apiKey?: string;
}
/** Chat-completions request fields ModelGate sets itself: `options` cannot override them. */
export declare const OPENAI_RESERVED_FIELDS: ReadonlySet<string>;
/** A configuration whose calls go to a live server. */
export type LiveConfig = OllamaConfig | OpenAIConfig;
export type RunConfig = ReplayConfig | OllamaConfig | OpenAIConfig;
export {};
