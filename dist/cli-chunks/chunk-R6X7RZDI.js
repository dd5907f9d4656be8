#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  readRunResult
} from "./chunk-A66D4V7O.js";
import {
  InputError
} from "./chunk-H7LBHXRB.js";

// src/cli/result-files.ts
import { resolve } from "node:path";
async function readRunResults(cwd, files, alike = false) {
  const results = [];
  for (const file of files) {
    try {
      const first = results[0];
      const like = alike && first?.status === "fulfilled" ? first.value : void 0;
      const result = await readRunResult(file, resolve(cwd, file), like);
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
