// The workflow `modelgate init` writes is recipe 1 of docs/workflows.md, as the docs give it (the
// model cache that works, the concurrency group), never a copy that drifts from it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { WORKFLOW } from "../../../src/cli/init/workflow.js";

function recipeOne(): string {
  const docs = readFileSync(new URL("../../../docs/workflows.md", import.meta.url), "utf8");
  const section = docs.slice(docs.indexOf("## 1. The basic pull-request gate"));
  const start = section.indexOf("```yaml\n") + "```yaml\n".length;
  return section.slice(start, section.indexOf("```", start));
}

describe("modelgate init's workflow", () => {
  it("is docs/workflows.md's recipe 1 but for the config it writes", () => {
    const written = parse(WORKFLOW);
    const recipe = parse(recipeOne().replace("configs/production.yaml", "configs/ollama.yaml"));
    expect(written).toEqual(recipe);
    // Its text too (comments say why each step is there), below its own two header lines.
    expect(WORKFLOW.split("\n").slice(2).join("\n")).toBe(
      recipeOne().replace("configs/production.yaml", "configs/ollama.yaml"),
    );
  });

  it("never mounts the server's home (its private key) into the cache", () => {
    expect(WORKFLOW).not.toContain("/root/.ollama");
    expect(WORKFLOW).toContain("OLLAMA_MODELS=/models");
  });
});
