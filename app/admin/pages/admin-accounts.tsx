import { data } from "react-router";
import { field, formOf } from "~/admin/console.server";
import { ConsoleFrame, consoleLinkClass, consoleMeta, formatWhen } from "~/admin/frame";
import { accountsOf, refusal } from "~/admin/pages/accounts.server";
import { ConsoleOutcome, ConsoleSection, ConsoleTable } from "~/admin/parts";
import { ConsoleRefusal } from "~/admin/refusal";
import { Button } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import type { Route } from "./+types/admin-accounts";

export const meta = consoleMeta;

export async function loader({ context }: Route.LoaderArgs) {
  const { accounts, user } = await accountsOf(context);
  const list = await accounts.list();
  return {
    user,
    accounts: list.map((account) => ({
      ...account,
      createdAt: account.createdAt.toISOString(),
      lastSignIn: account.lastSignIn?.toISOString() ?? null,
    })),
  };
}

/** Adds an account; the page that answers shows its one-time link, once (it is in no address and no log). */
export async function action({ context, request }: Route.ActionArgs) {
  const { accounts, actor, origin } = await accountsOf(context);
  const form = await formOf(request);
  const email = field(form, "email");
  const role = field(form, "role");
  const result = await accounts.add(actor, { email, role }, origin);
  if (result.status !== "done") {
    const { body, status } = refusal(result);
    return data({ ...body, email, role }, { status });
  }
  return {
    added: {
      message: result.message,
      link: result.setup?.link ?? "",
      expiresAt: result.setup?.expiresAt.toISOString() ?? "",
    },
  };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ConsoleRefusal error={error} />;
}

const cell = "py-2 pr-4";

export default function AccountsPage({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const notice = actionData && "notice" in actionData ? actionData.notice : undefined;
  const added = actionData && "added" in actionData ? actionData.added : undefined;
  const entered = actionData && "email" in actionData ? actionData : undefined;
  return (
    <ConsoleFrame title="Accounts" user={loaderData.user} error={Boolean(error)}>
      <p className="mt-4 max-w-3xl text-muted-foreground">
        Everyone who may sign in to the console. Open an account to change its role, disable, enable or reset it, or end
        one of its sessions. Every change is written to the audit log.
      </p>
      <ConsoleOutcome
        refused={error ? { title: "No account was added", message: error } : null}
        notice={notice}
        setup={added}
      />

      <div className="mt-6 overflow-x-auto">
        <ConsoleTable
          caption="Staff accounts"
          columns={["Email address", "Role", "State", "Last sign-in", "Open sessions"]}
          margin=""
        >
          {loaderData.accounts.map((account) => (
            <tr key={account.id} className="border-b border-border align-top">
              <td className={`${cell} break-all`}>
                <a href={`/admin/accounts/${account.id}`} className={consoleLinkClass}>
                  {account.email}
                </a>
                {account.email === loaderData.user.email ? " (you)" : ""}
              </td>
              <td className={cell}>{account.role}</td>
              <td className={cell}>{account.state}</td>
              <td className={`${cell} whitespace-nowrap`}>
                {account.lastSignIn ? formatWhen(account.lastSignIn) : "Never"}
              </td>
              <td className="py-2">{account.openSessions}</td>
            </tr>
          ))}
        </ConsoleTable>
      </div>

      <ConsoleSection id="add" title="Add an account" className="mt-10">
        <p className="mt-2 max-w-3xl text-sm text-muted-foreground">
          The next page shows a link, once, for the new member of staff to choose a password and add the portal to an
          authenticator app. It works once, for 24 hours.
        </p>
        <form method="post" className="mt-4 grid max-w-xl gap-5">
          <Field id="email" label="Email address">
            <Input
              name="email"
              type="email"
              autoComplete="off"
              spellCheck={false}
              required
              maxLength={254}
              defaultValue={entered?.email}
            />
          </Field>
          <Field
            id="role"
            label="Role"
            hint="Moderators act on petitions; admins also manage accounts and read the audit log."
          >
            <Select name="role" required defaultValue={entered?.role || "moderator"}>
              <option value="moderator">Moderator</option>
              <option value="admin">Admin</option>
            </Select>
          </Field>
          <div>
            <Button type="submit">Add the account</Button>
          </div>
        </form>
      </ConsoleSection>
    </ConsoleFrame>
  );
}
