import type { Json, JsonObject } from "../json/value.js";
import { REDACTED } from "../redact.js";

/** Values this short, or plain numbers and words of JSON, would mask ordinary text. */
const MIN_SECRET_LENGTH = 4;
const TRIVIAL = /^(?:\d+|true|false|null)$/i;

/**
 * The secret values this process has seen: every value the loaders substituted from `${VAR}`
 * into a secret-looking place, and every literal value under a secret-looking key. A server, an
 * MCP tool or a model can echo them back in any string (an error quoting `Authorization: Bearer
 * ...`), so every output boundary masks them, whatever field they turned up in.
 */
export class SecretValues {
  private readonly values = new Set<string>();
  /** Longest first, so a secret that contains another is masked whole; rebuilt on change. */
  private ordered: string[] = [];
  private readonly listeners: Array<(value: string) => void> = [];

  /** Called with every value added from now on, and with those already known (the Action's `core.setSecret`). */
  onAdd(listener: (value: string) => void): void {
    this.listeners.push(listener);
    for (const value of this.values) listener(value);
  }

  add(value: string): void {
    const text = value.trim();
    if (text.length < MIN_SECRET_LENGTH || TRIVIAL.test(text) || text === REDACTED) return;
    const forms = [text, JSON.stringify(text).slice(1, -1)];
    let changed = false;
    for (const form of forms) {
      if (!this.values.has(form)) {
        this.values.add(form);
        changed = true;
        for (const listener of this.listeners) listener(form);
      }
    }
    if (changed) this.ordered = [...this.values].sort((a, b) => b.length - a.length);
  }

  list(): readonly string[] {
    return this.ordered;
  }

  get size(): number {
    return this.values.size;
  }

  /** `text` with every occurrence of every secret value replaced by `<redacted>`. */
  maskText(text: string): string {
    let out = text;
    for (const secret of this.ordered) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
    return out;
  }

  /**
   * `value` with every string (keys included) masked: a copy of what holds a secret, and the
   * very same objects where nothing does (a run's result is not duplicated to find no secret).
   */
  maskJson<T extends Json>(value: T): T {
    if (this.ordered.length === 0) return value;
    return this.mask(value) as T;
  }

  private mask(value: Json): Json {
    if (typeof value === "string") return this.maskText(value);
    if (value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) {
      let out: Json[] | undefined;
      for (let i = 0; i < value.length; i++) {
        const member = value[i] as Json;
        const masked = this.mask(member);
        if (out === undefined && masked !== member) out = value.slice(0, i);
        out?.push(masked);
      }
      return out ?? value;
    }
    const entries = Object.entries(value);
    const masked = entries.map(([key, member]) => [this.maskText(key), this.mask(member)] as const);
    if (masked.every(([key, member], i) => key === entries[i]![0] && member === entries[i]![1])) return value;
    const out: JsonObject = {};
    for (const [key, member] of masked) {
      Object.defineProperty(out, key, {
        value: member,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
}

/**
 * The process's one registry: loaders add to it, every boundary that writes or prints masks
 * with it (CLI streams and files, the Action's log through `core.setSecret`, run results).
 */
export const knownSecrets = new SecretValues();
