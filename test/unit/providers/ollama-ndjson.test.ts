import { describe, expect, it } from "vitest";
import { ProviderError } from "../../../src/core/run/provider.js";
import { strictNdjson } from "../../../src/providers/ollama-ndjson.js";

/** The checked stream's text for a body sent in these chunks. */
async function through(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[i++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(encoder.encode(chunk));
    },
  });
  return new Response(strictNdjson(body, "/api/chat", [])).text();
}

describe("the strict NDJSON reader", () => {
  it("passes lines through whatever the chunking: split lines, several per chunk, no final newline, blank lines dropped", async () => {
    const a = '{"message":{"content":"hé"},"done":false}';
    const b = '{"done":true,"eval_count":3}';
    const whole = `${a}\n\n${b}`;
    for (const chunks of [
      [`${a}\n`, `${b}\n`],
      [whole],
      whole.split(""),
      [a.slice(0, 5), `${a.slice(5)}\n\n  \n${b}`],
    ]) {
      expect(await through(chunks)).toBe(`${a}\n${b}\n`);
    }
  });

  it("hands tool-call arguments on as their JSON text, digits and duplicates as written, strings and null untouched", async () => {
    const line =
      '{"message":{"content":"","tool_calls":[{"function":{"name":"a","arguments":{"id":12345678901234567891,"x":[{"y":{}}]}}},' +
      '{"function":{"name":"b","arguments":{"k":1,"k":2}}},{"function":{"name":"c","arguments":"{\\"s\\":1}"}},' +
      '{"function":{"name":"d","arguments":null}}]},"done":false}';
    const out = JSON.parse(await through([line, "\n"])) as {
      message: { tool_calls: Array<{ function: { arguments: unknown } }> };
    };
    expect(out.message.tool_calls.map((c) => c.function.arguments)).toEqual([
      '{"id":12345678901234567891,"x":[{"y":{}}]}',
      '{"k":1,"k":2}',
      '{"s":1}',
      null,
    ]);
  });

  it("fails the stream as transient on a line that is not strict JSON, wherever it is", async () => {
    for (const bad of [
      "not json",
      '{"a":1}{"b":2}',
      '{"done":false,"done":true}',
      '{"message":{"tool_calls":[{]}}',
    ]) {
      const error = await through(['{"done":false}\n', `${bad}\n`, '{"done":true}\n']).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).kind).toBe("transient");
      expect((error as ProviderError).message).toMatch(
        /^the stream from \/api\/chat has a line that is not valid JSON/,
      );
    }
  });
});
