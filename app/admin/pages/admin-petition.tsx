import { data, redirect } from "react-router";
import { field, formOf, idOf, staffOf } from "~/admin/console.server";
import { staffCount } from "~/admin/counts";
import { ConsoleFrame, consoleLinkClass, consoleMeta, formatWhen } from "~/admin/frame";
import { ActionCell, ConsoleList, ConsoleOutcome, ConsoleSection, ConsoleTable } from "~/admin/parts";
import { Button } from "~/components/ui/button";
import { Field, Input, Select, Textarea } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { AWAITING_REVIEW, REMOVAL_REASONS, removalReasonText } from "~/petitions/removal-reasons";
import type { Route } from "./+types/admin-petition";

export const meta = consoleMeta;

const DONE: Record<string, (count: number) => string> = {
  hide: () => "The petition is removed from the public site; its page gives the reason in both languages.",
  show: () => "The petition is public again.",
  publish: () => "The petition is published.",
  close: () => "The petition is closed to new signatures.",
  reopen: () => "The petition takes signatures again.",
  "remove-signatures": (count) =>
    `Removed ${staffCount(count, "signature")}; the petition's count went down by the same.`,
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
  const url = new URL(request.url);
  const done = url.searchParams.get("done") ?? "";
  const count = Number(url.searchParams.get("n") ?? 0);
  return {
    user: { email: staff.email, role: staff.role },
    done: DONE[done]?.(Number.isInteger(count) ? count : 0) ?? null,
    lockedBy: lock.held ? null : { by: lock.by, until: lock.until.toISOString() },
    petition: {
      ...view,
      createdAt: view.createdAt.toISOString(),
      newestReport: view.newestReport?.toISOString() ?? null,
      hourly: view.hourly.map((row) => ({ ...row, hour: row.hour.toISOString() })),
      notes: view.notes.map((note) => ({ ...note, at: note.at.toISOString() })),
      history: view.history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
      awaitingReview: view.hiddenReason === AWAITING_REVIEW,
      // Publishing or removing it sends its petitioner an email (SMTP_URL set, an address given).
      emailed: admin.console.mail.enabled && view.hasEmail,
      reasonText: removalReasonText(view.hiddenReason, "en"),
    },
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { admin, staff } = staffOf(context);
  const id = idOf(params.id);
  const form = await formOf(request);
  const intent = field(form, "intent");
  const { moderation } = admin;
  const who = [staff, admin.requester] as const;
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
    "remove-signatures": () => moderation.removeSignatures(id, field(form, "address"), field(form, "hours"), ...who),
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
  return data({ error: result.message }, { status: result.status === "locked" ? 409 : 400 });
}

const cell = "py-2 pr-4";

export default function PetitionModeration({ loaderData, actionData }: Route.ComponentProps) {
  const { petition, lockedBy, done } = loaderData;
  const disabled = lockedBy !== null;
  const error = actionData?.error;
  return (
    <ConsoleFrame title={`Petition ${petition.id}`} user={loaderData.user} error={Boolean(error)}>
      <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        <a href="/admin/queue" className={consoleLinkClass}>
          Back to the queue
        </a>
        {loaderData.user.role === "admin" ? (
          <a href={`/admin/petitions/${petition.id}/response`} className={consoleLinkClass}>
            Government response and debate outcome
          </a>
        ) : null}
      </p>
      <ConsoleOutcome refused={error ? { message: error } : null} done={done}>
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

      <ConsoleSection id="signers" title="Heaviest signers in the last 24 hours" className="mt-10">
        <p className="mt-2 max-w-3xl text-sm text-muted-foreground">
          Addresses are shown as salted hashes of the network they signed from. Removing takes away what one hash signed
          within the window, and the count goes down by exactly as many.
        </p>
        {petition.topSigners.length === 0 ? (
          <p className="mt-2">No signatures in the last 24 hours.</p>
        ) : (
          <ConsoleTable caption="Signatures per address hash" columns={["Address hash", "Signatures"]} action>
            {petition.topSigners.map((signer) => (
              <tr key={signer.addressHash ?? "none"} className="border-b border-border align-top">
                <td className={`${cell} font-mono`}>{signer.addressHash ?? "(no address)"}</td>
                <td className={cell}>{signer.signatures}</td>
                <ActionCell form={Boolean(signer.addressHash)} className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="remove-signatures" />
                  <input type="hidden" name="address" value={signer.addressHash ?? ""} />
                  <label className="grid gap-1 text-xs" htmlFor={`hours-${signer.addressHash}`}>
                    Window in hours
                    <Input
                      id={`hours-${signer.addressHash}`}
                      name="hours"
                      type="number"
                      min={1}
                      max={8760}
                      defaultValue={24}
                      className="h-9 w-24"
                    />
                  </label>
                  <Button type="submit" variant="destructive" size="sm" disabled={disabled}>
                    Remove these signatures
                  </Button>
                </ActionCell>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </ConsoleSection>

      <ConsoleSection id="rate" title="Signatures per hour, last 48 hours" className="mt-10">
        {petition.hourly.length === 0 ? (
          <p className="mt-2">No signatures in the last 48 hours.</p>
        ) : (
          <table className="mt-4 border-collapse text-left text-sm">
            <caption className="sr-only">Signatures per hour</caption>
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
              {petition.hourly.map((row) => (
                <tr key={row.hour} className="border-b border-border">
                  <td className={cell}>{formatWhen(row.hour)}</td>
                  <td className={cell}>{row.signatures}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
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
