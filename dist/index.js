import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);

// src/action/main.ts
process.stderr.write("ModelGate action: not available yet\n");
process.exitCode = 1;
