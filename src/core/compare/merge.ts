import { InputError, quoted } from "../diagnostics.js";
import { canonicalJson } from "../json/canonical.js";
import { summarize } from "../result/aggregate.js";
import type { CaseResult, RunResult, ShardPlan } from "../result/run-result.js";
import { assertReadableFormat } from "../result/stored-form.js";

/**
 * Joins the shard results of one run (same suite, configuration, capture and tag selection) into
 * one result, as if it had run in one job: cases in suite order, summary recomputed, the earliest
 * start and the latest finish. Refuses parts that do not belong together or share a case id.
 * `names` label the parts in messages (file names); positions are used when absent.
 */
export function mergeRuns(parts: readonly RunResult[], names?: readonly string[]): RunResult {
  const label = (i: number) => names?.[i] ?? `part ${i + 1}`;
  if (parts.length === 0) throw new InputError("nothing to merge: give at least one result file");
  parts.forEach((p, i) => {
    assertReadableFormat(p, label(i));
  });
  const first = parts[0]!;
  const problems: string[] = [];
  parts.forEach((p, i) => {
    if (i === 0) return;
    const where = `${label(i)} vs ${label(0)}`;
    if (p.suite.name !== first.suite.name || p.suite.sha256 !== first.suite.sha256) {
      const what =
        p.suite.name !== first.suite.name
          ? `${quoted(p.suite.name)} vs ${quoted(first.suite.name)}`
          : "the suite definition changed";
      problems.push(`${where}: parts of different suites (${what})`);
    }
    if (!sameConfig(p, first)) {
      problems.push(
        `${where}: parts of different configurations (${quoted(p.config.id)} vs ${quoted(first.config.id)}, or their settings differ)`,
      );
    }
    if (p.capture !== first.capture)
      problems.push(`${where}: different capture modes ('${p.capture}' vs '${first.capture}')`);
    if (canonicalJson(p.selection.cases ?? []) !== canonicalJson(first.selection.cases ?? [])) {
      problems.push(`${where}: different --case selections (${casesText(p)} vs ${casesText(first)})`);
    }
    if (canonicalJson(p.selection.tags) !== canonicalJson(first.selection.tags)) {
      problems.push(`${where}: different --tag selections (${tags(p)} vs ${tags(first)})`);
    }
    if (p.selection.repeat !== first.selection.repeat) {
      problems.push(`${where}: different --repeat (${repeatText(p)} vs ${repeatText(first)})`);
    }
  });
  problems.push(...shardProblems(parts, label));
  const seen = new Map<string, number>();
  const overlapping = new Set<string>();
  parts.forEach((p, i) => {
    for (const c of p.cases) {
      const before = seen.get(c.id);
      if (before !== undefined) overlapping.add(`${quoted(c.id)} (${label(before)} and ${label(i)})`);
      else seen.set(c.id, i);
    }
  });
  if (overlapping.size > 0) problems.push(`case ids in more than one part: ${[...overlapping].join(", ")}`);
  if (problems.length > 0) throw new InputError(problems.join("\n"));

  const cases = parts.flatMap((p) => p.cases).sort(suiteOrder);
  const byTime = (pick: (p: RunResult) => string, later: boolean) =>
    parts.map(pick).reduce((a, b) => {
      const ta = Date.parse(a);
      const tb = Date.parse(b);
      return later ? (tb > ta ? b : a) : tb < ta ? b : a;
    });
  const { shard_plan: _plan, ...rest } = first;
  const plan = shardPlan(parts);
  return {
    ...rest,
    started_at: byTime((p) => p.started_at, false),
    finished_at: byTime((p) => p.finished_at, true),
    cancelled: parts.some((p) => p.cancelled),
    selection: {
      tags: [...first.selection.tags],
      shard: mergedShard(parts),
      ...(first.selection.cases !== undefined ? { cases: [...first.selection.cases] } : {}),
      ...(first.selection.repeat !== undefined ? { repeat: first.selection.repeat } : {}),
    },
    ...(plan === null ? {} : { shard_plan: plan }),
    summary: summarize(cases),
    cases,
  };
}

/** The shard indices a part holds and its split's count: its own shard, or a merged part's plan. */
interface PartShards {
  count: number;
  indices: number[];
}

function partShards(p: RunResult): PartShards | null {
  // A merged part (`shard_plan`) holds the shards its plan says were present: re-merging it, alone
  // or with the shards it lacked, keeps the ones still missing missing.
  if (p.shard_plan !== undefined) return { count: p.shard_plan.count, indices: [...p.shard_plan.present] };
  const shard = p.selection.shard;
  return shard === null ? null : { count: shard.count, indices: [shard.index] };
}

/**
 * The shard plan of sharded parts: the split's count, the indices given (by a shard part or in a
 * merged part's plan) and the ones no part was given for. A comparison of the merged result
 * fails (exit 3) while any is missing, so a crashed leg can never turn the gate green. Null when
 * the parts are not shards.
 */
function shardPlan(parts: readonly RunResult[]): ShardPlan | null {
  const held = parts.map(partShards).filter((x): x is PartShards => x !== null);
  const count = held[0]?.count;
  if (count === undefined) return null;
  const present = [...new Set(held.flatMap((h) => h.indices))].sort((a, b) => a - b);
  const missing: number[] = [];
  for (let i = 1; i <= count; i++) if (!present.includes(i)) missing.push(i);
  return { count, present, missing };
}

function sameConfig(a: RunResult, b: RunResult): boolean {
  return (
    a.config.id === b.config.id &&
    a.config.provider === b.config.provider &&
    a.config.model === b.config.model &&
    canonicalJson(a.config.settings) === canonicalJson(b.config.settings)
  );
}

function tags(run: RunResult): string {
  return run.selection.tags.length === 0 ? "all cases" : run.selection.tags.join(", ");
}

function shardProblems(parts: readonly RunResult[], label: (i: number) => string): string[] {
  const held = parts.map(partShards);
  const counts = new Set(held.map((h) => h?.count ?? 0));
  if (counts.size > 1) {
    const split = (i: number) => {
      const h = held[i];
      return h === null || h === undefined
        ? `${label(i)}: not a shard`
        : `${label(i)}: ${h.count}-way${parts[i]!.shard_plan !== undefined ? " (merged)" : ""}`;
    };
    return [
      `parts come from different shard splits (shard counts differ: ${parts.map((_, i) => split(i)).join(", ")})`,
    ];
  }
  const seen = new Map<number, number>();
  const problems: string[] = [];
  held.forEach((h, i) => {
    if (h === null) return;
    for (const index of h.indices) {
      const before = seen.get(index);
      if (before !== undefined)
        problems.push(`shard ${index}/${h.count} appears twice (${label(before)} and ${label(i)})`);
      else seen.set(index, i);
    }
  });
  return problems;
}

/** Null (the whole suite) when the parts are shards 1..N of one split, else the single shard. */
function mergedShard(parts: readonly RunResult[]): RunResult["selection"]["shard"] {
  if (parts.length === 1) return parts[0]!.selection.shard;
  return null;
}

/** Suite order: by file, then line; ids break ties so the order never depends on the parts' order. */
function suiteOrder(a: CaseResult, b: CaseResult): number {
  if (a.source.file !== b.source.file) return a.source.file < b.source.file ? -1 : 1;
  if (a.source.line !== b.source.line) return a.source.line - b.source.line;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function repeatText(run: RunResult): string {
  const n = run.selection.repeat;
  return n === undefined ? "no --repeat" : `--repeat ${n}`;
}

function casesText(run: RunResult): string {
  const cases = run.selection.cases ?? [];
  return cases.length === 0 ? "every case" : cases.join(", ");
}
