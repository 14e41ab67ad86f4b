/**
 * A plain HTTP client for the serving tests: unlike fetch, it sends any Host
 * header, never decompresses on its own (so a test sees the bytes the server
 * sent and how they were encoded) and reads HEAD and 304 answers as they are.
 */
import { type IncomingHttpHeaders, request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export type Answer = {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent. */
  raw: Buffer;
  /** The body decoded from its Content-Encoding, as text. */
  text: string;
};

export function httpGet(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
  timeoutMs = 15_000,
): Promise<Answer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request(
      // A connection of its own each time: never a kept-alive socket that the server is closing.
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const decoded =
            raw.length === 0
              ? raw
              : encoding === "br"
                ? brotliDecompressSync(raw)
                : encoding === "gzip"
                  ? gunzipSync(raw)
                  : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: decoded.toString("utf8") });
        });
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on("error", reject);
    req.end();
  });
}

/** The addresses sitemap.xml lists (its <loc> and every language alternate), without duplicates. */
export function sitemapAddresses(xml: string): string[] {
  const found = new Set<string>();
  for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>|hreflang="[^"]+" href="([^"]+)"/g)) {
    found.add((match[1] ?? match[2]) as string);
  }
  return [...found];
}

/**
 * Posts a form of `size` bytes as a chunked body (no Content-Length), written as fast as the server
 * reads it; resolves with the status and the answer's text.
 */
export function postChunked(
  base: string,
  path: string,
  size: number,
  contentType = "application/x-www-form-urlencoded",
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sending = request(
      `${base}${path}`,
      { method: "POST", headers: { "Content-Type": contentType, "Transfer-Encoding": "chunked" } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    sending.on("error", reject);
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!sending.write(chunk)) {
          sending.once("drain", pump);
          return;
        }
      }
      sending.end();
    };
    sending.write("title=");
    pump();
  });
}
