import type { RequestHandler } from "express";
import { type Request, Router } from "express";
import { parseQuery } from "~/lib/normalize";
import type { RateLimiter } from "../../server/core/rate-limits";
import { allowanceStep } from "../../server/http/allowance-refusal";
import { REFUSAL_WORDS } from "../../server/http/refusals";
import { apiLanguage } from "../../server/http/request-language";
import { refusedSearch } from "./allowance.server";
import { API_PAGE_SIZE, SEARCH_API_MESSAGES } from "./messages.server";
import type { SearchService } from "./service.server";

export { API_PAGE_SIZE };

/**
 * Counts each search against its sender's allowance (RATE_LIMIT_SEARCH), before
 * any cache answers it. A refused search is marked (`res.locals.searchRetryAfter`)
 * for the API and the results page to answer 429 in the visitor's language.
 */
export const searchRateLimit = (limit: RateLimiter, clientKey: (ip: string) => Promise<string>): RequestHandler =>
  allowanceStep(limit, clientKey, { bucket: "search", counted: "searchCounted", mark: "searchRetryAfter" });

const wholeNumber = (value: unknown, fallback: number, max: number): number | null => {
  if (value === undefined) return fallback;
  if (typeof value !== "string" || !/^[1-9][0-9]{0,5}$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
};

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * `GET /api/search?q=…&lang=en|ga&page=1&limit=10`: the site search as JSON, for
 * the suggestions under each search box and for anyone else. Results are in the
 * language asked for (`lang`, or Accept-Language).
 */
export function searchApi(search: SearchService): Router {
  const router = Router();
  router.get("/", async (req: Request, res, next) => {
    try {
      // Without `lang`, the answer follows Accept-Language: its classification says so in Vary
      // (server/http/classify.ts), and its Cache-Control comes from there too.
      const askedLanguage = single(req.query.lang);
      const language = apiLanguage(req);
      const t = SEARCH_API_MESSAGES[language];
      if (askedLanguage !== undefined && askedLanguage !== "en" && askedLanguage !== "ga") {
        res.status(400).json({ error: t.language });
        return;
      }
      const q = single(req.query.q);
      const parsed = parseQuery(typeof q === "string" ? q : undefined);
      if (parsed.status === "too-long") {
        res.status(400).json({ error: t.tooLong });
        return;
      }
      if (parsed.status === "empty") {
        res.status(400).json({ error: t.missing });
        return;
      }
      const page = wholeNumber(single(req.query.page), 1, 100_000);
      if (page === null) {
        res.status(400).json({ error: t.page });
        return;
      }
      const limit = wholeNumber(single(req.query.limit), API_PAGE_SIZE, API_PAGE_SIZE);
      if (limit === null) {
        res.status(400).json({ error: t.limit });
        return;
      }

      if (refusedSearch(res, t.rateLimited)) return;
      const answer = await search.search({ terms: parsed.terms, language });
      const total = answer.hits.length;
      res.json({
        query: parsed.text,
        language,
        total,
        page,
        pages: Math.ceil(total / limit),
        petitionsSearched: answer.petitionsSearched,
        results: answer.hits.slice((page - 1) * limit, page * limit),
      });
    } catch (error) {
      next(error);
    }
  });
  router.all("/", (req, res) => {
    res
      .set("Allow", "GET, HEAD")
      .status(405)
      .json({ error: REFUSAL_WORDS[apiLanguage(req)].searchMethod });
  });
  return router;
}
