// The main job on the shipped example: validate → run baseline and candidate (replay, no model) → compare.
// The example candidate regresses on purpose, so compare's exit code 1 is the expected outcome here.
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";

const dir = "suites/support-assistant";
const cli = ["dist/cli.cjs"];
const plugin = ["--plugin", `${dir}/checks.mjs`];

function step(title, args, okCodes = [0]) {
  process.stdout.write(`\n$ modelgate ${args.join(" ")}\n`);
  const run = spawnSync(process.execPath, [...cli, ...args], { stdio: "inherit" });
  if (!okCodes.includes(run.status ?? -1)) {
    process.stderr.write(`example: '${title}' exited ${run.status}\n`);
    process.exit(run.status ?? 1);
  }
  return run.status;
}

mkdirSync("out", { recursive: true });
step("validate", ["validate", `${dir}/suite.yaml`, ...plugin]);
for (const side of ["baseline", "candidate"]) {
  step(`run ${side}`, [
    "run",
    `${dir}/suite.yaml`,
    "--config",
    `${dir}/configs/${side}.yaml`,
    ...plugin,
    "--output",
    `out/${side}.json`,
  ]);
}
const code = step(
  "compare",
  [
    "compare",
    "out/baseline.json",
    "out/candidate.json",
    "--latency-threshold",
    "25",
    "--min-latency-delta",
    "100",
  ],
  [0, 1],
);
step("markdown report", [
  "compare",
  "out/baseline.json",
  "out/candidate.json",
  "--format",
  "markdown",
  "--output",
  "out/report.md",
  "--exit-zero",
]);
process.stdout.write(
  `\ncompare exited ${code}${code === 1 ? " — the gate failed, as it should: the example candidate regresses on purpose" : ""}.\n` +
    "Results: out/baseline.json, out/candidate.json; Markdown report: out/report.md\n",
);
