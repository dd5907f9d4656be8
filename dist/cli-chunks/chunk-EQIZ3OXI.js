#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);

// src/core/config/run-config.ts
var CAPTURE_MODES = ["full", "hash", "none"];
var OPENAI_RESERVED_FIELDS = /* @__PURE__ */ new Set([
  "model",
  "messages",
  "stream",
  "stream_options",
  "tools",
  "tool_choice",
  "response_format",
  "n"
]);

export {
  CAPTURE_MODES,
  OPENAI_RESERVED_FIELDS
};
