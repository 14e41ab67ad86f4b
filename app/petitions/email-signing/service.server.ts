import { createHash, randomBytes } from "node:crypto";
import type { SignerFieldErrors } from "~/petitions/outcomes";
import { HIDDEN_CHARACTERS } from "~/petitions/schema.server";
import { nowMs } from "../../../server/core/clock";
import { errorLog, log } from "../../../server/core/logger";
import { minuteJob } from "../../../server/core/minute-job";
import type { Database } from "../../../server/db/client";
import { ownWriteCookie } from "../../../server/http/own-writes";
import type { RateLimits } from "../rate-limits.server";
import type { PetitionService, Requester } from "../service.server";
import type { SignerUpdates } from "../updates/service.server";
import { keyOfStored, signerAddress } from "./normalise.server";
import type { RequestResult } from "./requests.server";
import { createSignatureRequestStore, requestSignerKey, type SignatureRequest } from "./store.server";

/** The longest name a signer may give. */
export const SIGNER_NAME_MAX = 100;

/**
 * At most one confirmation email per petition and address in this many hours (or in the time a link works,
 * if shorter, so that a signer whose link expired can always ask for a new one): a request within it is told
 * "check your email" like any other, and the link already sent still works.
 */
export const MAIL_WINDOW_HOURS = 6;

/** A field of the signing form that was refused, and why (worded by the pages in their language). */
export type { RequestResult, SignerFieldErrors };

/** What a confirmation link's page shows, and what its buttons did. */
export type LinkState =
  | { state: "unknown" }
  | { state: "expired"; request: SignatureRequest }
  | { state: "closed"; request: SignatureRequest }
  | { state: "waiting"; request: SignatureRequest }
  | {
      state: "confirmed";
      request: SignatureRequest;
      receipt?: string;
      signatureCount?: number;
      /** Just confirmed: the confirming browser's next reads show the new count (server/http/own-writes.ts). */
      setCookie?: string;
    }
  | { state: "withdrawn"; request: SignatureRequest; justNow?: boolean }
  | { state: "unavailable" };

/** A link's token: 256 random bits, base64url; the database keeps only its SHA-256. */
const newToken = () => randomBytes(32).toString("base64url");
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");
const isToken = (value: unknown): value is string => typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);

/**
 * Signing by email (PETITION_SIGNING=email, issue 35): a signer gives a name, an address and that they are a
 * citizen or resident; the portal emails a link (through the mail queue, in the page's language) whose page
 * has a Confirm button (a POST, so a mail scanner opening the link confirms nothing). Only a confirmed
 * signature counts, through the same group commit as every signature, with its receipt. The same link lets
 * the signer withdraw it later. One signature per petition and normalised address, by a unique index.
 */
export function createEmailSigning({
  db,
  petitions,
  limits,
  confirmHours,
  retentionDays,
  mailQueued,
  updates,
}: {
  db: Database;
  petitions: Pick<PetitionService, "signAs" | "addressHash" | "keyedHash">;
  /** `sign` per client; `signatureMail`, the confirmation emails one address receives a day (SIGNATURE_EMAILS_PER_DAY). */
  limits: Pick<RateLimits, "sign" | "signatureMail">;
  confirmHours: number;
  retentionDays: number;
  /** Wakes the mail worker once a message is queued. */
  mailQueued: () => void;
  /** The updates to signers who asked for them (../updates/service.ts). */
  updates?: SignerUpdates;
}) {
  const store = createSignatureRequestStore(db);
  const windowMs = Math.min(MAIL_WINDOW_HOURS, confirmHours) * 3_600_000;

  const eraseDue = async () => {
    const erased = await store.eraseDue(new Date(nowMs()), retentionDays);
    if (erased > 0) log.info({ erased }, "Signers' names and addresses erased (PETITION_RETENTION_DAYS)");
    return erased;
  };
  const job = minuteJob(eraseDue, "Signers' names and addresses could not be erased");

  /**
   * A request kept before addresses had to be plain may be keyed on a spelling (`me(1)@example.ie`) of a mailbox
   * that has another request on the same petition. Before it signs, it takes its mailbox's one key: false when
   * another request holds it (that one alone can sign; this link then ends), or the spelling reached no one mailbox.
   */
  async function keptOnePerMailbox(request: SignatureRequest): Promise<boolean> {
    const stored = await store.emailOf(request.id);
    if (stored === null) return true;
    const key = keyOfStored(stored);
    if (key?.email === stored) return true;
    const kept = key !== null && (await store.rekey(request.id, key.email, key.domain));
    if (!kept) {
      await store.expire(request.id, new Date(nowMs()));
      log.info(
        { petitionId: request.petitionId },
        "A link sent to an old spelling of an address that has another request ended",
      );
    }
    return kept;
  }

  /** The state of a link, as its page shows it before any button. */
  async function stateOf(token: unknown): Promise<LinkState> {
    if (!isToken(token)) return { state: "unknown" };
    const request = await store.byToken(tokenHash(token));
    if (!request) return { state: "unknown" };
    if (request.withdrawnAt) return { state: "withdrawn", request };
    if (request.confirmedAt) return { state: "confirmed", request };
    if (!request.open) return { state: "closed", request };
    if (request.expiresAt.getTime() <= nowMs()) return { state: "expired", request };
    return { state: "waiting", request };
  }

  return {
    /**
     * A request to sign: checks the fields, counts against the signer's address like a signature, and queues
     * the confirmation email. An address that has signed, or asked already, is answered the same way, so the
     * answer never tells whether an address signed.
     */
    async request(
      petitionId: number | null,
      fields: Record<string, unknown>,
      requester: Requester & { language: "en" | "ga" },
    ): Promise<RequestResult> {
      const errors: SignerFieldErrors = {};
      const name = typeof fields.name === "string" ? fields.name.trim() : "";
      const raw = typeof fields.email === "string" ? fields.email : "";
      const address = signerAddress(raw);
      // The name goes into a government email: no controls or direction marks, as in a petition's own fields.
      if (name === "") errors.name = "missing";
      else if (name.length > SIGNER_NAME_MAX) errors.name = "too-long";
      else if (HIDDEN_CHARACTERS.test(name)) errors.name = "hidden-characters";
      if (raw.trim() === "") errors.email = "missing";
      else if (!address.ok) errors.email = address.reason;
      if (fields.citizen !== "yes" && fields.citizen !== true) errors.citizen = "missing";
      if (petitionId === null) return { status: "not-found" };
      if (Object.keys(errors).length > 0 || !address.ok) return { status: "invalid", errors };
      try {
        const client = await petitions.addressHash(requester.ip);
        const limit = await limits.sign.take(client);
        if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
        // The address's daily allowance of confirmation emails, over every petition: past it, the answer is
        // the same ("check your email") and nothing is sent or stored, so a victim's inbox is not a target.
        const recipient = await petitions.keyedHash(`signature-mail:${address.email}`);
        const allowance = await limits.signatureMail.take(recipient);
        if (!allowance.allowed) {
          if (!(await store.open(petitionId))) return { status: "closed" };
          log.warn({ petitionId }, "A confirmation email was not sent: the address had its SIGNATURE_EMAILS_PER_DAY");
          return { status: "requested" };
        }
        const token = newToken();
        const expiresAt = new Date(nowMs() + confirmHours * 3_600_000);
        const { open, queued } = await store.request({
          petitionId,
          email: address.email,
          domain: address.domain,
          name,
          language: requester.language,
          updates: fields.updates === "yes" || fields.updates === true,
          token,
          tokenHash: tokenHash(token),
          expiresAt,
          renewBefore: new Date(expiresAt.getTime() - windowMs),
          hours: confirmHours,
          days: retentionDays,
        });
        // No email (a link sent within the window, or a signature confirmed already): the allowance is kept.
        if (!queued) await limits.signatureMail.refund(recipient);
        if (!open) return { status: "closed" };
        if (queued) mailQueued();
        return { status: "requested" };
      } catch (error) {
        errorLog(() => log.error({ err: error, petitionId }, "A signature could not be requested"));
        return { status: "unavailable" };
      }
    },

    /** The state of a confirmation link (its page, before a button). */
    async link(token: unknown): Promise<LinkState> {
      try {
        return await stateOf(token);
      } catch (error) {
        errorLog(() => log.error({ err: error }, "A confirmation link could not be read"));
        return { state: "unavailable" };
      }
    },

    /** The Confirm button: the signature counts, with its receipt (shown once). */
    async confirm(token: unknown, requester: Requester): Promise<LinkState> {
      try {
        const current = await stateOf(token);
        if (current.state !== "waiting") return current;
        const { request } = current;
        if (!(await keptOnePerMailbox(request))) {
          return { state: "expired", request: { ...request, expiresAt: new Date(nowMs()) } };
        }
        const outcome = await petitions.signAs(
          request.petitionId,
          requestSignerKey(request.id),
          await petitions.addressHash(requester.ip),
        );
        if (outcome.status === "closed" || outcome.status === "not-found") return { state: "closed", request };
        await store.confirmed(request.id);
        const confirmed = { ...request, confirmedAt: new Date(nowMs()) };
        // Signed already (a second click, or a confirmation whose answer was lost): counted once, no new receipt.
        return outcome.status === "signed"
          ? {
              state: "confirmed",
              request: confirmed,
              receipt: outcome.receipt,
              signatureCount: outcome.signatureCount,
              setCookie: ownWriteCookie(requester.secure),
            }
          : { state: "confirmed", request: confirmed };
      } catch (error) {
        errorLog(() => log.error({ err: error }, "A signature could not be confirmed"));
        return { state: "unavailable" };
      }
    },

    /** The Withdraw button: the signature leaves the count, and the log records the withdrawal. */
    async withdraw(token: unknown): Promise<LinkState> {
      try {
        const current = await stateOf(token);
        if (current.state !== "confirmed") return current;
        await store.withdraw(current.request.id);
        return { state: "withdrawn", request: { ...current.request, withdrawnAt: new Date(nowMs()) }, justNow: true };
      } catch (error) {
        errorLog(() => log.error({ err: error }, "A signature could not be withdrawn"));
        return { state: "unavailable" };
      }
    },

    /** PETITION_RETENTION_DAYS, which the signing form tells signers. */
    retentionDays,
    eraseDue,
    /** The updates to signers who asked for them. */
    updates,
    start: () => {
      job.start();
      updates?.start();
    },
    close: async () => {
      await job.close();
      await updates?.close();
    },
  };
}

export type EmailSigning = ReturnType<typeof createEmailSigning>;
