import { createHash, randomFillSync } from "node:crypto";
import {
  canonicalCode,
  groupedCode,
  RECEIPT_ALPHABET,
  RECEIPT_DOMAIN,
  RECEIPT_SYMBOLS,
} from "~/petitions/receipt-code";

/**
 * A signature's receipt: a random code shown once to the signer, of which the server keeps only a hash.
 * The hash is what the petition's log holds (app/petitions/log/merkle.server.ts), so a signer can ask for a
 * proof that their signature is counted without the server ever keeping the code. How a code is spelled
 * is app/petitions/receipt-code.ts, which the browser shares.
 */

export type Receipt = {
  /** What the signer keeps: shown once, never stored. */
  code: string;
  /** What the server keeps: SHA-256 of the code in its one spelling. */
  hash: Buffer;
};

/**
 * Random bytes from the system's secure source, drawn a few kilobytes at a time and each byte handed out
 * once (as Node's randomUUID does): one draw per receipt cost a call into the system per signature.
 */
const pool = Buffer.alloc(4096);
let used = pool.length;

/** A new receipt, from the system's secure random source. */
export function newReceipt(): Receipt {
  if (used + RECEIPT_SYMBOLS > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const bytes = pool.subarray(used, used + RECEIPT_SYMBOLS);
  used += RECEIPT_SYMBOLS;
  // 32 symbols divide 256 evenly: each byte's five low bits pick one without bias.
  let symbols = "";
  for (const byte of bytes) symbols += RECEIPT_ALPHABET[byte & 31];
  // The code is the signer's alone: its bytes do not stay in the pool.
  bytes.fill(0);
  return { code: groupedCode(symbols), hash: hashOf(symbols) };
}

/** The hash the log holds for a code as the signer typed it, or null when it is no receipt's code. */
export function receiptHash(typed: string): Buffer | null {
  const symbols = canonicalCode(typed);
  return symbols === null ? null : hashOf(symbols);
}

const hashOf = (symbols: string) => createHash("sha256").update(RECEIPT_DOMAIN).update(symbols).digest();
