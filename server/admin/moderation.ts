import { staffCount } from "~/admin/counts";
import type { Language } from "~/i18n/languages";
import { AWAITING_REVIEW, isRemovalReason, REMOVAL_REASONS } from "~/petitions/removal-reasons";
import { MAIL_OFF, type PetitionerMail } from "../mail";
import { createPetitionStore, type PetitionStore } from "../petitions/store";
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

type Row = Record<string, unknown>;
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
  const { query } = staffConsole.store;
  const now = () => staffConsole.now();

  async function state(id: number): Promise<PetitionState | null> {
    const rows = await query<Row>(
      `select id, title, hidden_at is not null as hidden, hidden_reason, closed_at is not null as closed, signature_count
         from petitions where id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: num(row.id),
      title: String(row.title),
      hidden: row.hidden === true,
      hiddenReason: (row.hidden_reason as string | null) ?? null,
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
    async queue(): Promise<{ awaiting: QueueRow[]; reported: QueueRow[]; fresh: QueueRow[]; crossed: QueueRow[] }> {
      const toRow = (row: Row): QueueRow => ({
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
      const reported = await query<Row>(
        `select p.id, p.title, p.language, p.created_at, p.signature_count, count(r.id) as reports, max(r.created_at) as newest_report,
                p.hidden_at is not null as hidden, p.closed_at is not null as closed
           from petitions p join petition_reports r on r.petition_id = p.id
          where p.hidden_at is null
          group by p.id order by max(r.created_at) desc, p.id desc limit 100`,
      );
      const fresh = await query<Row>(
        `select p.id, p.title, p.language, p.created_at, p.signature_count, 0 as reports, null as newest_report,
                p.hidden_at is not null as hidden, p.closed_at is not null as closed
           from petitions p
          where p.created_at > $1 and p.hidden_at is null
            and not exists (select 1 from audit_log a where a.petition_id = p.id)
          order by p.created_at desc, p.id desc limit 100`,
        [new Date(now().getTime() - NEW_DAYS * 86_400_000)],
      );
      const awaiting = await query<Row>(
        `select p.id, p.title, p.language, p.created_at, p.signature_count, 0 as reports, null as newest_report,
                true as hidden, p.closed_at is not null as closed
           from petitions p where p.hidden_reason = $1 order by p.created_at, p.id limit 100`,
        [AWAITING_REVIEW],
      );
      // Owed a response until one is published.
      const crossed = await query<Row>(
        // The crossing time travels in the row's date column (newestReport), shown as "Threshold reached".
        `select p.id, p.title, p.language, p.created_at, p.signature_count, 0 as reports, p.response_threshold_at as newest_report,
                false as hidden, p.closed_at is not null as closed
           from petitions p
          where p.response_threshold_at is not null and p.response_published_at is null and p.hidden_at is null
          order by p.response_threshold_at desc, p.id desc limit 100`,
      );
      return {
        awaiting: awaiting.map(toRow),
        reported: reported.map(toRow),
        fresh: fresh.map(toRow),
        crossed: crossed.map(toRow),
      };
    },

    /** Everything the petition's view shows but its petitioner's email. */
    async view(petitionId: number) {
      const current = await state(petitionId);
      if (!current) return null;
      const [details, reports, hourly, notes, history, lockRows] = await Promise.all([
        query<Row>(
          "select description, category, submitter_name, created_at, language, submitter_email is not null as has_email from petitions where id = $1",
          [petitionId],
        ),
        query<Row>(
          "select count(*) as reports, max(created_at) as newest from petition_reports where petition_id = $1",
          [petitionId],
        ),
        query<Row>(
          `select date_trunc('hour', created_at) as hour, count(*) as signatures from petition_signatures
            where petition_id = $1 and created_at > $2 group by 1 order by 1 desc`,
          [petitionId, new Date(now().getTime() - 48 * 3_600_000)],
        ),
        query<Row>(
          `select n.id, n.body, n.created_at, a.email from petition_notes n left join staff_accounts a on a.id = n.account_id
            where n.petition_id = $1 order by n.created_at desc, n.id desc`,
          [petitionId],
        ),
        query<Row>(
          "select id, at, actor, action, detail from audit_log where petition_id = $1 order by id desc limit 50",
          [petitionId],
        ),
        query<Row>(
          `select a.email, l.expires_at from petition_locks l join staff_accounts a on a.id = l.account_id
            where l.petition_id = $1 and l.expires_at > $2`,
          [petitionId, now()],
        ),
      ]);
      const detail = details[0] ?? {};
      return {
        ...current,
        description: String(detail.description ?? ""),
        category: String(detail.category ?? ""),
        submitterName: (detail.submitter_name as string | null) ?? null,
        hasEmail: detail.has_email === true,
        /** The language of the page it was created on, in which its petitioner is written to. */
        language: detail.language === "ga" ? ("ga" as const) : ("en" as const),
        createdAt: date(detail.created_at) as Date,
        reports: num(reports[0]?.reports),
        newestReport: date(reports[0]?.newest),
        hourly: hourly.map((row) => ({ hour: date(row.hour) as Date, signatures: num(row.signatures) })),
        topSigners: await petitions.topSigners(petitionId, new Date(now().getTime() - 24 * 3_600_000), 10),
        notes: notes.map((row) => ({
          id: num(row.id),
          body: String(row.body),
          at: date(row.created_at) as Date,
          by: (row.email as string | null) ?? "a former account",
        })),
        history: history.map((row) => ({
          id: num(row.id),
          at: date(row.at) as Date,
          actor: (row.actor as string | null) ?? "",
          action: String(row.action),
          detail: (row.detail as string | null) ?? "",
        })),
        lock: lockRows[0] ? { by: String(lockRows[0].email), until: date(lockRows[0].expires_at) as Date } : null,
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
        await petitions.setClosed(petitionId, closed);
        return {
          message: closed
            ? `Petition ${petitionId} is closed to new signatures.`
            : `Petition ${petitionId} takes signatures again.`,
        };
      });
    },

    removeSignatures(
      petitionId: number,
      addressHash: unknown,
      hours: unknown,
      staff: Staff,
      requester: StaffRequester,
    ) {
      return act(petitionId, staff, requester, "signatures-removed", async () => {
        if (typeof addressHash !== "string" || !/^[0-9a-f]{32}$/.test(addressHash)) {
          return { invalid: "Give an address hash from the list of heaviest signers." };
        }
        const count = Number(hours);
        if (!Number.isInteger(count) || count < 1 || count > 24 * 365) {
          return { invalid: "Give a window of whole hours, from 1 to 8760." };
        }
        const { removed } = await petitions.removeSignatures(
          petitionId,
          addressHash,
          new Date(now().getTime() - count * 3_600_000),
        );
        return {
          message: `Removed ${staffCount(removed, "signature")} from petition ${petitionId}; its count went down by the same.`,
          count: removed,
          detail: { addressHash, hours: count, removed },
        };
      });
    },

    addNote(petitionId: number, body: unknown, staff: Staff, requester: StaffRequester) {
      return act(petitionId, staff, requester, "note-added", async () => {
        const text = typeof body === "string" ? body.trim() : "";
        if (text.length < 1 || text.length > 2000) return { invalid: "Write a note of 1 to 2,000 characters." };
        await query("insert into petition_notes (petition_id, account_id, body) values ($1, $2, $3)", [
          petitionId,
          staff.accountId,
          text,
        ]);
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
      const rows = await query<Row>("select submitter_email, submitter_name from petitions where id = $1", [
        petitionId,
      ]);
      if (rows.length === 0) return null;
      await staffConsole.audit(staff, requester, "petitioner-contact-viewed", { petitionId });
      return {
        email: (rows[0]?.submitter_email as string | null) ?? null,
        name: (rows[0]?.submitter_name as string | null) ?? null,
      };
    },
  };
}

export type Moderation = ReturnType<typeof createModeration>;

/** The moderation of the console's database. */
export const moderationOf = (staffConsole: StaffConsole) =>
  createModeration(staffConsole, createPetitionStore(staffConsole.db), staffConsole.mail);
