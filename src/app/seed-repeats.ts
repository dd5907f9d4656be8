import type { LiveConfig } from "../core/config/run-config.js";
import { type Diagnostic, quoted } from "../core/diagnostics.js";
import type { Plan } from "../core/run/plan.js";
import type { Suite } from "../core/suite/case.js";
import { lastSeedProblem } from "../load/seed-range.js";
import { valuePosition } from "../load/user-file.js";

/**
 * Repetition i sends `seed + i`: where suite and config meet (the run's repeat, `--repeat`
 * included, and the config's seed the cases inherit), the last repetition's seed must stay within
 * 64 bits, refused before any call. `validate` checks a case's seed with the case's own repeat.
 */
export async function seedRepeatProblems(
  suites: ReadonlyArray<{ suite: Suite; plan: Plan }>,
  configs: readonly LiveConfig[],
): Promise<Diagnostic[]> {
  const out: Diagnostic[] = [];
  // The config's seed goes to the cases without a seed of their own: the largest repeat of those.
  let inherits: { repeat: number; caseId: string; suite: string } | undefined;
  for (const { suite, plan } of suites) {
    for (const p of plan.cases) {
      const seed = p.case.generation.seed;
      if (seed === undefined) {
        if (inherits === undefined || p.repeat > inherits.repeat)
          inherits = { repeat: p.repeat, caseId: p.case.id, suite: suite.name };
        continue;
      }
      // The case's own repeat passed `validate`: only `--repeat` can take it further.
      if (p.repeat === p.case.repeat) continue;
      const message = lastSeedProblem(seed, p.repeat);
      if (message !== undefined) out.push(await caseSeedAt(suite, p.case, message));
    }
  }
  if (inherits === undefined) return out;
  const { repeat, caseId, suite } = inherits;
  for (const config of configs) {
    const message = lastSeedProblem(
      config.options.seed,
      repeat,
      ` (case ${quoted(caseId)} of suite ${quoted(suite)})`,
    );
    if (message === undefined) continue;
    const at = await valuePosition(config.file, [["options", "seed"]]);
    out.push({
      file: config.file,
      ...(at?.at ?? { line: 0, column: 0 }),
      field: "options.seed",
      message,
    });
  }
  return out;
}

async function caseSeedAt(suite: Suite, c: Suite["cases"][number], message: string): Promise<Diagnostic> {
  const index = suite.cases.indexOf(c);
  const at = await valuePosition(suite.file, [
    ["cases", index, "generation", "seed"],
    ["defaults", "generation", "seed"],
  ]);
  const fromDefaults = at !== null && at.path[0] === "defaults" ? " (from defaults)" : "";
  return {
    file: suite.file,
    ...(at?.at ?? { line: c.source.line, column: c.source.column }),
    caseId: c.id,
    field: "generation.seed",
    message: `${message}${fromDefaults}`,
  };
}
