import type { Category } from "../core/compare/comparison.js";
import { parseFailOn } from "../core/compare/gate.js";
import { CAPTURE_MODES, type CaptureMode } from "../core/config/run-config.js";
import { type Diagnostic, InputError } from "../core/diagnostics.js";
import {
  CHECK_TIMEOUT_RULE,
  checkTimeoutMs,
  MAX_REPEAT,
  MAX_RUN_CONCURRENCY,
} from "../core/run/run-limits.js";
import { normalizeApiRoot } from "../load/config.js";

export type Mode = "auto" | "baseline" | "compare" | "publish" | "merge";
export type CommentMode = "always" | "changes" | "failures" | "off";
export type CommentOutputs = "excerpt" | "none";

/** Where the baseline comes from. `file` is a committed result file (or folder of them). */
export type BaselineSource =
  | { kind: "auto" }
  | { kind: "cache" }
  | { kind: "artifact" }
  | { kind: "none" }
  | { kind: "file"; path: string };

export interface Shard {
  /** 1-based, as written in `shard: i/n`. */
  index: number;
  count: number;
}

export interface ActionInputs {
  suites: string[];
  config: string | null;
  baselineConfig: string | null;
  baseline: BaselineSource;
  mode: Mode;
  ollamaUrl: string | null;
  /** API root for every `provider: openai` configuration (a service container), overriding its base_url. */
  openaiUrl: string | null;
  pull: boolean;
  /** `cache`: model answers kept in the Actions cache between runs (issue 13). */
  cache: boolean;
  /** `auto`: every live configuration's server slots + 1. */
  concurrency: number | "auto" | null;
  repeat: number | null;
  /** `check-timeout` (seconds) in milliseconds: a custom check's deadline; null for the default. */
  checkTimeoutMs: number | null;
  tags: string[];
  plugins: string[];
  githubToken: string;
  comment: CommentMode;
  commentHeader: string;
  checkRun: boolean;
  checkName: string;
  /** Gating categories: regression, mismatch, invalid plus those `fail-on` adds (as the CLI). */
  failOn: Category[];
  latencyThreshold: number | null;
  minLatencyDelta: number | null;
  failOnLatency: boolean;
  capture: CaptureMode | null;
  commentOutputs: CommentOutputs;
  shard: Shard | null;
  workingDirectory: string;
}

/**
 * Defaults applied when an input is empty. action.yml declares the same values (a test keeps them
 * equal), but the code cannot rely on the runner: an empty `with:` value arrives as "".
 */
export const INPUT_DEFAULTS = {
  suites: "",
  config: "",
  "baseline-config": "",
  baseline: "auto",
  mode: "auto",
  "ollama-url": "",
  "openai-url": "",
  pull: "true",
  cache: "false",
  concurrency: "",
  repeat: "",
  "check-timeout": "",
  tags: "",
  plugins: "",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the workflow expression action.yml declares
  "github-token": "${{ github.token }}",
  comment: "always",
  "comment-header": "default",
  "check-run": "true",
  "check-name": "",
  "fail-on": "",
  "latency-threshold": "",
  "min-latency-delta": "",
  "fail-on-latency": "false",
  capture: "",
  "comment-outputs": "excerpt",
  shard: "",
  "working-directory": ".",
} as const;

export type InputName = keyof typeof INPUT_DEFAULTS;

const MODES: readonly Mode[] = ["auto", "baseline", "compare", "publish", "merge"];
const COMMENT_MODES: readonly CommentMode[] = ["always", "changes", "failures", "off"];
/** The header goes into a hidden HTML marker, cache keys and artifact names. */
const HEADER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * Reads and validates every input; all problems are reported at once as one InputError.
 * `get` returns the raw value ("" when unset), as `core.getInput` does.
 */
export function parseInputs(get: (name: InputName) => string, env: NodeJS.ProcessEnv = {}): ActionInputs {
  const problems: string[] = [];
  const raw = (name: InputName): string => {
    const value = get(name).trim();
    if (value !== "") return value;
    const fallback = INPUT_DEFAULTS[name];
    return fallback.startsWith("${{") ? "" : fallback;
  };
  const oneOf = <T extends string>(name: InputName, allowed: readonly T[]): T => {
    const value = raw(name);
    if ((allowed as readonly string[]).includes(value)) return value as T;
    problems.push(`input '${name}': '${value}' is not one of ${allowed.join(", ")}`);
    return allowed[0] as T;
  };
  const bool = (name: InputName): boolean => {
    const value = raw(name).toLowerCase();
    if (value === "true") return true;
    if (value === "false") return false;
    problems.push(`input '${name}': '${raw(name)}' is not true or false`);
    return false;
  };
  const number = (name: InputName, min: number, integer: boolean): number | null => {
    const value = raw(name);
    if (value === "") return null;
    const n = Number(value);
    if (!Number.isFinite(n) || n < min || (integer && !Number.isInteger(n))) {
      problems.push(`input '${name}': '${value}' is not ${integer ? "an integer" : "a number"} >= ${min}`);
      return null;
    }
    return n;
  };
  const optional = (name: InputName): string | null => {
    const value = raw(name);
    return value === "" ? null : value;
  };

  const mode = oneOf("mode", MODES);
  const header = raw("comment-header");
  if (!HEADER_PATTERN.test(header)) {
    problems.push(
      `input 'comment-header': '${header}' must be 1-64 letters, digits, '.', '_' or '-', starting with a letter or digit`,
    );
  }
  const parsedFailOn = parseFailOn(list(raw("fail-on")).join(",").toLowerCase());
  if (!parsedFailOn.ok) problems.push(`input 'fail-on': ${parsedFailOn.error.replace(" in --fail-on", "")}`);
  const failOn = parsedFailOn.ok ? parsedFailOn.failOn : [];
  const captureRaw = optional("capture");
  let capture: CaptureMode | null = null;
  if (captureRaw !== null) capture = oneOf("capture", CAPTURE_MODES);

  // As the CLI's --concurrency: a whole number from 1 to MAX_RUN_CONCURRENCY, or auto.
  let concurrency: number | "auto" | null =
    raw("concurrency") === "auto" ? "auto" : number("concurrency", 1, true);
  if (typeof concurrency === "number" && concurrency > MAX_RUN_CONCURRENCY) {
    problems.push(`input 'concurrency': '${raw("concurrency")}' is more than ${MAX_RUN_CONCURRENCY}`);
    concurrency = null;
  }

  // As the CLI's --repeat: a whole number from 1 to MAX_REPEAT.
  let repeat = number("repeat", 1, true);
  if (repeat !== null && repeat > MAX_REPEAT) {
    problems.push(`input 'repeat': '${raw("repeat")}' is more than ${MAX_REPEAT}`);
    repeat = null;
  }

  // As the CLI's --check-timeout: seconds, a fraction allowed, more than 0 and at most a day.
  const checkTimeoutRaw = optional("check-timeout");
  const checkTimeout = checkTimeoutRaw === null ? null : checkTimeoutMs(checkTimeoutRaw);
  if (checkTimeoutRaw !== null && checkTimeout === null)
    problems.push(`input 'check-timeout': '${checkTimeoutRaw}' is not ${CHECK_TIMEOUT_RULE}`);

  const inputs: ActionInputs = {
    suites: list(raw("suites")),
    config: optional("config"),
    baselineConfig: optional("baseline-config"),
    baseline: parseBaseline(raw("baseline")),
    mode,
    ollamaUrl: optional("ollama-url"),
    openaiUrl: openaiUrl(optional("openai-url"), problems),
    pull: bool("pull"),
    cache: bool("cache"),
    concurrency,
    repeat,
    checkTimeoutMs: checkTimeout,
    tags: list(raw("tags")),
    plugins: list(raw("plugins")),
    githubToken: raw("github-token") || env.GITHUB_TOKEN || "",
    comment: oneOf("comment", COMMENT_MODES),
    commentHeader: header,
    checkRun: bool("check-run"),
    checkName: optional("check-name") ?? (header === "default" ? "ModelGate" : `ModelGate (${header})`),
    failOn,
    latencyThreshold: number("latency-threshold", 0, false),
    minLatencyDelta: number("min-latency-delta", 0, false),
    failOnLatency: bool("fail-on-latency"),
    capture,
    commentOutputs: oneOf("comment-outputs", ["excerpt", "none"] as const),
    shard: parseShard(raw("shard"), problems),
    workingDirectory: raw("working-directory"),
  };

  // Which inputs each mode needs; publish and merge work from artifacts, not suites.
  const runs = mode === "auto" || mode === "baseline" || mode === "compare";
  if (runs && inputs.suites.length === 0) problems.push(`input 'suites' is required in mode '${mode}'`);
  if (runs && inputs.config === null) problems.push(`input 'config' is required in mode '${mode}'`);
  if (mode === "baseline" && inputs.baselineConfig !== null) {
    problems.push(
      "input 'baseline-config' cannot be used with mode 'baseline' (it compares in the same job)",
    );
  }
  if (inputs.shard !== null && !runs) problems.push(`input 'shard' cannot be used with mode '${mode}'`);

  if (problems.length > 0) {
    throw new InputError(
      problems.map((message): Diagnostic => ({ file: "action inputs", line: 0, column: 0, message })),
    );
  }
  return inputs;
}

/**
 * Newline- or comma-separated values, trimmed, empty ones dropped. A comma inside braces belongs
 * to a glob (`suites/{a,b}/suite.yaml`), not to the list.
 */
export function list(value: string): string[] {
  const out: string[] = [];
  let current = "";
  let depth = 0;
  for (const ch of value) {
    if (ch === "{") depth++;
    else if (ch === "}" && depth > 0) depth--;
    if (ch === "\n" || (ch === "," && depth === 0)) {
      out.push(current);
      current = "";
      depth = 0;
    } else current += ch;
  }
  out.push(current);
  return out.map((s) => s.trim()).filter((s) => s !== "");
}

function parseBaseline(value: string): BaselineSource {
  switch (value) {
    case "auto":
    case "cache":
    case "artifact":
    case "none":
      return { kind: value };
    default:
      return { kind: "file", path: value };
  }
}

function parseShard(value: string, problems: string[]): Shard | null {
  if (value === "") return null;
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (match === null || count < 1 || index < 1 || index > count) {
    problems.push(`input 'shard': '${value}' is not i/n with 1 <= i <= n (for example 2/4)`);
    return null;
  }
  return { index, count };
}

/** `openai-url` as an API root (http://localhost:8080/v1), or null when unset. */
function openaiUrl(value: string | null, problems: string[]): string | null {
  if (value === null) return null;
  const root = normalizeApiRoot(value);
  if (root.ok) return root.url;
  problems.push(`input 'openai-url': ${root.error}`);
  return null;
}
