#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  parseJsonNumber
} from "./chunk-5CDIXIRV.js";
import {
  stringifyJson
} from "./chunk-4ONHOOYB.js";

// src/core/json/equal.ts
function jsonEqual(a, b) {
  if (a === b) return true;
  if (a === null || b === null) return false;
  const ta = typeof a;
  const tb = typeof b;
  if (ta === "number" || ta === "bigint") {
    return (tb === "number" || tb === "bigint") && numbersEqual(a, b);
  }
  if (ta !== "object" || tb !== "object") return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const oa = a;
  const ob = b;
  let count = 0;
  for (const key in oa) {
    const va = oa[key];
    if (va === void 0) continue;
    count++;
    const vb = ob[key];
    if (vb === void 0 || !Object.hasOwn(ob, key) || !jsonEqual(va, vb)) return false;
  }
  let countB = 0;
  for (const key in ob) if (ob[key] !== void 0) countB++;
  return count === countB;
}
function jsonDiff(expected, actual, path = "") {
  if (jsonEqual(expected, actual)) return null;
  return firstDifference(expected, actual, path);
}
function firstDifference(expected, actual, path) {
  const ke = kindOf(expected);
  if (ke !== kindOf(actual) || ke !== "array" && ke !== "object")
    return difference("value", path, expected, actual);
  if (ke === "array") {
    const e = expected;
    const a = actual;
    if (e.length !== a.length) return difference("length", path, expected, actual);
    for (let i = 0; i < e.length; i++) {
      if (!jsonEqual(e[i], a[i]))
        return firstDifference(e[i], a[i], `${path === "" ? "$" : path}[${i}]`);
    }
  } else {
    const e = expected;
    const a = actual;
    for (const key of Object.keys(e)) {
      const ve = e[key];
      if (ve === void 0) continue;
      const va = Object.hasOwn(a, key) ? a[key] : void 0;
      if (va === void 0) return difference("missing", memberPath(path, key), ve, void 0);
      if (!jsonEqual(ve, va)) return firstDifference(ve, va, memberPath(path, key));
    }
    for (const key of Object.keys(a)) {
      const va = a[key];
      if (va !== void 0 && !(Object.hasOwn(e, key) && e[key] !== void 0)) {
        return difference("unexpected", memberPath(path, key), void 0, va);
      }
    }
  }
  return difference("value", path, expected, actual);
}
function difference(kind, path, expected, actual) {
  const shown = path === "" ? "$" : path;
  let message;
  switch (kind) {
    case "missing":
      message = `${shown}: missing (expected ${describeJson(expected)})`;
      break;
    case "unexpected":
      message = `${shown}: unexpected field (${describeJson(actual)})`;
      break;
    case "length":
      message = `${shown}: ${items(actual.length)} (expected ${expected.length})`;
      break;
    default:
      message = `${shown}: ${describeJson(actual)} (expected ${describeJson(expected)})`;
  }
  return { path: shown, expected, actual, message, kind };
}
function describeChange(d) {
  switch (d.kind) {
    case "missing":
      return `${d.path}: ${describeJson(d.expected)} -> missing`;
    case "unexpected":
      return `${d.path}: missing -> ${describeJson(d.actual)}`;
    case "length":
      return `${d.path}: ${items(d.expected.length)} -> ${items(d.actual.length)}`;
    default:
      return `${d.path}: ${describeJson(d.expected)} -> ${describeJson(d.actual)}`;
  }
}
function describeJson(value, max = 80) {
  const text = stringifyJson(value);
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}
function memberPath(path, key) {
  if (/^[A-Za-z_$][\w$-]*$/.test(key)) return path === "" ? key : `${path}.${key}`;
  return `${path === "" ? "$" : path}[${JSON.stringify(key)}]`;
}
function describeKind(value) {
  switch (kindOf(value)) {
    case "null":
      return "null";
    case "boolean":
      return "a boolean";
    case "number":
      return "a number";
    case "string":
      return "a string";
    case "array":
      return "an array";
    default:
      return "an object";
  }
}
function items(n) {
  return n === 1 ? "1 item" : `${n} items`;
}
function kindOf(value) {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
    case "bigint":
      return "number";
    case "string":
      return "string";
    default:
      return Array.isArray(value) ? "array" : "object";
  }
}
function numbersEqual(a, b) {
  if (typeof a === "number" && typeof b === "number") return a === b;
  if (typeof a === "bigint" && typeof b === "bigint") return a === b;
  const n = typeof a === "number" ? a : b;
  const big = typeof a === "bigint" ? a : b;
  if (!Number.isInteger(n)) return false;
  if (BigInt(n) === big) return true;
  return !Number.isSafeInteger(n) && parseJsonNumber(String(n)) === big;
}

export {
  jsonDiff,
  describeChange,
  memberPath,
  describeKind
};
