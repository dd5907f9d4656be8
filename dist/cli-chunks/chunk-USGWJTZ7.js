#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  readRunResult
} from "./chunk-RW4KBEGS.js";
import {
  InputError
} from "./chunk-YDUR3GEV.js";

// src/cli/result-files.ts
import { resolve } from "node:path";

// src/cli/collect-garbage.ts
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
var COLLECT_FROM_CASES = 2e4;
var collect;
function collectGarbage() {
  if (collect === void 0) {
    const exposed = globalThis.gc;
    if (typeof exposed === "function") {
      collect = exposed;
    } else {
      setFlagsFromString("--expose-gc");
      collect = runInNewContext("gc");
    }
  }
  collect();
}

// src/cli/result-files.ts
async function readRunResults(cwd, files) {
  const results = [];
  for (const file of files) {
    try {
      const result = await readRunResult(file, resolve(cwd, file));
      results.push({ status: "fulfilled", value: result });
      if (result.cases.length >= COLLECT_FROM_CASES) collectGarbage();
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
