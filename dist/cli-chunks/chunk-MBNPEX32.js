#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);

// src/core/error-message.ts
function messageOf(error) {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

export {
  messageOf
};
