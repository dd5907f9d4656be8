import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The layering of docs/architecture.md, enforced: data flows one way, and the engine depends on
// no boundary (GitHub, Ollama, MCP, the file system).
const ROOT = resolve(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts"))
    .map((f) => join(dir, f));
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  return [...text.matchAll(/^\s*(?:import|export)\b[^;]*?from\s+"([^"]+)"/gms)].map((m) => m[1]!);
}

function resolvedLayer(file: string, spec: string): string {
  if (!spec.startsWith(".")) return spec;
  return relative(ROOT, resolve(ROOT, file, "..", spec));
}

describe("layering", () => {
  it("keeps the core free of GitHub, Ollama, MCP, YAML and the file system", () => {
    const offending: string[] = [];
    for (const file of sources("src/core")) {
      for (const spec of importsOf(file)) {
        const target = resolvedLayer(file, spec);
        const boundary =
          /^(@actions\/|ollama$|@modelcontextprotocol\/|yaml$|node:fs)/.test(target) ||
          (target.startsWith("src/") && !target.startsWith("src/core/"));
        if (boundary) offending.push(`${file} imports ${spec}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it("keeps @actions/* inside the Action's layer", () => {
    const offending: string[] = [];
    for (const dir of [
      "src/core",
      "src/load",
      "src/providers",
      "src/mcp",
      "src/retrieval",
      "src/app",
      "src/cli",
      "src/io",
      "src/lib",
    ]) {
      for (const file of sources(dir)) {
        for (const spec of importsOf(file)) {
          if (spec.startsWith("@actions/") || resolvedLayer(file, spec).startsWith("src/github")) {
            offending.push(`${file} imports ${spec}`);
          }
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it("builds the library on the app's use cases, and nothing below imports the library", () => {
    const offending: string[] = [];
    for (const file of sources("src/lib")) {
      for (const spec of importsOf(file)) {
        const target = resolvedLayer(file, spec);
        const allowed = /^(node:|vitest$)/.test(target) || /^src\/(app|core|load|lib)\//.test(target);
        if (!allowed) offending.push(`${file} imports ${spec}`);
      }
    }
    for (const dir of [
      "src/core",
      "src/load",
      "src/app",
      "src/cli",
      "src/github",
      "src/action",
      "src/providers",
    ]) {
      for (const file of sources(dir)) {
        for (const spec of importsOf(file)) {
          if (resolvedLayer(file, spec).startsWith("src/lib/")) offending.push(`${file} imports ${spec}`);
        }
      }
    }
    expect(offending).toEqual([]);
    expect(importsOf("src/lib/index.ts")).toContain("../app/run.js");
  });

  it("lets run and compare depend on the result format, never on each other", () => {
    const offending: string[] = [];
    for (const [from, to] of [
      ["src/core/run", "src/core/compare/"],
      ["src/core/compare", "src/core/run/"],
    ] as const) {
      for (const file of sources(from)) {
        for (const spec of importsOf(file)) {
          if (resolvedLayer(file, spec).startsWith(to)) offending.push(`${file} -> ${spec}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it("has no import cycle in src/", () => {
    const graph = new Map<string, string[]>();
    for (const file of sources("src")) {
      graph.set(
        file,
        importsOf(file)
          .filter((spec) => spec.startsWith("."))
          .map((spec) => resolvedLayer(file, spec).replace(/\.js$/, ".ts")),
      );
    }
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, path: string[]): void => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        cycles.push([...path.slice(path.indexOf(file)), file].join(" -> "));
        return;
      }
      state.set(file, "open");
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, "done");
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it("finds the imports it checks (the scan itself works)", () => {
    expect(importsOf("src/core/checks/json.ts").length).toBeGreaterThan(0);
    expect(importsOf("src/action/main.ts")).toContain("@actions/core");
  });
});
