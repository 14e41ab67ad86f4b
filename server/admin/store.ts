import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../db/client";

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
export type AuditRow = {
  id: number;
  at: Date;
  actor: string | null;
  action: string;
  petition_id: number | null;
  detail: string | null;
  address_hash: string | null;
};

type AccountRow = {
  id: number;
  email: string;
  role: StaffRole;
  password_hash: string | null;
  totp_secret: string | null;
  disabled_at: Date | null;
  sign_in_unlocked_at?: Date | null;
};

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

/** The console's tables (migration 0004): accounts, links, sessions and the audit log, in plain SQL. */
export function createStaffStore(db: Database) {
  const query = async <Row extends Record<string, unknown>>(text: string, params?: unknown[]) => {
    await db.ready();
    return (await db.sql.query<Row>(text, params)).rows;
  };

  return {
    query,

    async addAccount(email: string, role: StaffRole): Promise<StaffAccount | null> {
      const rows = await query<AccountRow>(
        `insert into staff_accounts (email, role) values ($1, $2) on conflict (email) do nothing
         returning id, email, role, password_hash, totp_secret, disabled_at`,
        [email, role],
      );
      return rows[0] ? toAccount(rows[0]) : null;
    },

    async accountByEmail(email: string): Promise<StaffAccount | null> {
      const rows = await query<AccountRow>(
        `select id, email, role, password_hash, totp_secret, disabled_at, sign_in_unlocked_at
           from staff_accounts where email = $1`,
        [email],
      );
      return rows[0] ? toAccount(rows[0]) : null;
    },

    async accounts(): Promise<Array<StaffAccount & { createdAt: Date }>> {
      const rows = await query<AccountRow & { created_at: Date }>(
        "select id, email, role, password_hash, totp_secret, disabled_at, created_at from staff_accounts order by email",
      );
      return rows.map((row) => ({ ...toAccount(row), createdAt: new Date(row.created_at) }));
    },

    /** Disables an account (or enables it again) and, when disabling, ends its sessions. */
    async setDisabled(accountId: number, disabled: boolean): Promise<boolean> {
      const rows = await query<{ id: number }>(
        `update staff_accounts set disabled_at = ${disabled ? "coalesce(disabled_at, now())" : "null"}
          where id = $1 returning id`,
        [accountId],
      );
      if (disabled) await this.revokeAll(accountId);
      return rows.length > 0;
    },

    /** Forgets the password and second factor, ends every session, and voids older links. */
    async clearCredentials(accountId: number): Promise<void> {
      await query(
        "update staff_accounts set password_hash = null, totp_secret = null, totp_last_step = null where id = $1",
        [accountId],
      );
      await query("update staff_setup_links set used_at = now() where account_id = $1 and used_at is null", [
        accountId,
      ]);
      await this.revokeAll(accountId);
    },

    /** A one-time link's token, valid for `hours`. */
    async createSetupLink(accountId: number, hours: number): Promise<string> {
      const { token, hash } = newSecret();
      await query(
        `insert into staff_setup_links (token_hash, account_id, expires_at)
         values ($1, $2, now() + make_interval(secs => $3))`,
        [hash, accountId, hours * 3600],
      );
      return token;
    },

    /** The account a set-up link is for, while it is unused, unexpired and the account enabled. */
    async setupLinkAccount(token: string, now: Date): Promise<StaffAccount | null> {
      const rows = await query<AccountRow>(
        `select a.id, a.email, a.role, a.password_hash, a.totp_secret, a.disabled_at
           from staff_setup_links l join staff_accounts a on a.id = l.account_id
          where l.token_hash = $1 and l.used_at is null and l.expires_at > $2 and a.disabled_at is null`,
        [hashSecret(token), now],
      );
      return rows[0] ? toAccount(rows[0]) : null;
    },

    /** Uses a link once: sets the password and second factor. False if the link was no longer good. */
    async completeSetup(token: string, now: Date, passwordHash: string, totpSecret: string, totpStep: number) {
      const rows = await query<{ id: number }>(
        `with link as (
           update staff_setup_links set used_at = $2
            where token_hash = $1 and used_at is null and expires_at > $2
            returning account_id)
         update staff_accounts a set password_hash = $3, totp_secret = $4, totp_last_step = $5
           from link where a.id = link.account_id and a.disabled_at is null
         returning a.id`,
        [hashSecret(token), now, passwordHash, totpSecret, totpStep],
      );
      return rows.length > 0;
    },

    /** Takes a TOTP step for the account, once: false if it (or a later one) was already used. */
    async claimTotpStep(accountId: number, step: number): Promise<boolean> {
      const rows = await query<{ id: number }>(
        `update staff_accounts set totp_last_step = $2
          where id = $1 and (totp_last_step is null or totp_last_step < $2) returning id`,
        [accountId, step],
      );
      return rows.length > 0;
    },

    async createSession(accountId: number, now: Date, absoluteMs: number, userAgent: string | null): Promise<string> {
      const { token, hash } = newSecret();
      await query(
        `insert into staff_sessions (id, account_id, created_at, last_seen_at, expires_at, user_agent)
         values ($1, $2, $3, $3, $4, $5)`,
        [hash, accountId, now, new Date(now.getTime() + absoluteMs), userAgent?.slice(0, 300) ?? null],
      );
      return token;
    },

    /**
     * The account behind a session cookie, if the session is neither revoked,
     * past its end, idle longer than `idleMs`, nor its account disabled; it is
     * marked as seen now.
     */
    async touchSession(token: string, now: Date, idleMs: number) {
      const rows = await query<{ session_id: string; id: number; email: string; role: StaffRole }>(
        `update staff_sessions s set last_seen_at = $2
           from staff_accounts a
          where s.id = $1 and a.id = s.account_id and s.revoked_at is null and a.disabled_at is null
            and s.expires_at > $2 and s.last_seen_at > $3
         returning s.id as session_id, a.id, a.email, a.role`,
        [hashSecret(token), now, new Date(now.getTime() - idleMs)],
      );
      const row = rows[0];
      return row ? { sessionId: row.session_id, accountId: row.id, email: row.email, role: row.role } : null;
    },

    async sessions(accountId: number): Promise<StaffSession[]> {
      const rows = await query<{
        id: string;
        created_at: Date;
        last_seen_at: Date;
        expires_at: Date;
        revoked_at: Date | null;
        user_agent: string | null;
      }>(
        `select id, created_at, last_seen_at, expires_at, revoked_at, user_agent from staff_sessions
          where account_id = $1 order by created_at desc limit 50`,
        [accountId],
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
      const rows = await query<{ id: string }>(
        `update staff_sessions set revoked_at = now()
          where id = $1 and account_id = $2 and revoked_at is null returning id`,
        [sessionId, accountId],
      );
      return rows.length > 0;
    },

    async revokeAll(accountId: number): Promise<void> {
      await query("update staff_sessions set revoked_at = now() where account_id = $1 and revoked_at is null", [
        accountId,
      ]);
    },

    async audit(entry: {
      accountId: number | null;
      actor: string | null;
      action: string;
      petitionId?: number | null;
      detail?: unknown;
      addressHash?: string | null;
    }): Promise<void> {
      await query(
        `insert into audit_log (account_id, actor, action, petition_id, detail, address_hash)
         values ($1, $2, $3, $4, $5, $6)`,
        [
          entry.accountId,
          entry.actor,
          entry.action,
          entry.petitionId ?? null,
          entry.detail === undefined ? null : JSON.stringify(entry.detail),
          entry.addressHash ?? null,
        ],
      );
    },

    /** The audit log, newest first. */
    async auditEntries({ limit, before }: { limit: number; before?: number }): Promise<AuditEntry[]> {
      const rows = await query<AuditRow>(
        `select id, at, actor, action, petition_id, detail, address_hash from audit_log
          where ($2::integer is null or id < $2) order by id desc limit $1`,
        [limit, before ?? null],
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

    async addressSalt(): Promise<string> {
      const rows = await query<{ value: string }>(`select value from server_secrets where name = 'address-hash-salt'`);
      const salt = rows[0]?.value;
      if (!salt) throw new Error("The address-hash salt is missing from server_secrets");
      return salt;
    },
  };
}

export type StaffStore = ReturnType<typeof createStaffStore>;
