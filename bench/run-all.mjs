// Runs every bench/*.mjs benchmark (except this file and helpers that export a server) in
// name order, each in its own process; the exit code is non-zero when any benchmark missed.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const helpers = new Set(["run-all.mjs", "ollama-slots-server.mjs"]);
const benches = readdirSync(here)
  .filter((f) => f.endsWith(".mjs") && !helpers.has(f) && !f.endsWith("-server.mjs"))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n== ${file}`);
  const { status } = spawnSync(process.execPath, [join(here, file)], { stdio: "inherit" });
  if (status !== 0) failed++;
}
console.log(`\n${benches.length - failed}/${benches.length} benchmarks met their targets`);
process.exitCode = failed > 0 ? 1 : 0;
