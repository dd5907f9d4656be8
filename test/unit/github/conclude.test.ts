import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { knownSecrets } from "../../../src/core/safety/secret-values.js";
import type { ArtifactClient } from "../../../src/github/artifacts.js";
import type { CacheClient } from "../../../src/github/baseline-cache.js";
import { compareSuite, concludeAndPublish } from "../../../src/github/conclude.js";
import { readContext } from "../../../src/github/context.js";
import { parseInputs } from "../../../src/github/inputs.js";
import type { ModeEnv } from "../../../src/github/modes/mode.js";
import { pushEvent } from "../../doubles/events.js";
import { parseCommands } from "../../doubles/independent-runner.js";
import { makeRun } from "../../helpers/make-run.js";

const dir = mkdtempSync(path.join(tmpdir(), "mg-conclude-"));
const summaryFile = path.join(dir, "summary.md");
writeFileSync(summaryFile, "");
const previousSummary = process.env.GITHUB_STEP_SUMMARY;
process.env.GITHUB_STEP_SUMMARY = summaryFile;
afterAll(() => {
  if (previousSummary === undefined) delete process.env.GITHUB_STEP_SUMMARY;
  else process.env.GITHUB_STEP_SUMMARY = previousSummary;
});

function env(): ModeEnv {
  const eventPath = path.join(dir, "event.json");
  writeFileSync(eventPath, JSON.stringify(pushEvent("e".repeat(40))));
  const inputs = parseInputs((name) => ({ suites: "s.yaml", config: "c.yaml" })[name as string] ?? "");
  const ctx = readContext({
    GITHUB_REPOSITORY: "octo/app",
    GITHUB_EVENT_NAME: "push",
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_SHA: "e".repeat(40),
    GITHUB_REF: "refs/heads/main",
    GITHUB_RUN_ID: "1",
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_WORKSPACE: dir,
    RUNNER_TEMP: dir,
  });
  return {
    inputs,
    ctx,
    client: null,
    cache: {} as CacheClient,
    artifacts: {} as ArtifactClient,
    cwd: dir,
    outDir: path.join(dir, "out"),
    signal: new AbortController().signal,
    now: () => new Date(),
  };
}

describe("compareSuite", () => {
  it("logs a suite name that holds command lines as inert text, before any stdout guard", () => {
    const name = "x\n::warning file=x.txt,line=1::forged\n::add-mask::Passed";
    const baseline = makeRun([{ id: "a", case_sha256: "1".repeat(64) }], {
      suite: { name },
    });
    const candidate = makeRun([{ id: "a", case_sha256: "2".repeat(64) }], {
      suite: { name },
    });
    const original = process.stdout.write;
    let log = "";
    process.stdout.write = ((chunk: string | Uint8Array) => {
      log += String(chunk);
      return true;
    }) as typeof process.stdout.write;
    try {
      compareSuite(name, baseline, candidate, env().inputs, {
        source: "file",
        commit: null,
        age_seconds: null,
      });
    } finally {
      process.stdout.write = original;
    }
    expect(log).toContain("case definitions differ");
    expect(parseCommands(log)).toEqual([]);
  });
});

describe("concludeAndPublish", () => {
  it("renders from masked outcomes: a secret the Markdown escapes ($ as &#36;) is still masked", async () => {
    // As a comparison downloaded by `mode: publish`, or a baseline recorded before the key was declared.
    const secret = "Tok3n$ecret_#9-conclude";
    knownSecrets.add(secret);
    const baseline = makeRun([{ id: "a", output: "billing" }]);
    const candidate = makeRun([{ id: "a", status: "fail", output: secret, reason: `predicted '${secret}'` }]);
    const e = env();
    const outcome = compareSuite("s", baseline, candidate, e.inputs, {
      source: "file",
      commit: null,
      age_seconds: null,
    });
    const concluded = await concludeAndPublish(
      e,
      [outcome],
      { provenance: null, notes: [] },
      {
        issue: null,
        headSha: null,
        fork: true,
      },
    );
    const summary = readFileSync(summaryFile, "utf8");
    expect(summary).toContain("predicted '&lt;redacted>'");
    expect(summary).not.toMatch(/Tok3n/);
    expect(readFileSync(concluded.reportFile, "utf8")).not.toMatch(/Tok3n/);
  });
});
