import type { Diagnostic } from "../core/diagnostics.js";
import { isJsonObject, type Json, type JsonObject } from "../core/json/value.js";
import type { Path } from "./position.js";
import type { Placement } from "./schema-diagnostics.js";
import { formatPath, type SourceFile } from "./source-file.js";
import { holdsDefaults, withDefaults } from "./suite-defaults.js";
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

  report(index: number | undefined, rel: Path, message: string, key = false): void {
    const placement = this.place(index === undefined ? rel : ["cases", index, ...rel], key);
    const d: Diagnostic = { file: this.source.file, ...placement.at, message };
    if (placement.caseId !== undefined) d.caseId = placement.caseId;
    if (placement.field !== "") d.field = placement.field;
    this.diagnostics.push(d);
  }
}
