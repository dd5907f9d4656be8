#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  stringifyJson
} from "./chunk-RD2ZX42Z.js";

// src/core/report/run-json.ts
function renderRunJson(run) {
  return `${stringifyJson(run, 2)}
`;
}

export {
  renderRunJson
};
