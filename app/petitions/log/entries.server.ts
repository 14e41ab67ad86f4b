import {
  INVALIDATION_PREFIX,
  type InvalidationReason,
  signatureEntryText,
  WITHDRAWAL_PREFIX,
  withdrawalEntryText,
} from "~/petitions/receipt-code";
import { type Hash, leafHash } from "./merkle.server";

/**
 * The entries of a petition's log (the petition_log table), as text: the text is what the entry's
 * Merkle leaf hashes (UTF-8), so a reader who has the entries can build the tree again.
 *
 *   signature <base64 of the receipt's hash>
 *   signature without receipt          (counted before receipts existed)
 *   invalidation <position> <reason>   (a moderator took the signature at that position out of the count)
 *   withdrawal <position>              (its signer withdrew the signature at that position)
 */

export { INVALIDATION_PREFIX, type InvalidationReason, WITHDRAWAL_PREFIX } from "~/petitions/receipt-code";

/** The signer withdrew the signature at `position`. */
export const withdrawalEntry = withdrawalEntryText;

/** A signature given before the log existed: its signer was never shown a receipt. */
export const UNRECEIPTED_SIGNATURE = "signature without receipt";

/** A counted signature, by the hash of its receipt (app/petitions/log/receipts.server.ts). */
export const signatureEntry = (receiptHash: Hash): string => signatureEntryText(receiptHash.toString("base64"));

/** The signature at `position` no longer counts, for `reason`. */
export const invalidationEntry = (position: number, reason: InvalidationReason): string =>
  `${INVALIDATION_PREFIX}${position} ${reason}`;

/** What an entry adds to the count: +1 for a signature, -1 for an invalidation or a withdrawal. */
export const countOf = (entry: string): number =>
  entry.startsWith(INVALIDATION_PREFIX) || entry.startsWith(WITHDRAWAL_PREFIX) ? -1 : 1;

/** The entry's leaf in the petition's Merkle tree. */
export const entryLeaf = (entry: string): Hash => leafHash(Buffer.from(entry, "utf8"));
