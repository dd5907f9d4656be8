// llama.cpp through node-llama-cpp, as the shim uses it: the prebuilt CPU binary only (never a
// build or a download), one thread, models loaded once and kept, one generation at a time.
import { getLlama, LlamaGrammarEvaluationState } from "node-llama-cpp";

// Belt and braces: node-llama-cpp reads this before it would fetch llama.cpp sources.
process.env.NODE_LLAMA_CPP_SKIP_DOWNLOAD = "true";

let llamaPromise;

/** The one Llama instance of the process; `build: "never"` throws rather than compile. */
export function llama() {
  llamaPromise ??= getLlama({
    gpu: false,
    build: "never",
    skipDownload: true,
    usePrebuiltBinaries: true,
    progressLogs: false,
    // On 2 shared cores, two threads are 100-300x slower than one for a model this small.
    maxThreads: 1,
    logLevel: "error",
  });
  return llamaPromise;
}

/** Serialises work, like an Ollama server with OLLAMA_NUM_PARALLEL=1 (later calls queue). */
class Queue {
  tail = Promise.resolve();
  run(task) {
    const result = this.tail.then(task, task);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

export class LlamaRuntime {
  /** @type {Map<string, {model: any, contexts: Map<number, any>, embedding?: any}>} */
  loaded = new Map();
  queue = new Queue();

  /** Loads the model at `path` unless loaded; returns the nanoseconds it took (0 when loaded). */
  async load(path) {
    if (this.loaded.has(path)) return 0;
    const started = process.hrtime.bigint();
    const model = await (await llama()).loadModel({ modelPath: path, gpuLayers: 0 });
    this.loaded.set(path, { model, contexts: new Map() });
    return Number(process.hrtime.bigint() - started);
  }

  async unload(path) {
    const entry = this.loaded.get(path);
    if (entry === undefined) return;
    this.loaded.delete(path);
    for (const context of entry.contexts.values()) await context.dispose();
    await entry.embedding?.dispose();
    await entry.model.dispose();
  }

  async context(path, size) {
    const entry = this.loaded.get(path);
    let context = entry.contexts.get(size);
    if (context === undefined) {
      context = await entry.model.createContext({ contextSize: size, sequences: 1, threads: 1 });
      entry.contexts.set(size, context);
    }
    return context;
  }

  /**
   * One generation, queued behind the others. `onText` receives decoded text as it grows;
   * `signal` (the client went away) stops it. Metrics are Ollama's, in nanoseconds.
   */
  generate(path, request, onText, signal) {
    return this.queue.run(() => this.#generate(path, request, onText, signal));
  }

  async #generate(path, { prompt, options, format }, onText, signal) {
    const started = process.hrtime.bigint();
    await this.load(path);
    const { model } = this.loaded.get(path);
    const context = await this.context(path, options.num_ctx);
    // Loading counts the model and its context (created once per num_ctx), as Ollama's does.
    const loadNs = Number(process.hrtime.bigint() - started);
    const bos = model.tokens.bos;
    const tokens = [...(bos === null ? [] : [bos]), ...model.tokenize(prompt)];
    const grammar = await grammarFor(format);
    const sequence = context.getSequence();
    const out = [];
    let pending = [];
    let emitted = "";
    let doneReason = "stop";
    let firstTokenAt;
    try {
      const evaluation = sequence.evaluate(tokens, {
        temperature: options.temperature,
        topK: options.top_k,
        topP: options.top_p,
        minP: options.min_p,
        // Without a seed node-llama-cpp seeds with the current second: give each request its own.
        seed: options.seed,
        ...(options.repeat_penalty !== 1
          ? {
              repeatPenalty: {
                penalty: options.repeat_penalty,
                maxPunishTokens: options.repeat_last_n,
                punishTokens: () => [...tokens, ...out].slice(-options.repeat_last_n),
              },
            }
          : {}),
        ...(grammar !== undefined
          ? { grammarEvaluationState: new LlamaGrammarEvaluationState({ model, grammar }) }
          : {}),
      });
      for await (const token of evaluation) {
        firstTokenAt ??= process.hrtime.bigint();
        out.push(token);
        pending.push(token);
        // Decoded with the tokens before it (a leading space depends on them); a byte-fallback
        // token may end mid-character, so wait for the rest of the character first.
        const piece = model.detokenize(pending, false, out.slice(-pending.length - 8, -pending.length));
        if (!piece.endsWith("\uFFFD") || pending.length >= 4) {
          pending = [];
          const text = emitted + piece;
          // A stop sequence ends the output before it (text already streamed stays streamed).
          const stopAt = firstStop(text, options.stop);
          if (stopAt >= 0) {
            if (stopAt > emitted.length) onText(text.slice(emitted.length, stopAt));
            break;
          }
          if (piece !== "") onText(piece);
          emitted = text;
        }
        if (signal.aborted) {
          doneReason = "cancelled";
          break;
        }
        if (options.num_predict >= 0 && out.length >= options.num_predict) {
          doneReason = "length";
          break;
        }
      }
    } finally {
      // Disposal is asynchronous: the next request must not find the sequence still taken.
      await sequence.dispose();
    }
    const ended = process.hrtime.bigint();
    const promptEnd = firstTokenAt ?? ended;
    const evalStart = started + BigInt(loadNs);
    // Kept for tests that ask what the server did after its client went away.
    this.last = {
      doneReason,
      metrics: {
        total_duration: Number(ended - started),
        load_duration: loadNs,
        prompt_eval_count: tokens.length,
        prompt_eval_duration: Number(promptEnd - evalStart),
        eval_count: out.length,
        eval_duration: Number(ended - promptEnd),
      },
    };
    return this.last;
  }

  /** Mean-pooled, L2-normalised embeddings (Ollama's /api/embed normalises too). */
  embed(path, texts) {
    return this.queue.run(async () => {
      const started = process.hrtime.bigint();
      const loadNs = await this.load(path);
      const entry = this.loaded.get(path);
      entry.embedding ??= await entry.model.createEmbeddingContext({ contextSize: 512, threads: 1 });
      const embeddings = [];
      let promptTokens = 0;
      for (const text of texts) {
        promptTokens += entry.model.tokenize(text).length + 1;
        const { vector } = await entry.embedding.getEmbeddingFor(text);
        const norm = Math.sqrt(vector.reduce((sum, v) => sum + v * v, 0)) || 1;
        embeddings.push(vector.map((v) => v / norm));
      }
      return {
        embeddings,
        total_duration: Number(process.hrtime.bigint() - started),
        load_duration: loadNs,
        prompt_eval_count: promptTokens,
      };
    });
  }

  async close() {
    for (const path of [...this.loaded.keys()]) await this.unload(path);
  }
}

function firstStop(text, stops) {
  let first = -1;
  for (const s of stops) {
    const at = s === "" ? -1 : text.indexOf(s);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  return first;
}

/** `format: "json"` or a JSON Schema becomes a llama.cpp grammar, as Ollama does. */
async function grammarFor(format) {
  if (format === undefined || format === null || format === "") return undefined;
  const instance = await llama();
  if (format === "json") return instance.getGrammarFor("json");
  if (typeof format === "object") return instance.createGrammarForJsonSchema(format);
  throw Object.assign(new Error(`invalid format: ${JSON.stringify(format)}`), { status: 400 });
}
