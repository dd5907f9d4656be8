/**
 * The library's callers are JavaScript too: what TypeScript would refuse arrives all the same. Each
 * exported function checks its arguments here, before any work, so that a mistake is an
 * InputError naming the function, the option and what was given (`run(): repeat must be an
 * integer from 1 to 1000, got 0`), never a run that hangs, passes with nothing run, or fails
 * deep inside with a TypeError.
 */
import { type Comparison } from "../core/compare/comparison.js";
/** A value as a message shows it: a scalar itself (`'html'`, `0`, `null`), anything else by kind. */
export declare function shown(value: unknown): string;
/** What sort of value it is: `a string`, `a list`, `null`... */
export declare function kindOf(value: unknown): string;
/** What compare() returns (the vitest matcher tells its caller the same). */
export declare function isComparison(value: unknown): value is Comparison;
/** What a path names, for a message: `a file path`, `file paths`. */
export interface PathKind {
    one: string;
    many: string;
}
export declare const FILE_PATH: PathKind;
export declare const FOLDER: PathKind;
export declare const MODULE: PathKind;
/** The problems with one call's arguments; `done()` throws them all as one InputError, a diagnostic each. */
export declare class ArgumentCheck {
    private readonly fn;
    private readonly problems;
    constructor(fn: string);
    problem(message: string): void;
    done(): void;
    /**
     * True for an options object to look into; absent is none, anything else a problem. A member
     * not in `known` is one too (`repeats: 3` would otherwise be ignored without a word).
     */
    options(value: unknown, known: readonly string[], name?: string): value is Record<string, unknown>;
    /** Each member of `options` not in `known`, with the nearest known name. */
    known(options: Record<string, unknown>, known: readonly string[]): void;
    /** A path, or a package name: a non-empty string. */
    path(name: string, value: unknown, kind?: PathKind): void;
    /** A list of paths (of `kind`, at least one when `nonEmpty`). */
    paths(name: string, value: unknown, kind: PathKind, nonEmpty: boolean): void;
    strings(name: string, value: unknown): void;
    integer(name: string, value: unknown, max: number, or?: string): void;
    oneOf(name: string, value: unknown, allowed: readonly string[]): void;
    boolean(name: string, value: unknown): void;
    number(name: string, value: unknown): void;
    function(name: string, value: unknown): void;
    /** `env`: like `process.env`, names to strings (undefined for a name that is not set). */
    env(value: unknown): void;
}
/**
 * The names of an options type, from a record with one entry per name: a name added to the type
 * and not here (or the reverse) does not compile, so the unknown-option check cannot fall behind.
 */
export declare function optionNames<T>(names: {
    [K in keyof Required<T>]: true;
}): readonly string[];
/** `cwd` and `env`, which every loader takes. */
export declare function checkLoadOptions(check: ArgumentCheck, options: Record<string, unknown>): void;
