/**
 * Diagnostics that say one problem once, what was found, and where it is written: a value the
 * parse could not keep is not refused again as a type, a number of the wrong kind shows itself,
 * a value reached through a YAML alias is placed at the alias, and a value giving the fields of
 * two alternative shapes is told so, not as unknown fields.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../../src/core/diagnostics.js";
import { validateSuiteFile } from "../../../src/load/suite.js";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-suite-messages-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function problems(name: string, content: string): Promise<string[]> {
  const path = join(dir, name);
  await writeFile(path, content);
  return (await validateSuiteFile(path)).map((d) => formatDiagnostic(d).slice(path.length));
}

const EXACT = "    type: exact\n    input: hi\n";

describe("a value the parse reported is reported once", () => {
  it("drops the type error of the null that stands for it; every other problem stays", async () => {
    const text = `suite: s1
cases:
  - id: a
    type: exact
    input: hi
    expected: !!binary aGVsbG8=
  - id: b
    type: max_length
    input: hi
    limit: 1e400
  - id: c
    type: max_length
    input: hi
    limit: 3.5
  - id: d
    type: exact
    input: hi
    expected: .inf
    repeat: zero
`;
    expect(await problems("s1.yaml", text)).toEqual([
      ":6:24: case 'a': field 'expected': this YAML value has no JSON equivalent (use strings, numbers, booleans, null, lists and mappings)",
      ":10:12: case 'b': field 'limit': 1e400 is beyond the range of a number (±1.8e308)",
      ":14:12: case 'c': field 'limit': must be an integer (found 3.5)",
      ":18:15: case 'd': field 'expected': Infinity is not a JSON number",
      ":19:13: case 'd': field 'repeat': must be an integer (found a string)",
    ]);
  });

  it("says the same of a number beyond a double's range written in JSON, kept exact", async () => {
    const text = `{"suite": "s1", "cases": [
  {"id": "b", "type": "max_length", "input": "hi", "limit": 1e400},
  {"id": "c", "type": "max_length", "input": "hi", "limit": -123456789012345678901234567890e300},
  {"id": "d", "type": "exact", "input": "hi", "expected": "x", "performance": {"max_latency_ms": 1e400}}
]}`;
    expect(await problems("s1.json", text)).toEqual([
      ":2:61: case 'b': field 'limit': 1e400 is beyond the range of a number (±1.8e308)",
      ":3:61: case 'c': field 'limit': -1.2345…e329 is beyond the range of a number (±1.8e308)",
      ":4:98: case 'd': field 'performance.max_latency_ms': 1e400 is beyond the range of a number (±1.8e308)",
    ]);
  });

  it("drops echoes in defaults, lists, checks, the type and an alias to nothing", async () => {
    const text = `suite: e
defaults:
  repeat: .inf
cases:
  - id: a
${EXACT}    expected: *nope
  - id: b
    type: contains
    input: hi
    expected: [a, !!binary aGVsbG8=]
  - id: !!binary aGVsbG8=
${EXACT}    expected: x
  - id: d
${EXACT}    expected: x
    checks:
      - type: max_length
        limit: .nan
  - id: e
    type: !!binary aGVsbG8=
    input: hi
    expected: x
  - id: f
${EXACT}    expected: &x [*x]
`;
    expect(await problems("echoes.yaml", text)).toEqual([
      ":3:11: field 'defaults.repeat': Infinity is not a JSON number",
      ":8:15: case 'a': field 'expected': alias '*nope' refers to no anchor: write '&nope' on a value before it",
      ":12:28: case 'b': field 'expected[1]': this YAML value has no JSON equivalent (use strings, numbers, booleans, null, lists and mappings)",
      ":13:18: case '#3': field 'id': this YAML value has no JSON equivalent (use strings, numbers, booleans, null, lists and mappings)",
      ":23:16: case 'd': field 'checks[0].limit': NaN is not a JSON number",
      ":25:20: case 'e': field 'type': this YAML value has no JSON equivalent (use strings, numbers, booleans, null, lists and mappings)",
      // a list is written here: the cycle inside it is a second problem, not an echo
      ":31:18: case 'f': field 'expected': must be a string (found a list)",
      ":31:19: case 'f': field 'expected[0]': alias '*x' is inside the value '&x' it repeats: a value cannot contain itself",
    ]);
  });

  it("places a missing field the case cannot take from defaults at the case, not in defaults", async () => {
    const text = "suite: s\ndefaults:\n  limit: 5\ncases:\n  - id: b\n    type: max_length\n    input: hi\n";
    expect(await problems("not-defaultable.yaml", text)).toEqual([
      ":3:3: field 'defaults.limit': cannot have a default (defaults may hold: system, tools, format, generation, options, max_turns, rag, contract, repeat, min_pass, tags, metadata, performance)",
      ":5:5: case 'b': field 'limit': missing required field",
    ]);
  });
});

describe("a value reached through an alias is reported at the alias", () => {
  it("names the alias and the line of its anchor", async () => {
    const text = `suite: s3
base: &b
  type: exact
  input: hi
cases:
  - id: c
    type: exact
    input: *b
    expected: x
`;
    expect(await problems("s3.yaml", text)).toEqual([
      ":2:1: field 'base': unknown field",
      ":8:12: case 'c': field 'input': must be a string (found a mapping) (the value of alias '*b', line 2)",
    ]);
  });

  it("names the line inside the anchor's value for a part of it, a key, a merged field, a case", async () => {
    const text = `suite: s5
big: &big-case
  type: max_length
  input: hi
  limit: 2.5
cases:
  - id: a
${EXACT}    expected: x
    metadata: &m {owner: !!binary aGVsbG8=}
    generation: &g {temperature: hot}
  - id: b
${EXACT}    expected: x
    generation: *g
    metadata: *m
  - &c
    id: c
${EXACT}    expectd: x
  - *c
  - id: e
    type: max_length
    input: hi
    limit: &big 1e400
  - <<: *big-case
    id: f
`;
    expect(await problems("s5.yaml", text)).toEqual([
      ":2:1: field 'big': unknown field",
      ":11:35: case 'a': field 'metadata.owner': this YAML value has no JSON equivalent (use strings, numbers, booleans, null, lists and mappings)",
      ":12:34: case 'a': field 'generation.temperature': must be a number (found a string)",
      ":17:17: case 'b': field 'generation.temperature': must be a number (found a string) (in the value of alias '*g', line 12)",
      ":18:15: case 'b': field 'metadata.owner': this YAML value has no JSON equivalent (use strings, numbers, booleans, null, lists and mappings) (in the value of alias '*m', line 11)",
      ":20:9: case 'c': field 'id': duplicate id 'c' (also used at line 24)",
      ":23:5: case 'c': field 'expectd': unknown field; did you mean 'expected'?",
      ":24:5: case 'c': field 'expectd': unknown field; did you mean 'expected'? (in the value of alias '*c', line 23)",
      ":24:5: case 'c': field 'id': duplicate id 'c' (first used at line 20) (in the value of alias '*c', line 20)",
      ":28:17: case 'e': field 'limit': 1e400 is beyond the range of a number (±1.8e308)",
      ":29:9: case 'f': field 'limit': must be an integer (found 2.5) (in the value of alias '*big-case', line 5)",
    ]);
  });
});

describe("a value giving the fields of two shapes", () => {
  it("is told once, at the value, naming both shapes", async () => {
    const text = `suite: s4
mcp_servers:
  routes:
    command: node
    args: [server.mjs]
    url: http://127.0.0.1:9/mcp
  http:
    url: http://127.0.0.1:9/mcp
    args: [x]
  stdio:
    command: node
    headers: {a: b}
    bogus: 1
cases:
  - id: a
    type: exact
    input: hi
    expected: x
    tools:
      - name: t
        function: {name: u}
      - type: function
        function: {name: v}
        description: d
`;
    expect(await problems("s4.yaml", text)).toEqual([
      ":4:5: field 'mcp_servers.routes': gives both 'command' (a local server started over stdio) and 'url' (a running server): give one of them",
      ":8:5: field 'mcp_servers.http': gives both 'url' (a running server) and 'args' (a local server started over stdio): give one of them",
      ":11:5: field 'mcp_servers.stdio': gives both 'command' (a local server started over stdio) and 'headers' (a running server): give one of them",
      ":13:5: field 'mcp_servers.stdio.bogus': unknown field",
      ":20:9: case 'a': field 'tools[0]': gives both 'name' (the form {name, description, parameters}) and 'function' (Ollama's form {type: function, function: {...}}): give one of them",
      ":22:9: case 'a': field 'tools[1]': gives both 'function' (Ollama's form {type: function, function: {...}}) and 'description' (the form {name, description, parameters}): give one of them",
    ]);
  });
});
