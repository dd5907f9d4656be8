import { describe, expect, it } from "vitest";
import { urlCredentialSecrets, urlCredentials } from "../../../../src/core/safety/url-credentials.js";

const basic = (pair: string) => Buffer.from(pair).toString("base64");

describe("credentials in a URL", () => {
  it("gives the password as written, as the parser encodes it, decoded, and the Basic token", () => {
    expect(new Set(urlCredentialSecrets("http://alice:p%40ss w!@127.0.0.1:1/x"))).toEqual(
      new Set([
        basic("alice:p@ss w!"),
        "p@ss w!",
        "p%40ss w!",
        "p%40ss%20w!",
        "p%40ss%20w!".replace("!", "!"),
      ]),
    );
  });

  it("takes the user part itself as the credential when there is no password (https://TOKEN@host)", () => {
    expect(urlCredentialSecrets("https://ghp_abcdef123456@gateway.example.com")).toEqual([
      basic("ghp_abcdef123456:"),
      "ghp_abcdef123456",
    ]);
  });

  it("builds the Basic token as Buffer does, UTF-8 included, and none for a URL without credentials", () => {
    expect(urlCredentials("http://j%C3%B6rg:%E2%82%AC@h")?.basic).toBe(basic("jörg:€"));
    expect(urlCredentials("http://h:11434")).toBeUndefined();
    expect(urlCredentialSecrets("not a url")).toEqual([]);
  });
});
