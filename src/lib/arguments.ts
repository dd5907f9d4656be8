/**
 * The library's callers are JavaScript too: what TypeScript would refuse arrives all the same. Each
 * exported function checks its arguments here, before any work, so that a mistake is an
 * InputError naming the function, the option and what was given (`run(): repeat must be an
 * integer from 1 to 1000, got 0`), never a run that hangs, passes with nothing run, or fails
 * deep inside with a TypeError.
 */
import { COMPARE_FORMAT, type Comparison } from "../core/compare/comparison.js";
import { InputError, unplaced } from "../core/diagnostics.js";
import { isRecord } from "../core/json/value.js";
import { closestName } from "../load/did-you-mean.js";

/** A value as a message shows it: a scalar itself (`'html'`, `0`, `null`), anything else by kind. */
export function shown(value: unknown): string {
  if (typeof value === "string") return `'${value}'`;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    return String(value);
  return kindOf(value);
}

/** What sort of value it is: `a string`, `a list`, `null`... */
export function kindOf(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return value.length === 0 ? "an empty list" : "a list";
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}

/** What compare() returns (the vitest matcher tells its caller the same). */
export function isComparison(value: unknown): value is Comparison {
  return (
    isRecord(value) &&
    value.format === COMPARE_FORMAT &&
    Array.isArray(value.cases) &&
    isRecord(value.candidate)
  );
}

/** What a path names, for a message: `a file path`, `file paths`. */
export interface PathKind {
  one: string;
  many: string;
}
export const FILE_PATH: PathKind = { one: "a file path", many: "file paths" };
export const FOLDER: PathKind = { one: "a folder", many: "folders" };
export const MODULE: PathKind = { one: "a path or package name", many: "paths or package names" };

/** The problems with one call's arguments; `done()` throws them all as one InputError, a diagnostic each. */
export class ArgumentCheck {
  private readonly problems: string[] = [];
  constructor(private readonly fn: string) {}

  problem(message: string): void {
    this.problems.push(`${this.fn}(): ${message}`);
  }

  done(): void {
    if (this.problems.length > 0) throw new InputError(this.problems.map(unplaced));
  }

  /**
   * True for an options object to look into; absent is none, anything else a problem. A member
   * not in `known` is one too (`repeats: 3` would otherwise be ignored without a word).
   */
  options(value: unknown, known: readonly string[], name = "options"): value is Record<string, unknown> {
    if (value !== undefined && !isRecord(value))
      this.problem(`${name} must be an object, got ${kindOf(value)}`);
    if (!isRecord(value)) return false;
    this.known(value, known);
    return true;
  }

  /** Each member of `options` not in `known`, with the nearest known name. */
  known(options: Record<string, unknown>, known: readonly string[]): void {
    for (const key of Object.keys(options)) {
      if (known.includes(key)) continue;
      const near = closestName(key, known);
      this.problem(
        `unknown option ${shown(key)}${near === undefined ? "" : ` (did you mean '${near}'?)`}; known: ${known.join(", ")}`,
      );
    }
  }

  /** A path, or a package name: a non-empty string. */
  path(name: string, value: unknown, kind: PathKind = FILE_PATH): void {
    if (typeof value !== "string" || value === "")
      this.problem(`${name} must be ${kind.one} (a non-empty string), got ${shown(value)}`);
  }

  /** A list of paths (of `kind`, at least one when `nonEmpty`). */
  paths(name: string, value: unknown, kind: PathKind, nonEmpty: boolean): void {
    if (!Array.isArray(value) || (nonEmpty && value.length === 0)) {
      this.problem(
        `${name} must be ${nonEmpty ? "a non-empty list" : "a list"} of ${kind.many}, got ${kindOf(value)}`,
      );
      return;
    }
    for (const [i, member] of value.entries()) this.path(`${name}[${i}]`, member, kind);
  }

  strings(name: string, value: unknown): void {
    if (!Array.isArray(value)) {
      this.problem(`${name} must be a list of strings, got ${kindOf(value)}`);
      return;
    }
    for (const [i, member] of value.entries())
      if (typeof member !== "string") this.problem(`${name}[${i}] must be a string, got ${shown(member)}`);
  }

  integer(name: string, value: unknown, max: number, or = ""): void {
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > max)
      this.problem(`${name} must be an integer from 1 to ${max}${or}, got ${shown(value)}`);
  }

  oneOf(name: string, value: unknown, allowed: readonly string[]): void {
    if (typeof value !== "string" || !allowed.includes(value))
      this.problem(`${name} must be one of ${allowed.join(", ")}, got ${shown(value)}`);
  }

  boolean(name: string, value: unknown): void {
    if (typeof value !== "boolean") this.problem(`${name} must be true or false, got ${shown(value)}`);
  }

  number(name: string, value: unknown): void {
    if (typeof value !== "number") this.problem(`${name} must be a number, got ${shown(value)}`);
  }

  function(name: string, value: unknown): void {
    if (typeof value !== "function") this.problem(`${name} must be a function, got ${shown(value)}`);
  }

  /** `env`: like `process.env`, names to strings (undefined for a name that is not set). */
  env(value: unknown): void {
    if (!isRecord(value)) {
      this.problem(`env must be an object of strings (like process.env), got ${kindOf(value)}`);
      return;
    }
    for (const [key, member] of Object.entries(value)) {
      if (member !== undefined && typeof member !== "string")
        this.problem(`env.${key} must be a string, got ${shown(member)}`);
    }
  }
}

/**
 * The names of an options type, from a record with one entry per name: a name added to the type
 * and not here (or the reverse) does not compile, so the unknown-option check cannot fall behind.
 */
export function optionNames<T>(names: { [K in keyof Required<T>]: true }): readonly string[] {
  return Object.keys(names);
}

/** `cwd` and `env`, which every loader takes. */
export function checkLoadOptions(check: ArgumentCheck, options: Record<string, unknown>): void {
  if (options.cwd !== undefined) check.path("cwd", options.cwd, FOLDER);
  if (options.env !== undefined) check.env(options.env);
}
