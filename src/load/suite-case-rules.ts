import { normalizeLabel } from "../core/checks/classification.js";
import { compileRegex, regexProblem } from "../core/checks/regex.js";
import { isJsonObject, type Json, type JsonObject } from "../core/json/value.js";
import { MAX_REPEAT } from "../core/run/run-limits.js";
import { compileSchema, SchemaError } from "../core/schema/validator.js";
import type { CaseType } from "../core/suite/case.js";
import { didYouMean } from "./did-you-mean.js";
import type { Path } from "./position.js";
import { schemaKeywordTypos } from "./schema-keyword-typos.js";
import { lastSeedProblem, seedProblem } from "./seed-range.js";
import type { SuiteContext } from "./suite-context.js";
import { checkExpectationsAgainstSchemas } from "./suite-expectation-rules.js";
import { checkTypeOf, int, strings, toolDefinition } from "./suite-fields.js";
import { checkContextPlaceholder } from "./suite-rag-context.js";
import { checkMcp, checkPrompt, readsPrompt } from "./suite-resource-rules.js";

/** What the schema cannot say about the cases: each rule reports where the value was written. */
export function checkIds(ctx: SuiteContext): void {
  const first = new Map<string, number>();
  ctx.cases.forEach((c, index) => {
    const id = isJsonObject(c) ? c.id : undefined;
    if (typeof id !== "string") return;
    const earlier = first.get(id);
    if (earlier === undefined) {
      first.set(id, index);
      return;
    }
    const lineOf = (i: number) => ctx.source.at(["cases", i, "id"]).line;
    ctx.report(earlier, ["id"], `duplicate id '${id}' (also used at line ${lineOf(index)})`);
    ctx.report(index, ["id"], `duplicate id '${id}' (first used at line ${lineOf(earlier)})`);
  });
}

/**
 * The rules of one case. Synchronous, except for a case whose prompt template must be read: then
 * the returned promise settles once the rules after it ran too (in the same order either way).
 */
export function checkCase(ctx: SuiteContext, index: number, c: JsonObject): Promise<void> | undefined {
  const type = checkTypeOf(c);
  const repeat = int(c.repeat) ?? 1;
  const minPass = int(c.min_pass);
  // Beyond MAX_REPEAT the schema refused the value already, at the same field.
  if (minPass !== undefined && minPass > repeat && minPass <= MAX_REPEAT && repeat <= MAX_REPEAT) {
    // Name the case even when both values came from `defaults`.
    const inCase = (field: string) => ctx.source.has(["cases", index, field]);
    const field = inCase("min_pass") || !inCase("repeat") ? "min_pass" : "repeat";
    ctx.reportForCase(index, [field], `min_pass ${minPass} is more than repeat ${repeat}`);
  }
  const seed = isJsonObject(c.generation) ? seedProblem(c.generation.seed) : undefined;
  if (seed !== undefined) ctx.report(index, ["generation", "seed"], seed);
  const last = isJsonObject(c.generation) ? lastSeedProblem(c.generation.seed, repeat) : undefined;
  if (last !== undefined && repeat <= MAX_REPEAT) ctx.reportForCase(index, ["generation", "seed"], last);
  if (type === "regex" && typeof c.pattern === "string") {
    const flags = typeof c.flags === "string" && /^[imsu]*$/.test(c.flags) ? c.flags : "";
    const problem = regexProblem(c.pattern, flags);
    if (problem !== null) ctx.report(index, ["pattern"], problem);
  }
  if (type === "classification") expectedAmongLabels(ctx, index, [], c);
  if (type === "custom") customCheckRegistered(ctx, index, [], c);
  checkSchemas(ctx, index, c, type);
  extractRead(ctx, index, c, type);
  checkListedChecks(ctx, index, c);
  checkTools(ctx, index, c, type);
  checkMessages(ctx, index, c);
  checkExpectedDocuments(ctx, index, c, type);
  checkExpectationsAgainstSchemas(ctx, index, c, type);
  const afterPrompt = () => {
    checkContextPlaceholder(ctx, index, c, type);
    checkSuiteNeeds(ctx, index, c, type);
  };
  if (readsPrompt(c)) return checkPrompt(ctx, index, c).then(afterPrompt);
  afterPrompt();
  return undefined;
}

/**
 * `options.extract` on a case nothing of which reads the output's text (an `mcp` or `none` case
 * with no listed check, whose contract is not `json` or `tool_calls`): refused, not ignored.
 */
function extractRead(ctx: SuiteContext, index: number, c: JsonObject, type: CaseType | undefined): void {
  if (!isJsonObject(c.options) || c.options.extract === undefined) return;
  if (type !== "mcp" && type !== "none") return;
  if (
    (Array.isArray(c.checks) && c.checks.length > 0) ||
    c.contract === "json" ||
    c.contract === "tool_calls"
  )
    return;
  const contract = typeof c.contract === "string" ? `contract '${c.contract}'` : "no contract";
  ctx.reportForCase(
    index,
    ["options", "extract"],
    `not read by type '${type}' with ${contract}: only checks that read the output's text, and the json and tool_calls contracts, read it`,
    "from defaults; write 'options: {}' on the case to opt out",
  );
}

/** The rules after the prompt's: what the case needs of the suite (a corpus, MCP servers). */
function checkSuiteNeeds(ctx: SuiteContext, index: number, c: JsonObject, type: CaseType | undefined): void {
  if ((type === "retrieval" || isJsonObject(c.rag)) && ctx.doc.corpus === undefined) {
    const field = type === "retrieval" ? "type" : "rag";
    ctx.report(index, [field], "needs the suite's 'corpus' (the documents to retrieve from)");
  }
  if (type === "mcp") checkMcp(ctx, index, c);
}

/**
 * A retrieval ranks distinct documents and returns `top_k` of them: an id listed twice, or more
 * ids than `top_k`, is an expectation no ranking can meet.
 */
function checkExpectedDocuments(
  ctx: SuiteContext,
  index: number,
  c: JsonObject,
  type: CaseType | undefined,
): void {
  if (type !== "retrieval" || !Array.isArray(c.expected_documents)) return;
  const first = new Map<string, number>();
  c.expected_documents.forEach((id, i) => {
    if (typeof id !== "string") return;
    const earlier = first.get(id);
    if (earlier === undefined) first.set(id, i);
    else
      ctx.report(
        index,
        ["expected_documents", i],
        `'${id}' is listed twice (first at expected_documents[${earlier}]); the retrieved documents are distinct, so the case could never pass`,
      );
  });
  const topK = int(c.top_k);
  const count = c.expected_documents.length;
  if (topK !== undefined && topK >= 1 && count > topK) {
    ctx.report(
      index,
      ["top_k"],
      `top_k ${topK} retrieves fewer documents than the ${count} expected_documents lists, so the case could never pass: raise top_k to ${count} or list at most ${topK}`,
    );
  }
}

/** What the schema cannot say about the entries of `checks:`, located at each entry's field. */
function checkListedChecks(ctx: SuiteContext, index: number, c: JsonObject): void {
  if (!Array.isArray(c.checks)) return;
  c.checks.forEach((entry, j) => {
    if (!isJsonObject(entry)) return;
    const at = (...rest: Path) => ["checks", j, ...rest];
    if (entry.type === "regex" && typeof entry.pattern === "string") {
      const flags = typeof entry.flags === "string" && /^[imsu]*$/.test(entry.flags) ? entry.flags : "";
      try {
        compileRegex(entry.pattern, flags);
      } catch (error) {
        // The compiler's message may itself start with the words; say them once.
        const detail = (error as Error).message.replace(
          /^(?:invalid regular expression:?\s*\/.*?\/[a-z]*:\s*)+/is,
          "",
        );
        ctx.report(index, at("pattern"), `invalid regular expression: ${detail}`);
      }
    }
    if (entry.type === "classification") expectedAmongLabels(ctx, index, ["checks", j], entry);
    if (entry.type === "custom") customCheckRegistered(ctx, index, ["checks", j], entry);
    if (entry.type === "json") checkUserSchema(ctx, index, at("schema"), entry.schema);
    if (entry.type === "tool_call") {
      checkUserSchema(ctx, index, at("arguments_schema"), entry.arguments_schema);
      if (isJsonObject(entry.expected))
        checkUserSchema(ctx, index, at("expected", "arguments_schema"), entry.expected.arguments_schema);
      if (Array.isArray(entry.calls)) {
        entry.calls.forEach((call, i) => {
          if (isJsonObject(call))
            checkUserSchema(ctx, index, at("calls", i, "arguments_schema"), call.arguments_schema);
        });
      }
    }
  });
}

function checkSchemas(ctx: SuiteContext, index: number, c: JsonObject, type: CaseType | undefined): void {
  if (type === "json") checkUserSchema(ctx, index, ["schema"], c.schema);
  if (type === "tool_call") {
    checkUserSchema(ctx, index, ["arguments_schema"], c.arguments_schema);
    if (isJsonObject(c.expected))
      checkUserSchema(ctx, index, ["expected", "arguments_schema"], c.expected.arguments_schema);
    if (Array.isArray(c.calls)) {
      c.calls.forEach((call, i) => {
        if (isJsonObject(call))
          checkUserSchema(ctx, index, ["calls", i, "arguments_schema"], call.arguments_schema);
      });
    }
  }
  if (type === "mcp" && Array.isArray(c.expected_calls)) {
    c.expected_calls.forEach((call, i) => {
      if (isJsonObject(call))
        checkUserSchema(ctx, index, ["expected_calls", i, "arguments_schema"], call.arguments_schema);
    });
  }
  if (isJsonObject(c.format)) checkUserSchema(ctx, index, ["format"], c.format);
}

function checkTools(ctx: SuiteContext, index: number, c: JsonObject, type: CaseType | undefined): void {
  if (!Array.isArray(c.tools)) return;
  const names = new Map<string, number>();
  c.tools.forEach((tool, i) => {
    if (!isJsonObject(tool)) return;
    const def = toolDefinition(tool);
    if (def === undefined) return;
    const inner = isJsonObject(tool.function) ? tool.function : tool;
    const at: Path = inner === tool ? ["tools", i] : ["tools", i, "function"];
    if (names.has(def.name)) ctx.report(index, [...at, "name"], `tool '${def.name}' is defined twice`);
    names.set(def.name, i);
    checkUserSchema(ctx, index, [...at, "parameters"], inner.parameters);
  });
  if (type !== "tool_call" || names.size === 0) return;
  const expectations: [Path, Json | undefined][] = [];
  if (isJsonObject(c.expected)) expectations.push([["expected", "name"], c.expected.name]);
  if (Array.isArray(c.calls)) {
    c.calls.forEach((call, i) => {
      if (isJsonObject(call)) expectations.push([["calls", i, "name"], call.name]);
    });
  }
  for (const [path, name] of expectations) {
    if (typeof name === "string" && !names.has(name)) {
      const offered = [...names.keys()];
      ctx.report(
        index,
        path,
        `tool '${name}' is not among the case's tools${didYouMean(name, offered)} (tools: ${offered.join(", ")})`,
      );
    }
  }
}

function checkMessages(ctx: SuiteContext, index: number, c: JsonObject): void {
  if (!Array.isArray(c.messages) || typeof c.system !== "string") return;
  const hasSystem = c.messages.some((m) => isJsonObject(m) && m.role === "system");
  const own = ctx.source.has(["cases", index, "system"]);
  if (hasSystem && own) {
    ctx.report(index, ["system"], "the case has both 'system' and a system message in 'messages'; keep one");
  }
}

function checkUserSchema(ctx: SuiteContext, index: number, rel: Path, schema: Json | undefined): void {
  if (!isJsonObject(schema)) return;
  try {
    compileSchema(schema);
  } catch (error) {
    if (!(error instanceof SchemaError)) throw error;
    ctx.report(index, rel, error.message);
    return;
  }
  for (const typo of schemaKeywordTypos(schema))
    ctx.report(index, [...rel, ...typo.path], typo.message, true);
}

/**
 * A classification's `expected` is one of its `labels`, both compared as the check compares them
 * (normalizeLabel: trimmed, folded when case-insensitive), so the loader refuses no label the
 * run would accept (`" billing"` is `billing`).
 */
function expectedAmongLabels(ctx: SuiteContext, index: number, at: Path, c: JsonObject): void {
  if (typeof c.expected !== "string" || !Array.isArray(c.labels)) return;
  const folded = c.case_insensitive === true;
  const expected = normalizeLabel(c.expected, folded);
  for (const label of c.labels)
    if (typeof label === "string" && normalizeLabel(label, folded) === expected) return;
  const labels = strings(c.labels);
  ctx.report(
    index,
    [...at, "expected"],
    `expected label '${c.expected}' is not one of labels${didYouMean(c.expected, labels)} (labels: ${labels.join(", ")})`,
  );
}

/** A custom check's name is one the loaded plugins register (when the caller says which). */
function customCheckRegistered(ctx: SuiteContext, index: number, at: Path, c: JsonObject): void {
  const custom = ctx.opts.customChecks;
  if (typeof c.check !== "string" || custom === undefined || custom.has(c.check)) return;
  const known = [...custom];
  const list =
    known.length === 0 ? "no plugin registers any check" : `registered: ${known.sort().join(", ")}`;
  ctx.report(
    index,
    [...at, "check"],
    `unknown custom check '${c.check}'${didYouMean(c.check, known)} (${list})`,
  );
}
