import { data, redirect } from "react-router";
import { field, formOf, idOf, staffOf } from "~/admin/console.server";
import { staffCount } from "~/admin/counts";
import { ConsoleFrame, consoleLinkClass, consoleMeta, formatWhen } from "~/admin/frame";
import { ConsoleList, ConsoleOutcome, ConsoleSection, ConsoleTable } from "~/admin/parts";
import { Button } from "~/components/ui/button";
import { Field, Input, Select, Textarea } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import {
  AWAITING_REVIEW,
  INVALIDATION_REASONS,
  type InvalidationReason,
  REMOVAL_REASONS,
  removalReasonText,
} from "~/petitions";
import type { Route } from "./+types/admin-petition";

export const meta = consoleMeta;

/** What each update to signers reports, as the console names it. */
const UPDATE_EVENT_NAMES = {
  response: "The Government's response",
  "debate-scheduled": "A debate set",
  "debate-outcome": "The debate's outcome",
  closed: "The petition closed",
} as const;

const DONE: Record<string, (count: number) => string> = {
  hide: () => "The petition is removed from the public site; its page gives the reason in both languages.",
  show: () => "The petition is public again.",
  publish: () => "The petition is published.",
  close: () => "The petition is closed to new signatures.",
  reopen: () => "The petition takes signatures again.",
  "remove-signatures": (count) =>
    `Invalidated ${staffCount(count, "signature")}: the petition's count went down by the same, its log records ` +
    "each with the reason, and its page says how many and why.",
  note: () => "Note added.",
  reviewed: () => "Marked as reviewed: it leaves the queue's list of new petitions.",
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { admin, staff } = staffOf(context);
  const id = idOf(params.id);
  if (!(await admin.moderation.state(id))) throw data("Not Found", { status: 404 });
  // Opening a petition takes its lock (or shows who holds it).
  const lock = await admin.moderation.lock(id, staff);
  const view = await admin.moderation.view(id);
  if (!view) throw data("Not Found", { status: 404 });
  // With signing by email: how many signers want updates, and each send's progress.
  const updates = context.emailSigning?.updates ? await context.emailSigning.updates.progress(id) : null;
  const url = new URL(request.url);
  const done = url.searchParams.get("done") ?? "";
  const count = Number(url.searchParams.get("n") ?? 0);
  return {
    user: { email: staff.email, role: staff.role },
    done: DONE[done]?.(Number.isInteger(count) ? count : 0) ?? null,
    lockedBy: lock.held ? null : { by: lock.by, until: lock.until.toISOString() },
    updates: updates
      ? {
          wanting: updates.wanting,
          sends: updates.sends.map((send) => ({ ...send, createdAt: send.createdAt.toISOString() })),
        }
      : null,
    petition: {
      ...view,
      createdAt: view.createdAt.toISOString(),
      newestReport: view.newestReport?.toISOString() ?? null,
      hourly: view.hourly.map((row) => ({ ...row, hour: row.hour.toISOString() })),
      flagged: view.flagged.map((source) => ({
        kind: source.kind,
        source: source.source,
        flags: source.flags.map((flag) => ({ ...flag, hour: flag.hour.toISOString() })),
        hourly: source.hourly.map((row) => ({ ...row, hour: row.hour.toISOString() })),
      })),
      notes: view.notes.map((note) => ({ ...note, at: note.at.toISOString() })),
      history: view.history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
      awaitingReview: view.hiddenReason === AWAITING_REVIEW,
      // Publishing or removing it sends its petitioner an email (SMTP_URL set, an address given).
      emailed: admin.console.mail.enabled && view.hasEmail,
      reasonText: removalReasonText(view.hiddenReason, "en"),
    },
  };
}

/** The source a form names: a network's address hash, or an email domain (`kind=domain`). */
const sourceOf = (form: FormData) => ({ kind: field(form, "kind") || "network", value: field(form, "address") });

export async function action({ context, params, request }: Route.ActionArgs) {
  const { admin, staff } = staffOf(context);
  const id = idOf(params.id);
  const form = await formOf(request);
  const intent = field(form, "intent");
  const { moderation } = admin;
  const who = [staff, admin.requester] as const;
  if (intent === "preview-invalidation") {
    // The window: a flagged hour (its start, as the select gives it) or the last `hours` hours.
    const preview = await moderation.previewInvalidation(id, {
      source: sourceOf(form),
      hour: field(form, "window"),
      hours: field(form, "hours"),
      reason: field(form, "reason"),
    });
    if ("invalid" in preview) return data({ error: preview.invalid }, { status: 400 });
    return { preview: { ...preview, since: preview.since.toISOString(), until: preview.until.toISOString() } };
  }
  if (intent === "release") {
    await moderation.release(id, staff);
    throw redirect("/admin/queue", { status: 303 });
  }
  // The petition's other actions, by the form's intent.
  const actions: Record<string, () => ReturnType<typeof moderation.show>> = {
    hide: () => moderation.hide(id, field(form, "reason"), ...who),
    show: () => moderation.show(id, ...who),
    publish: () => moderation.publish(id, ...who),
    close: () => moderation.setClosed(id, true, ...who),
    reopen: () => moderation.setClosed(id, false, ...who),
    // Exactly the window and count the preview showed (its hidden fields), or nothing.
    "remove-signatures": () =>
      moderation.removeSignatures(
        id,
        {
          source: sourceOf(form),
          since: field(form, "since"),
          until: field(form, "until"),
          expected: field(form, "expected"),
          reason: field(form, "reason"),
          window: field(form, "window"),
        },
        ...who,
      ),
    note: () => moderation.addNote(id, field(form, "note"), ...who),
    reviewed: () => moderation.markReviewed(id, ...who),
  };
  const act = Object.hasOwn(actions, intent) ? actions[intent] : undefined;
  if (!act) return data({ error: "Choose one of the petition's actions." }, { status: 400 });
  const result = await act();
  if (result.status === "not-found") throw data("Not Found", { status: 404 });
  if (result.status === "done") {
    const count = result.count === undefined ? "" : `&n=${result.count}`;
    throw redirect(`/admin/petitions/${id}?done=${intent}${count}`, { status: 303 });
  }
  return data({ error: result.message }, { status: result.status === "invalid" ? 400 : 409 });
}

const cell = "py-2 pr-4";

export default function PetitionModeration({ loaderData, actionData }: Route.ComponentProps) {
  const { petition, lockedBy, done } = loaderData;
  const disabled = lockedBy !== null;
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const preview = actionData && "preview" in actionData ? actionData.preview : null;
  return (
    <ConsoleFrame title={`Petition ${petition.id}`} user={loaderData.user} error={Boolean(error)}>
      <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        <a href="/admin/queue" className={consoleLinkClass}>
          Back to the queue
        </a>
        <a href={`/admin/petitions/${petition.id}/translation`} className={consoleLinkClass}>
          Translation
        </a>
        {loaderData.user.role === "admin" ? (
          <a href={`/admin/petitions/${petition.id}/response`} className={consoleLinkClass}>
            Government response and debate outcome
          </a>
        ) : null}
      </p>
      <ConsoleOutcome refused={error ? { message: error } : null} done={done}>
        {preview ? <InvalidationPreview preview={preview} disabled={disabled} /> : null}
        {lockedBy ? (
          <Notice variant="warning" title="Another moderator is working on this petition">
            <p className="mt-2">
              {`${lockedBy.by} holds it until ${formatWhen(lockedBy.until)}. You can read it; its actions wait until they finish.`}
            </p>
          </Notice>
        ) : null}
      </ConsoleOutcome>

      <ConsoleSection id="petition" title={<span lang={petition.language}>{petition.title}</span>} className="mt-8">
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="font-semibold">State</dt>
          <dd>
            {petition.awaitingReview
              ? "Waiting for review (not public)"
              : petition.hidden
                ? `Removed (${petition.reasonText ?? "no reason"})`
                : "Public"}
            {petition.closed ? ", closed to signatures" : ", open to signatures"}
          </dd>
          <dt className="font-semibold">Signatures</dt>
          <dd>{petition.signatureCount.toLocaleString("en-IE")}</dd>
          <dt className="font-semibold">Created</dt>
          <dd>{formatWhen(petition.createdAt)}</dd>
          <dt className="font-semibold">Category</dt>
          <dd>{petition.category}</dd>
          <dt className="font-semibold">Petitioner</dt>
          <dd>
            {petition.submitterName ? <span lang={petition.language}>{petition.submitterName}</span> : "No name given"}
            {petition.hasEmail ? (
              <>
                {" · "}
                <a href={`/admin/petitions/${petition.id}/contact`} className={consoleLinkClass}>
                  Contact details (the viewing is logged)
                </a>
              </>
            ) : (
              " · no email given"
            )}
          </dd>
          <dt className="font-semibold">Reports</dt>
          <dd>
            {petition.reports}
            {petition.newestReport ? `, newest ${formatWhen(petition.newestReport)}` : ""}
          </dd>
        </dl>
        <p lang={petition.language} className="mt-4 max-w-3xl whitespace-pre-line">
          {petition.description}
        </p>
      </ConsoleSection>

      <ConsoleSection id="actions" title="Actions" className="mt-10 grid gap-6">
        {petition.emailed ? (
          <p className="max-w-3xl">
            {`Publishing or removing this petition tells its petitioner by email, in ${petition.language === "ga" ? "Irish" : "English"} (the language of the page it was created on), with the reason for a removal.`}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {petition.hidden ? (
            <form method="post">
              <input type="hidden" name="intent" value={petition.awaitingReview ? "publish" : "show"} />
              <Button type="submit" disabled={disabled}>
                {petition.awaitingReview ? "Publish" : "Show again"}
              </Button>
            </form>
          ) : null}
          <form method="post">
            <input type="hidden" name="intent" value={petition.closed ? "reopen" : "close"} />
            <Button type="submit" variant="outline" disabled={disabled}>
              {petition.closed ? "Reopen to signatures" : "Close to signatures"}
            </Button>
          </form>
          <form method="post">
            <input type="hidden" name="intent" value="reviewed" />
            <Button type="submit" variant="outline" disabled={disabled}>
              Mark as reviewed
            </Button>
          </form>
          <form method="post">
            <input type="hidden" name="intent" value="release" />
            <Button type="submit" variant="ghost" disabled={disabled}>
              Done: release the lock
            </Button>
          </form>
        </div>
        {petition.hidden && !petition.awaitingReview ? null : (
          <form method="post" className="grid max-w-xl gap-3">
            <input type="hidden" name="intent" value="hide" />
            <Field
              id="reason"
              label="Remove from the public site, because"
              hint="The petition's page gives this reason in English and Irish, and answers 410."
            >
              <Select name="reason" required defaultValue="">
                <option value="" disabled>
                  Choose a published reason
                </option>
                {Object.entries(REMOVAL_REASONS).map(([code, text]) => (
                  <option key={code} value={code}>
                    {text.en}
                  </option>
                ))}
              </Select>
            </Field>
            <div>
              <Button type="submit" variant="destructive" disabled={disabled}>
                Remove the petition
              </Button>
            </div>
          </form>
        )}
        <form method="post" className="grid max-w-xl gap-3">
          <input type="hidden" name="intent" value="note" />
          <Field id="note" label="Internal note" hint="Seen by staff only.">
            <Textarea name="note" required maxLength={2000} />
          </Field>
          <div>
            <Button type="submit" variant="outline" disabled={disabled}>
              Add the note
            </Button>
          </div>
        </form>
      </ConsoleSection>

      <ConsoleSection id="flagged" title="Flagged sources, last 7 days" className="mt-10">
        <p className="mt-2 max-w-3xl text-sm text-muted-foreground">
          The hourly look flags a network (a salted hash) that gave this petition more signatures in one hour than
          FRAUD_NETWORK_HOURLY allows. Its rate shows the signatures of the last 48 hours that still count.
        </p>
        {petition.flagged.length === 0 ? (
          <p className="mt-2">No source of this petition has been flagged.</p>
        ) : (
          petition.flagged.map((flagged) => (
            <div key={flagged.source} className="mt-4 rounded-lg border border-border p-4">
              <h3 className="font-semibold wrap-anywhere">
                {flagged.kind === "domain" ? "Email domain " : "Network "}
                <span className="font-mono">{flagged.source}</span>
              </h3>
              <p className="mt-1 text-sm">
                {flagged.flags
                  .map(
                    (flag) => `${staffCount(flag.signatures, "signature")} in the hour from ${formatWhen(flag.hour)}`,
                  )
                  .join("; ")}
              </p>
              <HourlyTable caption={`Signatures per hour from ${flagged.source}`} rows={flagged.hourly} />
              <InvalidationForm
                place="flagged"
                source={flagged.source}
                kind={flagged.kind}
                flaggedHours={flagged.flags.map((flag) => flag.hour)}
                disabled={disabled}
              />
            </div>
          ))
        )}
      </ConsoleSection>

      <ConsoleSection id="signers" title="Heaviest signers in the last 24 hours" className="mt-10">
        <p className="mt-2 max-w-3xl text-sm text-muted-foreground">
          Addresses are shown as salted hashes of the network they signed from. Invalidating takes away what one hash
          signed within the window, after a preview: the count goes down by exactly as many, the petition's log records
          each invalidation with its published reason, and the petition's page says how many and why.
        </p>
        {petition.topSigners.length === 0 ? (
          <p className="mt-2">No signatures in the last 24 hours.</p>
        ) : (
          <ConsoleTable caption="Signatures per address hash" columns={["Address hash", "Signatures"]} action>
            {petition.topSigners.map((signer) => (
              <tr key={signer.addressHash ?? "none"} className="border-b border-border align-top">
                <td className={`${cell} font-mono`}>{signer.addressHash ?? "(no address)"}</td>
                <td className={cell}>{signer.signatures}</td>
                <td className="py-2">
                  {signer.addressHash ? (
                    <InvalidationForm place="signer" source={signer.addressHash} kind="network" disabled={disabled} />
                  ) : null}
                </td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </ConsoleSection>

      {loaderData.updates ? (
        <ConsoleSection id="updates" title="Updates to signers by email" className="mt-10">
          <p className="mt-2 max-w-3xl text-sm text-muted-foreground" data-testid="updates-wanting">
            {staffCount(loaderData.updates.wanting, "signer")} want an email when the Government responds, a debate is
            set or held, and when the petition closes. Each of these events is sent once, through the mail queue.
          </p>
          {loaderData.updates.sends.length === 0 ? (
            <p className="mt-2">No update has been sent.</p>
          ) : (
            <ConsoleTable
              caption="Each update's progress"
              columns={["Event", "Begun", "Recipients", "Queued", "Sent", "Failed", "Bounced"]}
            >
              {loaderData.updates.sends.map((send) => (
                <tr key={send.event} className="border-b border-border align-top" data-testid="updates-send">
                  <td className={cell}>{UPDATE_EVENT_NAMES[send.kind]}</td>
                  <td className={cell}>{formatWhen(send.createdAt)}</td>
                  <td className={cell}>{send.queuedAll ? send.recipients : `${send.recipients} so far`}</td>
                  <td className={cell}>{send.waiting}</td>
                  <td className={cell}>{send.sent}</td>
                  <td className={cell}>{send.failed}</td>
                  <td className="py-2">{send.bounced}</td>
                </tr>
              ))}
            </ConsoleTable>
          )}
        </ConsoleSection>
      ) : null}

      <ConsoleSection id="rate" title="Signatures per hour, last 48 hours" className="mt-10">
        <HourlyTable caption="Signatures per hour" rows={petition.hourly} />
      </ConsoleSection>

      <ConsoleSection id="notes" title="Notes" className="mt-10">
        <ConsoleList
          items={petition.notes}
          empty="No notes yet."
          className="mt-4 grid gap-3"
          itemClassName="rounded-md border border-border p-3"
        >
          {(note) => (
            <>
              <p className="text-sm text-muted-foreground">{`${note.by}, ${formatWhen(note.at)}`}</p>
              <p className="mt-1 whitespace-pre-line">{note.body}</p>
            </>
          )}
        </ConsoleList>
      </ConsoleSection>

      <ConsoleSection id="history" title="History" className="mt-10">
        <ConsoleList items={petition.history} empty="No action yet." className="mt-4 grid gap-2 text-sm">
          {(entry) => (
            <>
              <span className="font-semibold">{entry.action}</span>
              {` by ${entry.actor}, ${formatWhen(entry.at)}`}
            </>
          )}
        </ConsoleList>
      </ConsoleSection>
    </ConsoleFrame>
  );
}

/** Signatures per hour, newest hour first. */
function HourlyTable({ caption, rows }: { caption: string; rows: { hour: string; signatures: number }[] }) {
  if (rows.length === 0) return <p className="mt-2">No signatures in the last 48 hours.</p>;
  return (
    <table className="mt-4 border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className={cell}>
            Hour from
          </th>
          <th scope="col" className={cell}>
            Signatures
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.hour} className="border-b border-border">
            <td className={cell}>{formatWhen(row.hour)}</td>
            <td className={cell}>{row.signatures}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The reasons an invalidation publishes, as moderators choose them; the public pages word them in both languages. */
const INVALIDATION_CHOICES: Record<InvalidationReason, string> = {
  "rate-abuse": "Rate abuse: too many signatures from one connection",
  duplicate: "Duplicate: the same person signing again",
  automated: "Automated: signed by a program",
};

/** One source's window and reason, to preview before anything is invalidated. */
function InvalidationForm({
  place,
  source,
  kind,
  flaggedHours = [],
  disabled,
}: {
  /** Where on the page the form is (one source may be both flagged and among the heaviest signers). */
  place: "flagged" | "signer";
  source: string;
  kind: "network" | "domain";
  /** The source's flagged hours (ISO starts, newest first): offered as windows, the newest chosen. */
  flaggedHours?: string[];
  disabled: boolean;
}) {
  const id = (name: string) => `${name}-${place}-${source}`;
  return (
    <form method="post" className="mt-3 flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="preview-invalidation" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="address" value={source} />
      {flaggedHours.length > 0 ? (
        <label className="grid gap-1 text-xs" htmlFor={id("window")}>
          Window
          <Select id={id("window")} name="window" defaultValue={flaggedHours[0]} className="h-9">
            {flaggedHours.map((hour) => (
              <option key={hour} value={hour}>
                {`The flagged hour from ${formatWhen(hour)}`}
              </option>
            ))}
            <option value="hours">The last hours, as many as given</option>
          </Select>
        </label>
      ) : (
        <input type="hidden" name="window" value="hours" />
      )}
      <label className="grid gap-1 text-xs" htmlFor={id("hours")}>
        {flaggedHours.length > 0 ? "Last hours" : "Window in hours"}
        <Input id={id("hours")} name="hours" type="number" min={1} max={8760} defaultValue={24} className="h-9 w-24" />
      </label>
      <label className="grid gap-1 text-xs" htmlFor={id("reason")}>
        Published reason
        <Select id={id("reason")} name="reason" defaultValue="rate-abuse" className="h-9">
          {INVALIDATION_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {INVALIDATION_CHOICES[reason]}
            </option>
          ))}
        </Select>
      </label>
      <Button type="submit" variant="outline" size="sm" disabled={disabled}>
        Preview invalidation
      </Button>
    </form>
  );
}

/**
 * What an invalidation would take away, and the button that does it. The button sends back the preview's
 * window and count: the server acts within exactly that window, and refuses if the count has changed.
 */
function InvalidationPreview({
  preview,
  disabled,
}: {
  preview: {
    kind: "network" | "domain";
    addressHash: string;
    window: "hour" | "hours";
    hours: number;
    reason: InvalidationReason;
    since: string;
    until: string;
    signatures: number;
  };
  disabled: boolean;
}) {
  const { kind, addressHash, window, hours, reason, since, until, signatures } = preview;
  const which = window === "hour" ? "the flagged hour" : `the last ${staffCount(hours, "hour")} before this preview`;
  return (
    <Notice variant="warning" title={`Invalidate ${staffCount(signatures, "signature")}?`} role="status">
      <p className="mt-2">
        {`${staffCount(signatures, "signature")} given from ${kind === "domain" ? "the email domain " : ""}${addressHash} `}
        {`from ${formatInstant(since)} to ${formatInstant(until)} (${which}) still count. `}
        {`Invalidating them takes them out of the count with the published reason "${INVALIDATION_CHOICES[reason]}": `}
        the petition's log records each, its next snapshot shows them, and its page says how many and why. Only
        signatures given in this window are taken, and none if the window no longer holds exactly this many.
      </p>
      {signatures > 0 ? (
        <form method="post" className="mt-3 flex flex-wrap items-center gap-4">
          <input type="hidden" name="intent" value="remove-signatures" />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="address" value={addressHash} />
          <input type="hidden" name="window" value={window} />
          <input type="hidden" name="since" value={since} />
          <input type="hidden" name="until" value={until} />
          <input type="hidden" name="expected" value={signatures} />
          <input type="hidden" name="reason" value={reason} />
          <Button type="submit" variant="destructive" size="sm" disabled={disabled}>
            {`Invalidate ${staffCount(signatures, "signature")}`}
          </Button>
          <a href="?" className={consoleLinkClass}>
            Cancel
          </a>
        </form>
      ) : null}
    </Notice>
  );
}

/** A window's end, to the second (Dublin time): a window "from 14:00 to 15:00" must not read as a minute off. */
function formatInstant(value: string): string {
  return new Intl.DateTimeFormat("en-IE", {
    dateStyle: "medium",
    timeStyle: "medium",
    timeZone: "Europe/Dublin",
  }).format(new Date(value));
}
