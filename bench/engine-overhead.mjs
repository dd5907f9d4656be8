// Engine overhead: N replayed cases through `run` (baseline and candidate) + `compare` + Markdown,
// in process, so the figures are the engine's own cost (no model, no process start-up).
// Usage: node bench/engine-overhead.mjs [N...]   (default: 1000 5000 10000)
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { main } from "../dist/cli.js";

const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
const counts = sizes.length > 0 ? sizes : [1000, 5000, 10000];
const root = join("bench", "out", "engine");

const quiet = { stdout: () => {}, stderr: () => {}, stderrIsTTY: false, env: {}, cwd: process.cwd() };

// A mix of check types so every hot path is on it: text checks, strict JSON + schema, labels, tool calls.
function makeCase(i) {
  switch (i % 5) {
    case 0:
      return { id: `exact-${i}`, type: "exact", input: `Say hello ${i}`, expected: `hello ${i}` };
    case 1:
      return {
        id: `json-${i}`,
        type: "json",
        input: `Ticket ${i} as JSON`,
        contract: "json",
        schema: {
          type: "object",
          required: ["id", "priority"],
          properties: { id: { type: "integer" }, priority: { enum: ["low", "high"] } },
        },
      };
    case 2:
      return { id: `label-${i}`, type: "classification", input: `Classify ${i}`, expected: "billing", labels: ["billing", "technical", "other"] };
    case 3:
      return {
        id: `tool-${i}`,
        type: "tool_call",
        input: `Look up order ${i}`,
        expected: { name: "lookup_order", arguments: { order_id: String(i) } },
      };
    default:
      return { id: `re-${i}`, type: "regex", input: `Code ${i}`, pattern: "^[A-Z]{3}-\\d+$" };
  }
}

function output(i, side) {
  const drift = side === "candidate" && i % 50 === 0; // 2 % regress in the candidate
  switch (i % 5) {
    case 0:
      return drift ? `Hello there ${i}` : `hello ${i}`;
    case 1:
      return drift ? `{"id": ${i}, "priority": "urgent"}` : `{"id": ${i}, "priority": "high"}`;
    case 2:
      return drift ? "technical" : "billing";
    case 3:
      return JSON.stringify({ name: "lookup_order", arguments: { order_id: drift ? i : String(i) } });
    default:
      return drift ? `abc-${i}` : `ABC-${i}`;
  }
}

function writeFixture(dir, n) {
  mkdirSync(join(dir, "configs"), { recursive: true });
  const cases = Array.from({ length: n }, (_, i) => makeCase(i));
  writeFileSync(join(dir, "suite.json"), JSON.stringify({ suite: `bench-${n}`, cases }));
  for (const side of ["baseline", "candidate"]) {
    const outputs = {};
    for (let i = 0; i < n; i++) outputs[cases[i].id] = { output: output(i, side), latency_ms: 100 + (i % 7) };
    writeFileSync(join(dir, `${side}.json`), JSON.stringify({ outputs }));
    writeFileSync(join(dir, "configs", `${side}.yaml`), `id: ${side}\nprovider: replay\noutputs: ../${side}.json\n`);
  }
}

async function time(label, argv, expectCodes) {
  const start = performance.now();
  const code = await main(argv, quiet);
  const ms = performance.now() - start;
  if (!expectCodes.includes(code)) throw new Error(`${label}: exit ${code}`);
  return ms;
}

// One child process per size, so each peak RSS belongs to one size alone.
if (counts.length > 1) {
  console.log("cases   run(base) ms  run(cand) ms  compare+md ms  total ms  µs/case  peak RSS MiB");
  for (const n of counts) {
    const child = spawnSync(process.execPath, [new URL(import.meta.url).pathname, String(n), "--row"], { stdio: "inherit" });
    if (child.status !== 0) process.exit(child.status ?? 1);
  }
  process.exit(0);
}
if (!process.argv.includes("--row")) console.log("cases   run(base) ms  run(cand) ms  compare+md ms  total ms  µs/case  peak RSS MiB");
for (const n of counts) {
  const dir = join(root, String(n));
  rmSync(dir, { recursive: true, force: true });
  writeFixture(dir, n);
  const suite = join(dir, "suite.json");
  const tBase = await time("run baseline", ["run", suite, "--config", join(dir, "configs/baseline.yaml"), "--output", join(dir, "base.result.json")], [0]);
  const tCand = await time("run candidate", ["run", suite, "--config", join(dir, "configs/candidate.yaml"), "--output", join(dir, "cand.result.json")], [0]);
  const tCmp = await time(
    "compare",
    ["compare", join(dir, "base.result.json"), join(dir, "cand.result.json"), "--format", "markdown", "--output", join(dir, "report.md")],
    [0, 1],
  );
  const total = tBase + tCand + tCmp;
  const rss = process.resourceUsage().maxRSS / 1024;
  console.log(
    `${String(n).padEnd(7)} ${tBase.toFixed(0).padStart(12)}  ${tCand.toFixed(0).padStart(12)}  ${tCmp.toFixed(0).padStart(13)}  ${total
      .toFixed(0)
      .padStart(8)}  ${((total * 1000) / n).toFixed(1).padStart(7)}  ${rss.toFixed(0).padStart(12)}`,
  );
}
