// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${NAME} in configs is the syntax under test.
// The bundled Action's log and what it sends to GitHub, against hostile text: a server version and
// a suite name that try to become workflow commands (after U+0085, on lines of their own), an
// Ollama address with a password, and a secret the committed baseline holds but this job knows.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  CONFIG,
  ensureBundle,
  makeWorkspace,
  runAction,
  runPushBaseline,
  SUITE,
} from "../doubles/action-run.js";
import { pullRequestEvent } from "../doubles/events.js";
import { GitHubDouble } from "../doubles/github-double.js";
import { parseCommands } from "../doubles/independent-runner.js";
import { type OllamaDouble, startOllamaDouble } from "../doubles/ollama-double.js";
import { ensureCli, quietEnv, runCli } from "../helpers/cli.js";

let ollama: OllamaDouble | null = null;

beforeAll(() => {
  ensureBundle();
  ensureCli();
});
afterEach(async () => {
  await ollama?.close();
  ollama = null;
});

/** Every file under `folder`, as text. */
function filesUnder(folder: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) out.push(...filesUnder(file));
    else out.push(readFileSync(file, "utf8"));
  }
  return out;
}

describe("the Ollama group and server strings in the log", { timeout: 120_000 }, () => {
  it("a version with U+0085 before `::error` is inert; a password in base_url or ollama-url is never printed, and is masked", async () => {
    ollama = await startOllamaDouble({ version: "0.6.8\n\u0085::error title=NEL::NEL-INJECTED-VERSION" });
    ollama.respond(() => ({ content: "ok" }));
    const workspace = makeWorkspace(2, 0);
    const address = new URL(ollama.url);
    const withPassword = `http://modelgate:Hunter2SecretPw@${address.host}`;
    writeFileSync(
      path.join(workspace, "suites/gate/configs/pw.yaml"),
      `id: pw\nprovider: ollama\nmodel: llama3.2:3b\nbase_url: ${withPassword}\n`,
    );
    writeFileSync(
      path.join(workspace, "suites/gate/configs/live.yaml"),
      "id: live\nprovider: ollama\nmodel: llama3.2:3b\n",
    );
    const fromConfig = await runPushBaseline({
      workspace,
      sha: "c".repeat(40),
      config: "suites/gate/configs/pw.yaml",
      inputs: {},
    });
    // The input's password percent-encoded (`Pw0rd@FromVars`): the decoded value is masked too.
    const fromInput = await runPushBaseline({
      workspace,
      sha: "d".repeat(40),
      config: "suites/gate/configs/live.yaml",
      inputs: { "ollama-url": `http://svc:Pw0rd%40FromVars@${address.host}` },
    });
    for (const [run, passwords] of [
      [fromConfig, ["Hunter2SecretPw"]],
      [fromInput, ["Pw0rd%40FromVars", "Pw0rd@FromVars"]],
    ] as const) {
      expect(run.code).toBe(0);
      const commands = parseCommands(run.stdout);
      expect(commands.filter((c) => c.command === "error")).toEqual([]);
      // The NEL is shown as its escape (no C1 control reaches the log), so the line is inert.
      expect(run.stdout).toMatch(/\\u0085::error title=NEL::NEL-INJECTED-VERSION/);
      expect(run.stdout).not.toContain("\u0085");
      const group = commands.find((c) => c.command === "group" && c.message.startsWith("Ollama:"));
      expect(group?.message).toBe(`Ollama: llama3.2:3b at http://${address.host}`);
      const masks = commands.filter((c) => c.command === "add-mask").map((c) => c.message);
      for (const password of passwords) {
        expect(masks).toContain(password);
        // Only the add-mask line itself carries it: the runner needs the value to mask it.
        const lines = run.stdout.split("\n").filter((l) => l.includes(password));
        expect(lines.filter((l) => !l.startsWith("::add-mask::"))).toEqual([]);
        for (const text of filesUnder(run.runnerTemp)) expect(text).not.toContain(password);
      }
    }
  });
});

describe("a URL input the Action refuses", { timeout: 120_000 }, () => {
  // Its refusal is the first thing printed: the password is masked before it, and not repeated.
  it("never prints the password it holds, and masks it first", async () => {
    const double = new GitHubDouble();
    await double.start();
    try {
      const workspace = makeWorkspace(2, 0);
      const refused = [
        ["ftp://bob:Hunter2SecretPw@llm.internal/v1", "'ftp://llm.internal/v1' must use http:// or https://"],
        ["http://bob:Hunter2SecretPw@llm.internal/v1?k=1", "must not have a query"],
      ] as const;
      for (const [url, said] of refused) {
        const run = await runAction({
          double,
          workspace,
          eventName: "pull_request",
          event: pullRequestEvent({ number: 7 }),
          ref: "refs/pull/7/merge",
          inputs: { "github-token": "ghs_test", suites: SUITE, config: CONFIG("cand"), "openai-url": url },
        });
        expect(run.code).not.toBe(0);
        const commands = parseCommands(run.stdout);
        const mask = commands.findIndex((c) => c.command === "add-mask" && c.message === "Hunter2SecretPw");
        const error = commands.findIndex((c) => c.command === "error");
        expect(mask).toBeGreaterThanOrEqual(0);
        expect(mask).toBeLessThan(error);
        expect(commands[error]?.message).toContain(said);
        const unmasked = run.stdout.split("\n").filter((l) => !l.startsWith("::add-mask::"));
        expect(unmasked.filter((l) => l.includes("Hunter2SecretPw"))).toEqual([]);
      }
    } finally {
      await double.stop();
    }
  });
});

describe("suite text and known secrets on a pull request", { timeout: 120_000 }, () => {
  const double = new GitHubDouble();
  const secret = "Tok3n$ecret_#9-live";
  let workspace: string;
  beforeAll(async () => {
    await double.start();
    double.pulls.set(7, { headSha: "a".repeat(40) });
    workspace = mkdtempSync(path.join(tmpdir(), "mg-ws-hostile-"));
    mkdirSync(path.join(workspace, ".git"));
    const s = path.join(workspace, "s");
    mkdirSync(s);
    const name = "inj\\n::warning file=x.txt,line=1::INJECTED-SUITE-NAME\\n::add-mask::Passed";
    // c2's baseline label is the secret: the report quotes it escaped (`$` as &#36;), not as written.
    const suite = (input: string) =>
      `suite: "${name}"\ncases:\n  - id: c1\n    type: contains\n    input: "${input}"\n    expected: ok\n` +
      "  - id: c2\n    type: classification\n    input: route this\n    expected: billing\n";
    writeFileSync(path.join(s, "old-suite.yaml"), suite("hello v1"));
    writeFileSync(path.join(s, "suite.yaml"), suite("hello v2"));
    writeFileSync(
      path.join(s, "old.json"),
      JSON.stringify({ outputs: { c1: `ok, and the key is ${secret}`, c2: secret } }),
    );
    writeFileSync(path.join(s, "new.json"), JSON.stringify({ outputs: { c1: "nope", c2: "billing" } }));
    writeFileSync(path.join(s, "old.yaml"), "id: old\nprovider: replay\noutputs: old.json\n");
    writeFileSync(
      path.join(s, "new.yaml"),
      'id: new\nprovider: replay\noutputs: new.json\nheaders:\n  X-Api-Key: "${MY_KEY}"\n',
    );
    // The committed baseline, recorded before the config declared the key: it holds the value.
    const recorded = await runCli(
      ["run", "s/old-suite.yaml", "--config", "s/old.yaml", "--output", "base.json"],
      {
        cwd: workspace,
        env: quietEnv({ GITHUB_ACTIONS: "" }),
      },
    );
    expect(recorded.code, recorded.stderr).toBe(0);
    expect(readFileSync(path.join(workspace, "base.json"), "utf8")).toContain(secret);
  });
  afterAll(() => double.stop());

  it("no line of a suite name becomes a command; the secret reaches neither the comment, the check run nor the summary", async () => {
    const run = await runAction({
      double,
      workspace,
      eventName: "pull_request",
      event: pullRequestEvent({ number: 7 }),
      ref: "refs/pull/7/merge",
      inputs: {
        "github-token": "ghs_test",
        suites: "s/suite.yaml",
        config: "s/new.yaml",
        baseline: "base.json",
      },
      env: { MY_KEY: secret },
    });
    expect(run.code, run.stderr).toBe(1);
    const commands = parseCommands(run.stdout);
    expect(commands.filter((c) => c.properties.file === "x.txt")).toEqual([]);
    expect(commands.filter((c) => c.command === "add-mask").map((c) => c.message)).not.toContain(
      "Passed: case definitions differ from the baseline's; compared anyway (c1)",
    );
    expect(run.stdout).toContain("\\u003a:warning file=x.txt,line=1::INJECTED-SUITE-NAME");
    expect(run.stdout).toContain("\\u003a:add-mask::Passed");

    expect(double.comments).toHaveLength(1);
    expect(double.checkRuns).toHaveLength(1);
    const sent = JSON.stringify(double.writes().map((w) => w.body));
    // Neither the value nor its Markdown-escaped form (`$` as &#36;, `#` as &#35;) is sent.
    expect(sent).not.toMatch(/Tok3n/);
    expect(run.summary).not.toMatch(/Tok3n/);
    expect(double.comments[0]!.body).toContain("<redacted>");
  });
});
