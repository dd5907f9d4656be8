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

  it("a replay run refuses it too, as validate does: recorded ids that name it must not pass the case", async () => {
    const dir = await typoWorkspace();
    const error = await inputs(dir, "configs/baseline.yaml").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).diagnostics.map((d) => [d.caseId, d.field, d.message])).toEqual([
      [
        "airport-link",
        "expected_documents[0]",
        "no document 'airport-brr.md' in corpus/; did you mean 'airport-ber.md'?",
      ],
    ]);
    // Without the mistyped case, the replay run loads the corpus it checked the ids against.
    const others = await inputs(dir, "configs/baseline.yaml", ["u-line-2026", "grounded-answer"]);
    expect(others.suites[0]?.corpus?.length).toBe(7);
  });
});

describe("loadRunInputs: {{context}} in a config's system prompt", () => {
  /** A rag case with no placeholder of its own, a plain case, and a live config with `system`. */
  async function workspace(system: string | undefined): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), "modelgate-config-context-"));
    await mkdir(join(dir, ".git"));
    await writeFile(join(dir, "corpus.jsonl"), '{"id": "doc-1", "text": "x"}\n');
    await writeFile(
      join(dir, "suite.yaml"),
      [
        "suite: s",
        "corpus: corpus.jsonl",
        "cases:",
        "  - id: grounded",
        "    type: contains",
        "    input: Which line?",
        "    expected: U5",
        "    rag: {top_k: 1}",
        "  - id: plain",
        "    type: exact",
        "    input: hi",
        "    expected: hi",
        "",
      ].join("\n"),
    );
    await writeFile(
      join(dir, "live.yaml"),
      `id: live\nprovider: ollama\nmodel: m:1\nembedding_model: e:1\nbase_url: http://127.0.0.1:9\n${system === undefined ? "" : `system: ${JSON.stringify(system)}\n`}`,
    );
    return dir;
  }

  const inputs = (dir: string) =>
    loadRunInputs({
      suites: [join(dir, "suite.yaml")],
      configs: [join(dir, "live.yaml")],
      tags: [],
      plugins: [],
      env: {},
      cwd: process.cwd(),
      signal: new AbortController().signal,
    });

  it("fills a rag case's context there: it loads, and a case without rag is warned it gets the placeholder as written", async () => {
    const dir = await workspace("Answer from:\n{{context}}");
    const loaded = await inputs(dir);
    expect(loaded.warnings).toEqual([
      `config 'live' (${join(dir, "live.yaml")}:6:1): field 'system' uses {{context}}, which only 'rag' cases fill: suite 's' case plain gets it as written (no 'rag', no system of its own)`,
    ]);
  });

  it("a rag case whose prompt and config system both lack {{context}} is refused at its rag, naming the config", async () => {
    for (const system of [undefined, "Be brief."]) {
      const dir = await workspace(system);
      const error = await inputs(dir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InputError);
      expect((error as InputError).diagnostics).toEqual([
        {
          file: join(dir, "suite.yaml"),
          line: 8,
          column: 10,
          caseId: "grounded",
          field: "rag",
          message: `this 'rag' case's prompt has no {{context}}, nor has the system prompt it gets from config 'live' (${join(dir, "live.yaml")}), so the retrieved documents never reach the model: put {{context}} in the case's input, messages, prompt template or system, or in the config's system`,
        },
      ]);
    }
  });
});

describe("loadRunInputs: the last repetition's seed, with the run's repeat (review3 #1)", () => {
  const MAX = "9223372036854775807";
  async function inputs(suite: string, config: string, repeat?: number): Promise<string[]> {
    const dir = await mkdtemp(join(tmpdir(), "modelgate-seed-repeat-"));
    await writeFile(join(dir, "suite.yaml"), suite);
    await writeFile(join(dir, "config.yaml"), config);
    return loadRunInputs({
      suites: [join(dir, "suite.yaml")],
      configs: [join(dir, "config.yaml")],
      tags: [],
      ...(repeat !== undefined && { repeat }),
      plugins: [],
      env: {},
      cwd: dir,
      signal: new AbortController().signal,
    }).then(
      () => [],
      (e: unknown) => {
        if (!(e instanceof InputError)) throw e;
        return e.diagnostics.map(
          (d) =>
            `${d.file.slice(dir.length + 1)}:${d.line}:${d.column}: ${d.caseId ?? ""} ${d.field ?? ""}: ${d.message}`,
        );
      },
    );
  }
  const suite = (fields: string) =>
    `suite: s\ncases:\n  - id: a\n    type: exact\n    input: hi\n    expected: hi\n${fields}`;
  const ollama = (options: string) => `id: o\nprovider: ollama\nmodel: m\n${options}`;

  it("--repeat past what the case's seed allows is refused at the seed, before any call", async () => {
    expect(await inputs(suite(`    generation: {seed: ${MAX}}\n`), ollama(""), 2)).toEqual([
      expect.stringMatching(
        /^suite\.yaml:7:24: a generation\.seed: with repeat 2, the last repetition's seed \(9223372036854775807 \+ 1 = 9223372036854775808\) would exceed/,
      ),
    ]);
    expect(await inputs(suite(`    generation: {seed: ${MAX}}\n`), ollama(""))).toEqual([]);
  });

  it("a config's seed is checked against the largest repeat of the cases that inherit it", async () => {
    const config = ollama(`options:\n  seed: ${MAX}\n`);
    expect(await inputs(suite("    repeat: 3\n"), config)).toEqual([
      expect.stringMatching(
        /^config\.yaml:5:9: {2}options\.seed: with repeat 3 \(case 'a' of suite 's'\), the last repetition's seed \(9223372036854775807 \+ 2 = 9223372036854775809\) would exceed/,
      ),
    ]);
    expect(await inputs(suite("    repeat: 1\n"), config, 2)).toHaveLength(1);
    // A case with its own seed does not send the config's.
    expect(await inputs(suite("    repeat: 3\n    generation: {seed: 1}\n"), config)).toEqual([]);
    expect(await inputs(suite(""), config)).toEqual([]);
  });
});
