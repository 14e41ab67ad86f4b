import express, { Router } from "express";
import { CLIENT_ERRORS_PATH } from "~/islands/report";
import { log, loggablePath, rateLimitedLog, withoutEmails } from "./core/logger";

const ISLAND_NAME = /^[a-z0-9-]{1,60}$/;

/**
 * `POST /api/client-errors`: an island that failed to load or hydrate in a visitor's browser
 * (app/islands/report.ts). One warning line per report, at most 10 a minute (a broken build
 * would otherwise make every page view a log line), with the island, the page's path and the
 * error's message; never a body, a query string or an email address. Always 204, no body.
 */
export function clientErrors(): Router {
  const router = Router();
  const budget = rateLimitedLog(10, 60_000, "island failures not logged in the last minute");
  router.post(CLIENT_ERRORS_PATH, express.json({ limit: "2kb", type: () => true }), (req, res) => {
    const { island, message, page } = (typeof req.body === "object" && req.body !== null ? req.body : {}) as Record<
      string,
      unknown
    >;
    if (typeof island === "string" && ISLAND_NAME.test(island)) {
      budget(() =>
        log.warn(
          {
            island,
            page: typeof page === "string" ? loggablePath(page) : null,
            message: typeof message === "string" ? withoutEmails(message.slice(0, 300)) : null,
          },
          "an island failed in a browser",
        ),
      );
    }
    res.status(204).end();
  });
  return router;
}
