import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  ProviderError,
  setOwn
} from "./chunk-YLOUS24W.js";

// src/providers/display-url.ts
function displayUrl(url) {
  try {
    const parsed = new URL(url);
    parsed.username = "";
    parsed.password = "";
    return parsed.toString().replace(/\/+$/, "");
  } catch {
    return url.replace(/\/+$/, "");
  }
}

// src/providers/readiness.ts
import { setTimeout as sleep } from "node:timers/promises";
var DEFAULT_READINESS = {
  timeoutMs: 6e4,
  initialDelayMs: 250,
  maxDelayMs: 2e3,
  attemptTimeoutMs: 5e3
};
function readinessBounds(overrides, readyTimeoutMs) {
  const readiness = { ...DEFAULT_READINESS, ...overrides };
  if (readyTimeoutMs !== void 0) readiness.timeoutMs = readyTimeoutMs;
  return readiness;
}
var FIRST_ATTEMPT_MS = 2e3;
var WAIT_LOG_EVERY_MS = 1e4;
async function waitUntilReady(target, options, signal, progress) {
  const cancelled = () => new ProviderError("cancelled", `waiting for ${target.waitingFor} was cancelled`);
  const started = Date.now();
  let delay = options.initialDelayMs;
  let lastLog = Number.NEGATIVE_INFINITY;
  let last = "";
  let unreachable = false;
  for (let attempt = 1; ; attempt++) {
    const remaining = options.timeoutMs - (Date.now() - started);
    const floor = attempt === 1 ? FIRST_ATTEMPT_MS : 1;
    const attemptMs = Math.min(options.attemptTimeoutMs, Math.max(floor, remaining));
    const attemptSignal = AbortSignal.any([signal, AbortSignal.timeout(attemptMs)]);
    try {
      const answer = await target.probe(attemptSignal);
      const line = target.answered(answer, attempt > 1 ? seconds(Date.now() - started) : void 0);
      if (line !== void 0) progress.info(line);
      return answer;
    } catch (error) {
      if (signal.aborted) throw target.cancelled?.(error) ?? cancelled();
      const failure = target.failure(error, attemptSignal);
      if (failure === "no answer") {
        const cutByBound = attemptMs < options.attemptTimeoutMs;
        if (!cutByBound || last === "") {
          last = `no answer within ${seconds(attemptMs)}`;
          unreachable = false;
        }
      } else {
        last = failure.message;
        unreachable = failure.kind === "unavailable";
      }
    }
    const elapsed = Date.now() - started;
    if (elapsed >= options.timeoutMs) {
      throw new ProviderError(
        "unavailable",
        `${target.server} did not become ready within ${seconds(options.timeoutMs)} (last attempt: ${last})${unreachable ? target.unreachableHint : ""}`
      );
    }
    if (elapsed - lastLog >= WAIT_LOG_EVERY_MS) {
      progress.info(`waiting for ${target.waitingFor} (${last})`);
      lastLog = elapsed;
    }
    try {
      await sleep(Math.min(delay, options.timeoutMs - elapsed), void 0, { signal });
    } catch {
      throw cancelled();
    }
    delay = Math.min(delay * 2, options.maxDelayMs);
  }
}
function seconds(ms) {
  const s = ms / 1e3;
  return `${s >= 10 || Number.isInteger(s) ? Math.round(s) : s.toFixed(1)} s`;
}

// src/providers/wire-json.ts
var MARK = "modelgate-bigint:";
var END = "";
var MARKED = new RegExp(`"${MARK}(-?\\d+)${END}"`, "g");
function toWire(value) {
  if (typeof value === "bigint") return `${MARK}${value.toString()}${END}`;
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(toWire);
  const out = {};
  for (const key of Object.keys(value)) {
    const member = value[key];
    if (member !== void 0) setOwn(out, key, toWire(member));
  }
  return out;
}
function restoreBigints(body) {
  return body.includes(MARK) ? body.replace(MARKED, "$1") : body;
}
function fromWire(value) {
  if (value === null || typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map(fromWire);
  if (typeof value === "object") {
    const out = {};
    for (const key of Object.keys(value)) setOwn(out, key, fromWire(value[key]));
    return out;
  }
  return null;
}

// src/providers/http-errors.ts
var UNREACHABLE = /* @__PURE__ */ new Set(["ECONNREFUSED", "EHOSTUNREACH", "ENETUNREACH", "EADDRNOTAVAIL"]);
var UNRESOLVED = /* @__PURE__ */ new Set(["ENOTFOUND", "EAI_AGAIN", "EAI_NONAME", "EAI_FAIL"]);
function errorCode(error) {
  const seen = /* @__PURE__ */ new Set();
  let current = error;
  while (typeof current === "object" && current !== null && !seen.has(current)) {
    seen.add(current);
    const code = current.code;
    if (typeof code === "string" && code !== "ABORT_ERR") return code;
    if (current instanceof AggregateError) {
      for (const inner of current.errors) {
        const innerCode = errorCode(inner);
        if (innerCode !== void 0) return innerCode;
      }
    }
    current = current.cause;
  }
  return void 0;
}
function causeChain(error) {
  const parts = [error.message];
  let cause = error.cause;
  while (cause instanceof Error && parts.length < 4) {
    parts.push(cause.message);
    cause = cause.cause;
  }
  return parts.join(": ");
}
function hostOf(url) {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
function excerpt(text, max = 300) {
  const line = text.replace(/\s+/g, " ").trim();
  if (line === "") return "(empty body)";
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

export {
  displayUrl,
  UNREACHABLE,
  UNRESOLVED,
  errorCode,
  causeChain,
  hostOf,
  excerpt,
  readinessBounds,
  waitUntilReady,
  toWire,
  restoreBigints,
  fromWire
};
