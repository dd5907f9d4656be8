import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputError } from "../../../src/core/diagnostics.js";
import { readComparison } from "../../../src/load/comparison-file.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-comparison-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function problems(text: string) {
  const file = join(dir, `c${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, text);
  const error = await readComparison(file).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InputError);
  return (error as InputError).diagnostics;
}

describe("readComparison", () => {
  it("reports every schema error, each where it is written", async () => {
    const list = await problems(
      '{\n  "format": "modelgate.compare/v1",\n  "status": "fine",\n  "cases": 3\n}\n',
    );
    expect(list.length).toBeGreaterThan(1);
    for (const d of list) expect(d.message).toMatch(/^invalid comparison: /);
    expect(list.find((d) => d.field === "status")).toMatchObject({ line: 3 });
    expect(list.find((d) => d.field === "cases")).toMatchObject({ line: 4 });
  });

  it("refuses another format before the schema, and bad JSON at its position", async () => {
    expect(await problems('{"format": "modelgate.run/v1"}')).toEqual([
      expect.objectContaining({ message: "not a modelgate.compare/v1 file" }),
    ]);
    expect((await problems('{\n  "format": 1,,\n}'))[0]).toMatchObject({ line: 2 });
  });
});
