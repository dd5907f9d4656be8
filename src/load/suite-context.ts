import type { Diagnostic } from "../core/diagnostics.js";
import { isJsonObject, type Json, type JsonObject } from "../core/json/value.js";
import type { Path } from "./position.js";
import { formatPath, type Placement, reportedByParse, type SourceFile, withNote } from "./source-file.js";
import { holdsDefaults, takesDefault, withDefaults } from "./suite-defaults.js";
import type { LoadSuiteOptions } from "./suite-options.js";

/**
 * One suite file being loaded: its document, each case with `defaults` merged under it (what
 * the rules check and the build reads), and the diagnostics the rules report, each placed where
 * the user wrote the value (in the case, or in `defaults` it came from).
 */
export class SuiteContext {
  readonly doc: JsonObject;
  readonly defaults: JsonObject;
  /** Each case as the loader sees it: `defaults` merged under what the file says. */
  readonly cases: Json[];
  readonly diagnostics: Diagnostic[] = [];
  /** Prompt templates read while validating, by case index. */
  readonly templates = new Map<number, string>();
  readonly serverNames: Set<string>;
  /** `mcp_servers` with environment references expanded, when an environment was given. */
  servers: JsonObject | undefined;

  constructor(
    readonly source: SourceFile,
    readonly folder: string,
    /** Every path the suite names must resolve inside it (see load/confine.ts). */
    readonly root: string,
    readonly opts: LoadSuiteOptions,
  ) {
    this.doc = source.value as JsonObject;
    this.defaults = isJsonObject(this.doc.defaults) ? this.doc.defaults : {};
    const raw = Array.isArray(this.doc.cases) ? this.doc.cases : [];
    // Without defaults each case is the one parsed (no rule nor the build changes a case); a copy
    // of each, kept as its definition, made 5,000 objects more for the collector to move.
    this.cases = holdsDefaults(this.defaults)
      ? raw.map((c) => (isJsonObject(c) ? withDefaults(this.defaults, c) : c))
      : raw;
    this.serverNames = new Set(isJsonObject(this.doc.mcp_servers) ? Object.keys(this.doc.mcp_servers) : []);
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

  caseId(index: number): string {
    const c = this.cases[index];
    const id = isJsonObject(c) ? c.id : undefined;
    return typeof id === "string" ? id : `#${index + 1}`;
  }

  /** Where a path of the merged document was written: in the case, or in `defaults` it came from. */
  place(path: Path, key: boolean): Placement {
    const written = this.writtenPath(path);
    const inCase = written[0] === "cases" && typeof written[1] === "number";
    const placement: Placement = {
      at: key ? this.source.keyAt(written) : this.source.at(written),
      field: formatPath(inCase ? written.slice(2) : written),
    };
    if (inCase) placement.caseId = this.caseId(written[1] as number);
    const note = this.source.aliasNote?.(written, key);
    if (note !== undefined) placement.note = note;
    return placement;
  }

  /** Whether the value at a path of the merged document is one the parse reported and could not keep. */
  reported(path: Path): boolean {
    return this.source.unconvertible !== undefined && reportedByParse(this.source, this.writtenPath(path));
  }

  /** The scalar at a path of the merged document as the file writes it (in the case or in `defaults`). */
  scalarText(path: Path): string | undefined {
    return this.source.scalarText?.(this.writtenPath(path));
  }

  /** The path in the file of a path of the merged document: in the case, or in `defaults`. */
  private writtenPath(path: Path): Path {
    if (path[0] !== "cases" || typeof path[1] !== "number" || path.length < 3) return path;
    const c = this.cases[path[1]];
    const field = String(path[2]);
    // Only a field the case takes from `defaults` came from there (`limit` written in defaults did not).
    if (!isJsonObject(c) || !takesDefault(c, field) || this.source.has(path)) return path;
    const inDefaults: Path = ["defaults", ...path.slice(2)];
    return this.source.has(inDefaults) ? inDefaults : path;
  }

  report(index: number | undefined, rel: Path, message: string, key = false): void {
    const placement = this.place(index === undefined ? rel : ["cases", index, ...rel], key);
    const d: Diagnostic = {
      file: this.source.file,
      ...placement.at,
      message: withNote(message, placement.note),
    };
    if (placement.caseId !== undefined) d.caseId = placement.caseId;
    if (placement.field !== "") d.field = placement.field;
    this.diagnostics.push(d);
  }

  /**
   * Like {@link report}, for a rule about one case whose value may come from `defaults`: placed
   * there, it still names the case (a defaults line alone would not say which case broke it),
   * and the message ends `(from defaults)` or the note given instead.
   */
  reportForCase(index: number, rel: Path, message: string, fromDefaults = "from defaults"): void {
    const inDefaults: Path = ["defaults", ...rel];
    if (this.source.has(["cases", index, ...rel]) || !this.source.has(inDefaults)) {
      this.report(index, rel, message);
      return;
    }
    this.diagnostics.push({
      file: this.source.file,
      ...this.source.at(inDefaults),
      caseId: this.caseId(index),
      field: formatPath(rel),
      message: withNote(`${message} (${fromDefaults})`, this.source.aliasNote?.(inDefaults, false)),
    });
  }
}
