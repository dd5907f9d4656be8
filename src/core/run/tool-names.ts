/** What providers accept as a tool name (OpenAI-style function names; Ollama passes them through). */
export const SAFE_TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/**
 * Two-way mapping between the names a suite or MCP server uses (`maps.route`) and the
 * provider-safe names offered to the model (`maps__route`). Built once per request from the
 * offered names, so the reverse direction is a lookup, never string surgery.
 */
export interface ToolNameMap {
  toSafe(name: string): string;
  /** The original name, or the name unchanged when the model invented one we never offered. */
  fromSafe(safe: string): string;
}

const MAX = 64;

function sanitize(name: string): string {
  const replaced = name.replace(/\./g, "__").replace(/[^a-zA-Z0-9_-]/g, "_");
  const cut = replaced.slice(0, MAX);
  return cut === "" ? "tool" : cut;
}

/** Names are mapped in order; a collision gets `_2`, `_3`... so the mapping is deterministic. */
export function createToolNameMap(names: readonly string[]): ToolNameMap {
  const toSafe = new Map<string, string>();
  const fromSafe = new Map<string, string>();
  // Already-safe names keep their spelling first, so a sanitized name never steals it.
  for (const name of names) {
    if (SAFE_TOOL_NAME.test(name) && !fromSafe.has(name) && !toSafe.has(name)) {
      toSafe.set(name, name);
      fromSafe.set(name, name);
    }
  }
  for (const name of names) {
    if (toSafe.has(name)) continue;
    const base = sanitize(name);
    let candidate = base;
    for (let n = 2; fromSafe.has(candidate); n++) {
      const suffix = `_${n}`;
      candidate = base.slice(0, MAX - suffix.length) + suffix;
    }
    toSafe.set(name, candidate);
    fromSafe.set(candidate, name);
  }
  return {
    toSafe: (name) => toSafe.get(name) ?? sanitize(name),
    fromSafe: (safe) => fromSafe.get(safe) ?? safe,
  };
}
