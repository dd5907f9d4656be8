import * as core from "@actions/core";
import { knownSecrets } from "../core/safety/secret-values.js";
import { logInfo } from "./log.js";
import { fitMarkdown } from "./markdown-fit.js";

/**
 * The runner accepts at most 1 MiB of summary per step, counted in bytes, and shows nothing at all
 * beyond it; stay well under it in bytes (model outputs take up to 4 bytes a character).
 */
export const SUMMARY_LIMIT = 1_000_000;

/** `markdown` trimmed (at a line, fences closed, with a notice) to at most SUMMARY_LIMIT UTF-8 bytes. */
export function fitSummary(markdown: string): string {
  let max = SUMMARY_LIMIT;
  let text = fitMarkdown(markdown, max);
  for (let bytes = Buffer.byteLength(text); bytes > SUMMARY_LIMIT; bytes = Buffer.byteLength(text)) {
    // Shrink the character budget by the overshoot's ratio, and a little more, until it fits.
    max = Math.floor((max * SUMMARY_LIMIT) / bytes) - 256;
    text = fitMarkdown(markdown, Math.max(0, max));
  }
  return text;
}

/**
 * Appends the report to the job summary. Written on every run, forks and read-only tokens
 * included: it needs no token. Without GITHUB_STEP_SUMMARY (not on a runner) it only logs.
 */
export async function writeJobSummary(markdown: string): Promise<boolean> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    logInfo("GITHUB_STEP_SUMMARY is not set: job summary skipped");
    return false;
  }
  // The summary file is shown as it is written, never masked by the runner: known secrets masked here.
  await core.summary.addRaw(fitSummary(knownSecrets.maskText(markdown)), true).write();
  core.summary.emptyBuffer();
  return true;
}
