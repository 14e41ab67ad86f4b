import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../app";
import type { Database } from "../db/client";
import { readEnv } from "../env";
import { createChangeFeed } from "./feed";
import { createLiveCounts } from "./live";
import { createRateLimits, type RateLimitSettings } from "./rate-limits";
import { createPetitionService } from "./service";
import { createPetitionStore } from "./store";

/** Allowances far above what a test reaches, unless a test sets its own. */
export const GENEROUS_LIMITS: RateLimitSettings = {
  create: { points: 10_000, seconds: 60 },
  sign: { points: 10_000, seconds: 60 },
  signPerPetition: { points: 10_000, seconds: 3600 },
  signRefusals: { points: 10_000, seconds: 60 },
  report: { points: 10_000, seconds: 3600 },
};

/** The petitions part of the server on a test database, as the server assembles it. */
export function petitionsOn(
  db: Database,
  { limits = {}, grouping = true }: { limits?: Partial<RateLimitSettings>; grouping?: boolean } = {},
) {
  const store = createPetitionStore(db);
  const feed = createChangeFeed(db);
  const service = createPetitionService({
    store,
    feed,
    limits: createRateLimits({ ...GENEROUS_LIMITS, ...limits }),
    grouping,
    signConcurrency: db.kind === "postgres" ? 2 : 1,
    addressSalt: "test-salt",
  });
  const live = createLiveCounts({ feed, states: (ids) => service.states(ids), intervalMs: 100 });
  return { store, feed, service, live };
}

/** The real HTTP app on a free port (the API and the page cache; no pages are rendered). */
export async function serveApi(petitions: ReturnType<typeof petitionsOn>) {
  await petitions.service.start();
  const app = createApp({
    env: readEnv({}),
    petitions: petitions.service,
    feed: petitions.feed,
    live: petitions.live,
    getBuild: () => Promise.reject(new Error("No pages in the API tests")),
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
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
