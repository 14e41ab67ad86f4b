import { Secret, TOTP } from "otpauth";
import { nowMs } from "../../server/core/clock";

/** The portal's name in authenticator apps. */
const ISSUER = "Republic of Brehon portal";
const PERIOD = 30;

const totpOf = (secret: string, label = "staff") =>
  new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A new random secret (160 bits, base32), as authenticator apps read it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address an authenticator app enrols from (shown as text and as a code to scan). */
export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/**
 * The time step of a valid code (the current one, or one either side for a
 * slow clock), or null. The caller refuses a step already used, so a code
 * works once.
 */
export function totpStep(secret: string, code: string, now = nowMs()): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** The code for a moment (tests, and the set-up page's check). */
export function totpCode(secret: string, now = nowMs()): string {
  return totpOf(secret).generate({ timestamp: now });
}
