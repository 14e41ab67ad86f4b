import { staffCount } from "~/admin/counts";
import { MAIL_OFF, type PetitionerMail, type PetitionModeration } from "~/petitions/index.server";
import { now as clockNow } from "../../server/core/clock";
import { log } from "../../server/core/logger";
import type { Database } from "../../server/db/client";
import { addressHasher, clientNetwork } from "../../server/http/requester";
import {
  type Admission,
  type CheckQueue,
  createCheckQueue,
  DEFAULT_SIGN_IN_QUEUE,
  defaultChecks,
} from "./check-queue.server";
import { normalEmail } from "./email.server";
import { createSignInLimits, type SignInLimits } from "./limits.server";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords.server";
import { createStaffStore, type StaffAccount, type StaffRole, type StaffStore } from "./store.server";
import { totpStep } from "./totp.server";

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 30 * 60_000;
/** …and this long after sign-in in any case. */
export const SESSION_ABSOLUTE_MS = 12 * 3_600_000;
/** How long a set-up link printed by `npm run staff` stays good. */
export const SETUP_LINK_HOURS = 24;

export type Staff = { sessionId: string; accountId: number; email: string; role: StaffRole };

/** Who is asking: the client address (hashed before it is kept) and the browser. */
export type StaffRequester = { ip: string; userAgent: string | null };

export type SignInResult =
  | { status: "signed-in"; token: string; staff: Omit<Staff, "sessionId"> }
  | { status: "refused"; message: string }
  | { status: "locked"; message: string; retryAfterSeconds: number }
  /** Too many sign-ins under way in this process: refused before anything is read or counted. */
  | { status: "busy"; message: string; retryAfterSeconds: number }
  /** The database (or its pool) did not answer in time: nothing was decided. */
  | { status: "unavailable"; message: string; retryAfterSeconds: number };

export const SIGN_IN_REFUSED = "The email address, password or one-time code is not right.";
export const SIGN_IN_BUSY = "The console is checking many sign-ins at this moment. Try again in a few seconds.";
export const SIGN_IN_UNAVAILABLE =
  "The console could not check your sign-in just now: its database did not answer in time. Try again in a few seconds.";
/** Retry-After of a sign-in refused as busy or unavailable, in seconds. */
const BUSY_RETRY_SECONDS = 5;

/** How long the counts of refused sign-ins are kept. */
const REFUSALS_KEPT_MS = 90 * 24 * 3_600_000;

/** Text typed in the email field, as the audit log keeps it: an address (at most 100 characters), else a note. */
export function actorText(email: string): string | null {
  if (!email) return null;
  const address = normalEmail(email);
  if (!address) return "(not an email address)";
  return address.length > 100 ? `${address.slice(0, 99)}…` : address;
}

const minutes = (seconds: number) => {
  const count = Math.ceil(seconds / 60);
  return staffCount(count, "minute");
};

/** A hash to compare against when there is no account, so a wrong address takes as long as a wrong password. */
const DECOY_HASH = hashPassword("not a password of anyone's");

export type StaffConsoleOptions = {
  db: Database;
  limits?: SignInLimits;
  /** The clock (tests move it to expire sessions). */
  now?: () => Date;
  /** The address salt; read from the database when not given. */
  addressSalt?: string;
  /** Emails to petitioners (app/petitions/mail/, composed beside the console); off when not given. */
  mail?: PetitionerMail;
  /** Password checks at once and sign-ins waiting for one (app/admin/check-queue.server.ts). */
  checks?: CheckQueue;
  /** What the console's moderation does to petitions, through the petitions' own store (app/petitions). */
  petitions?: PetitionModeration;
};

/** A set-up through a link: done, refused with a message, or the link is no longer good. */
export type SetupResult = { status: "done" } | { status: "invalid"; message: string } | { status: "expired" };

/**
 * The operators' console as its pages, the gate and the command see it: staff accounts, sign-in,
 * sessions and the audit log, with what the console is given to act on (emails to petitioners,
 * the petitions' moderation).
 */
export interface StaffConsole {
  /** The console's database (its other stores are made on it: moderation, responses, translations). */
  readonly db: Database;
  /** The staff accounts', sessions' and audit log's SQL. */
  readonly store: StaffStore;
  /** The console's clock (tests move it). */
  now(): Date;
  /** A client address's network, hashed with the database's salt, as the audit log keeps it. */
  addressHash(ip: string): Promise<string>;
  /**
   * Emails to petitioners: a Government response is queued with `mail.queue(id, { kind: "response",
   * response }, client)` in its transaction, then `mail.queued()` after the commit.
   */
  readonly mail: PetitionerMail;
  /** The failed sign-ins counted (the accounts page shows who is locked out, and clears it). */
  readonly limits: SignInLimits;
  /** The petitions' side of moderation, when the console was given it (server/serve.ts gives it). */
  readonly petitions: PetitionModeration | undefined;
  /** Whether a sign-in arriving now would be refused as busy: the gate answers it before any page work. */
  signInsFull(): boolean;
  /**
   * Password, then one-time code, for at most SIGN_IN_CHECKS + SIGN_IN_QUEUE sign-ins at once in this
   * process; any more are refused as busy at once, and a database that does not answer in time makes
   * the sign-in unavailable (both 503 with Retry-After, never 500).
   */
  signIn(input: { email: unknown; password: unknown; code: unknown }, requester: StaffRequester): Promise<SignInResult>;
  /** The staff member behind a session cookie's value, or null (and the session is marked as seen). */
  session(token: string | null): Promise<Staff | null>;
  /** Ends a session, and audits it. */
  signOut(staff: Staff, requester: StaffRequester): Promise<void>;
  /** Writes one audit entry for a staff member's action. */
  audit(
    staff: Pick<Staff, "accountId" | "email">,
    requester: StaffRequester,
    action: string,
    extra?: { petitionId?: number | null; detail?: unknown },
  ): Promise<void>;
  /** The account a set-up link is for, while the link is good: for the set-up page. */
  setupAccount(token: string): Promise<StaffAccount | null>;
  /** Sets the password and second factor through a link, if the code proves the app was enrolled. */
  completeSetup(
    token: string,
    input: { password: unknown; confirm: unknown; secret: unknown; code: unknown },
    requester: StaffRequester,
  ): Promise<SetupResult>;
  /** Closes what the console owns: its sign-in limits (the email worker is closed by whoever made it). */
  close(): Promise<void>;
}

/** Staff accounts, sign-in, sessions and the audit log: the rules the console's pages and the command share. */
export function createStaffConsole({
  db,
  limits = createSignInLimits(),
  now = clockNow,
  addressSalt,
  mail = MAIL_OFF,
  checks = createCheckQueue({ checks: defaultChecks(), queue: DEFAULT_SIGN_IN_QUEUE }),
  petitions,
}: StaffConsoleOptions): StaffConsole {
  const store: StaffStore = createStaffStore(db);

  /**
   * A refused sign-in: counted in sign_in_refusals, and written to the audit log the first time in
   * its window for its account (or address), so a flood of refusals adds one entry, not thousands.
   */
  async function refused(refusal: {
    actor: string;
    address: string;
    windowStart: Date;
    at: Date;
    accountId: number | null;
    which: "address" | "account";
  }) {
    if ((await store.countRefusal(refusal)) !== 1) return;
    await store.audit({
      accountId: refusal.accountId,
      actor: refusal.actor || null,
      action: "sign-in-locked",
      detail: {
        locked: refusal.which,
        windowStart: refusal.windowStart.toISOString(),
        note: "further refusals in this window are counted in sign_in_refusals",
      },
      addressHash: refusal.address,
    });
    // Counts older than the audit log's readers need are dropped now and then.
    await store.forgetRefusalsBefore(new Date(refusal.at.getTime() - REFUSALS_KEPT_MS));
  }

  const addressHash = addressHasher(() => store.addressSalt(), addressSalt).hash;

  /**
   * Password, then one-time code, for a sign-in let in by the check queue. The attempt is counted against
   * the limits before anything is checked (app/admin/limits.server.ts), so no number of simultaneous attempts
   * gets more checks than the limits allow; a correct sign-in gives its attempt back. Every checked attempt
   * is audited; refused ones once per account, address and window, with a count (sign_in_refusals).
   */
  async function signInAdmitted(
    input: { email: unknown; password: unknown; code: unknown },
    requester: StaffRequester,
    admission: Admission,
  ): Promise<SignInResult> {
    const email = typeof input.email === "string" ? input.email.trim().toLowerCase().slice(0, 254) : "";
    const password = typeof input.password === "string" ? input.password : "";
    const code = typeof input.code === "string" ? input.code : "";
    const address = await addressHash(requester.ip);
    const actor = actorText(email);
    const at = now();
    const account = email ? await store.accountByEmail(email) : null;
    const reservation = await limits.reserve({
      account: email,
      address: clientNetwork(requester.ip),
      now: at.getTime(),
      unlockedAt: account?.signInUnlockedAt?.getTime() ?? 0,
    });
    if (!reservation.allowed) {
      const wait = reservation.retryAfterSeconds;
      const which = reservation.which === "account" ? "this account from your network address" : "your network address";
      await refused({
        actor: reservation.which === "account" ? (actor ?? "") : "",
        address,
        windowStart: new Date(reservation.windowStart),
        at,
        accountId: account?.id ?? null,
        which: reservation.which,
      });
      return {
        status: "locked",
        retryAfterSeconds: wait,
        message: `Too many failed sign-ins for ${which}. Sign-in is locked: try again in ${minutes(wait)}.`,
      };
    }
    let usable: typeof account = null;
    let passwordOk = false;
    try {
      usable = account && !account.disabled && account.passwordHash && account.totpSecret ? account : null;
      // In turn with the process's other sign-ins: at most SIGN_IN_CHECKS at once on the thread pool.
      const decoy = await DECOY_HASH;
      passwordOk = await admission.check(() => verifyPassword(password, usable?.passwordHash ?? decoy));
    } catch (error) {
      // Never checked: the attempt is given back. (Once checked, it counts whatever happens next.)
      await reservation.release();
      throw error;
    }
    const step = usable && passwordOk ? totpStep(usable.totpSecret as string, code, now().getTime()) : null;
    const fresh = usable && step !== null ? await store.claimTotpStep(usable.id, step) : false;
    if (!usable || !fresh) {
      await store.audit({
        accountId: account?.id ?? null,
        actor,
        action: "sign-in-failed",
        detail: {
          reason: !usable
            ? account
              ? account.disabled
                ? "account disabled"
                : "account not set up"
              : "no such account"
            : !passwordOk
              ? "wrong password"
              : step === null
                ? "wrong one-time code"
                : "one-time code used before",
        },
        addressHash: address,
      });
      return { status: "refused", message: SIGN_IN_REFUSED };
    }
    await reservation.succeeded();
    const token = await store.createSession(usable.id, now(), SESSION_ABSOLUTE_MS, requester.userAgent);
    await store.audit({ accountId: usable.id, actor: usable.email, action: "sign-in", addressHash: address });
    return { status: "signed-in", token, staff: { accountId: usable.id, email: usable.email, role: usable.role } };
  }

  return {
    db,
    store,
    now,
    addressHash,
    mail,
    limits,
    petitions,
    signInsFull: () => checks.full(),

    async signIn(input, requester) {
      // Let in, or refused at once: no database read, no attempt counted.
      const admission = checks.enter();
      if (!admission) return { status: "busy", retryAfterSeconds: BUSY_RETRY_SECONDS, message: SIGN_IN_BUSY };
      try {
        return await signInAdmitted(input, requester, admission);
      } catch (error) {
        // A database (or pool) that does not answer in time decides nothing: 503, never 500.
        log.error({ err: error }, "A sign-in could not be checked");
        return { status: "unavailable", retryAfterSeconds: BUSY_RETRY_SECONDS, message: SIGN_IN_UNAVAILABLE };
      } finally {
        admission.leave();
      }
    },

    async session(token) {
      if (!token || token.length > 100) return null;
      return store.touchSession(token, now(), SESSION_IDLE_MS);
    },

    async signOut(staff, requester) {
      await store.revokeSession(staff.accountId, staff.sessionId);
      await this.audit(staff, requester, "sign-out");
    },

    async audit(staff, requester, action, extra = {}) {
      await store.audit({
        accountId: staff.accountId,
        actor: staff.email,
        action,
        petitionId: extra.petitionId ?? null,
        detail: extra.detail,
        addressHash: await addressHash(requester.ip),
      });
    },

    async setupAccount(token) {
      return store.setupLinkAccount(token, now());
    },

    async completeSetup(token, input, requester) {
      const account = await store.setupLinkAccount(token, now());
      if (!account) return { status: "expired" };
      const password = typeof input.password === "string" ? input.password : "";
      const problem = passwordProblem(password);
      if (problem) return { status: "invalid", message: problem };
      if (password !== input.confirm) return { status: "invalid", message: "The two passwords are not the same." };
      const secret = typeof input.secret === "string" && /^[A-Z2-7]{32}$/.test(input.secret) ? input.secret : null;
      if (!secret) return { status: "invalid", message: "The set-up form was changed: open the link again." };
      const step = totpStep(secret, typeof input.code === "string" ? input.code : "", now().getTime());
      if (step === null) {
        return {
          status: "invalid",
          message: "That one-time code is not right: check the app's clock and type the six digits it shows now.",
        };
      }
      const done = await store.completeSetup(token, now(), await hashPassword(password), secret, step);
      if (!done) return { status: "expired" };
      await this.audit({ accountId: account.id, email: account.email }, requester, "account-set-up");
      return { status: "done" };
    },

    async close() {
      await limits.close().catch((error: unknown) => log.warn({ err: error }, "Closing the sign-in limits failed"));
    },
  };
}
