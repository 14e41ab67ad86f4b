import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/** The content codings the portal stores its responses in, best first. */
export type Coding = "br" | "gzip" | "identity";
const PREFERENCE: readonly Coding[] = ["br", "gzip", "identity"];

/**
 * The coding to send for an `Accept-Encoding` header, among those available:
 * the highest q-value wins, and on a tie the smaller one (br, then gzip, then
 * identity). `q=0` refuses a coding, `*` stands for every coding not named,
 * and identity is acceptable unless refused by name or by `*;q=0`. Returns
 * null when nothing available is acceptable (the caller answers 406 or sends
 * identity anyway).
 */
export function negotiateEncoding(
  header: string | undefined,
  available: readonly Coding[] = PREFERENCE,
): Coding | null {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [rawName = "", ...params] = part.split(";");
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) q = Math.min(1, Math.max(0, Number(match[1]) || 0));
    }
    // A coding named twice keeps its highest weight.
    weights.set(name, Math.max(q, weights.get(name) ?? -1));
  }
  const star = weights.get("*");
  const weightOf = (coding: Coding): number => {
    const named = weights.get(coding) ?? (coding === "gzip" ? weights.get("x-gzip") : undefined);
    if (named !== undefined) return named;
    if (star !== undefined) return star;
    // No header at all, or a coding left unnamed: only identity is implied.
    return coding === "identity" ? (header === undefined || header.trim() === "" ? 1 : 0.001) : 0;
  };
  let best: Coding | null = null;
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    if (!available.includes(coding)) continue;
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** One response body in every coding the portal keeps of it, with its validators. */
export type Representations = {
  /** The uncompressed bytes. */
  identity: Buffer;
  /** Brotli bytes, when made (may be filled in later). */
  br?: Buffer;
  /** Gzip bytes, when made. */
  gzip?: Buffer;
  /** A strong validator of the uncompressed bytes (quoted, without the coding suffix). */
  etag: string;
  /** The Content-Type header. */
  type: string;
};

/** A strong ETag for bytes: the first 16 bytes of their SHA-256, base64url, quoted. */
export function strongEtag(bytes: Buffer | string): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"`;
}

/** Each coding is a representation of its own, so it has its own strong ETag. */
export function etagFor(etag: string, coding: Coding): string {
  return coding === "identity" ? etag : `${etag.slice(0, -1)}-${coding === "br" ? "br" : "gz"}"`;
}

/** Whether an If-None-Match header names this ETag (or `*`); weak comparison, as RFC 9110 asks for it. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const candidate = tag.trim().replace(/^W\//, "");
    return candidate === "*" || candidate === wanted;
  });
}

/**
 * Answers a GET or HEAD from stored representations: negotiates the coding,
 * sends `Vary: Accept-Encoding`, the representation's strong ETag and its
 * length, 304 when If-None-Match names it, and no body to HEAD. Nothing is
 * compressed here. Other headers (Cache-Control, security headers) are the
 * caller's and the middleware's before it.
 */
export function sendRepresentations(req: IncomingMessage, res: ServerResponse, body: Representations): void {
  const available: Coding[] = ["identity"];
  if (body.gzip) available.unshift("gzip");
  if (body.br) available.unshift("br");
  const coding = negotiateEncoding(req.headers["accept-encoding"], available) ?? "identity";
  const etag = etagFor(body.etag, coding);
  appendVary(res, "Accept-Encoding");
  res.setHeader("ETag", etag);
  if (noneMatch(req.headers["if-none-match"], etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const bytes = (coding === "identity" ? body.identity : body[coding]) as Buffer;
  res.setHeader("Content-Type", body.type);
  if (coding !== "identity") res.setHeader("Content-Encoding", coding);
  res.setHeader("Content-Length", bytes.length);
  res.end(req.method === "HEAD" ? undefined : bytes);
}

/** Adds a field to the Vary header once. */
export function appendVary(res: ServerResponse, field: string): void {
  const current = String(res.getHeader("Vary") ?? "");
  const fields = current
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (fields.includes("*") || fields.some((name) => name.toLowerCase() === field.toLowerCase())) return;
  res.setHeader("Vary", [...fields, field].join(", "));
}
