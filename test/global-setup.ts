import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

// Tests that spawn dist/cli.js or dist/index.js run the bundle exactly as users do. Build it once
// here, before any test file starts, so no file builds it while another one is executing it.
export default function setup(): void {
  const root = resolve(import.meta.dirname, "..");
  execFileSync(process.execPath, ["scripts/build.mjs"], { cwd: root, stdio: "inherit" });
}
