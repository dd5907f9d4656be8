import { defineConfig } from "vitest/config";

export default defineConfig({
  define: { __MODELGATE_VERSION__: JSON.stringify("0.0.0-test") },
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/setup/neutral-stdout.ts"],
    reporters: ["default", "./test/summary-reporter.ts"],
    // Generous: acceptance tests spawn many CLI processes, and 4 workers share 2 cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Most test time is spent waiting on child processes and sockets, not on the CPU: more
    // workers than cores keeps both cores busy (vitest defaults to cores - 1, one worker here).
    maxWorkers: 4,
  },
});
