import { copyFileSync, mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { InputError } from "../../../src/core/diagnostics.js";
import type { GitHubClient } from "../../../src/github/api.js";
import type { ArtifactClient } from "../../../src/github/artifacts.js";
import { parseInputs } from "../../../src/github/inputs.js";
import { downloadForPublish, EVENT_FILE, PUBLISH_MANIFEST } from "../../../src/github/publish-artifact.js";
import { MAX_BUNDLE_BYTES, MAX_RESULT_BYTES, PUBLISH_FORMAT } from "../../../src/github/publish-bundle.js";

// review-github #6: a hostile `mode: publish` bundle of many files, each under the per-file cap,
// is refused by its total size before any file is parsed.

const scratch = mkdtempSync(path.join(tmpdir(), "mg-publish-bundle-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const NAME = "modelgate-comparison-default";
const client = {
  rest: {
    actions: {
      listWorkflowRunArtifacts: async () => ({
        data: { artifacts: [{ id: 1, name: NAME, expired: false }] },
      }),
    },
  },
} as unknown as GitHubClient;

/** A bundle of `files` result files of `size` bytes each (sparse: no disk used, not valid JSON). */
function artifactsWith(files: number, size: number): ArtifactClient {
  const source = path.join(scratch, `src-${files}-${size}`);
  mkdirSync(source, { recursive: true });
  const outcomes = Array.from({ length: files }, (_, i) => ({
    suite: `s${i}`,
    kind: "compared",
    reason: null,
    file: `${i}.compare.json`,
  }));
  writeFileSync(
    path.join(source, PUBLISH_MANIFEST),
    JSON.stringify({
      format: PUBLISH_FORMAT,
      header: "default",
      baseline: { provenance: null, notes: [] },
      outcomes,
    }),
  );
  const sha = "a".repeat(40);
  writeFileSync(
    path.join(source, EVENT_FILE),
    JSON.stringify({ pull_request: { number: 7, head: { sha }, base: { sha, ref: "main" } } }),
  );
  return {
    upload: async () => {},
    listCurrentRun: async () => [],
    downloadCurrentRun: async () => {},
    downloadFromRun: async (_id, _run, dir) => {
      for (const f of [PUBLISH_MANIFEST, EVENT_FILE]) copyFileSync(path.join(source, f), path.join(dir, f));
      for (const o of outcomes) {
        writeFileSync(path.join(dir, o.file), "");
        truncateSync(path.join(dir, o.file), size);
      }
    },
  };
}

const inputs = parseInputs((n) => ({ mode: "publish", "github-token": "t" })[n as "mode"] ?? "");
const repo = { owner: "o", repo: "r" };

describe("downloadForPublish: the bundle's total size", () => {
  it("refuses files each under the per-file cap whose sum is over the bound, before parsing any", async () => {
    const each = MAX_RESULT_BYTES - 1;
    const files = Math.floor(MAX_BUNDLE_BYTES / each) + 1;
    const refused = downloadForPublish(
      client,
      artifactsWith(files, each),
      repo,
      9,
      inputs,
      path.join(scratch, "big"),
    );
    await expect(refused).rejects.toThrow(InputError);
    await expect(refused).rejects.toThrow(
      new RegExp(
        `the ${files} result files listed hold ${files * each} bytes, more than the ${MAX_BUNDLE_BYTES}`,
      ),
    );
  });

  it("a bundle under the bound goes on to parse its files (here: not JSON, refused as such)", async () => {
    const read = downloadForPublish(
      client,
      artifactsWith(2, 10),
      repo,
      9,
      inputs,
      path.join(scratch, "small"),
    );
    await expect(read).rejects.toThrow(InputError);
    await expect(read).rejects.not.toThrow(/a publish bundle may/);
  });
});

// review-action #7: a failing fetch of the bundle is said as what to change, never as an
// internal error: a refusal names the permission, anything else the status and the endpoint.
describe("downloadForPublish: a failing fetch", () => {
  const failing = (status: number | null, message: string) =>
    Object.assign(new Error(message), status === null ? {} : { status });
  const listingFails = (error: Error) =>
    ({
      rest: { actions: { listWorkflowRunArtifacts: async () => Promise.reject(error) } },
    }) as unknown as GitHubClient;
  const downloadFails = (error: Error): ArtifactClient => ({
    ...artifactsWith(1, 10),
    downloadFromRun: async () => Promise.reject(error),
  });
  const fetch = (c: GitHubClient, a: ArtifactClient) =>
    downloadForPublish(c, a, repo, 9, inputs, path.join(scratch, "fetch"));

  it.each([403, 404])("a %i listing the run's artifacts names 'actions: read'", async (status) => {
    const refused = fetch(
      listingFails(failing(status, "Resource not accessible by integration")),
      artifactsWith(1, 10),
    );
    await expect(refused).rejects.toThrow(InputError);
    await expect(refused).rejects.toThrow(
      `mode 'publish': GET /repos/o/r/actions/runs/9/artifacts answered ${status} (Resource not accessible by integration): the token cannot list the artifacts of run 9; nothing was posted; give the publish workflow 'actions: read' in its permissions`,
    );
  });

  it("a 503 downloading the artifact names the status and the endpoint", async () => {
    await expect(fetch(client, downloadFails(failing(503, "Service Unavailable")))).rejects.toThrow(
      "mode 'publish': GET /repos/o/r/actions/artifacts/1/zip answered HTTP 503 (Service Unavailable); nothing was posted; re-run this job when GitHub answers again",
    );
  });

  it("a 403 for the rate limit is not a missing permission", async () => {
    await expect(
      fetch(listingFails(failing(403, "API rate limit exceeded")), artifactsWith(1, 10)),
    ).rejects.toThrow(
      "mode 'publish': GET /repos/o/r/actions/runs/9/artifacts answered HTTP 403 (API rate limit exceeded); nothing was posted; re-run this job when GitHub answers again",
    );
  });

  it("a failure without an HTTP status (blob storage) names the artifact and the endpoint", async () => {
    await expect(fetch(client, downloadFails(failing(null, "socket hang up")))).rejects.toThrow(
      `mode 'publish': could not download ${NAME} of run 9 (GET /repos/o/r/actions/artifacts/1/zip): socket hang up; nothing was posted; re-run this job`,
    );
  });
});
