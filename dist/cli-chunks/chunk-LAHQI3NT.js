#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);

// src/io/make-directory.ts
import { mkdirSync, statSync } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import { dirname, resolve } from "node:path";
function makeDirectorySync(dir) {
  const attempt = (at, phase) => {
    try {
      mkdirSync(at);
      return "done";
    } catch (error) {
      return stepAfter(error, phase, () => isDirectorySync(at));
    }
  };
  const missing = [];
  for (let at = resolve(dir); attempt(at, "up") === "up" && dirname(at) !== at; at = dirname(at)) {
    missing.push(at);
  }
  for (const level of missing.reverse()) attempt(level, "down");
}
async function makeDirectory(dir) {
  const attempt = async (at, phase) => {
    try {
      await mkdir(at);
      return "done";
    } catch (error) {
      const directory = await stat(at).then(
        (st) => st.isDirectory(),
        () => false
      );
      return stepAfter(error, phase, () => directory);
    }
  };
  const missing = [];
  for (let at = resolve(dir); await attempt(at, "up") === "up" && dirname(at) !== at; at = dirname(at)) {
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
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export {
  makeDirectorySync,
  makeDirectory
};
