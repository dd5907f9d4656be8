import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CacheClient } from "../../../src/github/baseline-cache.js";
import {
  digestsKey,
  RESPONSE_CACHE_PREFIX,
  restoreResponses,
  saveResponses,
} from "../../../src/github/response-cache.js";
import { makeRun } from "../../helpers/make-run.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-action-cache-"));
  await writeFile(join(dir, "a.yaml"), "id: a\nprovider: ollama\nmodel: m\n");
  await writeFile(join(dir, "b.yaml"), "id: a\nprovider: ollama\nmodel: m\ntemperature: 1\n");
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function fakeCache(restoredKey?: string): CacheClient & { saved: string[]; restores: string[][] } {
  const saved: string[] = [];
  const restores: string[][] = [];
  return {
    saved,
    restores,
    available: async () => true,
    restore: async (_paths, key, keys) => {
      restores.push([key, ...keys]);
      return restoredKey;
    },
    save: async (_paths, key) => {
      saved.push(key);
    },
  };
}

const run = (digest: string) =>
  makeRun([{ id: "x" }], {
    runtime: {
      modelgate: "0",
      node: "v20",
      os: "linux",
      arch: "x64",
      provider: { ollama_version: "0.6", models: { m: { digest } } },
    },
  });

async function pullRequestEnv(fork: boolean): Promise<NodeJS.ProcessEnv> {
  const event = join(dir, `event-${fork}.json`);
  const repo = (name: string) => ({ full_name: name });
  await writeFile(
    event,
    JSON.stringify({
      pull_request: {
        number: 3,
        head: { sha: "a".repeat(40), repo: repo(fork ? "someone/fork" : "o/r") },
        base: { sha: "b".repeat(40), ref: "main", repo: repo("o/r") },
      },
    }),
  );
  const summary = join(dir, `summary-${fork}.md`);
  await writeFile(summary, "");
  return {
    GITHUB_REPOSITORY: "o/r",
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: event,
    GITHUB_RUN_ID: "77",
    GITHUB_RUN_ATTEMPT: "2",
    GITHUB_STEP_SUMMARY: summary,
  };
}

describe("the Action's response cache", () => {
  it("restores by a prefix of the configurations' contents", async () => {
    const client = fakeCache("hit");
    const a = await restoreResponses(join(dir, "out"), dir, ["a.yaml"], client);
    const b = await restoreResponses(join(dir, "out"), dir, ["b.yaml"], client);
    expect(a.prefix.startsWith(RESPONSE_CACHE_PREFIX)).toBe(true);
    expect(a.prefix).not.toBe(b.prefix);
    expect(client.restores[0]).toEqual([`${a.prefix}latest`, a.prefix]);
    expect(a.dir).toBe(join(dir, "out", "responses"));
  });

  it("saves under the model digests, never from a fork, and says what the cache served", async () => {
    const restored = {
      dir: join(dir, "out", "responses"),
      prefix: `${RESPONSE_CACHE_PREFIX}abc-`,
      restoredKey: "k",
    };
    const client = fakeCache();
    const env = await pullRequestEnv(false);
    // @actions/core writes the summary to the file the process environment names.
    process.env.GITHUB_STEP_SUMMARY = env.GITHUB_STEP_SUMMARY;
    const key = await saveResponses(restored, [run("d1")], { hits: 4, misses: 2 }, client, env);
    expect(key).toBe(`${restored.prefix}${digestsKey([run("d1")])}-77-2`);
    expect(digestsKey([run("d1")])).not.toBe(digestsKey([run("d2")]));
    expect(await readFile(env.GITHUB_STEP_SUMMARY!, "utf8")).toContain(
      "ModelGate response cache: 4 of 6 model calls served from the cache.",
    );

    const forkEnv = await pullRequestEnv(true);
    expect(await saveResponses(restored, [run("d1")], { hits: 0, misses: 6 }, client, forkEnv)).toBeNull();
    // Nothing new: nothing to save.
    expect(await saveResponses(restored, [run("d1")], { hits: 6, misses: 0 }, client, env)).toBeNull();
    expect(client.saved).toHaveLength(1);
    delete process.env.GITHUB_STEP_SUMMARY;
  });
});
