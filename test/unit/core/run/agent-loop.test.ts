import { describe, expect, it } from "vitest";
import { AgentLoopInterrupted, type HostedTools, runAgentLoop } from "../../../../src/core/run/agent-loop.js";
import { withDeadline } from "../../../../src/core/run/deadline.js";
import { type ChatReply, ProviderError, type ToolHost } from "../../../../src/core/run/provider.js";

/** A model that calls `maps.route` once, then answers in words. */
const provider = {
  chat: async (req: { messages: { role: string }[] }): Promise<ChatReply> =>
    req.messages.some((m) => m.role === "tool")
      ? { content: "done", toolCalls: [], metadata: {} }
      : { content: "", toolCalls: [{ name: "maps__route", arguments: { to: "gate" } }], metadata: {} },
};
const request = {
  model: "m",
  messages: [{ role: "user" as const, content: "route me" }],
  tools: [{ name: "maps.route", description: "", parameters: { type: "object" } }],
  options: {},
};
const hostedBy = (call: ToolHost["call"]): HostedTools => ({ hosts: () => true, host: { call } });

async function interrupted(run: Promise<unknown>): Promise<AgentLoopInterrupted> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AgentLoopInterrupted);
  return error as AgentLoopInterrupted;
}

describe("a tool call that gets no answer", () => {
  it("is recorded as an error answer carrying why, and ends the loop with the failure", async () => {
    const gone = new ProviderError(
      "fatal",
      "MCP server 'maps' exited or closed the connection during tools/call 'route'",
    );
    const error = await interrupted(
      runAgentLoop(
        provider,
        request,
        hostedBy(() => Promise.reject(gone)),
        { maxTurns: 4, signal: new AbortController().signal },
      ),
    );
    expect(error.failure).toBe(gone);
    expect(error.steps).toEqual([
      {
        call: { name: "maps.route", arguments: { to: "gate" } },
        answer: { content: gone.message, isError: true },
      },
    ]);
  });

  it("is recorded the same when the host throws before it returns a promise", async () => {
    const error = await interrupted(
      runAgentLoop(
        provider,
        request,
        hostedBy(() => {
          throw new ProviderError("fatal", "unknown MCP server 'atlas'");
        }),
        { maxTurns: 4, signal: new AbortController().signal },
      ),
    );
    expect(error.steps.map((s) => s.answer)).toEqual([
      { content: "unknown MCP server 'atlas'", isError: true },
    ]);
  });

  it("that never settles ends at the tool deadline, recorded with the deadline's message", async () => {
    const signal = new AbortController().signal;
    const error = await interrupted(
      runAgentLoop(
        provider,
        request,
        hostedBy(() => new Promise(() => {})),
        { maxTurns: 4, signal, guardTool: (fn) => withDeadline(signal, 50, fn) },
      ),
    );
    expect((error.failure as ProviderError).kind).toBe("timeout");
    expect(error.steps.map((s) => s.answer)).toEqual([
      { content: "tool call 'maps.route': timed out after 50 ms", isError: true },
    ]);
  });
});
