import { describe, expect, it } from "vitest";
import { compareRuns } from "../../../../src/core/compare/compare-runs.js";
import type { CaptureMode } from "../../../../src/core/config/run-config.js";
import type { McpCall } from "../../../../src/core/result/run-result.js";
import { applyCapture } from "../../../../src/core/run/capture.js";
import type { CheckSpec, ContractKind, ToolCall } from "../../../../src/core/suite/case.js";
import { type CaseSpec, makeRun } from "../../../helpers/make-run.js";

function one(base: CaseSpec, cand: CaseSpec) {
  const c = compareRuns(makeRun([base]), makeRun([cand]));
  return c.cases[0]!;
}

/** A repetition as the runner writes it under `mode`: through the real capture step. */
function captured(
  mode: CaptureMode,
  contract: ContractKind,
  output: string,
  check: CheckSpec = { type: "none" },
) {
  const kept = applyCapture(mode, check, {
    output,
    evidence: {},
    details: {},
    reason: null,
    status: "pass",
    contract,
  });
  const spec: CaseSpec = {
    id: "c",
    type: check.type,
    contract,
    reps: [{ output: kept.output, output_sha256: kept.output_sha256, evidence: kept.evidence }],
  };
  return spec;
}

function across(modes: [CaptureMode, CaptureMode], contract: ContractKind, outputs: [string, string]) {
  const base = makeRun([captured(modes[0], contract, outputs[0])], { capture: modes[0] });
  const cand = makeRun([captured(modes[1], contract, outputs[1])], { capture: modes[1] });
  return compareRuns(base, cand).cases[0]!;
}

const tools = (...calls: ToolCall[]): CaseSpec => ({
  id: "tools",
  type: "none",
  contract: "tool_calls",
  output: "",
  evidence: { tool_calls: calls },
});
const mcp = (...calls: McpCall[]): CaseSpec => ({
  id: "route",
  type: "none",
  contract: "mcp",
  output: "Here is your route.",
  evidence: { mcp_calls: calls },
});
const route = (mode: string): McpCall => ({
  tool: "maps.route",
  arguments: { from: "Berlin Hbf", to: "Brandenburg Gate", mode },
  is_error: false,
});

describe("contracts", () => {
  it("mcp: walking -> driving is a mismatch naming the argument", () => {
    const c = one(mcp(route("walking")), mcp(route("driving")));
    expect(c.category).toBe("mismatch");
    expect(c.reason).toBe('mcp contract: maps.route argument mode: "walking" -> "driving"');
  });

  it("mcp: identical interactions are compatible", () => {
    expect(one(mcp(route("walking")), mcp(route("walking"))).category).toBe("passing");
  });

  it("mcp: a side that recorded no mcp_calls at all is invalid, naming the side, never compatible", () => {
    const unrecorded: CaseSpec = { ...mcp(), evidence: {} };
    const both = one(unrecorded, { ...unrecorded, output: "Another route." });
    expect(both.category).toBe("invalid");
    expect(both.reason).toBe("mcp contract: no MCP call evidence (mcp_calls) was recorded on either side");
    const candidate = one(mcp(route("walking")), unrecorded);
    expect(candidate.category).toBe("invalid");
    expect(candidate.reason).toBe(
      "mcp contract: no MCP call evidence (mcp_calls) was recorded on the candidate side",
    );
    const baseline = one(unrecorded, mcp(route("walking")));
    expect(baseline.category).toBe("invalid");
    expect(baseline.reason).toBe(
      "mcp contract: no MCP call evidence (mcp_calls) was recorded on the baseline side",
    );
  });

  it("mcp: an empty list recorded is evidence of no calls", () => {
    expect(one(mcp(), mcp()).category).toBe("passing");
    const c = one(mcp(), mcp(route("walking")));
    expect(c.category).toBe("mismatch");
    expect(c.reason).toBe("mcp contract: 0 calls -> 1: additional maps.route at call 1");
  });

  it("tool_calls: a different tool is a mismatch at its position", () => {
    const c = one(
      tools({ name: "weather", arguments: { city: "Berlin" } }),
      tools({ name: "searchWeb", arguments: { query: "Berlin weather" } }),
    );
    expect(c.category).toBe("mismatch");
    expect(c.reason).toBe("tool_calls contract: weather -> searchWeb at call 1");
  });

  it("tool_calls: reordered calls name the first position that differs", () => {
    const a = { name: "lookup_order", arguments: { order_id: "7730" } };
    const b = { name: "refund", arguments: { order_id: "7730" } };
    const c = one(tools(a, b), tools(b, a));
    expect(c.category).toBe("mismatch");
    expect(c.reason).toBe("tool_calls contract: lookup_order -> refund at call 1");
  });

  it("tool_calls: an additional call is named", () => {
    const a = { name: "lookup_order", arguments: { order_id: "7730" } };
    const c = one(tools(a), tools(a, { name: "refund", arguments: { order_id: "7730" } }));
    expect(c.category).toBe("mismatch");
    expect(c.reason).toBe("tool_calls contract: 1 call -> 2: additional refund at call 2");
  });

  it('tool_calls: 7730 instead of "7730" is a mismatch', () => {
    const c = one(
      tools({ name: "lookup_order", arguments: { order_id: "7730" } }),
      tools({ name: "lookup_order", arguments: { order_id: 7730 } }),
    );
    expect(c.category).toBe("mismatch");
    expect(c.reason).toBe('tool_calls contract: lookup_order argument order_id: "7730" -> 7730');
  });

  it("tool_calls: unparseable arguments on either side are invalid, not a mismatch", () => {
    const bad = {
      name: "lookup_order",
      arguments: '{"order_id": "77',
      arguments_error: "unterminated string",
    };
    const good = { name: "lookup_order", arguments: { order_id: "7730" } };
    const cand = one(tools(good), tools(bad));
    expect(cand.category).toBe("invalid");
    expect(cand.reason).toBe(
      "tool_calls contract: candidate lookup_order arguments at call 1 cannot be parsed: unterminated string",
    );
    expect(one(tools(bad), tools(good)).category).toBe("invalid");
  });

  describe("tool_calls read from text that does not parse (tool_calls_error)", () => {
    const cutOff =
      "output is not valid JSON (line 1, column 51: expected ',' or '}' in object, found end of input)";
    const unreadable = (reps = 1): CaseSpec => ({
      id: "escalation",
      type: "none",
      contract: "tool_calls",
      reps: Array.from({ length: reps }, () => ({
        output: '{"name": "escalate", "arguments": {"reason": "now"',
        evidence: { tool_calls_error: cutOff },
      })),
    });
    const answered = (reps = 1, calls: ToolCall[] = []): CaseSpec => ({
      id: "escalation",
      type: "none",
      contract: "tool_calls",
      reps: Array.from({ length: reps }, () => ({
        output: "I can help you with that myself.",
        evidence: { tool_calls: calls },
      })),
    });

    it("is invalid on the candidate side, not 'changed' beside a baseline without calls", () => {
      const c = one(answered(), unreadable());
      expect(c.category).toBe("invalid");
      expect(c.reason).toBe(`tool_calls contract: candidate evidence is invalid: ${cutOff}`);
    });

    it("is invalid, not a false 'missing call', when the baseline called a tool", () => {
      const lookup = { name: "lookup", arguments: { id: "7" } };
      const c = one(answered(1, [lookup]), unreadable());
      expect(c.category).toBe("invalid");
      expect(c.reason).toBe(`tool_calls contract: candidate evidence is invalid: ${cutOff}`);
    });

    it("is invalid on the baseline side too, and names it", () => {
      const c = one(unreadable(), answered());
      expect(c.category).toBe("invalid");
      expect(c.reason).toBe(`tool_calls contract: baseline evidence is invalid: ${cutOff}`);
    });

    it("over repetitions: a candidate whose every repetition is unreadable is invalid", () => {
      const c = one(answered(4), unreadable(4));
      expect(c.category).toBe("invalid");
      expect(c.reason).toBe(
        `tool_calls contract: candidate evidence is invalid: ${cutOff} (0/4 candidate repetitions match a baseline repetition, baseline self-match 4/4)`,
      );
    });
  });

  it("json: semantically equal JSON is compatible; a lost field is a mismatch", () => {
    const j = (json: Record<string, unknown>): CaseSpec => ({
      id: "j",
      type: "none",
      contract: "json",
      output: JSON.stringify(json),
      evidence: { json: json as never },
    });
    expect(
      one(j({ city: "Berlin", temperature: 18 }), j({ temperature: 18.0, city: "Berlin" })).category,
    ).toBe("changed");
    const lost = one(j({ customer: "Priya", priority: "high" }), j({ customer: "Priya" }));
    expect(lost.category).toBe("mismatch");
    expect(lost.reason).toBe('json contract: priority: "high" -> missing');
  });

  it("json: falls back to parsing the output strictly; duplicate keys are invalid", () => {
    const c = one(
      { id: "j", type: "none", contract: "json", output: '{"a":1}' },
      { id: "j", type: "none", contract: "json", output: '{"a":1,"a":2}' },
    );
    expect(c.category).toBe("invalid");
    expect(c.reason).toMatch(
      /^json contract: candidate evidence is invalid: output is not valid JSON \(.*duplicate key/,
    );
  });

  it("json: invalid baseline evidence is invalid too", () => {
    const c = one(
      {
        id: "j",
        type: "none",
        contract: "json",
        output: "nope",
        evidence: { json_error: "line 1, column 1: unexpected 'n'" },
      },
      { id: "j", type: "none", contract: "json", output: "{}", evidence: { json: {} } },
    );
    expect(c.category).toBe("invalid");
    expect(c.reason).toBe("json contract: baseline evidence is invalid: line 1, column 1: unexpected 'n'");
  });

  it("text: whitespace differences are compatible, other differences a mismatch", () => {
    const t = (output: string): CaseSpec => ({ id: "t", type: "none", contract: "text", output });
    expect(one(t("Hello  world\n"), t("Hello world")).category).toBe("changed");
    const c = one(t("Your refund is on its way."), t("Your refund was declined."));
    expect(c.category).toBe("mismatch");
    expect(c.reason).toBe(
      'text contract: text differs at character 13: "…ur refund is on its way." -> "…ur refund was declined."',
    );
  });

  it("text: counts characters and never cuts an emoji in half", () => {
    const t = (output: string): CaseSpec => ({ id: "t", type: "none", contract: "text", output });
    const c = one(t(`😀😀😀👍${"z".repeat(40)}`), t(`😀😀😀👎${"z".repeat(40)}`));
    expect(c.reason).toBe(
      `text contract: text differs at character 4: "😀😀😀👍${"z".repeat(28)}…" -> "😀😀😀👎${"z".repeat(28)}…"`,
    );
  });

  it("text and json: a difference in an invisible character is shown escaped", () => {
    const t = (output: string): CaseSpec => ({ id: "t", type: "none", contract: "text", output });
    expect(one(t("a\u200bb"), t("ab")).reason).toBe(
      'text contract: text differs at character 2: "a\\u200bb" -> "ab"',
    );
    const j = (value: string): CaseSpec => ({
      id: "j",
      type: "none",
      contract: "json",
      output: JSON.stringify({ s: value }),
      evidence: { json: { s: value } },
    });
    expect(one(j("x"), j("x\u00a0")).reason).toBe('json contract: s: "x" -> "x\\u00a0"');
  });

  it("text: without captured output or fingerprint (an older result) only equal hashes prove compatibility", () => {
    const t = (sha: string): CaseSpec => ({
      id: "t",
      type: "none",
      contract: "text",
      reps: [{ output: null, output_sha256: sha }],
    });
    expect(one(t("a".repeat(64)), t("a".repeat(64))).category).toBe("passing");
    expect(one(t("a".repeat(64)), t("b".repeat(64))).category).toBe("invalid");
  });

  it("json: without captured output or fingerprint (an older result) equal hashes are compatible", () => {
    const j = (sha: string, evidence: CaseSpec["evidence"] = {}): CaseSpec => ({
      id: "j",
      type: "none",
      contract: "json",
      reps: [{ output: null, output_sha256: sha, evidence }],
    });
    expect(one(j("a".repeat(64)), j("a".repeat(64))).category).toBe("passing");
    // a different output cannot be compared without its value
    expect(one(j("a".repeat(64)), j("b".repeat(64))).category).toBe("invalid");
    // the same malformed output is still invalid evidence
    const bad = j("a".repeat(64), { json_error: "line 1, column 1: not valid JSON" });
    expect(one(bad, bad).category).toBe("invalid");
  });

  it("retrieval: ordered ids, first difference named", () => {
    const r = (ids: string[]): CaseSpec => ({
      id: "r",
      type: "none",
      contract: "retrieval",
      output: "",
      evidence: { retrieved: ids },
    });
    const c = one(
      r(["berlin-transit-2026", "station-accessibility"]),
      r(["berlin-transit-2024", "station-accessibility"]),
    );
    expect(c.category).toBe("mismatch");
    expect(c.reason).toBe("retrieval contract: retrieved[0]: berlin-transit-2026 -> berlin-transit-2024");
    expect(one(r(["a", "b"]), r(["a"])).reason).toBe(
      "retrieval contract: retrieved[1]: b -> missing (2 -> 1 documents)",
    );
    const none = one(r(["a"]), { id: "r", type: "none", contract: "retrieval", output: "" });
    expect(none.category).toBe("invalid");
  });
});

describe("contract precedence", () => {
  const tc = (status: "pass" | "fail", order: string | number): CaseSpec => ({
    id: "lookup",
    type: "tool_call",
    contract: "tool_calls",
    status,
    output: "",
    evidence: { tool_calls: [{ name: "lookup_order", arguments: { order_id: order } }] },
  });

  it("a regression of the case's own check wins over its contract mismatch", () => {
    const c = one(tc("pass", "7730"), tc("fail", 7730));
    expect(c.category).toBe("regression");
  });

  it("a contract mismatch on a case failing in both is a mismatch, not still_failing", () => {
    expect(one(tc("fail", "1"), tc("fail", "2")).category).toBe("mismatch");
  });

  it("an execution error wins over everything", () => {
    const c = one(tc("pass", "7730"), {
      id: "lookup",
      type: "tool_call",
      contract: "tool_calls",
      status: "timeout",
      output: null,
    });
    expect(c.category).toBe("error");
  });

  // issue 9 point 6: with repetitions the contract is judged over all of them; one differing
  // repetition of three is no longer a mismatch, a consistent change over five is.
  it("a mismatch wins over flaky", () => {
    const rep = (status: "pass" | "fail", mode: string) => ({
      status,
      output: "route",
      evidence: { mcp_calls: [route(mode)] },
    });
    const c = one(
      {
        id: "route",
        type: "none",
        contract: "mcp",
        reps: Array.from({ length: 5 }, () => rep("pass", "walking")),
      },
      {
        id: "route",
        type: "none",
        contract: "mcp",
        reps: [...Array.from({ length: 4 }, () => rep("pass", "driving")), rep("fail", "driving")],
      },
    );
    expect(c.p_value).toBeCloseTo(0.5, 10);
    expect(c.category).toBe("mismatch");
    expect(c.contract_rates).toMatchObject({ baseline_matches: 5, candidate_matches: 0, significant: true });
  });

  it("one differing repetition of three is flaky, not a mismatch (same distribution)", () => {
    const rep = (status: "pass" | "fail", mode: string) => ({
      status,
      output: "route",
      evidence: { mcp_calls: [route(mode)] },
    });
    const c = one(
      {
        id: "route",
        type: "none",
        contract: "mcp",
        reps: [rep("pass", "walking"), rep("pass", "walking"), rep("pass", "walking")],
      },
      {
        id: "route",
        type: "none",
        contract: "mcp",
        reps: [rep("pass", "driving"), rep("pass", "walking"), rep("fail", "walking")],
      },
    );
    expect(c.category).toBe("flaky");
    expect(c.contract_rates).toMatchObject({ baseline_matches: 3, candidate_matches: 2, significant: false });
  });
});

describe("contracts when outputs are not captured", () => {
  it("json under hash: member order and 1 vs 1.0 are compatible through the fingerprint", () => {
    const c = across(["hash", "hash"], "json", ['{"a":1,"b":2}', '{"b":2,"a":1.0}']);
    // compatible; the raw output did change, so it is `changed`, not a mismatch
    expect(c.category).toBe("changed");
    expect(c.reason).toBe("output changed");
  });

  it("json under hash: a real difference is a mismatch that says it cannot show where", () => {
    const c = across(["hash", "hash"], "json", ['{"a":1,"b":2}', '{"a":1,"b":"2"}']);
    expect(c.category).toBe("mismatch");
    expect(c.reason).toBe(
      "json contract: the JSON values differ (the outputs were not captured, so the difference cannot be shown)",
    );
  });

  it("json: a full baseline and a hash candidate are compared through the fingerprint", () => {
    expect(across(["full", "hash"], "json", ['{"a":1}', '{ "a" : 1e0 }']).category).toBe("changed");
    expect(across(["full", "hash"], "json", ['{"a":1}', "{ }"]).reason).toBe(
      "json contract: the JSON values differ (the candidate output was not captured, so the difference cannot be shown)",
    );
    // the same output in both modes is unchanged: derived evidence does not count twice
    expect(across(["full", "hash"], "json", ['{"a":1}', '{"a":1}']).category).toBe("passing");
  });

  it("json under hash: output that is not JSON is invalid, not a mismatch", () => {
    const c = across(["hash", "hash"], "json", ['{"a":1}', "sure! here it is"]);
    expect(c.category).toBe("invalid");
    expect(c.reason).toBe("json contract: candidate evidence is invalid: line 1, column 1: not valid JSON");
  });

  it("text under hash: a whitespace-only change is compatible, another change a mismatch", () => {
    expect(
      across(["hash", "hash"], "text", ["Your refund is on its way.", "Your  refund is\non its way.\n"])
        .category,
    ).toBe("changed");
    expect(across(["hash", "hash"], "text", ["same", "same"]).category).toBe("passing");
    const c = across(["hash", "full"], "text", ["Your refund is on its way.", "Your refund was declined."]);
    expect(c.category).toBe("mismatch");
    expect(c.reason).toBe(
      "text contract: the text differs after whitespace normalisation (the baseline output was not captured, so the difference cannot be shown)",
    );
  });

  it.each([
    ["json", ["none", "none"], "both sides"],
    ["text", ["full", "none"], "the candidate side"],
    ["json", ["none", "hash"], "the baseline side"],
  ] as const)("%s contract with capture %j is invalid, never compatible", (contract, modes, sides) => {
    const c = across([...modes], contract, ["{}", "{}"]);
    expect(c.category).toBe("invalid");
    expect(c.reason).toBe(
      `${contract} contract: cannot be evaluated: outputs not captured (capture: none on ${sides})`,
    );
  });

  it("tool_calls under none (no evidence kept) is invalid, not compatible by two empty lists", () => {
    const spec: CaseSpec = { id: "tools", type: "none", contract: "tool_calls", output: null, evidence: {} };
    const withTools = (calls: CaseSpec["evidence"]): CaseSpec => ({ ...spec, output: "", evidence: calls });
    const c = compareRuns(
      makeRun([withTools({ tool_calls: [{ name: "a", arguments: {} }] })]),
      makeRun([{ ...spec, reps: [{ output: null, output_sha256: null }] }], { capture: "none" }),
    ).cases[0]!;
    expect(c.category).toBe("invalid");
    expect(c.reason).toBe(
      "tool_calls contract: cannot be evaluated: outputs not captured (capture: none on the candidate side)",
    );
  });

  it("without a contract, capture none is passing with a reason that says changes cannot be seen", () => {
    const rep = { output: null, output_sha256: null };
    const c = compareRuns(
      makeRun([{ id: "a", reps: [rep] }], { capture: "none" }),
      makeRun([{ id: "a", output: "different" }]),
    ).cases[0]!;
    expect(c.category).toBe("passing");
    expect(c.reason).toBe(
      "outputs not captured (capture: none on the baseline side): changes cannot be detected",
    );
    expect(c.output_changed).toBe(false);
  });
});
