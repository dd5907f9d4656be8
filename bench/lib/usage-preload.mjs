// Preloaded into a benchmarked process (`node --import`): at exit it writes the process's own
// accounting (user + system CPU seconds, peak RSS in MiB) to the file named by
// BENCH_USAGE_FILE, so a benchmark measures the whole process, start-up included.
import { writeFileSync } from "node:fs";

const file = process.env.BENCH_USAGE_FILE;
if (file) {
  process.on("exit", () => {
    const u = process.resourceUsage();
    const usage = { cpuS: (u.userCPUTime + u.systemCPUTime) / 1e6, peakMiB: u.maxRSS / 1024 };
    writeFileSync(file, JSON.stringify(usage));
  });
}
