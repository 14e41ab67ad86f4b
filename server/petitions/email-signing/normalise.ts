/**
 * A signer's email address in its one spelling, so that one person cannot sign a petition twice with
 * `Ann.Lee+1@Example.ie` and `ann.lee@example.ie`: trimmed, in Unicode's compatibility form (NFKC), in lower
 * case, and without a `+tag` after the local part. Dots are kept: only some providers ignore them.
 */

/** The longest address kept (RFC 5321's limit on a path). */
export const EMAIL_MAX = 254;

/** The address in its one spelling and its domain, or null when it is not an address. */
export function normaliseEmail(raw: string): { email: string; domain: string } | null {
  const spelled = raw.trim().normalize("NFKC").toLowerCase();
  if (spelled.length > EMAIL_MAX || /\s/.test(spelled)) return null;
  const at = spelled.lastIndexOf("@");
  if (at < 1 || at === spelled.length - 1) return null;
  const local = spelled.slice(0, at).split("+")[0] ?? "";
  const domain = spelled.slice(at + 1);
  if (local === "" || local.includes("@") || !/^[^.@][^@]*\.[^.@]+$/.test(domain) || domain.includes("..")) return null;
  return { email: `${local}@${domain}`, domain };
}
