// Shared by the inference suites: the shim in a temporary folder, configurations pointing at
// it, and the built CLI (dist/cli.js) run as a user runs it.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startShim } from "./shim/server.mjs";

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = resolve(here, "../..");
export const CLI = join(ROOT, "dist/cli.js");
export const FIXTURES = join(here, "fixtures");

if (!existsSync(CLI))
  throw new Error(`${CLI} is missing: run \`npm run build\` first (npm run test:inference does)`);

/** A shim and a scratch folder for configurations and results; `close()` removes both. */
export async function workspace(shimOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), "modelgate-inference-"));
  const shim = await startShim({ dir: join(dir, "shim"), ...shimOptions });
  return {
    dir,
    shim,
    /** Writes a run configuration for `model` on the shim; returns its path. */
    config(id, model, extra = {}) {
      const lines = [
        `id: ${id}`,
        "provider: ollama",
        `model: ${JSON.stringify(model)}`,
        `base_url: ${shim.url}`,
        "concurrency: 1",
        "timeout_s: 30",
        "ready_timeout_s: 5",
      ];
      for (const [key, value] of Object.entries(extra)) {
        const at = lines.findIndex((l) => l.startsWith(`${key}:`));
        if (at >= 0) lines.splice(at, 1);
        lines.push(`${key}: ${JSON.stringify(value)}`);
      }
      const path = join(dir, `${id}.yaml`);
      writeFileSync(path, `${lines.join("\n")}\n`);
      return path;
    },
    path: (name) => join(dir, name),
    async close() {
      await shim.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs the built CLI; never throws on a non-zero exit. */
export function cli(args, { timeoutMs = 60_000 } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: "1" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolvePromise({ code, stdout, stderr });
    });
  });
}

/** `modelgate run SUITE --config CFG --output OUT`, asserting nothing; returns the parsed result. */
export async function run(suite, config, output, extra = []) {
  const outcome = await cli(["run", join(FIXTURES, suite), "--config", config, "--output", output, ...extra]);
  const result = existsSync(output) ? JSON.parse(readFileSync(output, "utf8")) : undefined;
  return { ...outcome, result };
}

/** `modelgate compare A B --format json`; returns the exit code and the parsed comparison. */
export async function compare(baseline, candidate, extra = []) {
  const outcome = await cli(["compare", baseline, candidate, "--format", "json", ...extra]);
  let report;
  try {
    report = JSON.parse(outcome.stdout);
  } catch {
    report = undefined;
  }
  return { ...outcome, report };
}

/** Every repetition of every case of a result file. */
export function repetitions(result) {
  return result.cases.flatMap((c) => c.repetitions.map((r) => ({ case: c.id, ...r })));
}

/** A failure message with what the CLI printed, so a red test says why. */
export function explain(outcome) {
  return `exit ${outcome.code}\nstdout:\n${outcome.stdout.slice(0, 4000)}\nstderr:\n${outcome.stderr.slice(0, 4000)}`;
}
