import { redirect } from "react-router";
import { consoleOf } from "~/admin/console.server";
import type { Route } from "./+types/admin-sign-out";

/** Signing out ends this session in the database and removes the cookie. */
export async function action({ context }: Route.ActionArgs) {
  const admin = consoleOf(context);
  if (admin.staff) await admin.console.signOut(admin.staff, admin.requester);
  throw redirect("/admin/sign-in", { status: 303, headers: { "Set-Cookie": admin.kit.clearedSessionCookie() } });
}

export function loader() {
  throw redirect("/admin");
}
