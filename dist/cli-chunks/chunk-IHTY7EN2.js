#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  readRunResult
} from "./chunk-ZPM3P6AY.js";
import {
  InputError
} from "./chunk-YDUR3GEV.js";

// src/cli/result-files.ts
import { resolve } from "node:path";
async function readRunResults(cwd, files) {
  const results = [];
  for (const file of files) {
    try {
      const result = await readRunResult(file, resolve(cwd, file));
      results.push({ status: "fulfilled", value: result });
    } catch (reason) {
      results.push({ status: "rejected", reason });
    }
  }
  const problems = results.flatMap((r, i) => {
    if (r.status === "fulfilled") return [];
    if (r.reason instanceof InputError) return r.reason.diagnostics;
    return [{ file: files[i], line: 0, column: 0, message: `cannot read: ${r.reason.message}` }];
  });
  if (problems.length > 0) throw new InputError(problems);
  return results.map((r) => r.value);
}

export {
  readRunResults
};
