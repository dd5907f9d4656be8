// A minimal GGUF (version 3) writer: key/values, tensor infos, aligned tensor data. Only what the
// tiny test models need: scalar, string and array values; F32, F16 and Q8_0 tensors.
// Format: https://github.com/ggml-org/ggml/blob/master/docs/gguf.md

export const GGML_TYPE = { F32: 0, F16: 1, Q8_0: 8 };

const VALUE = { UINT32: 4, INT32: 5, FLOAT32: 6, BOOL: 7, STRING: 8, ARRAY: 9 };
const ALIGNMENT = 32;

/** A typed GGUF value: the writer never guesses between int and float. */
export const u32 = (value) => ({ type: VALUE.UINT32, value });
export const i32 = (value) => ({ type: VALUE.INT32, value });
export const f32 = (value) => ({ type: VALUE.FLOAT32, value });
export const bool = (value) => ({ type: VALUE.BOOL, value });
export const str = (value) => ({ type: VALUE.STRING, value });
export const strings = (values) => ({ type: VALUE.ARRAY, elem: VALUE.STRING, value: values });
export const f32s = (values) => ({ type: VALUE.ARRAY, elem: VALUE.FLOAT32, value: values });
export const i32s = (values) => ({ type: VALUE.ARRAY, elem: VALUE.INT32, value: values });

/** Grows as bytes are appended; little-endian throughout, as GGUF requires. */
class Bytes {
  constructor() {
    this.buffer = Buffer.alloc(1 << 16);
    this.length = 0;
  }
  reserve(n) {
    if (this.length + n <= this.buffer.length) return;
    let size = this.buffer.length;
    while (size < this.length + n) size *= 2;
    const next = Buffer.alloc(size);
    this.buffer.copy(next, 0, 0, this.length);
    this.buffer = next;
  }
  u32(v) {
    this.reserve(4);
    this.buffer.writeUInt32LE(v, this.length);
    this.length += 4;
  }
  i32(v) {
    this.reserve(4);
    this.buffer.writeInt32LE(v, this.length);
    this.length += 4;
  }
  u64(v) {
    this.reserve(8);
    this.buffer.writeBigUInt64LE(BigInt(v), this.length);
    this.length += 8;
  }
  f32(v) {
    this.reserve(4);
    this.buffer.writeFloatLE(v, this.length);
    this.length += 4;
  }
  u8(v) {
    this.reserve(1);
    this.buffer.writeUInt8(v, this.length);
    this.length += 1;
  }
  string(s) {
    const bytes = Buffer.from(s, "utf8");
    this.u64(bytes.length);
    this.raw(bytes);
  }
  raw(bytes) {
    this.reserve(bytes.length);
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).copy(this.buffer, this.length);
    this.length += bytes.byteLength;
  }
  pad() {
    const n = (ALIGNMENT - (this.length % ALIGNMENT)) % ALIGNMENT;
    this.reserve(n);
    this.buffer.fill(0, this.length, this.length + n);
    this.length += n;
  }
  result() {
    return this.buffer.subarray(0, this.length);
  }
}

function writeScalar(out, type, value) {
  switch (type) {
    case VALUE.UINT32:
      return out.u32(value);
    case VALUE.INT32:
      return out.i32(value);
    case VALUE.FLOAT32:
      return out.f32(value);
    case VALUE.BOOL:
      return out.u8(value ? 1 : 0);
    case VALUE.STRING:
      return out.string(value);
    default:
      throw new Error(`unsupported GGUF value type ${type}`);
  }
}

/**
 * The whole file as one Buffer.
 * @param {Array<[string, {type: number, value: unknown, elem?: number}]>} metadata in write order
 * @param {Array<{name: string, dims: number[], type: number, data: Uint8Array}>} tensors dims innermost first
 */
export function writeGguf(metadata, tensors) {
  const out = new Bytes();
  out.raw(Buffer.from("GGUF", "latin1"));
  out.u32(3);
  out.u64(tensors.length);
  out.u64(metadata.length);
  for (const [key, v] of metadata) {
    out.string(key);
    out.u32(v.type);
    if (v.type === VALUE.ARRAY) {
      out.u32(v.elem);
      out.u64(v.value.length);
      for (const item of v.value) writeScalar(out, v.elem, item);
    } else {
      writeScalar(out, v.type, v.value);
    }
  }
  let offset = 0;
  for (const t of tensors) {
    out.string(t.name);
    out.u32(t.dims.length);
    for (const d of t.dims) out.u64(d);
    out.u32(t.type);
    out.u64(offset);
    offset += t.data.byteLength;
    offset += (ALIGNMENT - (offset % ALIGNMENT)) % ALIGNMENT;
  }
  out.pad();
  for (const t of tensors) {
    out.raw(t.data);
    out.pad();
  }
  return out.result();
}

/** IEEE 754 binary16 bits of a float32, rounded to nearest even (as ggml's fp32 → fp16). */
export function toHalf(value) {
  const f = new Float32Array([value]);
  const x = new Uint32Array(f.buffer)[0];
  const sign = (x >>> 16) & 0x8000;
  const exp = (x >>> 23) & 0xff;
  let mant = x & 0x7fffff;
  if (exp === 0xff) return sign | 0x7c00 | (mant ? 0x200 : 0);
  const e = exp - 127 + 15;
  if (e >= 0x1f) return sign | 0x7c00;
  if (e <= 0) {
    if (e < -10) return sign;
    mant |= 0x800000;
    const shift = 14 - e;
    let half = mant >>> shift;
    const rest = mant & ((1 << shift) - 1);
    const mid = 1 << (shift - 1);
    if (rest > mid || (rest === mid && half & 1)) half++;
    return sign | half;
  }
  let half = (e << 10) | (mant >>> 13);
  const rest = mant & 0x1fff;
  // A carry out of the mantissa bumps the exponent, up to infinity: still correct.
  if (rest > 0x1000 || (rest === 0x1000 && half & 1)) half++;
  return sign | half;
}

export function encodeF32(values) {
  return new Uint8Array(Float32Array.from(values).buffer);
}

export function encodeF16(values) {
  const out = new Uint16Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = toHalf(values[i]);
  return new Uint8Array(out.buffer);
}

/** C's roundf: halves away from zero (Math.round rounds -2.5 to -2). */
const roundf = (x) => (x < 0 ? -Math.floor(-x + 0.5) : Math.floor(x + 0.5));

/** Q8_0 as ggml's reference quantizer: blocks of 32, an fp16 scale amax/127, int8 values. */
export function encodeQ8_0(values) {
  if (values.length % 32 !== 0) throw new Error("Q8_0 needs a multiple of 32 values");
  const blocks = values.length / 32;
  const out = Buffer.alloc(blocks * 34);
  for (let b = 0; b < blocks; b++) {
    let amax = 0;
    for (let i = 0; i < 32; i++) amax = Math.max(amax, Math.abs(values[b * 32 + i]));
    const d = Math.fround(amax / 127);
    const id = d !== 0 ? Math.fround(1 / d) : 0;
    out.writeUInt16LE(toHalf(d), b * 34);
    for (let i = 0; i < 32; i++) out.writeInt8(roundf(Math.fround(values[b * 32 + i] * id)), b * 34 + 2 + i);
  }
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}
