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

/**
 * Security headers on every response, computed once: helmet's headers for the
 * portal's policy, then Permissions-Policy. Scripts: the portal's own files only
 * (built pages load one module script by its address and have no inline
 * script), never 'unsafe-inline' and no nonce, so a page's bytes are the same
 * for every visitor and a shared cache may keep it. Styles keep
 * 'unsafe-inline': see docs/decisions/0005-content-security-policy.md.
 *
 * The headers are the same for every response, so they are taken once from
 * helmet (run against a recording response) and then set as a list by the
 * request pipeline's `send` (server/http/pipeline.ts), whichever answerer answered.
 */
export function securityHeaderList({
  development,
}: {
  development: boolean;
}): ReadonlyArray<readonly [string, string]> {
  const recorded = new Map<string, readonly [string, string]>();
  const recorder = {
    setHeader(name: string, value: unknown) {
      recorded.set(name.toLowerCase(), [name, String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      recorded.delete(name.toLowerCase());
    },
  };
  let synchronous = false;
  helmetFor(development)({} as never, recorder as never, () => {
    synchronous = true;
  });
  // Helmet sets its headers and calls next at once; anything else would be a change of its own to look at.
  if (!synchronous) throw new Error("helmet did not set its headers synchronously");
  recorded.set("permissions-policy", ["Permissions-Policy", PERMISSIONS_POLICY]);
  return [...recorded.values()];
}

function helmetFor(development: boolean) {
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
