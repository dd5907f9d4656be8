import {
  failureOf,
  isComparison,
  quoted
} from "./lib-chunks/chunk-QKCI7WP3.js";
import "./lib-chunks/chunk-LQ5R4IHU.js";
import "./lib-chunks/chunk-2KYCVBJL.js";
import "./lib-chunks/chunk-2OTCL6BQ.js";

// src/lib/vitest.ts
import { expect } from "vitest";
expect.extend({
  toBeCompatible(received, options) {
    if (!isComparison(received)) {
      return {
        pass: false,
        message: () => "expected a modelgate.compare/v1 comparison (the value compare() returns)"
      };
    }
    const failure = failureOf("toBeCompatible", received, options ?? {});
    return {
      pass: failure === null,
      message: () => failure ?? `expected suite ${quoted(received.candidate.suite)} not to be compatible, but it is compatible`
    };
  }
});
