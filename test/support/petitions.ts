import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createChangeFeed } from "~/petitions/feed.server";
import { createLiveCounts } from "~/petitions/live.server";
import { createPetitionLog } from "~/petitions/log/service.server";
import { createLogStore } from "~/petitions/log/store.server";
import { createRateLimits, type RateLimitSettings } from "~/petitions/rate-limits.server";
import { createPetitionService } from "~/petitions/service.server";
import { createPetitionStore } from "~/petitions/store.server";
import { createSearchService } from "~/search/service.server";
import { buildSiteIndexData, loadSiteIndex, type SiteDocument } from "~/search/site-index.server";
import { createApp } from "../../server/app";
import { readEnv } from "../../server/core/env";
import type { Database } from "../../server/db/client";

/** Allowances far above what a test reaches, unless a test sets its own. */
export const GENEROUS_LIMITS: RateLimitSettings = {
  create: { points: 10_000, seconds: 60 },
  sign: { points: 10_000, seconds: 60 },
  signPerPetition: { points: 10_000, seconds: 3600 },
  signRefusals: { points: 10_000, seconds: 60 },
  report: { points: 10_000, seconds: 3600 },
  search: { points: 10_000, seconds: 60 },
  signatureMail: { points: 10_000, seconds: 86_400 },
  log: { points: 10_000, seconds: 60 },
};

/** The petitions part of the server on a test database, as the server assembles it. */
export function petitionsOn(
  db: Database,
  { limits = {}, grouping = true }: { limits?: Partial<RateLimitSettings>; grouping?: boolean } = {},
) {
  const store = createPetitionStore(db);
  const feed = createChangeFeed(db);
  const rateLimits = createRateLimits({ ...GENEROUS_LIMITS, ...limits });
  const service = createPetitionService({
    store,
    feed,
    limits: rateLimits,
    grouping,
    signConcurrency: db.kind === "postgres" ? 2 : 1,
    addressSalt: "test-salt",
  });
  const live = createLiveCounts({ feed, states: (ids) => service.states(ids), intervalMs: 100 });
  const search = createSearchService({
    siteIndex: async () => loadSiteIndex(buildSiteIndexData(TEST_PAGES)),
    searchPetitions: (terms, limit, language) => store.search(terms, limit, language),
    feed,
  });
  // Snapshots are published when a test asks (`log.publishDue()`), at most every 60 minutes of the clock.
  const log = createPetitionLog({ store: createLogStore(db), minutes: 60 });
  return { store, feed, service, live, search, searchLimit: rateLimits.search, logLimit: rateLimits.log, log };
}

/** A few pages in each language, for tests of the search without a build. */
export const TEST_PAGES: Record<"en" | "ga", SiteDocument[]> = {
  en: [
    {
      address: "/services/citizenship/passport-application",
      kind: "service",
      title: "Passport Application",
      headings: "Before you apply · Documents",
      text: "Apply for a new passport of the Republic of Brehon. A passport is valid for ten years.",
    },
    {
      address: "/ready-brehon",
      kind: "page",
      title: "Ready Brehon: Nuclear Event Preparedness",
      headings: "Before · During · After",
      text: "Keep an emergency kit with water, food and a radio. Stay inside until officials say it is safe.",
    },
  ],
  ga: [
    {
      address: "/ga",
      kind: "page",
      title: "Fáilte go Poblacht Brehon",
      headings: "Seirbhísí",
      text: "Tairseach oifigiúil an Rialtais. Cuirimid fáilte romhat chuig an tSeirbhís Phoiblí.",
    },
  ],
};

/** The real HTTP app on a free port (the API and the page cache; no pages are rendered). */
export async function serveApi(petitions: ReturnType<typeof petitionsOn>) {
  await petitions.service.start();
  const { handle } = createApp({
    env: readEnv({}),
    petitions: petitions.service,
    petitionLog: petitions.log,
    search: petitions.search,
    searchLimit: petitions.searchLimit,
    logLimit: petitions.logLimit,
    feed: petitions.feed,
    live: petitions.live,
    getBuild: () => Promise.reject(new Error("No pages in the API tests")),
  });
  // Through the whole request pipeline (server/http/pipeline.ts), as the server answers.
  const server: Server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    close: async () => {
      petitions.live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
