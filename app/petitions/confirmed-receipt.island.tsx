import { type ShownReceipt, SignatureReceipt, useReceipt } from "./signature-receipt";

/**
 * The receipt of a signature confirmed from its email's link (PETITION_SIGNING=email): shown once, to copy,
 * and kept in this browser like a receipt given on the petition's page.
 */
export function ConfirmedReceipt({ receipt: drawn }: { receipt: ShownReceipt }) {
  const { receipt } = useReceipt(drawn);
  return receipt ? <SignatureReceipt receipt={receipt} /> : null;
}

export default ConfirmedReceipt;
