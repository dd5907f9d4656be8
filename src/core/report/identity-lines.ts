import type { Comparison, RunIdentity } from "../compare/comparison.js";

/** One identity row: a label and each side's text. */
export interface IdentityRow {
  label: string;
  baseline: string;
  candidate: string;
}

/**
 * Identity rows beyond model and digest: quantization and the embedding model with its digest
 * whenever either side has one, and the MCP servers (name and version from their initialize
 * response) when the sides differ — a changed server explains a changed behaviour.
 */
export function extraIdentityRows(c: Comparison): IdentityRow[] {
  const rows: IdentityRow[] = [];
  const both = (label: string, f: (r: RunIdentity) => string | null) => {
    const b = f(c.baseline);
    const d = f(c.candidate);
    if (b !== null || d !== null) rows.push({ label, baseline: b ?? "–", candidate: d ?? "–" });
  };
  both("Quantization", (r) => r.quantization ?? null);
  both("Embedding model", (r) => r.embedding_model ?? null);
  both("Embedding digest", (r) => r.embedding_digest ?? null);
  const servers = (r: RunIdentity) =>
    r.mcp_servers === undefined
      ? null
      : r.mcp_servers
          .map((s) => `${s.name}: ${s.server === null ? "unknown" : `${s.server.name} ${s.server.version}`}`)
          .join(", ");
  const b = servers(c.baseline);
  const d = servers(c.candidate);
  if (b !== d) rows.push({ label: "MCP servers", baseline: b ?? "–", candidate: d ?? "–" });
  return rows;
}
