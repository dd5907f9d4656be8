#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  setOwn
} from "./chunk-YGNDAA5X.js";

// src/core/redact.ts
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
var HEADER_CREDENTIAL = /\b(Bearer|Basic|Token)\s+[^\s,;]+/gi;
var URL_PASSWORD = /^([a-z][a-z0-9+.-]*:\/\/[^/@:\s]*):[^/@\s]+@/i;
function redactString(value, inHeaders) {
  const masked = inHeaders ? value.replace(HEADER_CREDENTIAL, (_, scheme) => `${scheme} ${REDACTED}`) : value;
  return masked.replace(URL_PASSWORD, `$1:${REDACTED}@`);
}
function redactSecrets(value) {
  return redact(value, false);
}
function redact(value, inHeaders) {
  if (typeof value === "string") return redactString(value, inHeaders);
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, inHeaders));
  const out = {};
  for (const [key, member] of Object.entries(value)) {
    const safe = isSecretKey(key) ? REDACTED : redact(member, inHeaders || /^headers$/i.test(key));
    setOwn(out, key, safe);
  }
  return out;
}

// src/core/safety/secret-values.ts
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

export {
  REDACTED,
  isSecretKey,
  redactSecrets,
  knownSecrets
};
