import { copyFile, cp, mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadRunInputs } from "../../../src/app/run.js";
import { InputError } from "../../../src/core/diagnostics.js";

const FIXTURES = join(import.meta.dirname, "../../fixtures", "modeldiff");

describe("loadRunInputs: configs that clash", () => {
  it("a second config with a used id is reported at its `id` key, field 'id'", async () => {
    const dir = await mkdtemp(join(tmpdir(), "modelgate-ids-"));
    const other = join(dir, "other.yaml");
    // Recorded outputs must lie inside the config's repository root (docs/security.md): copy them beside it.
    const outputs = join(dir, "candidate.json");
    await copyFile(join(FIXTURES, "recorded", "candidate.json"), outputs);
    await writeFile(
      other,
      `# the same id as baseline.yaml\n\nprovider: replay\nid: baseline-q8\noutputs: ${outputs}\n`,
    );
    const error = await loadRunInputs({
      suites: [join(FIXTURES, "suite.yaml")],
      configs: [join(FIXTURES, "configs", "baseline.yaml"), other],
      tags: [],
      plugins: [join(FIXTURES, "checks.mjs")],
      env: {},
      cwd: process.cwd(),
      signal: new AbortController().signal,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    const [d] = (error as InputError).diagnostics;
    expect(d).toMatchObject({ file: other, line: 4, column: 1, field: "id" });
    expect(d?.message).toMatch(/^config id 'baseline-q8' is already used by .*baseline\.yaml/);
  });
});

describe("loadRunInputs: case selection", () => {
  it("an empty --case glob is an input error, not a crash in the glob library", async () => {
    const error = await loadRunInputs({
      suites: [join(FIXTURES, "suite.yaml")],
      configs: [join(FIXTURES, "configs", "baseline.yaml")],
      tags: [],
      cases: [""],
      plugins: [join(FIXTURES, "checks.mjs")],
      env: {},
      cwd: process.cwd(),
      signal: new AbortController().signal,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).diagnostics.map((d) => d.message)).toEqual([
      "--case needs a case id or a glob: got an empty one",
    ]);
  });
});

describe("loadRunInputs: each selector must select a case on its own (review-cli #4)", () => {
  const select = (tags: string[], cases: string[]) =>
    loadRunInputs({
      suites: [join(FIXTURES, "suite.yaml")],
      configs: [join(FIXTURES, "configs", "baseline.yaml")],
      tags,
      ...(cases.length > 0 && { cases }),
      plugins: [join(FIXTURES, "checks.mjs")],
      env: {},
      cwd: process.cwd(),
      signal: new AbortController().signal,
    }).then(
      () => [],
      (e: unknown) => {
        if (!(e instanceof InputError)) throw e;
        return e.diagnostics.map((d) => d.message);
      },
    );
  const ids = "greeting-exact, greeting-loose, ticket-json, ticket-required-fields, intent-billing, ...";

  it("a mistyped tag or glob beside one that matches is an input error naming it", async () => {
    expect(await select(["smoke", "nope"], [])).toEqual([
      "--tag nope selects no case (tags in use: smoke, structured)",
    ]);
    expect(await select([], ["greeting-*", "zzz*"])).toEqual([
      `--case zzz* selects no case (case ids: ${ids})`,
    ]);
    expect(await select(["smok"], ["greeting-*", "zzz*"])).toEqual([
      `--case zzz* selects no case (case ids: ${ids})`,
      "--tag smok selects no case (tags in use: smoke, structured)",
    ]);
  });

  it("--tag and --case that each select cases but none together are an input error", async () => {
    expect(await select(["smoke"], ["ticket-*"])).toEqual([
      "--tag smoke and --case ticket-* together select no case (cases with those tags: greeting-exact)",
    ]);
    expect(await select(["smoke", "structured"], ["ticket-*"])).toEqual([]);
  });
});

describe("loadRunInputs: repetitions that cannot differ", () => {
  it("warns when repeat > 1 runs at temperature 0, and not above 0", async () => {
    const dir = await mkdtemp(join(tmpdir(), "modelgate-temp0-"));
    const suite = join(dir, "suite.yaml");
    await writeFile(
      suite,
      [
        "suite: sampling",
        "cases:",
        "  - id: cold",
        "    type: contains",
        "    repeat: 5",
        "    input: hi",
        "    expected: hi",
        "  - id: warm",
        "    type: contains",
        "    repeat: 5",
        "    generation: { temperature: 0.8 }",
        "    input: hi",
        "    expected: hi",
        "",
      ].join("\n"),
    );
    const config = join(dir, "cand.yaml");
    await writeFile(config, "provider: ollama\nid: cand\nmodel: m:1\noptions: { temperature: 0 }\n");
    const inputs = await loadRunInputs({
      suites: [suite],
      configs: [config],
      tags: [],
      plugins: [],
      env: {},
      cwd: process.cwd(),
      signal: new AbortController().signal,
    });
    expect(inputs.warnings).toEqual([
      "suite 'sampling' with config 'cand': repeat > 1 at temperature 0 (cold): the repetitions cannot differ, so they measure nothing; set a temperature above 0 to sample",
    ]);
  });
});

describe("loadRunInputs: expected documents the corpus lacks", () => {
  const RAG = join(import.meta.dirname, "../../../suites/rag-transit");

  /** The shipped RAG example with `airport-ber.md` mistyped, and a live config beside it. */
  async function typoWorkspace(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), "modelgate-corpus-ids-"));
    await cp(RAG, dir, { recursive: true });
    await mkdir(join(dir, ".git"));
    const suite = await readFile(join(dir, "suite.yaml"), "utf8");
    await writeFile(join(dir, "suite.yaml"), suite.replace("[airport-ber.md]", "[airport-brr.md]"));
    await writeFile(
      join(dir, "live.yaml"),
      "id: live\nprovider: ollama\nmodel: m:1\nembedding_model: e:1\nbase_url: http://127.0.0.1:9\n",
    );
    return dir;
  }

  const inputs = (dir: string, config: string, cases?: string[]) =>
    loadRunInputs({
      suites: [join(dir, "suite.yaml")],
      configs: [join(dir, config)],
      tags: [],
      ...(cases !== undefined ? { cases } : {}),
      plugins: [],
      env: {},
      cwd: process.cwd(),
      signal: new AbortController().signal,
    });

  it("a live run refuses a selected case's unknown id before any call, at the item, with a suggestion", async () => {
    const dir = await typoWorkspace();
    const error = await inputs(dir, "live.yaml").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).diagnostics).toEqual([
      {
        file: join(dir, "suite.yaml"),
        line: 36,
        column: 26,
        caseId: "airport-link",
        field: "expected_documents[0]",
        message: "no document 'airport-brr.md' in corpus/; did you mean 'airport-ber.md'?",
      },
    ]);
    // A run of the other cases never retrieves for it.
    const others = await inputs(dir, "live.yaml", ["u-line-2026", "grounded-answer"]);
    expect(others.suites[0]?.corpus?.length).toBe(7);
  });

  it("a replay run reads no corpus: it loads as before, the mistyped case then fails", async () => {
    const dir = await typoWorkspace();
    const loaded = await inputs(dir, "configs/baseline.yaml");
    expect(loaded.suites[0]?.corpus).toBeNull();
  });
});
