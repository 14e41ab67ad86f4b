import { randomUUID } from "node:crypto";
import {
  type NewPetition,
  type PetitionCategory,
  type PetitionFieldErrors,
  type PublicPetition,
  parseNewPetition,
} from "../app/components/petitions/petition-schema";
import type { Database } from "./db/client";
import type { RateLimiter } from "./petitions-rate-limit";

/**
 * The only module that reads or writes the petition tables. The page's loader
 * and action and the JSON API all go through `createPetitionService`, so they
 * share one set of rules.
 */

/** A petition in the list, marked when the current browser has signed it. */
export type ListedPetition = PublicPetition & { signed: boolean };

type PetitionRow = {
  id: number;
  title: string;
  description: string;
  category: string | null;
  submitter_name: string | null;
  signature_count: number | null;
  created_at: Date | string | null;
};

/** The columns that may leave the server: never submitter_email. */
const PUBLIC_COLUMNS = "id, title, description, category, submitter_name, signature_count, created_at";

/** The most petitions one list shows; the busiest first. */
export const LIST_LIMIT = 500;

const toPublic = (row: PetitionRow): PublicPetition => ({
  id: row.id,
  title: row.title,
  description: row.description,
  category: (row.category as PetitionCategory | null) ?? null,
  submitterName: row.submitter_name,
  signatureCount: row.signature_count ?? 0,
  createdAt: row.created_at === null ? null : new Date(row.created_at).toISOString(),
});

export type SignOutcome =
  | { status: "signed"; signatureCount: number }
  | { status: "already-signed"; signatureCount: number }
  | { status: "not-found" };

/** The SQL of petitions: list, create, sign, and the count invariant. */
export function createPetitionStore(db: Database) {
  return {
    /** Highest count first, then newest (spec section 9). */
    async list(signerKey: string | null): Promise<ListedPetition[]> {
      await db.ready();
      const { rows } = await db.sql.query<PetitionRow & { signed: boolean }>(
        `select ${PUBLIC_COLUMNS},
                exists (select 1 from petition_signatures s where s.petition_id = p.id and s.signer_key = $1) as signed
           from petitions p
          order by signature_count desc, created_at desc, id desc
          limit ${LIST_LIMIT}`,
        [signerKey],
      );
      return rows.map((row) => ({ ...toPublic(row), signed: row.signed === true }));
    },

    async create(petition: NewPetition): Promise<PublicPetition> {
      await db.ready();
      const { rows } = await db.sql.query<PetitionRow>(
        `insert into petitions (title, description, category, submitter_name, submitter_email, signature_count)
         values ($1, $2, $3, $4, $5, 0)
         returning ${PUBLIC_COLUMNS}`,
        [petition.title, petition.description, petition.category, petition.submitterName, petition.submitterEmail],
      );
      const row = rows[0];
      if (!row) throw new Error("The new petition was not returned");
      return toPublic(row);
    },

    /**
     * One statement, so one transaction: insert the signature row (at most one
     * per signer) and add one to the count only if the row went in. The update
     * takes the petition's row lock, so concurrent signs queue and none is lost.
     */
    async sign(petitionId: number, signerKey: string): Promise<SignOutcome> {
      await db.ready();
      const { rows } = await db.sql.query<{ exists: boolean; new_count: number | null; current_count: number | null }>(
        `with inserted as (
           insert into petition_signatures (petition_id, signer_key)
           select id, $2 from petitions where id = $1
           on conflict (petition_id, signer_key) do nothing
           returning petition_id
         ), updated as (
           update petitions set signature_count = signature_count + 1
            where id = (select petition_id from inserted)
           returning signature_count
         )
         select exists (select 1 from petitions where id = $1) as exists,
                (select signature_count from updated) as new_count,
                (select signature_count from petitions where id = $1) as current_count`,
        [petitionId, signerKey],
      );
      const row = rows[0];
      if (!row?.exists) return { status: "not-found" };
      if (row.new_count !== null) return { status: "signed", signatureCount: row.new_count };
      return { status: "already-signed", signatureCount: row.current_count ?? 0 };
    },

    /** Petitions whose stored count differs from their signature rows (should be none). */
    async countMismatches(): Promise<Array<{ id: number; signatureCount: number; rows: number }>> {
      await db.ready();
      const { rows } = await db.sql.query<{ id: number; signature_count: number; rows: number | string }>(
        `select p.id, p.signature_count, count(s.id) as rows
           from petitions p left join petition_signatures s on s.petition_id = p.id
          group by p.id, p.signature_count
         having p.signature_count <> count(s.id)
          order by p.id`,
      );
      return rows.map((row) => ({ id: row.id, signatureCount: row.signature_count, rows: Number(row.rows) }));
    },
  };
}

export type PetitionStore = ReturnType<typeof createPetitionStore>;

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

function signerCookie(key: string, secure: boolean): string {
  return `${SIGNER_COOKIE}=${key}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Who is asking: what the service needs from an HTTP request. */
export type Requester = { ip: string; cookieHeader: string | null | undefined; secure: boolean };

export type CreateResult =
  | { status: "created"; petition: PublicPetition }
  | { status: "invalid"; errors: PetitionFieldErrors }
  | { status: "rate-limited"; retryAfterSeconds: number }
  | { status: "unavailable" };

export type SignResult =
  | ((SignOutcome & { status: "signed" | "already-signed" }) & { setCookie?: string })
  | { status: "not-found" }
  | { status: "invalid" }
  | { status: "rate-limited"; retryAfterSeconds: number }
  | { status: "unavailable" };

export type ListResult = { status: "ok"; petitions: ListedPetition[] } | { status: "unavailable" };

/**
 * Logs a database failure without its detail: PostgreSQL's detail can quote the
 * failing row, and the row holds the submitter's email.
 */
function logFailure(action: string, error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Petitions: ${action} failed: ${message}${typeof code === "string" ? ` (${code})` : ""}`);
}

/** Parses a path or form id: a positive integer, or null. */
export function parsePetitionId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** Petition rules shared by the page and the JSON API: validation, rate limits, signer cookie, faults. */
export function createPetitionService({
  store,
  createLimiter,
  signLimiter,
}: {
  store: PetitionStore;
  createLimiter: RateLimiter;
  signLimiter: RateLimiter;
}) {
  return {
    async list(requester: Pick<Requester, "cookieHeader">): Promise<ListResult> {
      try {
        return { status: "ok", petitions: await store.list(readSignerKey(requester.cookieHeader)) };
      } catch (error) {
        logFailure("list", error);
        return { status: "unavailable" };
      }
    },

    async create(input: unknown, requester: Requester): Promise<CreateResult> {
      const parsed = parseNewPetition(input);
      if (!parsed.success) return { status: "invalid", errors: parsed.errors };
      const limit = createLimiter.take(requester.ip);
      if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
      try {
        return { status: "created", petition: await store.create(parsed.data) };
      } catch (error) {
        logFailure("create", error);
        return { status: "unavailable" };
      }
    },

    async sign(rawId: unknown, requester: Requester): Promise<SignResult> {
      const id = parsePetitionId(rawId);
      if (id === null) return { status: "invalid" };
      const limit = signLimiter.take(requester.ip);
      if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
      const existingKey = readSignerKey(requester.cookieHeader);
      const signerKey = existingKey ?? randomUUID();
      try {
        const outcome = await store.sign(id, signerKey);
        if (outcome.status === "not-found") return outcome;
        return existingKey ? outcome : { ...outcome, setCookie: signerCookie(signerKey, requester.secure) };
      } catch (error) {
        logFailure("sign", error);
        return { status: "unavailable" };
      }
    },
  };
}

export type PetitionService = ReturnType<typeof createPetitionService>;
