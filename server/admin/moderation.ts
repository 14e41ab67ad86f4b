import { staffCount } from "~/admin/counts";
import type { Language } from "~/i18n/languages";
import { INVALIDATION_REASONS, type InvalidationReason } from "~/petitions/receipt-code";
import { AWAITING_REVIEW, isRemovalReason, REMOVAL_REASONS } from "~/petitions/removal-reasons";
import { MAIL_OFF, type PetitionerMail } from "../mail";
import { createFraudStore, type FraudFlag } from "../petitions/fraud/store";
import { createPetitionStore, type PetitionStore } from "../petitions/store";
import { createModerationStore, type QueueListRow } from "./moderation-store";
import { lockedMessage, petitionLocks } from "./petition-lock";
import type { Staff, StaffConsole, StaffRequester } from "./service";

/** How long a moderator holds a petition after opening it or acting on it. */
export { LOCK_MS } from "./petition-lock";

/** Petitions this new count as new in the queue until a moderator has looked at them. */
const NEW_DAYS = 7;

export type PetitionState = {
  id: number;
  title: string;
  hidden: boolean;
  hiddenReason: string | null;
  closed: boolean;
  signatureCount: number;
};

export type QueueRow = {
  id: number;
  title: string;
  /** The language the petitioner wrote in. */
  language: Language;
  createdAt: Date;
  signatureCount: number;
  reports: number;
  newestReport: Date | null;
  hidden: boolean;
  closed: boolean;
};

export type ActionResult =
  | { status: "done"; message: string; count?: number }
  | { status: "invalid"; message: string }
  | { status: "locked"; message: string }
  | { status: "not-found" };

/** How far back the queue lists flagged sources, and a petition's page their hourly rate. */
const FLAG_DAYS = 7;
const RATE_HOURS = 48;

/** The invalidation a moderator is about to make: what it takes away, before they confirm it. */
export type InvalidationPreview = {
  /** A network's address hash, or an email domain (signing by email). */
  kind: "network" | "domain";
  addressHash: string;
  hours: number;
  reason: InvalidationReason;
  since: Date;
  signatures: number;
};

const isInvalidationReason = (value: unknown): value is InvalidationReason =>
  INVALIDATION_REASONS.some((reason) => reason === value);

const num = (value: unknown) => Number(value ?? 0);
const date = (value: unknown) => (value ? new Date(value as string) : null);

/**
 * The moderation queue and its actions. Every action takes the petition's
 * lock (or finds it held by someone else and does nothing), goes through the
 * petition store the operators' command uses, and writes an audit entry with
 * the petition's state before and after. The petitioner's email is read only
 * by `contact`, which is itself audited. Publishing and removing a petition
 * queue an email to its petitioner (when email updates are on and they gave an
 * address) in the same statement as the change.
 */
export function createModeration(
  staffConsole: StaffConsole,
  petitions: PetitionStore,
  mail: PetitionerMail = MAIL_OFF,
) {
  const store = createModerationStore(staffConsole.db);
  const fraud = createFraudStore(staffConsole.db);
  const now = () => staffConsole.now();
  const hoursAgo = (hours: number) => new Date(now().getTime() - hours * 3_600_000);

  /**
   * The fields of an invalidation, checked: one source (a network's address hash, or an email domain when
   * signatures are confirmed by email), a window of whole hours, a published reason.
   */
  function invalidationOf(
    source: unknown,
    hours: unknown,
    reason: unknown,
  ): Omit<InvalidationPreview, "signatures"> | { invalid: string } {
    // A bare value is a network's hash; `{ kind: "domain", value }` an email domain.
    const given = typeof source === "object" && source !== null ? (source as Record<string, unknown>) : null;
    const kind = given ? given.kind : "network";
    const addressHash = given ? given.value : source;
    const domain = kind === "domain";
    const wellFormed =
      typeof addressHash === "string" &&
      (domain ? /^[^\s@/]{1,253}$/.test(addressHash) && addressHash.includes(".") : /^[0-9a-f]{32}$/.test(addressHash));
    if (!wellFormed || (kind !== "network" && kind !== "domain")) {
      return { invalid: "Give an address hash or an email domain from the heaviest signers or the flagged sources." };
    }
    const count = Number(hours);
    if (!Number.isInteger(count) || count < 1 || count > 24 * 365) {
      return { invalid: "Give a window of whole hours, from 1 to 8760." };
    }
    if (!isInvalidationReason(reason)) return { invalid: "Choose a reason from the published list." };
    return { kind: domain ? "domain" : "network", addressHash, hours: count, reason, since: hoursAgo(count) };
  }

  /** The petition's flagged sources of the last days, each with its signatures per hour that still count. */
  async function flaggedSources(petitionId: number) {
    const flags = await fraud.flags(hoursAgo(FLAG_DAYS * 24), petitionId);
    const sources = [...new Map(flags.map((flag) => [`${flag.kind} ${flag.source}`, flag])).values()];
    return Promise.all(
      sources.map(async ({ kind, source }) => ({
        kind,
        source,
        flags: flags
          .filter((flag) => flag.kind === kind && flag.source === source)
          .map(({ hour, signatures }) => ({ hour, signatures })),
        hourly: await fraud.sourceHourly(petitionId, { kind, value: source }, hoursAgo(RATE_HOURS)),
      })),
    );
  }

  async function state(id: number): Promise<PetitionState | null> {
    const row = await store.petitionState(id);
    if (!row) return null;
    return {
      id: num(row.id),
      title: String(row.title),
      hidden: row.hidden === true,
      hiddenReason: row.hidden_reason ?? null,
      closed: row.closed === true,
      signatureCount: num(row.signature_count),
    };
  }

  const { lock, release } = petitionLocks(staffConsole);

  /** Runs one action under the lock and audits it with the state before and after. */
  async function act(
    petitionId: number,
    staff: Staff,
    requester: StaffRequester,
    action: string,
    run: (
      before: PetitionState,
    ) => Promise<{ message: string; count?: number; detail?: Record<string, unknown> } | { invalid: string }>,
  ): Promise<ActionResult> {
    const before = await state(petitionId);
    if (!before) return { status: "not-found" };
    const held = await lock(petitionId, staff);
    if (!held.held) {
      return {
        status: "locked",
        message: lockedMessage(held.by),
      };
    }
    const outcome = await run(before);
    if ("invalid" in outcome) return { status: "invalid", message: outcome.invalid };
    const after = await state(petitionId);
    await staffConsole.audit(staff, requester, action, {
      petitionId,
      detail: { before: summary(before), after: after ? summary(after) : null, ...outcome.detail },
    });
    return { status: "done", message: outcome.message, count: outcome.count };
  }

  /** After a statement that queued an email: the worker sends it now, and the moderator is told. */
  const told = (mailQueued: boolean) => {
    if (!mailQueued) return "";
    mail.queued();
    return " The petitioner will be told by email.";
  };
  const mailDetail = (mailQueued: boolean) => (mail.enabled ? { petitionerEmailed: mailQueued } : {});

  const summary = (value: PetitionState) => ({
    hidden: value.hidden,
    hiddenReason: value.hiddenReason,
    closed: value.closed,
    signatureCount: value.signatureCount,
  });

  return {
    state,
    lock,
    release,

    /** What needs a person: reported petitions (newest report first), and new ones nobody has looked at. */
    async queue(): Promise<{
      awaiting: QueueRow[];
      reported: QueueRow[];
      fresh: QueueRow[];
      crossed: QueueRow[];
      flagged: FraudFlag[];
    }> {
      const toRow = (row: QueueListRow): QueueRow => ({
        id: num(row.id),
        title: String(row.title),
        language: row.language === "ga" ? "ga" : "en",
        createdAt: date(row.created_at) as Date,
        signatureCount: num(row.signature_count),
        reports: num(row.reports),
        newestReport: date(row.newest_report),
        hidden: row.hidden === true,
        closed: row.closed === true,
      });
      const reported = await store.reported();
      const fresh = await store.fresh(new Date(now().getTime() - NEW_DAYS * 86_400_000));
      const awaiting = await store.hiddenFor(AWAITING_REVIEW);
      // Owed a response until one is published.
      const crossed = await store.owedResponse();
      return {
        awaiting: awaiting.map(toRow),
        reported: reported.map(toRow),
        fresh: fresh.map(toRow),
        crossed: crossed.map(toRow),
        flagged: await fraud.flags(hoursAgo(FLAG_DAYS * 24)),
      };
    },

    /** What invalidating one source's signatures in a window would take away; nothing is changed. */
    async previewInvalidation(
      petitionId: number,
      addressHash: unknown,
      hours: unknown,
      reason: unknown,
    ): Promise<InvalidationPreview | { invalid: string }> {
      const checked = invalidationOf(addressHash, hours, reason);
      if ("invalid" in checked) return checked;
      const source = { kind: checked.kind, value: checked.addressHash };
      return { ...checked, signatures: await fraud.countFrom(petitionId, source, checked.since) };
    },

    /** Everything the petition's view shows but its petitioner's email. */
    async view(petitionId: number) {
      const current = await state(petitionId);
      if (!current) return null;
      const [details, reports, hourly, notes, history, lockRow] = await Promise.all([
        store.details(petitionId),
        store.reports(petitionId),
        store.hourly(petitionId, new Date(now().getTime() - 48 * 3_600_000)),
        store.notes(petitionId),
        store.history(petitionId),
        store.currentLock(petitionId, now()),
      ]);
      return {
        ...current,
        description: String(details?.description ?? ""),
        category: String(details?.category ?? ""),
        submitterName: details?.submitter_name ?? null,
        hasEmail: details?.has_email === true,
        /** The language of the page it was created on, in which its petitioner is written to. */
        language: details?.language === "ga" ? ("ga" as const) : ("en" as const),
        createdAt: date(details?.created_at) as Date,
        reports: num(reports?.reports),
        newestReport: date(reports?.newest),
        hourly: hourly.map((row) => ({ hour: date(row.hour) as Date, signatures: num(row.signatures) })),
        topSigners: await petitions.topSigners(petitionId, hoursAgo(24), 10),
        flagged: await flaggedSources(petitionId),
        notes: notes.map((row) => ({
          id: num(row.id),
          body: String(row.body),
          at: date(row.created_at) as Date,
          by: row.email ?? "a former account",
        })),
        history: history.map((row) => ({
          id: num(row.id),
          at: date(row.at) as Date,
          actor: row.actor ?? "",
          action: String(row.action),
          detail: row.detail ?? "",
        })),
        lock: lockRow ? { by: String(lockRow.email), until: date(lockRow.expires_at) as Date } : null,
      };
    },

    hide(petitionId: number, reason: unknown, staff: Staff, requester: StaffRequester) {
      return act(petitionId, staff, requester, "petition-hidden", async (before) => {
        if (!isRemovalReason(reason)) return { invalid: "Choose a reason from the published list." };
        // The petitioner is told once per reason: removing it again for the same reason says nothing new.
        const tell = mail.enabled && !(before.hidden && before.hiddenReason === reason);
        const { mailQueued } = await petitions.moderate(petitionId, reason, tell ? "hidden" : null);
        return {
          message: `Petition ${petitionId} is removed: ${REMOVAL_REASONS[reason].en}${told(mailQueued)}`,
          detail: mailDetail(mailQueued),
        };
      });
    },

    /** Publishes a petition that waited for review (PETITION_MODERATION=before). */
    publish(petitionId: number, staff: Staff, requester: StaffRequester) {
      return act(petitionId, staff, requester, "petition-published", async (before) => {
        if (before.hiddenReason !== AWAITING_REVIEW) return { invalid: "This petition is not waiting for review." };
        const { mailQueued } = await petitions.moderate(petitionId, null, mail.enabled ? "published" : null);
        return { message: `Petition ${petitionId} is published.${told(mailQueued)}`, detail: mailDetail(mailQueued) };
      });
    },

    show(petitionId: number, staff: Staff, requester: StaffRequester) {
      return act(petitionId, staff, requester, "petition-shown", async () => {
        await petitions.setHidden(petitionId, null);
        return { message: `Petition ${petitionId} is public again.` };
      });
    },

    setClosed(petitionId: number, closed: boolean, staff: Staff, requester: StaffRequester) {
      return act(petitionId, staff, requester, closed ? "petition-closed" : "petition-reopened", async () => {
        await petitions.setClosed(petitionId, closed, now());
        return {
          message: closed
            ? `Petition ${petitionId} is closed to new signatures.`
            : `Petition ${petitionId} takes signatures again.`,
        };
      });
    },

    /**
     * Invalidates the signatures one source gave in a window, with a published reason: they leave the count,
     * the petition's log gains an invalidation of each (and the next snapshot shows it), and the petition's
     * page says how many and why.
     */
    removeSignatures(
      petitionId: number,
      addressHash: unknown,
      hours: unknown,
      reason: unknown,
      staff: Staff,
      requester: StaffRequester,
    ) {
      return act(petitionId, staff, requester, "signatures-removed", async () => {
        const checked = invalidationOf(addressHash, hours, reason);
        if ("invalid" in checked) return checked;
        const source = { kind: checked.kind, value: checked.addressHash };
        const { removed } = await petitions.removeSignatures(petitionId, source, checked.since, checked.reason);
        const { since: _since, ...facts } = checked;
        return {
          message: `Removed ${staffCount(removed, "signature")} from petition ${petitionId}; its count went down by the same.`,
          count: removed,
          detail: { ...facts, removed },
        };
      });
    },

    addNote(petitionId: number, body: unknown, staff: Staff, requester: StaffRequester) {
      return act(petitionId, staff, requester, "note-added", async () => {
        const text = typeof body === "string" ? body.trim() : "";
        if (text.length < 1 || text.length > 2000) return { invalid: "Write a note of 1 to 2,000 characters." };
        await store.addNote(petitionId, staff.accountId, text);
        return { message: "Note added.", detail: { note: text } };
      });
    },

    /** Marks a new petition as looked at: it leaves the queue's list of new petitions. */
    markReviewed(petitionId: number, staff: Staff, requester: StaffRequester) {
      return act(petitionId, staff, requester, "petition-reviewed", async () => ({
        message: `Petition ${petitionId} is marked as reviewed.`,
      }));
    },

    /** The petitioner's email, for the one screen that shows it; the viewing is audited. */
    async contact(petitionId: number, staff: Staff, requester: StaffRequester) {
      const row = await store.contact(petitionId);
      if (!row) return null;
      await staffConsole.audit(staff, requester, "petitioner-contact-viewed", { petitionId });
      return { email: row.submitter_email ?? null, name: row.submitter_name ?? null };
    },
  };
}

export type Moderation = ReturnType<typeof createModeration>;

/** The moderation of the console's database. */
export const moderationOf = (staffConsole: StaffConsole) =>
  createModeration(staffConsole, createPetitionStore(staffConsole.db), staffConsole.mail);
