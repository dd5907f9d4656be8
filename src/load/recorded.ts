import { isAbsolute, relative, resolve } from "node:path";
import { readArguments } from "../core/checks/tool-call-text.js";
import { type Diagnostic, InputError } from "../core/diagnostics.js";
import { toPlain } from "../core/json/stringify.js";
import { isJsonObject, type Json, type JsonObject } from "../core/json/value.js";
import type { McpCall } from "../core/result/run-result.js";
import { EMPTY_OBJECT } from "../core/result/shared-empty.js";
import type { Recorded, RecordedRepetition } from "../core/run/recording.js";
import type { ToolCall } from "../core/suite/case.js";
import { writtenKindOfFile } from "./file-kind.js";
import { recordingsOfResult } from "./recorded-result.js";
import { readRunResult } from "./result-file.js";
import { schemaDiagnostics } from "./schema-diagnostics.js";
import { productValidator } from "./schemas/compiled.js";
import { formatPath, placed } from "./source-file.js";
import { type ParsedUserFile, readDocument } from "./user-file.js";

export interface RecordedEntry {
  /** One per recorded repetition, in order (a plain entry is one repetition; a result file's unexecuted ones are failures). */
  repetitions: Recorded[];
}

/** Case id → what was recorded for it, in file order. */
export type RecordedOutputs = ReadonlyMap<string, RecordedEntry>;

/**
 * Loads a recorded-outputs file (`{"outputs": {id: text | {output, ...} | {repetitions}}}`, as
 * the Python CLI writes them too) or a ModelGate result file (`modelgate.run/v2`, or v1).
 * JSON files are parsed strictly (duplicate keys are errors, big integers stay exact); YAML files
 * are accepted too. parse (readDocument) → schema → build. Throws InputError listing every problem.
 */
export async function loadRecorded(path: string, document?: ParsedUserFile): Promise<RecordedOutputs> {
  // Diagnostics name the file as the user would (configs hold it resolved to an absolute path).
  const file = shownPath(path);
  // A result file is read by its own reader, in parts: a long run's outgrows a user file's cap.
  if (document === undefined && (await writtenKindOfFile(resolve(path))) === "result") {
    return recordingsOfResult(await readRunResult(file, resolve(path)), file);
  }
  const read = await readDocument(file, resolve(path), "a mapping with 'outputs'", document);
  if (!read.ok) throw new InputError(read.diagnostics);
  if (read.diagnostics.length > 0) throw new InputError(read.diagnostics);
  const source = read.source;
  const value = source.value as JsonObject; // readDocument refused any other top level
  // A ModelGate result file replays as it was recorded (outputs, evidence, durations).
  if (value.format !== undefined && value.outputs === undefined) {
    return recordingsOfResult(await readRunResult(file, resolve(path)), file);
  }
  const validate = productValidator("recorded");
  // A natively parsed file holds no bigint: Ajv is given the value as it is, not walked for one.
  if (!validate(source.bigintFree === true ? value : toPlain(value))) {
    const diagnostics = schemaDiagnostics(file, validate.errors ?? [], value, {
      place: (path, key) => {
        const inEntry = path[0] === "outputs" && typeof path[1] === "string";
        const placement = { ...placed(source, path, key), field: formatPath(inEntry ? path.slice(2) : path) };
        return inEntry ? { ...placement, caseId: path[1] as string } : placement;
      },
      written: (path) => source.scalarText?.(path),
    });
    throw new InputError(
      diagnostics.sort((a: Diagnostic, b: Diagnostic) => a.line - b.line || a.column - b.column),
    );
  }
  const outputs = new Map<string, RecordedEntry>();
  const entries = value.outputs as JsonObject;
  for (const id of Object.keys(entries)) {
    const raw = entries[id] as Json;
    const list = isJsonObject(raw) && Array.isArray(raw.repetitions) ? raw.repetitions : null;
    outputs.set(id, { repetitions: list === null ? [repetition(raw)] : list.map(repetition) });
  }
  return outputs;
}

function repetition(raw: Json): RecordedRepetition {
  if (typeof raw === "string") return { output: raw, metadata: EMPTY_OBJECT };
  const entry = raw as JsonObject;
  const output = entry.output as string;
  const metadata = isJsonObject(entry.metadata) ? entry.metadata : EMPTY_OBJECT;
  const latency = entry.latency_ms;
  // Made whole in one step when it has a latency (most recordings do).
  const out: RecordedRepetition =
    typeof latency === "number" || typeof latency === "bigint"
      ? { output, metadata, latencyMs: Number(latency) }
      : { output, metadata };
  if (Array.isArray(entry.tool_calls)) out.toolCalls = entry.tool_calls.map((c) => toolCall(c as JsonObject));
  if (Array.isArray(entry.retrieved)) out.retrieved = entry.retrieved.map((id) => String(id));
  if (Array.isArray(entry.mcp_calls)) {
    out.mcpCalls = entry.mcp_calls.map((c) => {
      const call = c as JsonObject;
      const parsed = readArguments(call.arguments);
      const mcp: McpCall = {
        tool: call.tool as string,
        arguments: parsed.arguments,
        is_error: call.is_error === true,
      };
      if (parsed.arguments_error !== undefined) mcp.arguments_error = parsed.arguments_error;
      return mcp;
    });
  }
  return out;
}

/** Arguments by the rule text calls follow: an object, or JSON text of one; else kept, with why. */
function toolCall(raw: JsonObject): ToolCall {
  const inner = isJsonObject(raw.function) ? raw.function : raw;
  return { name: inner.name as string, ...readArguments(inner.arguments) };
}

/** An absolute path inside the working folder, relative to it; any other path as given. */
function shownPath(path: string): string {
  if (!isAbsolute(path)) return path;
  const rel = relative(process.cwd(), path);
  return rel !== "" && !rel.startsWith("..") && !isAbsolute(rel) ? rel : path;
}
