import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gunzipSync, gzip, gzipSync } from "node:zlib";
import {
  appendVary,
  type Coding,
  etagFor,
  negotiateEncoding,
  noneMatch,
  type Representations,
  strongEtag,
} from "./encoding";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * How hard a body is compressed: the one policy of every body the portal keeps compressed
 * (docs/decisions/0032-one-request-pipeline.md).
 * - `build`: once per build, for files read from disk at every start: brotli and gzip at their best.
 * - `run-time`: bodies made while the server runs (pages rendered per change or per request, the
 *   built pages rewritten for another origin or rebuilt with a banner): brotli quality 5 and gzip
 *   level 6, close to their best ratios at a small part of the cost.
 */
export type Effort = "build" | "run-time";

const BROTLI_QUALITY: Record<Effort, number> = { build: constants.BROTLI_MAX_QUALITY, "run-time": 5 };
const GZIP_LEVEL: Record<Effort, number> = { build: constants.Z_BEST_COMPRESSION, "run-time": 6 };

/** Bodies smaller than this are sent as they are when made per request: compressing them saves nothing. */
export const SMALLEST_COMPRESSED = 1024;

const brotliOptions = (bytes: Buffer, effort: Effort) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});

/**
 * The same policy for the answers Express's routers write as they go (errors, form posts, the
 * console's pages and exports, streamed renderings): the `compression` middleware compresses those
 * while they stream, at the run-time effort and above the same size.
 */
export const STREAMED = {
  level: GZIP_LEVEL["run-time"],
  brotli: {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY["run-time"],
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  },
  threshold: SMALLEST_COMPRESSED,
} as const;

/** One coding of a body. */
export function compressTo(bytes: Buffer, coding: Exclude<Coding, "identity">, effort: Effort): Promise<Buffer> {
  return coding === "br"
    ? brotliAsync(bytes, brotliOptions(bytes, effort))
    : gzipAsync(bytes, { level: GZIP_LEVEL[effort] });
}

/** A body in every coding the portal keeps, with the strong ETag of its bytes. */
export type Compressed = Representations & { br: Buffer; gzip: Buffer };

/**
 * A body kept in brotli and gzip, with its strong ETag. With `keepIdentity: false` only the two
 * compressed forms are held, and the bytes themselves are unpacked again only if a client asks for them
 * (every browser takes br or gzip).
 */
export async function compressed(
  identity: Buffer,
  type: string,
  effort: Effort,
  { keepIdentity = true }: { keepIdentity?: boolean } = {},
): Promise<Compressed> {
  const [br, gzipped] = await Promise.all([compressTo(identity, "br", effort), compressTo(identity, "gzip", effort)]);
  return representations(identity, br, gzipped, type, keepIdentity);
}

/** As `compressed`, on this thread: for start-up, before the server answers anything. */
export function compressedNow(identity: Buffer, type: string, effort: Effort): Compressed {
  const br = brotliCompressSync(identity, brotliOptions(identity, effort));
  const gzipped = gzipSync(identity, { level: GZIP_LEVEL[effort] });
  return representations(identity, br, gzipped, type, true);
}

function representations(identity: Buffer, br: Buffer, gzipped: Buffer, type: string, keep: boolean): Compressed {
  const etag = strongEtag(identity);
  if (keep) return { identity, br, gzip: gzipped, etag, type };
  let unpacked: Buffer | undefined;
  return {
    get identity() {
      unpacked ??= gunzipSync(gzipped);
      return unpacked;
    },
    br,
    gzip: gzipped,
    etag,
    type,
  };
}

/**
 * Sends a body made for this request (a page rendered at run time) as the stores send theirs: in the
 * coding the client prefers, compressed once at the run-time effort, with the strong ETag of that
 * coding, and 304 when the client has it already (then nothing is compressed at all).
 */
export async function sendMadeNow(
  req: IncomingMessage,
  res: ServerResponse & { locals?: Record<string, unknown> },
  identity: Buffer,
  type: string,
): Promise<void> {
  const coding =
    identity.length < SMALLEST_COMPRESSED
      ? "identity"
      : (negotiateEncoding(req.headers["accept-encoding"]) ?? "identity");
  const etag = etagFor(strongEtag(identity), coding);
  appendVary(res, "Accept-Encoding");
  res.setHeader("ETag", etag);
  // Compressed here: the general path's compression leaves it alone.
  if (res.locals) res.locals.precompressed = true;
  if (noneMatch(req.headers["if-none-match"], etag)) {
    res.removeHeader("Content-Length");
    res.statusCode = 304;
    res.end();
    return;
  }
  const bytes = coding === "identity" ? identity : await compressTo(identity, coding, "run-time");
  res.setHeader("Content-Type", type);
  if (coding !== "identity") res.setHeader("Content-Encoding", coding);
  res.setHeader("Content-Length", bytes.length);
  res.end(req.method === "HEAD" ? undefined : bytes);
}
