import { describe, expect, it } from "vitest";
import { createToolNameMap, SAFE_TOOL_NAME } from "../../../../src/core/run/tool-names.js";

describe("createToolNameMap", () => {
  it("maps qualified MCP names to provider-safe names and back", () => {
    const map = createToolNameMap(["maps.route", "lookup", "weird name!", "a.b.c"]);
    expect(map.toSafe("maps.route")).toBe("maps__route");
    expect(map.toSafe("lookup")).toBe("lookup");
    expect(map.toSafe("weird name!")).toBe("weird_name_");
    expect(map.toSafe("a.b.c")).toBe("a__b__c");
    for (const name of ["maps.route", "lookup", "weird name!", "a.b.c"]) {
      expect(map.toSafe(name)).toMatch(SAFE_TOOL_NAME);
      expect(map.fromSafe(map.toSafe(name))).toBe(name);
    }
    // a name the model invented is kept as it is
    expect(map.fromSafe("nope")).toBe("nope");
  });

  it("never lets two tools share a safe name; an already-safe name keeps its spelling", () => {
    const map = createToolNameMap(["maps.route", "maps__route", "maps:route"]);
    expect(map.toSafe("maps__route")).toBe("maps__route");
    expect(map.toSafe("maps.route")).toBe("maps__route_2");
    expect(map.toSafe("maps:route")).toBe("maps_route");
    expect(new Set(["maps.route", "maps__route", "maps:route"].map(map.toSafe)).size).toBe(3);
  });

  it("cuts long names to 64 characters and keeps them distinct", () => {
    const long = `server.${"x".repeat(80)}`;
    const longer = `server.${"x".repeat(90)}`;
    const map = createToolNameMap([long, longer]);
    expect(map.toSafe(long)).toHaveLength(64);
    expect(map.toSafe(longer)).toHaveLength(64);
    expect(map.toSafe(long)).not.toBe(map.toSafe(longer));
    expect(map.fromSafe(map.toSafe(longer))).toBe(longer);
  });
});
