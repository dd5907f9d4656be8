// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${NAME} in configs is the syntax under test.
/**
 * Acceptance of issue 10 (hardening): one hostile input per point, each run through the built
 * CLI (`node dist/cli.js`) in a child process, with its expected exit code and a check that
 * nothing leaked into any written file or stream. Static inputs live in test/fixtures/hostile/;
 * those that need a port, a token or a symbolic link are written into a temporary folder.
 */

import { existsSync } from "node:fs";
import { lstat, mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { writeFilesAtomic } from "../../src/io/atomic-write.js";
import { type OllamaDouble, startOllamaDouble } from "../doubles/ollama-double.js";
import { bundledServer } from "../helpers/bundled-server.js";
import { type CliExit, ensureCli, quietEnv, runCli } from "../helpers/cli.js";

const ROOT = resolve(import.meta.dirname, "../..");
const FIXTURES = join(ROOT, "test", "fixtures", "hostile");
const MODEL = "llama3.2:3b";
const TOKEN = "sk-live-7f3a9c1e5b2d4680aa11";

let dir: string;
let ollama: OllamaDouble | undefined;

beforeAll(async () => {
  ensureCli();
  dir = await mkdtemp(join(tmpdir(), "modelgate-acceptance-hostile-"));
}, 120_000);

afterAll(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

afterEach(async () => {
  await ollama?.close();
  ollama = undefined;
});

/** Spawned asynchronously: the doubles answer from this process while the CLI runs. */
function modelgate(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliExit> {
  return runCli(args, { cwd, env: quietEnv({ GITHUB_ACTIONS: "", ...env }), killAfterMs: 60_000 });
}

let counter = 0;
/** A fresh repository-like folder (it holds `.git`) with the given files. */
async function workspace(files: Record<string, string>): Promise<string> {
  const folder = join(dir, `w${++counter}`);
  await mkdir(join(folder, ".git"), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(folder, name, ".."), { recursive: true });
    await writeFile(join(folder, name), text);
  }
  return folder;
}

/** Every file under `folder` (not `.git`), as text. */
async function filesUnder(folder: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const name of await readdir(folder, { recursive: true })) {
    const path = join(folder, name);
    // Links are inputs a test planted (to files outside); what ModelGate wrote is a regular file.
    if (name.startsWith(".git") || !(await lstat(path)).isFile()) continue;
    if (!(await realpath(path)).startsWith(`${await realpath(folder)}/`)) continue;
    out.set(name, await readFile(path, "utf8"));
  }
  return out;
}

/** Nothing written (besides the inputs) and no stream holds any of `needles`. */
async function expectNoLeak(
  folder: string,
  exits: CliExit[],
  needles: (string | RegExp)[],
  inputs: string[] = [],
) {
  const files = await filesUnder(folder);
  for (const needle of needles) {
    for (const [name, text] of files) {
      if (inputs.includes(name)) continue;
      if (typeof needle === "string") expect(text, name).not.toContain(needle);
      else expect(text, name).not.toMatch(needle);
    }
    for (const exit of exits) {
      for (const stream of [exit.stdout, exit.stderr]) {
        if (typeof needle === "string") expect(stream).not.toContain(needle);
        else expect(stream).not.toMatch(needle);
      }
    }
  }
}

const liveConfig = (url: string, extra = "") =>
  `id: live\nprovider: ollama\nmodel: ${MODEL}\nbase_url: ${url}\npull: false\ntimeout_s: 5\nretries: 0\n${extra}`;

const noStackTrace = (exit: CliExit) => expect(exit.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);

let validated: Promise<CliExit> | undefined;

/**
 * One `validate` of the static hostile suites (it reports every problem of every file): the
 * tests of points 4, 5 and 7 each read their file's messages from it.
 */
function validateHostile(): Promise<CliExit> {
  validated ??= modelgate(ROOT, [
    "validate",
    ...["not-re2.yaml", "traversal.yaml", "huge-enum.yaml"].map((f) =>
      join("test", "fixtures", "hostile", f),
    ),
  ]);
  return validated;
}

/** Runs `suite.yaml` in `folder` against two configs in one invocation: `--output-dir out`. */
async function runPair(folder: string, configs: [string, string]): Promise<CliExit> {
  return modelgate(folder, ["run", "suite.yaml", "-c", configs[0], "-c", configs[1], "--output-dir", "out"]);
}

describe("1. secrets echoed by a server, a model and an error", () => {
  it("are masked in the result (full and hash capture), the comparison, every report and every stream", async () => {
    ollama = await startOllamaDouble();
    // The model repeats the token; the server's error quotes the request's Authorization header.
    ollama.respond((_body, ctx) =>
      ctx.index === 0
        ? { content: `Your key is ${TOKEN}, header Authorization: Bearer ${TOKEN}` }
        : { content: "hello" },
    );
    ollama.inject({
      kind: "status",
      status: 401,
      body: JSON.stringify({ error: `upstream rejected 'Authorization: Bearer ${TOKEN}' (token ${TOKEN})` }),
      model: "llama3.2:3b",
      endpoint: "/api/chat",
      times: 1,
    });
    const suite =
      "suite: echo\ncases:\n  - {id: a, type: exact, input: say hello, expected: hello}\n  - {id: b, type: exact, input: say hello, expected: hello}\n";
    const folder = await workspace({
      "suite.yaml": suite,
      "config.yaml": liveConfig(ollama.url, "headers: {Authorization: 'Bearer ${OLLAMA_TOKEN}'}\n"),
    });
    const env = { OLLAMA_TOKEN: TOKEN };
    const runs = [
      await modelgate(
        folder,
        ["run", "suite.yaml", "-c", "config.yaml", "-o", "base.json", "--capture", "hash"],
        env,
      ),
      await modelgate(folder, ["run", "suite.yaml", "-c", "config.yaml", "-o", "cand.json"], env),
    ];
    // The 401 stops the first run (docs/ollama.md): b is never sent, so no case ran there (exit 3).
    expect(
      runs.map((r) => r.code),
      runs.map((r) => r.stderr).join("\n"),
    ).toEqual([3, 0]);
    // The server did receive the token: it was really echoed.
    expect(ollama.requests.some((r) => String(r.headers.authorization).includes(TOKEN))).toBe(true);
    const reports: CliExit[] = [];
    for (const format of ["text", "markdown", "json", "junit"]) {
      reports.push(
        await modelgate(folder, [
          "compare",
          "base.json",
          "cand.json",
          "--format",
          format,
          "-o",
          `cmp.${format}`,
        ]),
      );
      reports.push(await modelgate(folder, ["compare", "base.json", "cand.json", "--format", format], env));
      if (format !== "junit")
        reports.push(await modelgate(folder, ["report", "cand.json", "--format", format], env));
    }
    for (const r of reports) expect([0, 1, 3], r.stderr).toContain(r.code);
    const written = await filesUnder(folder);
    expect([...written.keys()].sort()).toEqual(
      [
        "base.json",
        "cand.json",
        "cmp.json",
        "cmp.junit",
        "cmp.markdown",
        "cmp.text",
        "config.yaml",
        "suite.yaml",
      ].sort(),
    );
    expect(written.get("cand.json")).toContain("<redacted>");
    await expectNoLeak(folder, [...runs, ...reports], [TOKEN]);
  });
});

describe("1b. a literal header value a proxy echoes", () => {
  it("is masked on stderr and in the result, and written as <redacted> in the config's settings", async () => {
    ollama = await startOllamaDouble();
    const SIG = "prx-sig-4411";
    ollama.inject({
      kind: "status",
      status: 502,
      body: `bad gateway; forwarded X-Proxy-Sig=${SIG}`,
      contentType: "text/plain",
      endpoint: "/api/chat",
    });
    const folder = await workspace({
      "suite.yaml": "suite: one\ncases:\n  - {id: a, type: exact, input: hi, expected: hello}\n",
      "config.yaml": liveConfig(ollama.url, `headers: {X-Proxy-Sig: ${SIG}}\n`),
    });
    const exit = await modelgate(folder, ["run", "suite.yaml", "-c", "config.yaml", "-o", "out.json"]);
    expect(exit.code, exit.stderr).toBe(3);
    // The proxy did receive it, and did quote it.
    expect(ollama.requests.some((r) => r.headers["x-proxy-sig"] === SIG)).toBe(true);
    expect(exit.stderr).toContain("HTTP 502 from /api/chat: bad gateway; forwarded X-Proxy-Sig=<redacted>");
    const result = JSON.parse(await readFile(join(folder, "out.json"), "utf8"));
    expect(result.config.settings.headers).toEqual({ "X-Proxy-Sig": "<redacted>" });
    await expectNoLeak(folder, [exit], [SIG], ["config.yaml"]);
  });
});

describe("2. secret key names", () => {
  it("literal values under pwd, auth, credentials, cookie, x-api-key, private_key, Ocp-Apim-Subscription-Key are not written", async () => {
    const values = [
      "pw-0a1b2c",
      "auth-3d4e5f",
      "cred-6a7b8c",
      "cookie-9d0e1f",
      "xapikey-2a3b4c",
      "pk-5d6e7f",
      "ocp-8a9b0c",
    ];
    const config = [
      "id: keys",
      "provider: replay",
      "outputs: outputs.json",
      `pwd: ${values[0]}`,
      `auth: ${values[1]}`,
      `credentials: ${values[2]}`,
      `headers: {Cookie: ${values[3]}, x-api-key: ${values[4]}, Ocp-Apim-Subscription-Key: ${values[6]}}`,
      `options: {private_key: ${values[5]}, max_tokens: 12}`,
      "",
    ].join("\n");
    const folder = await workspace({
      "suite.yaml": await readFile(join(FIXTURES, "one-exact.yaml"), "utf8"),
      "config.yaml": config,
      "outputs.json": JSON.stringify({ outputs: { greet: "hello" } }),
    });
    const run = await modelgate(folder, ["run", "suite.yaml", "-c", "config.yaml", "-o", "r.json"]);
    if (run.code === 2) {
      // A config schema that refuses unknown top-level fields still must not echo the values.
      await expectNoLeak(folder, [run], values, ["config.yaml"]);
      return;
    }
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(await readFile(join(folder, "r.json"), "utf8"));
    expect(result.config.settings.options.max_tokens).toBe(12);
    await expectNoLeak(folder, [run], values, ["config.yaml"]);
  });
});

describe("3. workflow commands in model output, suite names, config ids and server strings", () => {
  const COMMANDS = [
    "::error file=src/app.ts,line=1::forged annotation",
    "::add-mask::hello",
    "  ::set-output name=verdict::pass",
    "##[error]legacy command",
    "::stop-commands::abc123",
  ];

  it("no stdout or stderr line reads as a command on a runner; --output files stay byte-exact", async () => {
    ollama = await startOllamaDouble({ version: "::warning::from the server" });
    // The baseline and the candidate differ after the command lines: the diff shows them.
    ollama.respond((_body, ctx) => ({
      content: `${COMMANDS.join("\n")}\n${ctx.index === 0 ? "base" : "cand"} end`,
    }));
    const suite = `suite: "::error::suite name"\ncases:\n  - {id: notice, description: "::notice::case", type: none, contract: text, input: x}\n`;
    const folder = await workspace({
      "suite.yaml": suite,
      "config.yaml": liveConfig(ollama.url).replace("id: live", "id: '::debug::config'"),
      "base.json": "",
    });
    const env = { GITHUB_ACTIONS: "true" };
    const base = await modelgate(folder, ["run", "suite.yaml", "-c", "config.yaml", "-o", "base.json"], env);
    const run = await modelgate(folder, ["run", "suite.yaml", "-c", "config.yaml", "-o", "cand.json"], env);
    expect(run.code, run.stderr).toBe(0);
    const outputs = [base, run];
    for (const format of ["text", "markdown", "junit", "json"]) {
      outputs.push(await modelgate(folder, ["compare", "base.json", "cand.json", "--format", format], env));
      if (format !== "junit")
        outputs.push(await modelgate(folder, ["report", "cand.json", "--format", format], env));
    }
    const written = await modelgate(
      folder,
      ["compare", "base.json", "cand.json", "--format", "text", "-o", "report.txt"],
      env,
    );
    for (const r of outputs) expect([0, 1]).toContain(r.code);
    const commandLines = (text: string) =>
      text.split(/\r\n|\r|\n/).filter((line) => /^\s*::/.test(line) || line.includes("##["));
    for (const r of outputs) {
      expect(commandLines(r.stdout)).toEqual([]);
      expect(commandLines(r.stderr)).toEqual([]);
    }
    // The text is still there, neutralised and readable.
    expect(outputs.map((r) => r.stdout).join("\n")).toContain("\\u003a:stop-commands::abc123");
    // The JSON report on stdout stays the same JSON.
    const json = outputs.find((r) => r.stdout.trimStart().startsWith("{"));
    expect(() => JSON.parse(json!.stdout)).not.toThrow();
    // A file is written as rendered: the model's lines byte for byte.
    expect([0, 1]).toContain(written.code);
    const file = await readFile(join(folder, "report.txt"), "utf8");
    expect(file).toContain("::stop-commands::abc123");
    // Off a runner nothing is changed on stdout either.
    const plain = await modelgate(folder, ["compare", "base.json", "cand.json", "--format", "text"]);
    expect(plain.stdout).toBe(file);
  });
});

describe("4. catastrophic and non-RE2 patterns", () => {
  it("^(a+)+$ against a long run of a's finishes at once", async () => {
    const folder = await workspace({
      "suite.yaml": await readFile(join(FIXTURES, "redos.yaml"), "utf8"),
      "config.yaml": "id: replay\nprovider: replay\noutputs: outputs.json\n",
      "outputs.json": JSON.stringify({ outputs: { catastrophic: `${"a".repeat(50_000)}!` } }),
    });
    const run = await modelgate(folder, [
      "run",
      "suite.yaml",
      "-c",
      "config.yaml",
      "-o",
      "r.json",
      "--fail-on-failure",
    ]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.ms).toBeLessThan(15_000);
    const result = JSON.parse(await readFile(join(folder, "r.json"), "utf8"));
    expect(result.cases[0].status).toBe("fail");
  });

  it("backreferences and lookaround are validation errors that say so and suggest a custom check", async () => {
    const r = await validateHostile();
    expect(r.code).toBe(2);
    // The three files share one validate: this one is judged invalid on its own (no OK line).
    expect(r.stdout).not.toMatch(/OK: .*not-re2\.yaml/);
    noStackTrace(r);
    expect(r.stderr).toMatch(
      /not-re2\.yaml:6:\d+: case 'backreference': field 'pattern': .*backreference \(\\1\).*RE2.*custom check/,
    );
    expect(r.stderr).toMatch(
      /not-re2\.yaml:10:\d+: case 'lookahead': field 'pattern': .*lookaround.*custom check/,
    );
  });
});

describe("5. traversal and symbolic links", () => {
  it("prompt files, corpus and MCP cwd outside the repository are validation errors naming the field", async () => {
    const r = await validateHostile();
    expect(r.code).toBe(2);
    expect(r.stdout).not.toMatch(/OK: .*traversal\.yaml/);
    noStackTrace(r);
    expect(r.stderr).toMatch(
      /traversal\.yaml:2:\d+: field 'corpus': corpus resolves outside the repository root/,
    );
    expect(r.stderr).toMatch(
      /field 'mcp_servers\.escape\.cwd': cwd '\.\.\/\.\.\/\.\.\/\.\.' resolves outside/,
    );
    expect(r.stderr).toMatch(/case 'passwd': field 'prompt\.file': prompt template .* resolves outside/);
    expect(r.stderr).toMatch(
      /case 'environ': field 'prompt\.file': prompt template '\/proc\/self\/environ' resolves outside/,
    );
    expect(r.stderr).not.toMatch(/root:x:0:0/);
  });

  it("a symlinked prompt, a symlinked corpus folder and a link inside a corpus cannot leave the repository", async () => {
    const outside = await mkdtemp(join(tmpdir(), "modelgate-outside-"));
    try {
      await writeFile(join(outside, "secret.txt"), `TOP-SECRET ${TOKEN}`);
      const folder = await workspace({
        "suite.yaml":
          "suite: links\ncorpus: docs\ncases:\n  - {id: p, type: contains, expected: x, prompt: {file: prompt.txt}}\n",
        "docs/a.txt": "a document",
        "config.yaml": "id: r\nprovider: replay\noutputs: outputs.json\n",
        "outputs.json": JSON.stringify({ outputs: { p: "x" } }),
      });
      await symlink(join(outside, "secret.txt"), join(folder, "prompt.txt"));
      const r = await modelgate(folder, ["validate", "suite.yaml"]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        /field 'prompt\.file': prompt template 'prompt\.txt' resolves outside the repository root/,
      );
      // A corpus folder that is itself a link out.
      await rm(join(folder, "docs"), { recursive: true });
      await symlink(outside, join(folder, "docs"));
      const r2 = await modelgate(folder, ["validate", "suite.yaml"]);
      expect(r2.stderr).toMatch(/field 'corpus': corpus resolves outside the repository root/);
      await expectNoLeak(folder, [r, r2], ["TOP-SECRET", TOKEN]);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});

describe("6. MCP servers do not inherit the job's secrets", () => {
  it("a server sees PATH, HOME, the locale and what it declares in env, not the job's tokens", async () => {
    ollama = await startOllamaDouble();
    ollama.respond(() => ({ content: "no tools needed" }));
    const dump = join(dir, `env-${Date.now()}.json`);
    const folder = await workspace({
      "suite.yaml": [
        "suite: env",
        "mcp_servers:",
        "  env:",
        "    command: node",
        `    args: [${JSON.stringify(await bundledServer(join(FIXTURES, "env-server.mjs")))}, ${JSON.stringify(dump)}]`,
        "    env: {DECLARED_TOKEN: '${DECLARED_TOKEN}', REGION: eu}",
        "cases:",
        "  - {id: m, type: mcp, input: who am i, expected_calls: [{tool: env.whoami}]}",
        "",
      ].join("\n"),
      "config.yaml": liveConfig(ollama.url),
    });
    const env = {
      DECLARED_TOKEN: "declared-4b5c6d7e8f",
      INPUT_GITHUB_TOKEN: "ghs_job_token_123456",
      ACTIONS_RUNTIME_TOKEN: "runtime-token-abcdef",
      AWS_SECRET_ACCESS_KEY: "aws-secret-0987654321",
      LC_ALL: "C.UTF-8",
    };
    const r = await modelgate(folder, ["run", "suite.yaml", "-c", "config.yaml", "-o", "r.json"], env);
    expect(r.code, r.stderr).toBe(0);
    const seen = JSON.parse(await readFile(dump, "utf8")) as Record<string, string>;
    expect(seen.DECLARED_TOKEN).toBe("declared-4b5c6d7e8f");
    expect(seen.REGION).toBe("eu");
    expect(seen.PATH).toBe(process.env.PATH);
    expect(seen.LC_ALL).toBe("C.UTF-8");
    expect(seen.INPUT_GITHUB_TOKEN).toBeUndefined();
    expect(seen.ACTIONS_RUNTIME_TOKEN).toBeUndefined();
    expect(seen.AWS_SECRET_ACCESS_KEY).toBeUndefined();
    await expectNoLeak(folder, [r], ["declared-4b5c6d7e8f", "ghs_job_token_123456"]);
  });
});

describe("7. huge numbers and huge outputs", () => {
  it("an integer above 2^53 in an enum field is a located exit 2 (suite and config)", async () => {
    const suite = await validateHostile();
    expect(suite.code).toBe(2);
    expect(suite.stdout).not.toMatch(/OK: .*huge-enum\.yaml/);
    noStackTrace(suite);
    expect(suite.stderr).toMatch(
      /huge-enum\.yaml:4:11: case 'type': field 'type': unknown value 99999999999999999999/,
    );
    expect(suite.stderr).toMatch(/huge-enum\.yaml:9:\d+: case 'contract': field 'contract': unknown value/);
    const folder = await workspace({
      "suite.yaml": await readFile(join(FIXTURES, "one-exact.yaml"), "utf8"),
      "config.yaml": await readFile(join(FIXTURES, "huge-config.yaml"), "utf8"),
      "redos-outputs.json": JSON.stringify({ outputs: { greet: "hello" } }),
    });
    const config = await modelgate(folder, ["run", "suite.yaml", "-c", "config.yaml", "-o", "r.json"]);
    expect(config.code).toBe(2);
    expect(config.stderr).toMatch(
      /config\.yaml:4:\d+: field 'capture_output': unknown value 99999999999999999999/,
    );
    expect(existsSync(join(folder, "r.json"))).toBe(false);
  });

  it("a recorded latency_ms of 1e23 is refused with its location, and so is a result file claiming it", async () => {
    const folder = await workspace({
      "suite.yaml": await readFile(join(FIXTURES, "one-exact.yaml"), "utf8"),
      "config.yaml": await readFile(join(FIXTURES, "huge-latency.yaml"), "utf8"),
      "huge-latency.json": await readFile(join(FIXTURES, "huge-latency.json"), "utf8"),
      "ok.yaml": "id: ok\nprovider: replay\noutputs: ok.json\n",
      "ok.json": JSON.stringify({ outputs: { greet: "hello" } }),
    });
    const run = await modelgate(folder, ["run", "suite.yaml", "-c", "config.yaml", "-o", "r.json"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /huge-latency\.json:1:\d+: case 'greet': field 'latency_ms': must be <= 604800000/,
    );
    expect(existsSync(join(folder, "r.json"))).toBe(false);
    const ok = await modelgate(folder, ["run", "suite.yaml", "-c", "ok.yaml", "-o", "ok-result.json"]);
    expect(ok.code).toBe(0);
    const forged = (await readFile(join(folder, "ok-result.json"), "utf8")).replace(
      /"duration_ms": ?[0-9.e+-]+/,
      '"duration_ms":1e23',
    );
    expect(forged).toContain('"duration_ms":1e23');
    await writeFile(join(folder, "forged.json"), forged);
    for (const args of [
      ["compare", "ok-result.json", "forged.json"],
      ["report", "forged.json"],
    ]) {
      const r = await modelgate(folder, args);
      expect(r.code).toBe(2);
      noStackTrace(r);
      expect(r.stderr).toMatch(/forged\.json:\d+:\d+: field 'cases\[0\]\.repetitions\[0\]\.duration_ms'/);
    }
  });

  it("a 195 KB output of 150k lines compares in bounded time, in every format", async () => {
    const before = Array.from({ length: 150_000 }, (_, i) => `${i % 10}`).join("\n");
    const after = Array.from({ length: 150_000 }, (_, i) => `${(i + 1) % 10}`).join("\n");
    expect(before.length).toBeGreaterThan(195_000);
    const folder = await workspace({
      "suite.yaml": "suite: big\ncases:\n  - {id: big, type: none, contract: text, input: x}\n",
      "a.yaml": "id: a\nprovider: replay\noutputs: a.json\n",
      "b.yaml": "id: b\nprovider: replay\noutputs: b.json\n",
      "a.json": JSON.stringify({ outputs: { big: before } }),
      "b.json": JSON.stringify({ outputs: { big: after } }),
    });
    const run = await runPair(folder, ["a.yaml", "b.yaml"]);
    expect(run.code, run.stderr).toBe(0);
    for (const format of ["text", "markdown", "junit", "json"]) {
      const r = await modelgate(folder, [
        "compare",
        "out/big--a.json",
        "out/big--b.json",
        "--format",
        format,
      ]);
      expect(r.code, r.stderr).toBe(1);
      expect(r.ms).toBeLessThan(20_000);
      expect(r.stderr).not.toMatch(/internal error|RangeError/);
    }
  });
});

describe("8. result files that lie", () => {
  it("a case marked pass whose repetitions failed, and a summary that lies, are exit 2 naming the case", async () => {
    const folder = await workspace({
      "suite.yaml": await readFile(join(FIXTURES, "one-exact.yaml"), "utf8"),
      "good.yaml": "id: good\nprovider: replay\noutputs: good.json\n",
      "bad.yaml": "id: bad\nprovider: replay\noutputs: bad.json\n",
      "good.json": JSON.stringify({ outputs: { greet: "hello" } }),
      "bad.json": JSON.stringify({ outputs: { greet: "goodbye" } }),
    });
    expect((await runPair(folder, ["good.yaml", "bad.yaml"])).code).toBe(0);
    const base = "out/one--good.json";
    const cand = "out/one--bad.json";
    const honest = await modelgate(folder, ["compare", base, cand]);
    expect(honest.code).toBe(1);
    const result = JSON.parse(await readFile(join(folder, cand), "utf8"));
    result.cases[0].status = "pass";
    result.cases[0].pass_count = 1;
    result.summary.passed = 1;
    result.summary.failed = 0;
    await writeFile(join(folder, "lying.json"), JSON.stringify(result, null, 2));
    const r = await modelgate(folder, ["compare", base, "lying.json"]);
    expect(r.code).toBe(2);
    noStackTrace(r);
    expect(r.stderr).toMatch(
      /lying\.json:\d+:\d+: case 'greet': field 'cases\[0\]\.status': status disagrees with the repetitions: the file says 'pass', its repetitions say 'fail'/,
    );
    expect(r.stdout).toBe("");
    const summaryOnly = JSON.parse(await readFile(join(folder, cand), "utf8"));
    summaryOnly.summary.passed = 1;
    await writeFile(join(folder, "summary.json"), JSON.stringify(summaryOnly, null, 2));
    const s = await modelgate(folder, ["report", "summary.json"]);
    expect(s.code).toBe(2);
    expect(s.stderr).toMatch(/summary\.passed is 1 but the cases give 0/);
  });

  it("a repeated case id (v2 or v1) is exit 2 naming the file, the position and both indexes, for every reader", async () => {
    const exact = (id: string, word: string) =>
      `  - id: ${id}\n    type: exact\n    input: say ${word}\n    expected: ${word}\n`;
    const folder = await workspace({
      "suite.yaml": `suite: three\ncases:\n${exact("greet", "hello")}${exact("thank", "thanks")}${exact("bye", "bye")}`,
      "rec.yaml": "id: rec\nprovider: replay\noutputs: rec.json\n",
      "rec.json": JSON.stringify({ outputs: { greet: "hello", thank: "thanks", bye: "bye" } }),
      "again.yaml": "id: again\nprovider: replay\noutputs: dup.json\n",
      "folder.yaml": "id: folder\nprovider: replay\noutputs: dups/\n",
    });
    expect((await modelgate(folder, ["run", "suite.yaml", "-c", "rec.yaml", "-o", "a.json"])).code).toBe(0);
    const result = JSON.parse(await readFile(join(folder, "a.json"), "utf8"));
    // The second case again, the summary counting it: only the repeat is wrong.
    result.cases.push(result.cases[1]);
    result.summary.cases++;
    result.summary.passed++;
    await writeFile(join(folder, "dup.json"), JSON.stringify(result, null, 2));
    await mkdir(join(folder, "dups"));
    await writeFile(join(folder, "dups", "dup.json"), JSON.stringify(result, null, 2));
    await writeFile(
      join(folder, "v1.json"),
      JSON.stringify({ ...result, format: "modelgate.run/v1" }, null, 2),
    );
    const repeat = (file: string) =>
      `${file}:147:13: case 'thank': field 'cases[3].id': duplicate case id (first used by cases[1])\n`;
    const validate = await modelgate(folder, ["validate", "dup.json", "v1.json"]);
    expect(validate.code).toBe(2);
    expect(validate.stderr).toBe(`${repeat("dup.json")}${repeat("v1.json")}2 of 2 files invalid\n`);
    for (const [args, file] of [
      [["report", "dup.json"], "dup.json"],
      [["compare", "a.json", "dup.json", "-o", "cmp.md"], "dup.json"],
      [["compare", "dup.json", "a.json", "-o", "cmp.md"], "dup.json"],
      [["merge", "dup.json", "--output", "merged.json"], "dup.json"],
      [["run", "suite.yaml", "-c", "again.yaml", "-o", "replayed.json"], "dup.json"],
      [["run", "suite.yaml", "-c", "folder.yaml", "-o", "replayed.json"], "dups/dup.json"],
    ] as const) {
      const r = await modelgate(folder, [...args]);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr, args.join(" ")).toBe(repeat(file));
      expect(r.stdout, args.join(" ")).toBe("");
    }
    // Nothing half-written.
    for (const name of ["cmp.md", "merged.json", "replayed.json"])
      expect(existsSync(join(folder, name))).toBe(false);
  });
});

describe("9. read-only and full output folders, debris of killed runs", () => {
  it("an unwritable output folder is found before any model call", async () => {
    ollama = await startOllamaDouble();
    const folder = await workspace({
      "suite.yaml": await readFile(join(FIXTURES, "one-exact.yaml"), "utf8"),
      "config.yaml": liveConfig(ollama.url),
    });
    // /proc exists but takes no new files, even for root.
    const r = await modelgate(folder, ["run", "suite.yaml", "-c", "config.yaml", "--output-dir", "/proc"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cannot write to output folder \/proc/);
    expect(ollama.requests.filter((q) => q.path === "/api/chat")).toEqual([]);
    noStackTrace(r);
  });

  it("a folder that cannot be made under /proc is refused at once, not retried for ever", async () => {
    // procfs answers ENOENT for a new child of a folder that exists: Node's recursive mkdir read
    // that as a missing parent and spun at full CPU, deaf to SIGTERM.
    const folder = await workspace({
      "suite.yaml": await readFile(join(FIXTURES, "one-exact.yaml"), "utf8"),
      "config.yaml": "id: r\nprovider: replay\noutputs: outputs.json\n",
      "outputs.json": JSON.stringify({ outputs: { greet: "hello" } }),
    });
    const env = quietEnv({ GITHUB_ACTIONS: "" });
    const cases: Array<[string[], RegExp]> = [
      [["--output-dir", "/proc/nope/deeper"], /cannot create output folder \/proc\/nope\/deeper: ENOENT/],
      [["--output", "/proc/nope/x.json"], /cannot create output folder \/proc\/nope: ENOENT/],
    ];
    for (const [target, message] of cases) {
      const r = await runCli(["run", "suite.yaml", "-c", "config.yaml", ...target], {
        cwd: folder,
        env,
        killAfterMs: 15_000,
      });
      expect(r.code, `${target.join(" ")}: ${r.stderr}`).toBe(2);
      expect(r.stderr).toMatch(message);
      noStackTrace(r);
    }
  });

  it("stale temporary files of a killed run are removed; a clean run leaves no temporary file", async () => {
    const folder = await workspace({
      "suite.yaml": await readFile(join(FIXTURES, "one-exact.yaml"), "utf8"),
      "config.yaml": "id: r\nprovider: replay\noutputs: outputs.json\n",
      "outputs.json": JSON.stringify({ outputs: { greet: "hello" } }),
      // pid 2^22 + 1 is above Linux's pid_max: that process cannot be alive.
      "out/.one--r.json.4194305.0123456789ab.tmp": "x".repeat(100_000),
    });
    const r = await modelgate(folder, ["run", "suite.yaml", "-c", "config.yaml", "--output-dir", "out"]);
    expect(r.code, r.stderr).toBe(0);
    expect((await readdir(join(folder, "out"))).sort()).toEqual(["one--r.json"]);
  });

  it("--output into a device writes into it: /dev/full refuses (exit 2), /dev/null stays a device", async () => {
    // A rename over the target replaced the device with a regular file when run as root.
    const folder = await workspace({
      "suite.yaml": await readFile(join(FIXTURES, "one-exact.yaml"), "utf8"),
      "config.yaml": "id: r\nprovider: replay\noutputs: outputs.json\n",
      "outputs.json": JSON.stringify({ outputs: { greet: "hello" } }),
    });
    const run = await modelgate(folder, ["run", "suite.yaml", "-c", "config.yaml", "--output", "r.json"]);
    expect(run.code, run.stderr).toBe(0);
    const full = await modelgate(folder, ["compare", "r.json", "r.json", "--output", "/dev/full"]);
    expect(full.code).toBe(2);
    expect(full.stderr).toMatch(/cannot write '\/dev\/full': ENOSPC/);
    noStackTrace(full);
    for (const args of [
      ["report", "r.json", "--output", "/dev/null"],
      ["run", "suite.yaml", "-c", "config.yaml", "--output", "/dev/null"],
    ]) {
      const r = await modelgate(folder, args);
      expect(r.code, r.stderr).toBe(0);
    }
    expect((await lstat("/dev/null")).isCharacterDevice()).toBe(true);
    expect((await lstat("/dev/full")).isCharacterDevice()).toBe(true);
  });

  it("--output-dir is all or nothing: when one file cannot be written, none is", async () => {
    const folder = await workspace({ blocker: "a file where a folder should be" });
    await expect(
      writeFilesAtomic([
        { path: join(folder, "out", "first.json"), text: "{}\n" },
        { path: join(folder, "blocker", "second.json"), text: "{}\n" },
      ]),
    ).rejects.toThrow();
    expect(await readdir(join(folder, "out"))).toEqual([]);
  });
});

describe("10. invisible characters", () => {
  it("zero-width, tag and bidi characters are shown as \\u{...} in text, Markdown and JUnit; JSON stays faithful", async () => {
    const sneaky = "ok\u200b\u{E0049}\u{E0047}\u202egnp.exe\u2066";
    const folder = await workspace({
      "suite.yaml": "suite: inv\ncases:\n  - {id: inv, type: exact, input: x, expected: ok}\n",
      "a.yaml": "id: a\nprovider: replay\noutputs: a.json\n",
      "b.yaml": "id: b\nprovider: replay\noutputs: b.json\n",
      "a.json": JSON.stringify({ outputs: { inv: "ok" } }),
      "b.json": JSON.stringify({ outputs: { inv: sneaky } }),
    });
    expect((await runPair(folder, ["a.yaml", "b.yaml"])).code).toBe(0);
    const exits: CliExit[] = [];
    for (const format of ["text", "markdown", "junit"]) {
      const c = await modelgate(folder, [
        "compare",
        "out/inv--a.json",
        "out/inv--b.json",
        "--format",
        format,
      ]);
      expect(c.code).toBe(1);
      exits.push(c);
      if (format !== "junit")
        exits.push(await modelgate(folder, ["report", "out/inv--b.json", "--format", format]));
      expect(c.stdout).toContain("\\u{200B}");
    }
    for (const e of exits) {
      expect(e.stdout).not.toMatch(
        /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|[\u{E0000}-\u{E007F}]/u,
      );
    }
    const json = await modelgate(folder, ["report", "out/inv--b.json", "--format", "json"]);
    expect(JSON.parse(json.stdout).cases[0].repetitions[0].output).toBe(sneaky);
  });
});
