#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  probeWritable,
  writeFileAtomic,
  writeFilesAtomic,
  writeFilesAtomicSync
} from "./chunk-FUBB7F5O.js";
import "./chunk-LAHQI3NT.js";
import "./chunk-43UQDYIY.js";
import "./chunk-SVE7TLRR.js";
import "./chunk-YGNDAA5X.js";
export {
  probeWritable,
  writeFileAtomic,
  writeFilesAtomic,
  writeFilesAtomicSync
};
