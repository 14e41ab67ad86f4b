import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { PRERENDER_ORIGIN } from "~/pages/addresses";
import { type Compressed, compressed, compressedNow } from "./compress";
import { type Representations, sendRepresentations, strongEtag } from "./encoding";
import { classificationOf } from "./passage";
import { BUILD_ORIGIN_FILE, type BuildRecord, compressibleFiles, withOrigin } from "./precompress";
import { createReadCache, type FeedView } from "./read-cache";

/**
 * The one holder of the bodies the portal answers from memory (docs/decisions/0032-one-request-pipeline.md):
 * - the build's files and prerendered pages, loaded once at start (`builtFiles`), whose pages the site
 *   banner swaps for pages drawn again (`keepResponse`, app/banner/pages.server.ts);
 * - pages and API reads rendered at run time, kept while the change feed says they are current
 *   (`renderedAnswers`, used by app/petitions/page-cache.server.ts).
 * Every body is compressed by server/http/compress.ts (one brotli and gzip policy) with the strong ETag of
 * its bytes, and never changed in place: the fast path (server/fast-path.ts) prepares its headers once per
 * body object.
 */

/** An answer kept in memory: its status, its own headers (a rendered page's) and its body in every coding. */
export type Kept = {
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  body: Representations;
};

/** Headers that belong to one response, not to what is kept of it. */
const PER_RESPONSE_HEADERS = new Set(["set-cookie", "content-length", "content-encoding", "transfer-encoding", "date"]);

/**
 * Keeps a response drawn by the app (a page, an API read): its status and own headers, and its body
 * compressed once at the run-time effort. With `keepIdentity: false` only the compressed forms are held.
 */
export async function keepResponse(
  response: Response,
  { keepIdentity = true }: { keepIdentity?: boolean } = {},
): Promise<Kept & { body: Compressed }> {
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, name) => {
    if (!PER_RESPONSE_HEADERS.has(name)) headers.push([name, value]);
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = headers.find(([name]) => name === "content-type")?.[1] ?? "text/html; charset=utf-8";
  return {
    status: response.status,
    headers,
    body: await compressed(bytes, type, "run-time", { keepIdentity }),
  };
}

/** What a kept answer costs a byte budget: its compressed bodies and its headers. */
export function keptSize(kept: Kept): number {
  const { body } = kept;
  return (
    (body.br?.length ?? 0) +
    (body.gzip?.length ?? 0) +
    kept.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0)
  );
}

/**
 * Rendered answers kept by key (an address and its clean query) within a byte budget, current while the
 * change feed has seen no change that touches them: with `petition`, only a change of that petition.
 */
export function renderedAnswers({ feed, maxBytes }: { feed: FeedView; maxBytes: number }) {
  const cache = createReadCache<Kept>({ feed, maxEntries: 5_000, maxSize: maxBytes, sizeOf: keptSize });
  return {
    /** The kept answer, drawn with `draw` when missing or out of date (shared by concurrent askers). */
    get: (key: string, draw: () => Promise<Kept>, petition?: number) => cache.get(key, draw, false, petition),
    /** The kept answer when it is current, with nothing drawn: what the fast path may send at once. */
    peek: (key: string, petition?: number) => cache.peek(key, petition),
    get bytes() {
      return cache.bytes;
    },
  };
}

/** A file kept in memory, by the address it answers: its bytes in every coding, ETag and type. Never changed in place. */
export type StoredFile = Readonly<Representations & { page: boolean }>;

/**
 * The bytes of the built pages and text files, for the Express handler and the fast path alike.
 *
 * An address is a page's (`/`, `/ready-brehon`, `/ga/...`, no trailing slash)
 * or a file's (`/assets/root-abc123.js`, `/sw.js`). Pages change only through
 * `replacePages` (the site banner, app/banner/pages.server.ts): new bytes,
 * compressed once, with a new ETag. The fast path prepares its headers per
 * entry object, so a replaced entry gets its own at once.
 */
export type FileStore = {
  /** What an address answers, if the store has it. */
  lookup(address: string): StoredFile | undefined;
  /** Every address kept. */
  addresses(): IterableIterator<string>;
};

export type BuiltFiles = {
  /** Serves the built pages and text files from memory (GET and HEAD); passes on anything else. */
  handler: RequestHandler;
  /** The files, by address. */
  store: FileStore;
  /** How many files are kept, and whether their compressed forms came from the build. */
  stats: { files: number; pages: number; fromBuild: boolean };
  /** Said in the log once the server listens: the pages were rewritten for this PUBLIC_URL. */
  notice?: string;
  /** The pages as loaded at start, by address (the site banner rebuilds them from these: app/banner). */
  pages: ReadonlyMap<string, Representations>;
  /** Serves these pages in place of those stored at the same addresses (the site banner's rebuild). */
  replacePages(pages: ReadonlyMap<string, Representations>): void;
};

/** The Content-Type of each kind of kept file (precompress.ts's COMPRESSIBLE). */
const TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  svg: "image/svg+xml; charset=utf-8",
  json: "application/json; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  webmanifest: "application/manifest+json; charset=utf-8",
};

const typeOf = (file: string) => TYPES[path.extname(file).slice(1).toLowerCase()] ?? "application/octet-stream";

/**
 * Loads the build's pages (`index.html` files, answered at their directory's
 * address) and text files (scripts, stylesheets, SVG, JSON, the web manifest)
 * into memory once, with the brotli and gzip files the build wrote beside
 * them (server/http/precompress.ts), and answers them with content negotiation,
 * ETag and 304, and no compression per response.
 *
 * The pages carry the public origin the build was made for. When PUBLIC_URL
 * names another, each page is rewritten and compressed again once, here, at
 * the run-time effort (server/http/compress.ts: a few milliseconds a page,
 * some 10% larger than the build's). Build with PUBLIC_URL set to serve the
 * build's own files.
 *
 * Raw `.html` addresses are never answered (a page has one address), nor is
 * the 404 page for static hosting.
 */
export function builtFiles(clientDir: string, serverDir: string, publicOrigin: string): BuiltFiles {
  const files = new Map<string, StoredFile>();
  const pages = new Map<string, StoredFile>();
  let build: BuildRecord = { origin: PRERENDER_ORIGIN, files: {} };
  let fromBuild = true;
  try {
    build = JSON.parse(readFileSync(path.join(serverDir, BUILD_ORIGIN_FILE), "utf8"));
  } catch {
    fromBuild = false;
  }
  const buildOrigin = build.origin;
  const rewrite = buildOrigin !== publicOrigin;

  if (existsSync(clientDir)) {
    for (const file of compressibleFiles(clientDir)) {
      const relative = path.relative(clientDir, file).split(path.sep).join("/");
      const isPage = path.basename(file) === "index.html";
      if (!isPage && file.endsWith(".html")) continue;
      const address = isPage ? `/${path.dirname(relative)}`.replace(/\/\.?$/, "") || "/" : `/${relative}`;
      let identity = readFileSync(file);
      const changed = isPage && rewrite;
      if (changed) identity = Buffer.from(withOrigin(identity.toString("utf8"), buildOrigin, publicOrigin));
      const stored: Representations & { page: boolean } = {
        identity,
        etag: strongEtag(identity),
        type: typeOf(file),
        page: isPage,
      };
      // The build's compressed files, if they are of this very content (not of a file edited since).
      if (!changed && build.files[relative] === stored.etag && existsSync(`${file}.br`) && existsSync(`${file}.gz`)) {
        stored.br = readFileSync(`${file}.br`);
        stored.gzip = readFileSync(`${file}.gz`);
      } else {
        // Rewritten for another origin, changed since the build, or not compressed by it: compressed once, now.
        fromBuild = false;
        const made = compressedNow(identity, stored.type, "run-time");
        stored.gzip = made.gzip;
        stored.br = made.br;
      }
      files.set(address, stored);
      if (isPage) pages.set(address, stored);
    }
  }

  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const route = classificationOf(req).path;
    const stored = files.get(route);
    if (!stored) return next();
    res.locals.precompressed = true;
    sendRepresentations(req, res, stored);
  };

  const store: FileStore = {
    lookup: (address) => files.get(address),
    addresses: () => files.keys(),
  };

  return {
    handler,
    store,
    notice:
      rewrite && files.size > 0
        ? `The pages were built for ${buildOrigin}: rewritten and compressed again for PUBLIC_URL=${publicOrigin} (build with PUBLIC_URL set to serve the build's compressed pages as they are)`
        : undefined,
    stats: { files: files.size, pages: [...files.values()].filter((file) => file.page).length, fromBuild },
    pages,
    replacePages(replacement) {
      for (const [address, page] of replacement) {
        const built = pages.get(address);
        // The pages as built are put back as they were; a rebuilt one is a new entry (new headers on the fast path).
        if (built) files.set(address, page === built ? built : { ...page, page: true });
      }
    },
  };
}
