#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  InputError
} from "./chunk-H7LBHXRB.js";

// src/cli/emit.ts
import { resolve } from "node:path";
async function writeOutput(io, output, text) {
  const { writeFilesAtomicSync } = await import("./atomic-write-QKTKWEGI.js");
  try {
    writeFilesAtomicSync([{ path: resolve(io.cwd, output), text }]);
  } catch (error) {
    throw new InputError(`cannot write '${output}': ${error.message}`);
  }
}
async function emit(io, output, text) {
  if (output === void 0) io.stdout(text);
  else await writeOutput(io, output, text);
}

export {
  writeOutput,
  emit
};
