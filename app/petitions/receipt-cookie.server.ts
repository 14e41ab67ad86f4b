import type { ShownReceipt } from "./signature-receipt";

/**
 * Without JavaScript, a signature's form post redirects (post/redirect/get) to the page that says
 * "Petition Signed!". The receipt must not travel in that address (it would stay in the history, the
 * logs and the Referer), so it travels in a short-lived HttpOnly cookie, which that page reads once
 * and clears. Pages that read or set it are answered to their visitor alone (a Set-Cookie makes a
 * response private, server/http/cache-policy.ts).
 */
export const RECEIPT_COOKIE = "brehon_receipt";
const RECEIPT_MINUTES = 10;
const VALUE = /^([1-9][0-9]{0,9})\.([0-9A-Z-]{30,40})$/;

const attributes = (secure: boolean, maxAge: number) =>
  `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

/** The cookie that carries a new receipt to the page the post redirects to. */
export const receiptCookie = ({ petitionId, code }: ShownReceipt, secure: boolean) =>
  `${RECEIPT_COOKIE}=${petitionId}.${code}; ${attributes(secure, RECEIPT_MINUTES * 60)}`;

/** The same cookie, cleared once its page has shown the receipt. */
export const clearedReceiptCookie = (secure: boolean) => `${RECEIPT_COOKIE}=; ${attributes(secure, 0)}`;

/** The receipt the request's cookie carries, if any. */
export function receiptOfRequest(request: Request): ShownReceipt | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, value = ""] = part.trim().split("=");
    if (name !== RECEIPT_COOKIE) continue;
    const match = VALUE.exec(value);
    return match?.[1] && match[2] ? { petitionId: Number(match[1]), code: match[2] } : null;
  }
  return null;
}

/**
 * What a page's loader does with the cookie: the receipt to draw, when the page shows the outcome of
 * the visitor's own signature, and the header that clears the cookie whenever it was sent.
 */
export function receiptForPage(request: Request, secure: boolean, signedHere: boolean) {
  const receipt = receiptOfRequest(request);
  const sent = (request.headers.get("Cookie") ?? "").includes(`${RECEIPT_COOKIE}=`);
  return {
    receipt: signedHere ? receipt : null,
    headers: sent ? { "Set-Cookie": clearedReceiptCookie(secure) } : undefined,
  };
}
