import type { CaptureMode } from "../config/run-config.js";
import { sha256Hex } from "../json/canonical.js";
import type { JsonObject } from "../json/value.js";
import type { Evidence } from "../result/run-result.js";

export interface Captured {
  output: string | null;
  output_sha256: string | null;
  evidence: Evidence;
  details: JsonObject;
}

/**
 * What of an execution is persisted. Checks have already judged the full output in memory.
 * - full: everything.
 * - hash: the text and its parsed JSON (`evidence.json`, the same content) are dropped; the
 *   SHA-256 of the text stays so changed outputs remain visible. Tool calls, retrieved ids, MCP
 *   calls and labels stay: they are what contracts compare.
 * - none: no output, no hash, no evidence and no check details (they can quote the output);
 *   the status, the reason and the provider's token counts remain.
 */
export function applyCapture(
  mode: CaptureMode,
  output: string | null,
  evidence: Evidence,
  details: JsonObject,
): Captured {
  const hash = output === null ? null : sha256Hex(output);
  switch (mode) {
    case "full":
      return { output, output_sha256: hash, evidence, details };
    case "hash": {
      const { json: _json, ...rest } = evidence;
      return { output: null, output_sha256: hash, evidence: rest, details };
    }
    case "none":
      return { output: null, output_sha256: null, evidence: {}, details: {} };
  }
}
