// Tiny llama-architecture models with weights from a seeded PRNG: nonsense text, but real
// inference (attention, RoPE, SwiGLU, sampling) in llama.cpp and in Ollama. Deterministic: the
// same spec gives the same bytes on every machine (integer PRNG, float32 arithmetic only).
import {
  bool,
  encodeF16,
  encodeF32,
  encodeQ8_0,
  f32,
  f32s,
  GGML_TYPE,
  i32s,
  str,
  strings,
  u32,
  writeGguf,
} from "./writer.mjs";

export const SHAPE = {
  vocab: 384,
  embd: 64,
  layers: 2,
  ff: 128,
  heads: 4,
  kvHeads: 4,
  context: 4096,
};

const FILE_TYPE = { F32: 0, F16: 1, Q8_0: 7 };

/**
 * The chat template the shim applies, and the one ollama.yml gives Ollama (Go template syntax).
 * It offers tools (so Ollama accepts tool cases), though this model never calls one.
 */
export const OLLAMA_TEMPLATE =
  "{{- if .Tools }}tools: {{ json .Tools }}\n{{ end }}{{- range .Messages }}{{ .Role }}: {{ .Content }}\n{{ end }}assistant:";

/**
 * A SentencePiece-style vocabulary llama.cpp accepts: <unk>, <s>, </s>, 256 byte-fallback
 * tokens (so any text tokenizes), printable ASCII, "▁"-prefixed letters and a few words.
 */
export function vocabulary() {
  const tokens = ["<unk>", "<s>", "</s>"];
  const types = [2, 3, 3];
  for (let b = 0; b < 256; b++) {
    tokens.push(`<0x${b.toString(16).toUpperCase().padStart(2, "0")}>`);
    types.push(6);
  }
  const normal = ["▁"];
  for (let c = 0x21; c <= 0x7e; c++) normal.push(String.fromCharCode(c));
  for (let c = 0x61; c <= 0x7a; c++) normal.push(`▁${String.fromCharCode(c)}`);
  normal.push("▁the", "▁is", "▁and", "▁to");
  for (const t of normal) {
    tokens.push(t);
    types.push(1);
  }
  if (tokens.length !== SHAPE.vocab)
    throw new Error(`vocabulary has ${tokens.length} tokens, not ${SHAPE.vocab}`);
  // Longer pieces score higher, so merges prefer them; byte and control tokens never merge.
  const scores = tokens.map((t, i) => (types[i] === 1 ? -1000 + [...t].length * 100 - i * 0.01 : 0));
  return { tokens, types, scores: scores.map(Math.fround) };
}

/** mulberry32: a 32-bit integer PRNG, the same sequence everywhere. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Roughly normal (Irwin–Hall, four uniforms): arithmetic only, no libm. */
function gaussian(rand) {
  return (rand() + rand() + rand() + rand() - 2) * Math.SQRT2 * 1.224744871391589;
}

function matrix(rand, rows, cols, std) {
  const out = new Float32Array(rows * cols);
  for (let i = 0; i < out.length; i++) out[i] = gaussian(rand) * std;
  return out;
}

/**
 * @typedef {{name: string, seed: number, type: "F32"|"F16"|"Q8_0", embedding?: boolean}} ModelSpec
 * @param {ModelSpec} spec
 * @returns {Buffer}
 */
export function buildTinyLlama(spec) {
  const { vocab, embd, layers, ff, heads, kvHeads, context } = SHAPE;
  const headDim = embd / heads;
  const kvDim = headDim * kvHeads;
  const rand = prng(spec.seed);
  const { tokens, types, scores } = vocabulary();

  /** @type {Array<{name: string, dims: number[], values: Float32Array, norm?: boolean}>} */
  const weights = [];
  const add = (name, rows, cols, std) =>
    weights.push({ name, dims: [cols, rows], values: matrix(rand, rows, cols, std) });
  const norm = (name) =>
    weights.push({ name, dims: [embd], values: new Float32Array(embd).fill(1), norm: true });

  add("token_embd.weight", vocab, embd, 1);
  for (let l = 0; l < layers; l++) {
    norm(`blk.${l}.attn_norm.weight`);
    add(`blk.${l}.attn_q.weight`, embd, embd, 1 / Math.sqrt(embd));
    add(`blk.${l}.attn_k.weight`, kvDim, embd, 1 / Math.sqrt(embd));
    add(`blk.${l}.attn_v.weight`, kvDim, embd, 1 / Math.sqrt(embd));
    add(`blk.${l}.attn_output.weight`, embd, embd, 1 / Math.sqrt(embd));
    norm(`blk.${l}.ffn_norm.weight`);
    add(`blk.${l}.ffn_gate.weight`, ff, embd, 1 / Math.sqrt(embd));
    add(`blk.${l}.ffn_up.weight`, ff, embd, 1 / Math.sqrt(embd));
    add(`blk.${l}.ffn_down.weight`, embd, ff, 1 / Math.sqrt(ff));
  }
  norm("output_norm.weight");
  const output = matrix(rand, vocab, embd, 4 / Math.sqrt(embd));
  // Only printable pieces can win: byte-fallback and control rows (</s> too) are zero, so
  // generated text is valid UTF-8 nonsense, and a generation runs to num_predict (or a timeout).
  for (let t = 0; t < vocab; t++) if (types[t] !== 1) output.fill(0, t * embd, (t + 1) * embd);
  weights.push({ name: "output.weight", dims: [embd, vocab], values: output });

  const tensors = weights.map((w) => {
    // Norms stay F32 in every variant, as llama.cpp's converters keep them.
    const type = w.norm ? "F32" : spec.type;
    const data =
      type === "F32" ? encodeF32(w.values) : type === "F16" ? encodeF16(w.values) : encodeQ8_0(w.values);
    return { name: w.name, dims: w.dims, type: GGML_TYPE[type], data };
  });

  const metadata = [
    ["general.architecture", str("llama")],
    ["general.name", str(spec.name)],
    ["general.description", str(`ModelGate test model: random weights, seed ${spec.seed}, ${spec.type}`)],
    ["general.file_type", u32(FILE_TYPE[spec.type])],
    ["general.quantization_version", u32(2)],
    ["llama.context_length", u32(context)],
    ["llama.embedding_length", u32(embd)],
    ["llama.block_count", u32(layers)],
    ["llama.feed_forward_length", u32(ff)],
    ["llama.attention.head_count", u32(heads)],
    ["llama.attention.head_count_kv", u32(kvHeads)],
    ["llama.attention.layer_norm_rms_epsilon", f32(1e-5)],
    ["llama.rope.dimension_count", u32(headDim)],
    ["llama.rope.freq_base", f32(10000)],
    ["llama.vocab_size", u32(vocab)],
  ];
  if (spec.embedding) metadata.push(["llama.pooling_type", u32(1)]);
  metadata.push(
    ["tokenizer.ggml.model", str("llama")],
    ["tokenizer.ggml.tokens", strings(tokens)],
    ["tokenizer.ggml.scores", f32s(scores)],
    ["tokenizer.ggml.token_type", i32s(types)],
    ["tokenizer.ggml.unknown_token_id", u32(0)],
    ["tokenizer.ggml.bos_token_id", u32(1)],
    ["tokenizer.ggml.eos_token_id", u32(2)],
    ["tokenizer.ggml.add_bos_token", bool(true)],
    ["tokenizer.ggml.add_eos_token", bool(false)],
  );
  return writeGguf(metadata, tensors);
}
