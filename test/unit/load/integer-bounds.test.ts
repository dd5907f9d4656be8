import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDiagnostic, InputError } from "../../../src/core/diagnostics.js";
import { loadConfig } from "../../../src/load/config.js";
import { validateSuiteFile } from "../../../src/load/suite.js";

// An integer beyond 2^53 is read exactly (a bigint): every count, position and option the
// product reads as a number is bounded, so such a value is refused at its line, never dropped.

const BIG = "18446744073709551616";
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-integer-bounds-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function suiteProblems(name: string, content: string): Promise<string[]> {
  const path = join(dir, name);
  await writeFile(path, content);
  return (await validateSuiteFile(path)).map((d) => formatDiagnostic(d).slice(path.length));
}

async function configProblems(name: string, content: string): Promise<string[]> {
  const path = join(dir, name);
  await writeFile(path, content);
  const error = await loadConfig(path, {}).catch((e: unknown) => e);
  if (!(error instanceof InputError)) throw new Error(`expected an InputError, got ${String(error)}`);
  return error.diagnostics.map((d) => formatDiagnostic(d).slice(path.length));
}

const exact = (fields: string) =>
  `suite: s\ncases:\n  - id: a\n    type: exact\n    input: hi\n    expected: hi\n${fields}`;

describe("suite integers beyond 2^53", () => {
  it("refuses min_pass beyond repeat's bound, in the case or in defaults", async () => {
    expect(await suiteProblems("min-pass.yaml", exact(`    repeat: 2\n    min_pass: ${BIG}\n`))).toEqual([
      ":8:15: case 'a': field 'min_pass': must be <= 1000",
    ]);
    const defaults = `suite: s\ndefaults:\n  min_pass: ${BIG}\ncases:\n  - id: a\n    type: exact\n    input: hi\n    expected: hi\n    repeat: 2\n`;
    expect(await suiteProblems("min-pass-defaults.yaml", defaults)).toEqual([
      ":3:13: field 'defaults.min_pass': must be <= 1000",
    ]);
  });

  it("refuses a limit, top_k, latency budget and token option beyond their bounds", async () => {
    const text = `suite: s
cases:
  - id: a
    type: max_length
    input: hi
    limit: ${BIG}
    performance: {max_latency_ms: ${BIG}}
    generation: {num_ctx: ${BIG}, num_predict: -${BIG}, seed: ${BIG}}
`;
    expect(await suiteProblems("limits.yaml", text)).toEqual([
      ":6:12: case 'a': field 'limit': must be <= 9007199254740991",
      ":7:35: case 'a': field 'performance.max_latency_ms': must be <= 604800000",
      ":8:27: case 'a': field 'generation.num_ctx': must be <= 2147483647",
      ":8:62: case 'a': field 'generation.num_predict': must be >= -2",
      ":8:91: case 'a': field 'generation.seed': must be a signed 64-bit integer (from -9223372036854775808 to 9223372036854775807), what the servers read a seed into",
    ]);
  });

  it("keeps a seed within 64 bits exactly", async () => {
    expect(await suiteProblems("seed.yaml", exact("    generation: {seed: 9223372036854775807}\n"))).toEqual(
      [],
    );
    expect(
      await suiteProblems("seed-over.yaml", exact("    generation: {seed: 9223372036854775808}\n")),
    ).toEqual([
      expect.stringMatching(/^:7:24: case 'a': field 'generation\.seed': must be a signed 64-bit integer/),
    ]);
  });
});

describe("configuration integers beyond 2^53", () => {
  it("refuses a seed, a token count and a cache size out of range, each at its line", async () => {
    const text = `id: o\nprovider: ollama\nmodel: m\ncache_max_mb: ${BIG}\noptions:\n  seed: ${BIG}\n  num_ctx: ${BIG}\n  top_k: ${BIG}\n`;
    expect(await configProblems("big.yaml", text)).toEqual([
      ":4:15: field 'cache_max_mb': must be <= 1048576",
      ":6:9: field 'options.seed': must be a signed 64-bit integer (from -9223372036854775808 to 9223372036854775807), what the servers read a seed into",
      ":7:12: field 'options.num_ctx': must be <= 2147483647",
      ":8:10: field 'options.top_k': must be <= 2147483647",
    ]);
  });
});

describe("a seed's last repetition (seed + repeat - 1) within 64 bits", () => {
  const LAST =
    "the last repetition's seed (9223372036854775807 + 1 = 9223372036854775808) would exceed the signed 64-bit range (at most 9223372036854775807): repetition i sends seed + i";
  it("refuses a case seed whose last repetition is past the range, in the case or in defaults", async () => {
    expect(
      await suiteProblems(
        "seed-repeat.yaml",
        exact("    repeat: 2\n    generation: {seed: 9223372036854775807}\n"),
      ),
    ).toEqual([`:8:24: case 'a': field 'generation.seed': with repeat 2, ${LAST}`]);
    const defaults = `suite: s\ndefaults:\n  generation: {seed: 9223372036854775807}\ncases:\n  - id: a\n    type: exact\n    input: hi\n    expected: hi\n    repeat: 2\n`;
    expect(await suiteProblems("seed-repeat-defaults.yaml", defaults)).toEqual([
      `:3:22: case 'a': field 'generation.seed': with repeat 2, ${LAST} (from defaults)`,
    ]);
    expect(
      await suiteProblems(
        "seed-repeat-ok.yaml",
        exact("    repeat: 2\n    generation: {seed: 9223372036854775806}\n"),
      ),
    ).toEqual([]);
  });
});
