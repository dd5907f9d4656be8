#!/usr/bin/env node
// A self-comparison (the same model and settings on both sides) must show no change: no
// regression, mismatch, fix or changed case. Invalid evidence present on both sides (the tiny
// model cannot write the fenced JSON a case asks for) still fails ModelGate's gate by design,
// so this reads the JSON report instead of the exit code.
//   node test/inference/ollama/check-self-compare.mjs COMPARISON.json...
import { readFileSync } from "node:fs";

let problems = 0;
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  const s = report.summary;
  const changed = s.regressions + s.mismatches + s.fixed + s.changed + s.errors + s.missing + s.new;
  if (report.format !== "modelgate.compare/v1" || changed !== 0) {
    problems++;
    process.stderr.write(`${file}: not a clean self-comparison: ${report.status} ${JSON.stringify(s)}\n`);
  } else {
    process.stdout.write(`${file}: ${s.cases} cases, no change (${report.status})\n`);
  }
}
process.exit(problems === 0 ? 0 : 1);
