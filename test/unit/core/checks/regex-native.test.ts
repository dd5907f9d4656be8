import { RE2JS } from "re2js";
import { describe, expect, it } from "vitest";
import { checkRegex, compileRegex, nativeEquivalent } from "../../../../src/core/checks/regex.js";
import { seededRandom as random } from "../../../helpers/seeded-random.js";

// The simplest patterns are matched by a JavaScript RegExp instead of RE2 (src/core/checks/regex.ts):
// only where the two agree on every text and backtracking stays linear. Generated patterns and
// texts hold the two engines to the same verdicts; the patterns outside that set stay RE2's.

const ATOMS = [
  "a",
  "Z",
  "0",
  "-",
  "_",
  " ",
  ":",
  "/",
  "=",
  "'",
  "#",
  "\\d",
  "\\w",
  "\\.",
  "\\\\",
  "\\-",
  "\\[",
  "\\$",
  "\\/",
  "\\+",
  "\\^",
  "[A-Z]",
  "[a-z0-9_]",
  "[0-9]",
  "[a-c]",
  "[\\d.]",
  "[\\w-]",
  "[-a]",
  "[a-]",
  "[$.+]",
  "[\\]x]",
  "[^a]",
  ".",
  "\\s",
  "\\b",
  "é",
  "(a)",
  "a|b",
  "[[:alpha:]]",
  "{",
  "}",
  "\\D",
  "\\S",
  "[z-a]",
];
const QUANTIFIERS = [
  "",
  "",
  "",
  "?",
  "*",
  "+",
  "{2}",
  "{1,3}",
  "{0,}",
  "{2,2}",
  "{3,1}",
  "*?",
  "{101}",
  "++",
  // Leading zeros: RE2 reads these as literal text, JavaScript as counts.
  "{02}",
  "{00}",
  "{1,03}",
  "{0}",
  "{0,1}",
];
const TEXT_PIECES = [
  "a",
  "Z",
  "z",
  "A",
  "0",
  "9",
  "5",
  "-",
  "_",
  " ",
  ":",
  "/",
  "=",
  "'",
  "#",
  "\n",
  "\r",
  ".",
  "$",
  "^",
  "\\",
  "[",
  "]",
  "+",
  "é",
  "😀",
  "\ud800",
  "\u212a",
  "\u000b",
  "\u00a0",
  "\u2028",
  "ABC",
  "-12",
  "x",
];

function pattern(next: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  let p = next() < 0.6 ? "^" : "";
  const n = Math.floor(next() * 5);
  for (let i = 0; i < n; i++) p += pick(ATOMS) + pick(QUANTIFIERS);
  if (next() < 0.5) p += "$";
  return p;
}

function text(next: () => number): string {
  let t = "";
  const n = Math.floor(next() * 9);
  for (let i = 0; i < n; i++) t += TEXT_PIECES[Math.floor(next() * TEXT_PIECES.length)]!;
  return t;
}

describe("patterns matched natively", () => {
  it("match exactly the texts RE2 matches (generated patterns and texts)", () => {
    const next = random(18);
    let compared = 0;
    for (let k = 0; k < 2500; k++) {
      const p = pattern(next);
      const native = nativeEquivalent(p, "");
      if (native === null) continue;
      const re2 = RE2JS.compile(p, 0);
      for (let j = 0; j < 25; j++) {
        const t = text(next);
        expect(native.test(t), `/${p}/ on ${JSON.stringify(t)}`).toBe(re2.test(t));
        compared++;
      }
      // Texts the pattern is likely to match: it must agree there too.
      for (const t of ["ABC-12", "a", "Za0", "aa", "0-0", "_:/", " ", "a$", "\\", "-"]) {
        expect(native.test(t), `/${p}/ on ${JSON.stringify(t)}`).toBe(re2.test(t));
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it("take the suites' common shapes, RE2 keeps everything else", () => {
    for (const p of [
      "^[A-Z]{3}-\\d+$",
      "order #\\d{4}",
      "order #\\d+",
      "[A-Z]-\\w*",
      "^\\w+$",
      "^hello",
      "world$",
      "^[a-z0-9_]{1,3}:x$",
      "^a{0}b{10}$",
      "^[a-z]{20}-[0-9]{11}",
    ]) {
      expect(nativeEquivalent(p, ""), p).not.toBeNull();
    }
    for (const [p, flags] of [
      ["^[A-Z]{3}-\\d+$", "i"],
      ["^ORDER", "m"],
      ["a", "u"],
      ["^(a+)+$", ""],
      ["a.b", ""],
      ["\\s+", ""],
      ["\\bword\\b", ""],
      ["cat|dog", ""],
      ["^[^x]+$", ""],
      ["^\\d+\\d+x", ""], // two variable counts: backtracking could multiply them
      ["\\d+x", ""], // not anchored: a variable count could be retried from every start
      ["\\d+$", ""], // not anchored, and `$` after it: retried from every start
      ["a?a?a?aaa", ""],
      ["^a{1000}", ""],
      ["^a*?b", ""],
      ["^é", ""],
      ["(?i)a", ""],
      ["^[[:alpha:]]", ""],
      ["^\\d{04}$", ""], // a leading zero: literal `{04}` to RE2
      ["^a{1,02}$", ""],
      ["a{33}b", ""], // more than 32 characters a try
      ["^[a-z]{20}-[0-9]{13}", ""],
    ] as const) {
      expect(nativeEquivalent(p, flags), `/${p}/${flags}`).toBeNull();
    }
  });

  it("judges a case as before: pass, fail with the pattern, linear on a long output", () => {
    const spec = { type: "regex", pattern: "^[A-Z]{3}-\\d+$", flags: "" } as const;
    expect(checkRegex(spec, "ABC-4").status).toBe("pass");
    const fail = checkRegex(spec, "abc-4");
    expect(fail.status).toBe("fail");
    expect(fail.reason).toBe('output "abc-4" does not match /^[A-Z]{3}-\\d+$/');
    const started = performance.now();
    expect(checkRegex(spec, `ABC-${"1".repeat(2_000_000)}x`).status).toBe("fail");
    const open = { type: "regex", pattern: "order #\\d+", flags: "" } as const;
    expect(checkRegex(open, `${"order #x ".repeat(200_000)}order #7`).status).toBe("pass");
    expect(checkRegex(open, "order #".repeat(300_000)).status).toBe("fail");
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("compileRegex", () => {
  it("gives each pattern and flags their own matcher, in any order of calls", () => {
    const calls: Array<[string, string, string, boolean]> = [
      ["^ab$", "", "AB", false],
      ["^ab$", "i", "AB", true],
      ["^ab$", "", "AB", false],
      ["^ab$", "", "ab", true],
      ["^a.c$", "s", "a\nc", true],
      ["^a.c$", "", "a\nc", false],
      ["^ab$", "i", "Ab", true],
    ];
    for (const [pattern, flags, text, matches] of calls) {
      expect(compileRegex(pattern, flags).test(text), `/${pattern}/${flags} on ${JSON.stringify(text)}`).toBe(
        matches,
      );
    }
  });
});
