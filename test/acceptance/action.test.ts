import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IndependentGitHub, type TokenGrant } from "../doubles/independent-github.js";
import { runStep, type StepOutcome } from "../doubles/independent-runner.js";
import { makeRun } from "../helpers/make-run.js";

// Acceptance test of the Action as a user would see it: dist/index.js, run by a runner emulator
// against an api.github.com emulator, neither of which shares code with the Action's own doubles.

const ROOT = path.resolve(import.meta.dirname, "../..");
const OWNER = "acme";
const REPO = "support-bot";
const BASE_SHA = "1111111111111111111111111111111111111111";
const HEAD_SHA = "2222222222222222222222222222222222222222";
const MERGE_SHA = "3333333333333333333333333333333333333333";
const FORK_HEAD_SHA = "4444444444444444444444444444444444444444";
const PUSH_SHA = "5555555555555555555555555555555555555555";
const PR = 7;
const FORK_PR = 8;
const WRITE_TOKEN = "ghs_writeInstallationToken000000000000";
const READ_TOKEN = "ghs_readOnlyInstallationToken0000000000";
const SUITE_FILE = "suites/support-assistant/suite.yaml";
const MATRIX = {
  suites: SUITE_FILE,
  config: "suites/support-assistant/configs/candidate.yaml",
  "baseline-config": "suites/support-assistant/configs/baseline.yaml",
  plugins: "suites/support-assistant/checks.mjs",
};
/** The literal "compatible candidate": the baseline configuration on both sides. */
const COMPATIBLE = { ...MATRIX, config: "suites/support-assistant/configs/baseline.yaml" };
/** A different configuration (its own id) that behaves exactly like the baseline. */
const UNCHANGED = { ...MATRIX, config: "suites/support-assistant/configs/unchanged.yaml" };
/** Gating cases of the shipped example: four regressions and one contract mismatch. */
const GATING = [
  "ticket-json",
  "shipping-address",
  "intent-billing",
  "order-lookup-tool",
  "order-status-contract",
];
const OUTPUTS = [
  "status",
  "cases",
  "regressions",
  "fixed",
  "changed",
  "mismatches",
  "errors",
  "result-path",
  "comparison-path",
  "report-path",
  "baseline-source",
  "baseline-sha",
  "comment-id",
  "comment-url",
  "check-run-id",
  "check-run-url",
];

const APP_TOKEN = "ghs_githubAppInstallationToken0000000000";
const grants: Record<string, TokenGrant> = {
  [WRITE_TOKEN]: { kind: "installation", pullRequests: "write", checks: "write" },
  // A GitHub App's installation token (actions/create-github-app-token): it posts as its own bot.
  [APP_TOKEN]: { kind: "installation", login: "modelgate-ci[bot]", pullRequests: "write", checks: "write" },
  [READ_TOKEN]: { kind: "installation", pullRequests: "read", checks: "read" },
};

let scratch: string;
let actionDir: string;
/** The Action's copy that records the chunks a step loads (in probeRecord); run 1 runs from it. */
let probeDir: string;
let probeRecord: string;
/** Run 1 (a replay step in matrix mode): its outcome and the on-demand chunks it loaded. */
let replayRun: StepOutcome | undefined;
let replayChunks: string[] = [];
const probeLoaded = () =>
  existsSync(probeRecord) ? readFileSync(probeRecord, "utf8").split("\n").filter(Boolean) : [];
let github: IndependentGitHub;
let apiUrl: string;

/** The line of each `- id:` in the suite file, read independently of the engine. */
function suiteLines(file: string): Map<string, number> {
  const lines = readFileSync(file, "utf8").split("\n");
  const out = new Map<string, number>();
  lines.forEach((line, i) => {
    const m = /^\s*-\s+id:\s*(\S+)\s*$/.exec(line);
    if (m) out.set(m[1]!, i + 1);
  });
  return out;
}

function repository(): Record<string, unknown> {
  return {
    id: 123456789,
    node_id: "R_kgDOtest",
    name: REPO,
    full_name: `${OWNER}/${REPO}`,
    private: false,
    owner: { login: OWNER, id: 9919, type: "Organization" },
    html_url: `https://github.com/${OWNER}/${REPO}`,
    default_branch: "main",
    fork: false,
  };
}

function prPayload(number: number, headSha: string, headRepo: string): Record<string, unknown> {
  const base = repository();
  const head =
    headRepo === `${OWNER}/${REPO}`
      ? base
      : { ...base, id: 99, full_name: headRepo, owner: { login: headRepo.split("/")[0] }, fork: true };
  return {
    action: "synchronize",
    number,
    pull_request: {
      id: 1_500_000 + number,
      node_id: `PR_kwDO${number}`,
      number,
      state: "open",
      title: "Move the assistant to the q4 quantization",
      user: { login: "priya", id: 7, type: "User" },
      html_url: `https://github.com/${OWNER}/${REPO}/pull/${number}`,
      head: { label: `${headRepo.split("/")[0]}:upgrade-q4`, ref: "upgrade-q4", sha: headSha, repo: head },
      base: { label: `${OWNER}:main`, ref: "main", sha: BASE_SHA, repo: base },
    },
    repository: base,
    sender: { login: "priya", id: 7, type: "User" },
  };
}

interface Job {
  with: Record<string, string>;
  eventName?: string;
  payload?: Record<string, unknown>;
  sha?: string;
  ref?: string;
  token?: string;
  /** Copy the example under this folder of the workspace (working-directory tests). */
  under?: string;
  /** More files for the checkout: path relative to the workspace → content. */
  files?: Record<string, string>;
  nodeFlags?: string[];
  env?: Record<string, string>;
  /** Another copy of the Action (the default: the one downloaded in beforeAll). */
  actionDir?: string;
}

/** A fresh job: its own checkout of the example and runner folders; the GitHub state is shared. */
async function job(spec: Job): Promise<StepOutcome & { workspace: string }> {
  const jobDir = mkdtempSync(path.join(scratch, "job-"));
  const workspace = path.join(jobDir, "work", REPO, REPO);
  const suiteRoot = path.join(workspace, spec.under ?? "", "suites", "support-assistant");
  mkdirSync(suiteRoot, { recursive: true });
  cpSync(path.join(ROOT, "suites", "support-assistant"), suiteRoot, { recursive: true });
  writeFileSync(
    path.join(suiteRoot, "configs", "unchanged.yaml"),
    "id: support-llama3.1-8b-q8-rebuilt\nprovider: replay\noutputs: ../recorded/baseline.json\n",
  );
  for (const [file, content] of Object.entries(spec.files ?? {})) {
    mkdirSync(path.dirname(path.join(workspace, file)), { recursive: true });
    writeFileSync(path.join(workspace, file), content);
  }
  const outcome = await runStep({
    actionDir: spec.actionDir ?? actionDir,
    workspace,
    with: spec.with,
    eventName: spec.eventName ?? "pull_request",
    payload: spec.payload ?? prPayload(PR, HEAD_SHA, `${OWNER}/${REPO}`),
    repository: `${OWNER}/${REPO}`,
    sha: spec.sha ?? MERGE_SHA,
    ref: spec.ref ?? `refs/pull/${PR}/merge`,
    apiUrl,
    token: spec.token ?? WRITE_TOKEN,
    jobDir,
    ...(spec.nodeFlags ? { nodeFlags: spec.nodeFlags } : {}),
    // Rate-limit waits are real but scaled down: GitHub's seconds become milliseconds here.
    env: { MODELGATE_INTERNAL_WAIT_SCALE: "0.001", ...(spec.env ?? {}) },
  });
  return { ...outcome, workspace };
}

function log(outcome: StepOutcome): string {
  return `exit ${outcome.exitCode}\n--- stdout\n${outcome.stdout}\n--- stderr\n${outcome.stderr}`;
}

const botComments = (issue: number) =>
  (github.comments.get(issue) ?? []).filter((c) => c.user.login === "github-actions[bot]");
const writes = (method: string, pattern: RegExp, since = 0) =>
  github.requests.slice(since).filter((r) => r.method === method && pattern.test(r.path) && r.status < 300);

/** dist/index.js and every file it imports statically, transitively: what a start parses. */
function loadedAtStart(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const queue = ["dist/index.js"];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (files.has(file)) continue;
    const text = readFileSync(path.join(dir, file), "utf8");
    files.set(file, text);
    for (const m of text.matchAll(/^import\s+(?:[^;"]*?\sfrom\s*)?"(\.\.?\/[^"]+)";/gm)) {
      queue.push(path.posix.join(path.posix.dirname(file), m[1]!));
    }
  }
  return files;
}

/** The files of the Action a runner downloads: the manifest, the entry and the chunks it loads. */
function copyAction(to: string): void {
  mkdirSync(path.join(to, "dist"), { recursive: true });
  for (const file of ["action.yml", "package.json", "dist/index.js", "dist/action-chunks"]) {
    cpSync(path.join(ROOT, file), path.join(to, file), { recursive: true });
  }
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), "modelgate-acceptance-"));
  // The action as the runner downloads it: the repository's files, no node_modules.
  actionDir = path.join(scratch, "_actions", "your-org", "modelgate", "v1");
  copyAction(actionDir);
  // A copy whose every chunk not loaded at start records its name when it is evaluated: run 1
  // runs from it, so the replay step that the lazy-loading test reads costs no step of its own.
  probeDir = path.join(scratch, "_actions", "your-org", "modelgate", "probe");
  copyAction(probeDir);
  const start = loadedAtStart(probeDir);
  probeRecord = path.join(probeDir, "loaded-chunks.txt");
  for (const chunk of readdirSync(path.join(probeDir, "dist/action-chunks"))) {
    const file = path.join(probeDir, "dist/action-chunks", chunk);
    if (start.has(`dist/action-chunks/${chunk}`)) continue;
    const line = `import { appendFileSync as __probe } from "node:fs"; __probe(${JSON.stringify(probeRecord)}, "${chunk}\\n");\n`;
    writeFileSync(file, line + readFileSync(file, "utf8"));
  }
  github = new IndependentGitHub({
    owner: OWNER,
    repo: REPO,
    tokens: grants,
    commits: [BASE_SHA, HEAD_SHA, MERGE_SHA, FORK_HEAD_SHA, PUSH_SHA],
    pulls: {
      [PR]: HEAD_SHA,
      [FORK_PR]: FORK_HEAD_SHA,
      9: HEAD_SHA,
      10: HEAD_SHA,
      11: HEAD_SHA,
      12: HEAD_SHA,
      13: HEAD_SHA,
      14: HEAD_SHA,
    },
  });
  apiUrl = await github.start();
});

afterAll(async () => {
  await github?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("a same-repository pull request in matrix mode", () => {
  const human = "<!-- modelgate:default -->\nI pasted the marker into my own comment; leave it alone.";
  let humanId = 0;
  let run1: StepOutcome & { workspace: string };
  let firstCommentId = 0;

  it("run 1: comments once, creates a failing check run on the head commit, sets outputs, fails the step", async () => {
    // 120 earlier comments push the bot's comment onto page 2 of a 100-per-page listing.
    for (let i = 0; i < 120; i++)
      github.plantComment(PR, i % 2 === 0 ? "priya" : "dependabot[bot]", `note ${i}`);
    humanId = github.plantComment(PR, "priya", human).id;
    const before = github.requests.length;
    // Strict about Node's API on the way: a runtime-deprecated call throws instead of warning.
    run1 = await job({ with: MATRIX, nodeFlags: ["--throw-deprecation"], actionDir: probeDir });
    replayRun = run1;
    replayChunks = probeLoaded();
    const ctx = log(run1);

    expect(run1.exitCode, ctx).toBe(1);
    expect(run1.stderr).not.toMatch(/DeprecationWarning/);
    expect(run1.errors.length, ctx).toBeGreaterThan(0);
    expect(run1.errors.join("\n")).toMatch(/regress/i);

    // Exactly one comment created, by the bot, with the hidden marker; the human's is untouched.
    expect(writes("POST", /\/issues\/7\/comments$/, before)).toHaveLength(1);
    expect(writes("PATCH", /\/issues\/comments\//, before)).toHaveLength(0);
    const mine = botComments(PR).filter((c) => c.body.includes("<!-- modelgate:default -->"));
    expect(mine).toHaveLength(1);
    firstCommentId = mine[0]!.id;
    expect(github.comments.get(PR)!.find((c) => c.id === humanId)!.body).toBe(human);
    expect(mine[0]!.body).toMatch(/regress/i);

    // The check run: on pull_request.head.sha, never GITHUB_SHA (the merge commit).
    const runs = github.checkRuns.filter((r) => r.id > 0);
    expect(runs).toHaveLength(1);
    const run = runs[0]!;
    expect(run.head_sha).toBe(HEAD_SHA);
    expect(run.name).toBe("ModelGate");
    expect(run.status).toBe("completed");
    expect(run.conclusion).toBe("failure");
    expect(run.output.title).toMatch(/regress/i);
    expect(run.output.summary).toContain("ticket-json");

    // Failure annotations: exactly the gating cases, each at its `- id:` line of the suite file.
    const lines = suiteLines(path.join(run1.workspace, SUITE_FILE));
    const failures = run.annotations.filter((a) => a.annotation_level === "failure");
    expect(failures.map((a) => a.title?.split(":")[0]).sort()).toEqual([...GATING].sort());
    for (const a of run.annotations) {
      expect(a.path).toBe(SUITE_FILE);
      const id = a.title!.split(":")[0]!;
      expect(a.start_line, id).toBe(lines.get(id));
      expect(a.end_line).toBe(a.start_line);
      // An annotation raised for latency says what the latency did.
      if (a.title!.endsWith(": slower")) expect(a.message).toMatch(/\d+ ms -> \d+ ms/);
    }
    expect(run.annotations.some((a) => a.title!.endsWith(": slower"))).toBe(true);

    // Outputs, in the runner's heredoc format, every declared output present.
    for (const name of OUTPUTS) {
      expect(run1.outputFile, name).toMatch(new RegExp(`^${name}<<ghadelimiter_[0-9a-f-]+$`, "m"));
      expect(run1.outputs, name).toHaveProperty(name);
    }
    expect(run1.outputs).toMatchObject({
      status: "regressed",
      cases: "14",
      regressions: "4",
      fixed: "1",
      changed: "3",
      mismatches: "1",
      errors: "0",
      "baseline-source": "matrix",
      "comment-id": String(firstCommentId),
      "comment-url": mine[0]!.html_url,
      "check-run-id": String(run.id),
      "check-run-url": run.html_url,
    });
    const comparison = JSON.parse(readFileSync(run1.outputs["comparison-path"]!, "utf8"));
    expect(comparison.format).toBe("modelgate.compare/v1");
    expect(comparison.summary.regressions).toBe(4);
    const gatingInFile = comparison.cases
      .filter((c: { category: string }) => c.category === "regression" || c.category === "mismatch")
      .map((c: { id: string }) => c.id)
      .sort();
    expect(gatingInFile).toEqual([...GATING].sort());
    expect(readFileSync(run1.outputs["report-path"]!, "utf8")).toContain("ticket-json");
    expect(existsSync(run1.outputs["result-path"]!)).toBe(true);

    // The job summary is written; the token is masked and never printed otherwise.
    expect(run1.summary).toContain("ModelGate");
    expect(run1.summary).toContain("intent-billing");
    expect(run1.commands.some((c) => c.command === "add-mask" && c.message === WRITE_TOKEN)).toBe(true);
    expect(run1.stdout.replace(`::add-mask::${WRITE_TOKEN}`, "")).not.toContain(WRITE_TOKEN);
  }, 60_000);

  it("run 2: updates the same comment in place (found past page 1), never the human's", async () => {
    expect(firstCommentId).toBeGreaterThan(0);
    const before = github.requests.length;
    const runsBefore = github.checkRuns.length;
    const run2 = await job({ with: MATRIX });
    expect(run2.exitCode, log(run2)).toBe(1);
    expect(writes("POST", /\/issues\/7\/comments$/, before)).toHaveLength(0);
    const patches = writes("PATCH", /\/issues\/comments\/\d+$/, before);
    expect(patches.map((r) => r.path)).toEqual([`/repos/${OWNER}/${REPO}/issues/comments/${firstCommentId}`]);
    expect(botComments(PR).filter((c) => c.body.includes("<!-- modelgate:default -->"))).toHaveLength(1);
    expect(github.comments.get(PR)!.find((c) => c.id === humanId)!.body).toBe(human);
    expect(run2.outputs["comment-id"]).toBe(String(firstCommentId));
    // The listing really was paginated: a page 2 was asked for.
    const listings = github.requests
      .slice(before)
      .filter((r) => r.method === "GET" && r.path.endsWith(`/issues/${PR}/comments`));
    expect(listings.length).toBeGreaterThan(1);
    expect(github.checkRuns.length).toBe(runsBefore + 1);
    expect(github.checkRuns.at(-1)!.head_sha).toBe(HEAD_SHA);
  }, 60_000);
});

describe("a GitHub App's installation token as github-token", () => {
  it("finds its own comment again on the next run (GET /user is refused to it too)", async () => {
    const payload = prPayload(13, HEAD_SHA, `${OWNER}/${REPO}`);
    const first = await job({
      with: { ...MATRIX, "github-token": APP_TOKEN },
      payload,
      ref: "refs/pull/13/merge",
    });
    expect(first.exitCode, log(first)).toBe(1);
    const before = github.requests.length;
    const second = await job({
      with: { ...MATRIX, "github-token": APP_TOKEN },
      payload,
      ref: "refs/pull/13/merge",
    });
    expect(second.exitCode, log(second)).toBe(1);
    const comments = github.comments.get(13) ?? [];
    expect(comments.map((c) => c.user.login)).toEqual(["modelgate-ci[bot]"]);
    expect(writes("PATCH", /\/issues\/comments\/\d+$/, before).map((r) => r.path)).toEqual([
      `/repos/${OWNER}/${REPO}/issues/comments/${comments[0]!.id}`,
    ]);
    expect(second.outputs["comment-id"]).toBe(String(comments[0]!.id));
  }, 60_000);
});

describe("tokens that may not write", () => {
  it("a fork's pull request (read-only token): summary, a warning, nothing written; the gate alone decides the exit code", async () => {
    const before = github.requests.length;
    const fork = prPayload(FORK_PR, FORK_HEAD_SHA, "contributor/support-bot");
    const regressed = await job({
      with: MATRIX,
      payload: fork,
      ref: `refs/pull/${FORK_PR}/merge`,
      token: READ_TOKEN,
      nodeFlags: ["--throw-deprecation"],
    });
    expect(regressed.exitCode, log(regressed)).toBe(1);
    expect(regressed.stderr).not.toMatch(/DeprecationWarning/);
    expect(regressed.summary).toContain("intent-billing");
    expect(regressed.warnings.join("\n")).toMatch(/fork|read-only/i);
    expect(regressed.errors.join("\n")).not.toMatch(/403|not accessible/i);
    expect(regressed.outputs.status).toBe("regressed");

    const compatible = await job({
      with: UNCHANGED,
      payload: fork,
      ref: `refs/pull/${FORK_PR}/merge`,
      token: READ_TOKEN,
    });
    expect(compatible.exitCode, log(compatible)).toBe(0);
    expect(compatible.errors).toEqual([]);
    expect(compatible.summary).toMatch(/passed/i);
    expect(compatible.warnings.join("\n")).toMatch(/fork|read-only/i);
    // The writes are tried (a fork's token may write on a private repository) and refused; the
    // GraphQL `viewer` query is a POST that only reads.
    expect(
      github.acceptedWrites().filter((r) => github.requests.indexOf(r) >= before && r.path !== "/graphql"),
    ).toEqual([]);
    expect(github.comments.get(FORK_PR) ?? []).toEqual([]);
    expect(github.checkRuns.filter((r) => r.head_sha === FORK_HEAD_SHA)).toEqual([]);
  }, 60_000);

  it("a same-repository pull request whose token gets 403 on writes: warnings, exit code from the gate", async () => {
    const payload = prPayload(9, HEAD_SHA, `${OWNER}/${REPO}`);
    const before = github.requests.length;
    const outcome = await job({ with: UNCHANGED, payload, ref: "refs/pull/9/merge", token: READ_TOKEN });
    expect(outcome.exitCode, log(outcome)).toBe(0);
    expect(outcome.errors).toEqual([]);
    const refused = github.requests.slice(before).filter((r) => r.status === 403 && r.method !== "GET");
    expect(refused.length).toBeGreaterThan(0);
    expect(outcome.warnings.join("\n")).toMatch(/pull-requests: write/);
    expect(outcome.warnings.join("\n")).toMatch(/checks: write/);
    expect(outcome.summary).toMatch(/passed/i);
    expect(outcome.outputs["comment-id"]).toBe("");
    expect(outcome.outputs["check-run-id"]).toBe("");

    const regressed = await job({ with: MATRIX, payload, ref: "refs/pull/9/merge", token: READ_TOKEN });
    expect(regressed.exitCode, log(regressed)).toBe(1);
    expect(regressed.errors.join("\n")).not.toMatch(/403|not accessible/i);
  }, 60_000);
});

describe("API failures that are not about permissions", () => {
  it("a secondary rate limit (403) on the comment is waited out (retry-after) and the comment posted", async () => {
    const payload = prPayload(14, HEAD_SHA, `${OWNER}/${REPO}`);
    github.failNext(
      "POST",
      /\/issues\/14\/comments$/,
      403,
      "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
      { headers: { "retry-after": "30" } },
    );
    const outcome = await job({ with: UNCHANGED, payload, ref: "refs/pull/14/merge" });
    expect(outcome.exitCode, log(outcome)).toBe(0);
    expect(outcome.stdout).toMatch(/GitHub rate limit on POST .*comments: waiting 30 s \(retry-after: 30\)/);
    expect(outcome.warnings.join("\n")).not.toMatch(/grant 'pull-requests: write'/);
    expect(outcome.outputs["comment-id"]).not.toBe("");
    expect(botComments(14)).toHaveLength(1);
    // Not a read-only token: nothing is left for a `mode: publish` job.
    expect(outcome.stdout).not.toMatch(/mode: publish/);
    expect(outcome.outputs["check-run-id"]).not.toBe("");
  }, 60_000);

  it("a rate limit beyond the bound is reported as such, not as a missing permission; the unchanged configuration passes", async () => {
    const payload = prPayload(14, HEAD_SHA, `${OWNER}/${REPO}`);
    github.failNext("POST", /\/check-runs$/, 429, "API rate limit exceeded", {
      headers: { "retry-after": "600" },
    });
    const outcome = await job({ with: UNCHANGED, payload, ref: "refs/pull/14/merge" });
    expect(outcome.exitCode, log(outcome)).toBe(0);
    // A different configuration that behaves the same passes (the usual case), the pull
    // request's one comment updated in place.
    expect(outcome.outputs.status).toBe("compatible");
    expect(botComments(14)).toHaveLength(1);
    expect(outcome.stdout).toMatch(/waiting 600 s would exceed what is left of the 120 s bound/);
    const warnings = outcome.warnings.join("\n");
    expect(warnings).toMatch(/creating the check run failed: API rate limit exceeded/);
    expect(warnings).not.toMatch(/grant 'checks: write'/);
    expect(outcome.outputs["check-run-id"]).toBe("");
  }, 60_000);
});

describe("settings", () => {
  it("a compatible candidate passes: exit 0, check run success", async () => {
    const payload = prPayload(10, HEAD_SHA, `${OWNER}/${REPO}`);
    const outcome = await job({ with: COMPATIBLE, payload, ref: "refs/pull/10/merge" });
    expect(outcome.exitCode, log(outcome)).toBe(0);
    expect(outcome.errors).toEqual([]);
    expect(outcome.outputs.status).toBe("compatible");
    expect(outcome.outputs.regressions).toBe("0");
    const run = github.checkRuns.find((r) => String(r.id) === outcome.outputs["check-run-id"]);
    expect(run?.conclusion).toBe("success");
    expect(run?.head_sha).toBe(HEAD_SHA);
    expect(run?.annotations.filter((a) => a.annotation_level === "failure")).toEqual([]);
    expect(botComments(10)).toHaveLength(1);
    expect(outcome.stdout).toMatch(/same file/);
    // A different configuration that behaves the same: the second rate-limit test above.
  }, 60_000);

  it("comment: off posts no comment; check-run: false creates no check run", async () => {
    const payload = prPayload(11, HEAD_SHA, `${OWNER}/${REPO}`);
    const before = github.requests.length;
    const runsBefore = github.checkRuns.length;
    const noComment = await job({ with: { ...MATRIX, comment: "off" }, payload, ref: "refs/pull/11/merge" });
    expect(noComment.exitCode, log(noComment)).toBe(1);
    // `off` only looks for an earlier comment to update (there is none here): nothing is written.
    expect(
      github.requests.slice(before).filter((r) => r.path.includes("/comments") && r.method !== "GET"),
    ).toEqual([]);
    expect(github.checkRuns.length).toBe(runsBefore + 1);

    const mid = github.requests.length;
    const noCheck = await job({
      with: { ...MATRIX, "check-run": "false" },
      payload,
      ref: "refs/pull/11/merge",
    });
    expect(noCheck.exitCode, log(noCheck)).toBe(1);
    expect(github.requests.slice(mid).filter((r) => r.path.includes("/check-runs"))).toEqual([]);
    expect(github.checkRuns.length).toBe(runsBefore + 1);
    expect(noCheck.outputs["check-run-id"]).toBe("");
    expect(botComments(11)).toHaveLength(1);
  }, 60_000);

  it("malformed inputs: one clear ::error:: line naming each input and its value, exit 1, no API writes", async () => {
    const malformed = [
      ["concurrency", "abc"],
      ["mode", "bogus"],
      ["comment", "sometimes"],
      ["check-run", "yes please"],
      ["shard", "5/4"],
    ] as const;
    const before = github.requests.length;
    // parseInputs reports every problem at once: one step checks them all.
    const outcome = await job({
      with: { ...MATRIX, ...Object.fromEntries(malformed) },
      payload: prPayload(12, HEAD_SHA, `${OWNER}/${REPO}`),
    });
    expect(outcome.exitCode, log(outcome)).toBe(1);
    const lines = outcome.errors.join("\n").split("\n");
    for (const [name, value] of malformed) {
      expect(
        lines.filter((l) => l.includes(`'${name}'`) && l.includes(value)),
        name,
      ).toHaveLength(1);
    }
    expect(lines.join("\n")).not.toMatch(/internal error|at .*\.js:\d+/);
    expect(github.requests.slice(before).filter((r) => r.method !== "GET")).toEqual([]);
    expect(outcome.outputs.status ?? "").toBe("");
  }, 60_000);

  it("a committed baseline that does not exist fails before any case runs", async () => {
    const { "baseline-config": _matrix, ...single } = MATRIX;
    const before = github.requests.length;
    const outcome = await job({
      with: { ...single, baseline: "baselines/main.json" },
      payload: prPayload(12, HEAD_SHA, `${OWNER}/${REPO}`),
    });
    expect(outcome.exitCode, log(outcome)).toBe(1);
    expect(outcome.errors.join("\n")).toMatch(/input 'baseline': baselines\/main\.json does not exist/);
    expect(outcome.stdout).not.toMatch(/Running \d+ cases/);
    expect(github.requests.slice(before).filter((r) => r.method !== "GET")).toEqual([]);
  }, 60_000);

  it("a committed baseline that repeats a case id fails before any case runs, naming the file and position", async () => {
    const { "baseline-config": _matrix, ...single } = MATRIX;
    const before = github.requests.length;
    const baseline = makeRun([{ id: "greeting-exact" }, { id: "ticket-json" }, { id: "greeting-exact" }]);
    const outcome = await job({
      with: { ...single, baseline: "baselines/main.json" },
      payload: prPayload(12, HEAD_SHA, `${OWNER}/${REPO}`),
      files: { "baselines/main.json": JSON.stringify(baseline, null, 2) },
    });
    expect(outcome.exitCode, log(outcome)).toBe(1);
    // The committed file is named by its path on the runner, as for its other problems.
    expect(outcome.errors.join("\n")).toContain(
      `${outcome.workspace}/baselines/main.json:107:13: case 'greeting-exact': field 'cases[2].id': duplicate case id (first used by cases[0])`,
    );
    expect(outcome.stdout).not.toMatch(/Running \d+ cases/);
    expect(github.requests.slice(before).filter((r) => r.method !== "GET")).toEqual([]);
  }, 60_000);

  it("annotation paths are relative to the repository root with a working-directory", async () => {
    const payload = prPayload(12, HEAD_SHA, `${OWNER}/${REPO}`);
    const outcome = await job({
      with: { ...MATRIX, "working-directory": "ml", "comment-header": "ml" },
      payload,
      ref: "refs/pull/12/merge",
      under: "ml",
    });
    expect(outcome.exitCode, log(outcome)).toBe(1);
    const run = github.checkRuns.find((r) => String(r.id) === outcome.outputs["check-run-id"]);
    expect(run?.name).toBe("ModelGate (ml)");
    const lines = suiteLines(path.join(outcome.workspace, "ml", SUITE_FILE));
    expect(run!.annotations.length).toBeGreaterThan(0);
    for (const a of run!.annotations) {
      expect(a.path).toBe(`ml/${SUITE_FILE}`);
      expect(a.start_line).toBe(lines.get(a.title!.split(":")[0]!));
    }
  }, 60_000);
});

describe("mode auto without the cache and artifact services", () => {
  it("a push to the default branch runs, says plainly that the baseline could not be saved, and does not crash", async () => {
    const payload = {
      ref: "refs/heads/main",
      before: BASE_SHA,
      after: PUSH_SHA,
      repository: repository(),
      pusher: { name: "priya" },
      sender: { login: "priya", id: 7, type: "User" },
      head_commit: { id: PUSH_SHA, message: "Merge pull request #7" },
    };
    const before = github.requests.length;
    const { "baseline-config": _matrix, ...single } = MATRIX;
    const outcome = await job({
      with: single,
      eventName: "push",
      payload,
      sha: PUSH_SHA,
      ref: "refs/heads/main",
    });
    expect(outcome.stderr + outcome.errors.join("\n")).not.toMatch(/internal error|TypeError|ReferenceError/);
    expect(outcome.outputs.status, log(outcome)).toBe("baseline");
    expect(outcome.outputs["baseline-sha"]).toBe("");
    expect(outcome.warnings.join("\n")).toMatch(/baseline not saved/i);
    expect(outcome.summary).toMatch(/not saved/i);
    expect(outcome.exitCode, log(outcome)).toBe(0);
    expect(github.requests.slice(before).filter((r) => r.method !== "GET")).toEqual([]);
  }, 60_000);

  it.each([
    ["a shard leg", { ...MATRIX, shard: "1/2" }],
    ["the merge job", { mode: "merge" }],
  ])(
    "%s says plainly that sharding needs the artifact service (no internal error)",
    async (_what, inputs) => {
      const outcome = await job({ with: inputs, payload: prPayload(12, HEAD_SHA, `${OWNER}/${REPO}`) });
      expect(outcome.exitCode, log(outcome)).toBe(1);
      const errors = outcome.errors.join("\n");
      expect(errors).toMatch(/needs the Actions artifact service/);
      expect(errors).not.toMatch(/internal error/);
    },
    60_000,
  );

  it("a pull request with no stored baseline: neutral check run, nothing fails", async () => {
    const { "baseline-config": _matrix, ...single } = MATRIX;
    const payload = prPayload(12, HEAD_SHA, `${OWNER}/${REPO}`);
    const outcome = await job({
      with: { ...single, "comment-header": "single" },
      payload,
      ref: "refs/pull/12/merge",
    });
    expect(outcome.exitCode, log(outcome)).toBe(0);
    expect(outcome.outputs.status).toBe("no_baseline");
    expect(outcome.outputs["baseline-source"]).toBe("none");
    const run = github.checkRuns.find((r) => String(r.id) === outcome.outputs["check-run-id"]);
    expect(run?.conclusion).toBe("neutral");
    expect(run?.head_sha).toBe(HEAD_SHA);
    expect(outcome.summary).toMatch(/no baseline/i);
  }, 60_000);
});

describe("GitHub's limits", () => {
  /** A suite of `n` exact cases whose candidate answers every one wrongly, at length. */
  function bigSuite(n: number): Record<string, string> {
    const ids = Array.from({ length: n }, (_, i) => `case-${String(i + 1).padStart(3, "0")}`);
    const suite = [
      "suite: big",
      "cases:",
      ...ids.flatMap((id) => [
        `  - id: ${id}`,
        "    type: exact",
        `    input: "Say the word for ${id}"`,
        `    expected: "ok ${id}"`,
      ]),
      "",
    ].join("\n");
    const wrong = (id: string) => `${id} ${"wrong answer with many words ".repeat(40)}`;
    return {
      "suites/big/suite.yaml": suite,
      "suites/big/recorded/baseline.json": JSON.stringify({
        outputs: Object.fromEntries(ids.map((id) => [id, `ok ${id}`])),
      }),
      "suites/big/recorded/candidate.json": JSON.stringify({
        outputs: Object.fromEntries(ids.map((id) => [id, wrong(id)])),
      }),
      "suites/big/configs/baseline.yaml":
        "id: big-base\nprovider: replay\noutputs: ../recorded/baseline.json\n",
      "suites/big/configs/candidate.yaml":
        "id: big-cand\nprovider: replay\noutputs: ../recorded/candidate.json\n",
    };
  }

  it("120 regressions: annotations in batches of at most 50, a comment trimmed under 65,536 characters", async () => {
    const before = github.requests.length;
    const outcome = await job({
      with: {
        suites: "suites/big/suite.yaml",
        config: "suites/big/configs/candidate.yaml",
        "baseline-config": "suites/big/configs/baseline.yaml",
        "comment-header": "big",
      },
      payload: prPayload(12, HEAD_SHA, `${OWNER}/${REPO}`),
      ref: "refs/pull/12/merge",
      files: bigSuite(120),
    });
    expect(outcome.exitCode, log(outcome)).toBe(1);
    expect(outcome.outputs.regressions).toBe("120");
    // No request was refused: every limit was respected on the client side.
    expect(github.requests.slice(before).filter((r) => r.status >= 400 && r.path !== "/user")).toEqual([]);
    const run = github.checkRuns.find((r) => String(r.id) === outcome.outputs["check-run-id"]);
    expect(run?.annotations.filter((a) => a.annotation_level === "failure")).toHaveLength(120);
    const lines = suiteLines(path.join(outcome.workspace, "suites/big/suite.yaml"));
    for (const a of run!.annotations) expect(a.start_line).toBe(lines.get(a.title!.split(":")[0]!));
    // Created without annotations, then 120 added 50 at a time.
    expect(writes("PATCH", /\/check-runs\/\d+$/, before)).toHaveLength(3);
    const comment = botComments(12).find((c) => c.body.includes("<!-- modelgate:big -->"));
    expect(comment).toBeDefined();
    expect([...comment!.body].length).toBeLessThanOrEqual(65_536);
    expect(comment!.body).toMatch(/trimmed|more cases|not shown/i);
    expect(outcome.summary).toContain("case-120");
  }, 60_000);

  it("a refused annotation batch keeps the created check run in the outputs and says what is missing", async () => {
    github.failNext("PATCH", /\/check-runs\/\d+$/, 422, "Validation Failed");
    const outcome = await job({
      with: {
        suites: "suites/big/suite.yaml",
        config: "suites/big/configs/candidate.yaml",
        "baseline-config": "suites/big/configs/baseline.yaml",
        "comment-header": "big2",
      },
      payload: prPayload(12, HEAD_SHA, `${OWNER}/${REPO}`),
      ref: "refs/pull/12/merge",
      files: bigSuite(120),
    });
    expect(outcome.exitCode, log(outcome)).toBe(1);
    const run = github.checkRuns.find((r) => String(r.id) === outcome.outputs["check-run-id"]);
    expect(run?.conclusion).toBe("failure");
    // The run is created without annotations; the first batch is refused, so none are added.
    expect(run?.annotations).toHaveLength(0);
    expect(outcome.warnings.join("\n")).toMatch(/120 annotation\(s\) not added/);
  }, 60_000);
});

describe("the bundle as node24 runs it", () => {
  it("declares node24 and an ES module entry that runs without node_modules", () => {
    const manifest = readFileSync(path.join(actionDir, "action.yml"), "utf8");
    expect(manifest).toMatch(/^\s+using: node24$/m);
    expect(manifest).toMatch(/^\s+main: dist\/index\.js$/m);
    expect(JSON.parse(readFileSync(path.join(actionDir, "package.json"), "utf8")).type).toBe("module");
    expect(existsSync(path.join(actionDir, "node_modules"))).toBe(false);
    // Syntax Node 22+ no longer accepts (import assertions) must not be in the bundle.
    expect(readFileSync(path.join(actionDir, "dist/index.js"), "utf8")).not.toMatch(/\bassert\s*\{\s*type:/);
  });

  // No runtime-deprecated Node API on the pull-request paths: run 1 (same repository) and the
  // fork's regressed run above run with --throw-deprecation.
});

describe("the bundle loads on demand what a step may not need", () => {
  /** Packages (and sources) the entry must not load at start, each in a chunk of its own folder. */
  const ON_DEMAND = [
    "node_modules/@actions/cache/",
    "node_modules/@actions/artifact/",
    "node_modules/@azure/storage-blob/",
    "node_modules/openai/",
    "node_modules/@modelcontextprotocol/sdk/",
    // The GitHub client speaks node:http; @actions/github (and undici) only behind a proxy.
    "node_modules/@actions/github/",
    "node_modules/@actions/http-client/",
    "node_modules/undici/",
    "src/providers/ollama.ts",
    "src/providers/openai.ts",
    "src/mcp/session.ts",
  ];
  /** The chunks dist/index.js names in import() calls, by the module each one holds. */
  const LAZY = ["cache", "artifact", "openai", "ollama", "session", "github"];

  it("keeps the cache, artifact, provider and MCP clients out of what dist/index.js loads at start", () => {
    const start = loadedAtStart(actionDir);
    const chunks = readdirSync(path.join(actionDir, "dist/action-chunks"));
    const all = chunks.map((c) => readFileSync(path.join(actionDir, "dist/action-chunks", c), "utf8"));
    const atStart = [...start.values()].join("\n");
    // esbuild names each bundled module in a `// path` line: the way to see where it went.
    for (const module of ON_DEMAND) {
      expect(atStart.includes(`\n// ${module}`), module).toBe(false);
      expect(
        all.some((text) => text.includes(`\n// ${module}`)),
        module,
      ).toBe(true);
    }
    const entry = start.get("dist/index.js")!;
    for (const name of LAZY) {
      const chunk = chunks.find((c) => c.startsWith(`${name}-`));
      expect(chunk, name).toBeDefined();
      expect(entry).toContain(`import("./action-chunks/${chunk}")`);
      expect(start.has(`dist/action-chunks/${chunk}`), name).toBe(false);
    }
    const bytes = [...start.values()].reduce((n, text) => n + Buffer.byteLength(text), 0);
    console.log(`dist/index.js loads ${bytes} bytes at start (${start.size} files)`);
    // The single 7.9 MB bundle before the split; what remains is the engine and the GitHub client.
    expect(bytes).toBeLessThan(5 * 1024 * 1024);
  });

  it("a replay step loads no on-demand chunk; `cache: true` loads the cache client alone", async () => {
    // The replay step is run 1 (matrix mode, the same repository), run from the probe copy.
    expect(replayRun, "run 1 ran").toBeDefined();
    expect(replayRun!.exitCode, log(replayRun!)).toBe(1);
    expect(replayRun!.outputs.status).toBe("regressed");
    expect(replayRun!.outputs["comment-id"]).not.toBe("");
    expect(replayChunks).toEqual([]);

    const payload = prPayload(12, HEAD_SHA, `${OWNER}/${REPO}`);
    const cached = await job({
      with: { ...MATRIX, "comment-header": "probe", cache: "true" },
      payload,
      actionDir: probeDir,
    });
    expect(cached.exitCode, log(cached)).toBe(1);
    expect(cached.stdout).toMatch(/The Actions cache is not available/);
    const names = probeLoaded();
    expect(names.some((n) => n.startsWith("cache-"))).toBe(true);
    expect(names.filter((n) => /^(artifact|openai|ollama|session|github|oidc-utils)-/.test(n))).toEqual([]);
  }, 60_000);
});

describe("the GitHub emulator refuses what GitHub refuses", () => {
  let api: IndependentGitHub;
  let base: string;
  const call = async (method: string, url: string, body?: unknown, token = WRITE_TOKEN) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { authorization: `token ${token}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return {
      status: res.status,
      link: res.headers.get("link"),
      json: (await res.json()) as Record<string, unknown>,
    };
  };
  const annotation = {
    path: "a.yaml",
    start_line: 1,
    end_line: 1,
    annotation_level: "failure",
    message: "m",
  };
  const run = (extra: Record<string, unknown>) => ({
    name: "x",
    head_sha: HEAD_SHA,
    status: "completed",
    conclusion: "failure",
    output: { title: "t", summary: "s", annotations: [annotation] },
    ...extra,
  });

  beforeAll(async () => {
    api = new IndependentGitHub({
      owner: OWNER,
      repo: REPO,
      tokens: grants,
      commits: [HEAD_SHA],
      pulls: { 1: HEAD_SHA },
    });
    base = await api.start();
  });
  afterAll(() => api.stop());

  it("errors carry message and documentation_url; GET /user is 403 for an installation token", async () => {
    const me = await call("GET", "/user");
    expect(me.status).toBe(403);
    expect(me.json).toMatchObject({ message: "Resource not accessible by integration" });
    expect(me.json.documentation_url).toMatch(/^https:\/\/docs\.github\.com\//);
    expect((await call("GET", "/user", undefined, "nope")).status).toBe(401);
    expect((await call("GET", `/repos/${OWNER}/${REPO}/issues/2/comments`)).status).toBe(404);
  });

  it("check runs: head_sha required and known, at most 50 annotations, summary <= 65535, valid fields", async () => {
    const path = `/repos/${OWNER}/${REPO}/check-runs`;
    expect((await call("POST", path, run({}))).status).toBe(201);
    expect((await call("POST", path, run({ head_sha: undefined }))).status).toBe(422);
    expect((await call("POST", path, run({ head_sha: MERGE_SHA }))).status).toBe(422);
    const many = { title: "t", summary: "s", annotations: Array.from({ length: 51 }, () => annotation) };
    expect((await call("POST", path, run({ output: many }))).status).toBe(422);
    const long = { title: "t", summary: "x".repeat(65_536) };
    expect((await call("POST", path, run({ output: long }))).status).toBe(422);
    for (const bad of [
      { ...annotation, annotation_level: "error" },
      { ...annotation, path: undefined },
      { ...annotation, start_line: 0 },
      { ...annotation, message: "" },
    ]) {
      const res = await call("POST", path, run({ output: { title: "t", summary: "s", annotations: [bad] } }));
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    expect((await call("POST", path, run({}), READ_TOKEN)).status).toBe(403);
  });

  it("comments: > 65536 characters is 422; lists page 30 at a time by default with Link headers", async () => {
    const path = `/repos/${OWNER}/${REPO}/issues/1/comments`;
    expect((await call("POST", path, { body: "x".repeat(65_537) })).status).toBe(422);
    const made = await call("POST", path, { body: "hello" });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ user: { login: "github-actions[bot]", type: "Bot" }, body: "hello" });
    expect(made.json.html_url).toMatch(/#issuecomment-\d+$/);
    for (let i = 0; i < 40; i++) api.plantComment(1, "priya", `n${i}`);
    const first = await call("GET", path);
    expect(first.json).toHaveLength(30);
    expect(first.link).toMatch(/[?&]page=2>; rel="next"/);
    const second = await call("GET", `${path}?page=2`);
    expect(second.json).toHaveLength(11);
    expect(second.link).not.toMatch(/rel="next"/);
  });
});
