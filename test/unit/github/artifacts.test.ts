// The real @actions/artifact client against the double: current-run uploads, listing and
// downloads through the artifact service (twirp), and another run's artifact through REST (302 → zip).
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GitHubDouble, runtimeToken } from "../../doubles/github-double.js";

const double = new GitHubDouble();
const saved = { ...process.env };
let artifacts: import("../../../src/github/artifacts.js").ArtifactClient;
/** This job's attempt as the tests set it: its number, and its start (or why that is unknown). */
const attempt = { number: 1, started: null as Date | null };
const runAttempt = {
  get number() {
    return attempt.number;
  },
  startedAt: async () => {
    if (attempt.started === null) throw new Error("GET .../attempts/2 answered 403 (Forbidden)");
    return attempt.started;
  },
};

beforeAll(async () => {
  await double.start();
  // @actions/github and @actions/artifact read these when loaded: set them first, import after.
  process.env.GITHUB_API_URL = double.url;
  process.env.ACTIONS_RESULTS_URL = `${double.url}/`;
  process.env.ACTIONS_RUNTIME_TOKEN = runtimeToken();
  process.env.GITHUB_WORKSPACE = mkdtempSync(path.join(tmpdir(), "mg-ws-"));
  process.env.RUNNER_TEMP = mkdtempSync(path.join(tmpdir(), "mg-runner-temp-"));
  const { actionsArtifacts } = await import("../../../src/github/artifacts.js");
  artifacts = actionsArtifacts({ owner: "octo", repo: "app" }, "test-token", runAttempt);
});
afterAll(async () => {
  await double.stop();
  // Leave the worker's environment as it was for whatever runs after this file.
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

/** Attempt `n`, started `afterMs` after now (0: now; attempt 1 needs no start). */
function startAttempt(n: number, afterMs: number): void {
  attempt.number = n;
  attempt.started = new Date(Date.now() + afterMs);
}

describe("artifacts through @actions/artifact", () => {
  it("uploads to the current run, lists it and downloads it back", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mg-up-"));
    writeFileSync(path.join(dir, "a.json"), '{"a":1}');
    writeFileSync(path.join(dir, "b.json"), '{"b":2}');
    await artifacts.upload(
      "modelgate-part-default-1",
      [path.join(dir, "a.json"), path.join(dir, "b.json")],
      dir,
    );
    expect(double.artifacts.map((a) => [a.name, a.files])).toEqual([
      ["modelgate-part-default-1", { "a.json": '{"a":1}', "b.json": '{"b":2}' }],
    ]);
    const list = await artifacts.listCurrentRun();
    expect(list.map((a) => a.name)).toEqual(["modelgate-part-default-1"]);
    const into = mkdtempSync(path.join(tmpdir(), "mg-down-"));
    await artifacts.downloadCurrentRun(list[0]!.id, into);
    expect(readFileSync(path.join(into, "b.json"), "utf8")).toBe('{"b":2}');
  });

  it("a re-run (attempt 2) replaces the earlier attempt's artifact; attempt 1 gets GitHub's 409", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mg-up-"));
    writeFileSync(path.join(dir, "c.json"), '{"attempt":1}');
    const upload = () => artifacts.upload("modelgate-comparison-rerun", [path.join(dir, "c.json")], dir);
    const named = () => double.artifacts.filter((a) => a.name === "modelgate-comparison-rerun");
    await upload();
    writeFileSync(path.join(dir, "c.json"), '{"attempt":2}');
    await expect(upload()).rejects.toThrow(
      /an artifact named modelgate-comparison-rerun already exists in this run: another job of this attempt.*\(409\) Conflict/,
    );
    startAttempt(2, 1);
    try {
      await upload();
    } finally {
      startAttempt(1, 0);
    }
    expect(named().map((a) => a.files)).toEqual([{ "c.json": '{"attempt":2}' }]);
    const listed = await artifacts.listCurrentRun();
    expect(listed.filter((a) => a.name === "modelgate-comparison-rerun").map((a) => a.id)).toEqual([
      named()[0]!.id,
    ]);
  });

  it("attempt 2: a second job uploading the name gets the 409; the first job's artifact stays", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mg-up-"));
    const upload = (leg: string) => {
      writeFileSync(path.join(dir, "p.json"), `{"leg":"${leg}"}`);
      return artifacts.upload("modelgate-part-clash-1", [path.join(dir, "p.json")], dir);
    };
    const named = () => double.artifacts.filter((a) => a.name === "modelgate-part-clash-1");
    await upload("a1");
    await expect(upload("b1")).rejects.toThrow(/\(409\)/);
    startAttempt(2, 1);
    try {
      await upload("a2");
      await expect(upload("b2")).rejects.toThrow(
        /an artifact named modelgate-part-clash-1 already exists in this run: another job of this attempt uses the same comment-header \(or shard index\): it was created at .*, after attempt 2 started \(.*\); GitHub answered: .*\(409\)/,
      );
    } finally {
      startAttempt(1, 0);
    }
    expect(named().map((a) => a.files)).toEqual([{ "p.json": '{"leg":"a2"}' }]);
  });

  it("attempt 2 whose start cannot be read deletes nothing: the 409 names why", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mg-up-"));
    writeFileSync(path.join(dir, "u.json"), "{}");
    const upload = () => artifacts.upload("modelgate-comparison-unknown", [path.join(dir, "u.json")], dir);
    await upload();
    const before = double.artifacts.filter((a) => a.name === "modelgate-comparison-unknown").map((a) => a.id);
    attempt.number = 2;
    attempt.started = null;
    double.requests.length = 0;
    try {
      await expect(upload()).rejects.toThrow(
        /already exists in this run: .*or an earlier attempt's could not be told apart \(when attempt 2 started is unknown: GET \.\.\.\/attempts\/2 answered 403 \(Forbidden\)\).*\(409\)/,
      );
    } finally {
      startAttempt(1, 0);
    }
    expect(double.requests.some((r) => r.path.endsWith("/DeleteArtifact"))).toBe(false);
    expect(
      double.artifacts.filter((a) => a.name === "modelgate-comparison-unknown").map((a) => a.id),
    ).toEqual(before);
  });

  it("downloads another run's artifact through the REST API", async () => {
    double.addWorkflowRun({
      id: 77,
      head_sha: "b".repeat(40),
      head_branch: "main",
      event: "push",
      status: "completed",
      conclusion: "success",
      path: ".github/workflows/ci.yml",
      created_at: "2024-05-01T10:00:00Z",
    });
    const artifact = double.addArtifact({
      runId: 77,
      name: "modelgate-baseline-default",
      files: { "x.json": "{}" },
    });
    const into = mkdtempSync(path.join(tmpdir(), "mg-down-"));
    await artifacts.downloadFromRun(artifact.id, 77, into);
    expect(readFileSync(path.join(into, "x.json"), "utf8")).toBe("{}");
    const zip = double.requests.find((r) => r.path.endsWith("/zip"));
    expect(zip?.path).toBe(`/repos/octo/app/actions/artifacts/${artifact.id}/zip`);
    expect(zip?.authorization).toBe("token test-token");
  });
});

describe("the Actions cache through @actions/cache (service v2)", () => {
  it("saves a baseline folder under its key and restores it by exact key and by prefix", async () => {
    process.env.ACTIONS_CACHE_SERVICE_V2 = "true";
    const { actionsCache, cacheKey, cachePrefix } = await import("../../../src/github/baseline-cache.js");
    const cache = actionsCache();
    expect(await cache.available()).toBe(true);
    const dir = path.join(process.env.GITHUB_WORKSPACE!, "baseline");
    const { mkdirSync, rmSync } = await import("node:fs");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "manifest.json"), '{"commit":"b"}');
    await cache.save([dir], cacheKey("default", "b".repeat(40)));
    expect(double.caches.map((c) => c.key)).toEqual([cacheKey("default", "b".repeat(40))]);

    rmSync(dir, { recursive: true });
    const exact = await cache.restore([dir], cacheKey("default", "b".repeat(40)), [cachePrefix("default")]);
    expect(exact).toBe(cacheKey("default", "b".repeat(40)));
    expect(readFileSync(path.join(dir, "manifest.json"), "utf8")).toBe('{"commit":"b"}');

    rmSync(dir, { recursive: true });
    const prefix = await cache.restore([dir], cacheKey("default", "c".repeat(40)), [cachePrefix("default")]);
    expect(prefix).toBe(cacheKey("default", "b".repeat(40)));
    expect(
      await cache.restore([dir], cacheKey("other", "c".repeat(40)), [cachePrefix("other")]),
    ).toBeUndefined();
  });
});
