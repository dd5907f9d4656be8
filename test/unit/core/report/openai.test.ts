import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
import { renderComparisonMarkdown } from "../../../../src/core/report/comparison-markdown.js";
import { makeRun } from "../../../helpers/make-run.js";

describe("reports of runs against OpenAI-compatible servers", () => {
  it("say that no model digest exists instead of leaving the row blank", () => {
    const side = (id: string) =>
      makeRun([{ id: "a", status: "pass" }], {
        config: { id, provider: "openai", model: "qwen2.5-1.5b" },
        runtime: {
          modelgate: "0.0.0-test",
          node: "v20.0.0",
          os: "linux",
          arch: "x64",
          provider: { api: "openai", models: { "qwen2.5-1.5b": { id: "qwen2.5-1.5b" } }, digest: null },
        },
      });
    const markdown = renderComparisonMarkdown(compareRuns(side("base"), side("cand")));
    expect(markdown).toContain(
      "| Model digest | none (see system_fingerprint) | none (see system_fingerprint) |",
    );
    expect(markdown).toContain("| Provider | openai | openai |");
  });
});
