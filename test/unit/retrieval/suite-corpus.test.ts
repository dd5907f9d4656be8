import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDiagnostic, InputError } from "../../../src/core/diagnostics.js";
import { loadSuite } from "../../../src/load/suite.js";
import { loadSuiteCorpus } from "../../../src/retrieval/suite-corpus.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "mg-suite-corpus-"));
  await mkdir(join(dir, ".git")); // the repository root: every path below stays inside it
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function write(name: string, content: string): Promise<void> {
  await mkdir(dirname(join(dir, name)), { recursive: true });
  await writeFile(join(dir, name), content);
}

const SUITE = (corpus: string) => `suite: s
corpus: ${corpus}
cases:
  - id: two
    type: retrieval
    query: q
    expected_documents: [berlin-2026.md, berlin-2025.md]
  - id: airport
    type: retrieval
    query: q
    expected_documents:
      - airport-brr.md
  - id: grounded
    input: "{{context}} Which line?"
    rag: {top_k: 1}
    contract: retrieval
`;

/** The messages of the InputError, as the CLI prints them; `[]` when the corpus loads. */
async function problems(folder: string, caseIds?: string[]): Promise<string[]> {
  const suite = await loadSuite(`${folder}/suite.yaml`, { cwd: dir });
  try {
    await loadSuiteCorpus(suite, { cwd: dir, ...(caseIds ? { caseIds: new Set(caseIds) } : {}) });
    return [];
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return error.diagnostics.map(formatDiagnostic);
  }
}

describe("loadSuiteCorpus", () => {
  it("returns the documents, and null for a suite without a corpus", async () => {
    await write("ok/suite.yaml", SUITE("docs/").replace("airport-brr.md", "airport-ber.md"));
    for (const id of ["airport-ber.md", "berlin-2025.md", "berlin-2026.md"]) await write(`ok/docs/${id}`, id);
    const suite = await loadSuite(join(dir, "ok/suite.yaml"));
    expect((await loadSuiteCorpus(suite, { cwd: dir }))?.map((d) => d.id)).toEqual([
      "airport-ber.md",
      "berlin-2025.md",
      "berlin-2026.md",
    ]);
    await write("none/suite.yaml", "suite: n\ncases:\n  - {id: a, type: contains, input: x, expected: y}\n");
    expect(await loadSuiteCorpus(await loadSuite(join(dir, "none/suite.yaml")), { cwd: dir })).toBeNull();
  });

  it("names each expected id the corpus lacks at its item, with a suggestion", async () => {
    await write("typo/suite.yaml", SUITE("docs/"));
    for (const id of ["airport-ber.md", "berlin-2026.md", "bikes.md"]) await write(`typo/docs/${id}`, id);
    expect(await problems("typo")).toEqual([
      "typo/suite.yaml:7:42: case 'two': field 'expected_documents[1]': no document 'berlin-2025.md' in docs/; did you mean 'berlin-2026.md'?",
      "typo/suite.yaml:12:9: case 'airport': field 'expected_documents[0]': no document 'airport-brr.md' in docs/; did you mean 'airport-ber.md'?",
    ]);
  });

  it("checks only the selected cases when told which", async () => {
    expect(await problems("typo", ["airport", "grounded"])).toEqual([
      "typo/suite.yaml:12:9: case 'airport': field 'expected_documents[0]': no document 'airport-brr.md' in docs/; did you mean 'airport-ber.md'?",
    ]);
    expect(await problems("typo", ["grounded"])).toEqual([]);
  });

  it("keeps a JSONL line's problems at their line, named beside the suite", async () => {
    await write("jsonl/suite.yaml", SUITE("{jsonl: docs.jsonl}"));
    await write(
      "jsonl/docs.jsonl",
      '{"id":"berlin-2026.md","text":"x"}\nnot json\n{"id":"berlin-2026.md","text":"y"}\n',
    );
    expect(await problems("jsonl")).toEqual([
      "jsonl/docs.jsonl:2:1: invalid JSON: expected a JSON value, found character 'n'",
      "jsonl/docs.jsonl:3:1: field 'id': duplicate document id 'berlin-2026.md' (first on line 1)",
    ]);
  });

  it("places a problem of the corpus as a whole, or of a document, on the suite's corpus field", async () => {
    await write("empty/suite.yaml", SUITE("{path: docs}"));
    await mkdir(join(dir, "empty/docs"), { recursive: true });
    await write("empty/docs/.hidden", "x");
    expect(await problems("empty")).toEqual([
      "empty/suite.yaml:2:16: field 'corpus.path': the folder holds no documents",
    ]);
    await write("large/suite.yaml", SUITE("docs/"));
    await write("large/docs/berlin-2026.md", "x".repeat((1 << 20) + 1));
    expect(await problems("large")).toEqual([
      "large/suite.yaml:2:9: field 'corpus': document 'berlin-2026.md' is larger than 1 MiB, the limit for one document",
    ]);
  });

  it("names a document that is not UTF-8 at its first bad byte", async () => {
    await write("latin1/suite.yaml", SUITE("docs/"));
    await mkdir(join(dir, "latin1/docs"), { recursive: true });
    await writeFile(join(dir, "latin1/docs/berlin-2026.md"), Buffer.from("U5 \xfcber Hbf", "latin1"));
    expect(await problems("latin1")).toEqual([
      "latin1/docs/berlin-2026.md:1:4: corpus: document 'berlin-2026.md' is not valid UTF-8 text",
    ]);
  });
  it("refuses a top_k above the expected count when the corpus holds more: the list could never match", async () => {
    await write(
      "topk/suite.yaml",
      `suite: t
corpus: docs/
cases:
  - id: wide
    type: retrieval
    query: berlin
    top_k: 10
    expected_documents: [c.md]
  - id: exact
    type: retrieval
    query: apple
    top_k: 2
    expected_documents: [a.md, b.md]
  - id: default-k
    type: retrieval
    query: fruit
    expected_documents: [a.md]
  - id: whole-corpus
    type: retrieval
    query: all
    top_k: 9
    expected_documents: [a.md, b.md, c.md, d.md]
  - id: listed
    type: retrieval
    query: berlin
    top_k: 3
    expected_documents: [c.md]
    checks:
      - type: max_length
        limit: 1000
`,
    );
    for (const id of ["a.md", "b.md", "c.md", "d.md"]) await write(`topk/docs/${id}`, id);
    expect(await problems("topk")).toEqual([
      "topk/suite.yaml:7:12: case 'wide': field 'top_k': can never pass: top_k 10 retrieves 4 of the corpus's 4 documents, but expected_documents lists 1 and the retrieved list must equal it: lower top_k to 1, or list 4 expected documents",
      // with a `checks:` list beside it too
      "topk/suite.yaml:26:12: case 'listed': field 'top_k': can never pass: top_k 3 retrieves 3 of the corpus's 4 documents, but expected_documents lists 1 and the retrieved list must equal it: lower top_k to 1, or list 3 expected documents",
    ]);
    // Only the selected cases are checked.
    expect(await problems("topk", ["exact"])).toEqual([]);
  });
});
