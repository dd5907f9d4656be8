import { createServer, type Server, type ServerResponse } from "node:http";
import { type AddressInfo, createServer as createTcpServer } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { nodeHttpFetch } from "../../../src/providers/node-http-fetch.js";

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A server on 127.0.0.1 that counts the TCP connections it was opened. */
async function serve(
  handler: (path: string, body: string, res: ServerResponse) => void,
): Promise<{ url: string; connections: () => number }> {
  let connections = 0;
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (d) => {
      body += d;
    });
    req.on("end", () => handler(req.url ?? "/", body, res));
  });
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
  };
}

describe("nodeHttpFetch", () => {
  it("posts the body with its headers, streams the response, and reuses one keep-alive socket", async () => {
    const seen: string[] = [];
    const { url, connections } = await serve((path, body, res) => {
      seen.push(`${path} ${body}`);
      res.writeHead(200, { "content-type": "application/x-ndjson", "x-extra": "1" });
      res.write('{"n":1}\n');
      setTimeout(() => res.end('{"n":2}\n'), 5);
    });
    for (let i = 0; i < 3; i++) {
      const response = await nodeHttpFetch(`${url}/api/chat`, {
        method: "POST",
        body: `{"i":${i}}`,
        headers: { "Content-Type": "application/json" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-extra")).toBe("1");
      expect(await response.text()).toBe('{"n":1}\n{"n":2}\n');
    }
    expect(seen).toEqual(['/api/chat {"i":0}', '/api/chat {"i":1}', '/api/chat {"i":2}']);
    expect(connections()).toBe(1);
  });

  it("aborts a body under way with the signal's reason, closing the connection", async () => {
    let closed = false;
    const { url } = await serve((_path, _body, res) => {
      res.on("close", () => {
        closed = true;
      });
      res.writeHead(200, { "content-type": "application/x-ndjson" });
      res.write('{"n":1}\n');
    });
    const controller = new AbortController();
    const response = await nodeHttpFetch(`${url}/api/chat`, {
      method: "POST",
      body: "{}",
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    const reason = new DOMException("timed out", "TimeoutError");
    controller.abort(reason);
    await expect(reader.read()).rejects.toBe(reason);
    await expect.poll(() => closed).toBe(true);
  });

  it("rejects with the signal's reason before the headers, and makes no request when already aborted", async () => {
    let requests = 0;
    const { url } = await serve(() => {
      requests++;
    });
    const controller = new AbortController();
    const pending = nodeHttpFetch(`${url}/api/tags`, { signal: controller.signal });
    await expect.poll(() => requests).toBe(1);
    controller.abort(new DOMException("cancelled", "AbortError"));
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    await expect(nodeHttpFetch(`${url}/api/tags`, { signal: controller.signal })).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(requests).toBe(1);
  });

  it("fails like fetch: a TypeError whose cause holds the socket's code", async () => {
    const { url } = await serve(() => {});
    const port = new URL(url).port;
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    const error = await nodeHttpFetch(`http://127.0.0.1:${port}/api/version`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe("fetch failed");
    expect(((error as TypeError).cause as { code?: string }).code).toBe("ECONNREFUSED");
  });

  it("follows a redirect and gives a bodiless status no body", async () => {
    const { url } = await serve((path, _body, res) => {
      if (path === "/old") {
        res.writeHead(307, { location: "/new" });
        res.end();
      } else if (path === "/new") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end('{"version":"0.12.6"}');
      } else {
        res.writeHead(204);
        res.end();
      }
    });
    expect(await (await nodeHttpFetch(`${url}/old`)).json()).toEqual({ version: "0.12.6" });
    const empty = await nodeHttpFetch(`${url}/none`);
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
  });

  it("an answer with a status outside 200-599 is a failed fetch, not an exception", async () => {
    // Node's HTTP parser takes any three-digit status; a `Response` refuses one past 599.
    const raw = createTcpServer((socket) => {
      socket.on("data", () => socket.end("HTTP/1.1 999 Weird\r\ncontent-length: 2\r\n\r\nno"));
    });
    await new Promise<void>((resolve) => raw.listen(0, "127.0.0.1", resolve));
    try {
      const port = (raw.address() as AddressInfo).port;
      const error = await nodeHttpFetch(`http://127.0.0.1:${port}/api/chat`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TypeError);
      expect((error as TypeError).message).toBe("fetch failed");
      expect(String((error as TypeError).cause)).toContain("status 999");
    } finally {
      await new Promise<void>((resolve) => raw.close(() => resolve()));
    }
  });

  it("leaves a proxied fetch to fetch (NODE_USE_ENV_PROXY)", async () => {
    const answer = new Response("via fetch");
    const spy = vi.spyOn(globalThis, "fetch").mockResolvedValue(answer);
    vi.stubEnv("NODE_USE_ENV_PROXY", "1");
    try {
      expect(await nodeHttpFetch("http://127.0.0.1:9/api/version")).toBe(answer);
      expect(spy).toHaveBeenCalledWith("http://127.0.0.1:9/api/version", undefined);
    } finally {
      vi.unstubAllEnvs();
      spy.mockRestore();
    }
  });
});
