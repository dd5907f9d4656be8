import type { Json, JsonObject } from "../json/value.js";
/** Where a case (or any node) was written: 1-based line and column. */
export interface SourceRef {
    file: string;
    line: number;
    column: number;
}
export type Role = "system" | "user" | "assistant" | "tool";
/** A tool call as a model made it (native or parsed from text) or as an MCP interaction. */
export interface ToolCall {
    name: string;
    /**
     * Parsed arguments. When they could not be parsed, `arguments` holds the raw text as received
     * and `arguments_error` says why: such a call is invalid evidence, never a mere mismatch.
     */
    arguments: Json;
    arguments_error?: string;
}
export interface ChatMessage {
    role: Role;
    content: string;
    /** On assistant messages in a tool loop: the calls the model made. */
    tool_calls?: ToolCall[];
    /** On tool messages: which tool answered. */
    tool_name?: string;
}
/** A tool offered natively to the model. `parameters` is a JSON Schema object. */
export interface ToolDefinition {
    name: string;
    description: string;
    parameters: JsonObject;
    /** A stub answer: the runner answers the model's call with it and continues the loop. */
    result?: Json;
}
export type ContractKind = "text" | "json" | "tool_calls" | "retrieval" | "mcp";
export declare const CONTRACT_KINDS: readonly ContractKind[];
export interface ExpectedToolCall {
    name: string;
    /** Compared semantically (core/json/equal.ts) when present. */
    arguments?: JsonObject;
    /** Arguments must validate against this schema when present. */
    arguments_schema?: JsonObject;
}
export interface ExpectedMcpCall {
    /** Qualified `server.tool`. */
    tool: string;
    arguments?: JsonObject;
    arguments_schema?: JsonObject;
}
/** What decides pass or fail: one variant per check type, holding only that type's fields. */
export type CheckSpec = {
    type: "exact";
    expected: string;
    caseInsensitive: boolean;
    strip: boolean;
} | {
    type: "contains";
    expected: string[];
    caseInsensitive: boolean;
} | {
    type: "not_contains";
    expected: string[];
    caseInsensitive: boolean;
} | {
    type: "max_length";
    limit: number;
} | {
    type: "min_length";
    limit: number;
} | {
    type: "max_words";
    limit: number;
} | {
    type: "regex";
    pattern: string;
    flags: string;
} | {
    type: "json";
    schema?: JsonObject;
    expected?: {
        value: Json;
    };
} | {
    type: "classification";
    expected: string;
    labels?: string[];
    caseInsensitive: boolean;
} | {
    type: "required_fields";
    required: string[];
    values?: JsonObject;
} | {
    type: "tool_call";
    calls: ExpectedToolCall[];
    argumentsSchema?: JsonObject;
} | {
    type: "retrieval";
    expectedDocuments: string[];
} | {
    type: "mcp";
    expectedCalls: ExpectedMcpCall[];
} | {
    type: "custom";
    check: string;
    params: JsonObject;
} | {
    type: "none";
}
/** A case's `checks:` list (with its own `type:` first, when it has one): all must pass. */
 | {
    type: "checks";
    checks: CheckSpec[];
};
export type CheckType = CheckSpec["type"];
/** Every type a result may name: what a suite writes in `type:`, and `checks` for a list. */
export declare const CHECK_TYPES: readonly CheckType[];
/** What a suite may write in a case's `type:` (`checks` is the list itself, never a type). */
export type CaseType = Exclude<CheckType, "checks">;
export declare const CASE_TYPES: readonly CaseType[];
/**
 * Types an entry of `checks:` may have: those that only judge evidence. `retrieval`, `mcp` and
 * `none` change how the case executes (or have no check), so they stay the case's own `type:`.
 */
export type ListedCheckType = Exclude<CaseType, "retrieval" | "mcp" | "none">;
export declare const LISTED_CHECK_TYPES: readonly ListedCheckType[];
/** The individual checks of a spec, in order: the list's entries, or the spec itself. */
export declare function leafChecks(check: CheckSpec): CheckSpec[];
/** A case after defaults are merged, the prompt template rendered and paths resolved. */
export interface Case {
    id: string;
    check: CheckSpec;
    source: SourceRef;
    /** The conversation sent to the model; may contain `{{context}}` for `rag` cases. */
    messages: ChatMessage[];
    /** Case-level system prompt; the config's `system` applies when absent. */
    system?: string;
    tools: ToolDefinition[];
    format?: "json" | JsonObject;
    contract?: ContractKind;
    repeat: number;
    /** Repetitions that must pass; defaults to `repeat`. */
    minPass: number;
    tags: string[];
    metadata: JsonObject;
    /** Provider options for this case; they override the config's `options`. */
    generation: JsonObject;
    performance: {
        maxLatencyMs?: number;
    };
    /** Upper bound of model turns in a tool or MCP loop. */
    maxTurns: number;
    /** `options.extract: code_fence`: parse the content of a single fenced block. */
    extract?: "code_fence";
    /** For `retrieval` cases. */
    retrieval?: {
        query: string;
        topK: number;
    };
    /** Put the top-k retrieved documents into the prompt through `{{context}}`. */
    rag?: {
        topK: number;
    };
    /** Restrict MCP cases to these servers; all suite servers when absent. */
    mcpServers?: string[];
    /** The resolved definition, canonicalised and hashed into `case_sha256`. */
    definition: JsonObject;
}
export type CorpusSpec = {
    kind: "folder";
    path: string;
} | {
    kind: "jsonl";
    path: string;
};
/**
 * When a server's processes (or HTTP sessions) are started fresh: once per suite x
 * configuration (the default: the two sides of a comparison never share state), for every case,
 * or for every repetition (stateful servers whose state one execution must not see from another).
 */
export type McpRestart = "per_configuration" | "per_case" | "per_repetition";
export declare const MCP_RESTARTS: readonly McpRestart[];
export type McpServerSpec = ({
    name: string;
    transport: "stdio";
    command: string;
    args: string[];
    env: Record<string, string>;
    cwd: string;
} | {
    name: string;
    transport: "http";
    url: string;
    headers: Record<string, string>;
}) & {
    restart?: McpRestart;
};
export interface Suite {
    name: string;
    description?: string;
    /** Path as given on the command line (reports show it; annotations use it). */
    file: string;
    /** SHA-256 of the canonical form of every case definition, in order. */
    sha256: string;
    cases: Case[];
    corpus?: CorpusSpec;
    mcpServers: McpServerSpec[];
}
