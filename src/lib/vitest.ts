/**
 * `import "modelgate/vitest"` adds `toBeCompatible()` to vitest's `expect`:
 * `expect(compare(baseline, candidate)).toBeCompatible()` fails with the list of the cases that
 * regressed. vitest is the caller's own (a peer dependency), never bundled.
 */
import { expect } from "vitest";
import { quoted } from "../core/diagnostics.js";
import { isComparison } from "./arguments.js";
import { type CompatibilityOptions, failureOf } from "./compatibility.js";

export type { CompatibilityOptions } from "./compatibility.js";

interface CompatibilityMatchers<R = unknown> {
  /** Passes when the comparison passes the gate `modelgate compare` applies (exit 0). */
  toBeCompatible(options?: CompatibilityOptions): R;
}

declare module "vitest" {
  interface Matchers<T> extends CompatibilityMatchers<T> {}
}

expect.extend({
  toBeCompatible(received: unknown, options?: CompatibilityOptions) {
    if (!isComparison(received)) {
      return {
        pass: false,
        message: () => "expected a modelgate.compare/v1 comparison (the value compare() returns)",
      };
    }
    const failure = failureOf("toBeCompatible", received, options ?? {});
    return {
      pass: failure === null,
      message: () =>
        failure ??
        `expected suite ${quoted(received.candidate.suite)} not to be compatible, but it is compatible`,
    };
  },
});
