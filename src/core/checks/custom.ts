import type { Json, JsonObject } from "../json/value.js";
import { REDACTED } from "../redact.js";
import type { Evidence } from "../result/run-result.js";
import { onAbort } from "../run/abort-fanout.js";
import { knownSecrets } from "../safety/secret-values.js";
import type { Case, CheckSpec } from "../suite/case.js";
import { type CheckOutcome, outcome } from "./check-result.js";

/** What a plugin check returns besides a plain boolean. */
export interface CustomCheckOutcome {
  pass: boolean;
  reason?: string;
  details?: JsonObject;
}

export interface CustomCheckContext {
  case: {
    id: string;
    type: "custom";
    check: string;
    params: JsonObject;
    tags: string[];
    metadata: JsonObject;
  };
  /**
   * The output text the checks read, whatever the capture mode: the whole output, or the content
   * of its single fenced block when the case sets `options.extract: code_fence`.
   */
  output: string;
  evidence: Evidence;
  /**
   * Aborts when the run is cancelled or the check's deadline passes; a check that waits on
   * something (a request, a child process) should stop then. Its answer is no longer awaited.
   */
  signal: AbortSignal;
}

export type CustomCheck = ((
  ctx: CustomCheckContext,
) => boolean | CustomCheckOutcome | Promise<boolean | CustomCheckOutcome>) & {
  /** The `--plugin` that registered the check, for the messages that blame it. */
  readonly plugin?: string;
  /**
   * Where in the plugin's file an error it threw was raised (`checks.mjs:3:11`, relative to the
   * repository), from the first stack frame in that file; null when no frame is.
   */
  readonly locate?: (error: unknown) => string | null;
};

/** Checks by name, as plugins registered them. */
export type CheckRegistry = ReadonlyMap<string, CustomCheck>;

type CustomSpec = Extract<CheckSpec, { type: "custom" }>;

/** How long a custom check may take when the run sets no deadline: 30 s. */
export const DEFAULT_CHECK_TIMEOUT_MS = 30_000;

/** The run a custom check answers to: its cancellation, and the check's deadline. */
export interface CheckRun {
  signal?: AbortSignal;
  /** Milliseconds a check's answer is awaited; {@link DEFAULT_CHECK_TIMEOUT_MS} when absent. */
  timeoutMs?: number;
}

/**
 * The run was cancelled while a custom check was awaited: the repetition is `cancelled`, not
 * judged (thrown, so no check type's status has to hold it).
 */
export class CheckCancelled extends Error {
  constructor() {
    super("run cancelled");
    this.name = "CheckCancelled";
  }
}

/**
 * Runs a plugin check. A check that throws (also while its result is read: a throwing getter),
 * or returns anything but a boolean or `{pass, reason?, details?}` with JSON details, gives
 * `error` with a reason that names the check and its plugin, and the run goes on. So does one
 * that has not answered when its deadline passes; a cancelled run stops waiting for it
 * ({@link CheckCancelled}). Either way `ctx.signal` aborts, and a late answer is ignored.
 */
export async function runCustomCheck(
  spec: CustomSpec,
  c: Case,
  output: string,
  evidence: Evidence,
  registry: CheckRegistry,
  run: CheckRun = {},
): Promise<CheckOutcome> {
  if (run.signal?.aborted === true) throw new CheckCancelled();
  const name = spec.check;
  const check = registry.get(name);
  if (check === undefined) return outcome("error", `unknown custom check '${name}' (no plugin registers it)`);
  const label =
    typeof check.plugin === "string"
      ? `custom check '${name}' (plugin '${check.plugin}')`
      : `custom check '${name}'`;
  const controller = new AbortController();
  const ctx: CustomCheckContext = {
    case: { id: c.id, type: "custom", check: name, params: spec.params, tags: c.tags, metadata: c.metadata },
    output,
    evidence,
    signal: controller.signal,
  };
  let returned: unknown;
  try {
    returned = check(ctx);
  } catch (e) {
    return outcome("error", thrownReason(label, "threw", e, check));
  }
  const async = isThenable(returned);
  if (async) {
    const answer = await withinDeadline(returned as PromiseLike<unknown>, controller, run);
    if (answer.kind === "cancelled") throw new CheckCancelled();
    if (answer.kind === "late") {
      return outcome("error", `${label} did not answer within ${formatMs(answer.timeoutMs)}`);
    }
    if (answer.kind === "rejected")
      return outcome("error", thrownReason(label, "rejected", answer.error, check));
    returned = answer.value;
  }
  try {
    return interpret(returned, name, async ? `${label} resolved to` : `${label} returned`);
  } catch (e) {
    // Reading the answer ran the plugin's code (a getter, a proxy): that code threw.
    return outcome("error", thrownReason(label, "threw", e, check));
  }
}

type Answer =
  | { kind: "value"; value: unknown }
  | { kind: "rejected"; error: unknown }
  | { kind: "late"; timeoutMs: number }
  | { kind: "cancelled" };

/**
 * The check's promise, raced against its deadline and the run's cancellation; the timer holds
 * the event loop open, so a promise that never settles (nothing else pending) ends as `late`
 * rather than ending the process. Timer and listener are released whichever wins.
 */
function withinDeadline(
  pending: PromiseLike<unknown>,
  controller: AbortController,
  run: CheckRun,
): Promise<Answer> {
  const timeoutMs = run.timeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS;
  const signal = run.signal;
  return new Promise<Answer>((resolve) => {
    let done = false;
    const finish = (answer: Answer): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      unsubscribe();
      if (answer.kind === "late" || answer.kind === "cancelled") {
        controller.abort(
          answer.kind === "late"
            ? new DOMException(`custom check timed out after ${formatMs(timeoutMs)}`, "TimeoutError")
            : (signal?.reason ?? new DOMException("run cancelled", "AbortError")),
        );
      }
      resolve(answer);
    };
    const timer = setTimeout(() => finish({ kind: "late", timeoutMs }), timeoutMs);
    const unsubscribe =
      signal === undefined ? () => {} : onAbort(signal, () => finish({ kind: "cancelled" }));
    try {
      pending.then(
        (value) => finish({ kind: "value", value }),
        (error: unknown) => finish({ kind: "rejected", error }),
      );
    } catch (error) {
      // A `then` that throws: the plugin's code threw.
      finish({ kind: "rejected", error });
    }
  });
}

function formatMs(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === "object" || typeof value === "function") &&
    value !== null &&
    typeof (value as { then?: unknown }).then === "function"
  );
}

/** A thrown message longer than this is cut: a reason is one line of a table. */
export const MAX_THROWN_TEXT = 300;

/**
 * `custom check 'x' (plugin 'p') threw TypeError at checks.mjs:3:11: cannot read 'a'`: what
 * the plugin's code did (threw, or its promise rejected), the error's kind when it is not a
 * plain Error, where in the plugin's file, and its message on one line, secrets masked, cut to
 * {@link MAX_THROWN_TEXT} characters.
 */
function thrownReason(label: string, verb: string, e: unknown, check: CustomCheck): string {
  let where: string | null = null;
  try {
    where = check.locate?.(e) ?? null;
  } catch {
    where = null;
  }
  const kind = e instanceof Error ? errorName(e) : null;
  const head = `${label} ${verb}${kind === null || kind === "Error" ? "" : ` ${kind}`}${where === null ? "" : ` at ${where}`}`;
  return `${head}: ${thrownText(e)}`;
}

function errorName(e: Error): string | null {
  try {
    const name = e.name;
    return typeof name === "string" && /^[A-Za-z_$][\w$]{0,60}$/.test(name) ? name : null;
  } catch {
    return null;
  }
}

/** The check's answer as an outcome; reading it may throw (a getter, a proxy): the caller catches. */
function interpret(result: unknown, name: string, returned: string): CheckOutcome {
  if (typeof result === "boolean") {
    return result ? outcome("pass", null) : outcome("fail", `custom check '${name}' failed`);
  }
  const shape = `expected a boolean or {pass, reason?, details?}`;
  if (
    typeof result !== "object" ||
    result === null ||
    typeof (result as { pass?: unknown }).pass !== "boolean"
  ) {
    return outcome("error", `${returned} ${describeReturned(result)}; ${shape}`);
  }
  const { pass, reason, details } = result as { pass: boolean; reason?: unknown; details?: unknown };
  if (reason !== undefined && reason !== null && typeof reason !== "string") {
    return outcome("error", `${returned} a reason that is not a string; ${shape}`);
  }
  let plainDetails: JsonObject = {};
  if (details !== undefined && details !== null) {
    const converted = toJson(details, 0);
    if (
      converted === undefined ||
      typeof converted !== "object" ||
      converted === null ||
      Array.isArray(converted)
    ) {
      return outcome("error", `${returned} details that are not a JSON object`);
    }
    plainDetails = converted as JsonObject;
  }
  if (pass) return outcome("pass", null, plainDetails);
  return outcome(
    "fail",
    typeof reason === "string" && reason !== "" ? reason : `custom check '${name}' failed`,
    plainDetails,
  );
}

/**
 * What was thrown, as one line of text, secrets masked and cut to {@link MAX_THROWN_TEXT}; a
 * value that cannot even be shown (its toString throws) says so.
 */
function thrownText(e: unknown): string {
  let text: string;
  try {
    text = e instanceof Error ? String(e.message) || "(no message)" : String(e);
  } catch {
    return "a value that cannot be shown as text";
  }
  return bounded(knownSecrets.maskText(text.replace(URL_PASSWORDS, `$1:${REDACTED}@`)));
}

/** `https://user:password@host` anywhere in a text: the password. */
const URL_PASSWORDS = /\b([a-z][a-z0-9+.-]*:\/\/[^/@:\s]*):[^/@\s]+@/gi;

/** `text` on one line (runs of whitespace as one space), at most {@link MAX_THROWN_TEXT} characters. */
function bounded(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= MAX_THROWN_TEXT) return line;
  // Not inside a surrogate pair.
  let end = MAX_THROWN_TEXT - 1;
  if (/[\uD800-\uDBFF]/.test(line[end - 1]!)) end--;
  return `${line.slice(0, end)}…`;
}

function describeReturned(value: unknown): string {
  if (value === undefined) return "undefined (does the check return its answer?)";
  if (value === null) return "null";
  if (typeof value === "object")
    return Array.isArray(value) ? "an array" : "an object without a boolean 'pass'";
  if (typeof value === "function") return "a function";
  const shown = typeof value === "string" ? JSON.stringify(value) : String(value);
  return `a ${typeof value} (${bounded(shown).slice(0, 40)})`;
}

/** Plain JSON data only (no functions, dates, NaN, cycles deeper than the limit); else undefined. */
function toJson(value: unknown, depth: number): Json | undefined {
  if (depth > 100) return undefined;
  if (
    value === null ||
    typeof value === "boolean" ||
    typeof value === "string" ||
    typeof value === "bigint"
  ) {
    return value;
  }
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const out: Json[] = [];
    for (const item of value) {
      const converted = toJson(item, depth + 1);
      if (converted === undefined) return undefined;
      out.push(converted);
    }
    return out;
  }
  if (typeof value === "object") {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return undefined;
    const out: JsonObject = {};
    for (const [key, member] of Object.entries(value)) {
      if (member === undefined) continue;
      const converted = toJson(member, depth + 1);
      if (converted === undefined) return undefined;
      out[key] = converted;
    }
    return out;
  }
  return undefined;
}
