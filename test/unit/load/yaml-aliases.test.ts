import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isAlias, isPair, isScalar, parseDocument, visit } from "yaml";
import { mayHoldAliases } from "../../../src/load/yaml-aliases.js";

// The YAML fast path skips the alias and merge passes when the text cannot hold an anchor, an
// alias or a merge key: a "no" must always be right, a "maybe" may be wrong.

function holdsAliases(text: string): boolean {
  let found = false;
  visit(parseDocument(text, { merge: true, logLevel: "silent" }), {
    Node(_key, node) {
      if (isAlias(node) || (!isPair(node) && "anchor" in node && node.anchor)) found = true;
    },
    Pair(_key, pair) {
      if (isScalar(pair.key) && (pair.key.value === "<<" || typeof pair.key.value === "symbol")) found = true;
    },
  });
  return found;
}

describe("mayHoldAliases", () => {
  it.each([
    "a: &x 1\nb: *x\n",
    "&top\na: 1\n",
    "- *x\n",
    "{a: *x}",
    "[*x, 1]",
    '{"a":*x}',
    "a:\n  <<: {b: 1}\n",
    "a: !tag &x 1\n",
    "a:\t*x\n",
  ])("finds the anchor, alias or merge key in %j", (text) => {
    expect(mayHoldAliases(text)).toBe(true);
  });

  it.each(["pattern: 'a*b'\n", "text: x&y and 2*3\n", "suite: s\ncases:\n  - id: a\n    expected: hello\n"])(
    "says none for %j",
    (text) => {
      expect(mayHoldAliases(text)).toBe(false);
      expect(holdsAliases(text)).toBe(false);
    },
  );

  it("never says none for a fixture that holds one", () => {
    const folder = join("test", "fixtures", "malformed");
    const files = readdirSync(folder).filter((f) => /\.ya?ml$/.test(f));
    let holding = 0;
    for (const file of files) {
      const text = readFileSync(join(folder, file), "utf8");
      if (!holdsAliases(text)) continue;
      holding++;
      expect(mayHoldAliases(text), file).toBe(true);
    }
    expect(holding).toBeGreaterThan(3);
  });
});
