// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${NAME} in configs is the syntax under test.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../../src/lib/index.js";

const SUITE = "suite: one\ncases:\n  - {id: greet, type: exact, input: say hello, expected: hello}\n";

async function replayRun(headers: string, output: string, env: NodeJS.ProcessEnv = {}) {
  const dir = await mkdtemp(join(tmpdir(), "modelgate-header-secrets-"));
  await writeFile(join(dir, "suite.yaml"), SUITE);
  await writeFile(join(dir, "outputs.json"), JSON.stringify({ outputs: { greet: output } }));
  await writeFile(
    join(dir, "config.yaml"),
    `id: rec\nprovider: replay\noutputs: outputs.json\nheaders:\n${headers}`,
  );
  const [result] = await run({ suites: ["suite.yaml"], configs: ["config.yaml"], cwd: dir, env });
  return result!;
}

describe("config headers in what a run returns", () => {
  it("a plain header's literal value (X-Team: support) is configuration: the output keeps its words", async () => {
    const result = await replayRun(
      "  X-Team: support\n  Accept: application/json\n",
      "Ask support; I answer in application/json.",
    );
    expect(result.cases[0]!.repetitions[0]!.output).toBe("Ask support; I answer in application/json.");
    expect(result.config.settings.headers).toEqual({ "X-Team": "support", Accept: "application/json" });
  });

  it("a credential-like header and a header from the environment are masked wherever echoed", async () => {
    const result = await replayRun(
      "  X-Proxy-Sig: prx-sig-9e8d\n  X-Trace: ${TRACE_ID}\n  X-Team: support\n",
      "support echoes X-Proxy-Sig=prx-sig-9e8d and X-Trace=trace-1b2c3d",
      { TRACE_ID: "trace-1b2c3d" },
    );
    expect(result.cases[0]!.repetitions[0]!.output).toBe(
      "support echoes X-Proxy-Sig=<redacted> and X-Trace=<redacted>",
    );
    expect(result.config.settings.headers).toEqual({
      "X-Proxy-Sig": "<redacted>",
      "X-Trace": "<redacted>",
      "X-Team": "support",
    });
  });
});
