import { type AppLoadContext, data } from "react-router";
import { type AccountActor, type AccountResult, createAccounts } from "../../server/admin/accounts";
import { publicOriginOf } from "../../server/env";
import { staffOf } from "./console.server";
import type { ConsoleUser } from "./frame";

export const ADMINS_ONLY = "Only an admin may manage the console's accounts.";

/** What a refused page carries to its error boundary: the message, and who asked (for the console's links). */
export type RefusalData = { message: string; user: ConsoleUser };

/**
 * The signed-in admin, the accounts' rules and the admin as the audit log
 * names them; a moderator gets a 403 page (RefusalData).
 */
export async function accountsOf(context: AppLoadContext) {
  const { admin, staff } = staffOf(context);
  const user = { email: staff.email, role: staff.role };
  if (staff.role !== "admin") {
    throw data({ message: ADMINS_ONLY, user } satisfies RefusalData, { status: 403 });
  }
  const accounts = createAccounts({
    store: admin.console.store,
    limits: admin.console.limits,
    now: admin.console.now,
  });
  const actor: AccountActor = {
    accountId: staff.accountId,
    name: staff.email,
    addressHash: await admin.console.addressHash(admin.requester.ip),
  };
  return { admin, staff, user, accounts, actor };
}

/**
 * The address a set-up link starts with: the public one (PUBLIC_URL, else
 * http://localhost:PORT), as for `npm run staff`, whatever Host the form was posted to.
 */
export const linkOrigin = () => publicOriginOf(process.env);

/** A change that was not made: its message (an error, or a notice when nothing needed doing) and its status. */
export function refusal(result: Exclude<AccountResult, { status: "done" }>): {
  body: { error: string; notice?: undefined } | { notice: string; error?: undefined };
  status: number;
} {
  const status = { unchanged: 200, invalid: 400, refused: 409, "not-found": 404 }[result.status];
  return { body: result.status === "unchanged" ? { notice: result.message } : { error: result.message }, status };
}
