/**
 * A signature's receipt code as signers type it and as the petition's log names it: shared by the
 * server, which makes and hashes codes (app/petitions/log/receipts.server.ts), and the browser, which
 * hashes a typed code itself to check that the log holds it (app/petitions/receipt-check.ts).
 *
 * The code is 30 symbols of Crockford's base 32 (150 random bits), written in six groups of five:
 * `7KQ2D-M0XHV-…`. The alphabet has no I, L, O or U, so it reads aloud and copies by hand without
 * confusion; a code typed in lower case, with spaces or without its hyphens, or with O for 0 and I or L
 * for 1, is the same code.
 */

export const RECEIPT_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const RECEIPT_SYMBOLS = 30;
export const RECEIPT_GROUP = 5;

/** What is hashed before the code, so a receipt's hash can never be mistaken for another kind of value. */
export const RECEIPT_DOMAIN = "brehon petition receipt v1\n";

/** The code in its one spelling (30 symbols, no hyphens), or null when it is no receipt's code. */
export function canonicalCode(typed: string): string | null {
  const symbols = typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (symbols.length !== RECEIPT_SYMBOLS) return null;
  for (const symbol of symbols) if (!RECEIPT_ALPHABET.includes(symbol)) return null;
  return symbols;
}

/** The code as it is shown: six groups of five symbols joined by hyphens. */
export const groupedCode = (symbols: string): string =>
  symbols.match(new RegExp(`.{1,${RECEIPT_GROUP}}`, "g"))?.join("-") ?? symbols;

/** Why a signature stops counting, as the log publishes it (an entry `invalidation <position> <reason>`). */
export const INVALIDATION_REASONS = ["rate-abuse", "duplicate", "automated"] as const;
export type InvalidationReason = (typeof INVALIDATION_REASONS)[number];

/** How a moderator's invalidation of a counted signature begins. */
export const INVALIDATION_PREFIX = "invalidation ";

/** A counted signature's entry, from the base64 of its receipt's hash. */
export const signatureEntryText = (hashBase64: string): string => `signature ${hashBase64}`;

/** How a log entry that records a signer withdrawing their own signature begins. */
export const WITHDRAWAL_PREFIX = "withdrawal ";

/** The entry recording that the signer withdrew the signature at `position`. */
export const withdrawalEntryText = (position: number): string => `${WITHDRAWAL_PREFIX}${position}`;

/** An entry that takes a signature out of the count: a moderator's invalidation, or the signer's withdrawal. */
export type Removal =
  | { kind: "invalidation"; position: number; reason: InvalidationReason }
  | { kind: "withdrawal"; position: number };

/** The signature an invalidation or a withdrawal entry takes out of the count, or null for any other entry. */
export function parseRemoval(entry: string): Removal | null {
  const withdrawal = /^withdrawal (\d+)$/.exec(entry);
  if (withdrawal) return { kind: "withdrawal", position: Number(withdrawal[1]) };
  const match = /^invalidation (\d+) ([a-z-]+)$/.exec(entry);
  if (!match) return null;
  const reason = INVALIDATION_REASONS.find((known) => known === match[2]);
  return reason ? { kind: "invalidation", position: Number(match[1]), reason } : null;
}
