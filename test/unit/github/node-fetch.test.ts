import dns from "node:dns";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { deflateRawSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNodeFetch, nodeFetch } from "../../../src/github/node-fetch.js";

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

/** A server on 127.0.0.1 that records each request and answers with `answer`. */
async function server(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: Seen[] = [];
  const s: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      seen.push({
        method: req.method ?? "",
        path: req.url ?? "",
        authorization: req.headers.authorization,
        contentType: req.headers["content-type"],
        body: Buffer.concat(chunks).toString("utf8"),
      });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => s.close(() => resolve())) };
}

let api: Awaited<ReturnType<typeof server>>;
let other: Awaited<ReturnType<typeof server>>;

beforeAll(async () => {
  other = await server((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end('{"where":"other"}');
  });
  api = await server((req, res) => {
    const path = req.url ?? "";
    if (path === "/json") {
      res.writeHead(201, [
        ["Content-Type", "application/json; charset=utf-8"],
        ["Link", '<http://x/?page=2>; rel="next"'],
        ["X-Many", "a"],
        ["X-Many", "b"],
      ]);
      res.end(JSON.stringify({ ok: true, method: req.method }));
    } else if (path === "/gzip") {
      res.writeHead(200, { "content-type": "text/plain", "content-encoding": "gzip" });
      res.end(gzipSync("unzipped"));
    } else if (path === "/to-other") {
      res.writeHead(302, { location: `${other.url}/landed` });
      res.end();
    } else if (path === "/see-other") {
      res.writeHead(303, { location: "/json" });
      res.end();
    } else if (path === "/temporary") {
      res.writeHead(307, { location: "/json" });
      res.end();
    } else if (path === "/gzip-empty") {
      res.writeHead(204, { "content-encoding": "gzip" });
      res.end();
    } else if (path === "/gzip-head") {
      res.writeHead(200, { "content-type": "text/plain", "content-encoding": "gzip" });
      res.end(req.method === "HEAD" ? undefined : gzipSync("unzipped"));
    } else if (path === "/raw-deflate") {
      res.writeHead(200, { "content-type": "text/plain", "content-encoding": "deflate" });
      res.end(deflateRawSync("raw"));
    } else if (path === "/silent") {
      // Never answers.
    } else {
      res.writeHead(404, { "content-type": "application/json" });
      res.end('{"message":"Not Found"}');
    }
  });
});
afterAll(async () => {
  await api.close();
  await other.close();
});

describe("nodeFetch: what Octokit reads of fetch, over node:http", () => {
  it("sends method, headers and body; answers status, url, headers (repeated ones joined) and text", async () => {
    const res = await nodeFetch(`${api.url}/json`, {
      method: "POST",
      headers: { authorization: "token t", "content-type": "application/json" },
      body: '{"a":1}',
    });
    expect(res.status).toBe(201);
    expect(res.url).toBe(`${api.url}/json`);
    expect(res.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("x-missing")).toBeNull();
    const all = Object.fromEntries(res.headers);
    expect(all.link).toBe('<http://x/?page=2>; rel="next"');
    expect(all["x-many"]).toBe("a, b");
    expect(JSON.parse(await res.text())).toEqual({ ok: true, method: "POST" });
    expect(api.seen.at(-1)).toMatchObject({ method: "POST", authorization: "token t", body: '{"a":1}' });
  });

  it("undoes a content-encoding; arrayBuffer() holds the bytes", async () => {
    const res = await nodeFetch(`${api.url}/gzip`);
    expect(await res.text()).toBe("unzipped");
    expect(Buffer.from(await res.arrayBuffer()).toString("utf8")).toBe("unzipped");
  });

  it("follows a redirect to another origin without the token", async () => {
    const res = await nodeFetch(`${api.url}/to-other`, { headers: { authorization: "token secret" } });
    expect(res.status).toBe(200);
    expect(res.url).toBe(`${other.url}/landed`);
    expect(other.seen.at(-1)).toMatchObject({ path: "/landed", authorization: undefined });
  });

  it("a 307 keeps method, body and token; a 303 turns a POST into a GET without its body", async () => {
    const init = {
      method: "POST",
      headers: { authorization: "token t", "content-type": "application/json" },
      body: "{}",
    };
    await nodeFetch(`${api.url}/temporary`, init);
    expect(api.seen.at(-1)).toMatchObject({
      method: "POST",
      path: "/json",
      body: "{}",
      authorization: "token t",
    });
    await nodeFetch(`${api.url}/see-other`, init);
    expect(api.seen.at(-1)).toMatchObject({
      method: "GET",
      path: "/json",
      body: "",
      contentType: undefined,
      authorization: "token t",
    });
  });

  it("`redirect: manual` answers the redirect itself", async () => {
    const res = await nodeFetch(`${api.url}/to-other`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${other.url}/landed`);
  });

  it("a network failure is fetch's TypeError, its cause the socket's error", async () => {
    const closed = await server(() => {});
    await closed.close();
    const failure = await nodeFetch(`${closed.url}/json`).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as TypeError).cause).toMatchObject({ code: "ECONNREFUSED" });
  });

  it("a server that sends nothing fails the request after the silence bound, naming it", async () => {
    const failure = await createNodeFetch(50)(`${api.url}/silent`).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TypeError);
    expect(String((failure as TypeError).cause)).toMatch(
      /GET http:\/\/127\.0\.0\.1:\d+\/silent: nothing received for 0\.05 s/,
    );
  });

  it("an empty body is not decoded (204, HEAD), and deflate may be raw, as fetch has them", async () => {
    const empty = await nodeFetch(`${api.url}/gzip-empty`, { method: "DELETE" });
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe("");
    const head = await nodeFetch(`${api.url}/gzip-head`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(await (await nodeFetch(`${api.url}/raw-deflate`)).text()).toBe("raw");
  });

  // The silence bound is counted from the start: a lookup or connect that hangs fails the
  // request too, and one slower than an idle socket's keep-alive time (4 s) does not.
  describe("with a slow name lookup", () => {
    const lookup = dns.lookup;
    const slow = (ms: number) => {
      (dns as { lookup: unknown }).lookup = (_host: string, options: unknown, callback: unknown) => {
        const done = (typeof options === "function" ? options : callback) as (...a: unknown[]) => void;
        const all = typeof options === "object" && (options as { all?: boolean } | null)?.all === true;
        setTimeout(
          () => (all ? done(null, [{ address: "127.0.0.1", family: 4 }]) : done(null, "127.0.0.1", 4)),
          ms,
        );
      };
    };
    const named = () => api.url.replace("127.0.0.1", "slow-lookup.test");
    afterAll(() => {
      (dns as { lookup: unknown }).lookup = lookup;
    });

    it("a lookup that outlasts the silence bound fails the request", async () => {
      slow(400);
      const failure = await createNodeFetch(100)(`${named()}/json`).catch((e: unknown) => e);
      expect(String((failure as TypeError).cause)).toMatch(/nothing received for 0\.1 s/);
    });

    it("a lookup slower than the idle keep-alive time still gets its answer", async () => {
      slow(4_300);
      const answer = await createNodeFetch(10_000)(`${named()}/json`);
      expect(answer.status).toBe(201);
    }, 15_000);
  });

  it("an aborted request rejects with the AbortError", async () => {
    const controller = new AbortController();
    const pending = nodeFetch(`${api.url}/silent`, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});
