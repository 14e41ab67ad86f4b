import { staffCount } from "~/admin/counts";
import type { Language } from "~/i18n/languages";
import {
  AWAITING_REVIEW,
  INVALIDATION_REASONS,
  type InvalidationReason,
  isRemovalReason,
  REMOVAL_REASONS,
} from "~/petitions";
import { type FraudFlag, MAIL_OFF, type PetitionerMail, type PetitionModeration } from "~/petitions/index.server";
import { createModerationStore, type QueueListRow } from "./moderation-store.server";
import { lockedMessage, petitionLocks } from "./petition-lock.server";
import type { Staff, StaffConsole, StaffRequester } from "./service.server";

/** How long a moderator holds a petition after opening it or acting on it. */
export { LOCK_MS } from "./petition-lock.server";

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
  /** Nothing was done: what the moderator confirmed is no longer so (an invalidation's count changed). */
  | { status: "conflict"; message: string }
  | { status: "not-found" };

/** How far back the queue lists flagged sources, and a petition's page their hourly rate. */
const FLAG_DAYS = 7;
const RATE_HOURS = 48;

/** The invalidation a moderator is about to make: what it takes away, before they confirm it. */
export type InvalidationPreview = {
  /** A network's address hash, or an email domain (signing by email). */
  kind: "network" | "domain";
  addressHash: string;
  /** The window chosen: one whole hour (a flagged hour), or the last `hours` hours before the preview. */
  window: "hour" | "hours";
  hours: number;
  reason: InvalidationReason;
  /** The window, from `since` (inclusive) to `until` (exclusive): the apply acts within exactly these. */
  since: Date;
  until: Date;
  /** The source's signatures in the window that still count: the apply removes these or nothing. */
  signatures: number;
};

/** What a moderator asks to preview: the source, the window (`hour` an ISO hour, else the last `hours`), the reason. */
export type InvalidationRequest = { source: unknown; hour?: unknown; hours?: unknown; reason: unknown };

/** What a moderator confirms after a preview: the same source, window and reason, and the count it showed. */
export type InvalidationConfirmation = {
  source: unknown;
  since: unknown;
  until: unknown;
  expected: unknown;
  reason: unknown;
  window?: unknown;
};

const HOUR_MS = 3_600_000;
/** The widest window an invalidation may have: a year of hours. */
const MAX_WINDOW_HOURS = 24 * 365;

/** A time given in a form as ISO 8601 (what a preview writes), or null. */
function timeOf(value: unknown): Date | null {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/.test(value)) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time;
}

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
  petitions: PetitionModeration,
  mail: PetitionerMail = MAIL_OFF,
) {
  const store = createModerationStore(staffConsole.db);
  const now = () => staffConsole.now();
  const hoursAgo = (hours: number) => new Date(now().getTime() - hours * 3_600_000);

  /** An invalidation's source, checked: a network's address hash, or an email domain (signing by email). */
  function sourceOf(source: unknown): { kind: "network" | "domain"; addressHash: string } | { invalid: string } {
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
    return { kind: domain ? "domain" : "network", addressHash };
  }

  /**
   * The fields of a preview, checked: one source, a window (one whole hour that has begun, such as a
   * flagged hour, or the last whole number of hours before now), a published reason.
   */
  function invalidationOf({
    source,
    hour,
    hours,
    reason,
  }: InvalidationRequest): Omit<InvalidationPreview, "signatures"> | { invalid: string } {
    const from = sourceOf(source);
    if ("invalid" in from) return from;
    if (!isInvalidationReason(reason)) return { invalid: "Choose a reason from the published list." };
    const at = now();
    if (hour !== undefined && hour !== "" && hour !== "hours") {
      const since = timeOf(hour);
      if (!since || since.getTime() % HOUR_MS !== 0 || since.getTime() > at.getTime()) {
        return { invalid: "Give an hour that has begun, on the hour, as the flagged sources list it." };
      }
      return { ...from, window: "hour", hours: 1, reason, since, until: new Date(since.getTime() + HOUR_MS) };
    }
    const count = Number(hours);
    if (typeof hours !== "number" && (typeof hours !== "string" || hours.trim() === "")) {
      return { invalid: `Give a window of whole hours, from 1 to ${MAX_WINDOW_HOURS}.` };
    }
    if (!Number.isInteger(count) || count < 1 || count > MAX_WINDOW_HOURS) {
      return { invalid: `Give a window of whole hours, from 1 to ${MAX_WINDOW_HOURS}.` };
    }
    return { ...from, window: "hours", hours: count, reason, since: hoursAgo(count), until: at };
  }

  /** The fields of a confirmation, checked: the window a preview showed (ended, at most a year), and its count. */
  function confirmationOf({
    source,
    since,
    until,
    expected,
    reason,
    window,
  }: InvalidationConfirmation):
    | (Omit<InvalidationPreview, "signatures" | "hours"> & { expected: number })
    | { invalid: string } {
    const from = sourceOf(source);
    if ("invalid" in from) return from;
    if (!isInvalidationReason(reason)) return { invalid: "Choose a reason from the published list." };
    const start = timeOf(since);
    const end = timeOf(until);
    const span = start && end ? end.getTime() - start.getTime() : 0;
    if (!start || !end || span <= 0 || span > MAX_WINDOW_HOURS * HOUR_MS || end.getTime() > now().getTime() + HOUR_MS) {
      return { invalid: "Preview the invalidation first: its window comes from the preview." };
    }
    const count = typeof expected === "string" && /^\d{1,9}$/.test(expected) ? Number(expected) : expected;
    if (typeof count !== "number" || !Number.isInteger(count) || count < 1) {
      return { invalid: "Preview the invalidation first: it says how many signatures it takes away." };
    }
    return { ...from, window: window === "hour" ? "hour" : "hours", reason, since: start, until: end, expected: count };
  }

  /** The petition's flagged sources of the last days, each with its signatures per hour that still count. */
  async function flaggedSources(petitionId: number) {
    const flags = await petitions.flags(hoursAgo(FLAG_DAYS * 24), petitionId);
    const sources = [...new Map(flags.map((flag) => [`${flag.kind} ${flag.source}`, flag])).values()];
    return Promise.all(
      sources.map(async ({ kind, source }) => ({
        kind,
        source,
        flags: flags
          .filter((flag) => flag.kind === kind && flag.source === source)
          .map(({ hour, signatures }) => ({ hour, signatures })),
        hourly: await petitions.sourceHourly(petitionId, { kind, value: source }, hoursAgo(RATE_HOURS)),
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
    ) => Promise<
      { message: string; count?: number; detail?: Record<string, unknown> } | { invalid: string } | { conflict: string }
    >,
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
    if ("conflict" in outcome) return { status: "conflict", message: outcome.conflict };
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
        flagged: await petitions.flags(hoursAgo(FLAG_DAYS * 24)),
      };
    },

    /**
     * What invalidating one source's signatures in a window would take away; nothing is changed. The
     * preview fixes the window (`since`, `until`) and the count, which the confirmation carries back.
     */
    async previewInvalidation(
      petitionId: number,
      request: InvalidationRequest,
    ): Promise<InvalidationPreview | { invalid: string }> {
      const checked = invalidationOf(request);
      if ("invalid" in checked) return checked;
      const source = { kind: checked.kind, value: checked.addressHash };
      return { ...checked, signatures: await petitions.countIn(petitionId, source, checked.since, checked.until) };
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
     * Invalidates the signatures one source gave in the window a preview showed, with a published reason:
     * they leave the count, the petition's log gains an invalidation of each (and the next snapshot shows
     * it), and the petition's page says how many and why. Only signatures within the preview's window are
     * touched, and none at all unless the window still holds exactly the preview's count: otherwise the
     * moderator is told, nothing changes, and they preview again.
     */
    removeSignatures(
      petitionId: number,
      confirmation: InvalidationConfirmation,
      staff: Staff,
      requester: StaffRequester,
    ) {
      return act(petitionId, staff, requester, "signatures-removed", async () => {
        const checked = confirmationOf(confirmation);
        if ("invalid" in checked) return checked;
        const { kind, addressHash, since, until, expected, reason, window } = checked;
        const { removed, found } = await petitions.removeSignatures(
          petitionId,
          { kind, value: addressHash },
          since,
          reason,
          { until, expected },
        );
        if (found !== undefined) {
          return {
            conflict:
              `Nothing was invalidated: the window now holds ${staffCount(found, "signature")} from this source, ` +
              `not the ${expected} the preview showed. Preview it again to see what it would take away.`,
          };
        }
        return {
          message: `Removed ${staffCount(removed, "signature")} from petition ${petitionId}; its count went down by the same.`,
          count: removed,
          detail: {
            kind,
            addressHash,
            reason,
            window,
            since: since.toISOString(),
            until: until.toISOString(),
            expected,
            removed,
          },
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

/** The console's moderation, acting on petitions through what the console was given of them. */
export function moderationOf(staffConsole: StaffConsole): Moderation {
  if (!staffConsole.petitions) {
    throw new Error("The console's moderation needs the petitions' moderation (createStaffConsole's `petitions`)");
  }
  return createModeration(staffConsole, staffConsole.petitions, staffConsole.mail);
}
