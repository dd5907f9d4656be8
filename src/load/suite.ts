import { stat } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { compileRegex, regexProblem } from "../core/checks/regex.js";
import { type Diagnostic, InputError } from "../core/diagnostics.js";
import { canonicalDefinition, sha256Hex } from "../core/json/canonical.js";
import { setOwn } from "../core/json/set-own.js";
import { toPlain } from "../core/json/stringify.js";
import { isJsonObject, type Json, type JsonObject } from "../core/json/value.js";
import { knownSecrets } from "../core/safety/secret-values.js";
import { compileSchema, SchemaError } from "../core/schema/validator.js";
import {
  CASE_TYPES,
  type Case,
  type CaseType,
  type ChatMessage,
  type CheckSpec,
  type ContractKind,
  type CorpusSpec,
  type ExpectedMcpCall,
  type ExpectedToolCall,
  MCP_RESTARTS,
  type McpServerSpec,
  type Role,
  type Suite,
  type ToolDefinition,
} from "../core/suite/case.js";
import { expandEnv } from "./config.js";
import { outsideRoot, repositoryRoot } from "./confine.js";
import { didYouMean } from "./did-you-mean.js";
import { type Placement, schemaDiagnostics } from "./schema-diagnostics.js";
import { productValidator } from "./schemas/compiled.js";
import {
  caseFields,
  DEFAULTABLE,
  listedCheckFields,
  PROMPTED_FIELDS,
  typesUsingField,
} from "./schemas/suite.js";
import {
  formatPath,
  type Path,
  parseUserFile,
  readText,
  type SourceFile,
  topLevelProblem,
} from "./user-file.js";

export interface LoadSuiteOptions {
  /** Names of the custom checks the loaded plugins register; unknown `check:` names are errors. */
  customChecks?: ReadonlySet<string>;
  /** Resolves `file` (default: the process's working folder). */
  cwd?: string;
  /**
   * Expands `${NAME}` in the `url`, `headers` and `env` of `mcp_servers` (an unset variable is an
   * error naming the field); without it they are kept as written.
   */
  env?: NodeJS.ProcessEnv;
}

/** Loads, validates and resolves a suite; throws InputError listing every problem of the file. */
export async function loadSuite(file: string, opts: LoadSuiteOptions = {}): Promise<Suite> {
  const { suite, diagnostics } = await analyseSuite(file, opts);
  if (suite === undefined || diagnostics.length > 0) throw new InputError(diagnostics);
  return suite;
}

/** Every problem of a suite file, in file order; empty when it loads. */
export async function validateSuiteFile(file: string, opts: LoadSuiteOptions = {}): Promise<Diagnostic[]> {
  return (await analyseSuite(file, opts)).diagnostics;
}

/** Fields of `defaults` merged key by key with the case's (the case wins); others are replaced. */
const DEEP_MERGED = new Set(["generation", "metadata", "performance"]);
const TEMPLATE_VAR = /\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}/g;
const DEFAULT_MAX_TURNS = 5;

async function analyseSuite(
  file: string,
  opts: LoadSuiteOptions,
): Promise<{ suite?: Suite; diagnostics: Diagnostic[] }> {
  const absolute = resolve(opts.cwd ?? process.cwd(), file);
  const read = await readText(file, absolute);
  if (!read.ok) return { diagnostics: [read.diagnostic] };
  const parsed = parseUserFile(file, read.text);
  if (!parsed.ok) return { diagnostics: parsed.diagnostics };
  const source = parsed.source;
  const top = topLevelProblem(source, "a mapping with 'suite' and 'cases'");
  if (top !== undefined) return { diagnostics: [top] };
  const root = await repositoryRoot(dirname(absolute), opts.cwd ?? process.cwd());
  const analysis = new SuiteAnalysis(source, dirname(absolute), root, opts);
  const diagnostics = [...parsed.diagnostics.map((d) => analysis.attribute(d)), ...(await analysis.run())];
  const ordered = sortDiagnostics(diagnostics);
  if (ordered.length > 0) return { diagnostics: ordered };
  return { suite: analysis.build(), diagnostics: [] };
}

function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  const unique = list.filter((d) => {
    const key = `${d.line}:${d.column}:${d.caseId}:${d.field}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort((a, b) => a.line - b.line || a.column - b.column);
}

function ownMember(obj: JsonObject, key: string): Json | undefined {
  return Object.hasOwn(obj, key) ? obj[key] : undefined;
}

function mergeDeep(base: JsonObject, over: JsonObject): JsonObject {
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = ownMember(out, key);
    setOwn(out, key, isJsonObject(under) && isJsonObject(value) ? mergeDeep(under, value) : value);
  }
  return out;
}

/** A case with `defaults` under it: defaultable fields only, none of the prompt's for retrieval. */
function withDefaults(defaults: JsonObject, raw: JsonObject): JsonObject {
  const merged: JsonObject = {};
  for (const key of DEFAULTABLE) {
    const value = defaults[key];
    if (value === undefined) continue;
    if (raw.type === "retrieval" && PROMPTED_FIELDS.has(key)) continue;
    merged[key] = value;
  }
  for (const [key, value] of Object.entries(raw)) {
    const under = ownMember(merged, key);
    setOwn(
      merged,
      key,
      DEEP_MERGED.has(key) && isJsonObject(under) && isJsonObject(value) ? mergeDeep(under, value) : value,
    );
  }
  return merged;
}

const str = (v: Json | undefined): string | undefined => (typeof v === "string" ? v : undefined);
const int = (v: Json | undefined): number | undefined =>
  typeof v === "number" && Number.isInteger(v) ? v : undefined;
const strings = (v: Json | undefined): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : [];

class SuiteAnalysis {
  private readonly doc: JsonObject;
  private readonly defaults: JsonObject;
  /** Each case as the loader sees it: `defaults` merged under what the file says. */
  private readonly cases: Json[];
  private readonly diagnostics: Diagnostic[] = [];
  /** Prompt templates read while validating, by case index. */
  private readonly templates = new Map<number, string>();
  private readonly serverNames: Set<string>;
  /** `mcp_servers` with environment references expanded, when an environment was given. */
  private servers: JsonObject | undefined;

  constructor(
    private readonly source: SourceFile,
    private readonly folder: string,
    /** Every path the suite names must resolve inside it (see load/confine.ts). */
    private readonly root: string,
    private readonly opts: LoadSuiteOptions,
  ) {
    this.doc = source.value as JsonObject;
    this.defaults = isJsonObject(this.doc.defaults) ? this.doc.defaults : {};
    const raw = Array.isArray(this.doc.cases) ? this.doc.cases : [];
    this.cases = raw.map((c) => (isJsonObject(c) ? withDefaults(this.defaults, c) : c));
    this.serverNames = new Set(isJsonObject(this.doc.mcp_servers) ? Object.keys(this.doc.mcp_servers) : []);
  }

  async run(): Promise<Diagnostic[]> {
    this.checkSchema();
    this.checkIds();
    for (let i = 0; i < this.cases.length; i++) {
      const c = this.cases[i];
      if (isJsonObject(c)) await this.checkCase(i, c);
    }
    await this.checkSuiteResources();
    return this.diagnostics;
  }

  /** A parse diagnostic about `cases[i]...`, named by its case like every other. */
  attribute(d: Diagnostic): Diagnostic {
    const match = /^cases\[(\d+)\]\.?(.*)$/.exec(d.field ?? "");
    if (match === null) return d;
    const out: Diagnostic = { ...d, caseId: this.caseId(Number(match[1])) };
    if (match[2] === "") delete out.field;
    else out.field = match[2];
    return out;
  }

  private caseId(index: number): string {
    const c = this.cases[index];
    const id = isJsonObject(c) ? c.id : undefined;
    return typeof id === "string" ? id : `#${index + 1}`;
  }

  /** Where a path of the merged document was written: in the case, or in `defaults` it came from. */
  private place(path: Path, key: boolean): Placement {
    const at = (p: Path) => (key ? this.source.keyAt(p) : this.source.at(p));
    if (path[0] === "cases" && typeof path[1] === "number") {
      const index = path[1];
      const rest = path.slice(2);
      const inCase: Path = ["cases", index, ...rest];
      const inDefaults: Path = ["defaults", ...rest];
      if (rest.length > 0 && !this.source.has(inCase) && this.source.has(inDefaults)) {
        return { at: at(inDefaults), field: formatPath(inDefaults) };
      }
      return { at: at(inCase), caseId: this.caseId(index), field: formatPath(rest) };
    }
    return { at: at(path), field: formatPath(path) };
  }

  private report(index: number | undefined, rel: Path, message: string, key = false): void {
    const placement = this.place(index === undefined ? rel : ["cases", index, ...rel], key);
    const d: Diagnostic = { file: this.source.file, ...placement.at, message };
    if (placement.caseId !== undefined) d.caseId = placement.caseId;
    if (placement.field !== "") d.field = placement.field;
    this.diagnostics.push(d);
  }

  private checkSchema(): void {
    // Ajv looks `__proto__` up in its own tables and finds Object.prototype: say it here.
    const proto = (obj: Json | undefined, at: Path, index?: number) => {
      if (isJsonObject(obj) && Object.hasOwn(obj, "__proto__"))
        this.report(index, [...at, "__proto__"], "unknown field", true);
    };
    proto(this.doc, []);
    proto(this.doc.defaults, ["defaults"]);
    // Asked of each case as written (not merged with defaults): a value lookup, not a source one.
    const written = Array.isArray(this.doc.cases) ? this.doc.cases : [];
    this.cases.forEach((c, i) => {
      const own = written[i];
      if (isJsonObject(own) && Object.hasOwn(own, "__proto__")) proto(c, [], i);
    });
    const validate = productValidator("suite");
    const merged: JsonObject = { ...this.doc };
    if (Array.isArray(this.doc.cases)) merged.cases = this.cases;
    if (validate(toPlain(merged))) return;
    const list = schemaDiagnostics(this.source.file, validate.errors ?? [], merged, {
      place: (path, key) => this.place(path, key),
      unknownField: (path, field, known) => this.unknownField(path, field, known),
    });
    this.diagnostics.push(...list);
  }

  private unknownField(path: Path, field: string, known: string[]): string | null {
    if (path.length === 2 && path[0] === "cases" && typeof path[1] === "number") {
      const c = this.cases[path[1]];
      const type = isJsonObject(c) ? checkTypeOf(c) : undefined;
      const allowed = caseFields(type);
      if (allowed.has(field)) return null; // echoes an error in that field's own rule
      const users = typesUsingField(field);
      if (users.length > 0 && isJsonObject(c) && c.type === undefined && Array.isArray(c.checks)) {
        return `the case has no 'type' of its own: put '${field}' in its entry of 'checks' (used by ${users.join(", ")})`;
      }
      if (users.length > 0 && type !== undefined) {
        if (type === "retrieval" && PROMPTED_FIELDS.has(field)) {
          return "not used by type 'retrieval': it sends no prompt to the model, its text is 'query'";
        }
        return `not used by type '${type}' (used by ${users.join(", ")})`;
      }
      return `unknown field${didYouMean(field, allowed)}`;
    }
    if (path.length === 4 && path[0] === "cases" && path[2] === "checks" && typeof path[1] === "number") {
      return this.unknownListedField(path[1], path[3] as number, field);
    }
    if (path.length === 1 && path[0] === "defaults" && caseFields(undefined).has(field)) {
      return `cannot have a default (defaults may hold: ${DEFAULTABLE.join(", ")})`;
    }
    return `unknown field${didYouMean(field, known)}`;
  }

  /** An unknown field of an entry of `checks:`: another type's, the case's, or a typo. */
  private unknownListedField(index: number, entry: number, field: string): string | null {
    const c = this.cases[index];
    const raw = isJsonObject(c) && Array.isArray(c.checks) ? c.checks[entry] : undefined;
    const type = isJsonObject(raw) && typeof raw.type === "string" ? raw.type : undefined;
    const allowed = listedCheckFields(type);
    if (allowed.has(field)) return null; // echoes an error in that field's own rule
    const users = typesUsingField(field).filter((t) => listedCheckFields(t).has(field));
    if (caseFields(undefined).has(field) && !listedCheckFields(undefined).has(field)) {
      return "is a field of the case, not of an entry of 'checks'";
    }
    if (users.length > 0 && type !== undefined)
      return `not used by type '${type}' (used by ${users.join(", ")})`;
    return `unknown field${didYouMean(field, allowed)}`;
  }

  private checkIds(): void {
    const first = new Map<string, number>();
    this.cases.forEach((c, index) => {
      const id = isJsonObject(c) ? c.id : undefined;
      if (typeof id !== "string") return;
      const earlier = first.get(id);
      if (earlier === undefined) {
        first.set(id, index);
        return;
      }
      const lineOf = (i: number) => this.source.at(["cases", i, "id"]).line;
      this.report(earlier, ["id"], `duplicate id '${id}' (also used at line ${lineOf(index)})`);
      this.report(index, ["id"], `duplicate id '${id}' (first used at line ${lineOf(earlier)})`);
    });
  }

  private checkUserSchema(index: number, rel: Path, schema: Json | undefined): void {
    if (!isJsonObject(schema)) return;
    try {
      compileSchema(schema);
    } catch (error) {
      if (!(error instanceof SchemaError)) throw error;
      this.report(index, rel, error.message);
    }
  }

  private async checkCase(index: number, c: JsonObject): Promise<void> {
    const type = checkTypeOf(c);
    const repeat = int(c.repeat) ?? 1;
    const minPass = int(c.min_pass);
    if (minPass !== undefined && minPass > repeat) {
      // Name the case even when one of the two values came from `defaults`.
      const written = (field: string) => this.source.has(["cases", index, field]);
      const message = `min_pass ${minPass} is more than repeat ${repeat}`;
      if (written("min_pass") || written("repeat")) {
        this.report(index, [written("min_pass") ? "min_pass" : "repeat"], message);
      } else {
        // Both from `defaults`: point there, and still name the case and the field.
        this.diagnostics.push({
          file: this.source.file,
          ...this.source.at(["defaults", "min_pass"]),
          caseId: this.caseId(index),
          field: "min_pass",
          message: `${message} (from defaults)`,
        });
      }
    }
    if (type === "regex" && typeof c.pattern === "string") {
      const flags = typeof c.flags === "string" && /^[imsu]*$/.test(c.flags) ? c.flags : "";
      const problem = regexProblem(c.pattern, flags);
      if (problem !== null) this.report(index, ["pattern"], problem);
    }
    if (type === "classification" && typeof c.expected === "string" && Array.isArray(c.labels)) {
      const fold = (s: string) => (c.case_insensitive === true ? s.toLowerCase() : s);
      const labels = strings(c.labels).map(fold);
      if (!labels.includes(fold(c.expected.trim()))) {
        const hint = didYouMean(c.expected, strings(c.labels));
        this.report(
          index,
          ["expected"],
          `expected label '${c.expected}' is not one of labels${hint} (labels: ${strings(c.labels).join(", ")})`,
        );
      }
    }
    if (type === "custom" && typeof c.check === "string" && this.opts.customChecks !== undefined) {
      const known = [...this.opts.customChecks];
      if (!this.opts.customChecks.has(c.check)) {
        const list =
          known.length === 0 ? "no plugin registers any check" : `registered: ${known.sort().join(", ")}`;
        this.report(
          index,
          ["check"],
          `unknown custom check '${c.check}'${didYouMean(c.check, known)} (${list})`,
        );
      }
    }
    this.checkSchemas(index, c, type);
    this.checkListedChecks(index, c);
    this.checkTools(index, c, type);
    this.checkMessages(index, c);
    await this.checkPrompt(index, c);
    if ((type === "retrieval" || isJsonObject(c.rag)) && this.doc.corpus === undefined) {
      const field = type === "retrieval" ? "type" : "rag";
      this.report(index, [field], "needs the suite's 'corpus' (the documents to retrieve from)");
    }
    if (type === "mcp") this.checkMcp(index, c);
  }

  /** What the schema cannot say about the entries of `checks:`, located at each entry's field. */
  private checkListedChecks(index: number, c: JsonObject): void {
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
          this.report(index, at("pattern"), `invalid regular expression: ${detail}`);
        }
      }
      if (
        entry.type === "classification" &&
        typeof entry.expected === "string" &&
        Array.isArray(entry.labels)
      ) {
        const fold = (s: string) => (entry.case_insensitive === true ? s.toLowerCase() : s);
        const labels = strings(entry.labels);
        if (!labels.map(fold).includes(fold(entry.expected.trim()))) {
          this.report(
            index,
            at("expected"),
            `expected label '${entry.expected}' is not one of labels${didYouMean(entry.expected, labels)} (labels: ${labels.join(", ")})`,
          );
        }
      }
      const custom = this.opts.customChecks;
      if (
        entry.type === "custom" &&
        typeof entry.check === "string" &&
        custom !== undefined &&
        !custom.has(entry.check)
      ) {
        const known = [...custom];
        const list =
          known.length === 0 ? "no plugin registers any check" : `registered: ${known.sort().join(", ")}`;
        this.report(
          index,
          at("check"),
          `unknown custom check '${entry.check}'${didYouMean(entry.check, known)} (${list})`,
        );
      }
      if (entry.type === "json") this.checkUserSchema(index, at("schema"), entry.schema);
      if (entry.type === "tool_call") {
        this.checkUserSchema(index, at("arguments_schema"), entry.arguments_schema);
        if (isJsonObject(entry.expected))
          this.checkUserSchema(index, at("expected", "arguments_schema"), entry.expected.arguments_schema);
        if (Array.isArray(entry.calls)) {
          entry.calls.forEach((call, i) => {
            if (isJsonObject(call))
              this.checkUserSchema(index, at("calls", i, "arguments_schema"), call.arguments_schema);
          });
        }
      }
    });
  }

  private checkSchemas(index: number, c: JsonObject, type: CaseType | undefined): void {
    if (type === "json") this.checkUserSchema(index, ["schema"], c.schema);
    if (type === "tool_call") {
      this.checkUserSchema(index, ["arguments_schema"], c.arguments_schema);
      if (isJsonObject(c.expected))
        this.checkUserSchema(index, ["expected", "arguments_schema"], c.expected.arguments_schema);
      if (Array.isArray(c.calls)) {
        c.calls.forEach((call, i) => {
          if (isJsonObject(call))
            this.checkUserSchema(index, ["calls", i, "arguments_schema"], call.arguments_schema);
        });
      }
    }
    if (type === "mcp" && Array.isArray(c.expected_calls)) {
      c.expected_calls.forEach((call, i) => {
        if (isJsonObject(call))
          this.checkUserSchema(index, ["expected_calls", i, "arguments_schema"], call.arguments_schema);
      });
    }
    this.checkUserSchema(index, ["format"], c.format);
  }

  private checkTools(index: number, c: JsonObject, type: CaseType | undefined): void {
    if (!Array.isArray(c.tools)) return;
    const names = new Map<string, number>();
    c.tools.forEach((tool, i) => {
      if (!isJsonObject(tool)) return;
      const def = toolDefinition(tool);
      if (def === undefined) return;
      const inner = isJsonObject(tool.function) ? tool.function : tool;
      const at: Path = inner === tool ? ["tools", i] : ["tools", i, "function"];
      if (names.has(def.name)) this.report(index, [...at, "name"], `tool '${def.name}' is defined twice`);
      names.set(def.name, i);
      this.checkUserSchema(index, [...at, "parameters"], inner.parameters);
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
        this.report(
          index,
          path,
          `tool '${name}' is not among the case's tools${didYouMean(name, offered)} (tools: ${offered.join(", ")})`,
        );
      }
    }
  }

  private checkMessages(index: number, c: JsonObject): void {
    if (!Array.isArray(c.messages) || typeof c.system !== "string") return;
    const hasSystem = c.messages.some((m) => isJsonObject(m) && m.role === "system");
    const own = this.source.has(["cases", index, "system"]);
    if (hasSystem && own) {
      this.report(
        index,
        ["system"],
        "the case has both 'system' and a system message in 'messages'; keep one",
      );
    }
  }

  private async checkPrompt(index: number, c: JsonObject): Promise<void> {
    const prompt = c.prompt;
    if (!isJsonObject(prompt) || typeof prompt.file !== "string" || prompt.file === "") return;
    const absolute = resolve(this.folder, prompt.file);
    const outside = await outsideRoot(absolute, this.root);
    if (outside !== null) {
      this.report(index, ["prompt", "file"], `prompt template '${prompt.file}' ${outside}`);
      return;
    }
    const read = await readText(prompt.file, absolute);
    if (!read.ok) {
      this.report(index, ["prompt", "file"], `prompt template '${prompt.file}': ${read.diagnostic.message}`);
      return;
    }
    const template = read.text.replace(/\r\n/g, "\n");
    this.templates.set(index, template);
    const vars = isJsonObject(prompt.vars) ? prompt.vars : {};
    if ("context" in vars) {
      this.report(
        index,
        ["prompt", "vars", "context"],
        "'context' is reserved: rag cases fill {{context}} with the retrieved documents",
        true,
      );
    }
    const missing = new Set<string>();
    for (const match of template.matchAll(TEMPLATE_VAR)) {
      const name = match[1]!;
      if (name === "context") {
        if (!isJsonObject(c.rag)) missing.add(name);
        continue;
      }
      if (!(name in vars)) missing.add(name);
    }
    for (const name of missing) {
      const at: Path = isJsonObject(prompt.vars) ? ["prompt", "vars"] : ["prompt"];
      const message =
        name === "context"
          ? `template '${prompt.file}' uses {{context}}, which only 'rag' cases fill`
          : `template '${prompt.file}' uses {{${name}}} but prompt.vars has no '${name}'${didYouMean(name, Object.keys(vars))}`;
      this.report(index, at, message);
    }
  }

  private checkMcp(index: number, c: JsonObject): void {
    if (this.serverNames.size === 0) {
      this.report(index, ["type"], "mcp cases need the suite's 'mcp_servers'");
      return;
    }
    const offered = new Set(this.serverNames);
    if (Array.isArray(c.servers)) {
      offered.clear();
      c.servers.forEach((name, i) => {
        if (typeof name !== "string") return;
        if (this.serverNames.has(name)) offered.add(name);
        else {
          const hint = didYouMean(name, this.serverNames);
          this.report(
            index,
            ["servers", i],
            `unknown MCP server '${name}'${hint} (servers: ${[...this.serverNames].join(", ")})`,
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
        this.report(
          index,
          ["expected_calls", i, "tool"],
          `'${tool}' names server '${server}', which this case is not offered${hint} (servers: ${[...offered].join(", ")})`,
        );
      }
    });
  }

  private async checkSuiteResources(): Promise<void> {
    const corpus = corpusSpec(this.doc.corpus, this.folder);
    if (corpus !== undefined) {
      const field: Path = isJsonObject(this.doc.corpus)
        ? ["corpus", corpus.kind === "jsonl" && "jsonl" in this.doc.corpus ? "jsonl" : "path"]
        : ["corpus"];
      const kind = await fileKind(corpus.path);
      const outside = await outsideRoot(corpus.path, this.root);
      if (outside !== null) {
        this.report(undefined, field, `corpus ${outside}`);
      } else if (corpus.kind === "folder" && kind !== "folder") {
        this.report(
          undefined,
          field,
          kind === "missing" ? "corpus folder not found" : "corpus must be a folder (or a .jsonl file)",
        );
      } else if (corpus.kind === "jsonl" && kind !== "file") {
        this.report(
          undefined,
          field,
          kind === "missing" ? "corpus file not found" : "corpus JSONL must be a file",
        );
      }
    }
    if (isJsonObject(this.doc.mcp_servers) && this.opts.env !== undefined) {
      this.servers = this.expandServers(this.doc.mcp_servers, this.opts.env);
    }
    if (isJsonObject(this.doc.mcp_servers)) {
      for (const [name, server] of Object.entries(this.doc.mcp_servers)) {
        if (!isJsonObject(server) || typeof server.cwd !== "string") continue;
        const outside = await outsideRoot(resolve(this.folder, server.cwd), this.root);
        if (outside !== null) {
          this.report(undefined, ["mcp_servers", name, "cwd"], `cwd '${server.cwd}' ${outside}`);
        } else if ((await fileKind(resolve(this.folder, server.cwd))) !== "folder") {
          this.report(undefined, ["mcp_servers", name, "cwd"], `folder not found: ${server.cwd}`);
        }
      }
    }
  }

  /** The resolved suite; only called when there are no diagnostics. */
  /** Tokens for a server come from the environment (CI secrets), not from the suite file. */
  private expandServers(servers: JsonObject, env: NodeJS.ProcessEnv): JsonObject {
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
          (path, message) => this.report(undefined, path, message),
          knownSecrets,
        );
      }
      out[name] = expanded;
    }
    return out;
  }

  build(): Suite {
    const cases = this.cases.map((c, index) => this.buildCase(index, c as JsonObject));
    const suite: Suite = {
      name: this.doc.suite as string,
      file: this.source.file,
      // The text of the list of definitions, written one by one so the runner reuses each hash.
      sha256: sha256Hex(`[${cases.map((c) => canonicalDefinition(c.definition)).join(",")}]`),
      cases,
      mcpServers: mcpServers(this.servers ?? this.doc.mcp_servers, this.folder),
    };
    const description = str(this.doc.description);
    if (description !== undefined) suite.description = description;
    const corpus = corpusSpec(this.doc.corpus, this.folder);
    if (corpus !== undefined) suite.corpus = corpus;
    return suite;
  }

  private buildCase(index: number, c: JsonObject): Case {
    const type = checkTypeOf(c) as CaseType;
    const repeat = int(c.repeat) ?? 1;
    const at = this.source.at(["cases", index]);
    const template = this.templates.get(index);
    const definition: JsonObject = { ...c };
    if (template !== undefined && isJsonObject(c.prompt)) definition.prompt = { ...c.prompt, template };
    const built: Case = {
      id: c.id as string,
      check: caseCheck(type, c),
      source: { file: this.source.file, line: at.line, column: at.column },
      messages: [],
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
    built.messages = messagesOf(c, template);
    const system = built.messages.find((m) => m.role === "system");
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
}

/** The conversation: the system prompt first (the case's, else defaults'), then the user's turn(s). */
function messagesOf(c: JsonObject, template: string | undefined): ChatMessage[] {
  if (checkTypeOf(c) === "retrieval") return [];
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
  const ownSystem = out.some((m) => m.role === "system");
  if (system !== undefined && !ownSystem) out.unshift({ role: "system", content: system });
  return out;
}

/** `{{name}}` → its value; `{{context}}` stays for the runner to fill with retrieved documents. */
export function renderTemplate(template: string, vars: JsonObject): string {
  return template.replace(TEMPLATE_VAR, (whole, name: string) => {
    if (name === "context") return whole;
    const value = vars[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** The case's check type: as written, or `none` when it is omitted beside a contract. */
function checkTypeOf(c: JsonObject): CaseType | undefined {
  if (c.type === undefined) return c.contract !== undefined || Array.isArray(c.checks) ? "none" : undefined;
  return CASE_TYPES.includes(c.type as CaseType) ? (c.type as CaseType) : undefined;
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
    case "contains":
      return {
        type,
        expected: typeof c.expected === "string" ? [c.expected] : strings(c.expected),
        caseInsensitive,
      };
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

/** Both tool shapes (`{name, ...}` and Ollama's `{type: function, function: {...}}`) → one. */
function toolDefinition(raw: JsonObject): ToolDefinition | undefined {
  const inner = isJsonObject(raw.function) ? raw.function : raw;
  if (typeof inner.name !== "string") return undefined;
  const tool: ToolDefinition = {
    name: inner.name,
    description: str(inner.description) ?? "",
    parameters: isJsonObject(inner.parameters) ? inner.parameters : { type: "object", properties: {} },
  };
  if ("result" in raw) tool.result = raw.result as Json;
  return tool;
}

function corpusSpec(raw: Json | undefined, folder: string): CorpusSpec | undefined {
  const fromPath = (path: string): CorpusSpec => ({
    kind: path.toLowerCase().endsWith(".jsonl") ? "jsonl" : "folder",
    path: resolve(folder, path),
  });
  if (typeof raw === "string" && raw !== "") return fromPath(raw);
  if (isJsonObject(raw)) {
    if (typeof raw.jsonl === "string") return { kind: "jsonl", path: resolve(folder, raw.jsonl) };
    if (typeof raw.path === "string") return fromPath(raw.path);
  }
  return undefined;
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

async function fileKind(path: string): Promise<"file" | "folder" | "missing" | "other"> {
  try {
    const s = await stat(path);
    return s.isDirectory() ? "folder" : s.isFile() ? "file" : "other";
  } catch {
    return "missing";
  }
}
