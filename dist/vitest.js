import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);

// src/lib/vitest.ts
import { expect } from "vitest";

// src/core/diagnostics.ts
var LINE_BREAK = {
  "\n": "\\n",
  "\r": "\\r",
  "": "\\u0085",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029"
};
function quoted(text) {
  return `'${oneLine(text)}'`;
}
function oneLine(text) {
  return text.replace(/[\n\r\u0085\u2028\u2029]/g, (ch) => LINE_BREAK[ch] ?? ch);
}
function unplaced(message) {
  return { file: "", line: 0, column: 0, message };
}
function formatDiagnostic(d) {
  const where = d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file;
  const parts = [where];
  if (d.caseId !== void 0) parts.push(`case ${quoted(d.caseId)}`);
  if (d.field !== void 0 && d.field !== "") parts.push(`field ${quoted(d.field)}`);
  return `${parts.join(": ")}: ${d.message}`;
}
var InputError = class extends Error {
  diagnostics;
  constructor(diagnostics) {
    const list = typeof diagnostics === "string" ? [unplaced(diagnostics)] : diagnostics;
    super(list.map((d) => d.file ? formatDiagnostic(d) : d.message).join("\n"));
    this.name = "InputError";
    this.diagnostics = list;
  }
};

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

// src/core/json/value.ts
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/load/did-you-mean.ts
function editDistanceWithin(a, b, max) {
  const over = max + 1;
  if (Math.abs(a.length - b.length) > max) return over;
  const cols = b.length + 1;
  let before = new Array(cols).fill(over);
  let prev = Array.from({ length: cols }, (_, j) => Math.min(j, over));
  let row = new Array(cols).fill(over);
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    row[0] = Math.min(i, over);
    row[from - 1] = from === 1 ? row[0] : over;
    if (to + 1 < cols) row[to + 1] = over;
    let least = row[0];
    for (let j = from; j <= to; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, before[j - 2] + 1);
      row[j] = Math.min(best, over);
      least = Math.min(least, row[j]);
    }
    if (least > max) return over;
    [before, prev, row] = [prev, row, before];
  }
  return prev[b.length];
}
function spelling(name) {
  return name.toLowerCase().replace(/[-_]/g, "");
}
function allowedEdits(a, b) {
  return Math.min(3, Math.max(1, Math.floor(Math.max(a.length, b.length) / 3)));
}
function closestName(name, candidates) {
  const wanted = spelling(name);
  if (wanted === "") return void 0;
  let best;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const known = spelling(candidate);
    const limit = Math.min(allowedEdits(wanted, known), bestDistance - 1);
    if (limit < 0) break;
    const distance = editDistanceWithin(wanted, known, limit);
    if (distance <= limit) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

// src/lib/arguments.ts
function shown(value) {
  if (typeof value === "string") return `'${value}'`;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    return String(value);
  return kindOf(value);
}
function kindOf(value) {
  if (value === null || value === void 0) return String(value);
  if (Array.isArray(value)) return value.length === 0 ? "an empty list" : "a list";
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}
function isComparison(value) {
  return isRecord(value) && value.format === COMPARE_FORMAT && Array.isArray(value.cases) && isRecord(value.candidate);
}
var FILE_PATH = { one: "a file path", many: "file paths" };
var ArgumentCheck = class {
  constructor(fn) {
    this.fn = fn;
  }
  fn;
  problems = [];
  problem(message) {
    this.problems.push(`${this.fn}(): ${message}`);
  }
  done() {
    if (this.problems.length > 0) throw new InputError(this.problems.map(unplaced));
  }
  /**
   * True for an options object to look into; absent is none, anything else a problem. A member
   * not in `known` is one too (`repeats: 3` would otherwise be ignored without a word).
   */
  options(value, known, name = "options") {
    if (value !== void 0 && !isRecord(value))
      this.problem(`${name} must be an object, got ${kindOf(value)}`);
    if (!isRecord(value)) return false;
    this.known(value, known);
    return true;
  }
  /** Each member of `options` not in `known`, with the nearest known name. */
  known(options, known) {
    for (const key of Object.keys(options)) {
      if (known.includes(key)) continue;
      const near = closestName(key, known);
      this.problem(
        `unknown option ${shown(key)}${near === void 0 ? "" : ` (did you mean '${near}'?)`}; known: ${known.join(", ")}`
      );
    }
  }
  /** A path, or a package name: a non-empty string. */
  path(name, value, kind = FILE_PATH) {
    if (typeof value !== "string" || value === "")
      this.problem(`${name} must be ${kind.one} (a non-empty string), got ${shown(value)}`);
  }
  /** A list of paths (of `kind`, at least one when `nonEmpty`). */
  paths(name, value, kind, nonEmpty) {
    if (!Array.isArray(value) || nonEmpty && value.length === 0) {
      this.problem(
        `${name} must be ${nonEmpty ? "a non-empty list" : "a list"} of ${kind.many}, got ${kindOf(value)}`
      );
      return;
    }
    for (const [i, member] of value.entries()) this.path(`${name}[${i}]`, member, kind);
  }
  strings(name, value) {
    if (!Array.isArray(value)) {
      this.problem(`${name} must be a list of strings, got ${kindOf(value)}`);
      return;
    }
    for (const [i, member] of value.entries())
      if (typeof member !== "string") this.problem(`${name}[${i}] must be a string, got ${shown(member)}`);
  }
  integer(name, value, max, or = "") {
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > max)
      this.problem(`${name} must be an integer from 1 to ${max}${or}, got ${shown(value)}`);
  }
  oneOf(name, value, allowed) {
    if (typeof value !== "string" || !allowed.includes(value))
      this.problem(`${name} must be one of ${allowed.join(", ")}, got ${shown(value)}`);
  }
  boolean(name, value) {
    if (typeof value !== "boolean") this.problem(`${name} must be true or false, got ${shown(value)}`);
  }
  number(name, value) {
    if (typeof value !== "number") this.problem(`${name} must be a number, got ${shown(value)}`);
  }
  function(name, value) {
    if (typeof value !== "function") this.problem(`${name} must be a function, got ${shown(value)}`);
  }
  /** `env`: like `process.env`, names to strings (undefined for a name that is not set). */
  env(value) {
    if (!isRecord(value)) {
      this.problem(`env must be an object of strings (like process.env), got ${kindOf(value)}`);
      return;
    }
    for (const [key, member] of Object.entries(value)) {
      if (member !== void 0 && typeof member !== "string")
        this.problem(`env.${key} must be a string, got ${shown(member)}`);
    }
  }
  comparison(value) {
    if (isComparison(value)) return;
    const got = isRecord(value) && typeof value.format === "string" ? `an object with format '${value.format}'` : kindOf(value);
    this.problem(`comparison must be a ${COMPARE_FORMAT} comparison (what compare() returns), got ${got}`);
  }
};
function optionNames(names) {
  return Object.keys(names);
}

// src/core/compare/gate.ts
function gate(comparison, options) {
  const failOn = new Set(options.failOn);
  const present = new Set(comparison.cases.map((c) => c.category));
  const failing = CATEGORIES.filter((cat) => present.has(cat) && (cat === "error" || failOn.has(cat)));
  const slower = options.failOnLatency ? comparison.cases.filter((c) => c.latency.slower).length : 0;
  const missingShards = missingShardNames(comparison);
  const behaviour = failing.some((cat) => cat !== "error") || slower > 0;
  const exitCode = behaviour ? 1 : failing.includes("error") || missingShards.length > 0 ? 3 : 0;
  return { exitCode, failing, slower, missingShards };
}
function missingShardNames(comparison) {
  return comparison.missing_shards.flatMap((m) => m.missing.map((i) => `${m.side} ${i}/${m.count}`));
}
function failOnCategory(name) {
  const key = name.trim().replaceAll("-", "_");
  return CATEGORIES.find((c) => c === key || SUMMARY_KEY[c] === key);
}

// src/lib/compatibility.ts
function failureOf(fn, comparison, options) {
  const check = new ArgumentCheck(fn);
  check.comparison(comparison);
  const gateOptions = checkedGateOptions(check, options);
  check.done();
  const { failOnLatency } = gateOptions;
  const verdict = gate(comparison, gateOptions);
  if (verdict.exitCode === 0) return null;
  const failing = new Set(verdict.failing);
  const lines = comparison.cases.filter((c) => failing.has(c.category) || failOnLatency && c.latency.slower).map((c) => {
    const category = failing.has(c.category) ? c.category : "slower";
    return `  - ${c.id} (${category})${c.reason !== null ? `: ${c.reason}` : ""}`;
  });
  for (const shard of verdict.missingShards) lines.push(`  - missing shard ${shard}`);
  const suite = comparison.candidate.suite;
  return [
    `expected suite ${quoted(suite)} to be compatible, but it is ${comparison.status}: ${lines.length} failing (${[...verdict.failing, ...verdict.slower > 0 ? ["slower"] : []].join(", ")})`,
    ...lines
  ].join("\n");
}
var GATE_OPTIONS = optionNames({ failOn: true, failOnLatency: true });
function checkedGateOptions(check, options) {
  const failOn = [...DEFAULT_FAIL_ON];
  if (!check.options(options, GATE_OPTIONS)) return { failOn, failOnLatency: false };
  if (Array.isArray(options.failOn)) {
    for (const [i, name] of options.failOn.entries()) {
      const category = typeof name === "string" ? failOnCategory(name) : void 0;
      if (category !== void 0) failOn.push(category);
      else if (typeof name === "string")
        check.problem(`failOn: unknown category ${shown(name)} (known: ${CATEGORIES.join(", ")})`);
      else check.problem(`failOn[${i}] must be a category (a string), got ${shown(name)}`);
    }
  } else if (options.failOn !== void 0) {
    check.problem(`failOn must be a list of categories, got ${kindOf(options.failOn)}`);
  }
  if (options.failOnLatency !== void 0) check.boolean("failOnLatency", options.failOnLatency);
  return { failOn: [...new Set(failOn)], failOnLatency: options.failOnLatency === true };
}

// src/lib/vitest.ts
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
