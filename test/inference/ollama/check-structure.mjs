#!/usr/bin/env node
// Structural checks on result files from a run against a real server: the tiny model's answers
// are nonsense, so behaviour may fail, but every case must have executed (pass, fail or
// invalid: never error, unavailable, timeout or cancelled), and the run must name the server
// version and the model's digest.
//   node test/inference/ollama/check-structure.mjs RESULT.json...
import { readFileSync } from "node:fs";

const EXECUTED = new Set(["pass", "fail", "invalid"]);
let problems = 0;
for (const file of process.argv.slice(2)) {
  const run = JSON.parse(readFileSync(file, "utf8"));
  const provider = run.runtime?.provider ?? {};
  const say = (message) => {
    problems++;
    process.stderr.write(`${file}: ${message}\n`);
  };
  if (run.format !== "modelgate.run/v2") say(`format ${run.format}`);
  if (typeof provider.ollama_version !== "string") say("no ollama_version");
  const model = provider.models?.[run.config.model];
  if (typeof model?.digest !== "string") say(`no digest for ${run.config.model}`);
  if (run.cases.length === 0) say("no cases");
  for (const c of run.cases) {
    for (const r of c.repetitions) {
      if (!EXECUTED.has(r.status)) say(`case ${c.id} #${r.index}: ${r.status}: ${r.reason ?? r.error}`);
      else if (
        r.output !== null &&
        typeof r.provider_metadata?.eval_count !== "number" &&
        c.type !== "retrieval"
      )
        say(`case ${c.id} #${r.index}: no eval_count`);
    }
  }
  const counts = {};
  for (const c of run.cases) counts[c.status] = (counts[c.status] ?? 0) + 1;
  process.stdout.write(
    `${file}: ${run.cases.length} cases executed on Ollama ${provider.ollama_version}: ${JSON.stringify(counts)}\n`,
  );
}
process.exit(problems === 0 ? 0 : 1);
