import { defineConfig } from "vitest/config";

export default defineConfig({
  define: { __MODELGATE_VERSION__: JSON.stringify("0.0.0-test") },
  test: {
    setupFiles: ["test/setup/neutral-stdout.ts"],
    reporters: ["default", "./test/summary-reporter.ts"],
    // Generous: acceptance tests spawn many CLI processes, and 4 workers share 2 cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Most test time is spent waiting on child processes and sockets, not on the CPU: more
    // workers than cores keeps both cores busy (vitest defaults to cores - 1, one worker here).
    maxWorkers: 4,
    projects: [
      {
        // In process, from source (test/unit/ mirrors src/): needs no build.
        extends: true,
        test: { name: "unit", include: ["test/unit/**/*.test.ts"] },
      },
      {
        // The built bundle (dist/cli.js, dist/index.js) in child processes, as users run it:
        // the global setup builds it once, before any of these files starts.
        extends: true,
        test: {
          name: "acceptance",
          include: ["test/acceptance/**/*.test.ts"],
          globalSetup: ["test/global-setup.ts"],
        },
      },
    ],
  },
});
