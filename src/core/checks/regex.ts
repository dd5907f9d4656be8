import { RE2JS } from "re2js";
import type { CheckSpec } from "../suite/case.js";
import { type CheckOutcome, outcome, pass } from "./check-result.js";

type RegexSpec = Extract<CheckSpec, { type: "regex" }>;

/**
 * Suite patterns run on RE2 (`re2js`): matching takes time linear in the output, so a pattern
 * such as `^(a+)+$` cannot stall a run (it blocked the JavaScript engine for minutes). The
 * dialect is RE2's: no backreferences, no lookahead or lookbehind. Searched anywhere in the
 * output (not anchored). Flags: i, m, s (u is accepted: RE2 is always Unicode-aware); RE2's own
 * inline flags `(?i)`, `(?m)`, `(?s)`, `(?U)` work too, other inline flags (Python's `(?x)`,
 * `(?a)`, `(?L)`, `(?u)`) are refused with a hint to use `flags`.
 */
const cache = new Map<string, RE2JS>();

const FLAG_BITS: Record<string, number> = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
};

/** Compiles once per pattern and flags; throws an Error with a clear message (the loader calls it). */
export function compileRegex(pattern: string, flags: string): RE2JS {
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
    re = cache.get(key) as RE2JS;
  }
  return re;
}

function flagBits(flags: string): number {
  let bits = 0;
  for (const flag of flags) bits |= FLAG_BITS[flag] ?? 0;
  return bits;
}

/** What is wrong with a pattern, as a message for the suite's author; null when it compiles. */
export function regexProblem(pattern: string, flags: string): string | null {
  const inline = /^\(\?([a-zA-Z]+)\)/.exec(pattern);
  if (inline !== null && /[^imsU]/.test(inline[1]!)) {
    return `Python-style inline flags like ${inline[0]} are not supported; use 'flags' instead`;
  }
  // A suite repeats its patterns case after case: one that compiled once is kept, not compiled again.
  const key = `${flags}/${pattern}`;
  if (cache.has(key)) return null;
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

export function checkRegex(spec: RegexSpec, output: string): CheckOutcome {
  let re: RE2JS;
  try {
    re = compileRegex(spec.pattern, spec.flags);
  } catch (e) {
    return outcome("error", (e as Error).message);
  }
  if (re.test(output)) return pass();
  return outcome("fail", `output does not match /${spec.pattern}/${spec.flags}`, {
    pattern: spec.pattern,
    flags: spec.flags,
  });
}
