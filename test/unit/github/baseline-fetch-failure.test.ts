import { describe, expect, it } from "vitest";
import { BaselineFetchError, describeFetchFailure } from "../../../src/github/baseline-fetch-failure.js";

const httpError = (status: number, message: string, headers: Record<string, string> = {}) =>
  Object.assign(new Error(message), { status, response: { headers } });

describe("describeFetchFailure", () => {
  const step = (error: unknown) => new BaselineFetchError("listing the artifacts of run 5", error);

  it("blames the token only for a 401/403/404 of the REST API", () => {
    expect(
      describeFetchFailure("artifact", step(httpError(403, "Resource not accessible by integration"))),
    ).toBe(
      "artifact: listing the artifacts of run 5 failed (HTTP 403): Resource not accessible by integration; the token needs 'actions: read'",
    );
    expect(describeFetchFailure("artifact", step(httpError(503, "Service Unavailable")))).toBe(
      "artifact: listing the artifacts of run 5 failed (HTTP 503): Service Unavailable",
    );
  });

  it("says a rate limit is one, not a missing permission", () => {
    const limited = httpError(403, "API rate limit exceeded", { "x-ratelimit-remaining": "0" });
    expect(describeFetchFailure("artifact", step(limited))).toBe(
      "artifact: listing the artifacts of run 5 failed (HTTP 403): API rate limit exceeded; GitHub's API rate limit was reached",
    );
  });

  it("reads the status a client wrote in its message", () => {
    const error = new BaselineFetchError(
      "restoring k",
      new Error("Failed request: (503) Service Unavailable"),
    );
    expect(describeFetchFailure("cache", error)).toBe(
      "cache: restoring k failed (HTTP 503): Failed request: (503) Service Unavailable",
    );
  });
});
