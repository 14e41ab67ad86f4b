/*
 * The console's session cookie as every step of the request pipeline reads it: an answer to a request
 * that carries one is the staff member's own, never kept by a shared cache. The console sets and checks
 * the session itself (app/admin/gate.server.ts).
 */

/** The console's session cookie; the `__Host-` prefix pins it to this host, path "/", Secure. */
export const SESSION_COOKIE = "__Host-brehon_staff";

/** The session cookie's value in a Cookie header. */
export function readSessionCookie(header: string | undefined): string | null {
  for (const part of (header ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) return rest.join("=") || null;
  }
  return null;
}

/**
 * Whether a request carries a console session cookie, valid or not: whatever its address, its answer
 * is then the staff member's own and never kept by a shared cache (server/http/cache-policy.ts).
 */
export const carriesStaffSession = (header: string | string[] | undefined): boolean =>
  typeof header === "string" && header.includes(SESSION_COOKIE) && readSessionCookie(header) !== null;
