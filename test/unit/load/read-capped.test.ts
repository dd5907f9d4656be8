import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCapped, TooLargeError } from "../../../src/load/confine.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-capped-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("readCapped: one buffer of the reported size, the cap still exact", () => {
  it("reads a file of exactly the cap, refuses one byte more", async () => {
    const file = join(dir, "cap.txt");
    await writeFile(file, "x".repeat(4096));
    expect((await readCapped(file, 4096)).length).toBe(4096);
    await expect(readCapped(file, 4095)).rejects.toBeInstanceOf(TooLargeError);
  });

  it("reads a large file whole, byte for byte", async () => {
    const file = join(dir, "large.bin");
    const bytes = Buffer.alloc(3 << 20);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31) & 0xff;
    await writeFile(file, bytes);
    expect((await readCapped(file, 8 << 20)).equals(bytes)).toBe(true);
  });

  it("reads a file whose reported size is 0 but which has content (/proc)", async () => {
    const text = (await readCapped("/proc/self/status", 1 << 20)).toString("utf8");
    expect(text).toMatch(/^Name:/);
  });

  it("reads an empty file", async () => {
    const file = join(dir, "empty.txt");
    await writeFile(file, "");
    expect((await readCapped(file, 10)).length).toBe(0);
  });
});
