import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import type { auditLog, signInRefusals, staffAccounts, staffSessions } from "../../server/db/schema";
import { readAddressSalt } from "../../server/db/secrets-store";
import { type Columns, statementsOf } from "../../server/db/statements";

export type StaffRole = "moderator" | "admin";
export const STAFF_ROLES: readonly StaffRole[] = ["moderator", "admin"];

export type StaffAccount = {
  id: number;
  email: string;
  role: StaffRole;
  passwordHash: string | null;
  totpSecret: string | null;
  disabled: boolean;
  /** Failed sign-ins before this moment are forgotten (read by the sign-in only). */
  signInUnlockedAt?: Date | null;
};

export type StaffSession = {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  userAgent: string | null;
};

export type AuditEntry = {
  id: number;
  at: Date;
  actor: string | null;
  action: string;
  petitionId: number | null;
  detail: string | null;
  addressHash: string | null;
};

/** A secret for a cookie or a link, and the hash the database keeps instead of it. */
export function newSecret(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashSecret(token) };
}

export const hashSecret = (token: string) => createHash("sha256").update(token).digest("hex");

/** One row of the audit log as the database returns it. */
export type AuditRow = Columns<
  typeof auditLog,
  "id" | "at" | "actor" | "action" | "petition_id" | "detail" | "address_hash"
>;

/** An account's row; its role is one of the two the table's check allows. */
type AccountRow = Columns<typeof staffAccounts, "id" | "email" | "password_hash" | "totp_secret" | "disabled_at"> & {
  role: StaffRole;
  sign_in_unlocked_at?: Date | null;
};

/** What the accounts page says of an account, as read in one statement (app/admin/accounts.server.ts). */
export type AccountSummaryRow = Columns<typeof staffAccounts, "id" | "email" | "created_at" | "sign_in_unlocked_at"> & {
  role: StaffRole;
  set_up: boolean;
  disabled: boolean;
  last_sign_in: Date | null;
  open_sessions: number;
};

/** An account that can sign in and is an admin, in SQL (for the alias `a`). */
const ACTIVE_ADMIN = sql.raw(
  "a.role = 'admin' and a.disabled_at is null and a.password_hash is not null and a.totp_secret is not null",
);

/**
 * The condition under which account `id` may stop being an active admin: it is
 * not one, or another active admin exists. The active admins' rows and its own
 * are locked first, always in the same order (the count's filter keeps its own
 * row in the locking), until the statement ends; so of
 * two admins demoting or disabling each other at the same moment, the second
 * waits, then sees the first's change and is refused.
 */
const anotherAdminRemains = (id: number) => sql`(not (${ACTIVE_ADMIN}) or (
    select count(*) filter (where locked.id <> ${id}) from (
      select a.id from staff_accounts a where (${ACTIVE_ADMIN}) or a.id = ${id} order by a.id for update
    ) locked) > 0)`;

const toAccount = (row: AccountRow): StaffAccount => ({
  id: row.id,
  email: row.email,
  role: row.role,
  passwordHash: row.password_hash,
  totpSecret: row.totp_secret,
  disabled: row.disabled_at !== null,
  ...(row.sign_in_unlocked_at === undefined
    ? {}
    : { signInUnlockedAt: row.sign_in_unlocked_at ? new Date(row.sign_in_unlocked_at) : null }),
});

/**
 * The console's store for its staff (migration 0004 and later): accounts, set-up links, sessions, the
 * audit log and the counts of refused sign-ins, and the thresholds each server writes at start.
 */
export function createStaffStore(db: Database) {
  const { rows: query, run } = statementsOf(db);

  return {
    async addAccount(email: string, role: StaffRole): Promise<StaffAccount | null> {
      const rows = await query(
        sql<AccountRow>`insert into staff_accounts (email, role) values (${email}, ${role}) on conflict (email) do nothing
         returning id, email, role, password_hash, totp_secret, disabled_at`,
      );
      return rows[0] ? toAccount(rows[0]) : null;
    },

    async accountByEmail(email: string): Promise<StaffAccount | null> {
      const rows = await query(
        sql<AccountRow>`select id, email, role, password_hash, totp_secret, disabled_at, sign_in_unlocked_at
           from staff_accounts where email = ${email}`,
      );
      return rows[0] ? toAccount(rows[0]) : null;
    },

    async accounts(): Promise<Array<StaffAccount & { createdAt: Date }>> {
      const rows = await query(
        sql<AccountRow & Columns<typeof staffAccounts, "created_at">>`
          select id, email, role, password_hash, totp_secret, disabled_at, created_at from staff_accounts order by email`,
      );
      return rows.map((row) => ({ ...toAccount(row), createdAt: new Date(row.created_at) }));
    },

    /** Disables an account (or enables it again) and, when disabling, ends its sessions. */
    async setDisabled(accountId: number, disabled: boolean): Promise<boolean> {
      const rows = await query(
        sql<Columns<typeof staffAccounts, "id">>`update staff_accounts
            set disabled_at = ${disabled ? sql`coalesce(disabled_at, now())` : sql`null`}
          where id = ${accountId} returning id`,
      );
      if (disabled) await this.revokeAll(accountId);
      return rows.length > 0;
    },

    /** Forgets the password and second factor, ends every session, and voids older links. */
    async clearCredentials(accountId: number): Promise<void> {
      await run(
        sql`update staff_accounts set password_hash = null, totp_secret = null, totp_last_step = null where id = ${accountId}`,
      );
      await run(sql`update staff_setup_links set used_at = now() where account_id = ${accountId} and used_at is null`);
      await this.revokeAll(accountId);
    },

    /** A one-time link's token, valid for `hours`. */
    async createSetupLink(accountId: number, hours: number): Promise<string> {
      const { token, hash } = newSecret();
      await run(
        sql`insert into staff_setup_links (token_hash, account_id, expires_at)
         values (${hash}, ${accountId}, now() + make_interval(secs => ${hours * 3600}))`,
      );
      return token;
    },

    /** The account a set-up link is for, while it is unused, unexpired and the account enabled. */
    async setupLinkAccount(token: string, now: Date): Promise<StaffAccount | null> {
      const rows = await query(
        sql<AccountRow>`select a.id, a.email, a.role, a.password_hash, a.totp_secret, a.disabled_at
           from staff_setup_links l join staff_accounts a on a.id = l.account_id
          where l.token_hash = ${hashSecret(token)} and l.used_at is null and l.expires_at > ${now} and a.disabled_at is null`,
      );
      return rows[0] ? toAccount(rows[0]) : null;
    },

    /** Uses a link once: sets the password and second factor. False if the link was no longer good. */
    async completeSetup(token: string, now: Date, passwordHash: string, totpSecret: string, totpStep: number) {
      const rows = await query(
        sql<Columns<typeof staffAccounts, "id">>`with link as (
           update staff_setup_links set used_at = ${now}
            where token_hash = ${hashSecret(token)} and used_at is null and expires_at > ${now}
            returning account_id)
         update staff_accounts a set password_hash = ${passwordHash}, totp_secret = ${totpSecret}, totp_last_step = ${totpStep}
           from link where a.id = link.account_id and a.disabled_at is null
         returning a.id`,
      );
      return rows.length > 0;
    },

    /** Takes a TOTP step for the account, once: false if it (or a later one) was already used. */
    async claimTotpStep(accountId: number, step: number): Promise<boolean> {
      const rows = await query(
        sql<Columns<typeof staffAccounts, "id">>`update staff_accounts set totp_last_step = ${step}
          where id = ${accountId} and (totp_last_step is null or totp_last_step < ${step}) returning id`,
      );
      return rows.length > 0;
    },

    async createSession(accountId: number, now: Date, absoluteMs: number, userAgent: string | null): Promise<string> {
      const { token, hash } = newSecret();
      await run(
        sql`insert into staff_sessions (id, account_id, created_at, last_seen_at, expires_at, user_agent)
         values (${hash}, ${accountId}, ${now}, ${now}, ${new Date(now.getTime() + absoluteMs)}, ${userAgent?.slice(0, 300) ?? null})`,
      );
      return token;
    },

    /**
     * The account behind a session cookie, if the session is neither revoked,
     * past its end, idle longer than `idleMs`, nor its account disabled; it is
     * marked as seen now.
     */
    async touchSession(token: string, now: Date, idleMs: number) {
      const rows = await query(
        sql<Columns<typeof staffAccounts, "id" | "email"> & { session_id: string; role: StaffRole }>`
          update staff_sessions s set last_seen_at = ${now}
            from staff_accounts a
           where s.id = ${hashSecret(token)} and a.id = s.account_id and s.revoked_at is null and a.disabled_at is null
             and s.expires_at > ${now} and s.last_seen_at > ${new Date(now.getTime() - idleMs)}
          returning s.id as session_id, a.id, a.email, a.role`,
      );
      const row = rows[0];
      return row ? { sessionId: row.session_id, accountId: row.id, email: row.email, role: row.role } : null;
    },

    async sessions(accountId: number): Promise<StaffSession[]> {
      const rows = await query(
        sql<
          Columns<
            typeof staffSessions,
            "id" | "created_at" | "last_seen_at" | "expires_at" | "revoked_at" | "user_agent"
          >
        >`select id, created_at, last_seen_at, expires_at, revoked_at, user_agent from staff_sessions
           where account_id = ${accountId} order by created_at desc limit 50`,
      );
      return rows.map((row) => ({
        id: row.id,
        createdAt: new Date(row.created_at),
        lastSeenAt: new Date(row.last_seen_at),
        expiresAt: new Date(row.expires_at),
        revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
        userAgent: row.user_agent,
      }));
    },

    /** Revokes one session of an account (by its id, the hash); false if it had none such open. */
    async revokeSession(accountId: number, sessionId: string): Promise<boolean> {
      const rows = await query(
        sql<Columns<typeof staffSessions, "id">>`update staff_sessions set revoked_at = now()
          where id = ${sessionId} and account_id = ${accountId} and revoked_at is null returning id`,
      );
      return rows.length > 0;
    },

    async revokeAll(accountId: number): Promise<void> {
      await run(
        sql`update staff_sessions set revoked_at = now() where account_id = ${accountId} and revoked_at is null`,
      );
    },

    async audit(entry: {
      accountId: number | null;
      actor: string | null;
      action: string;
      petitionId?: number | null;
      detail?: unknown;
      addressHash?: string | null;
    }): Promise<void> {
      await run(
        sql`insert into audit_log (account_id, actor, action, petition_id, detail, address_hash)
         values (${entry.accountId}, ${entry.actor}, ${entry.action}, ${entry.petitionId ?? null},
                 ${entry.detail === undefined ? null : JSON.stringify(entry.detail)}, ${entry.addressHash ?? null})`,
      );
    },

    /** The audit log, newest first. */
    async auditEntries({ limit, before }: { limit: number; before?: number }): Promise<AuditEntry[]> {
      const rows = await query(
        sql<AuditRow>`select id, at, actor, action, petition_id, detail, address_hash from audit_log
          where (${before ?? null}::integer is null or id < ${before ?? null}) order by id desc limit ${limit}`,
      );
      return rows.map((row) => ({
        id: row.id,
        at: new Date(row.at),
        actor: row.actor,
        action: row.action,
        petitionId: row.petition_id,
        detail: row.detail,
        addressHash: row.address_hash,
      }));
    },

    /** The newest entry's id (0 when the log is empty): where an export of the whole log stops. */
    async newestAuditId(): Promise<number> {
      const rows = await query(sql<{ id: number | null }>`select max(id) as id from audit_log`);
      return Number(rows[0]?.id ?? 0);
    },

    /** Up to `limit` entries after id `after` and up to id `last`, oldest first (the CSV export's steps). */
    async auditEntriesBetween(after: number, last: number, limit: number): Promise<AuditRow[]> {
      return query(
        sql<AuditRow>`select id, at, actor, action, petition_id, detail, address_hash from audit_log
          where id > ${after} and id <= ${last} order by id limit ${limit}`,
      );
    },

    /** The salt of the address hashes (server/db/secrets-store.ts). */
    addressSalt: () => readAddressSalt(db),

    // ----- The accounts' rules (app/admin/accounts.server.ts) -----

    /** Every account (or the one with `id`), with its state, its newest sign-in and its sessions open at `at`. */
    async accountSummaries(at: Date, idleSince: Date, id?: number): Promise<AccountSummaryRow[]> {
      return query(
        sql<AccountSummaryRow>`select a.id, a.email, a.role, a.password_hash is not null and a.totp_secret is not null as set_up,
              a.disabled_at is not null as disabled, a.created_at,
              (select max(s.created_at) from staff_sessions s where s.account_id = a.id) as last_sign_in,
              (select count(*) from staff_sessions s
                where s.account_id = a.id and s.revoked_at is null and s.expires_at > ${at} and s.last_seen_at > ${idleSince}
              )::integer as open_sessions, a.sign_in_unlocked_at
         from staff_accounts a where (${id ?? null}::integer is null or a.id = ${id ?? null}) order by a.email`,
      );
    },

    /** Gives an account a new role; false when it had it, or it is the last active admin made a moderator. */
    async changeRole(id: number, role: StaffRole): Promise<boolean> {
      const rows = await query(
        sql<
          Columns<typeof staffAccounts, "id">
        >`update staff_accounts a set role = ${role} where a.id = ${id} and a.role <> ${role}
            and (${role} = 'admin' or ${anotherAdminRemains(id)}) returning a.id`,
      );
      return rows.length > 0;
    },

    /** Disables an enabled account at `at`, unless it is the last active admin; false when nothing changed. */
    async disableUnlessLastAdmin(id: number, at: Date): Promise<boolean> {
      const rows = await query(
        sql<Columns<typeof staffAccounts, "id">>`update staff_accounts a set disabled_at = ${at}
          where a.id = ${id} and a.disabled_at is null and ${anotherAdminRemains(id)} returning a.id`,
      );
      return rows.length > 0;
    },

    /** Enables a disabled account; false when it was not disabled. */
    async enable(id: number): Promise<boolean> {
      const rows = await query(
        sql<Columns<typeof staffAccounts, "id">>`update staff_accounts a set disabled_at = null
          where a.id = ${id} and a.disabled_at is not null returning a.id`,
      );
      return rows.length > 0;
    },

    /**
     * Counts failed sign-ins from `at` on (staff_accounts.sign_in_unlocked_at); the moment it replaced,
     * null when there was none (or no such account).
     */
    async unlockSignIn(id: number, at: Date): Promise<Date | null> {
      const rows = await query(
        sql<{ previous: Date | null }>`update staff_accounts a set sign_in_unlocked_at = ${at}
           from (select sign_in_unlocked_at as previous from staff_accounts where id = ${id}) old
          where a.id = ${id} returning old.previous`,
      );
      return rows[0]?.previous ?? null;
    },

    // ----- Refused sign-ins (app/admin/service.server.ts) -----

    /** Counts one refused sign-in in its window; the window's count so far, this one included. */
    async countRefusal(refusal: { windowStart: Date; actor: string; address: string; at: Date }): Promise<number> {
      const rows = await query(
        sql<
          Columns<typeof signInRefusals, "refusals">
        >`insert into sign_in_refusals (window_start, actor, address_hash, first_at, last_at)
         values (${refusal.windowStart}, ${refusal.actor}, ${refusal.address}, ${refusal.at}, ${refusal.at})
         on conflict (address_hash, actor, window_start)
         do update set refusals = sign_in_refusals.refusals + 1, last_at = excluded.last_at
         returning refusals`,
      );
      return Number(rows[0]?.refusals);
    },

    /** Drops the counts of windows that began before `before`. */
    async forgetRefusalsBefore(before: Date): Promise<void> {
      await run(sql`delete from sign_in_refusals where window_start < ${before}`);
    },

    // ----- Start-up -----

    /** Writes the thresholds in force for the database's triggers (migrations 0005 and 0014). */
    async writeThresholds({ response, debate, openDays = 180 }: Thresholds): Promise<void> {
      await run(
        sql`insert into petition_thresholds (name, value)
         values ('response', ${response}), ('debate', ${debate}), ('open-days', ${openDays})
         on conflict (name) do update set value = excluded.value`,
      );
    },
  };
}

/** What the database's triggers read from petition_thresholds. */
export type Thresholds = { response: number; debate: number; openDays?: number };

export type StaffStore = ReturnType<typeof createStaffStore>;
