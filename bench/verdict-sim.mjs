// Verdict simulation (issue 9): how often does the gate fail when nothing changed, and how often
// does it catch a real drop? Same-distribution repeated suites are drawn from a seeded PRNG
// (12 cases, repeat 10, per-case pass rates spread over (0, 1); for text contracts, outputs drawn
// from a per-case distribution over a few strings) and compared by the engine in process (bundled
// with esbuild into bench/out/). Reported:
//  - false-failure rate: the share of same-distribution comparisons whose gate fails (target
//    <= alpha = 5 %), with the old rules ("0 of N passed" / first repetition only) for contrast;
//  - power: the share of comparisons in which a 10/10 -> 2/10 drop on one case is caught (target
//    >= 95 %), for exactly those counts, and informatively for true rates 1.0 -> 0.2.
// Informative: the text scenarios under other statistics (total variation distance, the
// candidate's match count alone) through the same exact count, the 2-of-10 change on a case with
// 5 phrasings, and the time compareRuns takes to judge 1,000 text-contract cases x 10 repetitions.
// A few trials are confirmed through the real CLI: the draws are written as replay recordings,
// run with `modelgate run` (provider: replay) and compared with `modelgate compare`.
// Usage: node bench/verdict-sim.mjs [--quick] [--trials N] [--seed S] [--cli K]   (default 1000,
// 300 with --quick; 1, 3). Run by bench/run-all.mjs (npm run bench) like every bench/*.mjs: each
// figure is also a BENCH-FIGURE line for its table; figures in docs/comparison.md.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { quick, reportFigure } from "./lib/figure.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CLI = join(ROOT, "dist/cli.cjs");
const OUT = join(ROOT, "bench", "out", "verdict-sim");
const argv = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = argv.indexOf(name);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const TRIALS = flag("--trials", quick ? 300 : 1000);
const SEED = flag("--seed", 1);
const CLI_TRIALS = flag("--cli", 3);
const CASES = 12;
const REPEAT = 10;
const ALPHA = 0.05;
const TARGET = { falseFailure: ALPHA, power: 0.95 };

// --- the engine, bundled from src/ so the figures are the code under test -----------------------
mkdirSync(OUT, { recursive: true });
const entry = join(OUT, "entry.ts");
writeFileSync(
  entry,
  [
    'export { compareRuns } from "../../../src/core/compare/compare-runs.js";',
    'export { gate } from "../../../src/core/compare/gate.js";',
    'export { fisherDropPValue } from "../../../src/core/compare/fisher.js";',
    'export { DEFAULT_FAIL_ON } from "../../../src/core/compare/comparison.js";',
    'export { contractRates } from "../../../src/core/compare/contract-rates.js";',
    'export { exactTail } from "../../../src/core/compare/exact-permutation.js";',
    'export { holmDecisions } from "../../../src/core/compare/holm.js";',
    "",
  ].join("\n"),
);
const engineFile = join(OUT, "engine.mjs");
await build({
  entryPoints: [entry],
  outfile: engineFile,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  logLevel: "warning",
  preserveSymlinks: true,
});
const { compareRuns, gate, fisherDropPValue, DEFAULT_FAIL_ON, contractRates, exactTail, holmDecisions } =
  await import(engineFile);

// --- seeded PRNG (mulberry32) -------------------------------------------------------------------
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = prng(SEED);

// --- result files, as the runner writes them ----------------------------------------------------
const sha = (text) => createHash("sha256").update(text).digest("hex");

function caseResult(id, line, type, contract, reps, minPass) {
  const passCount = reps.filter((r) => r.status === "pass").length;
  return {
    id,
    type,
    tags: [],
    source: { file: "suite.yaml", line },
    case_sha256: sha(`${id}:${type}`),
    contract,
    status: passCount >= minPass ? "pass" : "fail",
    repeat: reps.length,
    min_pass: minPass,
    pass_count: passCount,
    judged_count: reps.length,
    max_latency_ms: 100,
    repetitions: reps.map((r, index) => ({
      index,
      status: r.status,
      output: r.output,
      output_sha256: sha(r.output),
      evidence: {},
      duration_ms: 100,
      duration_source: "recorded",
      reason: r.status === "fail" ? "did not match" : null,
      details: {},
      warnings: [],
      error: null,
      provider_metadata: {},
      attempts: 1,
    })),
  };
}

function runResult(configId, cases) {
  return {
    format: "modelgate.run/v1",
    suite: { name: "verdict-sim", file: "suite.yaml", sha256: "0".repeat(64), description: null },
    config: { id: configId, provider: "replay", model: null, settings: {} },
    runtime: { modelgate: "bench", node: process.version, os: "linux", arch: "x64", provider: {} },
    started_at: "2026-01-01T00:00:00.000Z",
    finished_at: "2026-01-01T00:01:00.000Z",
    cancelled: false,
    selection: { tags: [], shard: null },
    capture: "full",
    summary: { cases: cases.length, passed: 0, failed: 0, invalid: 0, errors: 0 },
    cases,
  };
}

// --- pass rates ---------------------------------------------------------------------------------
// min_pass 1: the baseline passes whenever any repetition did, so every case can regress: the
// hardest setting for false failures.
const RATES = Array.from({ length: CASES }, (_, i) => (i + 0.5) / CASES);
const passReps = (count) =>
  Array.from({ length: REPEAT }, (_, i) =>
    i < count ? { status: "pass", output: "yes" } : { status: "fail", output: "no" },
  );
const draw = (rate) => {
  let k = 0;
  for (let i = 0; i < REPEAT; i++) if (rand() < rate) k++;
  return k;
};
const passRun = (id, counts) =>
  runResult(
    id,
    counts.map((k, i) => caseResult(`case-${i + 1}`, 10 + i, "exact", null, passReps(k), 1)),
  );

/** Old rule (before issue 9): baseline passed and (0 of N passed, or p < alpha uncorrected). */
function oldPassRuleFails(base, cand) {
  return base.some((b, i) => {
    const c = cand[i];
    if (b < 1) return false;
    return c === 0 || (c * REPEAT < b * REPEAT && fisherDropPValue(b, REPEAT, c, REPEAT) < ALPHA);
  });
}

const gateFails = (comparison) =>
  gate(comparison, { failOn: DEFAULT_FAIL_ON, failOnLatency: false }).exitCode !== 0;

function passRateSim() {
  let holm = 0;
  let none = 0;
  let old = 0;
  let caughtExact = 0;
  let caughtRate = 0;
  const cliDraws = [];
  for (let t = 0; t < TRIALS; t++) {
    const base = RATES.map(draw);
    const cand = RATES.map(draw);
    if (t < CLI_TRIALS) cliDraws.push({ base, cand });
    const b = passRun("base", base);
    const c = passRun("cand", cand);
    if (gateFails(compareRuns(b, c, { alpha: ALPHA, correction: "holm" }))) holm++;
    if (gateFails(compareRuns(b, c, { alpha: ALPHA, correction: "none" }))) none++;
    if (oldPassRuleFails(base, cand)) old++;
    // power: case 1 goes from 10/10 to 2/10 (exact counts), and from rate 1.0 to rate 0.2
    const dropExact = [...cand];
    dropExact[0] = 2;
    const baseDrop = [...base];
    baseDrop[0] = REPEAT;
    const exact = compareRuns(passRun("base", baseDrop), passRun("cand", dropExact), { alpha: ALPHA });
    if (exact.cases[0].category === "regression") caughtExact++;
    const dropRate = [...cand];
    dropRate[0] = draw(0.2);
    const sampled = compareRuns(passRun("base", baseDrop), passRun("cand", dropRate), { alpha: ALPHA });
    if (sampled.cases[0].category === "regression") caughtRate++;
  }
  return {
    falseFailure: holm / TRIALS,
    falseFailureNone: none / TRIALS,
    falseFailureOld: old / TRIALS,
    powerExact: caughtExact / TRIALS,
    powerRate: caughtRate / TRIALS,
    cliDraws,
  };
}

// --- text contracts -----------------------------------------------------------------------------
// Each case answers with one of 2 to 5 phrasings, with its own (fixed, seeded) weights.
const PHRASES = Array.from({ length: CASES }, (_, i) => {
  const n = 2 + (i % 4);
  const weights = Array.from({ length: n }, () => 0.2 + rand());
  const total = weights.reduce((a, b) => a + b, 0);
  return {
    strings: weights.map((_, j) => `Answer ${i + 1}, phrasing ${j + 1}.`),
    cdf: cumulative(weights, total),
  };
});

function cumulative(weights, total) {
  let acc = 0;
  return weights.map((w) => {
    acc += w / total;
    return acc;
  });
}

function phrase(i) {
  const { strings, cdf } = PHRASES[i];
  const u = rand();
  const j = cdf.findIndex((c) => u < c);
  return strings[j === -1 ? strings.length - 1 : j];
}

let fresh = 0;
const novel = () => `A different answer ${++fresh}.`;
const textReps = (outputs) => outputs.map((output) => ({ status: "pass", output }));
const textRun = (id, outputs) =>
  runResult(
    id,
    outputs.map((o, i) => caseResult(`case-${i + 1}`, 10 + i, "none", "text", textReps(o), REPEAT)),
  );
const drawTexts = () =>
  Array.from({ length: CASES }, (_, i) => Array.from({ length: REPEAT }, () => phrase(i)));

function textSim() {
  let holm = 0;
  let singleFails = 0;
  let old = 0;
  let caughtExact = 0;
  let caughtRate = 0;
  const cliDraws = [];
  for (let t = 0; t < TRIALS; t++) {
    const base = drawTexts();
    const cand = drawTexts();
    if (t < CLI_TRIALS) cliDraws.push({ base, cand });
    if (gateFails(compareRuns(textRun("base", base), textRun("cand", cand), { alpha: ALPHA }))) holm++;
    // Old rule: the first repetition of each side decides.
    if (base.some((b, i) => b[0] !== cand[i][0])) old++;
    // A candidate run with --repeat 1 against the 10-repetition baseline (informative): its one
    // answer against all ten (the first-repetition rule above was this case's rule before).
    const once = runResult(
      "cand",
      cand.map((o, i) => caseResult(`case-${i + 1}`, 10 + i, "none", "text", textReps([o[0]]), 1)),
    );
    if (gateFails(compareRuns(textRun("base", base), once, { alpha: ALPHA }))) singleFails++;
    // power: case 1 keeps the baseline's phrasing in 2 of 10 repetitions, a new answer otherwise
    const exact = cand.map((o) => [...o]);
    exact[0] = Array.from({ length: REPEAT }, (_, r) => (r < 2 ? phrase(0) : novel()));
    const e = compareRuns(textRun("base", base), textRun("cand", exact), { alpha: ALPHA });
    if (e.cases[0].category === "mismatch") caughtExact++;
    const sampled = cand.map((o) => [...o]);
    sampled[0] = Array.from({ length: REPEAT }, () => (rand() < 0.2 ? phrase(0) : novel()));
    const s = compareRuns(textRun("base", base), textRun("cand", sampled), { alpha: ALPHA });
    if (s.cases[0].category === "mismatch") caughtRate++;
  }
  return {
    falseFailure: holm / TRIALS,
    falseFailureOld: old / TRIALS,
    falseFailureSingle: singleFails / TRIALS,
    powerExact: caughtExact / TRIALS,
    powerRate: caughtRate / TRIALS,
    cliDraws,
  };
}

// --- other statistics, for comparison (informative) ---------------------------------------------
// The same text scenarios, each case's exact permutation p computed under three statistics
// (all sums over answer classes, so exactTail counts every re-split), then Holm over the 12
// cases as the gate does. A significant case counts only with a drop (the candidate matches the
// baseline less often than the baseline matches itself), as a `mismatch` requires.
const STATISTICS = {
  "drop (the engine's)": (nB, nC) => ({
    span: nB * nC,
    score: (b, n) => nC * (b >= 2 ? b : 0) - nB * (b >= 1 ? n - b : 0),
  }),
  "total variation distance": (nB, nC) => ({
    span: 2 * nB * nC,
    score: (b, n) => Math.abs(nC * b - nB * (n - b)),
  }),
  "candidate matches alone": (_nB, nC) => ({ span: nC, score: (b, n) => -(b >= 1 ? n - b : 0) }),
};

function classesOf(base, cand) {
  const classes = new Map();
  for (const o of base) classes.set(o, { b: (classes.get(o)?.b ?? 0) + 1, n: (classes.get(o)?.n ?? 0) + 1 });
  for (const o of cand) classes.set(o, { b: classes.get(o)?.b ?? 0, n: (classes.get(o)?.n ?? 0) + 1 });
  return [...classes.values()];
}

function statisticTest(statistic, base, cand) {
  const { span, score } = statistic(base.length, cand.length);
  const classes = classesOf(base, cand);
  const observed = classes.reduce((t, { b, n }) => t + score(b, n), 0);
  const tail = exactTail(
    classes.map((c) => c.n),
    base.length,
    span,
    score,
    observed,
  );
  const selfMatches = classes.reduce((t, { b }) => t + (b >= 2 ? b : 0), 0);
  const matches = classes.reduce((t, { b, n }) => t + (b >= 1 ? n - b : 0), 0);
  return { ...tail, dropped: matches * base.length < selfMatches * cand.length };
}

function holmFails(statistic, base, cand) {
  const tests = base.map((b, i) => statisticTest(statistic, b, cand[i]));
  const decisions = holmDecisions(
    tests.map((t) => t.p),
    ALPHA,
    "holm",
    tests.map((t) => t.minimum),
  );
  return decisions.map((d, i) => d.significant && tests[i].dropped);
}

function statisticsSim() {
  const names = Object.keys(STATISTICS);
  const falseFailures = Object.fromEntries(names.map((n) => [n, 0]));
  const caught = Object.fromEntries(names.map((n) => [n, 0]));
  const concentrated = Object.fromEntries(names.map((n) => [n, 0]));
  const caughtWide = Object.fromEntries(names.map((n) => [n, 0]));
  for (let t = 0; t < TRIALS; t++) {
    const base = drawTexts();
    const cand = drawTexts();
    const exact = cand.map((o) => [...o]);
    exact[0] = Array.from({ length: REPEAT }, (_, r) => (r < 2 ? phrase(0) : novel()));
    // The same change on case 4, which has 5 phrasings (case 1 has 2): a baseline that shows
    // rare phrasings once or twice leaves less room between sampling and a real change.
    const wide = cand.map((o) => [...o]);
    wide[3] = Array.from({ length: REPEAT }, (_, r) => (r < 2 ? phrase(3) : novel()));
    // Not a contract violation: the candidate always gives the baseline's first answer.
    const same = cand.map((o) => [...o]);
    same[0] = Array.from({ length: REPEAT }, () => base[0][0]);
    for (const name of names) {
      if (holmFails(STATISTICS[name], base, cand).some(Boolean)) falseFailures[name]++;
      if (holmFails(STATISTICS[name], base, exact)[0]) caught[name]++;
      if (holmFails(STATISTICS[name], base, wide)[3]) caughtWide[name]++;
      if (holmFails(STATISTICS[name], base, same)[0]) concentrated[name]++;
    }
  }
  return names.map((name) => ({
    name,
    falseFailure: falseFailures[name] / TRIALS,
    power: caught[name] / TRIALS,
    powerWide: caughtWide[name] / TRIALS,
    concentrated: concentrated[name] / TRIALS,
  }));
}

// --- what judging costs: 1,000 text-contract cases x 10 repetitions a side -----------------------
function judgingCost() {
  const cases = 1000;
  const draw = () =>
    Array.from({ length: cases }, (_, i) => Array.from({ length: REPEAT }, () => phrase(i % CASES)));
  const base = textRun("base", draw());
  const cand = textRun("cand", draw());
  compareRuns(base, cand, { alpha: ALPHA }); // warm up
  let at = performance.now();
  const comparison = compareRuns(base, cand, { alpha: ALPHA });
  const compareMs = performance.now() - at;
  at = performance.now();
  let exact = 0;
  for (let i = 0; i < cases; i++) {
    const r = contractRates("text", base.cases[i].repetitions, cand.cases[i].repetitions);
    if (r.method === "exact") exact++;
  }
  const ratesMs = performance.now() - at;
  const failed = gateFails(comparison);
  return { cases, compareMs, ratesMs, exact, failed };
}

// --- confirmation through the real CLI with replay ----------------------------------------------
function cli(args, cwd) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function confirmThroughCli(kind, draws, toOutputs, toRuns) {
  if (!existsSync(CLI)) return { checked: 0, agreed: 0, note: "dist/cli.cjs missing: run npm run build" };
  let agreed = 0;
  draws.forEach(({ base, cand }, t) => {
    const dir = join(OUT, `${kind}-${t}`);
    mkdirSync(join(dir, "recorded"), { recursive: true });
    const suite = [
      "suite: verdict-sim",
      "cases:",
      ...Array.from({ length: CASES }, (_, i) =>
        kind === "pass"
          ? `  - id: case-${i + 1}\n    type: exact\n    input: "Say yes."\n    expected: "yes"\n    repeat: ${REPEAT}\n    min_pass: 1`
          : `  - id: case-${i + 1}\n    type: none\n    contract: text\n    input: "Answer."\n    repeat: ${REPEAT}`,
      ),
      "",
    ].join("\n");
    writeFileSync(join(dir, "suite.yaml"), suite);
    for (const [side, draw] of [
      ["base", base],
      ["cand", cand],
    ]) {
      const outputs = Object.fromEntries(
        toOutputs(draw).map((reps, i) => [`case-${i + 1}`, { repetitions: reps }]),
      );
      writeFileSync(join(dir, "recorded", `${side}.json`), JSON.stringify({ outputs }));
      writeFileSync(
        join(dir, `${side}.yaml`),
        `id: ${side}\nprovider: replay\noutputs: recorded/${side}.json\n`,
      );
      const r = cli(["run", "suite.yaml", "--config", `${side}.yaml`, "--output", `${side}.json`], dir);
      if (r.code !== 0) throw new Error(`modelgate run (${kind} ${t} ${side}) exited ${r.code}: ${r.stderr}`);
    }
    const r = cli(["compare", "base.json", "cand.json", "--format", "json"], dir);
    const viaCli = JSON.parse(r.stdout);
    const [b, c] = toRuns(base, cand);
    const inProcess = compareRuns(b, c, { alpha: ALPHA });
    const same =
      JSON.stringify(viaCli.cases.map((x) => x.category)) ===
        JSON.stringify(inProcess.cases.map((x) => x.category)) && (r.code !== 0) === gateFails(inProcess);
    if (same) agreed++;
  });
  return { checked: draws.length, agreed };
}

const pct = (x) => `${(x * 100).toFixed(1)} %`;
const started = performance.now();
const pass = passRateSim();
const text = textSim();
const statistics = statisticsSim();
const cost = judgingCost();
const passCli = confirmThroughCli(
  "pass",
  pass.cliDraws,
  (counts) => counts.map((k) => Array.from({ length: REPEAT }, (_, i) => (i < k ? "yes" : "no"))),
  (b, c) => [passRun("base", b), passRun("cand", c)],
);
const textCli = confirmThroughCli(
  "text",
  text.cliDraws,
  (outputs) => outputs,
  (b, c) => [textRun("base", b), textRun("cand", c)],
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);

console.log(
  `verdict-sim: ${TRIALS} trials, ${CASES} cases x repeat ${REPEAT}, alpha ${ALPHA}, seed ${SEED} (${seconds} s)`,
);
console.log("Pass rates (per-case rates spread over (0, 1), min_pass 1):");
console.log(
  `  false-failure rate, Holm (default):      ${pct(pass.falseFailure)}   target <= ${pct(TARGET.falseFailure)}`,
);
console.log(`  false-failure rate, --correction none:   ${pct(pass.falseFailureNone)}`);
console.log(`  false-failure rate, old "0 of N" rule:   ${pct(pass.falseFailureOld)}`);
console.log(
  `  power, 10/10 -> 2/10 on one case:        ${pct(pass.powerExact)}   target >= ${pct(TARGET.power)}`,
);
console.log(`  power, rate 1.0 -> 0.2 (sampled counts): ${pct(pass.powerRate)}`);
console.log("Text contracts (2-5 phrasings per case, seeded weights):");
console.log(
  `  false-failure rate, over repetitions:    ${pct(text.falseFailure)}   target <= ${pct(TARGET.falseFailure)}`,
);
console.log(`  false-failure rate, old first-rep rule:  ${pct(text.falseFailureOld)}`);
console.log(
  `  false-failure rate, 10 vs 1 repetition:  ${pct(text.falseFailureSingle)} (was the first-rep rule's)`,
);
console.log(
  `  power, 2 of 10 keep a baseline answer:   ${pct(text.powerExact)}   target >= ${pct(TARGET.power)}`,
);
console.log(`  power, 20 % keep one (sampled):          ${pct(text.powerRate)}`);
console.log("Text contracts, other statistics (exact p, Holm over the 12 cases; informative):");
for (const s of statistics)
  console.log(
    `  ${s.name.padEnd(26)} false failures ${pct(s.falseFailure)}, 2 of 10 caught ${pct(s.power)} (on the 5-phrasing case ${pct(s.powerWide)}), always one baseline answer flagged ${pct(s.concentrated)}`,
  );
console.log(
  `Judging ${cost.cases} text-contract cases x ${REPEAT} repetitions a side: compareRuns ${cost.compareMs.toFixed(0)} ms (warm); the contract statistics timed on their own, cold, ${cost.ratesMs.toFixed(0)} ms (${cost.exact}/${cost.cases} exact)`,
);
console.log(
  `Through the CLI with replay: pass rates ${passCli.agreed}/${passCli.checked}, text ${textCli.agreed}/${textCli.checked} trials agree with the in-process engine${passCli.note ? ` (${passCli.note})` : ""}`,
);

// The same figures for bench/run-all.mjs's table (percentages with one decimal, as printed).
const share = (x) => Number((x * 100).toFixed(1));
const rate = (figure, x, target, met) =>
  reportFigure({ figure, measured: share(x), unit: "%", ...(target === undefined ? {} : { target, met }) });
const atMost = (x, limit) => [`<= ${limit * 100}`, x <= limit];
const atLeast = (x, limit) => [`>= ${limit * 100}`, x >= limit];
rate(
  "pass rates: false-failure rate, Holm",
  pass.falseFailure,
  ...atMost(pass.falseFailure, TARGET.falseFailure),
);
rate("pass rates: false-failure rate, --correction none", pass.falseFailureNone);
rate('pass rates: false-failure rate, old "0 of N" rule', pass.falseFailureOld);
rate("pass rates: power, 10/10 -> 2/10", pass.powerExact, ...atLeast(pass.powerExact, TARGET.power));
rate("pass rates: power, rate 1.0 -> 0.2 (sampled)", pass.powerRate);
rate(
  "text: false-failure rate, over repetitions",
  text.falseFailure,
  ...atMost(text.falseFailure, TARGET.falseFailure),
);
rate("text: false-failure rate, old first-rep rule", text.falseFailureOld);
rate("text: false-failure rate, 10 vs 1 repetition", text.falseFailureSingle);
rate(
  "text: power, 2 of 10 keep a baseline answer",
  text.powerExact,
  ...atLeast(text.powerExact, TARGET.power),
);
rate("text: power, 20 % keep one (sampled)", text.powerRate);
for (const s of statistics) {
  rate(`text, ${s.name}: false failures`, s.falseFailure);
  rate(`text, ${s.name}: 2 of 10 caught`, s.power);
}
reportFigure({
  figure: `compareRuns, ${cost.cases} text-contract cases x ${REPEAT} repetitions`,
  measured: Math.round(cost.compareMs),
  unit: "ms",
  note: `contract statistics on their own, cold: ${cost.ratesMs.toFixed(0)} ms`,
});
const cliChecked = passCli.checked + textCli.checked;
reportFigure({
  figure: "CLI replay trials agreeing with the engine",
  measured: passCli.agreed + textCli.agreed,
  unit: `of ${cliChecked}`,
  target: `= ${cliChecked}`,
  met: passCli.agreed + textCli.agreed === cliChecked,
  ...(passCli.note ? { note: passCli.note } : {}),
});

const met =
  pass.falseFailure <= TARGET.falseFailure &&
  text.falseFailure <= TARGET.falseFailure &&
  pass.powerExact >= TARGET.power &&
  text.powerExact >= TARGET.power &&
  passCli.agreed === passCli.checked &&
  textCli.agreed === textCli.checked;
console.log(met ? "targets met" : "TARGETS MISSED");
process.exitCode = met ? 0 : 1;
