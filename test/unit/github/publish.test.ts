import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getOctokit } from "@actions/github";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { knownSecrets } from "../../../src/core/safety/secret-values.js";
import { type Annotation, createCheckRun } from "../../../src/github/check-run.js";
import { COMMENT_LIMIT, upsertStickyComment } from "../../../src/github/comment.js";
import { markerFor } from "../../../src/github/find-sticky-comment.js";
import { fitMarkdown } from "../../../src/github/markdown-fit.js";
import { type Publication, publish } from "../../../src/github/publish.js";
import { GitHubDouble } from "../../doubles/github-double.js";

const repo = { owner: "octo", repo: "app" };
const double = new GitHubDouble();
let client: ReturnType<typeof getOctokit>;
let summaryFile: string;

beforeAll(async () => {
  await double.start();
  client = getOctokit("test-token", { baseUrl: double.url });
  // @actions/core remembers the summary file of its first write: one file for the whole file.
  summaryFile = path.join(mkdtempSync(path.join(tmpdir(), "mg-summary-")), "summary.md");
  process.env.GITHUB_STEP_SUMMARY = summaryFile;
});
afterAll(() => double.stop());
beforeEach(() => {
  double.comments.length = 0;
  double.checkRuns.length = 0;
  double.requests.length = 0;
  double.options = { userLogin: null, tokenLogin: "github-actions[bot]", readOnly: false };
  writeFileSync(summaryFile, "");
});

const annotations = (n: number): Annotation[] =>
  Array.from({ length: n }, (_, i) => ({
    path: "suites/a.yaml",
    start_line: i + 1,
    end_line: i + 1,
    annotation_level: "failure",
    title: `case-${i}`,
    message: "regressed",
  }));

describe("sticky comment", () => {
  it("creates one comment, then updates it in place", async () => {
    const first = await upsertStickyComment(client, repo, 7, "default", "first report", {
      createIfMissing: true,
    });
    const second = await upsertStickyComment(client, repo, 7, "default", "second report", {
      createIfMissing: true,
    });
    expect(first.action).toBe("created");
    expect(second.action).toBe("updated");
    expect(double.comments).toHaveLength(1);
    expect(double.comments[0]?.body).toBe(`${markerFor("default")}\nsecond report`);
  });

  it("keeps one comment per header", async () => {
    await upsertStickyComment(client, repo, 7, "llama", "a", { createIfMissing: true });
    await upsertStickyComment(client, repo, 7, "qwen", "b", { createIfMissing: true });
    await upsertStickyComment(client, repo, 7, "llama", "c", { createIfMissing: true });
    expect(double.comments.map((c) => c.body)).toEqual([
      `${markerFor("llama")}\nc`,
      `${markerFor("qwen")}\nb`,
    ]);
  });

  it("never touches someone else's comment that carries the marker", async () => {
    const human = double.plantComment(7, "octocat", `quoting the bot: ${markerFor("default")} looks wrong`);
    await upsertStickyComment(client, repo, 7, "default", "report", { createIfMissing: true });
    await upsertStickyComment(client, repo, 7, "default", "report 2", { createIfMissing: true });
    expect(human.body).toBe(`quoting the bot: ${markerFor("default")} looks wrong`);
    expect(
      double
        .writes()
        .filter((r) => r.method === "PATCH")
        .map((r) => r.path),
    ).not.toContain(`/repos/octo/app/issues/comments/${human.id}`);
    expect(double.comments.filter((c) => c.login === "github-actions[bot]")).toHaveLength(1);
  });

  it("finds its comment on a later page (paginated, 100 per page)", async () => {
    for (let i = 0; i < 130; i++) double.plantComment(7, "octocat", `chatter ${i}`);
    const ours = double.plantComment(7, "github-actions[bot]", `${markerFor("default")}\nold`);
    const outcome = await upsertStickyComment(client, repo, 7, "default", "new", { createIfMissing: true });
    expect(outcome).toMatchObject({ action: "updated", comment: { id: ours.id } });
    const lists = double.requests.filter((r) => r.method === "GET" && r.path.endsWith("/comments"));
    expect(lists.map((r) => r.query.page ?? "1")).toEqual(["1", "2"]);
    expect(lists[0]?.query.per_page).toBe("100");
  });

  it("uses the token's own login when GET /user answers (a personal access token)", async () => {
    double.options.userLogin = "release-bot";
    double.options.tokenLogin = "release-bot";
    double.plantComment(7, "github-actions[bot]", `${markerFor("default")}\nfrom the workflow token`);
    const outcome = await upsertStickyComment(client, repo, 7, "default", "mine", { createIfMissing: true });
    expect(outcome.action).toBe("created");
    expect(double.comments.map((c) => c.login)).toEqual(["github-actions[bot]", "release-bot"]);
  });

  it("updates but does not create when asked not to", async () => {
    const skipped = await upsertStickyComment(client, repo, 7, "default", "x", { createIfMissing: false });
    expect(skipped.action).toBe("skipped");
    expect(double.comments).toHaveLength(0);
    double.plantComment(7, "github-actions[bot]", `${markerFor("default")}\nold`);
    const updated = await upsertStickyComment(client, repo, 7, "default", "x", { createIfMissing: false });
    expect(updated.action).toBe("updated");
  });

  it("trims a report over GitHub's limit instead of sending it", async () => {
    const huge = `| a |\n| --- |\n${"| row with some text |\n".repeat(5000)}`;
    await upsertStickyComment(client, repo, 7, "default", huge, { createIfMissing: true });
    const body = double.comments[0]?.body ?? "";
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(body).toMatch(/trimmed/);
  });
});

describe("fitMarkdown", () => {
  it("closes an open code fence and details block when it cuts inside them", () => {
    const text = `<details><summary>x</summary>\n\n\`\`\`diff\n${"- line\n".repeat(1000)}\`\`\`\n</details>\n`;
    const fitted = fitMarkdown(text, 2000);
    expect(fitted.length).toBeLessThanOrEqual(2000);
    expect(fitted.match(/```/g)?.length).toBe(2);
    expect(fitted).toContain("</details>");
  });
});

describe("check run", () => {
  it("sends at most 50 annotations per request: create without, then add them 50 at a time", async () => {
    const ref = await createCheckRun(client, repo, {
      name: "ModelGate",
      headSha: "a".repeat(40),
      conclusion: "failure",
      title: "Regressed",
      summary: "summary",
      annotations: annotations(120),
    });
    const writes = double.writes();
    expect(writes.map((w) => w.method)).toEqual(["POST", "PATCH", "PATCH", "PATCH"]);
    const counts = writes.map(
      (w) => (w.body as { output: { annotations?: unknown[] } }).output.annotations?.length ?? 0,
    );
    expect(counts).toEqual([0, 50, 50, 20]);
    const run = double.checkRuns[0]!;
    expect(run.id).toBe(ref.id);
    expect(run.head_sha).toBe("a".repeat(40));
    expect(run.annotations).toHaveLength(120);
    expect(run.conclusion).toBe("failure");
    expect(ref.omitted).toBeUndefined();
  });

  it("adds at most 1,000 annotations and says how many were left out", async () => {
    const info = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      const ref = await createCheckRun(client, repo, {
        name: "ModelGate",
        headSha: "a".repeat(40),
        conclusion: "failure",
        title: "Regressed",
        summary: "summary",
        annotations: annotations(1_030),
      });
      expect(double.checkRuns[0]!.annotations).toHaveLength(1_000);
      expect(ref.omitted).toBe(30);
      const logged = info.mock.calls.map((c) => String(c[0])).join("");
      expect(logged).toContain("annotating the first 1000 of 1030 cases");
    } finally {
      info.mockRestore();
    }
  });

  it("trims a summary over 65,535 characters", async () => {
    await createCheckRun(client, repo, {
      name: "ModelGate",
      headSha: "a".repeat(40),
      conclusion: "success",
      title: "t",
      summary: "x\n".repeat(40_000),
      annotations: [],
    });
    expect(double.checkRuns[0]?.summary.length).toBeLessThanOrEqual(65_535);
  });

  it("fits the summary, annotation messages and titles in GitHub's units (bytes, characters)", async () => {
    const ja = "日本語の出力がとても長く続きます。";
    const ref = await createCheckRun(client, repo, {
      name: "ModelGate",
      headSha: "a".repeat(40),
      conclusion: "failure",
      title: "t",
      summary: `${ja}\n`.repeat(5_000),
      annotations: [{ ...annotations(1)[0]!, title: "題".repeat(400), message: ja.repeat(3_000) }],
    });
    expect(ref.incomplete).toBeUndefined();
    const run = double.checkRuns[0]!;
    expect(Buffer.byteLength(run.summary)).toBeLessThanOrEqual(65_535);
    expect(Buffer.byteLength(run.summary)).toBeGreaterThan(60_000);
    const a = run.annotations[0]!;
    expect(Buffer.byteLength(String(a.message))).toBeLessThanOrEqual(65_535);
    expect([...String(a.title)].length).toBeLessThanOrEqual(255);
    expect(double.requests.filter((r) => (r.status ?? 0) >= 400)).toEqual([]);
  });
});

describe("check run annotations", () => {
  it("show invisible and control characters from model output, as the reports do", async () => {
    const hidden = "ok\u202Etxt.exe\u200b\u{E0041}\u0007\u001b[2J";
    await createCheckRun(client, repo, {
      name: "ModelGate",
      headSha: "a".repeat(40),
      conclusion: "failure",
      title: `Regressed: ${hidden}`,
      summary: "s",
      annotations: [
        {
          ...annotations(1)[0]!,
          title: `case\u2066-1\n2: regression`,
          message: `Hello!\r- I will never share\u2028+ forged\nsecond line ${hidden}`,
        },
      ],
    });
    const run = double.checkRuns[0]!;
    const a = run.annotations[0]!;
    expect(a.title).toBe("case\\u{2066}-1 2: regression");
    expect(a.message).toBe(
      "Hello!\\r- I will never share\\u{2028}+ forged\nsecond line ok\\u{202E}txt.exe\\u{200B}\\u{E0041}\ufffd\ufffd[2J",
    );
    expect(run.title).toBe("Regressed: ok\\u{202E}txt.exe\\u{200B}\\u{E0041}\ufffd\ufffd[2J");
    expect(JSON.stringify(run)).not.toMatch(
      /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b\u202e\u2066\u2028\r]|\\u001b/u,
    );
  });
});

function publication(over: Partial<Publication> = {}): Publication {
  return {
    header: "default",
    summary: "# full report",
    comment: () => "comment report",
    check: {
      name: "ModelGate",
      title: "Regressed",
      summary: "check summary",
      conclusion: "failure",
      annotations: annotations(3),
    },
    failed: true,
    changed: true,
    issue: 7,
    headSha: "a".repeat(40),
    fork: false,
    ...over,
  };
}

describe("publish", () => {
  it("masks known secrets in the summary, the comment and the check run (title, summary, annotations)", async () => {
    // Unmasked text: a baseline read from a file, recorded before the config declared the key.
    const secret = "TopSecretTok3n-publish";
    knownSecrets.add(secret);
    const said = `the key is ${secret}`;
    await publish(
      publication({
        summary: `# full report: ${said}`,
        comment: () => `comment report: ${said}`,
        check: {
          name: "ModelGate",
          title: `Regressed: ${said}`,
          summary: (max) => `check summary: ${said}`.slice(0, max),
          conclusion: "failure",
          annotations: [{ ...annotations(1)[0]!, title: `case: ${said}`, message: `reason: ${said}` }],
        },
      }),
      { comment: "always", checkRun: true },
      client,
      repo,
    );
    const sent = JSON.stringify(double.writes().map((w) => w.body));
    const summary = readFileSync(summaryFile, "utf8");
    expect(sent).toContain("comment report: the key is <redacted>");
    expect(summary).toContain("# full report: the key is <redacted>");
    const run = double.checkRuns[0]!;
    expect([run.title, run.summary]).toEqual([
      "Regressed: the key is <redacted>",
      "check summary: the key is <redacted>",
    ]);
    expect(run.annotations[0]).toMatchObject({
      title: "case: the key is <redacted>",
      message: "reason: the key is <redacted>",
    });
    expect(sent).not.toContain(secret);
    expect(summary).not.toContain(secret);
  });

  it("writes the summary, the comment and the check run", async () => {
    const result = await publish(publication(), { comment: "always", checkRun: true }, client, repo);
    expect(readFileSync(summaryFile, "utf8")).toContain("# full report");
    expect(result.comment?.id).toBe(double.comments[0]?.id);
    expect(result.checkRun?.id).toBe(double.checkRuns[0]?.id);
    expect(result.restricted).toEqual([]);
  });

  it("for a fork with a read-only token: summary, one refused write, nothing created, no exception", async () => {
    double.options.readOnly = true;
    const result = await publish(
      publication({ fork: true }),
      { comment: "always", checkRun: true },
      client,
      repo,
    );
    expect(readFileSync(summaryFile, "utf8")).toContain("# full report");
    // The comment is refused; the check run is then not tried (the token is read-only).
    expect(double.writes().map((r) => [r.method, r.status])).toEqual([["POST", 403]]);
    expect(double.comments).toHaveLength(0);
    expect(double.checkRuns).toHaveLength(0);
    expect(result.restricted).toHaveLength(1);
    expect(result.restricted[0]).toMatch(/fork.*the comment: Resource not accessible/);
  });

  it("for a fork whose token may write (a private repository): the comment and the check run", async () => {
    const result = await publish(
      publication({ fork: true }),
      { comment: "always", checkRun: true },
      client,
      repo,
    );
    expect(result.comment?.id).toBe(double.comments[0]?.id);
    expect(result.checkRun?.id).toBe(double.checkRuns[0]?.id);
    expect(result.restricted).toEqual([]);
    // Posted: nothing is left to a `mode: publish` job (it would add a second check run).
    expect(result.deferred).toBe(false);
  });

  it("for a fork whose token may comment but not create check runs: the refusal named", async () => {
    double.failNext({
      method: "POST",
      path: /\/check-runs$/,
      status: 403,
      message: "Resource not accessible by integration",
    });
    const result = await publish(
      publication({ fork: true }),
      { comment: "always", checkRun: true },
      client,
      repo,
    );
    expect(double.comments).toHaveLength(1);
    expect(result.restricted).toHaveLength(1);
    expect(result.restricted[0]).toMatch(/fork.*the check run: Resource not accessible/);
  });

  it("for a read-only token (403): summary, warnings, nothing created, no exception", async () => {
    double.options.readOnly = true;
    const result = await publish(publication(), { comment: "always", checkRun: true }, client, repo);
    expect(readFileSync(summaryFile, "utf8")).toContain("# full report");
    expect(double.comments).toHaveLength(0);
    expect(double.checkRuns).toHaveLength(0);
    expect(result.restricted).toHaveLength(2);
  });

  it.each([
    ["changes", { changed: false, failed: false }, 0],
    ["changes", { changed: true, failed: false }, 1],
    ["failures", { changed: true, failed: false }, 0],
    ["failures", { changed: true, failed: true }, 1],
    ["off", { changed: true, failed: true }, 0],
  ] as const)("comment: %s with %o creates %i comment(s)", async (mode, state, expected) => {
    await publish(publication(state), { comment: mode, checkRun: false }, client, repo);
    expect(double.comments).toHaveLength(expected);
  });

  it("comment: changes still updates an earlier comment so it never shows a stale verdict", async () => {
    double.plantComment(7, "github-actions[bot]", `${markerFor("default")}\nRegressed earlier`);
    await publish(
      publication({ changed: false, failed: false, comment: () => "all good" }),
      { comment: "changes", checkRun: false },
      client,
      repo,
    );
    expect(double.comments[0]?.body).toContain("all good");
  });

  // review-action #8: `off` creates none, but an earlier verdict must not stay on the pull request.
  it("comment: off updates an earlier comment of its header, and creates none", async () => {
    double.plantComment(7, "github-actions[bot]", `${markerFor("default")}\nRegressed earlier`);
    double.plantComment(7, "github-actions[bot]", `${markerFor("web")}\nanother header`);
    const result = await publish(
      publication({ changed: false, failed: false, comment: () => "all good" }),
      { comment: "off", checkRun: false },
      client,
      repo,
    );
    expect(double.comments.map((c) => c.body)).toEqual([
      `${markerFor("default")}\nall good`,
      `${markerFor("web")}\nanother header`,
    ]);
    expect(result.comment?.id).toBe(double.comments[0]?.id);
  });

  it("comment: off with no check run on a fork: nothing asked for, no warning, no request", async () => {
    const result = await publish(
      publication({ fork: true }),
      { comment: "off", checkRun: false },
      client,
      repo,
    );
    expect(result.restricted).toEqual([]);
    expect(double.requests).toEqual([]);
    // An earlier comment of this header is the `mode: publish` job's to update.
    expect(result.deferred).toBe(true);
  });
});
