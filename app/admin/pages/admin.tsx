import { staffOf } from "~/admin/console.server";
import { ConsoleFrame, consoleLinkClass, consoleMeta } from "~/admin/frame";
import type { Route } from "./+types/admin";

export const meta = consoleMeta;

export function loader({ context }: Route.LoaderArgs) {
  const { staff } = staffOf(context);
  return { user: { email: staff.email, role: staff.role } };
}

export default function ConsoleHome({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  return (
    <ConsoleFrame title="Operators' console" user={user}>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
        {`You are signed in as ${user.email}, ${user.role === "admin" ? "an admin" : "a moderator"}.`} Your session ends
        after 30 minutes without a request, and 12 hours after you signed in.
      </p>
      <ul className="mt-8 grid gap-3">
        <li>
          <a href="/admin/queue" className={consoleLinkClass}>
            Moderation queue
          </a>
          : reported and new petitions, and what to do with them.
        </li>
        <li>
          <a href="/admin/sessions" className={consoleLinkClass}>
            Your sessions
          </a>
          : where you are signed in, and ending a session.
        </li>
        {user.role === "admin" ? (
          <li>
            <a href="/admin/banner" className={consoleLinkClass}>
              Site banner
            </a>
            : an emergency, warning or information banner on every public page, switched on and off here.
          </li>
        ) : null}
        {user.role === "admin" ? (
          <li>
            <a href="/admin/audit" className={consoleLinkClass}>
              Audit log
            </a>
            : every sign-in, failed sign-in and action, with an export as CSV.
          </li>
        ) : null}
        {user.role === "admin" ? (
          <li>
            <a href="/admin/accounts" className={consoleLinkClass}>
              Accounts
            </a>
            : who may sign in, their roles and sessions; adding, disabling and resetting accounts.
          </li>
        ) : null}
      </ul>
    </ConsoleFrame>
  );
}
