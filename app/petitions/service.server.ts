import { createHash, randomUUID } from "node:crypto";
import { type GovernmentAnswer, HONEYPOT_FIELD, type PetitionRecord, parsePetitionId } from "~/petitions/fields";
import { AWAITING_REVIEW } from "~/petitions/removal-reasons";

export { parsePetitionId };

import type { HourCount } from "~/petitions/history";
import { type Answer, answerOf, type Intent, type SignerFieldErrors } from "~/petitions/outcomes";
import { DEFAULT_QUERY, PAGE_SIZE, type PetitionListQuery } from "~/petitions/query";
import { type PetitionFieldErrors, parseNewPetition } from "~/petitions/schema.server";
import {
  MAX_SIMILAR,
  SIMILARITY_THRESHOLD,
  type SimilarPetition,
  searchTermsOf,
  titleSimilarity,
} from "~/petitions/similar";
import type { TimelineEvent } from "~/petitions/timeline";
import type { Transparency } from "~/petitions/transparency";
import { errorLog, log } from "../../server/core/logger";
import { ownWriteCookie } from "../../server/http/own-writes";
import { createReadCache } from "../../server/http/read-cache";
import { addressHasher, type Requester, saltedHash } from "../../server/http/requester";
import type { RequestResult, SignatureRequests } from "./email-signing/requests.server";
import type { ChangeFeed, PetitionState } from "./feed.server";
import type { RateLimits } from "./rate-limits.server";
import { createSignQueue } from "./sign-queue.server";
import type { PetitionPage, PetitionStore, SignOutcome, StoredPetition } from "./store.server";

/** Who is asking (server/http/requester.ts), as the petitions' callers have always imported it from here. */
export type { Requester };

/** The HttpOnly cookie that tells one browser's signatures apart. */
export const SIGNER_COOKIE = "brehon_signer";
const SIGNER_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readSignerKey(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SIGNER_COOKIE) {
      const key = value.join("=");
      return SIGNER_KEY_PATTERN.test(key) ? key : null;
    }
  }
  return null;
}

/**
 * The signer key of a browser that has no signer cookie yet but names its attempt (`Idempotency-Key`, a
 * UUID the page makes once per petition): the same attempt always gives the same key, so a repeat of a
 * signature whose answer was lost (a proxy's 502 while a server dies) is told it has signed, and counts
 * nothing more. Derived rather than taken as it is, so the cookie's value is not one a script chose.
 */
export function attemptSignerKey(attempt: string | string[] | undefined): string | null {
  const value = Array.isArray(attempt) ? undefined : attempt?.trim().toLowerCase();
  if (!value || !SIGNER_KEY_PATTERN.test(value)) return null;
  const hex = createHash("sha256").update(`brehon signer attempt v1\n${value}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const signerCookie = (key: string, secure: boolean) =>
  `${SIGNER_COOKIE}=${key}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

export type RefusedForLoad = { status: "rate-limited"; retryAfterSeconds: number } | { status: "unavailable" };

export type CreateResult =
  | { status: "created"; petition: PetitionRecord; awaitingReview?: boolean; setCookie?: string[] }
  /** The honeypot field was filled: answered like a success, nothing stored. */
  | { status: "discarded" }
  | { status: "invalid"; errors: PetitionFieldErrors }
  | RefusedForLoad;

export type SignResult =
  | { status: "signed"; signatureCount: number; receipt: string; setCookie?: string[] }
  /** PETITION_SIGNING=email: a signature is asked for with a name and an address, and confirmed by email. */
  | { status: "by-email" }
  | { status: "already-signed" | "closed"; signatureCount: number; setCookie?: string[] }
  | { status: "not-found" }
  | RefusedForLoad;

export type ReportResult = { status: "reported" } | { status: "not-found" } | RefusedForLoad;

export type ListResult =
  | { status: "ok"; petitions: PetitionRecord[]; total: number; query: PetitionListQuery }
  | { status: "unavailable" };

export type PetitionResult =
  | { status: "ok"; petition: PetitionRecord }
  | { status: "not-found" }
  /** Hidden by the moderators: the page answers 410, with what had happened to it. */
  | { status: "gone"; reason: string | null; timeline?: TimelineEvent[] }
  | { status: "unavailable" };

export type HistoryResult =
  | { status: "ok"; petition: PetitionRecord; history: HourCount[] }
  | Exclude<PetitionResult, { status: "ok" }>;

/** How a read should treat the cache. */
export type ReadOptions = {
  /**
   * Never serve a value older than the last change this process has seen: for
   * the visitor who has just signed or created (their own change shows at once).
   */
  strict?: boolean;
};

/**
 * Logs a database failure without its detail: PostgreSQL's detail can quote the
 * failing row, and the row holds the submitter's email.
 */
function logFailure(action: string, error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  // Through a rate limit: during an outage every request fails alike.
  errorLog(() =>
    log.error({ action, ...(typeof code === "string" ? { code } : {}) }, `Petitions: ${action} failed: ${message}`),
  );
}

export type PetitionServiceOptions = {
  store: PetitionStore;
  feed: ChangeFeed;
  limits: RateLimits;
  /** Group commit of signatures (SIGN_GROUP_COMMIT). */
  grouping: boolean;
  /** Transactions of signatures in flight at once. */
  signConcurrency: number;
  /** The salt of address hashes; read from the database when not given. */
  addressSalt?: string;
  /** PETITION_MODERATION: "before" keeps a new petition from the public until a moderator publishes it. */
  moderation?: "after" | "before";
  /** PETITION_SIGNING: "email" takes signatures only through confirmed requests (./email-signing). */
  signing?: "browser" | "email";
  /** The petitions' figures month by month (./transparency), where the server has them. */
  transparency?: () => Promise<Transparency>;
};

/** The petitions' rules as the pages, the JSON API, the console and signing by email see them. */
export interface PetitionService {
  /** Loads what the service needs before the first request (the change feed); failures are retried later. */
  start(): Promise<void>;
  /** A view of the list: the same for every visitor (what this browser signed is `signedAmong`'s). */
  list(query: PetitionListQuery, options?: ReadOptions): Promise<ListResult>;
  /** Up to three open petitions whose titles look like `title`, most alike first (app/petitions/similar.ts). */
  similar(title: string): Promise<{ status: "ok"; petitions: SimilarPetition[] } | { status: "unavailable" }>;
  /** The petitions' figures month by month, for the transparency page and its CSV. */
  transparency(): Promise<{ status: "ok"; figures: Transparency } | { status: "unavailable" }>;
  /** The latest published responses, for their feed: the same for every visitor. */
  responses(): Promise<ListResult>;
  /** One petition: the same for every visitor. */
  get(rawId: unknown, options?: ReadOptions): Promise<PetitionResult>;
  /** A visible petition with its signatures hour by hour (UTC); a removed or unknown one as `get` says. */
  history(rawId: unknown, options?: ReadOptions): Promise<HistoryResult>;
  /** Which of these petitions this browser (its signer cookie) has signed: the per-visitor part of a page. */
  signedAmong(
    ids: number[],
    requester: Pick<Requester, "cookieHeader">,
  ): Promise<{ status: "ok"; ids: number[] } | { status: "unavailable" }>;
  /** The current state of some petitions, for live counts (cached like the pages). */
  states(ids: number[]): Promise<Map<number, PetitionState>>;
  /** Creates a petition from a form's or the API's fields, within the creation limit. */
  create(input: unknown, requester: Requester): Promise<CreateResult>;
  /** PETITION_SIGNING: how this portal takes signatures. */
  readonly signing: "browser" | "email";
  /** Counts a signature for a signer this server vouches for (a confirmed email request), through the group commit. */
  signAs(petitionId: number, signerKey: string, addressHash: string | null): Promise<SignOutcome>;
  /** Signs for this browser (its signer cookie, or a new one), within the signing limits. */
  sign(rawId: unknown, requester: Requester): Promise<SignResult>;
  /** Reports a petition to the moderators: once per address a day. */
  report(rawId: unknown, requester: Requester): Promise<ReportResult>;
  /** A request to sign by email (PETITION_SIGNING=email); refused as unknown where signatures are per browser. */
  request(target: unknown, requester: Requester): Promise<RequestResult>;
  /** Creates, signs, requests or reports: the one call of the JSON API and the page's form posts (runCommand). */
  run(intent: Intent, target: unknown, requester: Requester): Promise<CommandResult>;
  /** The key of a client for the limits: its network (an IPv6 /64), hashed with the database's salt. */
  addressHash(ip: string): Promise<string>;
  /** A text's keyed hash with the database's salt: a limit's key that names no one (an email address). */
  keyedHash(text: string): Promise<string>;
  /** The caches' and the signing queue's sizes, for the metrics endpoint and tests. */
  stats(): PetitionServiceStats;
  /** Hands over signing by email, which signs through this service (`signAs`) once a request is confirmed. */
  handOverEmailSigning(signing: SignatureRequests): void;
  /** Releases the limits' connections. */
  close(): Promise<void>;
}

/** What the metrics endpoint reads of the petitions' caches and signing queue. */
export type PetitionServiceStats = {
  cachedPages: number;
  cachedPagesBytes: number;
  cachedPetitions: number;
  cachedPetitionsBytes: number;
  signaturesWaiting: number;
};

/** Petition rules shared by the pages and the JSON API: validation, limits, signer cookie, caches, faults. */
export function createPetitionService({
  store,
  feed,
  limits,
  grouping,
  signConcurrency,
  addressSalt,
  moderation = "after",
  signing = "browser",
  transparency,
}: PetitionServiceOptions): PetitionService {
  // Bounded in bytes as well as entries: a page of the list is at most 24 petitions of up to ~5 kB each.
  const pages = createReadCache<PetitionPage>({ feed, maxSize: 8 * 1024 * 1024 });
  const petitions = createReadCache<StoredPetition | null>({ feed, maxSize: 8 * 1024 * 1024 });
  // A petition's hours: at most 24 small rows a day of its life.
  const histories = createReadCache<HourCount[]>({ feed, maxSize: 8 * 1024 * 1024 });

  const hasher = addressHasher(() => store.addressSalt(), addressSalt);
  const addressHash = hasher.hash;
  // When notifications may have been missed (the listener reconnected: the database restarted, or was dropped and
  // made again with a new salt), the salt is read again before the next hash.
  if (addressSalt === undefined) {
    feed.subscribe((rows) => {
      if (rows === null) hasher.forget();
    });
  }

  /** Signing by email, once handed over (PETITION_SIGNING=email). */
  let emailSigning: SignatureRequests | null = null;

  const queue = createSignQueue({
    write: (batch) => store.signBatch(batch),
    grouping,
    concurrency: signConcurrency,
    onCommitted: (_batch, outcomes) => {
      // This process's caches and live counts move before any reply leaves.
      const changed = new Map<number, PetitionState>();
      outcomes.forEach((outcome, index) => {
        const petitionId = _batch[index]?.petitionId;
        if (outcome.status === "signed" && petitionId !== undefined) {
          changed.set(petitionId, { signatureCount: outcome.signatureCount, hidden: false, closed: false });
        }
      });
      feed.applyLocal([...changed]);
    },
  });

  const readPage = (query: PetitionListQuery, options: ReadOptions) =>
    pages.get(
      `${query.sort}:${query.category ?? ""}:${query.response ?? ""}:${query.state ?? ""}:${query.page}`,
      () => store.listPage({ ...query, pageSize: PAGE_SIZE }),
      options.strict,
    );

  const readPetition = (id: number, options: ReadOptions) =>
    // One petition: only a change of it makes it out of date.
    petitions.get(String(id), () => store.get(id), options.strict, id);

  const service: Omit<PetitionService, "run"> = {
    async start() {
      await feed.start();
    },

    /** A view of the list: the same for every visitor (what this browser signed is `signedAmong`'s). */
    async list(query: PetitionListQuery, options: ReadOptions = {}): Promise<ListResult> {
      try {
        const page = await readPage(query, options);
        return { status: "ok", query, total: page.total, petitions: page.petitions };
      } catch (error) {
        logFailure("list", error);
        return { status: "unavailable" };
      }
    },

    /**
     * Up to three open petitions whose titles look like `title` (app/petitions/similar.ts), most alike
     * first: shown while a new petition is written, and before it is created without JavaScript.
     */
    async similar(title: string): Promise<{ status: "ok"; petitions: SimilarPetition[] } | { status: "unavailable" }> {
      const terms = searchTermsOf(title);
      if (terms.length === 0) return { status: "ok", petitions: [] };
      try {
        const candidates = await store.titleCandidates(terms, 20);
        const petitions = candidates
          .map((petition) => ({ petition, likeness: titleSimilarity(title, petition.title) }))
          .filter(({ likeness }) => likeness >= SIMILARITY_THRESHOLD)
          .sort((a, b) => b.likeness - a.likeness || b.petition.signatureCount - a.petition.signatureCount)
          .slice(0, MAX_SIMILAR)
          .map(({ petition: { id, title, language, signatureCount } }) => ({ id, title, language, signatureCount }));
        return { status: "ok", petitions };
      } catch (error) {
        logFailure("read similar", error);
        return { status: "unavailable" };
      }
    },

    /** The petitions' figures month by month, for the transparency page and its CSV. */
    async transparency(): Promise<{ status: "ok"; figures: Transparency } | { status: "unavailable" }> {
      if (!transparency) return { status: "unavailable" };
      try {
        return { status: "ok", figures: await transparency() };
      } catch (error) {
        logFailure("read figures", error);
        return { status: "unavailable" };
      }
    },

    /** The latest published responses, for their feed: the same for every visitor, kept like the list's pages. */
    async responses(): Promise<ListResult> {
      try {
        const page = await pages.get("responses", async () => {
          const petitions = await store.recentResponses(PAGE_SIZE);
          return { petitions, total: petitions.length };
        });
        return { status: "ok", query: { ...DEFAULT_QUERY, response: "published" }, ...page };
      } catch (error) {
        logFailure("read responses", error);
        return { status: "unavailable" };
      }
    },

    /** One petition: the same for every visitor. */
    async get(rawId: unknown, options: ReadOptions = {}): Promise<PetitionResult> {
      const id = parsePetitionId(rawId);
      if (id === null) return { status: "not-found" };
      try {
        const stored = await readPetition(id, options);
        if (!stored) return { status: "not-found" };
        // A petition waiting for review is not public yet: unknown, rather than removed.
        if (stored.hidden && stored.hiddenReason === AWAITING_REVIEW) return { status: "not-found" };
        if (stored.hidden) {
          return { status: "gone", reason: stored.hiddenReason ?? null, timeline: stored.petition.timeline ?? [] };
        }
        return { status: "ok", petition: stored.petition };
      } catch (error) {
        logFailure("read", error);
        return { status: "unavailable" };
      }
    },

    /**
     * A visible petition with its signatures hour by hour (UTC), for its chart and the counts API; a
     * removed or unknown one as `get` says.
     */
    async history(rawId: unknown, options: ReadOptions = {}): Promise<HistoryResult> {
      const result = await service.get(rawId, options);
      if (result.status !== "ok") return result;
      try {
        const id = result.petition.id;
        const history = await histories.get(String(id), () => store.history(id), options.strict, id);
        return { ...result, history };
      } catch (error) {
        logFailure("read history", error);
        return { status: "unavailable" };
      }
    },

    /** Which of these petitions this browser (its signer cookie) has signed: the per-visitor part of a page. */
    async signedAmong(
      ids: number[],
      requester: Pick<Requester, "cookieHeader">,
    ): Promise<{ status: "ok"; ids: number[] } | { status: "unavailable" }> {
      const key = readSignerKey(requester.cookieHeader);
      if (!key || ids.length === 0) return { status: "ok", ids: [] };
      try {
        const signed = await store.signedAmong(key, ids);
        return { status: "ok", ids: ids.filter((id) => signed.has(id)) };
      } catch (error) {
        logFailure("read signatures", error);
        return { status: "unavailable" };
      }
    },

    /** The current state of some petitions, for live counts (cached like the pages). */
    async states(ids: number[]): Promise<Map<number, PetitionState>> {
      const entries = await Promise.all(ids.map(async (id) => [id, await readPetition(id, {})] as const));
      const states = new Map<number, PetitionState>();
      for (const [id, stored] of entries) {
        if (stored) {
          states.set(id, {
            signatureCount: stored.petition.signatureCount,
            hidden: stored.hidden,
            closed: stored.petition.closed,
            response: summaryOf(stored.petition.response),
            debateOutcome: summaryOf(stored.petition.debateOutcome),
          });
        }
      }
      return states;
    },

    async create(input: unknown, requester: Requester): Promise<CreateResult> {
      const parsed = parseNewPetition(input);
      if (!parsed.success) return { status: "invalid", errors: parsed.errors };
      try {
        const limit = await limits.create.take(await addressHash(requester.ip));
        if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
        if (isHoneypotFilled(input)) return { status: "discarded" };
        const awaitingReview = moderation === "before";
        const petition = await store.create(parsed.data, { awaitingReview, language: requester.language ?? "en" });
        // Its creator reads the list next: this process's caches move before the reply leaves.
        feed.applyLocal([[petition.id, { signatureCount: 0, hidden: awaitingReview, closed: false }]]);
        // The creator's next pages show their petition, on every process (server/http/own-writes.ts).
        const setCookie = [ownWriteCookie(requester.secure)];
        return awaitingReview
          ? { status: "created", petition, awaitingReview, setCookie }
          : { status: "created", petition, setCookie };
      } catch (error) {
        logFailure("create", error);
        return { status: "unavailable" };
      }
    },

    /** PETITION_SIGNING: how this portal takes signatures. */
    signing,

    /**
     * Counts a signature for a signer this server vouches for (a confirmed email request, ./email-signing),
     * through the same group commit as every signature: its log entry and receipt, its counter, its live count.
     */
    signAs: (petitionId: number, signerKey: string, addressHash: string | null) =>
      queue.sign({ petitionId, signerKey, addressHash }),

    async sign(rawId: unknown, requester: Requester): Promise<SignResult> {
      if (signing === "email") return { status: "by-email" };
      try {
        const address = await addressHash(requester.ip);
        const refused = async (outcome: SignResult): Promise<SignResult> => {
          // Refusals have an allowance of their own, so probing is bounded without costing real signers.
          const limit = await limits.signRefusals.take(address);
          return limit.allowed ? outcome : { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
        };
        const id = parsePetitionId(rawId);
        if (id === null) return refused({ status: "not-found" });
        const perAddress = await limits.sign.take(address);
        if (!perAddress.allowed) return { status: "rate-limited", retryAfterSeconds: perAddress.retryAfterSeconds };
        const perPetition = await limits.signPerPetition.take(`${address}:${id}`);
        if (!perPetition.allowed) {
          await limits.sign.refund(address);
          return { status: "rate-limited", retryAfterSeconds: perPetition.retryAfterSeconds };
        }
        const existingKey = readSignerKey(requester.cookieHeader);
        const signerKey = existingKey ?? attemptSignerKey(requester.attempt) ?? randomUUID();
        const outcome: SignOutcome = await queue.sign({ petitionId: id, signerKey, addressHash: address });
        // A browser without the cookie is given it, also when its repeated attempt had signed already.
        const cookie = existingKey ? {} : { setCookie: [signerCookie(signerKey, requester.secure)] };
        if (outcome.status !== "signed") {
          await Promise.all([limits.sign.refund(address), limits.signPerPetition.refund(`${address}:${id}`)]);
          const answer = await refused(outcome);
          return answer.status === "already-signed" ? { ...answer, ...cookie } : answer;
        }
        // Acknowledged after its commit: this browser's next reads show at least this count, on every
        // process (server/http/own-writes.ts).
        const setCookie = [ownWriteCookie(requester.secure)];
        if (!existingKey) setCookie.unshift(signerCookie(signerKey, requester.secure));
        return { ...outcome, setCookie };
      } catch (error) {
        logFailure("sign", error);
        return { status: "unavailable" };
      }
    },

    async report(rawId: unknown, requester: Requester): Promise<ReportResult> {
      const id = parsePetitionId(rawId);
      if (id === null) return { status: "not-found" };
      try {
        const address = await addressHash(requester.ip);
        const limit = await limits.report.take(address);
        if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
        // One report per petition per address (its network, hashed) per day: a fresh signer cookie is no new reporter.
        const day = new Date().toISOString().slice(0, 10);
        const reporterHash = saltedHash(await hasher.salt(), `report:${address}:${day}`);
        return (await store.report(id, reporterHash)) ? { status: "reported" } : { status: "not-found" };
      } catch (error) {
        logFailure("report", error);
        return { status: "unavailable" };
      }
    },

    /** The key of a client for the limits: its network (an IPv6 /64), hashed with the database's salt. */
    addressHash,

    /** A text's keyed hash with the database's salt: a limit's key that names no one (an email address). */
    keyedHash: async (text: string) => saltedHash(await hasher.salt(), text),

    /** For the metrics endpoint and tests. */
    stats: () => ({
      cachedPages: pages.size,
      cachedPagesBytes: pages.bytes,
      cachedPetitions: petitions.size,
      cachedPetitionsBytes: petitions.bytes,
      signaturesWaiting: queue.waiting,
    }),

    close: () => limits.close(),

    /**
     * A request to sign by email (PETITION_SIGNING=email): `target` holds the petition's id and the form's
     * name, email and citizen fields. Refused as unknown where signatures are taken per browser.
     */
    async request(target: unknown, requester: Requester): Promise<RequestResult> {
      if (!emailSigning) return { status: "not-found" };
      const fields = typeof target === "object" && target !== null ? (target as Record<string, unknown>) : {};
      const language = requester.language === "ga" ? "ga" : "en";
      return emailSigning.request(parsePetitionId(fields.petitionId), fields, { ...requester, language });
    },

    /** Hands over signing by email, which signs through this service (`signAs`) once a request is confirmed. */
    handOverEmailSigning(signing: SignatureRequests) {
      emailSigning = signing;
    },
  };
  return {
    ...service,
    run: (intent, target, requester) => runCommand(service, intent, target, requester),
  };
}

/** An answer's state without its texts, as live updates carry it. */
const summaryOf = ({ state, publishedAt }: GovernmentAnswer): GovernmentAnswer => ({ state, publishedAt });

function isHoneypotFilled(input: unknown): boolean {
  if (typeof input !== "object" || input === null) return false;
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}

/** A command's result as the JSON API and the page's form posts both report it (app/petitions/outcomes.ts). */
export type CommandResult = {
  answer: Answer;
  /** The petition created. */
  petition?: PetitionRecord;
  /** The petition's count, where the service knows it (signing). */
  signatureCount?: number;
  /** The signer cookie, on a browser's first signature, and the mark of its own change (server/http/own-writes.ts). */
  setCookie?: string[];
  /** A new signature's receipt code: shown to its signer once, kept nowhere on the server. */
  receipt?: string;
  retryAfterSeconds?: number;
  /** Why each refused field was refused (a creation refused for its fields). */
  errors?: PetitionFieldErrors;
  /** Why each refused field of a request to sign by email was refused. */
  signerErrors?: SignerFieldErrors;
};

/**
 * Creates, signs or reports: the one call behind the JSON API and the page's form posts, so the
 * two come to the same answers. `target` is the petition's id (sign, report) or the new
 * petition's fields (create).
 */
export async function runCommand(
  service: Pick<PetitionService, "create" | "sign" | "request" | "report">,
  intent: Intent,
  target: unknown,
  requester: Requester,
): Promise<CommandResult> {
  const result =
    intent === "create"
      ? await service.create(target, requester)
      : intent === "sign"
        ? await service.sign(target, requester)
        : intent === "request"
          ? await service.request(target, requester)
          : await service.report(target, requester);
  return {
    // A new petition that waits for a moderator (PETITION_MODERATION=before) is told so.
    answer: "awaitingReview" in result && result.awaitingReview ? "created-pending" : answerOf(intent, result.status),
    ...("petition" in result ? { petition: result.petition } : {}),
    ...("signatureCount" in result ? { signatureCount: result.signatureCount } : {}),
    ...("setCookie" in result && result.setCookie ? { setCookie: result.setCookie } : {}),
    ...("receipt" in result ? { receipt: result.receipt } : {}),
    ...("retryAfterSeconds" in result ? { retryAfterSeconds: result.retryAfterSeconds } : {}),
    ...("errors" in result && intent === "request" ? { signerErrors: result.errors as SignerFieldErrors } : {}),
    ...("errors" in result && intent !== "request" ? { errors: result.errors as PetitionFieldErrors } : {}),
  };
}

/**
 * The same service, whose reads never serve a value older than the last change
 * seen: for the page cache, which stores what it renders as current and must not
 * store a page drawn from data the change feed has already replaced.
 */
export function withStrictReads(service: PetitionService): PetitionService {
  return {
    ...service,
    list: (query, options) => service.list(query, { ...options, strict: true }),
    get: (id, options) => service.get(id, { ...options, strict: true }),
    history: (id, options) => service.history(id, { ...options, strict: true }),
  };
}
