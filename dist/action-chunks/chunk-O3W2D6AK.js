import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);

// src/core/json/value.ts
function isJsonObject(value) {
  return isRecord(value);
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/core/run/provider.ts
var ProviderError = class extends Error {
  kind;
  httpStatus;
  /** A transient failure's server-requested wait (`retry-after`), honoured by the retry policy. */
  retryAfterMs;
  /**
   * Every later call would fail the same way (the server refused the credentials mid-run): the
   * runner sends no more calls to this provider (run-halt.ts).
   */
  stopsRun;
  constructor(kind, message, httpStatus) {
    super(message);
    this.name = "ProviderError";
    this.kind = kind;
    if (httpStatus !== void 0) this.httpStatus = httpStatus;
  }
};

// src/core/run/abort-fanout.ts
var waiting = /* @__PURE__ */ new WeakMap();
function onAbort(signal, callback) {
  let entry = waiting.get(signal);
  if (entry === void 0) {
    const callbacks2 = /* @__PURE__ */ new Set();
    const listener2 = () => {
      waiting.delete(signal);
      for (const waiter of [...callbacks2]) waiter();
    };
    entry = { callbacks: callbacks2, listener: listener2 };
    waiting.set(signal, entry);
    signal.addEventListener("abort", listener2, { once: true });
  }
  const { callbacks, listener } = entry;
  const subscription = () => callback();
  callbacks.add(subscription);
  return () => {
    if (!callbacks.delete(subscription) || callbacks.size > 0) return;
    if (waiting.get(signal)?.callbacks === callbacks) waiting.delete(signal);
    signal.removeEventListener("abort", listener);
  };
}

// src/core/json/set-own.ts
function setOwn(target, key, value) {
  if (key === "__proto__") {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

// src/core/json/stringify.ts
function stringifyJson(value, indent = 0) {
  if (indent <= 10 && nativeWritable(value)) return JSON.stringify(value, null, indent);
  const parts = [];
  write(value, parts, indent > 0 ? " ".repeat(indent) : "", "\n");
  return parts.join("");
}
function nativeWritable(value) {
  if (typeof value === "object" && value !== null) return nativeWritableMembers(value);
  return nativeWritableScalar(value);
}
function nativeWritableScalar(value) {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value);
    case "object":
      return value === null;
    default:
      return false;
  }
}
function nativeWritableMembers(value) {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      if (typeof v === "string") continue;
      if (typeof v === "object" && v !== null ? !nativeWritableMembers(v) : !nativeWritableScalar(v))
        return false;
    }
    return true;
  }
  for (const key in value) {
    const v = value[key];
    if (typeof v === "string" || v === void 0) continue;
    if (typeof v === "object" && v !== null ? !nativeWritableMembers(v) : !nativeWritableScalar(v))
      return false;
  }
  return true;
}
function write(value, out, unit, newline) {
  if (value === null) {
    out.push("null");
    return;
  }
  switch (typeof value) {
    case "boolean":
      out.push(value ? "true" : "false");
      return;
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`not a JSON number: ${value}`);
      out.push(Object.is(value, -0) ? "0" : String(value));
      return;
    case "bigint":
      out.push(value.toString());
      return;
    case "string":
      out.push(JSON.stringify(value));
      return;
    default:
      break;
  }
  const inner = unit === "" ? newline : newline + unit;
  if (Array.isArray(value)) {
    if (value.length === 0) {
      out.push("[]");
      return;
    }
    out.push("[");
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(",");
      if (unit !== "") out.push(inner);
      write(value[i], out, unit, inner);
    }
    if (unit !== "") out.push(newline);
    out.push("]");
    return;
  }
  let first = true;
  for (const key of Object.keys(value)) {
    const member = value[key];
    if (member === void 0) continue;
    out.push(first ? "{" : ",");
    first = false;
    if (unit !== "") out.push(inner);
    out.push(JSON.stringify(key), unit === "" ? ":" : ": ");
    write(member, out, unit, inner);
  }
  if (first) {
    out.push("{}");
    return;
  }
  if (unit !== "") out.push(newline);
  out.push("}");
}
function toPlain(value) {
  return containsBigint(value) ? convert(value) : value;
}
function containsBigint(value) {
  if (typeof value === "bigint") return true;
  if (value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some(containsBigint);
  for (const key in value) {
    const member = value[key];
    if (member !== void 0 && containsBigint(member)) return true;
  }
  return false;
}
function convert(value) {
  if (typeof value === "bigint") return Number(value);
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(convert);
  const out = {};
  for (const key of Object.keys(value)) {
    const member = value[key];
    if (member === void 0) continue;
    setOwn(out, key, convert(member));
  }
  return out;
}

export {
  setOwn,
  stringifyJson,
  toPlain,
  isJsonObject,
  isRecord,
  ProviderError,
  onAbort
};
