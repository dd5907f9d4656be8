// A small standalone Ollama stand-in for benchmarks: `slots` requests generate at once (like
// OLLAMA_NUM_PARALLEL), each holding its slot for `latencyMs`; further requests queue in arrival
// order. /api/chat streams NDJSON like Ollama. It measures slot utilisation: busy slot-time over
// slots × (first slot taken → last slot freed).
import { createServer } from "node:http";

const MODEL = "bench:latest";
const DIGEST = "b".repeat(64);

/**
 * @param {{ latencyMs: number, slots: number, port?: number }} options
 */
export async function startSlotsServer({ latencyMs, slots, port = 0 }) {
  const waiting = [];
  let active = 0;
  let maxActive = 0;
  // Requests queued for a slot at once: with slots + 1 in flight, one waits at each turnover.
  let maxWaiting = 0;
  let busyMs = 0;
  let firstStart = null;
  let lastEnd = null;
  let chats = 0;
  // Idle gaps: a slot freed with nobody queued, until the next request takes a slot.
  const freedAt = [];
  let gapMs = 0;
  let gaps = 0;

  const acquire = () =>
    new Promise((resolve) => {
      if (active < slots) {
        active++;
        const freed = freedAt.shift();
        if (freed !== undefined) {
          gapMs += performance.now() - freed;
          gaps++;
        }
        resolve();
      } else {
        waiting.push(resolve);
        maxWaiting = Math.max(maxWaiting, waiting.length);
      }
    });
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else {
      active--;
      freedAt.push(performance.now());
    }
  };

  const json = (res, status, body) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (d) => {
      raw += d;
    });
    req.on("end", async () => {
      const path = (req.url ?? "/").split("?")[0];
      if (path === "/api/version") return json(res, 200, { version: "0.12.6" });
      if (path === "/api/tags") {
        return json(res, 200, {
          models: [
            {
              name: MODEL,
              model: MODEL,
              modified_at: "2026-01-01T00:00:00Z",
              size: 1,
              digest: DIGEST,
              details: { family: "bench", parameter_size: "1B", quantization_level: "Q4_0", format: "gguf" },
            },
          ],
        });
      }
      if (path === "/api/show") {
        return json(res, 200, {
          details: { family: "bench", parameter_size: "1B", quantization_level: "Q4_0", format: "gguf" },
          capabilities: ["completion", "tools"],
          model_info: {},
        });
      }
      const body = JSON.parse(raw || "{}");
      if (path === "/api/generate" && !body.prompt) {
        // A load request (ModelGate's before timing): Ollama loads the model and says so.
        res.writeHead(200, { "content-type": "application/x-ndjson" });
        return res.end(
          `${JSON.stringify({ model: body.model ?? MODEL, created_at: new Date().toISOString(), response: "", done: true, done_reason: "load" })}\n`,
        );
      }
      if (path !== "/api/chat") return json(res, 404, { error: `no route ${path}` });
      await acquire();
      const started = performance.now();
      firstStart ??= started;
      maxActive = Math.max(maxActive, active);
      chats++;
      res.writeHead(200, { "content-type": "application/x-ndjson" });
      const model = body.model ?? MODEL;
      const chunk = (content, extra = {}) =>
        `${JSON.stringify({ model, created_at: new Date().toISOString(), message: { role: "assistant", content }, done: false, ...extra })}\n`;
      res.write(chunk("o"));
      setTimeout(() => {
        const ended = performance.now();
        busyMs += ended - started;
        lastEnd = ended;
        res.end(
          chunk("k", {
            done: true,
            done_reason: "stop",
            total_duration: Math.round(latencyMs * 1e6),
            eval_count: 2,
            eval_duration: Math.round(latencyMs * 1e6),
            prompt_eval_count: 3,
          }),
        );
        release();
      }, latencyMs);
    });
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}`,
    stats() {
      const window = firstStart === null || lastEnd === null ? 0 : lastEnd - firstStart;
      return {
        chats,
        maxActive,
        maxWaiting,
        busyMs,
        windowMs: window,
        utilisation: window === 0 ? 0 : busyMs / (slots * window),
        meanGapMs: gaps === 0 ? 0 : gapMs / gaps,
        firstStart,
        lastEnd,
      };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
