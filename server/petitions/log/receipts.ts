import { createHash, randomBytes } from "node:crypto";

/**
 * A signature's receipt: a random code shown once to the signer, of which the server keeps only a hash.
 * The hash is what the petition's log holds (server/petitions/log/merkle.ts), so a signer can ask for a
 * proof that their signature is counted without the server ever keeping the code.
 *
 * The code is 30 symbols of Crockford's base 32 (150 random bits), written in six groups of five:
 * `7KQ2D-M0XHV-…`. The alphabet has no I, L, O or U, so it reads aloud and copies by hand without
 * confusion; a code typed in lower case, with spaces or without its hyphens, or with O for 0 and I or L
 * for 1, is the same code.
 */

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const SYMBOLS = 30;
const GROUP = 5;
/** Names the hash, so a receipt's hash can never be mistaken for another kind of value. */
const DOMAIN = "brehon petition receipt v1\n";

export type Receipt = {
  /** What the signer keeps: shown once, never stored. */
  code: string;
  /** What the server keeps: SHA-256 of the code in its one spelling. */
  hash: Buffer;
};

/** A new receipt, from the system's secure random source. */
export function newReceipt(): Receipt {
  const bytes = randomBytes(SYMBOLS);
  // 32 symbols divide 256 evenly: each byte's five low bits pick one without bias.
  const symbols = Array.from(bytes, (byte) => ALPHABET[byte & 31]).join("");
  const code = symbols.match(new RegExp(`.{${GROUP}}`, "g"))?.join("-") ?? symbols;
  return { code, hash: hashOf(symbols) };
}

/** The code in its one spelling (30 symbols, no hyphens), or null when it is no receipt's code. */
export function canonicalCode(typed: string): string | null {
  const symbols = typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (symbols.length !== SYMBOLS) return null;
  for (const symbol of symbols) if (!ALPHABET.includes(symbol)) return null;
  return symbols;
}

/** The hash the log holds for a code as the signer typed it, or null when it is no receipt's code. */
export function receiptHash(typed: string): Buffer | null {
  const symbols = canonicalCode(typed);
  return symbols === null ? null : hashOf(symbols);
}

const hashOf = (symbols: string) => createHash("sha256").update(DOMAIN).update(symbols).digest();
