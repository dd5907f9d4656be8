import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { knownSecrets } from "../../../src/core/safety/secret-values.js";
import { writeFileAtomic, writeFilesAtomic, writeFilesAtomicSync } from "../../../src/io/atomic-write.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "modelgate-atomic-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A pid no process has: a child that has exited. */
function deadPid(): number {
  return Number(
    spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" })
      .stdout,
  );
}

const variants = {
  async: (files: Parameters<typeof writeFilesAtomicSync>[0]) => writeFilesAtomic(files),
  sync: async (files: Parameters<typeof writeFilesAtomicSync>[0]) => writeFilesAtomicSync(files),
};

describe.each(Object.entries(variants))("atomic writes (%s)", (_name, write) => {
  it("writes a text given whole or in pieces, creating the folder, with secrets masked", async () => {
    knownSecrets.add("sk-atomic-write-secret");
    const a = join(dir, "sub", "a.json");
    const b = join(dir, "b.txt");
    await write([
      { path: a, text: "whole sk-atomic-write-secret\n" },
      { path: b, text: ["one ", "two ", "x".repeat(1 << 20), " three\n"] },
    ]);
    expect(readFileSync(a, "utf8")).not.toContain("sk-atomic-write-secret");
    expect(readFileSync(a, "utf8")).toMatch(/^whole \S+\n$/);
    expect(readFileSync(b, "utf8")).toBe(`one two ${"x".repeat(1 << 20)} three\n`);
    expect(readdirSync(dir).sort()).toEqual(["b.txt", "sub"]);
  });

  it("writes every piece's UTF-8 as given: multi-byte and astral text, lone surrogates, pieces past a batch", async () => {
    const file = join(dir, "pieces.txt");
    const pieces = ["é€😀", "\ud800 lone", "", "x".repeat((1 << 20) - 3), "€".repeat(5)];
    pieces.push("y".repeat(1_100_000), "z€".repeat(700_000), "end\n");
    await write([{ path: file, text: pieces }]);
    expect(readFileSync(file).equals(Buffer.from(pieces.join(""), "utf8"))).toBe(true);
    // A surrogate pair cut between two pieces is one character; a lone one at the end is U+FFFD.
    const cut = ["a\ud83d", "\ude00b", "c\ud83d"];
    await write([{ path: file, text: cut }]);
    expect(readFileSync(file, "utf8")).toBe("a😀bc\ufffd");
    // A multi-byte piece with fewer units than the room left but more bytes: never cut short.
    const tight = ["x".repeat((1 << 20) - 100), "€".repeat(900_000), "end\n"];
    await write([{ path: file, text: tight }]);
    expect(readFileSync(file).equals(Buffer.from(tight.join(""), "utf8"))).toBe(true);
  });

  it("writes into a pipe or through a link to one, never replacing it with a file", async () => {
    // Named pipes stand for devices (/dev/null, /dev/stdout -> /proc/self/fd/1): a rename would
    // put a file in their place, and run as root that replaced the system's devices.
    const pipe = join(dir, "pipe");
    const linked = join(dir, "linked-pipe");
    const link = join(dir, "out.json");
    for (const p of [pipe, linked]) expect(spawnSync("mkfifo", [p]).status).toBe(0);
    symlinkSync(linked, link);
    const readers = [pipe, linked].map((p) => spawn("sh", ["-c", 'cat "$0" > "$0.read"', p]));
    const read = readers.map((reader) => new Promise((done) => reader.on("exit", done)));
    try {
      await write([
        { path: pipe, text: "into the pipe\n" },
        { path: link, text: ["through ", "the link\n"] },
        { path: join(dir, "kept.txt"), text: "kept\n" },
      ]);
      expect(lstatSync(pipe).isFIFO()).toBe(true);
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
      await Promise.all(read);
    } finally {
      for (const reader of readers) reader.kill();
    }
    expect(readFileSync(`${pipe}.read`, "utf8")).toBe("into the pipe\n");
    expect(readFileSync(`${linked}.read`, "utf8")).toBe("through the link\n");
    expect(readFileSync(join(dir, "kept.txt"), "utf8")).toBe("kept\n");
    expect(readdirSync(dir).filter((n) => n.endsWith(".tmp"))).toEqual([]);
  });

  it("a device that refuses the text fails the call, and no file of it is written", async () => {
    const file = join(dir, "a.json");
    await expect(
      write([
        { path: file, text: "a\n" },
        { path: "/dev/full", text: "b\n" },
      ]),
    ).rejects.toThrow(/ENOSPC/);
    expect(lstatSync("/dev/full").isCharacterDevice()).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("a link to a file is replaced, not followed: the file it named is untouched", async () => {
    const elsewhere = join(dir, "elsewhere.txt");
    writeFileSync(elsewhere, "original\n");
    const link = join(dir, "out.json");
    symlinkSync(elsewhere, link);
    await write([{ path: link, text: "new\n" }]);
    expect(lstatSync(link).isFile()).toBe(true);
    expect(readFileSync(link, "utf8")).toBe("new\n");
    expect(readFileSync(elsewhere, "utf8")).toBe("original\n");
  });

  it("writes no file when one of them fails, and leaves no temporary file", async () => {
    writeFileSync(join(dir, "blocker"), "a file where a folder should be");
    const good = join(dir, "good.json");
    await expect(
      write([
        { path: good, text: "ok\n" },
        { path: join(dir, "blocker", "bad.json"), text: "never\n" },
      ]),
    ).rejects.toThrow();
    expect(existsSync(good)).toBe(false);
    expect(readdirSync(dir)).toEqual(["blocker"]);
  });

  it("never opens a temporary name that exists: a link planted there is left alone and another name drawn", async () => {
    // Math.random draws the name: 0.5 is the planted one, 0.25 the next.
    const planted = join(dir, `.a.json.${process.pid}.${(2 ** 47).toString(16)}.tmp`);
    const victim = join(dir, "victim.txt");
    writeFileSync(victim, "untouched\n");
    symlinkSync(victim, planted);
    const random = vi.spyOn(Math, "random").mockReturnValueOnce(0.5).mockReturnValueOnce(0.25);
    try {
      await write([{ path: join(dir, "a.json"), text: "{}\n" }]);
    } finally {
      random.mockRestore();
    }
    expect(readFileSync(join(dir, "a.json"), "utf8")).toBe("{}\n");
    expect(readFileSync(victim, "utf8")).toBe("untouched\n");
    expect(lstatSync(planted).isSymbolicLink()).toBe(true);
  });

  it("removes the temporary files a dead process left for the same target, and no others", async () => {
    const pid = deadPid();
    const left = `.r.json.${pid}.0123456789ab.tmp`;
    const otherTarget = `.other.json.${pid}.0123456789ab.tmp`;
    writeFileSync(join(dir, left), "half");
    writeFileSync(join(dir, otherTarget), "half");
    await write([{ path: join(dir, "r.json"), text: "{}\n" }]);
    expect(readdirSync(dir).sort()).toEqual([otherTarget, "r.json"]);
  });
});

describe("writeFileAtomic", () => {
  it("does not hold the event loop: the file appears only after the caller has yielded", async () => {
    // The response cache writes during a run, with model calls in flight.
    const file = join(dir, "entry.json");
    const pending = writeFileAtomic(file, "{}\n");
    expect(existsSync(file)).toBe(false);
    await pending;
    expect(readFileSync(file, "utf8")).toBe("{}\n");
  });
});
