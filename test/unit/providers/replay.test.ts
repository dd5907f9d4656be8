import { describe, expect, it } from "vitest";
import type { ReplayConfig } from "../../../src/core/config/run-config.js";
import type { Suite } from "../../../src/core/suite/case.js";
import { unknownIdsWarning, unknownRecordedIds } from "../../../src/providers/replay.js";
import { makeCase } from "../../helpers/make-case.js";

const exact = { type: "exact", expected: "ok", caseInsensitive: false, strip: true } as const;
const suite: Suite = {
  name: "demo",
  file: "suite.yaml",
  sha256: "0".repeat(64),
  cases: [makeCase({ id: "a", check: exact }), makeCase({ id: "b", check: exact })],
  mcpServers: [],
};
const entry = { repetitions: [{ output: "ok", metadata: {} }] };

describe("recorded ids the suite lacks", () => {
  it("lists them in file order, suite ids never", () => {
    const recordings = new Map([
      ["z", entry],
      ["a", entry],
      ["y", entry],
      ["b", entry],
    ]);
    expect(unknownRecordedIds(recordings, suite)).toEqual(["z", "y"]);
    const config = { id: "r", outputs: "out.json" } as ReplayConfig;
    expect(unknownIdsWarning(recordings, suite, config)).toBe(
      "recorded outputs contain case ids not in suite 'demo': z, y (config 'r', out.json)",
    );
    expect(unknownIdsWarning(new Map([["a", entry]]), suite, config)).toBeNull();
    const forged = { id: "r\nerror: x", outputs: "o\r.json" } as ReplayConfig;
    expect(unknownIdsWarning(recordings, suite, forged)).toBe(
      "recorded outputs contain case ids not in suite 'demo': z, y (config 'r\\nerror: x', o\\r.json)",
    );
  });

  it("finds none when the recordings are the suite's ids in order, and the strays when only the count matches", () => {
    expect(
      unknownRecordedIds(
        new Map([
          ["a", entry],
          ["b", entry],
        ]),
        suite,
      ),
    ).toEqual([]);
    expect(
      unknownRecordedIds(
        new Map([
          ["b", entry],
          ["a", entry],
        ]),
        suite,
      ),
    ).toEqual([]);
    expect(
      unknownRecordedIds(
        new Map([
          ["a", entry],
          ["x", entry],
        ]),
        suite,
      ),
    ).toEqual(["x"]);
  });
});
