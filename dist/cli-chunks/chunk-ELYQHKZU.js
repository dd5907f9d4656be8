#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);

// src/core/json/canonical.ts
import * as crypto from "node:crypto";
function canonicalJson(value) {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`not a JSON number: ${value}`);
      return value === 0 ? "0" : String(value);
    case "boolean":
      return value ? "true" : "false";
    case "bigint":
      return value.toString();
    default:
      break;
  }
  if (value === null) return "null";
  const known = settled.get(value);
  if (known !== void 0) return known;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    let out2 = `[${canonicalJson(value[0])}`;
    for (let i = 1; i < value.length; i++) out2 += "," + canonicalJson(value[i]);
    return `${out2}]`;
  }
  const keys = Object.keys(value);
  if (keys.length > 1) keys.sort();
  let out = "";
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const member = value[key];
    if (member === void 0) continue;
    out += (out === "" ? "{" : ",") + quotedKey(key) + canonicalJson(member);
  }
  return out === "" ? "{}" : `${out}}`;
}
var quotedKeys = /* @__PURE__ */ new Map();
var MAX_QUOTED_KEYS = 4096;
var MAX_QUOTED_KEY_LENGTH = 64;
function quotedKey(key) {
  let quoted = quotedKeys.get(key);
  if (quoted === void 0) {
    quoted = `${JSON.stringify(key)}:`;
    if (quotedKeys.size < MAX_QUOTED_KEYS && key.length <= MAX_QUOTED_KEY_LENGTH) quotedKeys.set(key, quoted);
  }
  return quoted;
}
var settled = /* @__PURE__ */ new WeakMap();
function canonicalOnce(value) {
  let text = settled.get(value);
  if (text === void 0) {
    text = canonicalJson(value);
    settled.set(value, text);
  }
  return text;
}
var oneShot = crypto.hash;
function sha256Hex(text) {
  return oneShot !== void 0 ? oneShot("sha256", text, "hex") : crypto.createHash("sha256").update(text, "utf8").digest("hex");
}
var definitionHashes = /* @__PURE__ */ new WeakMap();
function canonicalDefinition(definition) {
  const text = canonicalJson(definition);
  if (!definitionHashes.has(definition)) definitionHashes.set(definition, sha256Hex(text));
  return text;
}
function canonicalSha256(value) {
  const known = typeof value === "object" && value !== null ? definitionHashes.get(value) : void 0;
  return known ?? sha256Hex(canonicalJson(value));
}

export {
  canonicalJson,
  canonicalOnce,
  sha256Hex,
  canonicalDefinition,
  canonicalSha256
};
