import { describe, expect, it } from "vitest";
import {
  BUNDLE_LIMITS,
  bundleFailures,
  bundleLine,
  bundleNotes,
  PUBLISH_FORMAT,
  parsePublishManifest,
} from "../../../src/github/publish-bundle.js";

// review-action #5: the uploader fits the manifest's text to the limits the publish job checks,
// so a bundle ModelGate wrote is always accepted, and a hostile one is still refused.

const FILE = "modelgate-comparison-default/modelgate-publish.json";
const manifest = (suite: string, notes: string[], reason: string | null = null) =>
  JSON.stringify({
    format: PUBLISH_FORMAT,
    header: "default",
    baseline: { provenance: null, notes },
    outcomes: [{ suite, kind: reason === null ? "compared" : "uncompared", reason, file: "001-s.json" }],
  });

describe("bundleLine", () => {
  it("makes a folded YAML name one line, without the line break it ends in", () => {
    expect(bundleLine("Customer support\nassistant (routing)\n", 200)).toBe(
      "Customer support assistant (routing)",
    );
    expect(bundleLine("a\r\n\u2028b", 200)).toBe("a b");
  });

  it("clips to the limit in characters (code points), ending with an ellipsis", () => {
    expect(bundleLine("x".repeat(210), 200)).toBe(`${"x".repeat(199)}…`);
    expect([...bundleLine("🙂".repeat(300), 200)]).toHaveLength(200);
    expect(bundleLine("short", 200)).toBe("short");
  });
});

describe("bundleNotes", () => {
  it("keeps at most the limit's count, the last saying how many more are in the run's log", () => {
    const notes = bundleNotes(Array.from({ length: 60 }, (_, i) => `note ${i}`));
    expect(notes).toHaveLength(BUNDLE_LIMITS.notes);
    expect(notes.at(-2)).toBe("note 48");
    expect(notes.at(-1)).toBe("11 more notes are in the log of the pull request's run");
  });
});

describe("parsePublishManifest: what the uploader writes passes, the raw text does not", () => {
  const name = `Customer support assistant: ${"replies and routing ".repeat(12)}\n`;
  const note = `Suite 'gate' (candidate): shards 2/3, 3/3 missing; their cases did not run: ${"support-ticket-routing-004, ".repeat(30)}`;
  const reason = `the baseline has no run of suite '${"x".repeat(1_100)}' yet`;

  it("accepts the fitted suite name, notes and reason", () => {
    const parsed = parsePublishManifest(
      manifest(
        bundleLine(name, BUNDLE_LIMITS.suiteChars),
        bundleNotes([note, "two\nlines"]),
        bundleLine(reason, BUNDLE_LIMITS.reasonChars),
      ),
      FILE,
      "default",
    );
    expect(parsed.outcomes[0]!.suite).toHaveLength(BUNDLE_LIMITS.suiteChars);
    expect(parsed.baseline.notes.map((n) => [...n].length)).toEqual([BUNDLE_LIMITS.noteChars, 9]);
  });

  it.each([
    ["a long suite name", manifest(name.trim(), []), "outcomes[0].suite: longer than 200 characters"],
    ["a two-line suite name", manifest("a\nb", []), "outcomes[0].suite: more than one line"],
    ["a long note", manifest("s", [note]), "baseline.notes[0]: longer than 500 characters"],
    ["a long reason", manifest("s", [], reason), "outcomes[0].reason: longer than 1000 characters"],
  ])("refuses %s, naming the field", (_what, text, message) => {
    expect(() => parsePublishManifest(text, FILE, "default")).toThrow(`${FILE}: ${message}`);
  });
});

// The baseline lookup's failed steps: recorded so the publish job says "could not be fetched",
// checked as untrusted like the notes; a bundle of an earlier version has none.
describe("the bundle's baseline failures", () => {
  const withFailures = (failures: unknown) =>
    JSON.stringify({
      format: PUBLISH_FORMAT,
      header: "default",
      baseline: { provenance: null, notes: [], failures },
      outcomes: [],
    });

  it("are read back as written (fitted), and an old bundle without them reads as none", () => {
    const step = `artifact: listing the successful push runs failed (HTTP 502): ${"Server Error ".repeat(60)}`;
    const fitted = bundleFailures([step, "cache: two\nlines"]);
    expect([...fitted[0]!]).toHaveLength(BUNDLE_LIMITS.failureChars);
    expect(fitted[1]).toBe("cache: two lines");
    expect(parsePublishManifest(withFailures(fitted), FILE, "default").baseline.failures).toEqual(fitted);
    expect(parsePublishManifest(manifest("s", []), FILE, "default").baseline.failures).toEqual([]);
  });

  it("keeps at most the limit's count, the last saying how many more", () => {
    const fitted = bundleFailures(Array.from({ length: 12 }, (_, i) => `step ${i} failed`));
    expect(fitted).toHaveLength(BUNDLE_LIMITS.failures);
    expect(fitted.at(-1)).toBe("3 more failed steps are in the log of the pull request's run");
  });

  it.each([
    ["not a list", "artifact: failed", "baseline.failures: not a list of at most 10 lines"],
    ["too many", Array.from({ length: 11 }, () => "x"), "baseline.failures: not a list of at most 10 lines"],
    ["a number", [502], "baseline.failures[0]: not a string"],
    ["two lines", ["a\n::error::b"], "baseline.failures[0]: more than one line"],
    ["a long one", ["x".repeat(501)], "baseline.failures[0]: longer than 500 characters"],
  ])("refuses %s, naming the field", (_what, failures, message) => {
    expect(() => parsePublishManifest(withFailures(failures), FILE, "default")).toThrow(
      `${FILE}: ${message}`,
    );
  });
});

describe("parsePublishManifest: suites on one side only", () => {
  const withOutcome = (outcome: Record<string, unknown>) =>
    JSON.stringify({
      format: PUBLISH_FORMAT,
      header: "default",
      baseline: { provenance: null, notes: [] },
      outcomes: [{ suite: "s", reason: "r", file: "001-s.run.json", ...outcome }],
    });

  it("keeps a baseline suite the run did not run, and a suite new to the baseline", () => {
    const notRun = parsePublishManifest(withOutcome({ kind: "not_run" }), FILE, "default");
    expect(notRun.outcomes[0]).toEqual({ suite: "s", kind: "not_run", reason: "r", file: "001-s.run.json" });
    const fresh = parsePublishManifest(withOutcome({ kind: "uncompared", newSuite: true }), FILE, "default");
    expect(fresh.outcomes[0]?.newSuite).toBe(true);
  });

  it("refuses a newSuite that is not a boolean", () => {
    expect(() =>
      parsePublishManifest(withOutcome({ kind: "uncompared", newSuite: "yes" }), FILE, "default"),
    ).toThrow(/newSuite/);
  });
});

// Left for a fork's failed comment after its check run was created: the publish job comments only.
describe("the bundle's checkRunPosted", () => {
  const withFlag = (flag: unknown) => {
    const v = JSON.parse(manifest("s", [])) as Record<string, unknown>;
    return JSON.stringify({ ...v, checkRunPosted: flag });
  };
  it("is kept when true, absent otherwise, and refused when not a boolean", () => {
    expect(parsePublishManifest(withFlag(true), FILE, "default").checkRunPosted).toBe(true);
    expect(parsePublishManifest(withFlag(false), FILE, "default")).not.toHaveProperty("checkRunPosted");
    expect(parsePublishManifest(manifest("s", []), FILE, "default")).not.toHaveProperty("checkRunPosted");
    expect(() => parsePublishManifest(withFlag("yes"), FILE, "default")).toThrow(
      `${FILE}: checkRunPosted: not true or false`,
    );
  });
});
