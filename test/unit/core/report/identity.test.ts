import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
import type { JsonObject } from "../../../../src/core/json/value.js";
import { renderComparisonMarkdown } from "../../../../src/core/report/comparison-markdown.js";
import { renderComparisonText } from "../../../../src/core/report/comparison-text.js";
import type { RunResult } from "../../../../src/core/result/run-result.js";
import { validateAgainst } from "../../../../src/core/schema/validator.js";
import { COMPARISON_SCHEMA } from "../../../../src/load/schemas/comparison.js";
import { makeRun } from "../../../helpers/make-run.js";

/* Issue 9 point 9 and point 4: the identity section shows quantization, the embedding model with
 * its digest on both sides, and the MCP servers' versions when they differ. */

function side(id: string, quant: string, embedDigest: string, counter: string): RunResult {
  return makeRun([{ id: "a", output: "ok" }], {
    config: {
      id,
      provider: "ollama",
      model: "llama3.2:3b",
      settings: { embedding_model: "nomic-embed-text" },
    },
    runtime: {
      modelgate: "0",
      node: "v20",
      os: "linux",
      arch: "x64",
      provider: {
        ollama_version: "0.12.6",
        models: {
          "llama3.2:3b": { digest: `sha256:${id}`, quantization_level: quant },
          "nomic-embed-text": { digest: embedDigest },
        },
      },
    },
    mcp_servers: [{ name: "counter", server: { name: "counter", version: counter } }],
  });
}

describe("identity section", () => {
  it("shows quantization and the embedding model with its digest on both sides, MCP versions when they differ", () => {
    const c = compareRuns(
      side("base", "Q4_K_M", "sha256:e1", "2.1.0"),
      side("cand", "Q8_0", "sha256:e2", "2.2.0"),
    );
    expect(c.candidate).toMatchObject({
      quantization: "Q8_0",
      embedding_model: "nomic-embed-text",
      embedding_digest: "sha256:e2",
    });
    const text = renderComparisonText(c);
    expect(text).toContain("Quantization: Q4_K_M -> Q8_0");
    expect(text).toContain("Embedding model: nomic-embed-text -> nomic-embed-text");
    expect(text).toContain("Embedding digest: sha256:e1 -> sha256:e2");
    expect(text).toContain("MCP servers: counter: counter 2.1.0 -> counter: counter 2.2.0");
    const md = renderComparisonMarkdown(c);
    expect(md).toContain("| Quantization | Q4_K_M | Q8_0 |");
    expect(md).toMatch(/\| MCP servers \| counter: counter 2\.1\.0 \| counter: counter 2\.2\.0 \|/);
    expect(
      validateAgainst(COMPARISON_SCHEMA as unknown as JsonObject, JSON.parse(JSON.stringify(c))).valid,
    ).toBe(true);
  });

  it("leaves the MCP row out when both sides ran the same servers", () => {
    const c = compareRuns(
      side("base", "Q4_K_M", "sha256:e1", "2.1.0"),
      side("cand", "Q4_K_M", "sha256:e1", "2.1.0"),
    );
    expect(renderComparisonText(c)).not.toContain("MCP servers");
    expect(renderComparisonMarkdown(c)).not.toContain("MCP servers");
  });
});
