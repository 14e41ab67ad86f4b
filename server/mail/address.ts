import { domainToASCII, domainToUnicode } from "node:url";
import addressparser from "nodemailer/lib/addressparser";

/**
 * One plain email address, `local@domain`, and nothing else. An address typed into a form is stored, compared
 * and handed to the mailer as this: never as a string the mailer would read as an address list, where
 * `me(1)@example.ie`, `"me"@example.ie`, `<me@example.ie>`, `me@example.ie,` and `me@(x)example.ie` all reach
 * `me@example.ie` (RFC 5322's comments, quoted strings, angle brackets and list separators).
 *
 * - The local part is a dot-atom (RFC 5322 §3.2.3): atoms of letters, digits and ``!#$%&'*+/=?^_`{|}~-`` joined
 *   by single dots, with letters, marks and digits of any script allowed as RFC 6531 allows them. It keeps the
 *   case it was typed in: whether case counts is the caller's choice (signing by email folds it).
 * - The domain is host names' letters, digits and hyphens (any script), in lower case, converted to its ASCII
 *   form (punycode) with `url.domainToASCII`, at least two labels, the last with a letter: no address literal
 *   (`[192.0.2.1]`), no trailing dot, nothing the conversion would silently drop (soft hyphens, `%` escapes).
 * - The text is read in Unicode's compatibility form (NFKC: full-width letters are letters) and without
 *   spaces at its ends; a space, a control or an invisible character anywhere else refuses it.
 */

/** The longest address kept (RFC 5321's limit on a path). */
export const ADDRESS_MAX = 254;
/** The longest local part (RFC 5321), in bytes. */
const LOCAL_MAX = 64;
/** The longest domain (RFC 1035), in its ASCII form. */
const DOMAIN_MAX = 253;

/**
 * Why a text is not a plain address: too long; an address written with the syntax of an address list (comments,
 * quotes, brackets, separators, spaces); or no address at all.
 */
export type AddressRefusal = "too-long" | "not-plain" | "invalid";

export type PlainAddress = {
  /** The local part, as typed (after NFKC). */
  local: string;
  /** The domain in lower case and its ASCII (punycode) form. */
  domain: string;
  /** `local@domain`: what the mailer is given. */
  address: string;
};

export type AddressParse = ({ ok: true } & PlainAddress) | { ok: false; reason: AddressRefusal };

/** What only comments, quoted strings, brackets, lists and groups use, or a space: never in a plain address. */
const LIST_SYNTAX = /[\s()<>[\]",;:\\]/u;
/** Controls, invisible format characters (direction marks, zero-width spaces…), unassigned and private code points. */
const INVISIBLE = /\p{C}/u;
/** One atom of a dot-atom local part. */
const ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~\-\p{L}\p{M}\p{N}]+$/u;
/** A domain as typed, before its conversion: labels of letters, marks, digits and hyphens. */
const DOMAIN_TYPED = /^[\p{L}\p{M}\p{N}-]+(\.[\p{L}\p{M}\p{N}-]+)+$/u;
/** One label of the converted domain. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const refused = (reason: AddressRefusal): AddressParse => ({ ok: false, reason });

/** Whether `local` is a dot-atom of at most 64 bytes. */
export const isDotAtom = (local: string) =>
  Buffer.byteLength(local) <= LOCAL_MAX && local.split(".").every((atom) => ATOM.test(atom));

/** The domain's ASCII form, or null when it is not a host name. */
function asciiDomain(typed: string): string | null {
  const lower = typed.toLowerCase();
  if (!DOMAIN_TYPED.test(lower)) return null;
  const ascii = domainToASCII(lower);
  if (ascii === "" || ascii.length > DOMAIN_MAX) return null;
  const labels = ascii.split(".");
  const last = labels.at(-1) ?? "";
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label)) || !/[a-z]/.test(last)) return null;
  // A label already in punycode must decode to a name that encodes back to it: Node 20 refuses `xn--abc`
  // in domainToASCII, Node 24 passes it through as it is.
  for (const label of labels) {
    if (!label.startsWith("xn--")) continue;
    const decoded = domainToUnicode(label);
    if (decoded === "" || decoded === label || domainToASCII(decoded) !== label) return null;
  }
  return ascii;
}

/** Reads `raw` as one plain address, or says why it is not one. */
export function parseAddress(raw: unknown): AddressParse {
  if (typeof raw !== "string") return refused("invalid");
  const text = raw.normalize("NFKC").trim();
  if (text.length > ADDRESS_MAX) return refused("too-long");
  // Text with no `@` at all is no address, whatever else it holds.
  if (LIST_SYNTAX.test(text)) return refused(text.includes("@") ? "not-plain" : "invalid");
  if (INVISIBLE.test(text)) return refused("invalid");
  const at = text.indexOf("@");
  if (at < 1 || text.indexOf("@", at + 1) !== -1) return refused("invalid");
  const local = text.slice(0, at);
  if (!isDotAtom(local)) return refused("invalid");
  const domain = asciiDomain(text.slice(at + 1));
  if (domain === null) return refused("invalid");
  const address = `${local}@${domain}`;
  if (address.length > ADDRESS_MAX) return refused("too-long");
  return { ok: true, local, domain, address };
}

/**
 * The one mailbox a stored recipient reaches, as the mailer is given it: the address itself when it is plain;
 * for a spelling kept before addresses had to be plain (`me(1)@example.ie`), the one mailbox the mailer's own
 * parser found in it, which is where such a message always went; null when it names none, or several.
 */
export function reachedAddress(stored: string): PlainAddress | null {
  const plain = parseAddress(stored);
  if (plain.ok) return plain;
  const found = addressparser(stored);
  const only = found.length === 1 ? found[0] : undefined;
  if (!only?.address) return null;
  const reached = parseAddress(only.address);
  return reached.ok ? reached : null;
}
