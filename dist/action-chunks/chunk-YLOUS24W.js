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
  constructor(kind, message, httpStatus) {
    super(message);
    this.name = "ProviderError";
    this.kind = kind;
    if (httpStatus !== void 0) this.httpStatus = httpStatus;
  }
};

// src/core/json/set-own.ts
function setOwn(target, key, value) {
  if (key === "__proto__") {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

export {
  setOwn,
  isJsonObject,
  isRecord,
  ProviderError
};
