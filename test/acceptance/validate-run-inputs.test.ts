/**
 * `modelgate validate` catches what `run` would hit, through the built CLI: a corpus is read by
 * the run's own loader (bad JSONL lines, duplicate ids, text that is not UTF-8, expected ids the
 * corpus lacks), and a replay configuration's `outputs:` folder of result files is read by the
 * run's replay-source loader. A live run refuses the same corpus with the same messages before
 * any model call, and so does a replayed run (recorded ids naming the mistyped document must not
 * pass a case validate refuses).
 */

import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliExit, ensureCli, quietEnv, REPO_ROOT, runCli } from "../helpers/cli.js";

let dir: string;
/** Every request a live run sends: none may come before its inputs are valid. */
let requests: string[];
let server: Server;
let serverUrl: string;

beforeAll(async () => {
  ensureCli();
  dir = await mkdtemp(join(tmpdir(), "modelgate-validate-run-inputs-"));
  await mkdir(join(dir, ".git"));
  requests = [];
  server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(500).end("{}");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((done) => server.close(done));
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

function modelgate(args: string[]): Promise<CliExit> {
  return runCli(args, { cwd: dir, env: quietEnv(), killAfterMs: 60_000 });
}

/** The shipped RAG example copied to `name/`, its suite edited, with a live config beside it. */
async function ragCopy(name: string, edit: (suite: string) => string = (s) => s): Promise<string> {
  const folder = join(dir, name);
  await cp(join(REPO_ROOT, "suites", "rag-transit"), folder, { recursive: true });
  const suite = await readFile(join(folder, "suite.yaml"), "utf8");
  await writeFile(join(folder, "suite.yaml"), edit(suite));
  await writeFile(
    join(folder, "live.yaml"),
    `id: live\nprovider: ollama\nmodel: llama3.2:3b\nembedding_model: nomic-embed-text\nbase_url: ${serverUrl}\npull: false\nretries: 0\n`,
  );
  return name;
}

const TYPO =
  "rag/suite.yaml:36:26: case 'airport-link': field 'expected_documents[0]': no document 'airport-brr.md' in corpus/; did you mean 'airport-ber.md'?";

describe("validate reads the corpus as a run does", () => {
  it("the shipped example: OK with its documents counted", async () => {
    await ragCopy("shipped");
    const r = await modelgate(["validate", "shipped/suite.yaml"]);
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe("OK: shipped/suite.yaml (5 cases, corpus of 7 documents)\n");
    expect(r.code).toBe(0);
  });

  it("a JSONL corpus: a line that is not JSON and a duplicate id, each at its line, exit 2", async () => {
    const name = await ragCopy("jsonl", (s) => s.replace("corpus: corpus/", "corpus: {jsonl: docs.jsonl}"));
    await writeFile(
      join(dir, name, "docs.jsonl"),
      '{"id": "airport-ber.md", "text": "FEX to BER"}\nFEX to BER\n{"id": "airport-ber.md", "text": "again"}\n',
    );
    const r = await modelgate(["validate", "jsonl/suite.yaml"]);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(
      [
        "jsonl/docs.jsonl:2:1: invalid JSON: expected a JSON value, found character 'F'",
        "jsonl/docs.jsonl:3:1: field 'id': duplicate document id 'airport-ber.md' (first on line 1)",
        "",
      ].join("\n"),
    );
    expect(r.code).toBe(2);
  });

  it("an expected id the corpus lacks: at the item, with a suggestion, exit 2", async () => {
    await ragCopy("rag", (s) => s.replace("[airport-ber.md]", "[airport-brr.md]"));
    const r = await modelgate(["validate", "rag/suite.yaml"]);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(`${TYPO}\n`);
    expect(r.code).toBe(2);
  });

  it("a document that is not UTF-8: at its first bad byte, exit 2", async () => {
    const name = await ragCopy("latin1");
    await writeFile(
      join(dir, name, "corpus", "tickets.md"),
      Buffer.from("Fahrkarten f\xfcr Berlin", "latin1"),
    );
    const r = await modelgate(["validate", "latin1/suite.yaml"]);
    expect(r.stderr).toBe(
      "latin1/corpus/tickets.md:1:13: corpus: document 'tickets.md' is not valid UTF-8 text\n",
    );
    expect(r.code).toBe(2);
  });

  it("a corpus folder that is missing is still reported at the suite's field", async () => {
    const name = await ragCopy("missing");
    await rm(join(dir, name, "corpus"), { recursive: true });
    const r = await modelgate(["validate", "missing/suite.yaml"]);
    expect(r.stderr).toBe("missing/suite.yaml:13:9: field 'corpus': corpus folder not found\n");
    expect(r.code).toBe(2);
  });
});

describe("run refuses the same corpus", () => {
  it("a live run: the same message, exit 2, before any request to the server, nothing written", async () => {
    requests.length = 0;
    const r = await modelgate([
      "run",
      "rag/suite.yaml",
      "--config",
      "rag/live.yaml",
      "--output",
      "out/live.json",
    ]);
    expect(r.stderr).toBe(`${TYPO}\n`);
    expect(r.code).toBe(2);
    expect(requests).toEqual([]);
    expect(existsSync(join(dir, "out", "live.json"))).toBe(false);
  });

  it("a replayed run refuses it too, with the same message, and writes nothing", async () => {
    const r = await modelgate([
      "run",
      "rag/suite.yaml",
      "--config",
      "rag/configs/baseline.yaml",
      "--output",
      "out/replayed.json",
    ]);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toContain(
      "rag/suite.yaml:36:26: case 'airport-link': field 'expected_documents[0]': no document 'airport-brr.md' in corpus/; did you mean 'airport-ber.md'?",
    );
    expect(existsSync(join(dir, "out", "replayed.json"))).toBe(false);
  });
});

describe("validate reads a replay folder as a run does", () => {
  const support = ["support/suite.yaml", "--plugin", "support/checks.mjs"];

  beforeAll(async () => {
    await cp(join(REPO_ROOT, "suites", "support-assistant"), join(dir, "support"), { recursive: true });
    const r = await modelgate([
      "run",
      ...support,
      "--config",
      "support/configs/baseline.yaml",
      "--output",
      "rf/a.json",
    ]);
    expect(r.code, r.stderr).toBe(0);
    await writeFile(join(dir, "cf.yaml"), "id: f\nprovider: replay\noutputs: rf/\n");
  }, 60_000);

  it("a folder of result files: OK naming the suites it serves; run replays from it", async () => {
    const r = await modelgate(["validate", "cf.yaml"]);
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe(
      "OK: cf.yaml (run configuration 'f', provider replay, 1 result file (suite support-assistant))\n",
    );
    expect(r.code).toBe(0);
    const run = await modelgate(["run", ...support, "--config", "cf.yaml", "--output", "out/folder.json"]);
    expect(run.code, run.stderr).toBe(0);
  });

  it("a second result file of the same suite: validate and run say the same, exit 2", async () => {
    await cp(join(dir, "rf", "a.json"), join(dir, "rf", "b.json"));
    try {
      const problem =
        "rf/b.json: field 'suite.name': suite 'support-assistant' is already recorded by rf/a.json: a replay folder holds one result file per suite (point outputs: at the file instead)\n";
      const r = await modelgate(["validate", "cf.yaml"]);
      expect(r.stdout).toBe("");
      expect(r.stderr).toBe(problem);
      expect(r.code).toBe(2);
      const run = await modelgate(["run", ...support, "--config", "cf.yaml", "--output", "out/twice.json"]);
      expect(run.stderr).toBe(problem);
      expect(run.code).toBe(2);
    } finally {
      await rm(join(dir, "rf", "b.json"));
    }
  });

  it("a result file of the folder cut short: refused by the result reader, exit 2", async () => {
    const text = await readFile(join(dir, "rf", "a.json"), "utf8");
    await writeFile(join(dir, "rf", "cut.json"), text.slice(0, 600));
    try {
      const r = await modelgate(["validate", "cf.yaml"]);
      expect(r.stderr).toMatch(/^rf\/cut\.json:1:\d+: not a valid result file: /);
      expect(r.code).toBe(2);
    } finally {
      await rm(join(dir, "rf", "cut.json"));
    }
  });

  it("a folder without result files: OK, with a warning", async () => {
    await mkdir(join(dir, "empty"));
    await writeFile(join(dir, "ce.yaml"), "id: e\nprovider: replay\noutputs: empty/\n");
    const r = await modelgate(["validate", "ce.yaml"]);
    expect(r.stdout).toBe("OK: ce.yaml (run configuration 'e', provider replay, 0 result files)\n");
    expect(r.stderr).toBe(
      "warning: ce.yaml: field 'outputs': the folder holds no result file: every case replayed from it would be an error (no recorded output)\n",
    );
    expect(r.code).toBe(0);
  });
});
