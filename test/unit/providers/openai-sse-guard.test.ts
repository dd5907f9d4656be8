import { describe, expect, it } from "vitest";
import { withoutThreadEvents } from "../../../src/providers/openai-sse-guard.js";

async function through(pieces: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(withoutThreadEvents(body)).text();
}

describe("withoutThreadEvents", () => {
  it("drops event: thread.* lines, wherever the chunks split them, and keeps everything else", async () => {
    const stream = 'data: {"a":1}\n\nevent: thread.message\ndata: x thread.y\n\nevent: error\ndata: {}\n\n';
    const expected = 'data: {"a":1}\n\ndata: x thread.y\n\nevent: error\ndata: {}\n\n';
    expect(await through([stream])).toBe(expected);
    for (let at = 1; at < stream.length; at++) {
      expect(await through([stream.slice(0, at), stream.slice(at)])).toBe(expected);
    }
    expect(await through([...stream])).toBe(expected);
  });

  it("keeps text split inside a multi-byte character whole", async () => {
    const bytes = new TextEncoder().encode("data: é€\n\n");
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    expect(await new Response(withoutThreadEvents(body)).text()).toBe("data: é€\n\n");
  });
});
