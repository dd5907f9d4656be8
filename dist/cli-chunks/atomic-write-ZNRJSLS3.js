#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  probeWritable,
  writeFileAtomic,
  writeFilesAtomic
} from "./chunk-KXD4QM4F.js";
import "./chunk-43UQDYIY.js";
import "./chunk-SVE7TLRR.js";
import "./chunk-YGNDAA5X.js";
export {
  probeWritable,
  writeFileAtomic,
  writeFilesAtomic
};
