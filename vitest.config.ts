import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

const ISOLATED = ["test/unit/github/**/*.test.ts"];

// Some machines (this project's sandbox among them) point NODE_EXTRA_CA_CERTS at the whole system
// bundle, which every Node process then parses before its first line: ~70 ms of CPU for each of
// the hundreds of workers and CLI children a test run starts. The tests speak plain HTTP to
// 127.0.0.1 only, so no process of the run needs it; workers and their children inherit this.
delete process.env.NODE_EXTRA_CA_CERTS;

// Vite transforms every TypeScript module a worker imports (src/ and test/, ~600 files) on every
// run: most of a unit file's CPU. Vitest keeps the transforms on disk between runs, keyed by each
// file's content and this config (a changed file is transformed again), in the temporary folder,
// one cache per checkout (node_modules, the default place, is shared by several checkouts here).
// MODELGATE_TEST_FS_CACHE=0 turns it off (e.g. to time a cold run).
const FS_MODULE_CACHE = join(
  tmpdir(),
  `modelgate-vitest-cache-${createHash("sha256")
    .update(import.meta.dirname)
    .digest("hex")
    .slice(0, 16)}`,
);

export default defineConfig({
  define: { __MODELGATE_VERSION__: JSON.stringify("0.0.0-test") },
  test: {
    experimental:
      process.env.MODELGATE_TEST_FS_CACHE === "0"
        ? {}
        : { fsModuleCache: true, fsModuleCachePath: FS_MODULE_CACHE },
    setupFiles: ["test/setup/neutral-stdout.ts"],
    reporters: ["default", "./test/summary-reporter.ts"],
    // Generous: acceptance tests spawn many CLI processes, and 4 workers share 2 cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Worker threads, not forked processes: a file's worker starts for less CPU (user+sys, pairs
    // run alternately on the shared machine at load 9-14: 8 CLI-heavy acceptance files 21.2 s
    // against 23.5 s; the unit projects 28.7 s against 31.9 s; 7 acceptance files that work
    // in process 33.7 s against 34.4 s, within the noise). Files never chdir or signal their own
    // process; one whose process.pid is shared with other files' threads says so
    // (test/acceptance/mcp/examples.test.ts).
    pool: "threads",
    // Most test time is spent waiting on child processes and sockets, not on the CPU: more
    // workers than cores keeps both cores busy (vitest defaults to cores - 1, one worker here).
    maxWorkers: 4,
    projects: [
      {
        // In process, from source (test/unit/ mirrors src/): needs no build. The files of one
        // worker share their imported modules (not re-imported for every file: most of a unit
        // file's time), so a unit test leaves no global state behind.
        extends: true,
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts"],
          exclude: ISOLATED,
          isolate: false,
        },
      },
      {
        // The GitHub toolkit reads its environment (GITHUB_API_URL, the runner's files) when it
        // is first imported: these files set it first and need modules of their own.
        extends: true,
        test: { name: "unit-isolated", include: ISOLATED },
      },
      {
        // The built bundle (dist/cli.js, dist/index.js) in child processes, as users run it:
        // the global setup builds it once, before any of these files starts. The files of one
        // worker share their imported modules, as in `unit` (the whole project: 205 s -> 179 s
        // CPU, 105 s -> 91 s wall, measured back to back): an acceptance file keeps its state in
        // its child processes and temporary folders, and restores what it sets in process.env.
        extends: true,
        test: {
          name: "acceptance",
          include: ["test/acceptance/**/*.test.ts"],
          globalSetup: ["test/global-setup.ts"],
          isolate: false,
          // The bundle a file imports in process (dist/lib.js, 3 MB, in library.test.ts) is what
          // users import: Node's own loader runs it, not Vite's transform (seconds of CPU for a
          // file that needs none, and a source map decoded for the first stack trace).
          server: { deps: { external: [/\/dist\/[^/]+\.js$/] } },
        },
      },
    ],
  },
});
