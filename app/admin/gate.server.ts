import type { RequestHandler } from "express";
import type { SiteBanner } from "~/banner/index.server";
import { CONSOLE_SIGN_IN } from "~/pages/console-address";
import { publicOriginOf } from "../../server/core/env";
import { log } from "../../server/core/logger";
import { classificationOf } from "../../server/http/passage";
import { readSessionCookie, SESSION_COOKIE } from "../../server/http/staff-session";
import { createAccounts } from "./accounts.server";
import { auditCsv } from "./csv.server";
import type { AdminRequest, ConsoleKit } from "./load-context";
import { moderationOf } from "./moderation.server";
import { createResponses } from "./responses.server";
import { SESSION_ABSOLUTE_MS, SIGN_IN_BUSY, type StaffConsole } from "./service.server";
import { newTotpSecret, totpUri } from "./totp.server";
import { createConsoleTranslations } from "./translations.server";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Seconds a sign-in refused as busy is told to wait. */
const BUSY_RETRY_SECONDS = 5;

/**
 * The answer to a sign-in the process has no room for (app/admin/check-queue.server.ts): a short page, sent
 * before the form is read, the database asked or the console's page drawn, so that a flood of sign-ins
 * costs the pages next to nothing. The sign-in page itself answers the same with the whole form when the
 * refusal comes later (`busy` from the console's sign-in).
 */
const BUSY_PAGE = Buffer.from(
  `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>Try again in a few seconds: Operators' console</title></head>
<body>
<main>
<h1>Try again in a few seconds</h1>
<p>${SIGN_IN_BUSY} Nothing was checked or counted against your account.</p>
<p><a href="/admin/sign-in">Back to the sign-in page</a></p>
</main>
</body>
</html>
`,
);

/** The Set-Cookie value for a new session, and the one that removes it. */
export const sessionCookie = (token: string, maxAgeSeconds: number) =>
  `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Strict`;
export const clearedSessionCookie = () => `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;

/**
 * In front of every console address: the headers that keep it out of caches
 * and search engines, the session (the staff member, for the routes' load
 * context), and the refusal of anything but the sign-in and set-up pages
 * without one: pages answer with the sign-in page (401), JSON with 401, and
 * forms are sent to the sign-in page.
 */
export function adminGate(staffConsole: StaffConsole, banner: SiteBanner): RequestHandler {
  const moderation = moderationOf(staffConsole);
  const responses = createResponses(staffConsole);
  const translations = createConsoleTranslations(staffConsole);
  const kit: ConsoleKit = {
    sessionCookie: (token) => sessionCookie(token, SESSION_ABSOLUTE_MS / 1000),
    clearedSessionCookie,
    newTotpSecret,
    totpUri,
    auditCsv: () => auditCsv(staffConsole.store),
    accounts: createAccounts({ store: staffConsole.store, limits: staffConsole.limits, now: staffConsole.now }),
    linkOrigin: () => publicOriginOf(process.env),
  };
  return async (req, res, next) => {
    // Every console address: /admin, what is beneath it, and React Router's data requests for them.
    // Never kept by anyone (the header step gives them the console's policy: server/http/cache-policy.ts).
    const address = classificationOf(req);
    if (address.kind !== "console") return next();
    res.set({
      "X-Robots-Tag": "noindex, nofollow",
      // Console addresses (set-up links) never reach another site; its own forms still send their Origin.
      "Referrer-Policy": "same-origin",
    });
    if (req.method === "POST" && address.path === CONSOLE_SIGN_IN && staffConsole.signInsFull()) {
      res.status(503).set("Retry-After", String(BUSY_RETRY_SECONDS)).type("html").send(BUSY_PAGE);
      return;
    }
    let staff: AdminRequest["staff"] = null;
    try {
      staff = await staffConsole.session(readSessionCookie(req.headers.cookie));
    } catch (error) {
      log.error({ err: error }, "The console could not read its sessions");
      res.status(503).type("text/plain").send("The console's database is out of reach. Try again in a minute.");
      return;
    }
    const admin: AdminRequest = {
      console: staffConsole,
      moderation,
      responses,
      translations,
      staff,
      requester: { ip: req.ip ?? "unknown", userAgent: req.get("user-agent") ?? null },
      secureContext: req.secure || LOOPBACK.has(req.hostname),
      banner,
      kit,
    };
    res.locals.admin = admin;
    // Without a session only the sign-in page and the set-up links answer (app/pages/console-address.ts).
    if (staff || address.consoleAccess === "open") return next();
    if (address.consoleAccess === "json") {
      res.status(401).json({ error: "Sign in to the console first." });
      return;
    }
    if (req.method === "GET" || req.method === "HEAD") {
      // The sign-in page answers in place of the page asked for.
      admin.refusedPath = req.path;
      req.url = CONSOLE_SIGN_IN;
      return next();
    }
    res.redirect(303, CONSOLE_SIGN_IN);
  };
}
