import { z } from "~/lib/zod";

/**
 * A new account's address: the public forms' own check (Zod's email, at most 254 characters), so
 * that `x@x`, markup or a formula is refused before it becomes an account no mail could reach.
 */
const STAFF_EMAIL_SCHEMA = z.email().check(z.maxLength(254));

/** An email address as accounts keep it (trimmed, lower case), or null when it is not one. */
export function normalEmail(value: unknown): string | null {
  const email = typeof value === "string" ? value.trim().toLowerCase() : "";
  return STAFF_EMAIL_SCHEMA.safeParse(email).success ? email : null;
}

/** Printable ASCII around one @: how accounts made before the stricter check are still found. */
const LOOSE_EMAIL = /^[!-?A-~]{1,64}@[!-?A-~]{1,189}$/;

/** An address to look an existing account up by (trimmed, lower case), or null. */
export function lookupEmail(value: unknown): string | null {
  const email = typeof value === "string" ? value.trim().toLowerCase() : "";
  return LOOSE_EMAIL.test(email) ? email : null;
}
