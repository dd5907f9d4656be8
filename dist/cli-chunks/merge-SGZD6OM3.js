#!/usr/bin/env node
import { createRequire as __modelgateCreateRequire } from 'node:module'; const require = __modelgateCreateRequire(import.meta.url);
import {
  renderRunJson
} from "./chunk-W4NGF5US.js";
import {
  readRunResults
} from "./chunk-R6X7RZDI.js";
import {
  writeOutput
} from "./chunk-RGSAACIB.js";
import {
  canonicalJson
} from "./chunk-ELYQHKZU.js";
import {
  assertReadableFormat,
  summarize
} from "./chunk-A66D4V7O.js";
import {
  commandFlags,
  parseFlags
} from "./chunk-CGEUAC6L.js";
import {
  COMMAND_USAGE,
  EXIT,
  InputError
} from "./chunk-H7LBHXRB.js";
import "./chunk-SVE7TLRR.js";
import "./chunk-5CDIXIRV.js";
import "./chunk-4ONHOOYB.js";
import "./chunk-TK6EAAW5.js";
import "./chunk-YGNDAA5X.js";

// src/core/compare/merge.ts
function mergeRuns(parts, names) {
  const label = (i) => names?.[i] ?? `part ${i + 1}`;
  if (parts.length === 0) throw new InputError("nothing to merge: give at least one result file");
  parts.forEach((p, i) => {
    assertReadableFormat(p, label(i));
  });
  const first = parts[0];
  const problems = [];
  parts.forEach((p, i) => {
    if (i === 0) return;
    const where = `${label(i)} vs ${label(0)}`;
    if (p.suite.name !== first.suite.name || p.suite.sha256 !== first.suite.sha256) {
      const what = p.suite.name !== first.suite.name ? `'${p.suite.name}' vs '${first.suite.name}'` : "the suite definition changed";
      problems.push(`${where}: parts of different suites (${what})`);
    }
    if (!sameConfig(p, first)) {
      problems.push(
        `${where}: parts of different configurations ('${p.config.id}' vs '${first.config.id}', or their settings differ)`
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
  });
  problems.push(...shardProblems(parts, label));
  const seen = /* @__PURE__ */ new Map();
  const overlapping = /* @__PURE__ */ new Set();
  parts.forEach((p, i) => {
    for (const c of p.cases) {
      const before = seen.get(c.id);
      if (before !== void 0) overlapping.add(`'${c.id}' (${label(before)} and ${label(i)})`);
      else seen.set(c.id, i);
    }
  });
  if (overlapping.size > 0) problems.push(`case ids in more than one part: ${[...overlapping].join(", ")}`);
  if (problems.length > 0) throw new InputError(problems.join("\n"));
  const cases = parts.flatMap((p) => p.cases).sort(suiteOrder);
  const byTime = (pick, later) => parts.map(pick).reduce((a, b) => {
    const ta = Date.parse(a);
    const tb = Date.parse(b);
    return later ? tb > ta ? b : a : tb < ta ? b : a;
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
      ...first.selection.cases !== void 0 ? { cases: [...first.selection.cases] } : {}
    },
    ...plan === null ? {} : { shard_plan: plan },
    summary: summarize(cases),
    cases
  };
}
function shardPlan(parts) {
  const shards = parts.map((p) => p.selection.shard);
  const count = shards.find((sh) => sh !== null)?.count;
  if (count === void 0) return null;
  const present = [...new Set(shards.filter((sh) => sh !== null).map((sh) => sh.index))].sort(
    (a, b) => a - b
  );
  const missing = [];
  for (let i = 1; i <= count; i++) if (!present.includes(i)) missing.push(i);
  return { count, present, missing };
}
function sameConfig(a, b) {
  return a.config.id === b.config.id && a.config.provider === b.config.provider && a.config.model === b.config.model && canonicalJson(a.config.settings) === canonicalJson(b.config.settings);
}
function tags(run) {
  return run.selection.tags.length === 0 ? "all cases" : run.selection.tags.join(", ");
}
function shardProblems(parts, label) {
  const counts = new Set(parts.map((p) => p.selection.shard?.count ?? 0));
  if (counts.size > 1) return ["parts come from different shard splits (shard counts differ)"];
  const seen = /* @__PURE__ */ new Map();
  const problems = [];
  parts.forEach((p, i) => {
    const shard = p.selection.shard;
    if (shard === null) return;
    const before = seen.get(shard.index);
    if (before !== void 0)
      problems.push(`shard ${shard.index}/${shard.count} appears twice (${label(before)} and ${label(i)})`);
    else seen.set(shard.index, i);
  });
  return problems;
}
function mergedShard(parts) {
  if (parts.length === 1) return parts[0].selection.shard;
  return null;
}
function suiteOrder(a, b) {
  if (a.source.file !== b.source.file) return a.source.file < b.source.file ? -1 : 1;
  if (a.source.line !== b.source.line) return a.source.line - b.source.line;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
function casesText(run) {
  const cases = run.selection.cases ?? [];
  return cases.length === 0 ? "every case" : cases.join(", ");
}

// src/cli/commands/merge.ts
var USAGE = COMMAND_USAGE.merge;
async function mergeCommand(argv, io) {
  const parsed = commandFlags("merge", USAGE, io, () => mergeFlags(argv));
  if ("exit" in parsed) return parsed.exit;
  const { parts, output, pretty } = parsed.flags;
  const runs = await readRunResults(io.cwd, parts);
  const merged = mergeRuns(runs, parts);
  await writeOutput(io, output, renderRunJson(merged, { pretty }));
  const s = merged.summary;
  io.stderr(
    `merged ${runs.length} part(s): ${s.cases} cases (${s.passed} passed, ${s.failed} failed, ${s.invalid} invalid, ${s.errors} ${s.errors === 1 ? "error" : "errors"}) -> ${output}
`
  );
  const plan = merged.shard_plan;
  if (plan !== void 0 && plan.missing.length > 0) {
    const absent = plan.missing.map((i) => `${i}/${plan.count}`);
    io.stderr(
      `warning: shard${absent.length === 1 ? "" : "s"} ${absent.join(", ")} not given; ${output} records them as missing and comparing it is an execution failure (exit 3)
`
    );
  }
  return EXIT.ok;
}
function mergeFlags(argv) {
  const { values, positionals } = parseFlags(argv, {
    output: { type: "string", short: "o" },
    pretty: { type: "boolean" }
  });
  if (values.help === true) return "help";
  if (positionals.length === 0) throw new Error("give at least one PART result file");
  if (values.output === void 0) throw new Error("--output FILE is required");
  return { parts: positionals, output: values.output, pretty: values.pretty === true };
}
export {
  mergeCommand
};
