/**
 * The comment's last part: which runs were compared. Digests are cut to 12 characters so the
 * table fits a comment's width; the full values follow in a collapsed block.
 */
import type { Comparison, RunIdentity } from "../compare/comparison.js";
import { age } from "./format.js";
import { extraIdentityRows } from "./identity-lines.js";
import { codeBlock, escapeInline } from "./markdown-escape.js";

/** Links the Action knows; each is shown only when it is a plain https URL. */
export interface ReportLinks {
  /** The commit the candidate ran on (full hex sha). */
  commitSha?: string;
  commitUrl?: string;
  /** The workflow run's page. */
  runUrl?: string;
}

const DIGEST_CHARS = 12;

/** `sha256:0123…` -> `0123456789ab`; anything else as it is. */
export function shortDigest(digest: string): string {
  const hex = digest.replace(/^sha256:/, "");
  return /^[0-9a-f]{13,}$/i.test(hex) ? hex.slice(0, DIGEST_CHARS) : digest;
}

export function renderIdentities(c: Comparison, links: ReportLinks | undefined): string {
  const row = (label: string, f: (r: RunIdentity) => string) =>
    `| ${label} | ${escapeInline(f(c.baseline), 80)} | ${escapeInline(f(c.candidate), 80)} |`;
  const digest = (r: RunIdentity) =>
    r.model_digest === null
      ? r.provider === "openai"
        ? "none (see system_fingerprint)"
        : "–"
      : shortDigest(r.model_digest);
  const rows = [
    "### Runs",
    "",
    "| | Baseline | Candidate |",
    "| --- | --- | --- |",
    row("Configuration", (r) => r.config_id),
    row("Provider", (r) => r.provider),
    row("Model", (r) => r.model ?? "–"),
    // OpenAI-compatible servers have no digest: say so, so a silent model swap is not assumed away.
    row("Model digest", digest),
    row("Ollama version", (r) => r.ollama_version ?? "–"),
    ...extraIdentityRows(c).map(
      (x) =>
        `| ${x.label} | ${escapeInline(shortIfDigest(x.label, x.baseline), 80)} | ${escapeInline(shortIfDigest(x.label, x.candidate), 80)} |`,
    ),
    row("Started", (r) => r.started_at),
    row("Duration", duration),
    row("Capture", (r) => r.capture),
  ];
  if (c.baseline.tags.length + c.candidate.tags.length > 0)
    rows.push(row("Tags", (r) => r.tags.join(", ") || "all"));
  if (c.baseline.provenance !== null || c.candidate.provenance !== null)
    rows.push(row("Source", provenanceText));
  const parts = [rows.join("\n")];
  const linkLine = renderLinks(links);
  if (linkLine !== "") parts.push(linkLine);
  const full = fullValues(c);
  if (full !== "") parts.push(full);
  return parts.join("\n\n");
}

function shortIfDigest(label: string, text: string): string {
  return /digest/i.test(label) ? shortDigest(text) : text;
}

/** Wall-clock time of the run, from its start and finish stamps. */
function duration(r: RunIdentity): string {
  const ms = Date.parse(r.finished_at) - Date.parse(r.started_at);
  if (!Number.isFinite(ms) || ms < 0) return "–";
  if (ms < 1000) return `${ms} ms`;
  const s = ms / 1000;
  return s < 60 ? `${Number(s.toFixed(1))} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

function provenanceText(r: RunIdentity): string {
  const p = r.provenance;
  if (p === null) return "–";
  const parts = [p.source];
  if (p.commit !== null) parts.push(`commit ${p.commit.slice(0, 12)}`);
  if (p.age_seconds !== null) parts.push(`${age(p.age_seconds)} old`);
  return parts.join(", ");
}

/** The full digests, verbatim in a code block (collapsed); empty when nothing was shortened. */
function fullValues(c: Comparison): string {
  const lines: string[] = [];
  for (const [side, r] of [
    ["baseline", c.baseline],
    ["candidate", c.candidate],
  ] as const) {
    if (r.model_digest !== null && shortDigest(r.model_digest) !== r.model_digest)
      lines.push(`${side} model digest: ${r.model_digest}`);
    if (r.embedding_digest && shortDigest(r.embedding_digest) !== r.embedding_digest)
      lines.push(`${side} embedding digest: ${r.embedding_digest}`);
  }
  if (lines.length === 0) return "";
  return `<details><summary>Full digests</summary>\n\n${codeBlock(lines.join("\n"), "", 2000)}\n\n</details>`;
}

const SAFE_URL = /^https:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[A-Za-z0-9._~%/-]*)?$/;

/** `Commit 0123456789ab · workflow run`, as links; only well-formed https URLs and hex shas. */
export function renderLinks(links: ReportLinks | undefined): string {
  if (links === undefined) return "";
  const parts: string[] = [];
  const sha =
    links.commitSha !== undefined && /^[0-9a-f]{7,64}$/i.test(links.commitSha) ? links.commitSha : null;
  if (sha !== null) {
    const text = `\`${sha.slice(0, 12)}\``;
    parts.push(
      links.commitUrl !== undefined && SAFE_URL.test(links.commitUrl)
        ? `Commit [${text}](${links.commitUrl})`
        : `Commit ${text}`,
    );
  }
  if (links.runUrl !== undefined && SAFE_URL.test(links.runUrl))
    parts.push(`[Workflow run](${links.runUrl})`);
  return parts.join(" · ");
}
