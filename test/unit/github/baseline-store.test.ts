import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { cp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getOctokit } from "@actions/github";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ArtifactClient } from "../../../src/github/artifacts.js";
import { findBaselineArtifact } from "../../../src/github/baseline-artifact.js";
import { type CacheClient, cacheKey, keyBelongsTo } from "../../../src/github/baseline-cache.js";
import {
  findBaseline,
  type LookupTarget,
  MANIFEST_FILE,
  provenanceOf,
  type StoreDeps,
  saveBaseline,
} from "../../../src/github/baseline-store.js";
import type { Trigger } from "../../../src/github/context.js";
import { GitHubDouble } from "../../doubles/github-double.js";

const BASE = "b".repeat(40);
const OLD = "0".repeat(40);
const HEAD = "c".repeat(40);

/** The cache service as restoreCache sees it: exact key first, then each restore prefix, newest first. */
class FakeCache implements CacheClient {
  entries: Array<{ key: string; files: Map<string, string>; at: number }> = [];
  restores: Array<{ key: string; restoreKeys: string[] }> = [];
  saves: string[] = [];
  private clock = 0;
  available = async (): Promise<boolean> => true;
  async restore(paths: string[], key: string, restoreKeys: string[]): Promise<string | undefined> {
    this.restores.push({ key, restoreKeys });
    const newest = (match: (k: string) => boolean) =>
      this.entries.filter((e) => match(e.key)).sort((a, b) => b.at - a.at)[0];
    const hit =
      newest((k) => k === key) ??
      restoreKeys.map((p) => newest((k) => k.startsWith(p))).find((e) => e !== undefined);
    if (!hit) return undefined;
    for (const [name, text] of hit.files) writeFileSync(path.join(paths[0]!, name), text);
    return hit.key;
  }
  async save(paths: string[], key: string): Promise<void> {
    this.saves.push(key);
    const files = new Map<string, string>();
    for (const name of readdirSync(paths[0]!))
      files.set(name, readFileSync(path.join(paths[0]!, name), "utf8"));
    this.entries.push({ key, files, at: ++this.clock });
  }
  plant(key: string, commit: string, createdAt = "2024-05-01T10:00:00.000Z"): void {
    const manifest = {
      format: "modelgate.baseline/v1",
      header: "default",
      commit,
      created_at: createdAt,
      results: [{ suite: "support", config_id: "base", file: "001-support-base.json" }],
    };
    const files = new Map([
      [MANIFEST_FILE, JSON.stringify(manifest)],
      ["001-support-base.json", `{"commit":"${commit}"}`],
    ]);
    this.entries.push({ key, files, at: ++this.clock });
  }
}

class FakeArtifacts implements ArtifactClient {
  uploads: Array<{ name: string; files: string[] }> = [];
  downloads: Array<{ id: number; runId: number }> = [];
  constructor(private readonly source: string | null = null) {}
  async upload(name: string, files: string[]): Promise<void> {
    this.uploads.push({ name, files: files.map((f) => path.basename(f)) });
  }
  async listCurrentRun(): Promise<Array<{ id: number; name: string }>> {
    return [];
  }
  async downloadCurrentRun(): Promise<void> {}
  async downloadFromRun(id: number, runId: number, dir: string): Promise<void> {
    this.downloads.push({ id, runId });
    if (this.source !== null) await cp(this.source, dir, { recursive: true });
  }
}

function target(overrides: Partial<LookupTarget> = {}): LookupTarget {
  const dir = mkdtempSync(path.join(tmpdir(), "mg-restore-"));
  return { header: "default", baseSha: BASE, baseBranch: "main", dir, cwd: dir, ...overrides };
}

function deps(cache: CacheClient, artifacts: ArtifactClient, client: StoreDeps["client"] = null): StoreDeps {
  return {
    cache,
    artifacts,
    client,
    repo: { owner: "octo", repo: "app" },
    workflowFile: ".github/workflows/ci.yml",
  };
}

function resultFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "mg-result-"));
  const file = path.join(dir, "run.json");
  writeFileSync(file, '{"format":"modelgate.run/v1"}');
  return file;
}

const push = (defaultBranch: boolean): Trigger => ({
  kind: "push",
  sha: HEAD,
  branch: defaultBranch ? "main" : "x",
  defaultBranch,
});
const pr = (kind: "pull_request" | "pull_request_target"): Trigger => ({
  kind,
  pr: { number: 1, headSha: HEAD, baseSha: BASE, baseRef: "main", fork: false },
});

describe("cache keys", () => {
  it("are per header and commit, never fixed", () => {
    expect(cacheKey("default", BASE)).toBe(`modelgate-baseline-v1-default-${BASE}`);
    expect(cacheKey("default", BASE)).not.toBe(cacheKey("default", OLD));
    expect(keyBelongsTo(cacheKey("web", BASE), "web")).toBe(true);
    // A prefix restore for `web` can match `web-api`'s entries: they are not ours.
    expect(keyBelongsTo(cacheKey("web-api", BASE), "web")).toBe(false);
  });
});

describe("saveBaseline", () => {
  const entries = () => [{ suite: "support", configId: "base", file: resultFile() }];

  it("saves to the cache under the pushed commit and uploads the artifact, on the default branch", async () => {
    const cache = new FakeCache();
    const artifacts = new FakeArtifacts();
    const dir = mkdtempSync(path.join(tmpdir(), "mg-save-"));
    const outcome = await saveBaseline(
      { kind: "auto" },
      push(true),
      "default",
      dir,
      entries(),
      deps(cache, artifacts),
    );
    expect(cache.saves).toEqual([cacheKey("default", HEAD)]);
    expect(artifacts.uploads).toEqual([
      { name: "modelgate-baseline-default", files: ["001-support-base.json", MANIFEST_FILE] },
    ]);
    expect(outcome.saved).toHaveLength(2);
    const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), "utf8"));
    expect(manifest).toMatchObject({ format: "modelgate.baseline/v1", commit: HEAD, header: "default" });
  });

  it.each([
    ["a push to another branch", push(false)],
    ["pull_request", pr("pull_request")],
    ["pull_request_target", pr("pull_request_target")],
    [
      "workflow_run",
      { kind: "workflow_run", runId: 5, headSha: HEAD, headBranch: "main", event: "push" } as Trigger,
    ],
  ])("never saves from %s", async (_name, trigger) => {
    const cache = new FakeCache();
    const artifacts = new FakeArtifacts();
    const dir = mkdtempSync(path.join(tmpdir(), "mg-save-"));
    const outcome = await saveBaseline(
      { kind: "auto" },
      trigger,
      "default",
      dir,
      entries(),
      deps(cache, artifacts),
    );
    expect(outcome.skipped).toMatch(/only from pushes to the default branch/);
    expect(cache.saves).toEqual([]);
    expect(artifacts.uploads).toEqual([]);
  });

  it("stores only where `baseline` says", async () => {
    const cache = new FakeCache();
    const artifacts = new FakeArtifacts();
    const dir = mkdtempSync(path.join(tmpdir(), "mg-save-"));
    await saveBaseline({ kind: "cache" }, push(true), "default", dir, entries(), deps(cache, artifacts));
    expect(cache.saves).toHaveLength(1);
    expect(artifacts.uploads).toHaveLength(0);
    await saveBaseline({ kind: "artifact" }, push(true), "default", dir, entries(), deps(cache, artifacts));
    expect(cache.saves).toHaveLength(1);
    expect(artifacts.uploads).toHaveLength(1);
    const none = await saveBaseline(
      { kind: "none" },
      push(true),
      "default",
      dir,
      entries(),
      deps(cache, artifacts),
    );
    expect(none.skipped).toMatch(/none/);
  });
});

// review-action #10: a re-run of the push job finds its commit's entries from the first attempt.
describe("saveBaseline on a re-run", () => {
  const entries = () => [{ suite: "support", configId: "base", file: resultFile() }];
  class RunArtifacts extends FakeArtifacts {
    constructor(private readonly names: string[]) {
      super();
    }
    override async listCurrentRun() {
      return this.names.map((name, i) => ({ id: i + 1, name }));
    }
  }

  it("reports the cache entry and the artifact of an earlier attempt as there, writing neither", async () => {
    const cache = new FakeCache();
    cache.plant(cacheKey("default", HEAD), HEAD);
    const artifacts = new RunArtifacts(["modelgate-baseline-default"]);
    const dir = mkdtempSync(path.join(tmpdir(), "mg-save-"));
    const outcome = await saveBaseline(
      { kind: "auto" },
      push(true),
      "default",
      dir,
      entries(),
      deps(cache, artifacts),
    );
    expect(outcome).toEqual({
      saved: [],
      existing: [`cache ${cacheKey("default", HEAD)}`, "artifact modelgate-baseline-default"],
      skipped: null,
      failures: [],
    });
    expect(cache.saves).toEqual([]);
    expect(artifacts.uploads).toEqual([]);
  });

  it("saves where the earlier attempt did not: an artifact of another name is not this one", async () => {
    const cache = new FakeCache();
    cache.plant(cacheKey("default", OLD), OLD);
    const artifacts = new RunArtifacts(["modelgate-baseline-web"]);
    const dir = mkdtempSync(path.join(tmpdir(), "mg-save-"));
    const outcome = await saveBaseline(
      { kind: "auto" },
      push(true),
      "default",
      dir,
      entries(),
      deps(cache, artifacts),
    );
    expect(outcome.existing).toEqual([]);
    expect(outcome.saved).toEqual([
      `cache ${cacheKey("default", HEAD)}`,
      "artifact modelgate-baseline-default",
    ]);
    // The bundle saved is this run's, not what the lookup restored.
    expect(JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), "utf8")).commit).toBe(HEAD);
  });
});

describe("findBaseline from the cache", () => {
  it("restores the base commit's exact key first, alone (the header prefix is a later step)", async () => {
    const cache = new FakeCache();
    cache.plant(cacheKey("default", BASE), BASE);
    cache.plant(cacheKey("default", OLD), OLD); // newer entry, older commit: the exact key still wins
    const found = await findBaseline({ kind: "auto" }, target(), deps(cache, new FakeArtifacts()));
    expect(cache.restores).toEqual([{ key: `modelgate-baseline-v1-default-${BASE}`, restoreKeys: [] }]);
    expect(found.baseline).toMatchObject({
      source: "cache",
      commit: BASE,
      detail: cacheKey("default", BASE),
    });
    expect(found.baseline?.entries[0]?.suite).toBe("support");
  });

  it("falls back to the newest entry of the header when the base commit has none", async () => {
    const cache = new FakeCache();
    cache.plant(cacheKey("default", OLD), OLD);
    cache.plant(cacheKey("other", BASE), BASE);
    const found = await findBaseline({ kind: "cache" }, target(), deps(cache, new FakeArtifacts()));
    expect(found.baseline?.commit).toBe(OLD);
  });

  it("ignores an entry of a header that merely starts like this one", async () => {
    const cache = new FakeCache();
    cache.plant(cacheKey("default-b", OLD), OLD);
    const artifacts = new FakeArtifacts();
    const found = await findBaseline({ kind: "cache" }, target(), deps(cache, artifacts));
    expect(found.baseline).toBeNull();
    expect(found.notes.join("\n")).toMatch(/belongs to another comment-header/);
  });

  it("is neutral when nothing is found: no baseline, notes saying what was tried", async () => {
    const found = await findBaseline({ kind: "auto" }, target(), deps(new FakeCache(), new FakeArtifacts()));
    expect(found.baseline).toBeNull();
    // The base commit's own (cache, artifact), then the base branch's newest (cache): three notes.
    expect(found.notes).toHaveLength(3);
    expect(found.notes[0]).toMatch(/^cache: no entry for modelgate-baseline-v1-default-b{40}/);
    expect(found.notes[1]).toMatch(/^artifact: no github-token/);
    expect(found.notes[2]).toMatch(/^cache: no entry starting modelgate-baseline-v1-default-$/);
  });

  it("`none` looks nowhere", async () => {
    const cache = new FakeCache();
    cache.plant(cacheKey("default", BASE), BASE);
    const found = await findBaseline({ kind: "none" }, target(), deps(cache, new FakeArtifacts()));
    expect(found.baseline).toBeNull();
    expect(cache.restores).toEqual([]);
  });

  it("gives provenance with the age from the manifest", () => {
    const p = provenanceOf(
      { source: "cache", commit: BASE, createdAt: "2024-05-01T10:00:00.000Z", detail: "", entries: [] },
      new Date("2024-05-01T13:00:00.000Z"),
    );
    expect(p).toEqual({ source: "cache", commit: BASE, age_seconds: 3 * 3600 });
  });
});

describe("findBaseline from artifacts, against the REST double", () => {
  const double = new GitHubDouble();
  let client: ReturnType<typeof getOctokit>;
  let bundle: string;

  beforeAll(async () => {
    await double.start();
    client = getOctokit("test-token", { baseUrl: double.url });
    bundle = mkdtempSync(path.join(tmpdir(), "mg-bundle-"));
    writeFileSync(
      path.join(bundle, MANIFEST_FILE),
      JSON.stringify({
        format: "modelgate.baseline/v1",
        header: "default",
        commit: BASE,
        created_at: "2024-05-01T10:00:00.000Z",
        results: [{ suite: "support", config_id: "base", file: "001-support-base.json" }],
      }),
    );
    writeFileSync(path.join(bundle, "001-support-base.json"), "{}");
  });
  afterAll(() => double.stop());
  beforeEach(() => {
    double.workflowRuns.length = 0;
    double.artifacts.length = 0;
    double.requests.length = 0;
  });

  const run = (id: number, over: Partial<Parameters<GitHubDouble["addWorkflowRun"]>[0]> = {}) =>
    double.addWorkflowRun({
      id,
      head_sha: BASE,
      head_branch: "main",
      event: "push",
      status: "completed",
      conclusion: "success",
      path: ".github/workflows/ci.yml",
      created_at: `2024-05-0${id % 10}T10:00:00Z`,
      ...over,
    });

  it("takes the newest successful push run of the base branch that has the artifact", async () => {
    run(1);
    run(2, { head_sha: OLD });
    run(3, { conclusion: "failure" });
    run(4, { head_branch: "feature" });
    run(5, { event: "pull_request" });
    run(6, { path: ".github/workflows/other.yml" });
    run(7, { head_sha: HEAD }); // newest of the matching runs, but its artifact expired
    double.addArtifact({ runId: 1, name: "modelgate-baseline-default", files: {} });
    double.addArtifact({ id: 200, runId: 2, name: "modelgate-baseline-default", files: {} });
    double.addArtifact({ runId: 2, name: "modelgate-baseline-other", files: {} });
    for (const id of [3, 4, 5, 6])
      double.addArtifact({ runId: id, name: "modelgate-baseline-default", files: {} });
    double.addArtifact({ runId: 7, name: "modelgate-baseline-default", files: {}, expired: true });

    const found = await findBaselineArtifact(
      client,
      { owner: "octo", repo: "app" },
      {
        branch: "main",
        header: "default",
        workflowFile: ".github/workflows/ci.yml",
      },
    );
    expect(found).toMatchObject({ artifactId: 200, runId: 2, headSha: OLD });
    const listRuns = double.requests.find((r) => r.path.endsWith("/runs") && r.path.includes("workflows"));
    expect(listRuns?.path).toBe("/repos/octo/app/actions/workflows/ci.yml/runs");
    expect(listRuns?.query).toMatchObject({ branch: "main", event: "push", status: "success" });
  });

  it("is the fallback after a cache miss, and downloads the artifact it found", async () => {
    run(1);
    double.addArtifact({ id: 300, runId: 1, name: "modelgate-baseline-default", files: {} });
    const cache = new FakeCache();
    const artifacts = new FakeArtifacts(bundle);
    const found = await findBaseline({ kind: "auto" }, target(), deps(cache, artifacts, client));
    expect(cache.restores).toHaveLength(1);
    expect(artifacts.downloads).toEqual([{ id: 300, runId: 1 }]);
    expect(found.baseline).toMatchObject({ source: "artifact", commit: BASE, detail: "run 1" });
  });

  it("is not consulted when the cache has the baseline", async () => {
    run(1);
    double.addArtifact({ runId: 1, name: "modelgate-baseline-default", files: {} });
    const cache = new FakeCache();
    cache.plant(cacheKey("default", BASE), BASE);
    const artifacts = new FakeArtifacts(bundle);
    await findBaseline({ kind: "auto" }, target(), deps(cache, artifacts, client));
    expect(double.requests).toEqual([]);
    expect(artifacts.downloads).toEqual([]);
  });

  it("reports a token without `actions: read` (404) as a failed lookup, not as no baseline", async () => {
    const denied = new GitHubDouble();
    await denied.start();
    try {
      const found = await findBaseline(
        { kind: "artifact" },
        target(),
        deps(new FakeCache(), new FakeArtifacts(), getOctokit("x", { baseUrl: `${denied.url}/missing` })),
      );
      expect(found.baseline).toBeNull();
      expect(found.failures).toHaveLength(1);
      expect(found.failures[0]).toMatch(
        /^artifact: listing the successful push runs failed \(HTTP 404\): .*; the token needs 'actions: read'$/,
      );
      expect(found.notes).toEqual(found.failures);
    } finally {
      await denied.stop();
    }
  });

  it("a download that answers 502 is a failed lookup that does not blame the token", async () => {
    run(1);
    double.addArtifact({ id: 300, runId: 1, name: "modelgate-baseline-default", files: {} });
    const artifacts = new FakeArtifacts(bundle);
    artifacts.downloadFromRun = async () => {
      throw Object.assign(new Error("Server Error"), { status: 502 });
    };
    const found = await findBaseline(
      { kind: "artifact" },
      target(),
      deps(new FakeCache(), artifacts, client),
    );
    expect(found.baseline).toBeNull();
    expect(found.failures).toEqual([
      "artifact: downloading artifact 300 of run 1 failed (HTTP 502): Server Error",
    ]);
  });

  it("a failed cache restore is a failure, and a later place that has the baseline still wins", async () => {
    run(1);
    double.addArtifact({ id: 300, runId: 1, name: "modelgate-baseline-default", files: {} });
    const cache = new FakeCache();
    cache.restore = async () => {
      throw new Error("Failed request: (503) Service Unavailable");
    };
    const failed = await findBaseline({ kind: "cache" }, target(), deps(cache, new FakeArtifacts()));
    expect(failed.baseline).toBeNull();
    expect(failed.failures).toEqual([
      `cache: restoring ${cacheKey("default", BASE)} failed (HTTP 503): Failed request: (503) Service Unavailable`,
      "cache: restoring the newest entry starting modelgate-baseline-v1-default- failed (HTTP 503): Failed request: (503) Service Unavailable",
    ]);
    const found = await findBaseline(
      { kind: "auto" },
      target(),
      deps(cache, new FakeArtifacts(bundle), client),
    );
    expect(found.baseline).toMatchObject({ source: "artifact" });
    expect(found.failures).toHaveLength(1);
  });
});

// The pull request that adds the workflow: GitHub answers 404 for the runs of a workflow it does
// not know yet. That is "no baseline yet"; a 404 for the repository itself is still a failure.
describe("findBaseline when GitHub answers 404 Not Found for the runs", () => {
  const cases: GitHubDouble[] = [];
  afterAll(async () => {
    for (const d of cases) await d.stop();
  });
  async function double(options: ConstructorParameters<typeof GitHubDouble>[0]) {
    const d = new GitHubDouble(options);
    await d.start();
    cases.push(d);
    return d;
  }

  it("of a workflow GitHub does not know (not on the base branch yet) is no baseline yet", async () => {
    const d = await double({ repository: "octo/app", workflows: ["other.yml"] });
    const client = getOctokit("test-token", { baseUrl: d.url });
    const found = await findBaseline(
      { kind: "artifact" },
      target(),
      deps(new FakeCache(), new FakeArtifacts(), client),
    );
    expect(found.baseline).toBeNull();
    expect(found.failures).toEqual([]);
    expect(found.notes).toEqual([
      "artifact: GitHub knows no workflow ci.yml yet (its runs answer 404 Not Found, the repository's runs are listed): the workflow is new on this pull request, so no baseline was saved",
    ]);
    // GitHub's own answer, and the one request that tells the two 404s apart.
    const listing = d.requests.filter((r) => r.path === "/repos/octo/app/actions/workflows/ci.yml/runs");
    expect(listing.map((r) => r.status)).toEqual([404, 404]);
    expect(d.requests.filter((r) => r.path === "/repos/octo/app/actions/runs").map((r) => r.status)).toEqual([
      200, 200,
    ]);
  });

  it("answers with GitHub's exact body", async () => {
    const d = await double({ repository: "octo/app", workflows: [] });
    const response = await fetch(`${d.url}/repos/octo/app/actions/workflows/ci.yml/runs`, {
      headers: { authorization: "token t" },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: "Not Found",
      documentation_url:
        "https://docs.github.com/rest/actions/workflow-runs#list-workflow-runs-for-a-workflow",
      status: "404",
    });
  });

  it("of a repository the token cannot see is a failed lookup naming the status, not no baseline", async () => {
    const d = await double({ repository: "octo/app", workflows: ["ci.yml"] });
    const client = getOctokit("test-token", { baseUrl: d.url });
    const gone = {
      ...deps(new FakeCache(), new FakeArtifacts(), client),
      repo: { owner: "octo", repo: "gone" },
    };
    const found = await findBaseline({ kind: "artifact" }, target(), gone);
    expect(found.baseline).toBeNull();
    expect(found.failures).toEqual([
      expect.stringMatching(
        /^artifact: listing the successful push runs failed \(HTTP 404\): Not Found.*; the token needs 'actions: read'$/,
      ),
    ]);
  });

  it("of the workflow's runs while the repository's runs answer 404 too (no access) is a failed lookup", async () => {
    const d = await double({ repository: "octo/app", workflows: ["ci.yml"] });
    d.failNext({
      method: "GET",
      path: /\/actions\/runs$/,
      status: 404,
      count: 10,
      body: { message: "Not Found", documentation_url: "https://docs.github.com/rest", status: "404" },
    });
    d.failNext({
      method: "GET",
      path: /\/workflows\/ci\.yml\/runs$/,
      status: 404,
      count: 10,
      body: { message: "Not Found", documentation_url: "https://docs.github.com/rest", status: "404" },
    });
    const client = getOctokit("test-token", { baseUrl: d.url });
    const found = await findBaseline(
      { kind: "artifact" },
      target(),
      deps(new FakeCache(), new FakeArtifacts(), client),
    );
    expect(found.baseline).toBeNull();
    expect(found.failures).toHaveLength(1);
    expect(found.notes.some((n) => n.includes("GitHub knows no workflow"))).toBe(false);
  });
});

describe("a committed baseline file", () => {
  it("names the path it could not find", async () => {
    const t = target();
    mkdirSync(t.cwd, { recursive: true });
    await expect(
      findBaseline(
        { kind: "file", path: "nope/baseline.json" },
        t,
        deps(new FakeCache(), new FakeArtifacts()),
      ),
    ).rejects.toThrow(/input 'baseline': nope\/baseline.json does not exist/);
  });
});
