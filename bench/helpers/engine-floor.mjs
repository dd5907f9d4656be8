// The plain-JSON floor of bench/engine-overhead.mjs: the same work as `modelgate run` and
// `modelgate compare --format markdown` reduced to what no engine can skip. It parses the suite
// and the recorded outputs with JSON.parse, judges each case with the plainest check of its type,
// hashes each case definition, writes a result file, and compares two of them into a Markdown
// table. No validation, no positions, no statistics: a yardstick, not a product.
// Usage: node bench/helpers/engine-floor.mjs run SUITE.json OUTPUTS.json RESULT.json
//        node bench/helpers/engine-floor.mjs compare BASE.json CAND.json REPORT.md
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";

const [mode, a, b, out] = process.argv.slice(2);
const read = (file) => JSON.parse(readFileSync(file, "utf8"));

function judge(c, text) {
  switch (c.type) {
    case "exact":
      return text.trim() === c.expected;
    case "json": {
      let value;
      try {
        value = JSON.parse(text);
      } catch {
        return false;
      }
      const { required, properties } = c.schema;
      return (
        required.every((k) => k in value) &&
        Number.isInteger(value.id) &&
        properties.priority.enum.includes(value.priority)
      );
    }
    case "classification":
      return c.labels.includes(text.trim()) && text.trim() === c.expected;
    case "tool_call": {
      try {
        return JSON.stringify(JSON.parse(text)) === JSON.stringify(c.expected);
      } catch {
        return false;
      }
    }
    case "regex":
      return new RegExp(c.pattern).test(text);
    default:
      throw new Error(`floor: no check for ${c.type}`);
  }
}

if (mode === "run") {
  const suite = read(a);
  const { outputs } = read(b);
  const cases = suite.cases.map((c) => {
    const recorded = outputs[c.id];
    return {
      id: c.id,
      case_sha256: createHash("sha256").update(JSON.stringify(c)).digest("hex"),
      output: recorded.output,
      latency_ms: recorded.latency_ms,
      passed: judge(c, recorded.output),
    };
  });
  writeFileSync(out, JSON.stringify({ suite: suite.suite, cases }));
} else if (mode === "compare") {
  const base = new Map(read(a).cases.map((c) => [c.id, c]));
  const rows = [];
  let regressed = 0;
  for (const c of read(b).cases) {
    const before = base.get(c.id);
    if (before.passed && !c.passed) regressed++;
    if (before.passed !== c.passed || before.output !== c.output) {
      rows.push(`| ${c.id} | ${before.passed ? "pass" : "fail"} | ${c.passed ? "pass" : "fail"} |`);
    }
  }
  const report = [
    `# ${regressed} regressed`,
    "",
    "| case | baseline | candidate |",
    "|---|---|---|",
    ...rows,
  ];
  writeFileSync(out, `${report.join("\n")}\n`);
  process.exitCode = regressed > 0 ? 1 : 0;
} else {
  console.error("usage: engine-floor.mjs run|compare A B OUT");
  process.exitCode = 2;
}
