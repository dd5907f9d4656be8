#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);

// src/core/version.ts
var VERSION = true ? "0.1.0" : "0.0.0-dev";

export {
  VERSION
};
