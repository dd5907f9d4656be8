import { extractFor } from "../checks/extract.js";
import { InputError } from "../diagnostics.js";
import { parseJson } from "../json/fast-parse.js";
import { stringifyJson } from "../json/stringify.js";
import type { Json } from "../json/value.js";
import type { CaseResult, Evidence, RepetitionResult, RunResult } from "./run-result.js";
import { RUN_FORMAT } from "./run-result.js";

/**
 * How a result is stored (`modelgate.run/v2`): a JSON case's parsed output is not written next
 * to its text when it is exactly what parsing the text gives. The file says where it comes from
 * instead (`evidence.json_from`: the whole output, or its one code fence), and a reader parses it
 * back with the same strict parser the checks used, so the value is the one they judged.
 * In memory a result always has `evidence.json` (a run's may be parsed again on each read, see
 * withDerivedJson); only the file leaves it out.
 */
type JsonSource = "output" | "code_fence";
export const JSON_SOURCES: readonly JsonSource[] = ["output", "code_fence"];

/** Result formats this version reads: v1 stores the parsed JSON copy, v2 derives it. */
export const READABLE_RUN_FORMATS: readonly string[] = ["modelgate.run/v1", RUN_FORMAT];

/** Refuses an in-memory run of a format this version does not read; `label` names it (a side, a file). */
export function assertReadableFormat(run: RunResult, label: string): void {
  if (READABLE_RUN_FORMATS.includes(run.format)) return;
  throw new InputError(
    `${label}: unsupported result format '${String(run.format)}' (expected ${READABLE_RUN_FORMATS.map((f) => `'${f}'`).join(" or ")})`,
  );
}

/** Stored evidence: `json` may be replaced by where to parse it from. */
type StoredEvidence = Evidence & { json_from?: JsonSource };

/**
 * Parsed JSON values the checks' evidence produced, with the text and extraction they came from:
 * the writer leaves such a value out without parsing the output again. A value not noted here
 * is left out only when parsing the output again gives it exactly.
 */
const noted = new WeakMap<object, { output: string; source: JsonSource }>();

export function noteJsonSource(json: Json, output: string, extract: "code_fence" | undefined): void {
  if (typeof json === "object" && json !== null) {
    noted.set(json, { output, source: extract === "code_fence" ? "code_fence" : "output" });
  }
}

function parsedFrom(output: string, source: JsonSource): Json | undefined {
  const parsed = parseJson(extractFor(source === "code_fence" ? "code_fence" : undefined, output));
  return parsed.ok ? parsed.value : undefined;
}

/** Where `json` comes from in `output`, or null when it must be stored as it is. */
function sourceOf(json: Json, output: string): JsonSource | null {
  if (typeof json === "object" && json !== null) {
    const note = noted.get(json);
    if (note !== undefined && note.output === output) return note.source;
  }
  for (const source of JSON_SOURCES) {
    if (source === "code_fence" && extractFor("code_fence", output) === output) continue;
    const again = parsedFrom(output, source);
    if (again !== undefined && sameJson(again, json)) return source;
  }
  return null;
}

/** Exactly the same value: same types (bigint stays bigint), same members in the same order. */
function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") {
    return typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as Json[];
    return a.length === other.length && a.every((v, i) => sameJson(v, other[i] as Json));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  const bo = b as Record<string, Json>;
  return ka.every((k, i) => k === kb[i] && sameJson((a as Record<string, Json>)[k] as Json, bo[k] as Json));
}

/**
 * Evidence whose `json` is not held but parsed again from `output` each time it is read (the
 * same strict parse as the checks', so the same value), when the checks noted it came from that
 * output: a run of 2,000 JSON cases with 20 KB outputs then holds each output once, not also its
 * parsed tree. Reading `json` gives an equal value each time (not the same object); assigning
 * it stores the value given. Anything else is returned as it is.
 */
export function withDerivedJson(evidence: Evidence, output: string | null): Evidence {
  const json = evidence.json;
  if (output === null || typeof json !== "object" || json === null) return evidence;
  const note = noted.get(json);
  if (note === undefined || note.output !== output) return evidence;
  // Copied member by member, `json` defined in its place: every derived evidence with the same
  // members then shares one shape (one getter and setter for all, no closure per object).
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(evidence)) {
    if (key === "json") Object.defineProperty(out, "json", DERIVED_JSON);
    else out[key] = (evidence as Record<string, unknown>)[key];
  }
  derived.set(out, { output, source: note.source });
  return out as Evidence;
}

/** Evidence made by {@link withDerivedJson}: its `json` comes from this output and extraction. */
const derived = new WeakMap<object, { output: string; source: JsonSource }>();

/** The derived evidence `holder` is or inherits from (a getter's receiver may be another object). */
function derivedHolder(receiver: object): object | undefined {
  for (let at: object | null = receiver; at !== null; at = Object.getPrototypeOf(at)) {
    if (derived.has(at)) return at;
  }
  return undefined;
}

const DERIVED_JSON: PropertyDescriptor = {
  enumerable: true,
  configurable: true,
  get(this: object): Json | undefined {
    const holder = derivedHolder(this);
    const from = holder === undefined ? undefined : derived.get(holder);
    if (from === undefined) return undefined;
    const value = parsedFrom(from.output, from.source) as Json;
    noteJsonSource(value, from.output, from.source === "code_fence" ? "code_fence" : undefined);
    return value;
  },
  set(this: object, value: Json): void {
    const holder = derivedHolder(this) ?? this;
    derived.delete(holder);
    Object.defineProperty(holder, "json", { value, enumerable: true, writable: true, configurable: true });
  },
};

/** The repetition as written: `evidence.json` replaced by `json_from` when derivable. */
export function storedRepetition(rep: RepetitionResult): RepetitionResult {
  const output = rep.output;
  // Evidence without `json` (most cases: no JSON check) is written as it is, not looked up.
  if (output === null || !("json" in rep.evidence)) return rep;
  const known = derived.get(rep.evidence);
  let source: JsonSource | null;
  // Derived from this very output: nothing to parse or compare.
  if (known !== undefined && known.output === output) source = known.source;
  else {
    const json = rep.evidence.json;
    if (json === undefined) return rep;
    source = sourceOf(json, output);
  }
  if (source === null) return rep;
  // Copied member by member: reading a derived `json` would parse it only to drop it.
  const held = rep.evidence as Record<string, unknown>;
  const evidence: Record<string, unknown> = {};
  for (const key of Object.keys(held)) if (key !== "json") evidence[key] = held[key];
  evidence.json_from = source;
  return { ...rep, evidence: evidence as StoredEvidence };
}

export function storedCase(c: CaseResult): CaseResult {
  const reps = c.repetitions;
  for (let i = 0; i < reps.length; i++) {
    const stored = storedRepetition(reps[i]!);
    if (stored === reps[i]) continue;
    // The first repetition stored otherwise: copy the case (the others as they are stored).
    const repetitions = reps.slice(0, i);
    repetitions.push(stored);
    for (let j = i + 1; j < reps.length; j++) repetitions.push(storedRepetition(reps[j]!));
    return { ...c, repetitions };
  }
  // Nothing to leave out: the case is written as it is held.
  return c;
}

/**
 * The result file's text in pieces: the members before and after `cases` as one piece each, and
 * one piece per case (compact: per batch of whole cases), so a writer never holds the whole text (a 2,000-case run with 20 KB outputs
 * is tens of megabytes). Joined, the pieces are exactly `stringifyJson(stored, pretty ? 2 : 0)`
 * plus a newline; no string value is ever split between two pieces (secrets are masked per piece).
 */
export function* runResultText(run: RunResult, options: { pretty?: boolean } = {}): Generator<string> {
  const pretty = options.pretty === true;
  const nested = (value: Json, depth: string) =>
    pretty ? stringifyJson(value, 2).replaceAll("\n", `\n${depth}`) : stringifyJson(value);
  const record = run as unknown as Record<string, Json | undefined>;
  // JSON strings hold no raw newline, so re-indenting a member's text line by line is exact.
  let head = "{";
  let first = true;
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (value === undefined) continue;
    head += `${first ? "" : ","}${pretty ? "\n  " : ""}${JSON.stringify(key)}${pretty ? ": " : ":"}`;
    first = false;
    if (key !== "cases" || run.cases.length === 0) {
      head += nested(value, "  ");
      continue;
    }
    yield `${head}[`;
    if (pretty) {
      for (let i = 0; i < run.cases.length; i++) {
        const text = nested(storedCase(run.cases[i] as CaseResult) as unknown as Json, "    ");
        yield `${i === 0 ? "" : ","}\n    ${text}`;
      }
    } else yield* compactCases(run.cases);
    head = pretty ? "\n  ]" : "]";
  }
  yield `${head}${pretty && !first ? "\n}" : "}"}\n`;
}

/** Cases written compactly by one JSON.stringify call each (its fixed cost is paid per batch). */
const CASES_PER_PIECE = 64;

/**
 * The compact text of `cases`, comma-separated, a batch of whole cases per piece: exactly the
 * cases' texts joined by commas, as the array's own text has them between its brackets.
 */
function* compactCases(cases: readonly CaseResult[]): Generator<string> {
  for (let start = 0; start < cases.length; start += CASES_PER_PIECE) {
    const batch = cases.slice(start, start + CASES_PER_PIECE).map(storedCase) as unknown as Json[];
    if (start === 0) {
      yield stringifyJson(batch).slice(1, -1);
      continue;
    }
    // The comma before the batch is written with it (`[0,` + cases): each piece is then a slice
    // of one text, which a writer copies as it is, not a joined string it must first flatten.
    yield stringifyJson([0, ...batch]).slice(2, -1);
  }
}

/** The whole result file's text (for small results and tests; writers stream {@link runResultText}). */
export function runResultJson(run: RunResult, options: { pretty?: boolean } = {}): string {
  return [...runResultText(run, options)].join("");
}

/** A stored repetition's evidence that cannot be derived, with where it is. */
interface StoredFormProblem {
  caseIndex: number;
  repetitionIndex: number;
  caseId: string;
  message: string;
}

/**
 * Turns a stored result (as read and validated) into the in-memory form, in place: each
 * `json_from` is replaced by the parsed value, parsed strictly from the output as the checks did.
 * A v1 file already holds the values. Returns what could not be derived (a hand-edited file).
 * `like`, a run of the same suite already restored (the other side of a comparison), lends the
 * value it derived from the very same output and source at the same position: parsing that
 * again would give an equal value, so the two sides hold one (which nothing changes).
 */
export function restoreStoredResult(run: RunResult, like?: RunResult): StoredFormProblem[] {
  const problems: StoredFormProblem[] = [];
  const cases = run.cases;
  const likeCases = like?.cases;
  for (let caseIndex = 0; caseIndex < cases.length; caseIndex++) {
    const c = cases[caseIndex]!;
    const reps = c.repetitions;
    const likeReps = likeCases?.[caseIndex]?.repetitions;
    for (let repetitionIndex = 0; repetitionIndex < reps.length; repetitionIndex++) {
      const rep = reps[repetitionIndex]!;
      const evidence = rep.evidence as StoredEvidence;
      const source = evidence.json_from;
      if (source === undefined) continue;
      const at = { caseIndex, repetitionIndex, caseId: c.id };
      if (evidence.json !== undefined) {
        problems.push({ ...at, message: "evidence has both 'json' and 'json_from': give one" });
        continue;
      }
      if (rep.output === null) {
        problems.push({ ...at, message: "evidence.json_from needs the output, which is null" });
        continue;
      }
      const json =
        derivedAlike(likeReps?.[repetitionIndex], rep.output, source) ?? parsedFrom(rep.output, source);
      if (json === undefined) {
        problems.push({
          ...at,
          message: `evidence.json_from '${source}': the output does not parse as JSON`,
        });
        continue;
      }
      delete evidence.json_from;
      evidence.json = json;
      noteJsonSource(json, rep.output, source === "code_fence" ? "code_fence" : undefined);
    }
  }
  // Written only when it differs: writing an equal string is still a write, and makes the engine
  // drop code compiled for the member as parsed.
  if (run.format !== RUN_FORMAT) (run as { format: string }).format = RUN_FORMAT;
  return problems;
}

/** The value `like` holds as derived from exactly `output` by `source`, or undefined. */
function derivedAlike(
  like: RepetitionResult | undefined,
  output: string,
  source: JsonSource,
): Json | undefined {
  const json = like?.evidence.json;
  if (typeof json !== "object" || json === null) return undefined;
  const note = noted.get(json);
  return note !== undefined && note.output === output && note.source === source ? json : undefined;
}
