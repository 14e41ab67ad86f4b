import { now as clockNow } from "../../server/core/clock";
import { lookupEmail, normalEmail } from "./email.server";
import type { SignInLimits } from "./limits.server";
import { SESSION_IDLE_MS, SETUP_LINK_HOURS } from "./service.server";
import { STAFF_ROLES, type StaffRole, type StaffSession, type StaffStore } from "./store.server";

/** What the accounts page and `npm run staff -- list` say of an account. */
export type AccountState = "active" | "waiting for set-up" | "disabled" | "locked out";

export type AccountSummary = {
  id: number;
  email: string;
  role: StaffRole;
  state: AccountState;
  createdAt: Date;
  /** When its newest session began. */
  lastSignIn: Date | null;
  /** Sessions neither ended, expired nor idle too long. */
  openSessions: number;
};

/**
 * Who changes an account: a signed-in admin (their account, email and the
 * salted hash of their address), or the operator's command.
 */
export type AccountActor = { accountId: number | null; name: string; addressHash: string | null };

/** The operator's command, in the audit log. */
export const COMMAND_ACTOR: AccountActor = { accountId: null, name: "npm run staff", addressHash: null };

export type AccountResult =
  | {
      status: "done";
      message: string;
      account: AccountSummary;
      /** A new one-time set-up link (add and reset), shown once and never stored or logged. */
      setup?: { link: string; expiresAt: Date };
    }
  /** Nothing to do: the account was already so. Not audited. */
  | { status: "unchanged"; message: string }
  /** Against a rule: a duplicate address, the admin's own account, the last active admin. */
  | { status: "refused"; message: string }
  | { status: "invalid"; message: string }
  | { status: "not-found"; message: string };

export { lookupEmail, normalEmail } from "./email.server";

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

/**
 * Adding, changing and listing the console's accounts: the one set of rules
 * and audit entries behind both the accounts page (`/admin/accounts`) and
 * `npm run staff`. Each change is audited with the account's role, state and
 * open sessions before and after; a set-up link's token never is.
 */
export function createAccounts({
  store,
  limits,
  now = clockNow,
}: {
  store: StaffStore;
  /** The sign-in limits, to show an account locked out (without them none is). */
  limits?: SignInLimits;
  now?: () => Date;
}) {
  async function summaries(id?: number): Promise<AccountSummary[]> {
    const at = now();
    const rows = await store.accountSummaries(at, new Date(at.getTime() - SESSION_IDLE_MS), id);
    return Promise.all(
      rows.map(async (row) => {
        const base: AccountState = row.disabled ? "disabled" : row.set_up ? "active" : "waiting for set-up";
        const locked =
          base === "active" && limits
            ? await limits.accountLimited(row.email, at.getTime(), unlockedAtMs(row.sign_in_unlocked_at))
            : false;
        return {
          id: row.id,
          email: row.email,
          role: row.role,
          state: locked ? "locked out" : base,
          createdAt: new Date(row.created_at),
          lastSignIn: row.last_sign_in ? new Date(row.last_sign_in) : null,
          openSessions: Number(row.open_sessions),
        } satisfies AccountSummary;
      }),
    );
  }

  const one = async (id: number) => (await summaries(id))[0] ?? null;

  /** What the audit log keeps of an account: the same whether or not the sign-in limits are known. */
  const audited = (account: AccountSummary | null) =>
    account
      ? {
          role: account.role,
          state: account.state === "locked out" ? "active" : account.state,
          openSessions: account.openSessions,
        }
      : null;

  async function audit(
    actor: AccountActor,
    action: string,
    email: string,
    before: AccountSummary | null,
    id: number,
    extra: Record<string, unknown> = {},
  ) {
    const after = await one(id);
    await store.audit({
      accountId: actor.accountId,
      actor: actor.name,
      action,
      detail: { account: email, before: audited(before), after: audited(after), ...extra },
      addressHash: actor.addressHash,
    });
    return after as AccountSummary;
  }

  async function setupLink(accountId: number, origin: string) {
    const token = await store.createSetupLink(accountId, SETUP_LINK_HOURS);
    return {
      link: `${origin.replace(/\/+$/, "")}/admin/setup/${token}`,
      expiresAt: new Date(now().getTime() + SETUP_LINK_HOURS * 3_600_000),
    };
  }

  const notFound = (what: string): AccountResult => ({ status: "not-found", message: `There is no account ${what}.` });
  const own = (actor: AccountActor, id: number) => actor.accountId === id;
  const lastAdmin = (email: string, change: string): AccountResult => ({
    status: "refused",
    message: `${email} is the last active admin and cannot be ${change}: make another account an admin first.`,
  });

  return {
    /** Every account, by email. */
    list: () => summaries(),

    /** One account, or null. */
    get: one,

    async byEmail(value: unknown): Promise<AccountSummary | null> {
      const email = lookupEmail(value);
      const found = email ? await store.accountByEmail(email) : null;
      return found ? one(found.id) : null;
    },

    /** Its 50 newest sessions. */
    sessions: (id: number): Promise<StaffSession[]> => store.sessions(id),

    /** A new account, waiting for set-up through the link returned. */
    async add(actor: AccountActor, input: { email: unknown; role: unknown }, origin: string): Promise<AccountResult> {
      const email = normalEmail(input.email);
      if (!email)
        return { status: "invalid", message: "Give the new account's email address, such as ada@gov.example." };
      if (!isStaffRole(input.role)) return { status: "invalid", message: "Choose the role: moderator or admin." };
      const created = await store.addAccount(email, input.role);
      if (!created) {
        return {
          status: "refused",
          message: `There is already an account for ${email}. To give it a new link, reset that account.`,
        };
      }
      const setup = await setupLink(created.id, origin);
      const account = await audit(actor, "account-added", email, null, created.id);
      return {
        status: "done",
        message: `Account ${email} (${input.role}) created.`,
        account,
        setup,
      };
    },

    /** Makes an account a moderator or an admin; never the actor's own, nor the last active admin a moderator. */
    async setRole(actor: AccountActor, id: number, role: unknown): Promise<AccountResult> {
      if (!isStaffRole(role)) return { status: "invalid", message: "Choose the role: moderator or admin." };
      const before = await one(id);
      if (!before) return notFound("with that number");
      if (before.role === role) return { status: "unchanged", message: `${before.email} is already ${article(role)}.` };
      if (own(actor, id)) {
        return { status: "refused", message: "You cannot change your own role: ask another admin to." };
      }
      if (!(await store.changeRole(id, role))) return lastAdmin(before.email, "made a moderator");
      const account = await audit(actor, "account-role-changed", before.email, before, id);
      return { status: "done", message: `${before.email} is now ${article(role)}.`, account };
    },

    /** Disables an account and ends its sessions at once, or enables it again. */
    async setDisabled(actor: AccountActor, id: number, disabled: boolean): Promise<AccountResult> {
      const before = await one(id);
      if (!before) return notFound("with that number");
      if ((before.state === "disabled") === disabled) {
        return {
          status: "unchanged",
          message: disabled ? `${before.email} is already disabled.` : `${before.email} is not disabled.`,
        };
      }
      if (disabled && own(actor, id)) {
        return { status: "refused", message: "You cannot disable your own account: ask another admin to." };
      }
      const changed = disabled ? await store.disableUnlessLastAdmin(id, now()) : await store.enable(id);
      if (!changed) {
        return disabled ? lastAdmin(before.email, "disabled") : { status: "unchanged", message: "Nothing changed." };
      }
      if (disabled) await store.revokeAll(id);
      const account = await audit(actor, disabled ? "account-disabled" : "account-enabled", before.email, before, id);
      return {
        status: "done",
        message: disabled
          ? `${before.email} is disabled; its sessions have ended.`
          : `${before.email} may sign in again.`,
        account,
      };
    },

    /** Forgets an account's password and one-time codes, ends its sessions, and makes a new set-up link. */
    async reset(actor: AccountActor, id: number, origin: string): Promise<AccountResult> {
      const before = await one(id);
      if (!before) return notFound("with that number");
      if (own(actor, id)) {
        return { status: "refused", message: "You cannot reset your own account: ask another admin to." };
      }
      await store.clearCredentials(id);
      const setup = await setupLink(id, origin);
      const account = await audit(actor, "account-reset", before.email, before, id);
      return {
        status: "done",
        message: `${before.email}: password and one-time codes forgotten, sessions ended.`,
        account,
        setup,
      };
    },

    /**
     * Forgets an account's failed sign-ins, from every address, in every process: they are
     * counted only from this moment on (staff_accounts.sign_in_unlocked_at).
     */
    async unlock(actor: AccountActor, id: number): Promise<AccountResult> {
      const before = await one(id);
      if (!before) return notFound("with that number");
      const at = now();
      const previous = await store.unlockSignIn(id, at);
      const failures = limits
        ? await limits.accountFailures(before.email, at.getTime() - 1, unlockedAtMs(previous))
        : null;
      const account = await audit(actor, "account-unlocked", before.email, before, id, { failuresCleared: failures });
      return {
        status: "done",
        message: `${before.email}: failed sign-ins forgotten; it may sign in from any address again.`,
        account,
      };
    },

    /** Ends one session of an account (named by its id, the hash of its cookie). */
    async endSession(actor: AccountActor, id: number, sessionId: unknown): Promise<AccountResult> {
      if (typeof sessionId !== "string" || !/^[0-9a-f]{64}$/.test(sessionId)) {
        return { status: "invalid", message: "Choose a session to end." };
      }
      const before = await one(id);
      if (!before) return notFound("with that number");
      if (!(await store.revokeSession(id, sessionId))) {
        return { status: "unchanged", message: "That session has already ended." };
      }
      const account = await audit(actor, "account-session-ended", before.email, before, id);
      return { status: "done", message: `One session of ${before.email} has ended.`, account };
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;

const unlockedAtMs = (value: Date | null) => (value ? new Date(value).getTime() : 0);

const article = (role: StaffRole) => (role === "admin" ? "an admin" : "a moderator");
