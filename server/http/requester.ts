import { createHmac } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { isIPv6 } from "node:net";
import type { TLSSocket } from "node:tls";
import type { Request } from "express";
import { LRUCache } from "lru-cache";
import proxyAddress from "proxy-addr";
import type { Language } from "~/i18n/languages";

/**
 * Who is asking: what the rules need from an HTTP request. `language` is the page's (or, through
 * the API, the requester's): a new petition keeps it for its petitioner's emails.
 */
export type Requester = {
  ip: string;
  cookieHeader: string | null | undefined;
  secure: boolean;
  language?: Language;
  /**
   * A signing request's `Idempotency-Key`: a browser without the signer cookie names its attempt, so
   * that a repeat after an answer it never received is known as the same signer (app/petitions/service.server.ts).
   */
  attempt?: string | string[] | undefined;
};

/** Who is asking, read from an Express request (its address as the trusted proxies give it, its cookies and scheme). */
export function requesterOf(req: Request): Requester {
  return {
    ip: req.ip ?? "unknown",
    cookieHeader: req.headers.cookie,
    secure: req.secure,
    attempt: req.headers["idempotency-key"],
  };
}

/** Which hops of a request's address chain are trusted proxies: Express's compiled `trust proxy fn`. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** What a request says of its client once the trusted proxies' headers are read. */
export type RequestFacts = { ip: string; protocol: string; host: string | undefined };

/**
 * The client's address, the scheme it used and the host it asked for, read exactly as Express 5
 * reads them (`req.ip`, `req.protocol`, `req.host`) with the same trust, for a step that answers
 * before Express: the forwarded headers count only when the socket's peer is a trusted proxy.
 * `requester.test.ts` holds the two to the same answers.
 */
export function requestFacts(req: IncomingMessage, trust: ProxyTrust): RequestFacts {
  const socket = req.socket;
  const behindProxy = trust(socket.remoteAddress ?? "", 0);
  const firstOf = (value: string) => {
    const comma = value.indexOf(",");
    return comma === -1 ? value : value.slice(0, comma).trimEnd();
  };
  const own = (socket as Partial<TLSSocket>).encrypted ? "https" : "http";
  // Node joins a repeated header of these kinds into one value; a list is joined the same way.
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : value);
  const forwardedProto = one(req.headers["x-forwarded-proto"]);
  const forwardedHost = one(req.headers["x-forwarded-host"]);
  return {
    ip: proxyAddress(req, trust),
    protocol: behindProxy ? firstOf(forwardedProto || own).trim() : own,
    host: (behindProxy && forwardedHost ? firstOf(forwardedHost) : req.headers.host) || undefined,
  };
}

/**
 * Who is asking, as the limits and the operators see it: the client's network, and that network
 * hashed with the database's salt (docs/decisions/0009-signer-cookie-and-address-hashes.md). No
 * address is ever stored or logged, only its hash.
 */

/**
 * The part of an address that identifies one client for the limits: an IPv4
 * address, or the /64 network of an IPv6 address (one household's or phone's).
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || "0", 16).toString(16))
    .join(":")}::/64`;
}

/** A text's keyed hash with the salt, as the stores keep it (32 hex digits). */
export const saltedHash = (salt: string, text: string): string =>
  createHmac("sha256", salt).update(text).digest("hex").slice(0, 32);

/** Networks whose hash an address hasher keeps, the most recently seen first. */
const REMEMBERED_NETWORKS = 10_000;

/**
 * Hashes addresses with the database's salt, read once when first needed (or the one given, in
 * tests). A failed read is tried again on the next hash; `forget()` makes the next hash read the
 * salt again (a database made anew has a new one). The hashes of the networks seen last are kept
 * in memory with the salt they were made with: a busy client (or a proxy's many) is hashed once,
 * not on every request.
 */
export function addressHasher(readSalt: () => Promise<string>, given?: string) {
  let salt: Promise<string> | undefined = given === undefined ? undefined : Promise.resolve(given);
  const current = () => {
    salt ??= readSalt().catch((error: unknown) => {
      salt = undefined;
      throw error;
    });
    return salt;
  };
  const remembered = new LRUCache<string, string>({ max: REMEMBERED_NETWORKS });
  let rememberedSalt: string | undefined;
  const hashOf = (key: string, network: string) => {
    if (rememberedSalt !== key) {
      remembered.clear();
      rememberedSalt = key;
    }
    let hash = remembered.get(network);
    if (hash === undefined) {
      hash = saltedHash(key, network);
      remembered.set(network, hash);
    }
    return hash;
  };
  return {
    /** The salt, read if need be. */
    salt: current,
    /** The client's network, hashed. */
    hash: async (ip: string) => hashOf(await current(), clientNetwork(ip)),
    /** Reads the salt again before the next hash (never when it was given). */
    forget() {
      if (given === undefined) salt = undefined;
    },
  };
}
