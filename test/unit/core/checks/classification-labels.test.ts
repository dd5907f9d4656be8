import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkClassification, predictedLabel } from "../../../../src/core/checks/classification.js";
import type { CheckSpec } from "../../../../src/core/suite/case.js";
import { loadSuite, validateSuiteFile } from "../../../../src/load/suite.js";

// One normaliser (normalizeLabel: trimmed, folded when case-insensitive) for the loader and the
// run: a label the run accepts is never refused at load, and the other way round.
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-labels-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function suiteFile(labels: string, expected: string, extra = ""): Promise<string> {
  const path = join(dir, `s${Math.random().toString(36).slice(2)}.yaml`);
  await writeFile(
    path,
    `suite: s\ncases:\n  - id: intent\n    type: classification\n    input: Classify it\n    labels: ${labels}\n    expected: ${expected}\n${extra}`,
  );
  return path;
}

describe("classification labels, loaded and checked alike", () => {
  it("loads ' billing' among the labels for expected 'billing', and the run accepts 'billing'", async () => {
    const file = await suiteFile('[" billing", technical]', "billing");
    expect(await validateSuiteFile(file)).toEqual([]);
    const suite = await loadSuite(file);
    const check = suite.cases[0]!.check as Extract<CheckSpec, { type: "classification" }>;
    expect(checkClassification(check, predictedLabel("billing", false)).status).toBe("pass");
    expect(checkClassification(check, predictedLabel(" billing\n", false)).status).toBe("pass");
  });

  it("folds case only when the case says so, at load as at run time", async () => {
    const folded = await suiteFile('[" Billing", technical]', "billing", "    case_insensitive: true\n");
    expect(await validateSuiteFile(folded)).toEqual([]);
    const strict = await suiteFile('[" Billing", technical]', "billing");
    const problems = await validateSuiteFile(strict);
    expect(problems.map((d) => d.message)).toEqual([
      expect.stringContaining("expected label 'billing' is not one of labels"),
    ]);
  });

  it("refuses at load an expected label the run could never predict", async () => {
    const file = await suiteFile("[billing, technical]", "shipping");
    const problems = await validateSuiteFile(file);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ caseId: "intent", field: "expected" });
  });
});
