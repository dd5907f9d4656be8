// A folder store's entries are files anyone can edit: a malformed one is a miss, never evidence.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CachedResponse, folderResponseStore } from "../../../src/cache/response-store.js";
import type { Json, JsonObject } from "../../../src/core/json/value.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "modelgate-cache-store-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const KEY = "a".repeat(64);
const good: CachedResponse = {
  reply: {
    content: "",
    toolCalls: [
      { name: "lookup", arguments: { id: 7 } },
      { name: "", arguments: "{", arguments_error: "bad" },
    ],
    metadata: { eval_count: 3 },
    computeMs: 7.5,
  },
  durationMs: 12.5,
};

/** Writes a good entry, then lets `edit` corrupt its JSON as a hand or a foreign tool would. */
async function entryEditedBy(edit: (entry: JsonObject) => void): Promise<CachedResponse | null> {
  const store = folderResponseStore(dir);
  await store.put(KEY, good, {});
  const file = join(dir, `${KEY}.json`);
  const entry = JSON.parse(await readFile(file, "utf8")) as JsonObject;
  edit(entry);
  await writeFile(file, JSON.stringify(entry));
  return store.get(KEY);
}

describe("folderResponseStore", () => {
  it("gives back what it stored, including calls with an empty name or unparsed arguments", async () => {
    expect(await entryEditedBy(() => undefined)).toEqual(good);
  });

  const callsOf =
    (calls: Json): ((e: JsonObject) => void) =>
    (e) => {
      (e.reply as JsonObject).tool_calls = calls;
    };
  const computeOf =
    (compute: Json): ((e: JsonObject) => void) =>
    (e) => {
      (e.reply as JsonObject).compute_ms = compute;
    };
  const durationOf =
    (duration: Json): ((e: JsonObject) => void) =>
    (e) => {
      e.duration_ms = duration;
    };
  it("reads an entry written before compute times were kept: the reply has none", async () => {
    const entry = await entryEditedBy((e) => {
      delete (e.reply as JsonObject).compute_ms;
    });
    const { computeMs: _kept, ...reply } = good.reply;
    expect(entry).toEqual({ ...good, reply });
  });

  it.each([
    ["a number for a name", callsOf([{ name: 5, arguments: {} }])],
    ["a null call", callsOf([null])],
    ["a call without arguments", callsOf([{ name: "x" }])],
    ["a non-text arguments_error", callsOf([{ name: "x", arguments: {}, arguments_error: 1 }])],
    ["a negative duration", durationOf(-4)],
    ["a text duration", durationOf("12")],
    ["a negative compute time", computeOf(-1)],
    ["a text compute time", computeOf("7.5")],
    ["a null compute time", computeOf(null)],
  ])("treats an entry with %s as a miss", async (_what, edit) => {
    expect(await entryEditedBy(edit)).toBeNull();
  });
});
