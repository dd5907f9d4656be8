// Runs the bundled Action (dist/index.js) in a child process the way the runner does: inputs as
// INPUT_<NAME> variables (upper-cased, hyphens kept), the event payload in a file, outputs and
// the job summary in files, the GitHub API at the local double.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pushEvent } from "./events.js";
import { GitHubDouble, runtimeToken } from "./github-double.js";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const BUNDLE = path.join(REPO_ROOT, "dist/index.js");

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** `::warning::` lines the Action printed. */
  warnings: string[];
  runnerTemp: string;
}

export interface ActionRunOptions {
  inputs: Record<string, string>;
  eventName: string;
  event: unknown;
  double: GitHubDouble;
  workspace: string;
  sha?: string;
  ref?: string;
  runId?: number;
  /** The cache and artifact services (twirp at the double); off: as outside a runner. */
  services?: boolean;
  runnerTemp?: string;
  /** More environment variables (the Action's internal test knobs). */
  env?: Record<string, string>;
}

export function ensureBundle(): void {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run 'npm run build' first (npm test does)`);
}

export async function runAction(o: ActionRunOptions): Promise<ActionRun> {
  const dir = mkdtempSync(path.join(tmpdir(), "mg-action-"));
  const runnerTemp = o.runnerTemp ?? path.join(dir, "runner-temp");
  mkdirSync(runnerTemp, { recursive: true });
  const eventPath = path.join(dir, "event.json");
  const outputPath = path.join(dir, "output");
  const summaryPath = path.join(dir, "summary.md");
  writeFileSync(eventPath, JSON.stringify(o.event));
  writeFileSync(outputPath, "");
  writeFileSync(summaryPath, "");
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: "true",
    CI: "true",
    GITHUB_REPOSITORY: "octo/app",
    GITHUB_REPOSITORY_OWNER: "octo",
    GITHUB_EVENT_NAME: o.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_SHA: o.sha ?? "e".repeat(40),
    GITHUB_REF: o.ref ?? "refs/heads/main",
    GITHUB_RUN_ID: String(o.runId ?? o.double.currentRunId),
    GITHUB_WORKFLOW_REF: `octo/app/.github/workflows/models.yml@${o.ref ?? "refs/heads/main"}`,
    GITHUB_API_URL: o.double.url,
    // Not a GHES host: the cache and artifact clients refuse GHES.
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_WORKSPACE: o.workspace,
    RUNNER_TEMP: runnerTemp,
  };
  if (o.services) {
    env.ACTIONS_RESULTS_URL = `${o.double.url}/`;
    env.ACTIONS_RUNTIME_TOKEN = runtimeToken();
    env.ACTIONS_CACHE_SERVICE_V2 = "true";
  }
  for (const [name, value] of Object.entries(o.inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  // GitHub's waits (seconds) become milliseconds: fault tests never sleep for real.
  env.MODELGATE_INTERNAL_WAIT_SCALE = "0.001";
  Object.assign(env, o.env ?? {});

  const child = spawn(process.execPath, [BUNDLE], {
    cwd: o.workspace,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(outputPath, "utf8")),
    summary: readFileSync(summaryPath, "utf8"),
    warnings: stdout.split("\n").filter((l) => l.startsWith("::warning")),
    runnerTemp,
  };
}

/**
 * `mode: baseline` with no stored baseline on a push to a feature branch, against a GitHub double
 * of its own: how the provider tests run one configuration through the Action.
 */
export async function runPushBaseline(o: {
  workspace: string;
  sha: string;
  config: string;
  inputs: Record<string, string>;
  /** The runner's temp folder: give the same one twice for what a restored cache leaves there. */
  runnerTemp?: string;
}): Promise<ActionRun> {
  const github = new GitHubDouble();
  await github.start();
  try {
    return await runAction({
      double: github,
      workspace: o.workspace,
      eventName: "push",
      event: pushEvent(o.sha, "feature"),
      ref: "refs/heads/feature",
      inputs: {
        "github-token": "ghs_test",
        mode: "baseline",
        baseline: "none",
        suites: SUITE,
        config: o.config,
        ...o.inputs,
      },
      ...(o.runnerTemp !== undefined ? { runnerTemp: o.runnerTemp } : {}),
    });
  } finally {
    await github.stop();
  }
}

/** The runner's file command format: `name<<DELIMITER\nvalue\nDELIMITER`. */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i] ?? "");
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i] ?? "");
    outputs[m[1]!] = value.join("\n");
  }
  return outputs;
}

/**
 * A workspace with a replay suite of `cases` contains-cases: `base` passes them all, `cand`
 * fails the first `regressions`, `same` (another id, the base outputs) passes them all.
 */
export function makeWorkspace(cases: number, regressions: number): string {
  const root = mkdtempSync(path.join(tmpdir(), "mg-ws-"));
  const suiteDir = path.join(root, "suites", "gate");
  mkdirSync(path.join(suiteDir, "configs"), { recursive: true });
  mkdirSync(path.join(suiteDir, "recorded"), { recursive: true });
  const ids = Array.from({ length: cases }, (_, i) => `case-${String(i + 1).padStart(2, "0")}`);
  const suite = [
    "suite: gate-fixture",
    "description: cases for the Action's end-to-end tests",
    "cases:",
    ...ids.flatMap((id) => [
      `  - id: ${id}`,
      "    type: contains",
      `    input: "Answer ${id} with ok"`,
      "    expected: ok",
    ]),
    "",
  ].join("\n");
  writeFileSync(path.join(suiteDir, "suite.yaml"), suite);
  const outputs = (fail: number) =>
    JSON.stringify({
      outputs: Object.fromEntries(
        ids.map((id, i) => [id, { output: i < fail ? "no" : "ok", latency_ms: 100 }]),
      ),
    });
  writeFileSync(path.join(suiteDir, "recorded", "base.json"), outputs(0));
  writeFileSync(path.join(suiteDir, "recorded", "cand.json"), outputs(regressions));
  const config = (id: string, file: string) => `id: ${id}\nprovider: replay\noutputs: ../recorded/${file}\n`;
  writeFileSync(path.join(suiteDir, "configs", "base.yaml"), config("base", "base.json"));
  writeFileSync(path.join(suiteDir, "configs", "cand.yaml"), config("cand", "cand.json"));
  writeFileSync(path.join(suiteDir, "configs", "same.yaml"), config("same", "base.json"));
  return root;
}

export const SUITE = "suites/gate/suite.yaml";
export const CONFIG = (name: "base" | "cand" | "same") => `suites/gate/configs/${name}.yaml`;
