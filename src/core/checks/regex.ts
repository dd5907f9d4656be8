import type { CheckSpec } from "../suite/case.js";
import { type CheckOutcome, outcome, pass } from "./verdict.js";

type RegexSpec = Extract<CheckSpec, { type: "regex" }>;

/**
 * JavaScript regular expressions, searched anywhere in the output (not anchored). Python-style
 * inline flags such as `(?i)` are not JavaScript syntax: write `flags: i` instead.
 */
const cache = new Map<string, RegExp>();

/** Compiles once per pattern and flags; throws an Error with a clear message (the loader calls it). */
export function compileRegex(pattern: string, flags: string): RegExp {
  const key = `${flags}/${pattern}`;
  let re = cache.get(key);
  if (re === undefined) {
    if (/^\(\?[aiLmsux]+\)/.test(pattern)) {
      throw new Error(
        `Python-style inline flags like ${pattern.slice(0, pattern.indexOf(")") + 1)} are not supported; use 'flags' instead`,
      );
    }
    try {
      re = new RegExp(pattern, flags);
    } catch (e) {
      throw new Error(
        `invalid regular expression /${pattern}/${flags}: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
    cache.set(key, re);
  }
  return re;
}

export function checkRegex(spec: RegexSpec, output: string): CheckOutcome {
  let re: RegExp;
  try {
    re = compileRegex(spec.pattern, spec.flags);
  } catch (e) {
    return outcome("error", (e as Error).message);
  }
  // `g` and `y` make test() resume at lastIndex; every output is searched from the start.
  re.lastIndex = 0;
  if (re.test(output)) return pass();
  return outcome("fail", `output does not match /${spec.pattern}/${spec.flags}`, {
    pattern: spec.pattern,
    flags: spec.flags,
  });
}
