import { data, redirect } from "react-router";
import { field, formOf, idOf } from "~/admin/console.server";
import { ConsoleFrame, consoleLinkClass, consoleMeta, formatWhen } from "~/admin/frame";
import { accountsOf, refusal } from "~/admin/pages/accounts.server";
import { ConsoleOutcome, ConsoleSection } from "~/admin/parts";
import { ConsoleRefusal } from "~/admin/refusal";
import { Button } from "~/components/ui/button";
import { Field, Select } from "~/components/ui/field";
import type { Route } from "./+types/admin-account";

export const meta = consoleMeta;

/** What the page says after a change, by the form's intent (the account's new state is on the page). */
const DONE: Record<string, string> = {
  role: "The role is changed. It applies from the account's next request.",
  disable: "The account is disabled and its sessions have ended.",
  enable: "The account may sign in again.",
  "end-session": "The session has ended.",
  unlock: "The account's failed sign-ins are forgotten: it may sign in from any address again.",
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { accounts, admin, user, staff } = await accountsOf(context);
  const id = idOf(params.id);
  const account = await accounts.get(id);
  if (!account) throw data({ message: "There is no account with that number.", user }, { status: 404 });
  const sessions = await accounts.sessions(id);
  const at = admin.console.now();
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    user,
    own: account.id === staff.accountId,
    done: DONE[done] ?? null,
    account: {
      ...account,
      createdAt: account.createdAt.toISOString(),
      lastSignIn: account.lastSignIn?.toISOString() ?? null,
    },
    sessions: sessions.map((session) => ({
      id: session.id,
      current: session.id === staff.sessionId,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      state: session.revokedAt ? "Ended" : session.expiresAt < at ? "Expired" : "Open",
      userAgent: session.userAgent ?? "Unknown browser",
    })),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { accounts, actor, staff, origin } = await accountsOf(context);
  const id = idOf(params.id);
  const form = await formOf(request);
  const intent = field(form, "intent");
  let result: Awaited<ReturnType<typeof accounts.reset>>;
  switch (intent) {
    case "role":
      result = await accounts.setRole(actor, id, field(form, "role"));
      break;
    case "disable":
    case "enable":
      result = await accounts.setDisabled(actor, id, intent === "disable");
      break;
    case "reset":
      result = await accounts.reset(actor, id, origin);
      break;
    case "unlock":
      result = await accounts.unlock(actor, id);
      break;
    case "end-session":
      result = await accounts.endSession(actor, id, field(form, "session"));
      if (result.status === "done" && field(form, "session") === staff.sessionId) {
        throw redirect("/admin/sign-in", { status: 303 });
      }
      break;
    default:
      return data({ error: "Choose one of the account's actions." }, { status: 400 });
  }
  if (result.status === "not-found") throw data("Not Found", { status: 404 });
  if (result.status !== "done") {
    const { body, status } = refusal(result);
    return data(body, { status });
  }
  // A new link is shown on the page that answers, once: never in an address.
  if (result.setup) {
    return {
      setup: { message: result.message, link: result.setup.link, expiresAt: result.setup.expiresAt.toISOString() },
    };
  }
  throw redirect(`/admin/accounts/${id}?done=${intent}`, { status: 303 });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ConsoleRefusal error={error} />;
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { account, own, done } = loaderData;
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const notice = actionData && "notice" in actionData ? actionData.notice : undefined;
  const setup = actionData && "setup" in actionData ? actionData.setup : undefined;
  const disabled = account.state === "disabled";
  return (
    // A long address breaks rather than widening the page on a phone.
    <div className="break-words">
      <ConsoleFrame title={`Account ${account.email}`} user={loaderData.user} error={Boolean(error)}>
        <p className="mt-2">
          <a href="/admin/accounts" className={consoleLinkClass}>
            All accounts
          </a>
        </p>
        <ConsoleOutcome refused={error ? { message: error } : null} notice={notice} setup={setup} done={done} />

        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="font-semibold">Role</dt>
          <dd>{account.role}</dd>
          <dt className="font-semibold">State</dt>
          <dd>{account.state}</dd>
          <dt className="font-semibold">Last sign-in</dt>
          <dd>{account.lastSignIn ? formatWhen(account.lastSignIn) : "Never"}</dd>
          <dt className="font-semibold">Created</dt>
          <dd>{formatWhen(account.createdAt)}</dd>
        </dl>

        <ConsoleSection id="changes" title="Changes" className="mt-10 grid gap-6">
          {account.state === "locked out" ? (
            <form method="post" className="grid max-w-3xl gap-2">
              <input type="hidden" name="intent" value="unlock" />
              <p className="text-sm text-muted-foreground">
                Failed sign-ins have locked this account at one or more network addresses. Clearing them lets it sign in
                from any address again; do so once you know who failed (the audit log lists each failure).
              </p>
              <div>
                <Button type="submit" variant="outline">
                  Clear failed sign-ins
                </Button>
              </div>
            </form>
          ) : null}
          {own ? (
            <p className="max-w-3xl">
              This is your own account: another admin must change its role, disable or reset it. You can end your
              sessions below or on{" "}
              <a href="/admin/sessions" className={consoleLinkClass}>
                Your sessions
              </a>
              .
            </p>
          ) : (
            <>
              <form method="post" className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="role" />
                <Field id="role" label="Role">
                  <Select name="role" defaultValue={account.role} className="w-48">
                    <option value="moderator">Moderator</option>
                    <option value="admin">Admin</option>
                  </Select>
                </Field>
                <Button type="submit" variant="outline">
                  Change the role
                </Button>
              </form>
              <form method="post" className="grid max-w-3xl gap-2">
                <input type="hidden" name="intent" value={disabled ? "enable" : "disable"} />
                <p className="text-sm text-muted-foreground">
                  {disabled
                    ? "Enabling lets the account sign in again with its password and codes."
                    : "Disabling refuses its sign-ins and ends all its sessions at once."}
                </p>
                <div>
                  <Button type="submit" variant={disabled ? "outline" : "destructive"}>
                    {disabled ? "Enable the account" : "Disable the account"}
                  </Button>
                </div>
              </form>
              <form method="post" className="grid max-w-3xl gap-2">
                <input type="hidden" name="intent" value="reset" />
                <p className="text-sm text-muted-foreground">
                  Resetting forgets the password and one-time codes, ends all sessions, and shows a new one-time link
                  for setting them again (when the authenticator is lost, or the password may be known to someone else).
                </p>
                <div>
                  <Button type="submit" variant="destructive">
                    Reset the account
                  </Button>
                </div>
              </form>
            </>
          )}
        </ConsoleSection>

        <ConsoleSection id="sessions" title="Sessions" className="mt-10">
          {loaderData.sessions.length === 0 ? (
            <p className="mt-2">This account has never signed in.</p>
          ) : (
            // A list rather than a table: it fits a phone's width without scrolling sideways.
            <ul className="mt-4 grid gap-3" aria-label={`Sessions of ${account.email}`}>
              {loaderData.sessions.map((session) => (
                <li key={session.id} className="rounded-md border border-border p-3">
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="font-semibold">State</dt>
                    <dd>
                      {session.state}
                      {session.current ? " (yours, this one)" : ""}
                    </dd>
                    <dt className="font-semibold">Signed in</dt>
                    <dd>{formatWhen(session.createdAt)}</dd>
                    <dt className="font-semibold">Last request</dt>
                    <dd>{formatWhen(session.lastSeenAt)}</dd>
                    <dt className="font-semibold">Browser</dt>
                    <dd className="min-w-0 break-words">{session.userAgent}</dd>
                  </dl>
                  {session.state === "Open" ? (
                    <form method="post" className="mt-3">
                      <input type="hidden" name="intent" value="end-session" />
                      <input type="hidden" name="session" value={session.id} />
                      <Button type="submit" variant="outline" size="sm">
                        End session
                      </Button>
                    </form>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </ConsoleSection>
      </ConsoleFrame>
    </div>
  );
}
