import { PassThrough, Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { StdWriter } from "../../../src/cli/std-write.js";

/** A descriptor double: takes at most `chunk` bytes per call, then fails with `failWith` once `failAfter` bytes are in. */
function descriptor(opts: { chunk?: number; failAfter?: number; failWith?: string } = {}) {
  const taken: Buffer[] = [];
  let total = 0;
  const write = (_fd: number, bytes: NodeJS.ArrayBufferView, offset = 0, length?: number) => {
    if (opts.failAfter !== undefined && total >= opts.failAfter) {
      throw Object.assign(new Error(`${opts.failWith}: write`), { code: opts.failWith });
    }
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const n = Math.min(length ?? buffer.length - offset, opts.chunk ?? Number.POSITIVE_INFINITY);
    taken.push(Buffer.from(buffer.subarray(offset, offset + n)));
    total += n;
    return n;
  };
  return { write: write as never, text: () => Buffer.concat(taken).toString("utf8") };
}

function stream() {
  const s = new PassThrough();
  let text = "";
  s.on("data", (d: Buffer) => {
    text += d.toString("utf8");
  });
  return { s, text: () => text };
}

describe("StdWriter", () => {
  it("writes every byte to the descriptor, continuing after partial writes, without opening the stream", () => {
    const fd = descriptor({ chunk: 3 });
    let opened = 0;
    const w = new StdWriter(
      2,
      () => {
        opened++;
        return new PassThrough();
      },
      () => {},
      { write: fd.write, direct: true },
    );
    w.write("héllo, ");
    w.write("wörld\n");
    expect(fd.text()).toBe("héllo, wörld\n");
    expect(opened).toBe(0);
  });

  it("hands the rest of a write and every later one to the stream once the descriptor says EAGAIN", async () => {
    const fd = descriptor({ chunk: 4, failAfter: 4, failWith: "EAGAIN" });
    const out = stream();
    let opened = 0;
    const w = new StdWriter(
      1,
      () => {
        opened++;
        return out.s;
      },
      () => {},
      { write: fd.write, direct: true },
    );
    w.write("abcdefgh");
    w.write("ij");
    await new Promise((r) => setImmediate(r));
    expect(fd.text()).toBe("abcd");
    expect(out.text()).toBe("efghij");
    expect(opened).toBe(1);
  });

  it("throws any other error of the descriptor (EPIPE), for the caller to judge", () => {
    const fd = descriptor({ failAfter: 0, failWith: "EPIPE" });
    const w = new StdWriter(
      1,
      () => new PassThrough(),
      () => {},
      { write: fd.write, direct: true },
    );
    expect(() => w.write("x")).toThrow(expect.objectContaining({ code: "EPIPE" }));
  });

  it("writes through the stream when the descriptor is a terminal (or on Windows), its errors to the listener", async () => {
    const out = stream();
    const errors: unknown[] = [];
    const w = new StdWriter(
      1,
      () => out.s,
      (e) => errors.push(e),
      { write: descriptor().write, direct: false },
    );
    w.write("to the stream");
    await new Promise((r) => setImmediate(r));
    expect(out.text()).toBe("to the stream");
    out.s.emit("error", new Error("gone"));
    expect(errors).toHaveLength(1);
  });

  it("counts as pending only what Node's stream still holds: nothing while the descriptor is written", () => {
    const direct = new StdWriter(
      1,
      () => new PassThrough(),
      () => {},
      { write: descriptor().write, direct: true },
    );
    direct.write("abc");
    expect(direct.pending).toBe(0);
    // A stream whose reader never takes the bytes: they stay in its buffer.
    const stuck = new Writable({ write: () => {} });
    const held = new StdWriter(
      1,
      () => stuck,
      () => {},
      { write: descriptor().write, direct: false },
    );
    held.write("first");
    held.write("second");
    expect(held.pending).toBe("firstsecond".length);
  });
});
