import { describe, expect, it } from "vitest";
import { evaluateCase } from "../../../../src/core/checks/evaluate.js";
import { makeCase } from "../../../helpers/make-case.js";

const none = new Map();
const c = makeCase({
  check: { type: "retrieval", expectedDocuments: ["berlin-transit-2026", "station-accessibility"] },
});

function run(retrieved?: string[]) {
  return evaluateCase(c, retrieved === undefined ? { output: "" } : { output: "", retrieved }, none);
}

describe("retrieval check", () => {
  it("passes the same ordered ids and records them as evidence", async () => {
    const v = await run(["berlin-transit-2026", "station-accessibility"]);
    expect(v.status).toBe("pass");
    expect(v.evidence.retrieved).toEqual(["berlin-transit-2026", "station-accessibility"]);
  });

  it("names the first differing position", async () => {
    const v = await run(["berlin-transit-2024", "station-accessibility"]);
    expect(v.status).toBe("fail");
    expect(v.reason).toBe("retrieved[0]: berlin-transit-2024 (expected berlin-transit-2026)");
    expect(v.details).toEqual({ index: 0, expected: "berlin-transit-2026", actual: "berlin-transit-2024" });
  });

  it("treats order as significant", async () => {
    expect((await run(["station-accessibility", "berlin-transit-2026"])).status).toBe("fail");
  });

  it("names missing and additional documents", async () => {
    expect((await run(["berlin-transit-2026"])).reason).toBe(
      "expected 2 documents, got 1: missing station-accessibility at retrieved[1]",
    );
    expect((await run(["berlin-transit-2026", "station-accessibility", "x"])).reason).toBe(
      "expected 2 documents, got 3: additional x at retrieved[2]",
    );
  });

  it("is invalid when nothing was recorded", async () => {
    const v = await run();
    expect(v.status).toBe("invalid");
    expect(v.reason).toBe("no retrieved documents were recorded for this case");
  });
});
