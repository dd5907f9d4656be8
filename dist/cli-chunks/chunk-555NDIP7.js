#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);

// src/core/compare/comparison.ts
var COMPARE_FORMAT = "modelgate.compare/v1";
var CATEGORIES = [
  "missing",
  "new",
  "error",
  "regression",
  "invalid",
  "mismatch",
  "flaky",
  "fixed",
  "still_failing",
  "changed",
  "passing"
];
var DEFAULT_FAIL_ON = ["regression", "mismatch", "invalid"];
function emptySummary() {
  return {
    cases: 0,
    regressions: 0,
    fixed: 0,
    still_failing: 0,
    passing: 0,
    changed: 0,
    mismatches: 0,
    invalid: 0,
    errors: 0,
    missing: 0,
    new: 0,
    flaky: 0
  };
}
var SUMMARY_KEY = {
  regression: "regressions",
  fixed: "fixed",
  still_failing: "still_failing",
  passing: "passing",
  changed: "changed",
  mismatch: "mismatches",
  invalid: "invalid",
  error: "errors",
  missing: "missing",
  new: "new",
  flaky: "flaky"
};

export {
  COMPARE_FORMAT,
  CATEGORIES,
  DEFAULT_FAIL_ON,
  emptySummary,
  SUMMARY_KEY
};
