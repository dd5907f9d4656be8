#!/usr/bin/env node
var __entry_url=require("node:url").pathToFileURL(__filename).href;
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  COMMAND_USAGE: () => COMMAND_USAGE,
  EXIT: () => EXIT,
  InputError: () => InputError,
  LINGER_MS: () => LINGER_MS,
  REDACTED: () => REDACTED,
  USAGE: () => USAGE,
  VERSION: () => VERSION,
  __commonJS: () => __commonJS,
  __export: () => __export2,
  __require: () => __require,
  __toESM: () => __toESM2,
  builtinModule: () => builtinModule,
  closestName: () => closestName,
  didYouMean: () => didYouMean,
  formatDiagnostic: () => formatDiagnostic,
  headerCredential: () => headerCredential,
  importModule: () => importModule,
  isSecretHeader: () => isSecretHeader,
  isSecretHeaderValue: () => isSecretHeaderValue,
  isSecretKey: () => isSecretKey,
  knownSecrets: () => knownSecrets,
  loadScriptChunk: () => loadScriptChunk,
  main: () => main,
  makeDirectory: () => makeDirectory,
  makeDirectorySync: () => makeDirectorySync,
  oneLine: () => oneLine,
  ownSequence: () => ownSequence,
  paintFor: () => paintFor,
  pendingOutput: () => pendingOutput,
  processIO: () => processIO,
  quoted: () => quoted,
  redactSecrets: () => redactSecrets,
  setOwn: () => setOwn,
  showInvisible: () => showInvisible,
  startCli: () => startCli,
  stdoutExitCode: () => stdoutExitCode,
  unplaced: () => unplaced,
  writeStderr: () => writeStderr
});
module.exports = __toCommonJS(stdin_exports);
var import_node_fs = require("node:fs");
var import_promises = require("node:fs/promises");
var import_node_path = require("node:path");
var import_node_module = require("node:module");
var import_node_fs2 = require("node:fs");
var import_node_module2 = require("node:module");
var import_node_module3 = require("node:module");
var import_node_module4 = __toESM(require("node:module"));
var import_node_os = require("node:os");
var import_node_path2 = require("node:path");
var import_node_fs3 = require("node:fs");
var import_node_module5 = __toESM(require("node:module"));
var import_node_os2 = require("node:os");
var import_node_path3 = require("node:path");
var import_node_url = require("node:url");
var import_node_vm = require("node:vm");
function importModule(url) {
  return import(url);
}
function makeDirectorySync(dir) {
  const attempt = (at, phase) => {
    try {
      (0, import_node_fs.mkdirSync)(at);
      return "done";
    } catch (error) {
      return stepAfter(error, phase, () => isDirectorySync(at));
    }
  };
  const missing = [];
  for (let at = (0, import_node_path.resolve)(dir); attempt(at, "up") === "up" && (0, import_node_path.dirname)(at) !== at; at = (0, import_node_path.dirname)(at)) {
    missing.push(at);
  }
  for (const level of missing.reverse()) attempt(level, "down");
}
async function makeDirectory(dir) {
  const attempt = async (at, phase) => {
    try {
      await (0, import_promises.mkdir)(at);
      return "done";
    } catch (error) {
      const directory = await (0, import_promises.stat)(at).then(
        (st) => st.isDirectory(),
        () => false
      );
      return stepAfter(error, phase, () => directory);
    }
  };
  const missing = [];
  for (let at = (0, import_node_path.resolve)(dir); await attempt(at, "up") === "up" && (0, import_node_path.dirname)(at) !== at; at = (0, import_node_path.dirname)(at)) {
    missing.push(at);
  }
  for (const level of missing.reverse()) await attempt(level, "down");
}
function stepAfter(error, phase, isDirectory) {
  const code = error.code;
  if (code === "EEXIST" && isDirectory()) return "done";
  if (code === "ENOENT" && phase === "up") return "up";
  throw error;
}
function isDirectorySync(path) {
  try {
    return (0, import_node_fs.statSync)(path).isDirectory();
  } catch {
    return false;
  }
}
var VERSION = true ? "0.1.0" : "0.0.0-dev";
var require2 = (0, import_node_module.createRequire)(__entry_url);
var __create2 = Object.create;
var __defProp2 = Object.defineProperty;
var __getOwnPropDesc2 = Object.getOwnPropertyDescriptor;
var __getOwnPropNames2 = Object.getOwnPropertyNames;
var __getProtoOf2 = Object.getPrototypeOf;
var __hasOwnProp2 = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require2 !== "undefined" ? require2 : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require2 !== "undefined" ? require2 : a)[b]
}) : x)(function(x) {
  if (typeof require2 !== "undefined") return require2.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames2(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export2 = (target, all) => {
  for (var name in all)
    __defProp2(target, name, { get: all[name], enumerable: true });
};
var __copyProps2 = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames2(from))
      if (!__hasOwnProp2.call(to, key) && key !== except)
        __defProp2(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc2(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM2 = (mod, isNodeMode, target) => (target = mod != null ? __create2(__getProtoOf2(mod)) : {}, __copyProps2(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp2(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
function setOwn(target, key, value) {
  if (key === "__proto__") {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}
var REDACTED = "<redacted>";
var SECRET_WORDS = /* @__PURE__ */ new Set([
  "token",
  "password",
  "passwd",
  "pwd",
  "secret",
  "authorization",
  "auth",
  "credential",
  "credentials",
  "apikey",
  "privatekey",
  "accesskey",
  "secretkey",
  "cookie"
]);
var SECRET_PAIRS = [
  ["api", "key"],
  ["private", "key"],
  ["access", "key"]
];
var SECRET_LAST_WORDS = /* @__PURE__ */ new Set(["key", "token", "secret"]);
function isSecretKey(key) {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z0-9]+/).filter((w) => w !== "");
  if (words.some((w) => SECRET_WORDS.has(w))) return true;
  const last = words.at(-1);
  if (last !== void 0 && SECRET_LAST_WORDS.has(last)) return true;
  for (let i = 0; i + 1 < words.length; i++) {
    if (SECRET_PAIRS.some(([a, b]) => words[i] === a && words[i + 1] === b)) return true;
  }
  return false;
}
var HEADER_SECRET_WORDS = /* @__PURE__ */ new Set(["key", "sig", "signature", "session", "pass"]);
function isSecretHeader(name) {
  return isSecretKey(name) || name.toLowerCase().split(/[-_]/).some((w) => HEADER_SECRET_WORDS.has(w));
}
function headerCredential(value) {
  return /^\s*(?:Bearer|Basic|Token)\s+(\S+)/i.exec(value)?.[1];
}
function isSecretHeaderValue(name, value) {
  return isSecretHeader(name) || typeof value === "string" && headerCredential(value) !== void 0;
}
var URL_PASSWORD = /^([a-z][a-z0-9+.-]*:\/\/[^/@:\s]*):[^/@\s]+@/i;
function redactSecrets(value) {
  return redact(value, false);
}
function redact(value, isHeaders) {
  if (typeof value === "string") return value.replace(URL_PASSWORD, `$1:${REDACTED}@`);
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, false));
  const out = {};
  for (const [key, member] of Object.entries(value)) {
    const secret = isHeaders ? isSecretHeaderValue(key, member) : isSecretKey(key);
    setOwn(out, key, secret ? REDACTED : redact(member, /^headers$/i.test(key)));
  }
  return out;
}
var MIN_SECRET_LENGTH = 4;
var TRIVIAL = /^(?:\d+|true|false|null)$/i;
var SecretValues = class {
  values = /* @__PURE__ */ new Set();
  /** Longest first, so a secret that contains another is masked whole; rebuilt on change. */
  ordered = [];
  listeners = [];
  /** Called with every value added from now on, and with those already known (the Action's `core.setSecret`). */
  onAdd(listener) {
    this.listeners.push(listener);
    for (const value of this.values) listener(value);
  }
  add(value) {
    const text = value.trim();
    if (text.length < MIN_SECRET_LENGTH || TRIVIAL.test(text) || text === REDACTED) return;
    const forms = [text, JSON.stringify(text).slice(1, -1)];
    let changed = false;
    for (const form of forms) {
      if (!this.values.has(form)) {
        this.values.add(form);
        changed = true;
        for (const listener of this.listeners) listener(form);
      }
    }
    if (changed) this.ordered = [...this.values].sort((a, b) => b.length - a.length);
  }
  list() {
    return this.ordered;
  }
  get size() {
    return this.values.size;
  }
  /** `text` with every occurrence of every secret value replaced by `<redacted>`. */
  maskText(text) {
    let out = text;
    for (const secret of this.ordered) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
    return out;
  }
  /**
   * `value` with every string (keys included) masked: a copy of what holds a secret, and the
   * very same objects where nothing does (a run's result is not duplicated to find no secret).
   */
  maskJson(value) {
    if (this.ordered.length === 0) return value;
    return this.mask(value);
  }
  mask(value) {
    if (typeof value === "string") return this.maskText(value);
    if (value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) {
      let out2;
      for (let i = 0; i < value.length; i++) {
        const member = value[i];
        const masked2 = this.mask(member);
        if (out2 === void 0 && masked2 !== member) out2 = value.slice(0, i);
        out2?.push(masked2);
      }
      return out2 ?? value;
    }
    const entries = Object.entries(value);
    const masked = entries.map(([key, member]) => [this.maskText(key), this.mask(member)]);
    if (masked.every(([key, member], i) => key === entries[i][0] && member === entries[i][1])) return value;
    const out = {};
    for (const [key, member] of masked) {
      Object.defineProperty(out, key, {
        value: member,
        enumerable: true,
        writable: true,
        configurable: true
      });
    }
    return out;
  }
};
var knownSecrets = new SecretValues();
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
    const list = typeof diagnostics === "string" ? [unplaced(diagnostics)] : Array.isArray(diagnostics) ? diagnostics : diagnostics === void 0 ? [] : [unplaced(String(diagnostics))];
    super(list.map((d) => d.file ? formatDiagnostic(d) : d.message).join("\n"));
    this.name = "InputError";
    this.diagnostics = list;
  }
};
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
function didYouMean(name, candidates) {
  const match = closestName(name, candidates);
  return match === void 0 ? "" : `; did you mean '${match}'?`;
}
var USAGE = `Usage: modelgate <command> [options]

Commands:
  init [DIR]                                     write a starter suite, configs and workflow
  validate FILE... [--plugin P]...               check suites (and configs, recorded outputs,
                                                 results, comparisons), report every problem
  run SUITE... --config CFG... (--output F | --output-dir D) [options]
                                                 run suites, write modelgate.run/v2 results
  compare BASELINE CANDIDATE [options]           compare two runs and gate on regressions
  report RESULT [--format text|markdown|json]    render one run
  merge PART... --output F                       merge shard results of one run
  schema suite|config|recorded|result|comparison print a JSON Schema
  help [COMMAND]                                 this help, or a command's

Run 'modelgate help <command>' or 'modelgate <command> --help' for a command's options.

Exit codes:
  0    success: files valid, run written, comparison compatible
  1    the gate failed on behaviour: a regression, mismatch or invalid evidence
  2    invalid input or usage: every problem is reported, nothing is written
  3    the gate failed only because cases could not run (on either side) or
       shards are missing from a merged result (run: no case of a suite and
       config could execute, e.g. the server is unavailable)
  4    an internal error in ModelGate (MODELGATE_DEBUG=1 shows a stack trace)
  130  interrupted (SIGINT); 143 terminated (SIGTERM): run writes the completed cases
`;
var COMMAND_USAGE = {
  validate: `Usage: modelgate validate FILE... [--plugin P]...

Checks ModelGate files and reports every problem of every file
(file:line:column: case 'id': field 'x': message). Each file is recognised by its shape:
a suite (suite, cases), a run configuration (id, provider), recorded outputs (outputs), a
modelgate.run result file or a modelgate.compare comparison (format), and checked as such; a replay configuration's recorded
outputs are checked too. Prints "OK: FILE (...)" for each valid file.
FILE '-' reads a suite from standard input (JSON when it opens with '{' or '[', else YAML),
named <stdin> in messages; the files it names resolve against the working folder.
Exit codes: 0 all valid, 2 a file is invalid or the usage is wrong.

Options:
  -p, --plugin P      custom checks module (path or package): unknown 'check:' names in
                      suites are then reported; without it they are not checked, and the
                      OK line says so ("custom check 'x' not checked: no --plugin given")
`,
  run: `Usage: modelgate run SUITE... --config CFG [--config CFG2]... (--output FILE | --output-dir DIR)
              [--tag T]... [--repeat N] [--concurrency N|auto] [--capture full|hash|none]
              [--plugin P]... [--shard I/N] [--fail-on-failure] [--enforce-performance]
              [--case GLOB]... [--cache DIR | --no-cache] [--check-timeout S] [--pretty]

Runs every suite against every config and writes one modelgate.run/v2 result per pair.
SUITE '-' reads one suite from standard input (see 'modelgate validate --help').
  -c, --config CFG        run configuration (repeat for a matrix; the runs share one
                          concurrency budget)
  -o, --output FILE       result file (one suite and one config only)
  --output-dir DIR        one file per pair: DIR/<suite>--<config-id>.json
  -t, --tag T             run only cases with ANY of the given tags
  --case GLOB             run only cases whose id matches (e.g. 'refund-*'; repeatable)
  --cache DIR             response cache: an identical request is answered from DIR
                          without a model call (wins over the config's cache:)
  --no-cache              call the model for every request and embed every text,
                          ignoring any response or embedding cache
  --pretty                indent the result file (default: compact JSON)
  --repeat N              repetitions per case (min_pass keeps its ratio)
  --concurrency N|auto    calls in flight at once; auto: each server's slots + 1
                          (default: the config's concurrency)
  --capture MODE          full | hash | none: what of the model output is written
  -p, --plugin P          custom checks module (path or package)
  --check-timeout S       seconds a custom check may take before its case is 'error'
                          (default 30)
  --shard I/N             run part I of N (a stable partition by case id)
  --fail-on-failure       exit 1 when a case fails or is invalid, 3 when cases only could
                          not execute
  --enforce-performance   a latency over max_latency_ms fails the case (else a warning)
Exit codes: 0 done; 1/3 with --fail-on-failure; 2 invalid input (nothing written);
3 no case of a suite and config could execute (e.g. the server is unavailable);
130 (SIGINT) / 143 (SIGTERM) interrupted: completed cases written, the rest 'cancelled'.
`,
  compare: `Usage: modelgate compare BASELINE CANDIDATE [options]

Compares two modelgate.run result files of one suite and gates on the differences.
  -f, --format F           text (default) | markdown | json | junit
  -o, --output FILE        write the report to FILE instead of stdout (-: stdout)
  --fail-on CATEGORIES     also fail on these categories (comma-separated), e.g.
                           still_failing,changed; regression, mismatch and invalid
                           always fail, errors exit 3
  --alpha A                significance level for pass-rate and contract-rate drops with
                           repetitions, shared over the comparison (0.05)
  --correction C           holm (default): Holm-correct alpha over every repeated case;
                           none: test each case at alpha
  --latency-threshold PCT  a case is slower past this percentage (25)...
  --min-latency-delta MS   ...and this many milliseconds (100)
  --fail-on-latency        slower cases fail the gate too
  --allow-suite-mismatch   compare cases whose definitions changed instead of refusing
  --exit-zero              always exit 0 once the report is written
Exit codes: 0 compatible; 1 behaviour regressed (even when other cases could not run);
2 invalid input or usage; 3 only because some cases could not run on either side, or
shards are missing from a merged result.
`,
  report: `Usage: modelgate report RESULT [--format text|markdown|json] [--output FILE]

Renders one modelgate.run result file (v1 or v2).
  -f, --format F      text (default) | markdown | json
  -o, --output FILE   write to FILE instead of stdout (-: stdout)
`,
  merge: `Usage: modelgate merge PART... --output FILE [--pretty]

Merges the shard results (modelgate run --shard I/N) of one suite and configuration into one
result file: cases in suite order, summary recomputed, the shard plan recorded (shard_plan).
Refuses parts of different suites, configurations or capture modes, and parts that share a
case id. Parts may be missing (a leg failed): the merged file says which, and comparing it is
an execution failure (exit 3) naming them.
  -o, --output FILE   the merged result file (required; -: stdout)
  --pretty            indent the merged file (default: compact JSON)
`,
  schema: `Usage: modelgate schema suite|config|recorded|result|comparison [--output FILE]

Prints a JSON Schema (draft 2020-12) of ModelGate's files, or writes it to FILE.
For editors: # yaml-language-server: $schema=./suite.schema.json

Options:
  -o, --output FILE   write the schema to FILE instead of stdout
`,
  init: `Usage: modelgate init [DIR]

Writes a starting point into DIR (default: the current folder), never overwriting a file:
  suites/starter/suite.yaml        one case of each common check type
  suites/starter/recorded.json     recorded outputs for it
  configs/replay.yaml              replays them: 'modelgate run' works at once, without a model
  configs/ollama.yaml              the same suite against a local Ollama model
  .github/workflows/modelgate.yml  the basic pull-request gate (docs/workflows.md)
A file that exists already is skipped and said so.
Exit codes: 0 written (or everything existed already); 2 DIR is not a folder, or a file
could not be written.
`
};
var INVISIBLE_BMP_CLASS = "\\u00ad\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180e\\u200b\\u200c\\u200e\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\u3164\\ufeff\\uffa0\\ufff9-\\ufffb";
var INVISIBLE = new RegExp(
  `[${INVISIBLE_BMP_CLASS}\\u{e0000}-\\u{e007f}]|(?<!\\p{Extended_Pictographic}|\\u{fe0f}|[\\u{1f3fb}-\\u{1f3ff}])\\u200d`,
  "gu"
);
var INVISIBLE_BUT_JOINER = { bmpClass: INVISIBLE_BMP_CLASS, tags: "\\udb40[\\udc00-\\udc7f]" };
function showInvisible(text) {
  return text.replace(INVISIBLE, (ch) => `\\u{${ch.codePointAt(0).toString(16).toUpperCase()}}`);
}
var UNSAFE = new RegExp(
  `[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029${INVISIBLE_BUT_JOINER.bmpClass}]|${INVISIBLE_BUT_JOINER.tags}`,
  "g"
);
function jsonEscape(ch) {
  let out = "";
  for (let k = 0; k < ch.length; k++)
    out += `\\u${ch.charCodeAt(k).toString(16).toUpperCase().padStart(4, "0")}`;
  return out;
}
function neutralizeTerminal(text) {
  return text.replace(UNSAFE, jsonEscape);
}
var PUA_FIRST = 983040;
var PUA_SIZE = 65534;
var NONCE_LENGTH = 6;
var nonce;
var restore;
var sequences = [];
var tokens = /* @__PURE__ */ new Map();
function drawNonce() {
  let out = "";
  for (let k = 0; k < NONCE_LENGTH; k++)
    out += String.fromCodePoint(PUA_FIRST + Math.floor(Math.random() * PUA_SIZE));
  return out;
}
function ownSequence(sequence) {
  const known = tokens.get(sequence);
  if (known !== void 0) return known;
  nonce ??= drawNonce();
  const token = `${nonce}${String.fromCodePoint(PUA_FIRST + sequences.length)}`;
  sequences.push(sequence);
  tokens.set(sequence, token);
  restore = new RegExp(`${nonce}([\\u{f0000}-\\u{ffffd}])`, "gu");
  return token;
}
function restoreOwnSequences(text) {
  if (restore === void 0 || nonce === void 0 || !text.includes(nonce)) return text;
  return text.replace(restore, (token, id) => sequences[id.codePointAt(0) - PUA_FIRST] ?? token);
}
var COMMAND_START = /^([\s\u0085\u180e]*):(?=:)/gm;
var LEGACY_COMMAND = /##\[/g;
function neutralizeWorkflowCommands(text) {
  if (!text.includes("::") && !text.includes("##[")) return text;
  return text.split(/(\r\n|\r|\n)/).map((part) => part.replace(COMMAND_START, "$1\\u003a").replace(LEGACY_COMMAND, "#\\u0023[")).join("");
}
function colourEnabled(isTTY, env) {
  const force = env.FORCE_COLOR;
  if (force !== void 0) return force !== "0" && force.toLowerCase() !== "false";
  if (env.NO_COLOR !== void 0 && env.NO_COLOR !== "") return false;
  return isTTY && env.TERM !== "dumb";
}
var sgr = (open, close) => {
  const on = ownSequence(`\x1B[${open}m`);
  const off = ownSequence(`\x1B[${close}m`);
  return (text) => text === "" ? text : `${on}${text}${off}`;
};
var coloured;
function colouredPaint() {
  coloured ??= {
    bold: sgr(1, 22),
    dim: sgr(2, 22),
    red: sgr(31, 39),
    green: sgr(32, 39),
    yellow: sgr(33, 39)
  };
  return coloured;
}
var same = (text) => text;
var PLAIN = { bold: same, dim: same, red: same, green: same, yellow: same };
function paint(enabled) {
  return enabled ? colouredPaint() : PLAIN;
}
function builtinModule(name) {
  return process.getBuiltinModule?.(name) ?? (0, import_node_module2.createRequire)(process.execPath)(name);
}
var StdWriter = class {
  /**
   * `open` gives Node's stream for the descriptor (`process.stdout`); `onStreamError` receives
   * that stream's errors, which are emitted rather than thrown. `seam` replaces the descriptor's
   * write and the choice of the direct path (tests).
   */
  constructor(fd, open, onStreamError, seam = {}) {
    this.fd = fd;
    this.open = open;
    this.onStreamError = onStreamError;
    this.seam = seam;
    this.direct = seam.direct ?? (process.platform !== "win32" && !isTerminal(fd));
  }
  fd;
  open;
  onStreamError;
  seam;
  stream;
  direct;
  /** Bytes handed to Node's stream and not yet written; 0 while the descriptor is written directly. */
  get pending() {
    return this.stream?.writableLength ?? 0;
  }
  /** Whether the descriptor is a terminal. */
  get isTTY() {
    return !this.direct && isTerminal(this.fd);
  }
  /** Writes the whole text; a write error on the descriptor (EPIPE, ENOSPC) is thrown. */
  write(text) {
    if (!this.direct || this.stream !== void 0) {
      this.toStream(text);
      return;
    }
    const bytes = Buffer.from(text, "utf8");
    const write = this.seam.write ?? import_node_fs2.writeSync;
    let at = 0;
    while (at < bytes.length) {
      try {
        at += write(this.fd, bytes, at, bytes.length - at);
      } catch (error) {
        if (error.code !== "EAGAIN") throw error;
        this.toStream(bytes.subarray(at));
        return;
      }
    }
  }
  toStream(chunk) {
    if (this.stream === void 0) {
      this.stream = this.open();
      this.stream.on("error", this.onStreamError);
    }
    this.stream.write(chunk);
  }
};
var tty;
function isTerminal(fd) {
  try {
    if (!(0, import_node_fs2.fstatSync)(fd).isCharacterDevice()) return false;
  } catch {
    return false;
  }
  tty ??= builtinModule("node:tty");
  return tty.isatty(fd);
}
var EXIT = {
  ok: 0,
  /** The gate failed on behaviour: regression, mismatch, invalid. */
  gateFailed: 1,
  /** Invalid input or usage; nothing was written. */
  usage: 2,
  /** The gate failed only because the candidate could not execute. */
  executionFailed: 3,
  /** A defect in ModelGate itself. */
  internal: 4
};
function paintFor(io, stream) {
  const isTTY = stream === "stdout" ? io.stdoutIsTTY === true : io.stderrIsTTY;
  return paint(colourEnabled(isTTY, io.env));
}
function streamSafe(text, env) {
  const safe = neutralizeTerminal(knownSecrets.maskText(text));
  return restoreOwnSequences(env.GITHUB_ACTIONS === "true" ? neutralizeWorkflowCommands(safe) : safe);
}
var stdoutEnd = null;
function stdoutFailed(error) {
  if (stdoutEnd !== null) return;
  if (error.code === "EPIPE") {
    stdoutEnd = "gone";
    return;
  }
  stdoutEnd = "failed";
  writeStderr(`modelgate: cannot write to stdout: ${error.message}
`);
  process.exitCode = EXIT.usage;
}
var stdout;
var stderr;
function stdoutWriter() {
  stdout ??= new StdWriter(1, () => process.stdout, stdoutFailed);
  return stdout;
}
function stderrWriter() {
  stderr ??= new StdWriter(
    2,
    () => process.stderr,
    () => {
    }
  );
  return stderr;
}
function pendingOutput() {
  return (stdout?.pending ?? 0) + (stderr?.pending ?? 0);
}
function writeStdout(text) {
  if (stdoutEnd !== null) return;
  try {
    stdoutWriter().write(streamSafe(text, process.env));
  } catch (error) {
    stdoutFailed(error);
  }
}
function writeStderr(text) {
  try {
    stderrWriter().write(streamSafe(text, process.env));
  } catch {
  }
}
function stdoutExitCode(code) {
  return stdoutEnd === "failed" ? EXIT.usage : code;
}
function processIO() {
  return {
    stdout: writeStdout,
    stderr: writeStderr,
    stderrIsTTY: stderrWriter().isTTY,
    // Node updates a terminal stream's columns on SIGWINCH; a pipe is never asked (no net module).
    stderrColumns: () => stderrWriter().isTTY ? process.stderr.columns : void 0,
    stdoutIsTTY: stdoutWriter().isTTY,
    env: process.env,
    cwd: process.cwd()
  };
}
var require3 = (0, import_node_module3.createRequire)(__entry_url);
function enableCompileCache(env) {
  const enable = import_node_module4.default.enableCompileCache;
  if (enable === void 0) return;
  try {
    const folder = compileCacheFolder(env, (0, import_node_os.homedir)());
    if (folder !== void 0) makeDirectorySync(folder);
    enable(folder);
  } catch {
  }
}
function compileCacheFolder(env, home) {
  if (env.NODE_COMPILE_CACHE !== void 0 && env.NODE_COMPILE_CACHE !== "") return void 0;
  const xdg = env.XDG_CACHE_HOME;
  const base = xdg !== void 0 && (0, import_node_path2.isAbsolute)(xdg) ? xdg : (0, import_node_path2.join)(home, ".cache");
  return (0, import_node_path2.join)(base, "modelgate", "node-compile-cache");
}
function scriptCacheFolder(env, home) {
  if (env.NODE_DISABLE_COMPILE_CACHE !== void 0 && env.NODE_DISABLE_COMPILE_CACHE !== "") return void 0;
  const named = env.NODE_COMPILE_CACHE;
  if (named !== void 0 && named !== "") return named;
  const xdg = env.XDG_CACHE_HOME;
  return compileCacheFolder(env, xdg !== void 0 && (0, import_node_path2.isAbsolute)(xdg) ? "" : home());
}
var CONTENT_LINE = "//# modelgate-chunk ";
var modules = /* @__PURE__ */ new Map();
var unsaved = [];
var entry;
var cacheFolder;
function loadScriptChunk(url, shared) {
  entry ??= shared;
  return load(url instanceof URL || url.startsWith("file:") ? (0, import_node_url.fileURLToPath)(url) : url);
}
function saveScriptChunkCaches() {
  for (const { script, file, name } of unsaved.splice(0)) {
    const temp = `${file}.${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.tmp`;
    let written = false;
    try {
      makeDirectorySync((0, import_node_path3.dirname)(file));
      const fd = (0, import_node_fs3.openSync)(temp, "wx");
      try {
        const payload = script.createCachedData();
        writeAll(fd, header(payload));
        writeAll(fd, payload);
        (0, import_node_fs3.fsyncSync)(fd);
      } finally {
        (0, import_node_fs3.closeSync)(fd);
      }
      (0, import_node_fs3.renameSync)(temp, file);
      written = true;
      removeOlder((0, import_node_path3.dirname)(file), name, (0, import_node_path3.basename)(file));
    } catch {
      if (!written) tryUnlink(temp);
    }
  }
}
function load(path) {
  const known = modules.get(path);
  if (known !== void 0) return known.exports;
  const source = (0, import_node_fs3.readFileSync)(path, "utf8");
  const name = (0, import_node_path3.basename)(path);
  const cacheFile = cacheFileOf(name, source);
  const cachedData = cacheFile === void 0 ? void 0 : readCache(cacheFile);
  const script = new import_node_vm.Script(`(function (exports, require, module, __filename, __dirname) {
${source}
})`, {
    filename: path,
    lineOffset: -1,
    cachedData
  });
  if (cacheFile !== void 0 && (cachedData === void 0 || script.cachedDataRejected === true)) {
    unsaved.push({ script, file: cacheFile, name });
  }
  const module2 = { exports: {} };
  modules.set(path, module2);
  try {
    script.runInThisContext().call(
      module2.exports,
      module2.exports,
      requireFrom(path),
      module2,
      path,
      (0, import_node_path3.dirname)(path)
    );
  } catch (error) {
    modules.delete(path);
    throw error;
  }
  return module2.exports;
}
function requireFrom(path) {
  const folder = (0, import_node_path3.dirname)(path);
  const own = (0, import_node_url.pathToFileURL)(path).href;
  const node = import_node_module5.default.createRequire(path);
  let moduleApi;
  const chunkRequire = (specifier) => {
    if (specifier === "../cli.js" && entry !== void 0) return entry;
    if (specifier.startsWith("./") && !specifier.includes("/", 2)) {
      const name = specifier.endsWith(".js") ? `${specifier.slice(2, -3)}.cjs` : specifier.slice(2);
      if (name.endsWith(".cjs")) return load((0, import_node_path3.join)(folder, name));
    }
    if (specifier === "node:module") {
      moduleApi ??= {
        ...import_node_module5.default,
        createRequire: (from) => String(from) === own || from === path ? chunkRequire : import_node_module5.default.createRequire(from)
      };
      return moduleApi;
    }
    return node(specifier);
  };
  return chunkRequire;
}
function cacheFileOf(name, source) {
  if (!source.startsWith(CONTENT_LINE)) return void 0;
  const end = source.indexOf("\n");
  const hash = source.slice(CONTENT_LINE.length, end);
  if (!/^[0-9a-f]{16,64}$/.test(hash)) return void 0;
  cacheFolder ??= chunkCacheFolder();
  return cacheFolder === null ? void 0 : (0, import_node_path3.join)(cacheFolder, `${name}-${hash}.v8`);
}
function chunkCacheFolder() {
  try {
    const folder = scriptCacheFolder(process.env, import_node_os2.homedir);
    return folder === void 0 ? null : (0, import_node_path3.join)(folder, `modelgate-chunks-${process.version}-${process.arch}`);
  } catch {
    return null;
  }
}
var MAGIC = 826492749;
var HEADER_BYTES = 12;
function header(payload) {
  const out = Buffer.alloc(HEADER_BYTES);
  out.writeUInt32LE(MAGIC, 0);
  out.writeUInt32LE(payload.length, 4);
  out.writeUInt32LE(checksum(payload), 8);
  return out;
}
function checksum(payload) {
  let hash = 2166136261;
  const view = new DataView(payload.buffer, payload.byteOffset, payload.length);
  for (let at = 0; at + 4 <= payload.length; at += 64)
    hash = Math.imul(hash ^ view.getUint32(at, true), 16777619);
  return Math.imul(hash ^ payload.length, 16777619) >>> 0;
}
function readCache(file) {
  let bytes;
  try {
    bytes = (0, import_node_fs3.readFileSync)(file);
  } catch {
    return void 0;
  }
  if (bytes.length < HEADER_BYTES || bytes.readUInt32LE(0) !== MAGIC) return void 0;
  const payload = bytes.subarray(HEADER_BYTES);
  if (bytes.readUInt32LE(4) !== payload.length || bytes.readUInt32LE(8) !== checksum(payload))
    return void 0;
  return payload;
}
function writeAll(fd, bytes) {
  for (let at = 0; at < bytes.length; ) at += (0, import_node_fs3.writeSync)(fd, bytes, at, bytes.length - at);
}
var STALE_MS = 14 * 24 * 3600 * 1e3;
function removeOlder(folder, name, kept) {
  const now = Date.now();
  for (const file of (0, import_node_fs3.readdirSync)(folder)) {
    if (file === kept) continue;
    const path = (0, import_node_path3.join)(folder, file);
    if (file.startsWith(`${name}-`) && file.endsWith(".v8")) tryUnlink(path);
    else {
      const stats = (0, import_node_fs3.statSync)(path, { throwIfNoEntry: false });
      if (stats !== void 0 && now - stats.mtimeMs > STALE_MS) tryUnlink(path);
    }
  }
}
function tryUnlink(file) {
  try {
    (0, import_node_fs3.unlinkSync)(file);
  } catch {
  }
}
var COMMANDS = {
  validate: async () => (await Promise.resolve().then(() => module.exports.loadScriptChunk(new URL("./cli-chunks/validate-EPI43YZA.cjs", __entry_url), module.exports))).validateCommand,
  run: async () => (await Promise.resolve().then(() => module.exports.loadScriptChunk(new URL("./cli-chunks/run-XPXJU2XS.cjs", __entry_url), module.exports))).runCommand,
  compare: async () => (await Promise.resolve().then(() => module.exports.loadScriptChunk(new URL("./cli-chunks/compare-ADNSQQMI.cjs", __entry_url), module.exports))).compareCommand,
  report: async () => (await Promise.resolve().then(() => module.exports.loadScriptChunk(new URL("./cli-chunks/report-CV3RRG46.cjs", __entry_url), module.exports))).reportCommand,
  merge: async () => (await Promise.resolve().then(() => module.exports.loadScriptChunk(new URL("./cli-chunks/merge-AS5OPJBI.cjs", __entry_url), module.exports))).mergeCommand,
  schema: async () => (await Promise.resolve().then(() => module.exports.loadScriptChunk(new URL("./cli-chunks/schema-X5FXMAHH.cjs", __entry_url), module.exports))).schemaCommand,
  init: async () => (await Promise.resolve().then(() => module.exports.loadScriptChunk(new URL("./cli-chunks/init-JUE2Q4K5.cjs", __entry_url), module.exports))).initCommand
};
async function help(topic, io) {
  if (topic === void 0) {
    io.stdout(USAGE);
    return EXIT.ok;
  }
  if (!isCommand(topic)) return unknownCommand(topic, io);
  io.stdout(COMMAND_USAGE[topic]);
  return EXIT.ok;
}
function isCommand(name) {
  return Object.hasOwn(COMMANDS, name);
}
function unknownCommand(name, io) {
  const red = paintFor(io, "stderr").red;
  const what = name.startsWith("-") ? "flag" : "command";
  const match = closestName(name.replace(/^-+/, ""), [...Object.keys(COMMANDS), "help"]);
  const hint = match === void 0 ? "" : `; did you mean '${match}'?`;
  io.stderr(`${red("modelgate:")} unknown ${what} '${name}'${hint}

${USAGE}`);
  return EXIT.usage;
}
async function main(argv, io) {
  const [name, ...rest] = argv;
  if (name === void 0) {
    io.stderr(USAGE);
    return EXIT.usage;
  }
  if (name === "--help" || name === "-h") return help(void 0, io);
  if (name === "help") return help(rest[0], io);
  if (name === "--version" || name === "-V") {
    io.stdout(`${VERSION}
`);
    return EXIT.ok;
  }
  if (!isCommand(name)) return unknownCommand(name, io);
  if (rest.length === 1 && (rest[0] === "--help" || rest[0] === "-h")) return help(name, io);
  try {
    return await (await COMMANDS[name]())(rest, io);
  } catch (error) {
    if (error instanceof InputError) {
      io.stderr(`${error.message}
`);
      return EXIT.usage;
    }
    const detail = error instanceof Error ? io.env.MODELGATE_DEBUG ? error.stack : error.message : String(error);
    io.stderr(`modelgate: internal error: ${detail}
(set MODELGATE_DEBUG=1 for a stack trace)
`);
    return EXIT.internal;
  }
}
var LINGER_MS = 1e3;
function exitWhenOnlyPluginsRemain() {
  const check = () => {
    if (pendingOutput() > 0) {
      setTimeout(check, 50).unref();
      return;
    }
    process.exit();
  };
  setTimeout(check, LINGER_MS).unref();
}
var RUNNING = /* @__PURE__ */ Symbol.for("modelgate.cli.running");
var ownProcess = process;
function startCli() {
  if (ownProcess[RUNNING] === true) return;
  ownProcess[RUNNING] = true;
  enableCompileCache(process.env);
  let settled = false;
  process.exitCode = EXIT.internal;
  process.once("exit", (code) => {
    if (!settled && code === EXIT.internal)
      writeStderr(
        "modelgate: the command ended before it finished: nothing was left to wait for (a plugin module whose loading never finishes?)\n"
      );
  });
  main(process.argv.slice(2), processIO()).then(
    (code) => {
      settled = true;
      saveScriptChunkCaches();
      process.exitCode = stdoutExitCode(code);
      exitWhenOnlyPluginsRemain();
    },
    (error) => {
      settled = true;
      writeStderr(`modelgate: internal error: ${String(error)}
`);
      process.exitCode = EXIT.internal;
    }
  );
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  COMMAND_USAGE,
  EXIT,
  InputError,
  LINGER_MS,
  REDACTED,
  USAGE,
  VERSION,
  __commonJS,
  __export,
  __require,
  __toESM,
  builtinModule,
  closestName,
  didYouMean,
  formatDiagnostic,
  headerCredential,
  importModule,
  isSecretHeader,
  isSecretHeaderValue,
  isSecretKey,
  knownSecrets,
  loadScriptChunk,
  main,
  makeDirectory,
  makeDirectorySync,
  oneLine,
  ownSequence,
  paintFor,
  pendingOutput,
  processIO,
  quoted,
  redactSecrets,
  setOwn,
  showInvisible,
  startCli,
  stdoutExitCode,
  unplaced,
  writeStderr
});
if (require.main === module) module.exports.startCli();
