import { type AppLoadContext, data, redirect } from "react-router";

/**
 * What the console's route modules share on the server side. The server reaches them only through
 * the load context (`context.admin`, app/admin/load-context.ts): `app/` imports nothing of `server/`.
 */
export type AdminRequest = NonNullable<AppLoadContext["admin"]>;
export type Staff = NonNullable<AdminRequest["staff"]>;

/** The console's request context; 404 where the server runs without a console. */
export function consoleOf(context: AppLoadContext): AdminRequest {
  if (!context.admin) throw data("Not Found", { status: 404 });
  return context.admin;
}

/**
 * The signed-in staff member (the server's gate has already answered every
 * request without one); `admin` refuses moderators with 403.
 */
export function staffOf(context: AppLoadContext, role?: "admin"): { admin: AdminRequest; staff: Staff } {
  const admin = consoleOf(context);
  const staff = admin.staff;
  if (!staff) throw redirect("/admin/sign-in");
  if (role === "admin" && staff.role !== "admin") {
    throw data("Only an admin may use this page.", { status: 403 });
  }
  return { admin, staff };
}

/** A form post's fields; a body that is not a form is a 400. */
export async function formOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("The request body is not a form.", { status: 400 });
  }
}

/** A form field as text ("" when absent or a file). */
export const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Where to go after signing in: a console address only, never another site. */
export function safeNext(value: unknown): string {
  return typeof value === "string" && /^\/admin(?:\/[A-Za-z0-9/_.-]*)?$/.test(value) && !value.includes("..")
    ? value
    : "/admin";
}

/** A record's number from the address (a PostgreSQL integer); anything else is a 404. */
export const idOf = (value: string): number => {
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw data("Not Found", { status: 404 });
  return Number(value);
};
