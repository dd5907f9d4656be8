import { dirname, resolve } from "node:path";
import { concurrencyForSlots, FALLBACK_CONCURRENCY, ollamaSlotsFromEnv } from "../core/config/concurrency.js";
import { isHeaderName, isSendableHeaderValue, trimHeaderValue } from "../core/config/header-values.js";
import {
  type CaptureMode,
  type OllamaConfig,
  OPENAI_RESERVED_FIELDS,
  type OpenAIConfig,
  type RunConfig,
} from "../core/config/run-config.js";
import { type Diagnostic, InputError, quoted } from "../core/diagnostics.js";
import { setOwn } from "../core/json/set-own.js";
import { toPlain } from "../core/json/stringify.js";
import { isJsonObject, type Json, type JsonObject } from "../core/json/value.js";
import { headerCredential, isSecretHeader, isSecretKey, REDACTED, redactSecrets } from "../core/redact.js";
import { knownSecrets } from "../core/safety/secret-values.js";
import { urlCredentialSecrets } from "../core/safety/url-credentials.js";
import { compileSchema, SchemaError } from "../core/schema/validator.js";
import { outsideRoot, repositoryRoot } from "./confine.js";
import { fileKind, isFile, isFolder } from "./file-stat.js";
import type { Path, PathSegment } from "./position.js";
import { schemaDiagnostics } from "./schema-diagnostics.js";
import { schemaKeywordTypos } from "./schema-keyword-typos.js";
import { productValidator } from "./schemas/compiled.js";
import { seedProblem } from "./seed-range.js";
import { formatPath, placed, reportedByParse, withNote } from "./source-file.js";
import { type ParsedUserFile, readDocument } from "./user-file.js";

export const DEFAULT_OLLAMA_PORT = 11434;
export const DEFAULT_TIMEOUT_S = 120;
export const DEFAULT_RETRIES = 2;

/**
 * Loads a run configuration: `${NAME}` expanded from `env`, validated, defaults applied, paths
 * resolved against the file. Throws InputError listing every problem.
 */
export async function loadConfig(
  file: string,
  env: NodeJS.ProcessEnv,
  document?: ParsedUserFile,
): Promise<RunConfig> {
  const absolute = resolve(file);
  const read = await readDocument(file, absolute, "a mapping with 'id' and 'provider'", document);
  if (!read.ok) throw new InputError(read.diagnostics);
  const source = read.source;

  const diagnostics: Diagnostic[] = [...read.diagnostics];
  const report = (path: Path, message: string, key = false) =>
    diagnostics.push({
      file,
      ...(key ? source.keyAt(path) : source.at(path)),
      field: formatPath(path),
      message: withNote(message, source.aliasNote?.(path, key)),
    });
  // Values a secret-named variable or a header took from the environment, and literal values of
  // credential-like keys and headers, are masked wherever they end up in what is written
  // (`X-Auth: ${TOKEN}`, `?key=${API_KEY}`, `X-Proxy-Sig: prx-sig-4411`). A plain header's literal
  // (`X-Team: support`) is configuration, not a secret: masking it would garble model outputs.
  const secrets = new Set<string>();
  const config = expandEnv(source.value as JsonObject, env, [], report, secrets) as JsonObject;
  checkHeaderValues(config, report, secrets);
  for (const secret of secrets) knownSecrets.add(secret);

  const validate = productValidator("config");
  if (!validate(toPlain(config))) {
    diagnostics.push(
      ...schemaDiagnostics(file, validate.errors ?? [], config, {
        place: (path, key) => placed(source, path, key),
        reported: (path) => reportedByParse(source, path),
        written: (path) => source.scalarText?.(path),
      }),
    );
  }
  if (isJsonObject(config.format)) {
    try {
      compileSchema(config.format);
      for (const typo of schemaKeywordTypos(config.format)) report(["format", ...typo.path], typo.message);
    } catch (error) {
      if (!(error instanceof SchemaError)) throw error;
      report(["format"], error.message);
    }
  }
  const folder = dirname(absolute);
  // Every path the config names must stay inside the repository; its root is looked up once.
  let root: Promise<string> | undefined;
  const outsideRepository = async (path: string) => {
    root ??= repositoryRoot(folder, process.cwd());
    return outsideRoot(path, await root);
  };
  if (config.provider === "replay" && typeof config.outputs === "string" && config.outputs !== "") {
    const outputs = resolve(folder, config.outputs);
    const outside = await outsideRepository(outputs);
    if (outside !== null) report(["outputs"], `recorded outputs ${quoted(config.outputs)} ${outside}`);
    // A folder holds result files, matched to each suite by name.
    else if (!(await isFile(outputs)) && !(await isFolder(outputs)))
      report(["outputs"], `recorded outputs not found: ${config.outputs}`);
  }
  // The response cache is written and read back as model answers: confined like every path a
  // config names (a pull request's config must not write outside the checkout, or plant answers).
  if (typeof config.cache === "string" && config.cache !== "") {
    const outside = await outsideRepository(resolve(folder, config.cache));
    if (outside !== null) report(["cache"], `response cache ${quoted(config.cache)} ${outside}`);
    else if ((await fileKind(resolve(folder, config.cache))) === "file")
      report(["cache"], `response cache ${quoted(config.cache)} is a file, not a folder`);
  }
  let baseUrl = "";
  if (config.provider === "ollama") {
    const written = typeof config.base_url === "string" ? config.base_url : undefined;
    const host = normalizeHost(written ?? env.OLLAMA_HOST);
    if (host.ok) baseUrl = host.url;
    else if (written !== undefined) report(["base_url"], host.error);
    else
      diagnostics.push({
        file,
        line: 0,
        column: 0,
        field: "base_url",
        message: `$OLLAMA_HOST: ${host.error}`,
      });
  }
  const seed = isJsonObject(config.options) ? seedProblem(config.options.seed) : undefined;
  if (seed !== undefined) report(["options", "seed"], seed);
  if (config.provider === "openai" && isJsonObject(config.options)) {
    for (const key of Object.keys(config.options)) {
      if (OPENAI_RESERVED_FIELDS.has(key))
        report(["options", key], `is set by ModelGate itself (from the case and config)`);
    }
  }
  if (config.provider === "openai" && typeof config.base_url === "string") {
    const root = normalizeApiRoot(config.base_url);
    if (root.ok) baseUrl = root.url;
    else report(["base_url"], root.error);
  }
  // A password in the URL (`http://user:pw@host`, from the file, $OLLAMA_HOST or the Action's
  // `ollama-url`) reaches the server as written, decoded, and inside the Basic token built from
  // it: a server echoing its request must find every form masked.
  const writtenUrl = typeof config.base_url === "string" ? config.base_url : env.OLLAMA_HOST;
  if (baseUrl !== "") {
    const asWritten = /^[a-z][a-z0-9+.-]*:\/\//i.test(writtenUrl ?? "") ? writtenUrl : `http://${writtenUrl}`;
    for (const secret of [...urlCredentialSecrets(baseUrl), ...urlCredentialSecrets(asWritten ?? "")]) {
      if (secret.length < 4) continue; // too short to mask without masking ordinary text
      secrets.add(secret);
      knownSecrets.add(secret);
    }
  }
  if (diagnostics.length > 0)
    throw new InputError(
      diagnostics.map(withoutSecretValue).sort((a, b) => a.line - b.line || a.column - b.column),
    );
  return build(config, file, folder, baseUrl, secrets, env);
}

const BAD_VALUE =
  "is not a valid HTTP header value: it holds a line break or another control character (once variables are filled in); check the variable's value";

/**
 * Header values (and `api_key`, sent as one) after `${NAME}` is filled in: edge whitespace (a
 * CI secret's trailing newline) trimmed, as fetch would; what stays invalid is refused here, at
 * its field, rather than failing every call later. The value is never quoted.
 */
function checkHeaderValues(
  config: JsonObject,
  report: (path: Path, message: string, key?: boolean) => void,
  secrets: Set<string>,
): void {
  const trim = (value: string): string => {
    const trimmed = trimHeaderValue(value);
    // A server echoes what it received: the trimmed form is what must be masked.
    if (trimmed !== value && secrets.has(value) && trimmed.length >= 4) secrets.add(trimmed);
    for (const secret of [...secrets]) {
      const inner = trimHeaderValue(secret);
      if (inner !== secret && inner.length >= 4 && value.includes(secret)) secrets.add(inner);
    }
    return trimmed;
  };
  if (isJsonObject(config.headers)) {
    for (const [name, value] of Object.entries(config.headers)) {
      if (!isHeaderName(name))
        report(
          ["headers", name],
          `${quoted(name)} is not a valid HTTP header name (letters, digits and !#$%&'*+-.^_\`|~ only)`,
          true,
        );
      if (typeof value !== "string") continue;
      const trimmed = trim(value);
      setOwn(config.headers, name, trimmed);
      if (!isSendableHeaderValue(trimmed)) report(["headers", name], BAD_VALUE);
    }
  }
  if (config.provider === "openai" && typeof config.api_key === "string") {
    const trimmed = trim(config.api_key);
    config.api_key = trimmed;
    if (!isSendableHeaderValue(trimmed)) report(["api_key"], BAD_VALUE);
  }
}

/** stderr is a CI log: a problem with a secret field never repeats the value written there. */
function withoutSecretValue(d: Diagnostic): Diagnostic {
  const secret = (d.field ?? "")
    .split(/[.[\]]/)
    .some((key) => key !== "" && (isSecretKey(key) || /^headers$/i.test(key)));
  if (!secret) return d;
  return {
    ...d,
    // The quoted value goes; an alias note after it stays.
    message: d.message.replace(/; quote it to keep it as text: "[^"]*"/, "; quote it to keep it as text"),
  };
}

function build(
  c: JsonObject,
  file: string,
  folder: string,
  baseUrl: string,
  secrets: ReadonlySet<string>,
  env: NodeJS.ProcessEnv,
): RunConfig {
  const common = {
    id: c.id as string,
    file,
    capture: (c.capture_output ?? "full") as CaptureMode,
    concurrency: typeof c.concurrency === "number" ? c.concurrency : FALLBACK_CONCURRENCY,
    redacted: maskValues(redactSecrets(c), secrets) as JsonObject,
  };
  // Known before any call only for Ollama, from the variable its server reads.
  const slots = c.provider === "ollama" ? ollamaSlotsFromEnv(env.OLLAMA_NUM_PARALLEL) : undefined;
  if (slots !== undefined) {
    Object.assign(common, { serverSlots: slots });
    if (c.concurrency === undefined) common.concurrency = concurrencyForSlots(slots.slots);
  }
  if (c.concurrency === "auto") Object.assign(common, { autoConcurrency: true });
  if (typeof c.cache === "string") {
    const cache: RunConfig["cache"] = { dir: resolve(folder, c.cache) };
    if (typeof c.cache_max_mb === "number") cache.maxBytes = Math.round(c.cache_max_mb * 1024 * 1024);
    Object.assign(common, { cache });
  }
  if (c.provider === "replay")
    return { ...common, provider: "replay", outputs: resolve(folder, c.outputs as string) };
  if (c.provider === "openai") return buildOpenAI(c, common, baseUrl);
  const config: OllamaConfig = {
    ...common,
    provider: "ollama",
    model: c.model as string,
    baseUrl,
    endpoint: c.endpoint === "generate" ? "generate" : "chat",
    options: isJsonObject(c.options) ? c.options : {},
    timeoutMs: (typeof c.timeout_s === "number" ? c.timeout_s : DEFAULT_TIMEOUT_S) * 1000,
    retries: typeof c.retries === "number" ? c.retries : DEFAULT_RETRIES,
    pull: c.pull !== false,
    headers: isJsonObject(c.headers) ? (c.headers as Record<string, string>) : {},
  };
  if (typeof c.ready_timeout_s === "number") config.readyTimeoutMs = c.ready_timeout_s * 1000;
  if (typeof c.system === "string") config.system = c.system;
  if (c.format === "json" || isJsonObject(c.format)) config.format = c.format;
  if (typeof c.embedding_model === "string") config.embeddingModel = c.embedding_model;
  if (typeof c.keep_alive === "string" || typeof c.keep_alive === "number") config.keepAlive = c.keep_alive;
  if (typeof c.think === "boolean" || c.think === "low" || c.think === "medium" || c.think === "high") {
    config.think = c.think;
  }
  return config;
}

function buildOpenAI(
  c: JsonObject,
  common: Pick<OpenAIConfig, "id" | "file" | "capture" | "concurrency" | "redacted">,
  baseUrl: string,
): OpenAIConfig {
  const config: OpenAIConfig = {
    ...common,
    provider: "openai",
    model: c.model as string,
    baseUrl,
    options: isJsonObject(c.options) ? c.options : {},
    timeoutMs: (typeof c.timeout_s === "number" ? c.timeout_s : DEFAULT_TIMEOUT_S) * 1000,
    retries: typeof c.retries === "number" ? c.retries : DEFAULT_RETRIES,
    headers: isJsonObject(c.headers) ? (c.headers as Record<string, string>) : {},
  };
  if (typeof c.api_key === "string" && c.api_key !== "") config.apiKey = c.api_key;
  if (typeof c.ready_timeout_s === "number") config.readyTimeoutMs = c.ready_timeout_s * 1000;
  if (typeof c.system === "string") config.system = c.system;
  if (c.format === "json" || isJsonObject(c.format)) config.format = c.format;
  if (typeof c.embedding_model === "string") config.embeddingModel = c.embedding_model;
  return config;
}

const REFERENCE = /\$(\$?)\{([^}]*)\}/g;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Where expanded values that must never be written are collected. */
export interface SecretSink {
  add(value: string): void;
}

/**
 * `${NAME}` in every string value → the variable's value (set but empty counts as set);
 * `$${NAME}` → a literal `${NAME}`. An unset variable is reported with the field that uses it.
 * What goes to `secrets` (a server can echo it back in any string): every value substituted into
 * a secret-looking key or `headers`, or taken from a secret-named variable; every literal value
 * under a secret-looking key or credential-like header name; the credential of a
 * `Bearer`/`Basic`/`Token` header value.
 */
export function expandEnv(
  value: Json,
  env: NodeJS.ProcessEnv,
  path: PathSegment[],
  report: (path: Path, message: string) => void,
  secrets?: SecretSink,
): Json {
  if (typeof value === "string") {
    const secretPlace = path.some((p) => typeof p === "string" && (isSecretKey(p) || /^headers$/i.test(p)));
    const expanded = value.replace(REFERENCE, (whole, escaped: string, name: string) => {
      if (escaped === "$") return whole.slice(1);
      if (!NAME.test(name)) {
        report(
          path,
          `'${whole}' is not a variable reference: use \${NAME} (letters, digits, _), or $\${...} for a literal`,
        );
        return whole;
      }
      const found = env[name];
      if (found === undefined) {
        report(path, `environment variable '${name}' is not set`);
        return whole;
      }
      if (found.trim() !== "" && (secretPlace || isSecretKey(name))) secrets?.add(found);
      return found;
    });
    const key = path.at(-1);
    const parent = path.at(-2);
    const isHeader = typeof parent === "string" && /^headers$/i.test(parent);
    if (typeof key === "string" && (isHeader ? isSecretHeader(key) : isSecretKey(key)))
      secrets?.add(expanded);
    const credential = headerCredential(expanded);
    if (secretPlace && credential !== undefined && credential !== REDACTED) secrets?.add(credential);
    return expanded;
  }
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value))
    return value.map((item, i) => expandEnv(item, env, [...path, i], report, secrets));
  const out: JsonObject = {};
  for (const [key, member] of Object.entries(value)) {
    setOwn(out, key, expandEnv(member, env, [...path, key], report, secrets));
  }
  return out;
}

/** Every occurrence of a secret value in any string of `value` → `<redacted>`. */
function maskValues(value: Json, secrets: ReadonlySet<string>): Json {
  if (secrets.size === 0) return value;
  // Longest first, so a secret that contains another is masked whole.
  const list = [...secrets].sort((a, b) => b.length - a.length);
  const mask = (v: Json): Json => {
    if (typeof v === "string") return list.reduce((text, secret) => text.split(secret).join(REDACTED), v);
    if (v === null || typeof v !== "object") return v;
    if (Array.isArray(v)) return v.map(mask);
    const out: JsonObject = {};
    for (const [key, member] of Object.entries(v)) {
      Object.defineProperty(out, key, {
        value: mask(member),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  };
  return mask(value);
}

export type HostResult = { ok: true; url: string } | { ok: false; error: string };

/**
 * An Ollama address as users write it (`OLLAMA_HOST` style) → a base URL. No scheme: `http://`
 * and, without a port, 11434 (`gpu-box` → `http://gpu-box:11434`, `:8080` → localhost). With a
 * scheme the URL stands as written. Unset or empty: http://localhost:11434. No trailing slash.
 */
export function normalizeHost(raw: string | undefined): HostResult {
  const text = (raw ?? "").trim();
  if (text === "") return { ok: true, url: `http://localhost:${DEFAULT_OLLAMA_PORT}` };
  const explicit = /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  const candidate = explicit ? text : `http://${text.startsWith(":") ? `localhost${text}` : text}`;
  const base = httpBaseUrl(candidate, text, " or host", "/api/...");
  if (!base.ok) return base;
  const url = base.url;
  if (!explicit && url.port === "") url.port = String(DEFAULT_OLLAMA_PORT);
  return { ok: true, url: url.toString().replace(/\/+$/, "") };
}

/**
 * An OpenAI-compatible API root as written (`http://localhost:8080/v1`): a full http(s) URL, no
 * query or fragment (`/chat/completions` is appended to it), no trailing slash.
 */
export function normalizeApiRoot(raw: string): HostResult {
  const text = raw.trim();
  const hint = " (write it in full, e.g. http://localhost:8080/v1)";
  const base = httpBaseUrl(text, text, hint, "/chat/completions");
  return base.ok ? { ok: true, url: base.url.toString().replace(/\/+$/, "") } : base;
}

/** A URL as written, with any `user:password@` before its host left out. */
function withoutUserInfo(text: string): string {
  return text.replace(
    /^((?:[a-z][a-z\d+.-]*:)?\/\/)?[^/?#@\s]*@/i,
    (_, scheme: string | undefined) => scheme ?? "",
  );
}

/**
 * `candidate` as the http(s) base URL of an API whose paths (`appended`) are added to it, or why
 * it cannot be one. `written` is the text as the user wrote it, for the messages.
 */
function httpBaseUrl(
  candidate: string,
  asWritten: string,
  invalidHint: string,
  appended: string,
): { ok: true; url: URL } | { ok: false; error: string } {
  // A message never repeats a password written in the URL (`ftp://bob:pw@host` as `ftp://host`).
  const written = withoutUserInfo(asWritten);
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, error: `'${written}' is not a valid URL${invalidHint}` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { ok: false, error: `'${written}' must use http:// or https://` };
  }
  // A query or fragment would end up before the appended API paths.
  if (url.search !== "" || url.hash !== "") {
    return {
      ok: false,
      error: `must not have a query (?...) or fragment (#...): ${appended} is appended to it`,
    };
  }
  return { ok: true, url };
}
