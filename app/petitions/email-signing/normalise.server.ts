import { type AddressRefusal, isDotAtom, parseAddress, reachedAddress } from "../../../server/mail/address";

/**
 * A signer's email address in its one spelling, the key of one signature per petition and mailbox: a plain
 * `local@domain` (../../mail/address.ts: no comments, quotes, brackets, list separators or spaces; the domain in
 * lower case and punycode), then the local part in lower case and without a `+tag`, so that one person cannot
 * sign twice with `Ann.Lee+1@Example.ie` and `ann.lee@example.ie`.
 *
 * The local part's case is folded although RFC 5321 lets a server tell `Ann` from `ann`: no public mail service
 * does, and a key that kept case would give one mailbox a signature per spelling. The confirmation email goes to
 * the folded address, so a mailbox that did tell case apart would not receive it: it cannot sign, rather than
 * sign twice. Dots are kept: only some providers ignore them. Decision 0035 (amended) says why.
 */

/** The longest address kept (RFC 5321's limit on a path). */
export { ADDRESS_MAX as EMAIL_MAX } from "../../../server/mail/address";

export type SignerAddress = { email: string; domain: string };

/** The address in its one spelling and its domain, or why the text is not an address. */
export function signerAddress(raw: unknown): ({ ok: true } & SignerAddress) | { ok: false; reason: AddressRefusal } {
  const parsed = parseAddress(raw);
  if (!parsed.ok) return parsed;
  const local = (parsed.local.toLowerCase().split("+")[0] ?? "").normalize("NFKC");
  if (local === "" || !isDotAtom(local)) return { ok: false, reason: "invalid" };
  return { ok: true, email: `${local}@${parsed.domain}`, domain: parsed.domain };
}

/** The address in its one spelling and its domain, or null when it is not a plain address. */
export function normaliseEmail(raw: unknown): SignerAddress | null {
  const address = signerAddress(raw);
  return address.ok ? { email: address.email, domain: address.domain } : null;
}

/**
 * The key of the mailbox a stored request's address reached: itself for a key of today's spelling; for one kept
 * before addresses had to be plain (`me(1)@example.ie`, `síle@éire.example`), the key of the one mailbox the
 * mailer delivered it to. Null when it reached none, or several.
 */
export function keyOfStored(stored: string): SignerAddress | null {
  const reached = reachedAddress(stored);
  return reached ? normaliseEmail(reached.address) : null;
}
