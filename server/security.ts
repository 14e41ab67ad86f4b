import type { RequestHandler } from "express";
import helmet from "helmet";

/**
 * Browser features the portal never uses, switched off for it and for anything
 * it might embed: a script injected into a page still cannot reach them.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.set("Permissions-Policy", PERMISSIONS_POLICY);
  next();
};

/**
 * Security headers on every response. Scripts: the portal's own files only
 * (built pages load one module script by its address and have no inline
 * script), never 'unsafe-inline' and no nonce, so a page's bytes are the same
 * for every visitor and a shared cache may keep it. Styles keep
 * 'unsafe-inline': see docs/decisions/0005-content-security-policy.md.
 */
export function securityHeaders({ development }: { development: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
          },
        },
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    xContentTypeOptions: true,
  });
}
