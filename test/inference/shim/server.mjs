// An Ollama-compatible HTTP API over llama.cpp (node-llama-cpp), serving the tiny models of
// ../gguf. This is NOT Ollama: it answers the subset of Ollama's API that ModelGate's Ollama
// provider calls, with real inference, real token counts and real timings (nanoseconds).
import { createHash, randomInt } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { writeModels } from "../gguf/catalog.mjs";
import { OLLAMA_TEMPLATE, SHAPE } from "../gguf/tiny-llama.mjs";
import { LlamaRuntime, llama } from "./llama.mjs";

export const SHIM_VERSION = "0.0.0-llama.cpp-shim";

/** Ollama's defaults for the options the shim honours. */
const DEFAULT_OPTIONS = {
  temperature: 0.8,
  top_k: 40,
  top_p: 0.9,
  min_p: 0,
  repeat_penalty: 1.1,
  repeat_last_n: 64,
  num_ctx: 2048,
  num_predict: -1,
  stop: [],
};

const PARAMETERS =
  SHAPE.vocab * SHAPE.embd * 2 +
  SHAPE.layers * (4 * SHAPE.embd * SHAPE.embd + 3 * SHAPE.embd * SHAPE.ff + 2 * SHAPE.embd) +
  SHAPE.embd;

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** `tiny-llama:F32` and `library/tiny-llama:f32` are `tiny-llama:f32`; no tag means `latest`. */
function modelKey(name) {
  let key = String(name ?? "")
    .trim()
    .toLowerCase();
  for (const prefix of ["registry.ollama.ai/library/", "library/"])
    if (key.startsWith(prefix)) key = key.slice(prefix.length);
  return key.includes(":") ? key : `${key}:latest`;
}

/**
 * Starts the shim on 127.0.0.1.
 * @param {{dir: string, installed?: string[], port?: number, seedSource?: number}} options `dir`
 *   holds the generated models (`library/`) and the pulled ones (`blobs/`); `installed` are listed
 *   from the start (default: all), the rest only after a pull. A request without a seed (or with
 *   seed -1) gets a random one: from the system's random source, or with `seedSource` from a PRNG
 *   seeded with it, so a test that samples draws different but reproducible seeds.
 */
export async function startShim({ dir, installed, port = 0, seedSource }) {
  const nextSeed = seedSource === undefined ? () => randomInt(0, 2 ** 31) : seedSequence(seedSource);
  const library = new Map(writeModels(join(dir, "library")).map((m) => [m.model, m]));
  const blobs = join(dir, "blobs");
  mkdirSync(blobs, { recursive: true });
  /** name → {entry, path, modifiedAt} of what /api/tags lists. */
  const local = new Map();
  const install = (name) => {
    const entry = library.get(name);
    const path = join(blobs, `sha256-${entry.sha256}`);
    copyFileSync(entry.path, path);
    local.set(name, { entry, path, modifiedAt: new Date().toISOString(), parameters: {} });
  };
  for (const name of installed ?? library.keys()) install(name);

  // The llama.cpp backend starts with the server (as Ollama's runner is ready before a call);
  // loading a model is the first call's load_duration.
  await llama();
  const runtime = new LlamaRuntime();
  const find = (name) => {
    const found = local.get(modelKey(name));
    if (found === undefined) throw new HttpError(404, `model '${name}' not found`);
    return found;
  };

  const routes = {
    "GET /": (_req, res) =>
      text(res, 200, "llama.cpp behind an Ollama-compatible shim is running (not Ollama)"),
    "GET /api/version": (_req, res) => json(res, 200, { version: SHIM_VERSION }),
    "GET /api/tags": (_req, res) =>
      json(res, 200, { models: [...local.entries()].map(([name, m]) => listing(name, m)) }),
    "GET /api/ps": (_req, res) =>
      json(res, 200, {
        models: [...local.entries()]
          .filter(([, m]) => runtime.loaded.has(m.path))
          .map(([name, m]) => listing(name, m)),
      }),
    "POST /api/show": async (req, res) => {
      const body = await readJson(req);
      const name = body.model ?? body.name;
      const m = find(name);
      json(res, 200, show(m));
    },
    "POST /api/pull": async (req, res) => {
      const body = await readJson(req);
      await pull(modelKey(body.model ?? body.name), body.stream !== false, res);
    },
    "POST /api/generate": async (req, res) => {
      const body = await readJson(req);
      const m = find(body.model);
      if (body.prompt === undefined || body.prompt === "") return loadOnly(body, m, res, "response");
      requireCompletion(body.model, m);
      const messages = [];
      if (body.system) messages.push({ role: "system", content: String(body.system) });
      messages.push({ role: "user", content: String(body.prompt) });
      const prompt = body.raw === true ? String(body.prompt) : render(messages);
      await stream(res, body, m, prompt, (piece) => ({ response: piece }));
    },
    "POST /api/chat": async (req, res) => {
      const body = await readJson(req);
      const m = find(body.model);
      const messages = Array.isArray(body.messages) ? body.messages : [];
      if (messages.length === 0) return loadOnly(body, m, res, "message");
      requireCompletion(body.model, m);
      const tools = Array.isArray(body.tools) && body.tools.length > 0 ? body.tools : undefined;
      await stream(res, body, m, render(messages, tools), (piece) => ({
        message: { role: "assistant", content: piece },
      }));
    },
    "POST /api/embed": async (req, res) => {
      const body = await readJson(req);
      const m = find(body.model);
      const input = Array.isArray(body.input) ? body.input.map(String) : [String(body.input ?? "")];
      const out = await runtime.embed(m.path, input);
      json(res, 200, { model: body.model, ...out });
    },
  };

  /** HEAD: is the blob here? POST: store it, if its bytes have the digest the path names. */
  async function blobRoute(req, res, hex) {
    const path = join(blobs, `sha256-${hex}`);
    if (req.method === "HEAD") {
      res.writeHead(existsSync(path) ? 200 : 404);
      return res.end();
    }
    if (req.method !== "POST") throw new HttpError(405, "method not allowed");
    const parts = [];
    for await (const part of req) parts.push(part);
    const bytes = Buffer.concat(parts);
    if (createHash("sha256").update(bytes).digest("hex") !== hex) throw new HttpError(400, "digest mismatch");
    writeFileSync(path, bytes);
    res.writeHead(201);
    res.end();
  }

  /**
   * A model from uploaded blobs (`files: {name: digest}`), as `POST /api/create` does. The shim
   * can only describe models it generated, so the blob must be one of them.
   */
  routes["POST /api/create"] = async (req, res) => {
    const body = await readJson(req);
    const name = modelKey(body.model);
    const digests = Object.values(body.files ?? {});
    if (digests.length !== 1) throw new HttpError(400, "files must name exactly one GGUF blob");
    const hex = String(digests[0]).replace(/^sha256:/, "");
    const path = join(blobs, `sha256-${hex}`);
    if (!existsSync(path)) throw new HttpError(400, `blob sha256:${hex} not found: upload it first`);
    const entry = [...library.values()].find((e) => e.sha256 === hex);
    if (entry === undefined)
      throw new HttpError(400, "the shim serves only the models test/inference writes");
    const parameters = body.parameters && typeof body.parameters === "object" ? body.parameters : {};
    local.set(name, { entry, path, modifiedAt: new Date().toISOString(), parameters });
    if (body.stream === false) return json(res, 200, { status: "success" });
    res.writeHead(200, { "content-type": "application/x-ndjson" });
    for (const status of [
      "parsing GGUF",
      `using existing layer sha256:${hex}`,
      "writing manifest",
      "success",
    ]) {
      res.write(`${JSON.stringify({ status })}\n`);
    }
    res.end();
  };

  function listing(name, m) {
    return {
      name,
      model: name,
      modified_at: m.modifiedAt,
      size: m.entry.size,
      digest: m.entry.sha256,
      details: details(m),
    };
  }

  function details(m) {
    return {
      parent_model: "",
      format: "gguf",
      family: "llama",
      families: ["llama"],
      parameter_size: `${Math.round(PARAMETERS / 1000)}K`,
      quantization_level: m.entry.spec.type,
    };
  }

  function show(m) {
    const spec = m.entry.spec;
    return {
      license: "",
      modelfile: `# llama.cpp behind an Ollama-compatible shim\nFROM ${m.path}\nTEMPLATE """${OLLAMA_TEMPLATE}"""\n`,
      parameters: Object.entries(m.parameters)
        .map(([k, v]) => `${k} ${JSON.stringify(v)}`)
        .join("\n"),
      template: OLLAMA_TEMPLATE,
      details: details(m),
      model_info: {
        "general.architecture": "llama",
        "general.name": spec.name,
        "general.parameter_count": PARAMETERS,
        "general.file_type": { F32: 0, F16: 1, Q8_0: 7 }[spec.type],
        "llama.context_length": SHAPE.context,
        "llama.embedding_length": SHAPE.embd,
        "llama.block_count": SHAPE.layers,
        "llama.feed_forward_length": SHAPE.ff,
        "llama.attention.head_count": SHAPE.heads,
        "llama.attention.head_count_kv": SHAPE.kvHeads,
        "llama.vocab_size": SHAPE.vocab,
        ...(spec.embedding ? { "llama.pooling_type": 1 } : {}),
        "tokenizer.ggml.model": "llama",
      },
      capabilities: spec.embedding ? ["embedding"] : ["completion", "tools"],
      modified_at: m.modifiedAt,
    };
  }

  function requireCompletion(name, m) {
    if (m.entry.spec.embedding) throw new HttpError(400, `"${name}" does not support generate`);
  }

  /** No prompt (or no messages): load the model, or unload it with keep_alive 0, as Ollama does. */
  async function loadOnly(body, m, res, field) {
    const unload = body.keep_alive === 0 || body.keep_alive === "0" || body.keep_alive === "0s";
    if (unload) await runtime.queue.run(() => runtime.unload(m.path));
    else await runtime.queue.run(() => runtime.load(m.path));
    const empty = field === "message" ? { message: { role: "assistant", content: "" } } : { response: "" };
    json(res, 200, {
      model: body.model,
      created_at: new Date().toISOString(),
      ...empty,
      done: true,
      done_reason: unload ? "unload" : "load",
    });
  }

  async function stream(res, body, m, prompt, chunk) {
    // A model's own parameters (from /api/create) sit under the request's options, as in Ollama.
    const options = requestOptions({ ...m.parameters, ...(body.options ?? {}) }, nextSeed);
    const streaming = body.stream !== false;
    // The client going away (a timeout, a cancelled run) stops the generation.
    const gone = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) gone.abort();
    });
    let text = "";
    let headersSent = false;
    const onText = (piece) => {
      text += piece;
      if (!streaming) return;
      if (!headersSent) {
        res.writeHead(200, { "content-type": "application/x-ndjson" });
        headersSent = true;
      }
      res.write(
        `${JSON.stringify({ model: body.model, created_at: new Date().toISOString(), ...chunk(piece), done: false })}\n`,
      );
    };
    const { doneReason, metrics } = await runtime.generate(
      m.path,
      { prompt, options, format: body.format },
      onText,
      gone.signal,
    );
    if (gone.signal.aborted) return;
    const final = {
      model: body.model,
      created_at: new Date().toISOString(),
      ...chunk(streaming ? "" : text),
      done: true,
      done_reason: doneReason,
      ...metrics,
    };
    if (!streaming) return json(res, 200, final);
    if (!headersSent) res.writeHead(200, { "content-type": "application/x-ndjson" });
    res.end(`${JSON.stringify(final)}\n`);
  }

  async function pull(name, streaming, res) {
    const entry = library.get(name);
    if (entry === undefined) throw new HttpError(404, "pull model manifest: file does not exist");
    const lines = [];
    const send = (line) => {
      if (streaming) res.write(`${JSON.stringify(line)}\n`);
      else lines.push(line);
    };
    if (streaming) res.writeHead(200, { "content-type": "application/x-ndjson" });
    send({ status: "pulling manifest" });
    // The bytes come from the generated library on this machine, never from a registry.
    const bytes = readFileSync(entry.path);
    const digest = `sha256:${entry.sha256}`;
    const step = 128 * 1024;
    for (let done = 0; done < bytes.length; done = Math.min(bytes.length, done + step)) {
      send({ status: `pulling ${entry.sha256.slice(0, 12)}`, digest, total: bytes.length, completed: done });
    }
    send({
      status: `pulling ${entry.sha256.slice(0, 12)}`,
      digest,
      total: bytes.length,
      completed: bytes.length,
    });
    send({ status: "verifying sha256 digest" });
    if (createHash("sha256").update(bytes).digest("hex") !== entry.sha256) {
      throw new HttpError(500, "digest mismatch");
    }
    send({ status: "writing manifest" });
    install(name);
    send({ status: "success" });
    if (streaming) res.end();
    else json(res, 200, { status: "success" });
  }

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    const blob = /^\/api\/blobs\/sha256:([0-9a-f]{64})$/.exec(path);
    const route = blob
      ? (_req, res) => blobRoute(req, res, blob[1])
      : routes[`${req.method === "HEAD" ? "GET" : req.method} ${path}`];
    try {
      if (route === undefined) throw new HttpError(404, "404 page not found");
      await route(req, res);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : (error.status ?? 500);
      const message = error instanceof Error ? error.message : String(error);
      if (!res.headersSent) json(res, status, { error: message });
      else res.end(`${JSON.stringify({ error: message })}\n`);
    }
  });
  // No idle timeout on kept-alive sockets: a server closing one just as the client reuses it
  // would reset a request (the client's own idle timeout closes them instead).
  server.keepAliveTimeout = 0;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    models: library,
    runtime,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
      await runtime.close();
    },
  };
}

function requestOptions(given, nextSeed) {
  const options = { ...DEFAULT_OPTIONS, ...(given && typeof given === "object" ? given : {}) };
  // Ollama's seed -1 (and no seed) is a random one; node-llama-cpp would use the current second.
  if (typeof options.seed !== "number" || options.seed < 0) options.seed = nextSeed();
  if (typeof options.stop === "string") options.stop = [options.stop];
  return options;
}

/** mulberry32 over 31 bits: reproducible seeds for requests that ask for a random one. */
function seedSequence(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % 2 ** 31;
  };
}

/** OLLAMA_TEMPLATE, in JavaScript: tools first when offered, then `role: content` lines. */
function render(messages, tools) {
  let out = tools === undefined ? "" : `tools: ${JSON.stringify(tools)}\n`;
  for (const m of messages) out += `${m.role}: ${typeof m.content === "string" ? m.content : ""}\n`;
  return `${out}assistant:`;
}

async function readJson(req) {
  let raw = "";
  for await (const part of req) raw += part;
  if (raw === "") return {};
  try {
    const value = JSON.parse(raw);
    if (value === null || typeof value !== "object" || Array.isArray(value)) throw new Error("not an object");
    return value;
  } catch {
    throw new HttpError(400, "invalid JSON body");
  }
}

function json(res, status, value) {
  const body = `${JSON.stringify(value)}\n`;
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
  });
  res.end(body);
}

function text(res, status, value) {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8" });
  res.end(value);
}
