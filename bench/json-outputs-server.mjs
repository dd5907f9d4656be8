// An Ollama stand-in for the result-size benchmark: answers every chat at once with a JSON
// document of about `bytes` bytes that depends on the prompt (so every case has its own output),
// the whole reply in one NDJSON line. `served` sums the bytes of the outputs it sent.
import { createServer } from "node:http";

const MODEL = "bench:latest";
const DETAILS = { family: "bench", parameter_size: "1B", quantization_level: "Q4_0", format: "gguf" };

/** A JSON document of about `bytes` UTF-8 bytes: a title and items with prose notes. */
export function jsonOutput(seed, bytes) {
  const items = [];
  let size = 40;
  for (let k = 0; size < bytes - 260; k++) {
    const note = `Item ${k} of case ${seed}: the customer asked about order ${seed * 31 + k} and was told the refund policy applies within thirty days of delivery, with the receipt. `;
    const item = { id: k, status: k % 3 === 0 ? "open" : "closed", note };
    size += JSON.stringify(item).length + 1;
    items.push(item);
  }
  return JSON.stringify({ case: seed, title: `Summary of case ${seed}`, items });
}

export async function startJsonOutputsServer({ bytes }) {
  let served = 0;
  const json = (res, status, body) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (d) => {
      raw += d;
    });
    req.on("end", () => {
      const path = (req.url ?? "/").split("?")[0];
      if (path === "/api/version") return json(res, 200, { version: "0.12.6" });
      if (path === "/api/tags") {
        const model = { name: MODEL, model: MODEL, modified_at: "2026-01-01T00:00:00Z", size: 1 };
        return json(res, 200, { models: [{ ...model, digest: "b".repeat(64), details: DETAILS }] });
      }
      if (path === "/api/show")
        return json(res, 200, { details: DETAILS, capabilities: ["completion"], model_info: {} });
      if (path !== "/api/chat") return json(res, 404, { error: `no route ${path}` });
      const body = JSON.parse(raw || "{}");
      const prompt = String(body.messages?.at(-1)?.content ?? "");
      const seed = Number(/(\d+)/.exec(prompt)?.[1] ?? 0);
      const content = jsonOutput(seed, bytes);
      served += Buffer.byteLength(content);
      res.writeHead(200, { "content-type": "application/x-ndjson" });
      const reply = {
        model: body.model ?? MODEL,
        created_at: "2026-01-01T00:00:00Z",
        message: { role: "assistant", content },
        done: true,
        done_reason: "stop",
        total_duration: 1_000_000,
        eval_count: 2,
        eval_duration: 1_000_000,
        prompt_eval_count: 3,
      };
      res.end(`${JSON.stringify(reply)}\n`);
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    served: () => served,
    resetServed: () => {
      served = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
