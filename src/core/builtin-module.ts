import { createRequire } from "node:module";

/**
 * One of Node's own modules, loaded at first use rather than with the module that needs it
 * (loading some costs start-up: node:crypto, node:tty with net, node:child_process).
 * process.getBuiltinModule is Node >= 20.16; before it, a require does the same. A built-in
 * resolves from any absolute path, so the require needs no URL of this file (a bundled chunk
 * has none it could trust).
 */
export function builtinModule<T>(name: `node:${string}`): T {
  return (process.getBuiltinModule?.(name) as T | undefined) ?? (createRequire(process.execPath)(name) as T);
}
