// Shared by the result-size and compare-scale benchmarks: run a process under the usage
// preload, take medians, print one machine-readable line per figure.
import { spawn } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";

const PRELOAD = new URL("./usage-preload.mjs", import.meta.url).href;

/** Runs `node ARGS` in `cwd` under the preload; resolves to {code, cpuS, peakMiB, wallS}. */
export async function measuredNode(args, { cwd, env = {} }) {
  const usageFile = join(cwd, `.usage-${process.pid}-${Math.random().toString(16).slice(2)}.json`);
  const started = performance.now();
  const { code, stderr } = await new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", PRELOAD, ...args], {
      cwd,
      env: { ...process.env, ...env, BENCH_USAGE_FILE: usageFile },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let err = "";
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("close", (c) => resolve({ code: c, stderr: err }));
  });
  const wallS = (performance.now() - started) / 1000;
  const usage = JSON.parse(await readFile(usageFile, "utf8"));
  await rm(usageFile, { force: true });
  return { code, stderr, wallS, ...usage };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** `BENCH {...}`: one figure, read by bench/run-all.mjs into the table. */
export function benchLine(figure, measured, unit, target, extra = {}) {
  const met = target === null ? null : measured <= target;
  console.log(`BENCH ${JSON.stringify({ figure, measured: round(measured), unit, target, met, ...extra })}`);
  return met !== false;
}

export function round(x) {
  return Math.round(x * 1000) / 1000;
}
