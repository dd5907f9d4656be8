import { resolve } from "node:path";
import { isJsonObject, type JsonObject } from "../core/json/value.js";
import { knownSecrets } from "../core/safety/secret-values.js";
import { expandEnv } from "./config.js";
import { outsideRoot } from "./confine.js";
import { didYouMean } from "./did-you-mean.js";
import { fileKind } from "./file-stat.js";
import type { Path } from "./position.js";
import { readText } from "./read-text.js";
import type { SuiteContext } from "./suite-context.js";
import { corpusField, corpusSpec, str } from "./suite-fields.js";
import { TEMPLATE_VAR } from "./suite-template.js";

/** The prompt template a case names (`prompt.file`, relative to the suite's folder), if any. */
export function templateFile(c: JsonObject): string | undefined {
  const prompt = c.prompt;
  return isJsonObject(prompt) && typeof prompt.file === "string" && prompt.file !== ""
    ? prompt.file
    : undefined;
}

/** Whether {@link checkPrompt} has a template file to read: only then is a case's check asynchronous. */
export function readsPrompt(c: JsonObject): boolean {
  return templateFile(c) !== undefined;
}

/** Rules over what a suite names outside itself: prompt templates, MCP servers, the corpus. */
export async function checkPrompt(ctx: SuiteContext, index: number, c: JsonObject): Promise<void> {
  const prompt = c.prompt;
  const file = templateFile(c);
  if (file === undefined || !isJsonObject(prompt)) return;
  const absolute = resolve(ctx.folder, file);
  const outside = await outsideRoot(absolute, ctx.root);
  if (outside !== null) {
    ctx.report(index, ["prompt", "file"], `prompt template '${prompt.file}' ${outside}`);
    return;
  }
  const read = await readText(file, absolute);
  if (!read.ok) {
    ctx.report(index, ["prompt", "file"], `prompt template '${prompt.file}': ${read.diagnostic.message}`);
    return;
  }
  const template = read.text.replace(/\r\n/g, "\n");
  ctx.templates.set(index, template);
  const vars = isJsonObject(prompt.vars) ? prompt.vars : {};
  const missing = new Set<string>();
  for (const match of template.matchAll(TEMPLATE_VAR)) {
    const name = match[1]!;
    // {{context}} is the runner's to fill: see suite-rag-context.ts.
    if (name !== "context" && !Object.hasOwn(vars, name)) missing.add(name);
  }
  for (const name of missing) {
    const at: Path = isJsonObject(prompt.vars) ? ["prompt", "vars"] : ["prompt"];
    ctx.report(
      index,
      at,
      `template '${prompt.file}' uses {{${name}}} but prompt.vars has no '${name}'${didYouMean(name, Object.keys(vars))}`,
    );
  }
}

export function checkMcp(ctx: SuiteContext, index: number, c: JsonObject): void {
  if (ctx.serverNames.size === 0) {
    ctx.report(index, ["type"], "mcp cases need the suite's 'mcp_servers'");
    return;
  }
  const offered = new Set(ctx.serverNames);
  if (Array.isArray(c.servers)) {
    offered.clear();
    c.servers.forEach((name, i) => {
      if (typeof name !== "string") return;
      if (ctx.serverNames.has(name)) offered.add(name);
      else {
        const hint = didYouMean(name, ctx.serverNames);
        ctx.report(
          index,
          ["servers", i],
          `unknown MCP server '${name}'${hint} (servers: ${[...ctx.serverNames].join(", ")})`,
        );
      }
    });
  }
  if (!Array.isArray(c.expected_calls)) return;
  c.expected_calls.forEach((call, i) => {
    const tool = isJsonObject(call) ? str(call.tool) : undefined;
    const dot = tool?.indexOf(".") ?? -1;
    if (tool === undefined || dot <= 0) return;
    const server = tool.slice(0, dot);
    if (!offered.has(server)) {
      const hint = didYouMean(server, offered);
      ctx.report(
        index,
        ["expected_calls", i, "tool"],
        `'${tool}' names server '${server}', which this case is not offered${hint} (servers: ${[...offered].join(", ")})`,
      );
    }
  });
}

export async function checkSuiteResources(ctx: SuiteContext): Promise<void> {
  const corpus = corpusSpec(ctx.doc.corpus, ctx.folder);
  if (corpus !== undefined) {
    const field = corpusField(ctx.doc.corpus, corpus);
    const kind = await fileKind(corpus.path);
    const outside = await outsideRoot(corpus.path, ctx.root);
    if (outside !== null) {
      ctx.report(undefined, field, `corpus ${outside}`);
    } else if (corpus.kind === "folder" && kind !== "folder") {
      ctx.report(
        undefined,
        field,
        kind === "missing" ? "corpus folder not found" : "corpus must be a folder (or a .jsonl file)",
      );
    } else if (corpus.kind === "jsonl" && kind !== "file") {
      ctx.report(
        undefined,
        field,
        kind === "missing" ? "corpus file not found" : "corpus JSONL must be a file",
      );
    }
  }
  if (isJsonObject(ctx.doc.mcp_servers) && ctx.opts.env !== undefined) {
    ctx.servers = expandServers(ctx, ctx.doc.mcp_servers, ctx.opts.env);
  }
  if (isJsonObject(ctx.doc.mcp_servers)) {
    for (const [name, server] of Object.entries(ctx.doc.mcp_servers)) {
      if (!isJsonObject(server) || typeof server.cwd !== "string") continue;
      const outside = await outsideRoot(resolve(ctx.folder, server.cwd), ctx.root);
      if (outside !== null) {
        ctx.report(undefined, ["mcp_servers", name, "cwd"], `cwd '${server.cwd}' ${outside}`);
      } else if ((await fileKind(resolve(ctx.folder, server.cwd))) !== "folder") {
        ctx.report(undefined, ["mcp_servers", name, "cwd"], `folder not found: ${server.cwd}`);
      }
    }
  }
}

/** Tokens for a server come from the environment (CI secrets), not from the suite file. */
function expandServers(ctx: SuiteContext, servers: JsonObject, env: NodeJS.ProcessEnv): JsonObject {
  const out: JsonObject = {};
  for (const [name, server] of Object.entries(servers)) {
    if (!isJsonObject(server)) continue;
    const expanded: JsonObject = { ...server };
    for (const field of ["url", "headers", "env"]) {
      const value = server[field];
      if (value === undefined) continue;
      expanded[field] = expandEnv(
        value,
        env,
        ["mcp_servers", name, field],
        (path, message) => ctx.report(undefined, path, message),
        knownSecrets,
      );
    }
    out[name] = expanded;
  }
  return out;
}
