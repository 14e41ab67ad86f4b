import { data, redirect } from "react-router";
import { field, formOf, staffOf } from "~/admin/console.server";
import { ConsoleFrame, consoleMeta, formatWhen } from "~/admin/frame";
import { ActionCell, ConsoleTable } from "~/admin/parts";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/admin-sessions";

export const meta = consoleMeta;

export async function loader({ context }: Route.LoaderArgs) {
  const { admin, staff } = staffOf(context);
  const sessions = await admin.console.store.sessions(staff.accountId);
  return {
    user: { email: staff.email, role: staff.role },
    sessions: sessions.map((session) => ({
      id: session.id,
      current: session.id === staff.sessionId,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      state: session.revokedAt ? "Ended" : session.expiresAt < admin.console.now() ? "Expired" : "Open",
      userAgent: session.userAgent ?? "Unknown browser",
    })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { admin, staff } = staffOf(context);
  const form = await formOf(request);
  const session = field(form, "session");
  if (!/^[0-9a-f]{64}$/.test(session)) return data({ error: "Choose a session to end." }, { status: 400 });
  const ended = await admin.console.store.revokeSession(staff.accountId, session);
  if (!ended) return data({ error: "That session has already ended." }, { status: 400 });
  await admin.console.audit(staff, admin.requester, "session-revoked", {
    detail: { current: session === staff.sessionId },
  });
  throw redirect(session === staff.sessionId ? "/admin/sign-in" : "/admin/sessions", { status: 303 });
}

export default function Sessions({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ConsoleFrame title="Your sessions" user={loaderData.user} error={Boolean(actionData?.error)}>
      {actionData?.error ? (
        <p role="alert" className="mt-4 font-semibold text-destructive">
          {actionData.error}
        </p>
      ) : null}
      <p className="mt-4 max-w-3xl text-muted-foreground">
        Every browser where your account signed in. End a session you do not recognise, then ask an admin to reset your
        account.
      </p>
      <ConsoleTable
        caption={<>Sessions of {loaderData.user.email}</>}
        columns={["Signed in", "Last request", "Browser", "State"]}
        action
        margin="mt-6"
      >
        {loaderData.sessions.map((session) => (
          <tr key={session.id} className="border-b border-border align-top">
            <td className="py-2 pr-4">{formatWhen(session.createdAt)}</td>
            <td className="py-2 pr-4">{formatWhen(session.lastSeenAt)}</td>
            <td className="max-w-xs break-words py-2 pr-4">{session.userAgent}</td>
            <td className="py-2 pr-4">
              {session.state}
              {session.current ? " (this one)" : ""}
            </td>
            <ActionCell form={session.state === "Open"}>
              <input type="hidden" name="session" value={session.id} />
              <Button type="submit" variant="outline" size="sm">
                {session.current ? "End this session" : "End session"}
              </Button>
            </ActionCell>
          </tr>
        ))}
      </ConsoleTable>
    </ConsoleFrame>
  );
}
