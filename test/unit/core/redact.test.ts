import { describe, expect, it } from "vitest";
import { isSecretHeader, isSecretKey, REDACTED, redactSecrets } from "../../../src/core/redact.js";

describe("secret keys", () => {
  it.each([
    "api_key",
    "apikey",
    "API_KEY",
    "apiKey",
    "x-api-key",
    "X-Api-Key",
    "token",
    "OLLAMA_TOKEN",
    "accessToken",
    "refresh_token",
    "password",
    "db.password",
    "passwd",
    "secret",
    "client_secret",
    "clientSecret",
    "Authorization",
    "Proxy-Authorization",
    "private_key",
    "aws_access_key_id",
    "Cookie",
    // Issue 10 point 2: names the first rule missed.
    "pwd",
    "db_pwd",
    "auth",
    "basic_auth",
    "credentials",
    "Set-Cookie",
    "api-key",
    "private_key",
    "privateKey",
    "Ocp-Apim-Subscription-Key",
    "key",
    "hf_token",
    "webhook_secret",
    "signing-key",
  ])("%s is a secret", (key) => {
    expect(isSecretKey(key)).toBe(true);
  });

  it.each([
    "max_tokens",
    "num_predict",
    "model",
    "tokenizer",
    "keep_alive",
    "author",
    "passage",
    "secretary",
    "keys",
    "max_tokens",
    "max_completion_tokens",
    "key_count",
    "monkey",
    "authority",
    "tokens_per_second",
  ])("%s is not a secret", (key) => {
    expect(isSecretKey(key)).toBe(false);
  });
});

describe("credential-like header names", () => {
  it.each([
    "Authorization",
    "Proxy-Authorization",
    "X-Auth-Token",
    "X-Api-Key",
    "x-apikey",
    "Cookie",
    "Set-Cookie",
    "X-Proxy-Sig",
    "X-Signature",
    "X-Session-Id",
    "X-Key-Id",
    "X-Pass",
    "X_Password",
    "passwd",
    "X-Secret",
    "X-Credential",
    "Credentials",
    "Ocp-Apim-Subscription-Key",
  ])("%s is credential-like", (name) => {
    expect(isSecretHeader(name)).toBe(true);
  });

  it.each([
    "Accept",
    "Content-Type",
    "X-Team",
    "User-Agent",
    "Keep-Alive",
    "X-Request-Id",
    "X-Trace",
    "X-Passthrough",
    "X-Signed-By",
    "X-Author",
  ])("%s is not", (name) => {
    expect(isSecretHeader(name)).toBe(false);
  });

  it("keeps the header-only words out of other keys: min_pass and key_count are no secrets", () => {
    expect(isSecretKey("min_pass")).toBe(false);
    expect(isSecretKey("session_id")).toBe(false);
  });
});

describe("redactSecrets", () => {
  it("replaces secret members anywhere in the tree, whatever their value", () => {
    const config = {
      id: "c",
      api_key: "sk-1",
      options: { temperature: 0, max_tokens: 10, nested: [{ password: "p", ok: "v" }] },
      settings: { OLLAMA_TOKEN: { value: "t" }, secret: 42 },
      big: 12345678901234567890n,
    };
    expect(redactSecrets(config)).toEqual({
      id: "c",
      api_key: REDACTED,
      options: { temperature: 0, max_tokens: 10, nested: [{ password: REDACTED, ok: "v" }] },
      settings: { OLLAMA_TOKEN: REDACTED, secret: REDACTED },
      big: 12345678901234567890n,
    });
  });

  it("masks credential headers, a credential in any header, and passwords in URLs, leaving prose alone", () => {
    const value = {
      headers: {
        "X-Upstream": "Bearer abc.def",
        "X-Basic": "Basic dXNlcjpwdw==",
        "X-Proxy-Sig": "prx-sig-4411",
        "X-Team": "support",
        Accept: "application/json",
      },
      base_url: "https://user:hunter2@ollama.example.com:443/api",
      system: "Bearer bonds and the Token ring are topics.",
    };
    expect(redactSecrets(value)).toEqual({
      headers: {
        "X-Upstream": REDACTED,
        "X-Basic": REDACTED,
        "X-Proxy-Sig": REDACTED,
        "X-Team": "support",
        Accept: "application/json",
      },
      base_url: "https://user:<redacted>@ollama.example.com:443/api",
      system: "Bearer bonds and the Token ring are topics.",
    });
  });

  it("does not modify its input and keeps a __proto__ key as data", () => {
    const input = JSON.parse('{"__proto__": {"token": "t"}, "a": 1}');
    const output = redactSecrets(input) as Record<string, unknown>;
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(Object.keys(output)).toEqual(["__proto__", "a"]);
    expect(Object.getOwnPropertyDescriptor(output, "__proto__")?.value).toEqual({ token: REDACTED });
    expect(Object.getOwnPropertyDescriptor(input, "__proto__")?.value).toEqual({ token: "t" });
  });
});
