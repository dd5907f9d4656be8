// `mode: publish` end to end: bundles ModelGate's own fork runs wrote are always accepted (names
// and notes fitted on upload), and a failing fetch is said as what to change, never as an
// internal error; a pull request that cannot be read still gets its check run.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIG, ensureBundle, makeWorkspace, runAction, SUITE } from "../doubles/action-run.js";
import { pullRequestEvent } from "../doubles/events.js";
import { GitHubDouble } from "../doubles/github-double.js";

const P1 = "1".repeat(40);
const HEAD = "a".repeat(40);
const double = new GitHubDouble();

beforeAll(async () => {
  ensureBundle();
  await double.start();
});
afterAll(() => double.stop());

const reset = () => {
  double.comments.length = 0;
  double.checkRuns.length = 0;
  double.requests.length = 0;
  double.faults.length = 0;
};

/** The fork's pull_request run (read-only token): it leaves the bundle as an artifact of `runId`. */
function forkRun(workspace: string, runId: number, inputs: Record<string, string>) {
  double.currentRunId = runId;
  double.options.readOnly = true;
  return runAction({
    double,
    workspace,
    services: true,
    runId,
    eventName: "pull_request",
    event: pullRequestEvent({ number: 7, headSha: HEAD, baseSha: P1, fork: true }),
    sha: "e".repeat(40),
    ref: "refs/pull/7/merge",
    inputs: { "github-token": "ghs_test", ...inputs },
  });
}

function publish(workspace: string, runId: number) {
  double.currentRunId = 900;
  double.options.readOnly = false;
  double.pulls.set(7, { headSha: HEAD });
  return runAction({
    double,
    workspace,
    services: true,
    runId: 900,
    eventName: "workflow_run",
    event: {
      action: "completed",
      workflow_run: {
        id: runId,
        head_sha: HEAD,
        head_branch: "model-upgrade",
        event: "pull_request",
        conclusion: "failure",
        pull_requests: [],
      },
      repository: { full_name: "octo/app", default_branch: "main" },
    },
    inputs: { "github-token": "ghs_test", mode: "publish" },
  });
}

const MATRIX = { suites: SUITE, config: CONFIG("cand"), "baseline-config": CONFIG("base") };
const errors = (stdout: string) => stdout.split("\n").filter((l) => l.startsWith("::error::"));

describe("mode: publish accepts every bundle a fork's run wrote", { timeout: 120_000 }, () => {
  it("a suite name of 250 characters in folded YAML (ending in a line break) is posted", async () => {
    reset();
    const workspace = makeWorkspace(3, 1);
    const file = path.join(workspace, SUITE);
    const long = `Customer support assistant ${"replies and routing ".repeat(12)}`.trim();
    expect(long.length).toBeGreaterThan(200);
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace("suite: gate-fixture", `suite: >\n  ${long}\n  (v2)`),
    );
    const fork = await forkRun(workspace, 510, MATRIX);
    expect(fork.code).toBe(1);
    const manifest = JSON.parse(
      double.artifacts.find((a) => a.runId === 510)!.files["modelgate-publish.json"]!,
    ) as { outcomes: Array<{ suite: string }> };
    // The manifest holds the name fitted (one line, 200 characters); the comparison keeps it whole.
    expect(manifest.outcomes[0]!.suite).toBe(`${`${long} (v2)`.slice(0, 199)}…`);

    const run = await publish(workspace, 510);
    expect(errors(run.stdout)).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.outputs.status).toBe("regressed");
    expect(double.comments).toHaveLength(1);
    expect(double.comments[0]!.body).toContain("Suite Customer support assistant replies and routing");
    expect(double.checkRuns).toHaveLength(1);
  });

  it("a merge's note naming the missing shards' cases (over 500 characters) is posted", async () => {
    reset();
    const workspace = makeWorkspace(60, 0);
    // Case ids as long as real ones: the note lists up to 30 of them.
    for (const file of [SUITE, "suites/gate/recorded/base.json", "suites/gate/recorded/cand.json"]) {
      const at = path.join(workspace, file);
      writeFileSync(at, readFileSync(at, "utf8").replaceAll("case-", "support-ticket-routing-"));
    }
    const leg = await forkRun(workspace, 520, { ...MATRIX, shard: "1/3" });
    expect(leg.outputs.status).toBe("partial");
    const merge = await forkRun(workspace, 520, { mode: "merge", suites: SUITE });
    expect(merge.outputs.status).toBe("execution_failure");
    const left = double.artifacts.find((a) => a.runId === 520 && a.name === "modelgate-comparison-default")!;
    const notes = (JSON.parse(left.files["modelgate-publish.json"]!) as { baseline: { notes: string[] } })
      .baseline.notes;
    expect(notes.some((n) => n.length === 500 && n.endsWith("…"))).toBe(true);

    const run = await publish(workspace, 520);
    expect(errors(run.stdout)).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.outputs.status).toBe("execution_failure");
    expect(double.comments).toHaveLength(1);
    expect(double.checkRuns[0]).toMatchObject({ head_sha: HEAD, conclusion: "failure" });
  });
});

// The fork's run could not fetch its baseline (exit 3 there): the bundle records it, and the
// publish job says the same ("Baseline could not be fetched", a failing check), never "No baseline yet".
describe("mode: publish tells a baseline that could not be fetched from none", { timeout: 120_000 }, () => {
  it("posts the fork run's verdict: execution failure, not 'No baseline yet'", async () => {
    reset();
    const workspace = makeWorkspace(3, 1);
    double.failNext({
      method: "GET",
      path: /\/actions\/(?:workflows\/[^/]+\/)?runs$/,
      status: 502,
      count: 100,
      message: "Server Error",
    });
    const fork = await forkRun(workspace, 540, { suites: SUITE, config: CONFIG("cand") });
    double.faults.length = 0;
    expect(fork.code).toBe(1);
    expect(fork.outputs.status).toBe("execution_failure");
    const left = double.artifacts.find((a) => a.runId === 540 && a.name === "modelgate-comparison-default")!;
    const baseline = (
      JSON.parse(left.files["modelgate-publish.json"]!) as { baseline: { failures: string[] } }
    ).baseline;
    expect(baseline.failures).toEqual([
      "artifact: listing the successful push runs failed (HTTP 502): Server Error",
    ]);

    const run = await publish(workspace, 540);
    expect(errors(run.stdout)).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.outputs.status).toBe("execution_failure");
    expect(run.stdout).toContain(
      "The pull request's run could not fetch the baseline: artifact: listing the successful push runs failed (HTTP 502): Server Error",
    );
    expect(double.checkRuns.map((c) => [c.head_sha, c.conclusion, c.title])).toEqual([
      [HEAD, "failure", "Baseline could not be fetched: nothing compared"],
    ]);
    const comment = double.comments[0]!.body;
    expect(comment).toContain("**The baseline could not be fetched**");
    expect(comment).not.toContain("No baseline yet");
  });

  it("a hostile failure line cannot issue a workflow command or inject Markdown", async () => {
    reset();
    const workspace = makeWorkspace(3, 1);
    const fork = await forkRun(workspace, 550, { suites: SUITE, config: CONFIG("cand"), baseline: "none" });
    expect(fork.outputs.status).toBe("no_baseline");
    const left = double.artifacts.find((a) => a.runId === 550 && a.name === "modelgate-comparison-default")!;
    const manifest = JSON.parse(left.files["modelgate-publish.json"]!) as {
      baseline: { failures?: string[]; notes: string[] };
    };
    // NEL is no line break for the runner or for Markdown, so it may stay; \r and \n may not (below).
    const hostile = "::add-mask::x <img src=x>\u0085::error::forged [click](https://evil.test) **bold**";
    manifest.baseline.failures = [hostile];
    manifest.baseline.notes = [hostile];
    left.files["modelgate-publish.json"] = JSON.stringify(manifest);

    const run = await publish(workspace, 550);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("could not fetch the baseline");
    const lines = run.stdout.split(/\r?\n|\r/);
    expect(lines.filter((l) => /^\s*::(add-mask::x|error::forged)/.test(l))).toEqual([]);
    expect(lines.filter((l) => l.includes("forged"))).not.toEqual([]);
    expect(double.checkRuns[0]).toMatchObject({ conclusion: "failure" });
    const comment = double.comments[0]!.body;
    expect(comment).not.toContain("<img");
    expect(comment).not.toContain("[click](https://evil.test)");
  });

  it("a bundle line that starts lines of its own is refused with the field named, never echoed", async () => {
    reset();
    const workspace = makeWorkspace(3, 1);
    await forkRun(workspace, 555, { suites: SUITE, config: CONFIG("cand"), baseline: "none" });
    const left = double.artifacts.find((a) => a.runId === 555 && a.name === "modelgate-comparison-default")!;
    const manifest = JSON.parse(left.files["modelgate-publish.json"]!) as { baseline: { notes: string[] } };
    manifest.baseline.notes = ["fine\n::add-mask::x\r\n::error::forged"];
    left.files["modelgate-publish.json"] = JSON.stringify(manifest);

    const run = await publish(workspace, 555);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("modelgate-publish.json: baseline.notes[0]: more than one line");
    expect(run.stdout).not.toContain("forged");
    expect(run.stdout.split(/\r?\n|\r/).filter((l) => l.startsWith("::add-mask::x"))).toEqual([]);
    expect(double.comments).toEqual([]);
  });

  it("an old bundle without the field is still read (nothing recorded: no baseline yet)", async () => {
    reset();
    const workspace = makeWorkspace(3, 1);
    await forkRun(workspace, 560, { suites: SUITE, config: CONFIG("cand"), baseline: "none" });
    const left = double.artifacts.find((a) => a.runId === 560 && a.name === "modelgate-comparison-default")!;
    const manifest = JSON.parse(left.files["modelgate-publish.json"]!) as {
      baseline: Record<string, unknown>;
    };
    delete manifest.baseline.failures;
    left.files["modelgate-publish.json"] = JSON.stringify(manifest);
    const run = await publish(workspace, 560);
    expect(errors(run.stdout)).toEqual([]);
    expect(run.outputs.status).toBe("no_baseline");
    expect(double.checkRuns.map((c) => [c.conclusion, c.title])).toEqual([
      ["neutral", "No baseline yet: nothing to compare with"],
    ]);
  });
});

describe("mode: publish says why it could not fetch the bundle", { timeout: 120_000 }, () => {
  let workspace: string;
  beforeAll(async () => {
    workspace = makeWorkspace(3, 1);
    const fork = await forkRun(workspace, 530, MATRIX);
    expect(fork.code).toBe(1);
  });

  it("a 403 on the run's artifacts names the permission 'actions: read'", async () => {
    reset();
    double.failNext({
      method: "GET",
      path: /\/runs\/530\/artifacts$/,
      status: 403,
      count: 10,
      message: "injected 403",
    });
    const run = await publish(workspace, 530);
    expect(run.code).toBe(1);
    expect(errors(run.stdout)).toEqual([
      "::error::mode 'publish': GET /repos/octo/app/actions/runs/530/artifacts answered 403 (injected 403): the token cannot list the artifacts of run 530; nothing was posted; give the publish workflow 'actions: read' in its permissions",
    ]);
    expect(double.writes()).toEqual([]);
  });

  it("a persistent 502 on the artifact's download names the status and the endpoint", async () => {
    reset();
    double.failNext({
      method: "GET",
      path: /\/artifacts\/\d+\/zip$/,
      status: 502,
      count: 10,
      message: "injected 502",
    });
    const run = await publish(workspace, 530);
    expect(run.code).toBe(1);
    const id = double.artifacts.find((a) => a.runId === 530)!.id;
    expect(errors(run.stdout)).toEqual([
      `::error::mode 'publish': GET /repos/octo/app/actions/artifacts/${id}/zip answered HTTP 502 (injected 502); nothing was posted; re-run this job when GitHub answers again`,
    ]);
    expect(run.stdout).not.toMatch(/internal error/);
  });

  it("a pull request that cannot be read still gets the check run on the tested commit", async () => {
    reset();
    double.failNext({ method: "GET", path: /\/pulls\/7$/, status: 502, count: 10, message: "injected 502" });
    const run = await publish(workspace, 530);
    expect(run.code).toBe(0);
    expect(run.warnings).toContain(
      "::warning::ModelGate: pull request #7 of the uploaded event cannot be read (GET /repos/octo/app/pulls/7 answered 502: injected 502): check run only, no comment",
    );
    expect(double.comments).toHaveLength(0);
    expect(double.checkRuns).toHaveLength(1);
    expect(double.checkRuns[0]).toMatchObject({ head_sha: HEAD, conclusion: "failure" });
  });
});

// The fork's run used `working-directory`: its cases' suite paths are relative to that folder, so
// the bundle says which folder it was (repository-relative, checked as untrusted), and the
// annotations point at the suite file in the repository, not at a path of the publish job's folder.
describe("mode: publish annotates the suite files of a run with working-directory", {
  timeout: 120_000,
}, () => {
  const nested = () => {
    const root = mkdtempSync(path.join(tmpdir(), "mg-wd-"));
    cpSync(makeWorkspace(3, 1), path.join(root, "app"), { recursive: true });
    return root;
  };
  const WD = { ...MATRIX, "working-directory": "app" };
  const paths = () => double.checkRuns.flatMap((c) => c.annotations.map((a) => a.path));

  it("the annotations carry the repository path (app/suites/...)", async () => {
    reset();
    const root = nested();
    await forkRun(root, 600, WD);
    const left = double.artifacts.find((a) => a.runId === 600 && a.name === "modelgate-comparison-default")!;
    expect(JSON.parse(left.files["modelgate-publish.json"]!)).toMatchObject({ workingDirectory: "app" });
    const run = await publish(root, 600);
    expect(errors(run.stdout)).toEqual([]);
    expect(paths()).toEqual([`app/${SUITE}`]);
  });

  it("an old bundle without the field annotates as before (paths of the publish job's folder)", async () => {
    reset();
    const root = nested();
    await forkRun(root, 610, WD);
    const left = double.artifacts.find((a) => a.runId === 610 && a.name === "modelgate-comparison-default")!;
    const manifest = JSON.parse(left.files["modelgate-publish.json"]!) as Record<string, unknown>;
    delete manifest.workingDirectory;
    left.files["modelgate-publish.json"] = JSON.stringify(manifest);
    const run = await publish(root, 610);
    expect(errors(run.stdout)).toEqual([]);
    expect(paths()).toEqual([SUITE]);
  });

  const OUTSIDE = "not a relative path inside the repository";
  it.each([
    ["../outside", "../outside", OUTSIDE],
    ["/etc", "/etc", OUTSIDE],
    ["app/../../x", "app/../../x", OUTSIDE],
    ["C:\\work", "C:\\work", OUTSIDE],
    ["two lines", "app\n::error::forged", "more than one line"],
    ["1,100 characters", "a".repeat(1100), "longer than 1000 characters"],
    ["a number", 7, "not a string"],
  ])("a working directory of %s is refused with the field named", async (_, value, why) => {
    reset();
    for (const old of double.artifacts.filter((a) => a.runId === 620))
      double.artifacts.splice(double.artifacts.indexOf(old), 1);
    const root = nested();
    await forkRun(root, 620, WD);
    const left = double.artifacts.find((a) => a.runId === 620 && a.name === "modelgate-comparison-default")!;
    const manifest = JSON.parse(left.files["modelgate-publish.json"]!) as Record<string, unknown>;
    manifest.workingDirectory = value;
    left.files["modelgate-publish.json"] = JSON.stringify(manifest);
    const run = await publish(root, 620);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`modelgate-publish.json: workingDirectory: ${why}`);
    expect(run.stdout).not.toContain("forged");
    expect(double.comments).toEqual([]);
    expect(double.checkRuns).toEqual([]);
  });
});
