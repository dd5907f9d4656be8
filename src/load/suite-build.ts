import { resolve } from "node:path";
import { canonicalDefinition, sha256Hex } from "../core/json/canonical.js";
import { isJsonObject, type Json, type JsonObject } from "../core/json/value.js";
import {
  type Case,
  type CaseType,
  type ChatMessage,
  type CheckSpec,
  type ContractKind,
  type ExpectedMcpCall,
  type ExpectedToolCall,
  MCP_RESTARTS,
  type McpServerSpec,
  type Role,
  type Suite,
} from "../core/suite/case.js";
import type { SuiteContext } from "./suite-context.js";
import { checkTypeOf, corpusSpec, int, str, strings, toolDefinition } from "./suite-fields.js";
import { renderTemplate } from "./suite-template.js";

const DEFAULT_MAX_TURNS = 5;

/** The resolved suite; only called when the rules reported nothing. */
export function buildSuite(ctx: SuiteContext): Suite {
  const cases: Case[] = [];
  // The text of the list of definitions, written one by one so the runner reuses each hash.
  const texts: string[] = [];
  for (let index = 0; index < ctx.cases.length; index++) {
    const built = buildCase(ctx, index, ctx.cases[index] as JsonObject);
    cases.push(built);
    texts.push(canonicalDefinition(built.definition));
  }
  const suite: Suite = {
    name: ctx.doc.suite as string,
    file: ctx.source.file,
    sha256: sha256Hex(`[${texts.join(",")}]`),
    cases,
    mcpServers: mcpServers(ctx.servers ?? ctx.doc.mcp_servers, ctx.folder),
  };
  const description = str(ctx.doc.description);
  if (description !== undefined) suite.description = description;
  const corpus = corpusSpec(ctx.doc.corpus, ctx.folder);
  if (corpus !== undefined) suite.corpus = corpus;
  return suite;
}

function buildCase(ctx: SuiteContext, index: number, c: JsonObject): Case {
  const type = checkTypeOf(c) as CaseType;
  const repeat = int(c.repeat) ?? 1;
  const at = ctx.source.at(["cases", index]);
  const template = ctx.templates.get(index);
  // The case as parsed, or merged with defaults (suite-context.ts), is never changed: it is the
  // definition as it stands, copied only to add a template's text.
  const definition: JsonObject =
    template !== undefined && isJsonObject(c.prompt) ? { ...c, prompt: { ...c.prompt, template } } : c;
  const messages = messagesOf(c, type, template);
  const built: Case = {
    id: c.id as string,
    check: caseCheck(type, c),
    source: { file: ctx.source.file, line: at.line, column: at.column },
    messages,
    tools: Array.isArray(c.tools) ? c.tools.map((t) => toolDefinition(t as JsonObject)!) : [],
    repeat,
    minPass: int(c.min_pass) ?? repeat,
    tags: strings(c.tags),
    metadata: isJsonObject(c.metadata) ? c.metadata : {},
    generation: isJsonObject(c.generation) ? c.generation : {},
    performance: {},
    maxTurns: int(c.max_turns) ?? DEFAULT_MAX_TURNS,
    definition,
  };
  const system = systemMessage(messages);
  if (system !== undefined) built.system = system.content;
  if (c.format === "json" || isJsonObject(c.format)) built.format = c.format;
  if (typeof c.contract === "string") built.contract = c.contract as ContractKind;
  if (isJsonObject(c.performance) && typeof c.performance.max_latency_ms === "number") {
    built.performance = { maxLatencyMs: c.performance.max_latency_ms };
  }
  if (isJsonObject(c.options) && c.options.extract === "code_fence") built.extract = "code_fence";
  if (type === "retrieval") {
    const expected = strings(c.expected_documents);
    built.retrieval = { query: c.query as string, topK: int(c.top_k) ?? Math.max(1, expected.length) };
  }
  if (isJsonObject(c.rag)) built.rag = { topK: int(c.rag.top_k) ?? 1 };
  if (type === "mcp" && Array.isArray(c.servers)) built.mcpServers = strings(c.servers);
  return built;
}

/** The conversation: the system prompt first (the case's, else defaults'), then the user's turn(s). */
function messagesOf(c: JsonObject, type: CaseType, template: string | undefined): ChatMessage[] {
  if (type === "retrieval") return [];
  const out: ChatMessage[] = [];
  if (Array.isArray(c.messages)) {
    for (const m of c.messages) {
      const message = m as JsonObject;
      out.push({ role: message.role as Role, content: message.content as string });
    }
  } else if (typeof c.input === "string") {
    out.push({ role: "user", content: c.input });
  } else if (template !== undefined) {
    const vars = isJsonObject(c.prompt) && isJsonObject(c.prompt.vars) ? c.prompt.vars : {};
    out.push({ role: "user", content: renderTemplate(template, vars) });
  }
  const system = str(c.system);
  if (system !== undefined && systemMessage(out) === undefined)
    out.unshift({ role: "system", content: system });
  return out;
}

function systemMessage(messages: ChatMessage[]): ChatMessage | undefined {
  for (const m of messages) if (m.role === "system") return m;
  return undefined;
}

function expectedCall(raw: JsonObject): ExpectedToolCall {
  const call: ExpectedToolCall = { name: raw.name as string };
  if (isJsonObject(raw.arguments)) call.arguments = raw.arguments;
  if (isJsonObject(raw.arguments_schema)) call.arguments_schema = raw.arguments_schema;
  return call;
}

/**
 * What decides a case: its own type's check, or with `checks:` a list of its own check (unless
 * it has none) followed by the listed ones.
 */
function caseCheck(type: CaseType, c: JsonObject): CheckSpec {
  if (!Array.isArray(c.checks)) return checkSpec(type, c);
  const listed = c.checks.map((entry) => {
    const e = entry as JsonObject;
    return checkSpec(e.type as CaseType, e);
  });
  return { type: "checks", checks: type === "none" ? listed : [checkSpec(type, c), ...listed] };
}

function checkSpec(type: CaseType, c: JsonObject): CheckSpec {
  const caseInsensitive = c.case_insensitive === true;
  switch (type) {
    case "contains":
    case "not_contains":
      return {
        type,
        expected: typeof c.expected === "string" ? [c.expected] : strings(c.expected),
        caseInsensitive,
      };
    case "max_length":
    case "min_length":
    case "max_words":
      return { type, limit: c.limit as number };
    case "exact":
      return { type, expected: c.expected as string, caseInsensitive, strip: c.strip !== false };
    case "regex":
      return { type, pattern: c.pattern as string, flags: str(c.flags) ?? "" };
    case "json": {
      const spec: CheckSpec = { type };
      if (isJsonObject(c.schema)) spec.schema = c.schema;
      if ("expected" in c) spec.expected = { value: c.expected as Json };
      return spec;
    }
    case "classification": {
      const spec: CheckSpec = { type, expected: c.expected as string, caseInsensitive };
      if (Array.isArray(c.labels)) spec.labels = strings(c.labels);
      return spec;
    }
    case "required_fields": {
      const spec: CheckSpec = { type, required: strings(c.required) };
      if (isJsonObject(c.values)) spec.values = c.values;
      return spec;
    }
    case "tool_call": {
      const calls = isJsonObject(c.expected)
        ? [expectedCall(c.expected)]
        : (c.calls as Json[]).map((call) => expectedCall(call as JsonObject));
      const spec: CheckSpec = { type, calls };
      if (isJsonObject(c.arguments_schema)) spec.argumentsSchema = c.arguments_schema;
      return spec;
    }
    case "retrieval":
      return { type, expectedDocuments: strings(c.expected_documents) };
    case "mcp":
      return {
        type,
        expectedCalls: (c.expected_calls as Json[]).map((raw) => {
          const call = raw as JsonObject;
          const out: ExpectedMcpCall = { tool: call.tool as string };
          if (isJsonObject(call.arguments)) out.arguments = call.arguments;
          if (isJsonObject(call.arguments_schema)) out.arguments_schema = call.arguments_schema;
          return out;
        }),
      };
    case "custom":
      return { type, check: c.check as string, params: isJsonObject(c.params) ? c.params : {} };
    case "none":
      return { type };
  }
}

function stringRecord(raw: Json | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (isJsonObject(raw)) for (const [k, v] of Object.entries(raw)) if (typeof v === "string") out[k] = v;
  return out;
}

function mcpServers(raw: Json | undefined, folder: string): McpServerSpec[] {
  if (!isJsonObject(raw)) return [];
  const out: McpServerSpec[] = [];
  for (const [name, server] of Object.entries(raw)) {
    if (!isJsonObject(server)) continue;
    const restart = MCP_RESTARTS.find((r) => r === server.restart) ?? "per_configuration";
    if (typeof server.url === "string") {
      out.push({ name, transport: "http", url: server.url, headers: stringRecord(server.headers), restart });
    } else if (typeof server.command === "string") {
      out.push({
        name,
        transport: "stdio",
        command: server.command,
        args: strings(server.args),
        env: stringRecord(server.env),
        cwd: resolve(folder, str(server.cwd) ?? "."),
        restart,
      });
    }
  }
  return out;
}
