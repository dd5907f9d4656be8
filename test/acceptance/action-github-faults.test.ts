// Issue 11: the bundled Action (dist/index.js) against the GitHub double under GitHub's real limits
// (UTF-8 bytes), rate limits, two runs of one pull request at once, updates applied but answered
// 502, a failing cache save, the baseline choice, a hostile publish artifact, markers and globs.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type ActionRun,
  BUNDLE,
  CONFIG,
  ensureBundle,
  makeWorkspace,
  runAction,
  SUITE,
} from "../doubles/action-run.js";
import { pullRequestEvent, pushEvent } from "../doubles/events.js";
import {
  type DoubleCheckRun,
  GITHUB_LIMITS,
  GitHubDouble,
  type RecordedRequest,
} from "../doubles/github-double.js";

const HEAD = "a".repeat(40);
const BASE = "b".repeat(40);
const MERGE = "e".repeat(40);
const MATRIX = { suites: SUITE, config: CONFIG("cand"), "baseline-config": CONFIG("base") };

const double = new GitHubDouble();
/** Six cases, five regressed: enough for every test that counts no cases (most of them). */
let workspace: string;
/** 60 cases, 55 regressed: annotations that take two check-run updates (50 at most each). */
let wide: string;

beforeAll(async () => {
  ensureBundle();
  await double.start();
  workspace = makeWorkspace(6, 5);
  wide = makeWorkspace(60, 55);
});
afterAll(() => double.stop());
/** The double as each test starts (a step shared by several tests starts so in their beforeAll). */
function resetDouble(): void {
  double.comments.length = 0;
  double.checkRuns.length = 0;
  double.requests.length = 0;
  double.faults.length = 0;
  double.limits = { ...GITHUB_LIMITS };
  double.pulls.set(7, { headSha: HEAD });
}
beforeEach(resetDouble);

const prRun = (
  inputs: Record<string, string>,
  o: { ws?: string; env?: Record<string, string>; number?: number; baseSha?: string; baseRef?: string } = {},
) =>
  runAction({
    double,
    workspace: o.ws ?? workspace,
    eventName: "pull_request",
    event: pullRequestEvent({
      number: o.number ?? 7,
      headSha: HEAD,
      baseSha: o.baseSha ?? BASE,
      ...(o.baseRef ? { baseRef: o.baseRef } : {}),
    }),
    sha: MERGE,
    ref: "refs/pull/7/merge",
    inputs: { "github-token": "ghs_test", ...inputs },
    ...(o.env ? { env: o.env } : {}),
  });

/** Requests the double refused, but the expected 403 of GET /user for an installation token. */
const refused = () => double.requests.filter((r) => (r.status ?? 0) >= 400 && r.path !== "/user");

/** A replay suite of `n` exact cases whose candidate answers each wrongly, in Japanese, at length. */
function japaneseWorkspace(n: number): string {
  const root = mkdtempSync(path.join(tmpdir(), "mg-ja-"));
  const dir = path.join(root, "suites", "ja");
  mkdirSync(path.join(dir, "recorded"), { recursive: true });
  const ids = Array.from({ length: n }, (_, i) => `case-${String(i + 1).padStart(3, "0")}`);
  const expected = (id: string) => `注文番号 ${id} の配送状況：発送済み、明日到着予定です。`;
  const wrong = (id: string) =>
    `申し訳ありませんが、${id} の注文は見つかりませんでした。${"もう一度お試しください。".repeat(12)}`;
  writeFileSync(
    path.join(dir, "suite.yaml"),
    [
      "suite: ja",
      "cases:",
      ...ids.flatMap((id) => [
        `  - id: ${id}`,
        "    type: exact",
        `    input: "${id} の配送状況を教えてください"`,
        `    expected: "${expected(id)}"`,
      ]),
      "",
    ].join("\n"),
  );
  const outputs = (f: (id: string) => string) =>
    JSON.stringify({
      outputs: Object.fromEntries(ids.map((id) => [id, { output: f(id), latency_ms: 100 }])),
    });
  writeFileSync(path.join(dir, "recorded", "base.json"), outputs(expected));
  writeFileSync(path.join(dir, "recorded", "cand.json"), outputs(wrong));
  writeFileSync(path.join(dir, "base.yaml"), "id: base\nprovider: replay\noutputs: recorded/base.json\n");
  writeFileSync(path.join(dir, "cand.yaml"), "id: cand\nprovider: replay\noutputs: recorded/cand.json\n");
  return root;
}
const JA = {
  suites: "suites/ja/suite.yaml",
  config: "suites/ja/cand.yaml",
  "baseline-config": "suites/ja/base.yaml",
};

describe("1. texts fitted to GitHub's limits in their own unit", { timeout: 120_000 }, () => {
  let ja: string;
  beforeAll(() => {
    ja = japaneseWorkspace(300);
  });

  it("300 Japanese regressions: the check run is created, its summary within 65,535 bytes", async () => {
    const run = await prRun(JA, { ws: ja });
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs.regressions).toBe("300");
    expect(refused()).toEqual([]);
    expect(double.checkRuns).toHaveLength(1);
    const summary = double.checkRuns[0]!.summary;
    const bytes = Buffer.byteLength(summary);
    console.log(`largest check summary: ${bytes} bytes, ${summary.length} UTF-16 units`);
    expect(bytes).toBeLessThanOrEqual(65_535);
    // Fitted, not gutted: it still carries most of the room and says it was trimmed.
    expect(bytes).toBeGreaterThan(40_000);
    expect(summary).toMatch(/not shown|trimmed/);
    expect(double.checkRuns[0]!.annotations).toHaveLength(300);
    const comment = double.comments[0]!.body;
    expect([...comment].length).toBeLessThanOrEqual(65_536);
    expect(Buffer.byteLength(run.summary)).toBeLessThanOrEqual(1024 * 1024);
    expect(run.stdout).toMatch(new RegExp(`summary ${bytes} bytes`));
  });

  it("a size 422 GitHub still answers is retried once with a shorter text (check run and comment)", async () => {
    // Lower than the client can foresee: half of GitHub's limits fit, the full ones do not.
    double.limits = { ...GITHUB_LIMITS, summaryBytes: 40_000, commentChars: 40_000 };
    const run = await prRun(JA, { ws: ja });
    expect(run.code, run.stdout).toBe(1);
    const creates = double.requests.filter((r) => r.method === "POST" && r.path.endsWith("/check-runs"));
    expect(creates.map((r) => r.status)).toEqual([422, 201]);
    const comments = double.requests.filter((r) => r.method === "POST" && r.path.endsWith("/comments"));
    expect(comments.map((r) => r.status)).toEqual([422, 201]);
    expect(run.stdout).toMatch(/refused the text for its size .*sending it again at half the length/);
    expect(Buffer.byteLength(double.checkRuns[0]!.summary)).toBeLessThanOrEqual(32_767);
    expect([...double.comments[0]!.body].length).toBeLessThanOrEqual(40_000);
    expect(run.outputs["check-run-id"]).toBe(String(double.checkRuns[0]!.id));
    expect(run.warnings).toEqual([]);
  });
});

describe("2. two runs at once, and a run that finishes after a newer push", { timeout: 120_000 }, () => {
  it("two runs racing on one pull request leave exactly one comment; a later update removes a duplicate a race left", async () => {
    double.holdCommentCreates(2);
    const [a, b] = await Promise.all([prRun(MATRIX), prRun(MATRIX)]);
    expect([a.code, b.code]).toEqual([1, 1]);
    const creates = double.requests.filter(
      (r) => r.method === "POST" && r.path.endsWith("/issues/7/comments"),
    );
    expect(creates).toHaveLength(2);
    const ours = double.comments.filter((c) => c.body.startsWith("<!-- modelgate:default -->"));
    expect(ours).toHaveLength(1);
    const deletes = double.requests.filter((r) => r.method === "DELETE" && (r.status ?? 0) < 300);
    expect(deletes).toHaveLength(1);
    // Both runs name the surviving comment.
    expect(a.outputs["comment-id"]).toBe(String(ours[0]!.id));
    expect(b.outputs["comment-id"]).toBe(String(ours[0]!.id));

    // A later run updates the oldest one and removes a newer duplicate an earlier race left.
    double.plantComment(7, "github-actions[bot]", "<!-- modelgate:default -->\nstale duplicate");
    const later = await prRun(MATRIX);
    expect(later.outputs["comment-id"]).toBe(String(ours[0]!.id));
    expect(double.comments.filter((c) => c.body.startsWith("<!-- modelgate:default -->"))).toHaveLength(1);
    expect(double.comments.map((c) => c.id)).toEqual([ours[0]!.id]);
    expect(later.stdout).toMatch(/Removed 1 duplicate comment/);
  });

  it("a run whose commit is no longer the head leaves the comment alone and says so in the job summary", async () => {
    const newer = "9".repeat(40);
    double.pulls.set(7, { headSha: newer });
    const existing = double.plantComment(
      7,
      "github-actions[bot]",
      "<!-- modelgate:default -->\nnewer head's report",
    );
    const run = await prRun(MATRIX);
    expect(run.code).toBe(1);
    expect(existing.body).toBe("<!-- modelgate:default -->\nnewer head's report");
    expect(double.requests.filter((r) => r.path.includes("/comments") && r.method !== "GET")).toEqual([]);
    expect(run.summary).toMatch(/head moved on to `999999999999` while this run tested `aaaaaaaaaaaa`/);
    expect(run.outputs["comment-id"]).toBe("");
    // The check run belongs to the tested commit: it is still created there.
    expect(double.checkRuns.map((c) => c.head_sha)).toEqual([HEAD]);
  });

  it("every recipe sets a concurrency group that cancels superseded runs", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const docs = readFileSync(path.join(root, "docs/workflows.md"), "utf8");
    const recipes = [...docs.matchAll(/```yaml\n([\s\S]*?)```/g)]
      .map((m) => m[1]!)
      .filter((y) => /^on:/m.test(y));
    expect(recipes.length).toBeGreaterThanOrEqual(3);
    for (const recipe of recipes) {
      expect(recipe).toMatch(/^concurrency:\n\s+group: .+\n\s+cancel-in-progress: /m);
    }
  });
});

describe("3. rate limits are waited out, POSTs too, within a bound", { timeout: 120_000 }, () => {
  it("a secondary 403 on the comment POST and a 429 on the check-run POST: waited, sent again, both written", async () => {
    double.failNext({
      method: "POST",
      path: /\/issues\/7\/comments$/,
      status: 403,
      message: "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
      headers: { "retry-after": "20" },
    });
    const reset = Math.floor(Date.now() / 1000) + 30;
    double.failNext({
      method: "POST",
      path: /\/check-runs$/,
      status: 429,
      message: "API rate limit exceeded",
      headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(reset) },
    });
    const started = Date.now();
    const run = await prRun(MATRIX);
    expect(run.code).toBe(1);
    expect(double.comments).toHaveLength(1);
    expect(double.checkRuns).toHaveLength(1);
    const waits = run.stdout.split("\n").filter((l) => /GitHub rate limit on/.test(l));
    console.log(`rate-limit waits taken:\n${waits.join("\n")}`);
    expect(waits[0]).toMatch(
      /POST \/repos\/\{owner\}\/\{repo\}\/issues\/\{issue_number\}\/comments: waiting 20 s \(retry-after: 20\)/,
    );
    expect(waits[1]).toMatch(
      /POST \/repos\/\{owner\}\/\{repo\}\/check-runs: waiting \d+(\.\d)? s \(x-ratelimit-reset /,
    );
    expect(run.warnings).toEqual([]);
    // Waits are scaled down in tests: no real multi-second sleep.
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it("waits beyond the bound give up with a log line and a warning, never a permission error", async () => {
    double.failNext({
      method: "POST",
      path: /\/check-runs$/,
      status: 429,
      message: "API rate limit exceeded",
      headers: { "retry-after": "90" },
      count: 2,
    });
    const run = await prRun(MATRIX, { env: { MODELGATE_INTERNAL_RATE_LIMIT_BUDGET_MS: "100000" } });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/waiting 90 s \(retry-after: 90\)/);
    expect(run.stdout).toMatch(/waiting 90 s would exceed what is left of the 100 s bound; giving up/);
    expect(run.warnings.join("\n")).toMatch(/creating the check run failed: API rate limit exceeded/);
    expect(run.warnings.join("\n")).not.toMatch(/checks: write/);
    expect(double.checkRuns).toHaveLength(0);
    expect(double.comments).toHaveLength(1);
  });
});

describe("4. annotation batches are never resent blindly", { timeout: 120_000 }, () => {
  // One step for both faults: 55 annotations go in two updates (50, then 5). The first is applied
  // but answered 502; the second fails before it is applied.
  let run: ActionRun;
  let check: DoubleCheckRun;
  /** What the double saw during the step (each test's beforeEach empties the double's own list). */
  let requests: RecordedRequest[];
  beforeAll(async () => {
    resetDouble();
    double.failNext({ method: "PATCH", path: /\/check-runs\/\d+$/, status: 502, applied: true });
    double.failNext({ method: "PATCH", path: /\/check-runs\/\d+$/, status: 502 });
    run = await prRun(MATRIX, { ws: wide });
    check = double.checkRuns[0]!;
    requests = [...double.requests];
  });

  it("an update applied but answered 502 is read back, not resent: 55 annotations, not 105", () => {
    expect(run.code).toBe(1);
    expect(check.annotations).toHaveLength(55);
    expect(new Set(check.annotations.map((a) => a.title)).size).toBe(55);
    expect(run.stdout).toMatch(/answered 502 but its 50 annotation\(s\) are there; not resent/);
    expect(requests.some((r) => r.path.endsWith(`/check-runs/${check.id}/annotations`))).toBe(true);
    expect(run.warnings).toEqual([]);
  });

  it("an update that failed before it was applied is sent once more; the run was created without annotations, its details link the workflow run", () => {
    expect(check.annotations).toHaveLength(55);
    expect(run.stdout).toMatch(/was not applied; sending it again/);
    const create = requests.find((r) => r.method === "POST" && r.path.endsWith("/check-runs"))!;
    expect((create.body as { output: Record<string, unknown> }).output.annotations).toBeUndefined();
    expect(check.details_url).toBe("https://github.com/octo/app/actions/runs/1");
    expect(run.code).toBe(1);
  });
});

describe("5. cache saves reported as they happened", { timeout: 120_000 }, () => {
  it("a save the cache service refused is not reported as saved", async () => {
    const runnerTemp = mkdtempSync(path.join(tmpdir(), "mg-rt-"));
    double.failNext({
      method: "POST",
      path: /CacheService\/CreateCacheEntry$/,
      status: 200,
      body: { ok: false, message: "Unable to reserve cache: the cache is full" },
    });
    double.currentRunId = 150;
    const run = await runAction({
      double,
      workspace,
      runnerTemp,
      services: true,
      runId: 150,
      eventName: "push",
      event: pushEvent("3".repeat(40)),
      sha: "3".repeat(40),
      inputs: { "github-token": "ghs_test", suites: SUITE, config: CONFIG("base") },
    });
    expect(run.code).toBe(0);
    expect(double.caches.filter((c) => c.key.endsWith("3".repeat(40)))).toEqual([]);
    expect(run.stdout).not.toMatch(/Saved to cache/);
    expect(run.stdout).toMatch(/Saved to artifact modelgate-baseline-default/);
    expect(run.warnings.join("\n")).toMatch(/baseline not saved to cache: the cache service did not save/);
    expect(run.summary).toMatch(/to artifact modelgate-baseline-default\./);
    expect(run.summary).not.toMatch(/cache modelgate-baseline/);
  });
});

describe("6. the baseline: the base commit's own, then the base branch's newest", {
  timeout: 120_000,
}, () => {
  const P1 = "1".repeat(40);
  const P2 = "2".repeat(40);
  const P3 = "3".repeat(40);
  let runnerTemp: string;
  const run = (baseSha: string, baseRef: string, runId: number) => {
    double.currentRunId = runId;
    return runAction({
      double,
      workspace,
      runnerTemp,
      services: true,
      runId,
      eventName: "pull_request",
      event: pullRequestEvent({ number: 7, headSha: HEAD, baseSha, baseRef }),
      sha: MERGE,
      ref: "refs/pull/7/merge",
      inputs: { "github-token": "ghs_test", suites: SUITE, config: CONFIG("cand") },
    });
  };
  const pushRun = (sha: string, runId: number, created: string) => {
    double.currentRunId = runId;
    double.addWorkflowRun({
      id: runId,
      head_sha: sha,
      head_branch: "main",
      event: "push",
      status: "completed",
      conclusion: "success",
      path: ".github/workflows/models.yml",
      created_at: created,
    });
    return runAction({
      double,
      workspace,
      runnerTemp,
      services: true,
      runId,
      eventName: "push",
      event: pushEvent(sha),
      sha,
      inputs: { "github-token": "ghs_test", suites: SUITE, config: CONFIG("base") },
    });
  };

  beforeAll(async () => {
    runnerTemp = mkdtempSync(path.join(tmpdir(), "mg-rt-"));
    double.caches.length = 0;
    double.artifacts.length = 0;
    double.workflowRuns.length = 0;
    // P1 then P2 saved on main; P2's cache entry is gone (evicted), its artifact remains.
    expect((await pushRun(P1, 301, "2024-05-01T10:00:00Z")).code).toBe(0);
    expect((await pushRun(P2, 302, "2024-05-02T10:00:00Z")).code).toBe(0);
    const p2 = double.caches.findIndex((c) => c.key.endsWith(P2));
    double.caches.splice(p2, 1);
  });

  it("the base commit's own baseline from its artifact (by head_sha), before the newest cache entry", async () => {
    const pr = await run(P2, "main", 310);
    expect(pr.outputs).toMatchObject({ "baseline-source": "artifact", "baseline-sha": P2 });
    const lookups = double.requests.filter((r) => /\/actions\/(workflows\/[^/]+\/)?runs$/.test(r.path));
    expect(lookups[0]?.query.head_sha).toBe(P2);
    expect(double.comments.at(-1)!.body).toMatch(/the base commit's own baseline \(`222222222222`\)/);
  });

  it("without one, the newest of the base branch, and the report says it is not the base commit's", async () => {
    const pr = await run(P3, "main", 311);
    expect(pr.outputs).toMatchObject({ "baseline-source": "cache", "baseline-sha": P1 });
    expect(double.comments.at(-1)!.body).toMatch(
      /the newest baseline of 'main', not of the base commit `333333333333`/,
    );
    expect(double.comments.at(-1)!.body).toMatch(/old/);
  });

  it("a pull request into another branch never takes the default branch's newest baseline", async () => {
    const pr = await run(P3, "release", 312);
    expect(pr.outputs).toMatchObject({ "baseline-source": "none", status: "no_baseline" });
    expect(pr.stdout).toMatch(/was saved on 'main', not on the base branch 'release'; ignored/);
  });
});

describe("7. mode: publish treats its artifact as untrusted", { timeout: 120_000 }, () => {
  let files: Record<string, string>;
  beforeAll(async () => {
    // A fork's honest run (read-only token, as on a public repository) leaves the bundle; the
    // tests below tamper with copies of it.
    double.artifacts.length = 0;
    double.currentRunId = 600;
    double.options.readOnly = true;
    const fork = await runAction({
      double,
      workspace,
      services: true,
      runId: 600,
      eventName: "pull_request",
      event: pullRequestEvent({ number: 7, headSha: HEAD, baseSha: BASE, fork: true }),
      sha: MERGE,
      ref: "refs/pull/7/merge",
      inputs: { "github-token": "ghs_test", ...MATRIX },
    });
    double.options.readOnly = false;
    expect(fork.code).toBe(1);
    files = double.artifacts.find((a) => a.runId === 600)!.files;
  });

  let nextRunId = 610;
  const publishWith = async (
    runId: number,
    tamper: (manifest: Record<string, unknown>, event: Record<string, unknown>) => void,
  ) => {
    const manifest = JSON.parse(files["modelgate-publish.json"]!) as Record<string, unknown>;
    const event = JSON.parse(files["event.json"]!) as Record<string, unknown>;
    tamper(manifest, event);
    double.addArtifact({
      runId,
      name: "modelgate-comparison-default",
      files: {
        ...files,
        "modelgate-publish.json": JSON.stringify(manifest),
        "event.json": JSON.stringify(event),
      },
    });
    double.currentRunId = 900 + runId;
    return runAction({
      double,
      workspace,
      services: true,
      runId: 900 + runId,
      eventName: "workflow_run",
      event: {
        action: "completed",
        workflow_run: {
          id: runId,
          head_sha: HEAD,
          event: "pull_request",
          conclusion: "failure",
          pull_requests: [],
        },
        repository: { full_name: "octo/app", default_branch: "main" },
      },
      inputs: { "github-token": "ghs_test", mode: "publish" },
    });
  };

  it.each([
    [
      "a multi-line baseline commit",
      (m: Record<string, unknown>) => {
        (m.baseline as { provenance: Record<string, unknown> }).provenance = {
          source: "matrix",
          commit: `${"a".repeat(40)}\nevil=1`,
          age_seconds: 0,
        };
      },
      /baseline\.provenance\.commit: not a 40-character hexadecimal commit SHA/,
    ],
    [
      "a numeric commit",
      (m: Record<string, unknown>) => {
        (m.baseline as { provenance: Record<string, unknown> }).provenance = {
          source: "cache",
          commit: 123,
          age_seconds: 0,
        };
      },
      /baseline\.provenance\.commit: not a 40-character/,
    ],
    [
      "a spoofed baseline source",
      (m: Record<string, unknown>) => {
        (m.baseline as { provenance: Record<string, unknown> }).provenance = {
          source: "Actions cache, commit `1111111`, verified by the maintainers",
          commit: null,
          age_seconds: null,
        };
      },
      /baseline\.provenance\.source: not one of cache, artifact, file, matrix/,
    ],
    [
      "a file outside the bundle",
      (m: Record<string, unknown>) => {
        (m.outcomes as Array<Record<string, unknown>>)[0]!.file = "../../etc/passwd";
      },
      /outcomes\[0\]\.file: not a plain file name/,
    ],
    [
      "a pull-request number that is a string",
      (_m: Record<string, unknown>, e: Record<string, unknown>) => {
        (e.pull_request as Record<string, unknown>).number = "7";
      },
      /pull_request\.number: not a positive whole number/,
    ],
  ])("refuses %s, names the field, posts nothing", async (_what, tamper, message) => {
    // A run of its own per case: two cases drawing the same run would download each other's bundle.
    const runId = nextRunId++;
    const run = await publishWith(runId, tamper);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(message);
    expect(run.stdout).not.toMatch(/internal error/);
    expect(double.writes()).toEqual([]);
  });

  it("an honest bundle is posted, with the baseline line the publish job derives", async () => {
    const run = await publishWith(700, () => {});
    expect(run.code).toBe(0);
    expect(run.outputs["baseline-sha"]).toMatch(/^([0-9a-f]{40})?$/);
    expect(double.comments).toHaveLength(1);
    // The check run links to the pull request's own run, whose logs hold what was reported.
    expect(double.checkRuns[0]!.details_url).toBe("https://github.com/octo/app/actions/runs/700");
  });
});

describe("8. the marker is matched exactly and never rendered", { timeout: 120_000 }, () => {
  it("a comment quoting another header's marker is not that header's; model output cannot carry one", async () => {
    const ws = makeWorkspace(5, 5);
    const rec = path.join(ws, "suites/gate/recorded/cand.json");
    const cand = JSON.parse(readFileSync(rec, "utf8")) as { outputs: Record<string, { output: string }> };
    for (const v of Object.values(cand.outputs))
      v.output = "no <!-- modelgate:web --> and <!-- modelgate:default -->";
    writeFileSync(rec, JSON.stringify(cand));
    const web = double.plantComment(
      7,
      "github-actions[bot]",
      "<!-- modelgate:web -->\nThe model said: <!-- modelgate:default -->",
    );
    const run = await prRun(MATRIX, { ws });
    expect(run.code).toBe(1);
    expect(web.body).toBe("<!-- modelgate:web -->\nThe model said: <!-- modelgate:default -->");
    const ours = double.comments.filter((c) => c.id !== web.id);
    expect(ours).toHaveLength(1);
    const body = ours[0]!.body;
    expect(body.startsWith("<!-- modelgate:default -->\n")).toBe(true);
    expect(body.split("<!-- modelgate:").length - 1).toBe(1);
    expect(double.checkRuns[0]!.summary).not.toMatch(/<!--\s*modelgate:/);

    // The next run of the web header still finds its own comment.
    const again = await prRun({ ...MATRIX, "comment-header": "web" }, { ws });
    expect(again.outputs["comment-id"]).toBe(String(web.id));
  });
});

describe("9. suite globs through picomatch", { timeout: 120_000 }, () => {
  it("braces, classes, and `*` that skips dot-files", async () => {
    const ws = makeWorkspace(4, 2);
    for (const name of ["gate2", "gate3"]) {
      cpSync(path.join(ws, "suites/gate"), path.join(ws, "suites", name), { recursive: true });
      const file = path.join(ws, "suites", name, "suite.yaml");
      writeFileSync(file, readFileSync(file, "utf8").replace("suite: gate-fixture", `suite: ${name}`));
    }
    // A dot-file copy that `*` must not pick up.
    cpSync(path.join(ws, "suites/gate/suite.yaml"), path.join(ws, "suites/gate/.draft.yaml"));
    // Only the case count is read: no comment or check run to write.
    const quiet = { ...MATRIX, comment: "off", "check-run": "false" };
    const braces = await prRun({ ...quiet, suites: "suites/{gate,gate2}/suite.yaml" }, { ws });
    expect(braces.stdout).not.toMatch(/internal error/);
    expect(braces.outputs.cases).toBe("8");
    const classes = await prRun({ ...quiet, suites: "suites/gate[23]/suite.yaml" }, { ws });
    expect(classes.outputs.cases).toBe("8");
    const star = await prRun({ ...quiet, suites: "suites/gate/*.yaml" }, { ws });
    expect(star.outputs.cases).toBe("4");
  });
});

describe("11. the entry exports run() and runs itself only when executed", () => {
  it("importing dist/index.js runs nothing and gives a run function", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mg-import-"));
    const copy = path.join(dir, "index.mjs");
    writeFileSync(copy, readFileSync(BUNDLE));
    // The entry imports its chunks by relative path: they travel with it.
    cpSync(path.join(path.dirname(BUNDLE), "action-chunks"), path.join(dir, "action-chunks"), {
      recursive: true,
    });
    const probe = path.join(dir, "probe.mjs");
    writeFileSync(
      probe,
      `const m = await import(${JSON.stringify(copy)}); console.log("run:" + typeof m.run);\n`,
    );
    const out = execFileSync(process.execPath, [probe], {
      encoding: "utf8",
      env: { PATH: process.env.PATH, GITHUB_OUTPUT: "" },
    });
    expect(out.trim()).toBe("run:function");
  });
});
