/**
 * The `{{context}}` placeholder and retrieval expectations, refused at load when a case could
 * never do what it says: a placeholder sent as written (no `rag`), retrieved documents the model
 * never sees (`rag` without a placeholder), expected documents no ranking can return.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../../src/core/diagnostics.js";
import { loadSuite, validateSuiteFile } from "../../../src/load/suite.js";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-suite-rag-"));
  await write("corpus.jsonl", '{"id": "doc-1", "text": "x"}\n');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function write(name: string, content: string): Promise<string> {
  const path = join(dir, name);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
  return path;
}

async function problems(name: string, content: string): Promise<string[]> {
  const path = await write(name, content);
  return (await validateSuiteFile(path)).map((d) => formatDiagnostic(d).slice(path.length));
}

const FILL = "add 'rag: {top_k: N}' to retrieve documents into it, or remove the placeholder";
const PUT =
  "put {{context}} in its input, messages, prompt template or system where the documents belong, or remove 'rag'";

describe("{{context}} outside a rag case is refused wherever the prompt is written", () => {
  it("in input, in a message, in system, and in a template file, each at its field", async () => {
    await write("tpl/plain.txt", "Answer from {{ context }}.");
    const text = `suite: x
corpus: corpus.jsonl
cases:
  - id: inline
    type: exact
    input: "Documents: {{context}}"
    expected: y
  - id: chat
    type: exact
    messages:
      - {role: user, content: hi}
      - {role: user, content: "From {{ context }}"}
    expected: y
  - id: sys
    type: exact
    system: "Use {{context}}"
    input: q
    expected: y
  - id: tpl
    type: exact
    prompt: {file: tpl/plain.txt}
    expected: y
`;
    expect(await problems("outside.yaml", text)).toEqual([
      `:6:12: case 'inline': field 'input': input uses {{context}}, which only 'rag' cases fill (it would be sent as written): ${FILL}`,
      `:12:31: case 'chat': field 'messages[1].content': messages[1].content uses {{context}}, which only 'rag' cases fill (it would be sent as written): ${FILL}`,
      `:16:13: case 'sys': field 'system': system uses {{context}}, which only 'rag' cases fill (it would be sent as written): ${FILL}`,
      `:21:20: case 'tpl': field 'prompt.file': template 'tpl/plain.txt' uses {{context}}, which only 'rag' cases fill (it would be sent as written): ${FILL}`,
    ]);
  });

  it("names the case when the placeholder comes from defaults.system", async () => {
    const text = `suite: x
defaults:
  system: "Ground on {{context}}"
cases:
  - id: a
    type: exact
    input: q
    expected: y
`;
    expect(await problems("defaults-system.yaml", text)).toEqual([
      `:3:11: case 'a': field 'system': system uses {{context}}, which only 'rag' cases fill (it would be sent as written): ${FILL} (from defaults)`,
    ]);
  });
});

describe("a rag case whose prompt has no {{context}} is refused", () => {
  it("inline input, messages and a template file with a system of their own, at the case's 'rag'", async () => {
    await write("tpl/none.txt", "Answer {{q}}.");
    const text = `suite: x
corpus: corpus.jsonl
cases:
  - id: inline
    type: contains
    input: Which line?
    system: Be brief.
    expected: U5
    rag: {top_k: 2}
  - id: chat
    type: contains
    messages: [{role: system, content: Be brief.}, {role: user, content: Which line?}]
    expected: U5
    rag: {top_k: 1}
  - id: tpl
    type: contains
    prompt: {file: tpl/none.txt, vars: {q: which}}
    system: Be brief.
    expected: U5
    rag: {top_k: 1}
`;
    const message = `this 'rag' case's prompt has no {{context}}, so the retrieved documents never reach the model: ${PUT}`;
    expect(await problems("rag-none.yaml", text)).toEqual([
      `:9:10: case 'inline': field 'rag': ${message}`,
      `:14:10: case 'chat': field 'rag': ${message}`,
      `:20:10: case 'tpl': field 'rag': ${message}`,
    ]);
  });

  it("without a system of its own the case may get {{context}} from the config's system: checked at run", async () => {
    const text = `suite: x
corpus: corpus.jsonl
cases:
  - id: inline
    type: contains
    input: Which line?
    expected: U5
    rag: {top_k: 2}
`;
    expect(await problems("rag-config-system.yaml", text)).toEqual([]);
  });

  it("names each case when rag comes from defaults", async () => {
    const text = `suite: x
corpus: corpus.jsonl
defaults:
  rag: {top_k: 1}
  system: Be brief.
cases:
  - id: a
    type: exact
    input: q
    expected: y
  - id: b
    type: exact
    input: "{{context}} q"
    expected: y
`;
    expect(await problems("defaults-rag.yaml", text)).toEqual([
      `:4:8: case 'a': field 'rag': this 'rag' case's prompt has no {{context}}, so the retrieved documents never reach the model: ${PUT} (from defaults)`,
    ]);
  });

  it("accepts the placeholder in any message, in system, or through a template variable", async () => {
    await write("tpl/var.txt", "Docs: {{docs}}");
    const path = await write(
      "rag-ok.yaml",
      `suite: x
corpus: corpus.jsonl
cases:
  - id: assistant-turn
    type: exact
    messages: [{role: assistant, content: "{{context}}"}, {role: user, content: q}]
    expected: y
    rag: {top_k: 1}
  - id: in-system
    type: exact
    system: "Answer from {{ context }}"
    input: q
    expected: y
    rag: {top_k: 1}
  - id: through-var
    type: exact
    prompt: {file: tpl/var.txt, vars: {docs: "{{context}}"}}
    expected: y
    rag: {top_k: 1}
`,
    );
    const suite = await loadSuite(path);
    expect(suite.cases.map((c) => c.rag)).toEqual([{ topK: 1 }, { topK: 1 }, { topK: 1 }]);
  });
});

describe("expected_documents a retrieval can never return", () => {
  it("refuses a duplicate id at its second item, and more ids than top_k at top_k", async () => {
    const text = `suite: x
corpus: corpus.jsonl
cases:
  - id: dup
    type: retrieval
    query: q
    expected_documents: [doc-1, doc-7, doc-7, doc-1]
  - id: beyond
    type: retrieval
    query: q
    top_k: 2
    expected_documents: [doc-1, doc-2, doc-3]
  - id: implicit-k
    type: retrieval
    query: q
    expected_documents: [doc-1, doc-2, doc-3]
`;
    expect(await problems("expected-docs.yaml", text)).toEqual([
      ":7:40: case 'dup': field 'expected_documents[2]': 'doc-7' is listed twice (first at expected_documents[1]); the retrieved documents are distinct, so the case could never pass",
      ":7:47: case 'dup': field 'expected_documents[3]': 'doc-1' is listed twice (first at expected_documents[0]); the retrieved documents are distinct, so the case could never pass",
      ":11:12: case 'beyond': field 'top_k': top_k 2 retrieves fewer documents than the 3 expected_documents lists, so the case could never pass: raise top_k to 3 or list at most 2",
    ]);
  });
});

describe("a rag case whose query is empty", () => {
  const EMPTY =
    "the rag query is empty once {{context}} is removed (the query is the last user message without the placeholder): put the question in the last user message";
  it("is refused at the last user message: input, messages, template", async () => {
    await write("tpl/only.txt", "{{ context }}\n");
    const text = `suite: x
corpus: corpus.jsonl
cases:
  - id: q-in-system
    type: contains
    expected: berlin
    system: "Answer from the documents: which station is in Berlin?"
    input: "{{context}}"
    rag: {top_k: 1}
  - id: chat
    type: exact
    messages:
      - {role: user, content: "which station?"}
      - {role: assistant, content: "which city?"}
      - {role: user, content: "  {{ context }}  "}
    expected: y
    rag: {top_k: 1}
  - id: tpl
    type: exact
    system: "Q: which station?"
    prompt: {file: tpl/only.txt}
    expected: y
    rag: {top_k: 1}
  - id: fine
    type: exact
    input: "{{context}} Which station?"
    expected: y
    rag: {top_k: 1}
`;
    expect(await problems("empty-query.yaml", text)).toEqual([
      `:8:12: case 'q-in-system': field 'input': ${EMPTY}`,
      `:15:31: case 'chat': field 'messages[2].content': ${EMPTY}`,
      `:21:20: case 'tpl': field 'prompt.file': ${EMPTY}`,
    ]);
  });
});
