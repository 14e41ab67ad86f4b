import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itReturns } from "../../test/support/cases";
import { etagFor, negotiateEncoding, noneMatch, sendRepresentations, strongEtag } from "./encoding";

describe("negotiateEncoding", () => {
  itReturns("%j chooses %s", negotiateEncoding, [
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br", "br"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["identity", "identity"],
    ["deflate", "identity"],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["x-gzip", "gzip"],
    ["GZIP", "gzip"],
    ["", "identity"],
    [undefined, "identity"],
    ["gzip;q=0, br;q=0, identity;q=0", null],
    ["*;q=0", null],
    ["br ; q=0.8 , gzip ; q=0.9", "gzip"],
    ["br;q=1.0, gzip;q=1.0", "br"],
    ["br;q=nonsense", "br"],
  ]);

  it("chooses among the codings at hand only", () => {
    expect(negotiateEncoding("br, gzip", ["gzip", "identity"])).toBe("gzip");
    expect(negotiateEncoding("br", ["gzip", "identity"])).toBe("identity");
    expect(negotiateEncoding("br, identity;q=0", ["gzip", "identity"])).toBe(null);
  });
});

describe("ETags", () => {
  it("are strong, quoted, and differ per coding and per content", () => {
    const etag = strongEtag("page");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(strongEtag("page")).toBe(etag);
    expect(strongEtag("page!")).not.toBe(etag);
    expect(new Set([etagFor(etag, "identity"), etagFor(etag, "gzip"), etagFor(etag, "br")]).size).toBe(3);
    expect(etagFor(etag, "br")).toMatch(/^"[^"]+-br"$/);
  });

  it("If-None-Match matches by value, in a list, weakly, or with *", () => {
    expect(noneMatch('"a"', '"a"')).toBe(true);
    expect(noneMatch('"b", "a"', '"a"')).toBe(true);
    expect(noneMatch('W/"a"', '"a"')).toBe(true);
    expect(noneMatch("*", '"a"')).toBe(true);
    expect(noneMatch('"b"', '"a"')).toBe(false);
    expect(noneMatch(undefined, '"a"')).toBe(false);
  });
});

describe("sendRepresentations", () => {
  const text = Buffer.from(`<!DOCTYPE html><p>${"Fáilte ".repeat(200)}</p>`);
  const body = {
    identity: text,
    br: brotliCompressSync(text),
    gzip: gzipSync(text),
    etag: strongEtag(text),
    type: "text/html; charset=utf-8",
  };
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    const app = express();
    app.use((req, res) => sendRepresentations(req, res, body));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A raw request: fetch would decompress and hide what was sent. */
  const send = (method: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, method, path: "/", headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", reject);
      req.end();
    });

  it("sends brotli to a browser, gzip to a gzip-only client, identity to the rest", async () => {
    const br = await send("GET", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(body.br.length);
    expect(brotliDecompressSync(br.body).equals(text)).toBe(true);

    const gz = await send("GET", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(text)).toBe(true);

    const plain = await send("GET", { "Accept-Encoding": "br;q=0, gzip;q=0" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body.equals(text)).toBe(true);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it("answers If-None-Match with 304 and no body, for the representation it names", async () => {
    const first = await send("GET", { "Accept-Encoding": "br" });
    const again = await send("GET", { "Accept-Encoding": "br", "If-None-Match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.vary).toBe("Accept-Encoding");
    const otherCoding = await send("GET", { "Accept-Encoding": "gzip", "If-None-Match": String(first.headers.etag) });
    expect(otherCoding.status).toBe(200);
    expect(otherCoding.headers["content-encoding"]).toBe("gzip");
  });

  it("answers HEAD with the GET's headers and no body", async () => {
    const get = await send("GET", { "Accept-Encoding": "gzip" });
    const head = await send("HEAD", { "Accept-Encoding": "gzip" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ["content-type", "content-length", "content-encoding", "etag", "vary"]) {
      expect(head.headers[name]).toBe(get.headers[name]);
    }
  });
});
