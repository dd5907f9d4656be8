import * as core from "@actions/core";
import { fitMarkdown } from "./limits.js";

/** The runner accepts at most 1 MiB of summary per step; stay well under it. */
export const SUMMARY_LIMIT = 1_000_000;

/**
 * Appends the report to the job summary. Written on every run, forks and read-only tokens
 * included: it needs no token. Without GITHUB_STEP_SUMMARY (not on a runner) it only logs.
 */
export async function writeJobSummary(markdown: string): Promise<boolean> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.info("GITHUB_STEP_SUMMARY is not set: job summary skipped");
    return false;
  }
  await core.summary.addRaw(fitMarkdown(markdown, SUMMARY_LIMIT), true).write();
  core.summary.emptyBuffer();
  return true;
}
