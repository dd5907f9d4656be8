import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IndependentGitHub } from "../../doubles/independent-github.js";

const REPO = { owner: "acme", repo: "assistant" };
let github: IndependentGitHub;
let previousUrl: string | undefined;
// @actions/github reads GITHUB_API_URL when it is first imported: import it after setting it.
let createClient: typeof import("../../../src/github/api.js").createClient;

beforeAll(async () => {
  github = new IndependentGitHub({
    owner: "acme",
    repo: "assistant",
    tokens: {
      "t-write": {
        kind: "installation",
        login: "github-actions[bot]",
        pullRequests: "write",
        checks: "write",
      },
    },
    commits: ["a".repeat(40)],
    pulls: { 7: "a".repeat(40) },
  });
  previousUrl = process.env.GITHUB_API_URL;
  process.env.GITHUB_API_URL = await github.start();
  ({ createClient } = await import("../../../src/github/api.js"));
});

afterAll(async () => {
  if (previousUrl === undefined) delete process.env.GITHUB_API_URL;
  else process.env.GITHUB_API_URL = previousUrl;
  await github.stop();
});

describe("GitHub client retries", () => {
  it("tries an idempotent request again after a 502", async () => {
    github.failNext("GET", /\/issues\/7\/comments/, 502, "Server Error");
    const client = await createClient("t-write", { retryDelaysMs: [1, 1] });
    const { data } = await client.rest.issues.listComments({ ...REPO, issue_number: 7 });
    expect(data).toEqual([]);
    const gets = github.requests.filter((r) => r.method === "GET" && r.path.includes("/issues/7/comments"));
    expect(gets.map((r) => r.status)).toEqual([502, 200]);
  });

  it("never repeats a POST, which could create a second comment", async () => {
    github.failNext("POST", /\/issues\/7\/comments/, 502, "Server Error");
    const client = await createClient("t-write", { retryDelaysMs: [1, 1] });
    await expect(
      client.rest.issues.createComment({ ...REPO, issue_number: 7, body: "x" }),
    ).rejects.toMatchObject({
      status: 502,
    });
    expect(github.requests.filter((r) => r.method === "POST").length).toBe(1);
  });

  it("tries a GraphQL query (a POST that only reads) again after a 502, never a mutation", async () => {
    github.failNext("POST", /^\/graphql$/, 502, "Bad Gateway");
    const client = await createClient("t-write", { retryDelaysMs: [1, 1] });
    const data = await client.graphql<{ viewer: { login: string } }>("query { viewer { login } }");
    expect(data.viewer.login).toBe("github-actions[bot]");
    const posts = () => github.requests.filter((r) => r.method === "POST" && r.path === "/graphql");
    expect(posts().map((r) => r.status)).toEqual([502, 200]);
    github.requests.length = 0;
    github.failNext("POST", /^\/graphql$/, 502, "Bad Gateway");
    await expect(
      client.graphql("mutation { addComment(input: {}) { clientMutationId } }"),
    ).rejects.toMatchObject({
      status: 502,
    });
    expect(posts()).toHaveLength(1);
  });

  it("does not retry a refusal (4xx)", async () => {
    github.failNext("GET", /\/issues\/7\/comments/, 404, "Not Found");
    const client = await createClient("t-write", { retryDelaysMs: [1, 1] });
    const before = github.requests.length;
    await expect(client.rest.issues.listComments({ ...REPO, issue_number: 7 })).rejects.toMatchObject({
      status: 404,
    });
    expect(github.requests.length - before).toBe(1);
  });
});

describe("rate limits", () => {
  it("`retry-after: 0` answered for ever: a few resends, each counted as a wait, then the error", async () => {
    for (let i = 0; i < 50; i++) {
      github.failNext("POST", /\/issues\/9\/comments/, 429, "slow down", { headers: { "retry-after": "0" } });
    }
    const waits: string[] = [];
    const client = await createClient("t-write", { waitScale: 0, onWait: (line) => waits.push(line) });
    const before = github.requests.length;
    await expect(
      client.rest.issues.createComment({ ...REPO, issue_number: 9, body: "x" }),
    ).rejects.toMatchObject({ status: 429 });
    // The first send and at most five more, never the fifty the server would answer.
    expect(github.requests.length - before).toBe(6);
    expect(waits.filter((l) => /waiting 1 s \(retry-after: 0\)/.test(l))).toHaveLength(5);
    expect(waits.at(-1)).toMatch(/already sent again 5 times; giving up/);
    // The faults this request did not consume are not left for the other tests.
    for (let left = 50 - 6; left >= 0; left -= 6) {
      await client.rest.issues.createComment({ ...REPO, issue_number: 9, body: "x" }).catch(() => null);
    }
  });

  it("zero waits count against the run's bound", async () => {
    for (let i = 0; i < 3; i++) {
      github.failNext("GET", /\/issues\/7\/comments/, 429, "slow down", { headers: { "retry-after": "0" } });
    }
    const waits: string[] = [];
    const client = await createClient("t-write", {
      waitScale: 0,
      rateLimitBudgetMs: 2500,
      onWait: (line) => waits.push(line),
    });
    await expect(client.rest.issues.listComments({ ...REPO, issue_number: 7 })).rejects.toMatchObject({
      status: 429,
    });
    expect(waits.at(-1)).toMatch(/would exceed what is left of the 2.5 s bound; giving up/);
    expect(await client.rest.issues.listComments({ ...REPO, issue_number: 7 })).toBeTruthy();
  });
});

describe("the client's HTTP", () => {
  const fetchOf = (client: Awaited<ReturnType<typeof createClient>>): unknown =>
    client.request.endpoint.DEFAULTS.request?.fetch;

  it("speaks node:http (no undici) and sends the token as GitHub's toolkit does", async () => {
    const { nodeFetch } = await import("../../../src/github/node-fetch.js");
    const client = await createClient("t-write");
    expect(fetchOf(client)).toBe(nodeFetch);
    await client.rest.issues.listComments({ ...REPO, issue_number: 7 });
    expect(github.requests.at(-1)?.token).toBe("t-write");
  });

  it("behind a proxy the runner configured, is @actions/github's own client (its proxy-aware fetch)", async () => {
    const { nodeFetch } = await import("../../../src/github/node-fetch.js");
    process.env.HTTPS_PROXY = "http://127.0.0.1:9";
    try {
      const client = await createClient("t-write");
      expect(typeof fetchOf(client)).toBe("function");
      expect(fetchOf(client)).not.toBe(nodeFetch);
      // The API here is on 127.0.0.1, which the toolkit never sends through a proxy.
      const { data } = await client.rest.issues.listComments({ ...REPO, issue_number: 7 });
      expect(data).toEqual([]);
    } finally {
      delete process.env.HTTPS_PROXY;
    }
  });
});
