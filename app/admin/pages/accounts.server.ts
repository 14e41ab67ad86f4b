import { type AppLoadContext, data } from "react-router";
import { type AdminRequest, staffOf } from "../console.server";

type Accounts = AdminRequest["kit"]["accounts"];
type AccountActor = Parameters<Accounts["add"]>[0];
type AccountResult = Awaited<ReturnType<Accounts["add"]>>;

import type { ConsoleUser } from "../frame";

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
  const accounts = admin.kit.accounts;
  const actor: AccountActor = {
    accountId: staff.accountId,
    name: staff.email,
    addressHash: await admin.console.addressHash(admin.requester.ip),
  };
  // The address set-up links start with, whatever Host the form was posted to.
  const origin = admin.kit.linkOrigin();
  return { admin, staff, user, accounts, actor, origin };
}

/** A change that was not made: its message (an error, or a notice when nothing needed doing) and its status. */
export function refusal(result: Exclude<AccountResult, { status: "done" }>): {
  body: { error: string; notice?: undefined } | { notice: string; error?: undefined };
  status: number;
} {
  const status = { unchanged: 200, invalid: 400, refused: 409, "not-found": 404 }[result.status];
  return { body: result.status === "unchanged" ? { notice: result.message } : { error: result.message }, status };
}
