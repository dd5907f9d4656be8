#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  runResultJson
} from "./chunk-A66D4V7O.js";

// src/core/report/run-json.ts
function renderRunJson(run, options = {}) {
  return runResultJson(run, options);
}

export {
  renderRunJson
};
