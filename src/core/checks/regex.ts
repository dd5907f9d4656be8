import { RE2JS } from "re2js";
import type { CheckSpec } from "../suite/case.js";
import { type CheckOutcome, outcome, pass } from "./check-result.js";
import { quoteOutput } from "./text.js";

type RegexSpec = Extract<CheckSpec, { type: "regex" }>;

/**
 * Suite patterns run on RE2 (`re2js`): matching takes time linear in the output, so a pattern
 * such as `^(a+)+$` cannot stall a run (it blocked the JavaScript engine for minutes). The
 * dialect is RE2's: no backreferences, no lookahead or lookbehind. Searched anywhere in the
 * output (not anchored). Flags: i, m, s (u is accepted: RE2 is always Unicode-aware); RE2's own
 * inline flags `(?i)`, `(?m)`, `(?s)`, `(?U)` work too, other inline flags (Python's `(?x)`,
 * `(?a)`, `(?L)`, `(?u)`) are refused with a hint to use `flags`.
 */
const cache = new Map<string, Matcher>();

/** A compiled pattern: RE2's, or a JavaScript RegExp proved to match the same texts (see below). */
export interface Matcher {
  test(text: string): boolean;
}

const FLAG_BITS: Record<string, number> = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
};

/** Compiles once per pattern and flags; throws an Error with a clear message (the loader calls it). */
export function compileRegex(pattern: string, flags: string): Matcher {
  // Cases of a suite repeat one pattern in a row: the last one is taken without building its key.
  if (last !== undefined && last.pattern === pattern && last.flags === flags) return last.re;
  const key = `${flags}/${pattern}`;
  let re = cache.get(key);
  if (re === undefined) {
    // regexProblem compiles the pattern and keeps it in the cache when it is valid.
    const problem = regexProblem(pattern, flags);
    if (problem !== null) {
      throw new Error(
        problem.replace(/^invalid regular expression: /, `invalid regular expression /${pattern}/${flags}: `),
      );
    }
    re = cache.get(key) as Matcher;
  }
  last = { pattern, flags, re };
  return re;
}

/** The pattern compileRegex gave last (only a valid, cached one). */
let last: { pattern: string; flags: string; re: Matcher } | undefined;

function flagBits(flags: string): number {
  let bits = 0;
  for (const flag of flags) bits |= FLAG_BITS[flag] ?? 0;
  return bits;
}

/** What is wrong with a pattern, as a message for the suite's author; null when it compiles. */
export function regexProblem(pattern: string, flags: string): string | null {
  // Anywhere in the pattern, as a group of its own or a scoped one (`(?x:...)`): RE2 knows i, m, s, U.
  for (const inline of pattern.matchAll(/\(\?([a-zA-Z]+)[:)]/g)) {
    if (/[^imsU]/.test(inline[1]!)) {
      const shown = inline[0].endsWith(":") ? `${inline[0]}...)` : inline[0];
      return `Python-style inline flags like ${shown} are not supported; use 'flags' instead`;
    }
  }
  // A suite repeats its patterns case after case: one that compiled once is kept, not compiled again.
  const key = `${flags}/${pattern}`;
  if (cache.has(key)) return null;
  const native = nativeEquivalent(pattern, flags);
  if (native !== null) {
    cache.set(key, native);
    return null;
  }
  try {
    cache.set(key, RE2JS.compile(pattern, flagBits(flags)));
    return null;
  } catch (error) {
    const re2 = error instanceof Error ? error.message.replace(/^error parsing regexp: /, "") : String(error);
    let js: string | null = null;
    try {
      new RegExp(pattern, flags.replace(/[^imsu]/g, ""));
    } catch (e) {
      js = (e as Error).message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, "");
    }
    // Not a valid pattern in either dialect: the familiar JavaScript message.
    if (js !== null) return `invalid regular expression: ${js}`;
    const feature = unsupportedFeature(pattern);
    const hint = "rewrite it without, or use a custom check (type: custom) for this test";
    if (feature !== null) {
      return `invalid regular expression: ${feature} is not supported: patterns use the linear-time RE2 dialect (no backreferences, no lookaround); ${hint}`;
    }
    return `invalid regular expression: RE2 dialect: ${re2}; ${hint}`;
  }
}

function unsupportedFeature(pattern: string): string | null {
  if (/\(\?<?[=!]/.test(pattern)) return "lookaround ((?=, (?!, (?<=, (?<!)";
  const backreference = /\\([1-9]|k<[^>]*>)/.exec(pattern);
  if (backreference !== null) return `a backreference (${backreference[0]})`;
  return null;
}

// The simplest patterns, such as `^[A-Z]{3}-\d+$`, are matched by a JavaScript RegExp instead:
// then a process neither loads re2js (~50 M instructions, 9 % of a replayed 5-case `run`) nor
// compiles the pattern with it, and each output is matched natively. Only where both engines
// provably agree and backtracking stays linear:
// - no flags; atoms that match ASCII characters only: a literal letter, digit, space or one of
//   `_,:;!@#%='"<>~/-`, an escaped punctuation mark, `\d`, `\w`, or a class `[...]` of those
//   and ranges within digits, lower or upper case letters (no `^` negation, no `[:name:]`);
//   every one of these means the same set of characters in RE2 and in a RegExp without flags;
// - each atom repeated at most by one quantifier `? * + {n} {n,} {n,m}` (counts up to 100, no
//   leading zero, not lazy), at most 32 characters a try (counts summed); no group, no
//   alternation, no `.`, no `\s` or `\b`; `^` only first, `$` only last;
// - at most one quantifier of variable count, and then the pattern starts with `^`, or that
//   quantifier is its last one and the pattern does not end with `$`.
// Such a pattern is a sequence of single-character steps: a match can hold no non-ASCII
// character, so UTF-16 units and code points read alike, and anchored at the start with one
// variable step a backtracking search tries each count of it once, and a last variable step
// with nothing after it ends the search as soon as its least count matched: time linear in the
// output (a variable step with more after it could be retried from every start: quadratic; two
// could multiply). test/unit/core/checks/regex-native.test.ts holds the two engines to the same
// verdicts on generated patterns and texts.
const LITERAL = /[A-Za-z0-9 _,:;!@#%='"<>~/-]/;
const CLASS_LITERAL = /[A-Za-z0-9 _,:;!@#%='"<>~/.+*?(){}|$]/;
const ESCAPED = /[.\\+*?()[\]{}^$|/-]/;
const MAX_COUNT = 100;
// Characters one try from one start may read (counts summed; an open count as its least): a
// backtracking search can make a try from every start, so this bounds the cost per character of
// output. RE2 skips ahead where a required literal is missing (`a{100}b` on 1 MB of `a`: 6 ms
// against 0.5 s natively); with at most 32 the native worst case stays ~1/3 of that.
const MAX_WIDTH = 32;

/** The RegExp matching exactly what RE2 matches for `pattern`, when it is one of those; else null. */
export function nativeEquivalent(pattern: string, flags: string): RegExp | null {
  if (flags !== "") return null;
  let i = pattern.startsWith("^") ? 1 : 0;
  const anchored = i === 1;
  const end =
    pattern.endsWith("$") && !escapedAt(pattern, pattern.length - 1) ? pattern.length - 1 : pattern.length;
  let variable = 0;
  let width = 0;
  let variableLast = false;
  while (i < end) {
    const atom = atomEnd(pattern, i, end);
    if (atom < 0) return null;
    i = atom;
    const quantifier = quantifierAt(pattern, i, end);
    if (quantifier === null) return null;
    if (quantifier.variable) variable++;
    width += quantifier.steps;
    if (width > MAX_WIDTH) return null;
    i = quantifier.next;
    variableLast = quantifier.variable;
  }
  // Unanchored, a variable step is fine only last with nothing after it (`order #\d+`): once
  // its least count matched, the match is found, so no start retries it.
  const openEnd = end === pattern.length;
  if (variable > 1 || (variable === 1 && !anchored && !(variableLast && openEnd))) return null;
  return new RegExp(pattern);
}

/** Whether the character at `at` follows an odd run of backslashes (is escaped). */
function escapedAt(text: string, at: number): boolean {
  let slashes = 0;
  for (let j = at - 1; j >= 0 && text[j] === "\\"; j--) slashes++;
  return slashes % 2 === 1;
}

/** Where the atom starting at `i` ends, or -1 when it is none of the allowed ones. */
function atomEnd(p: string, i: number, end: number): number {
  const c = p[i]!;
  if (c === "\\") return i + 1 < end && isSafeEscape(p[i + 1]!) ? i + 2 : -1;
  if (c !== "[") return LITERAL.test(c) ? i + 1 : -1;
  let j = i + 1;
  if (j >= end || p[j] === "]") return -1;
  while (j < end && p[j] !== "]") {
    const d = p[j]!;
    if (d === "\\") {
      if (j + 1 >= end || !isSafeEscape(p[j + 1]!)) return -1;
      j += 2;
    } else if (p[j + 1] === "-" && j + 2 < end && p[j + 2] !== "]") {
      if (!isRange(d, p[j + 2]!)) return -1;
      j += 3;
    } else if (CLASS_LITERAL.test(d)) {
      j++;
    } else return -1;
  }
  return j < end ? j + 1 : -1;
}

function isSafeEscape(c: string): boolean {
  return c === "d" || c === "w" || ESCAPED.test(c);
}

function isRange(from: string, to: string): boolean {
  const kind = (c: string) => (/[0-9]/.test(c) ? 1 : /[a-z]/.test(c) ? 2 : /[A-Z]/.test(c) ? 3 : 0);
  return kind(from) !== 0 && kind(from) === kind(to) && from <= to;
}

/** The quantifier after an atom (none is fine), or null when it is not one of the allowed ones. */
function quantifierAt(p: string, i: number, end: number): Quantifier | null {
  const c = p[i];
  let next = i;
  let variable = false;
  let steps = 1;
  if (i >= end) return { next, variable, steps };
  if (c === "?" || c === "*" || c === "+") {
    next = i + 1;
    variable = true;
  } else if (c === "{") {
    // RE2 reads a count with a leading zero (`{04}`) as literal text, JavaScript as a count.
    const m = /^\{(0|[1-9]\d{0,2})(,(0|[1-9]\d{0,2})?)?\}/.exec(p.slice(i, end));
    if (m === null) return null;
    const min = Number(m[1]);
    const max = m[2] === undefined ? min : m[3] === undefined ? Number.POSITIVE_INFINITY : Number(m[3]);
    if (min > MAX_COUNT || (max !== Number.POSITIVE_INFINITY && (max > MAX_COUNT || max < min))) return null;
    next = i + m[0].length;
    variable = max !== min;
    steps = max === Number.POSITIVE_INFINITY ? Math.max(min, 1) : max;
  } else return { next, variable, steps };
  // A second quantifier (`a*?`, `a+*`, `a{2}{3}`) is not one of these patterns.
  const after = p[next];
  if (next < end && (after === "?" || after === "*" || after === "+" || after === "{")) return null;
  return { next, variable, steps };
}

/** Where the pattern goes on, whether the count varies, and how many characters a try may read. */
interface Quantifier {
  next: number;
  variable: boolean;
  steps: number;
}

export function checkRegex(spec: RegexSpec, output: string): CheckOutcome {
  let re: Matcher;
  try {
    re = compileRegex(spec.pattern, spec.flags);
  } catch (e) {
    return outcome("error", (e as Error).message);
  }
  if (re.test(output)) return pass();
  return outcome("fail", `${quoteOutput(output)} does not match /${spec.pattern}/${spec.flags}`, {
    pattern: spec.pattern,
    flags: spec.flags,
  });
}
