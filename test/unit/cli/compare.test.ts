import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CliIO } from "../../../src/cli/io.js";
import { main } from "../../../src/cli/main.js";
import { renderRunJson } from "../../../src/core/report/run-json.js";
import type { RunResult } from "../../../src/core/result/run-result.js";
import { makeRun } from "../../helpers/make-run.js";

let dir: string;

function io() {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIO = {
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
    stderrIsTTY: false,
    env: {},
    cwd: dir,
  };
  return { cli, out: () => out.join(""), err: () => err.join("") };
}

async function cli(...argv: string[]) {
  const c = io();
  const code = await main(argv, c.cli);
  return { code, out: c.out(), err: c.err() };
}

async function save(name: string, run: RunResult | string): Promise<string> {
  await writeFile(join(dir, name), typeof run === "string" ? run : renderRunJson(run));
  return name;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-cli-compare-"));
  await save("base.json", makeRun([{ id: "a" }, { id: "b" }, { id: "c", status: "fail" }]));
  await save(
    "same.json",
    makeRun([{ id: "a" }, { id: "b" }, { id: "c", status: "fail" }], { config: { id: "cand" } }),
  );
  await save(
    "regressed.json",
    makeRun([{ id: "a", status: "fail" }, { id: "b" }, { id: "c", status: "fail" }]),
  );
  await save(
    "timeout.json",
    makeRun([{ id: "a", status: "timeout", output: null }, { id: "b" }, { id: "c", status: "fail" }]),
  );
  await save("other-suite.json", makeRun([{ id: "a" }], { suite: { name: "billing" } }));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("modelgate compare", () => {
  it("exit 0 when compatible, text on stdout", async () => {
    const r = await cli("compare", "base.json", "same.json");
    expect(r.code).toBe(0);
    expect(r.out).toContain("COMPATIBLE: no regression in 3 cases\n3 cases: 1 still failing, 2 passing");
  });

  it("exit 1 on a regression; --exit-zero reports but exits 0", async () => {
    const r = await cli("compare", "base.json", "regressed.json");
    expect(r.code).toBe(1);
    expect(r.err).toContain("gate failed (regression)");
    expect((await cli("compare", "base.json", "regressed.json", "--exit-zero")).code).toBe(0);
  });

  it("exit 3 when only the candidate could not execute", async () => {
    const r = await cli("compare", "base.json", "timeout.json");
    expect(r.code).toBe(3);
    expect(r.out).toContain("EXECUTION FAILURE");
  });

  it("--fail-on adds categories to the gate", async () => {
    expect((await cli("compare", "base.json", "same.json", "--fail-on", "still_failing")).code).toBe(1);
    const bad = await cli("compare", "base.json", "same.json", "--fail-on", "nonsense");
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("unknown category 'nonsense'");
  });

  it("--fail-on-latency gates on slower cases only when asked", async () => {
    await save("slow-base.json", makeRun([{ id: "a", duration_ms: 100 }]));
    await save("slow-cand.json", makeRun([{ id: "a", duration_ms: 400 }]));
    expect((await cli("compare", "slow-base.json", "slow-cand.json")).code).toBe(0);
    expect((await cli("compare", "slow-base.json", "slow-cand.json", "--fail-on-latency")).code).toBe(1);
    const loose = await cli(
      "compare",
      "slow-base.json",
      "slow-cand.json",
      "--fail-on-latency",
      "--min-latency-delta",
      "500",
    );
    expect(loose.code).toBe(0);
  });

  it("writes each format to --output atomically (no temporary files left)", async () => {
    for (const format of ["text", "markdown", "json", "junit"]) {
      const r = await cli(
        "compare",
        "base.json",
        "regressed.json",
        "--format",
        format,
        "--output",
        `out/report.${format}`,
      );
      expect(r.code).toBe(1);
      expect(r.out).toBe("");
      expect(r.err).toContain(`(report: out/report.${format})`);
    }
    const json = JSON.parse(await readFile(join(dir, "out/report.json"), "utf8"));
    expect(json.format).toBe("modelgate.compare/v1");
    expect(json.summary.regressions).toBe(1);
    expect(await readFile(join(dir, "out/report.junit"), "utf8")).toMatch(/^<\?xml/);
    expect((await readdir(join(dir, "out"))).sort()).toEqual([
      "report.json",
      "report.junit",
      "report.markdown",
      "report.text",
    ]);
  });

  it("refuses different suites with exit 2 and no output", async () => {
    const r = await cli("compare", "base.json", "other-suite.json", "--output", "never.md");
    expect(r.code).toBe(2);
    expect(r.err).toContain("runs of different suites: 'demo' vs 'billing'");
    await expect(readFile(join(dir, "never.md"))).rejects.toThrow();
  });

  it("rejects an unknown result version and reports both files' problems", async () => {
    const future = { ...makeRun([{ id: "a" }]), format: "modelgate.run/v9" };
    await save("future.json", JSON.stringify(future));
    await save("broken.json", "{ not json");
    const r = await cli("compare", "future.json", "broken.json");
    expect(r.code).toBe(2);
    expect(r.err).toContain("future.json");
    expect(r.err).toContain("unsupported result file");
    expect(r.err).toContain("broken.json");
    // Files are named as the user wrote them, not by absolute paths.
    expect(r.err).not.toContain(dir);
    const missing = await cli("report", "nowhere.json");
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^nowhere\.json: file not found/);
  });

  it("reports each file's own problem, in file order, whichever step finds it", async () => {
    // The baseline parses but lies about a status; the candidate parses and fails the schema.
    const lying = makeRun([{ id: "a" }, { id: "b" }]);
    lying.cases[1]!.status = "fail";
    await save("lying.json", lying);
    const shapeless = makeRun([{ id: "a" }, { id: "b" }]) as unknown as { cases: { repeat: unknown }[] };
    shapeless.cases[0]!.repeat = "twice";
    await save("shapeless.json", JSON.stringify(shapeless));
    const both = await cli("compare", "lying.json", "shapeless.json");
    expect(both.code).toBe(2);
    const lines = both.err
      .split("\n")
      .filter((l) => l.startsWith("lying.json") || l.startsWith("shapeless.json"));
    expect(lines[0]).toMatch(/^lying\.json:.*status disagrees with the repetitions/);
    expect(lines.at(-1)).toMatch(/^shapeless\.json:.*repeat/);
    // A valid baseline beside the bad candidate: only the candidate is named.
    const one = await cli("compare", "base.json", "shapeless.json");
    expect(one.code).toBe(2);
    expect(one.err).toContain("shapeless.json");
    expect(one.err).not.toContain("base.json");
    // One file that does not parse beside one that parses but fails its checks, either way round:
    // both named, in the order given (they are found in different steps).
    await save("broken.json", "{ not json");
    for (const [first, second] of [
      ["lying.json", "broken.json"],
      ["broken.json", "lying.json"],
    ] as const) {
      const mixed = await cli("compare", first, second);
      expect(mixed.code).toBe(2);
      const named = mixed.err.split("\n").filter((l) => /^(lying|broken)\.json:/.test(l));
      expect(named.map((l) => l.slice(0, l.indexOf(":")))).toEqual([first, second]);
    }
  });

  it("refuses a case marked pass with no repetitions (compare and report exit 2)", async () => {
    // Hand-edited: a failing case made `pass` by deleting its repetitions, counts and summary to match.
    const edited = makeRun([{ id: "a" }, { id: "b" }, { id: "c", status: "fail" }]);
    Object.assign(edited.cases[2]!, { status: "pass", pass_count: 0, judged_count: 0, repetitions: [] });
    edited.summary = { ...edited.summary, passed: 3, failed: 0 };
    await save("emptied.json", edited);
    const expected =
      /^emptied\.json:\d+:\d+: case 'c': field 'cases\[2\]\.status': the case has no repetitions, so none was judged/m;
    for (const r of [
      await cli("compare", "base.json", "emptied.json"),
      await cli("report", "emptied.json"),
    ]) {
      expect(r.code).toBe(2);
      expect(r.err).toMatch(expected);
      expect(r.out).not.toContain("PASSED");
    }
  });

  it("usage errors exit 2", async () => {
    expect((await cli("compare", "base.json")).code).toBe(2);
    expect((await cli("compare", "base.json", "same.json", "--format", "html")).code).toBe(2);
    expect((await cli("compare", "base.json", "same.json", "--alpha", "2")).code).toBe(2);
    expect((await cli("compare", "base.json", "same.json", "--latency-threshold", "fast")).code).toBe(2);
    expect((await cli("compare", "base.json", "same.json", "--bogus")).code).toBe(2);
    expect((await cli("compare", "--help")).code).toBe(0);
  });

  // `--alpha 1%` was read as alpha 1 (every drop gated); a percentage is for --latency-threshold.
  it("--alpha is a probability: a percentage is refused with how to write it", async () => {
    const percent = await cli("compare", "base.json", "same.json", "--alpha", "1%");
    expect(percent.code).toBe(2);
    expect(percent.err).toContain("--alpha is a number, not a percentage, got '1%' (for 1% write 0.01)");
    const latency = await cli(
      "compare",
      "base.json",
      "same.json",
      "--latency-threshold",
      "25%",
      "--format",
      "json",
    );
    expect(latency.code).toBe(0);
    expect(JSON.parse(latency.out).options.latency_threshold_pct).toBe(25);
  });
});

describe("modelgate report", () => {
  it("renders one run in each format", async () => {
    expect((await cli("report", "regressed.json")).out).toContain("FAILED - 3 cases: 1 passed, 2 failed");
    expect((await cli("report", "regressed.json", "--format", "markdown")).out).toContain("**FAILED**");
    const json = await cli("report", "regressed.json", "--format", "json");
    expect(JSON.parse(json.out).format).toBe("modelgate.run/v2");
    const junit = await cli("report", "regressed.json", "--format", "junit");
    expect(junit.code).toBe(2);
    expect(junit.err).toContain("JUnit is for comparisons");
  });
});

describe("modelgate merge", () => {
  it("merges shards into one result and refuses overlaps", async () => {
    const shard = (index: number) => ({ selection: { tags: [], shard: { index, count: 2 } } });
    await save("part1.json", makeRun([{ id: "b", line: 20 }], shard(1)));
    await save(
      "part2.json",
      makeRun(
        [
          { id: "a", line: 10 },
          { id: "c", line: 30, status: "fail" },
        ],
        shard(2),
      ),
    );
    const r = await cli("merge", "part1.json", "part2.json", "--output", "merged/all.json");
    expect(r.code).toBe(0);
    const merged = JSON.parse(await readFile(join(dir, "merged/all.json"), "utf8")) as RunResult;
    expect(merged.cases.map((c) => c.id)).toEqual(["a", "b", "c"]);
    expect(merged.summary).toMatchObject({ cases: 3, passed: 2, failed: 1 });
    expect((await cli("compare", "base.json", "merged/all.json")).code).toBe(0);

    const overlap = await cli("merge", "part1.json", "part1.json", "--output", "merged/bad.json");
    expect(overlap.code).toBe(2);
    expect(overlap.err).toContain("case ids in more than one part: 'b' (part1.json and part1.json)");
    expect((await cli("merge", "part1.json")).code).toBe(2);
  });
});

describe("an output that is an input", () => {
  it("is refused before anything is written: compare, report and merge keep their inputs", async () => {
    await save("keep.json", makeRun([{ id: "a" }]));
    const before = await readFile(join(dir, "keep.json"), "utf8");
    for (const argv of [
      ["compare", "keep.json", "same.json", "--output", "keep.json"],
      ["compare", "base.json", "keep.json", "-o", "./keep.json", "--format", "markdown"],
      ["report", "keep.json", "--output", "keep.json"],
      ["merge", "keep.json", "--output", "keep.json"],
    ]) {
      const r = await cli(...argv);
      expect(r.code, argv.join(" ")).toBe(2);
      expect(r.err).toMatch(
        /^--output \.?\/?keep\.json is (the baseline|the candidate|the result|a part) this command reads/,
      );
    }
    expect(await readFile(join(dir, "keep.json"), "utf8")).toBe(before);
  });
});
