import type { BannerContent } from "~/banner/markup";
import { log } from "../../server/core/logger";
import type { Database } from "../../server/db/client";
import { type FeedView, withBumps } from "../../server/http/read-cache";
import { type BannerField, type BannerInput, parseBannerInput } from "./input.server";
import { type PageRenderer, type PageStore, rebuildPages } from "./pages.server";
import { type BannerState, createBannerStore } from "./store.server";

export type { BannerState } from "./store.server";

/** How often each server process reads the banner from the database, by default. */
export const DEFAULT_POLL_SECONDS = 20;

/** What a change is audited with: the banner before and after, or null where there was none. */
const audited = (state: BannerState | null) =>
  state?.active ? { level: state.level, textEn: state.text.en, textGa: state.text.ga, link: state.link } : null;

/** Who changed it, and how to write the audit entry (the console's own audit, with the address hash). */
export type BannerActor = {
  accountId: number;
  audit(action: string, detail: unknown): Promise<void>;
};

export type SiteBannerOptions = {
  db: Database;
  /** Seconds between reads of the database (BANNER_POLL_SECONDS). */
  pollSeconds?: number;
};

/** The site banner as the app, the console and the composition see it. */
export interface SiteBanner {
  /** The banner as stored (for the console), whether or not it is on. */
  read(): Promise<BannerState | null>;
  /** The banner this process serves now. */
  current(): BannerContent | null;
  /** Reads the database now (the process that made a change; tests). */
  refresh(): Promise<void>;
  /** Starts serving the banner: draws the store's pages again with `render` when it changes, and polls the database. */
  serve(store?: PageStore, render?: PageRenderer): void;
  /** A change feed for the caches of pages rendered at run time, whose version also moves with the banner. */
  invalidating(feed: FeedView): FeedView;
  /** Switches the banner on (or changes it) from an admin's form; audited with the banner before and after. */
  switchOn(fields: Partial<Record<BannerField, unknown>>, actor: BannerActor): Promise<BannerInput>;
  /** Switches the banner off; false when none was on. Audited with the banner it took down. */
  switchOff(actor: BannerActor): Promise<boolean>;
  /** Stops reading the database (shutdown). */
  close(): void;
}

/**
 * The site banner (docs/decisions/0027-site-banner.md). Stored in the database as one row, changed by
 * an admin in the console (audited, before and after); each server process reads it every
 * `pollSeconds`, and at once after a change it made itself. The app's root draws it from the load
 * context (`current()`, app/banner/site-banner.tsx). When it changes, the process draws again what it
 * serves: the prerendered pages of the static store, through the same render, compressed again (new
 * ETags), and the pages rendered at run time, whose caches it invalidates. Never on the console's pages.
 */
export function createSiteBanner({ db, pollSeconds = DEFAULT_POLL_SECONDS }: SiteBannerOptions): SiteBanner {
  let current: BannerContent | null = null;
  let currentKey = "null";
  /** The page caches' feeds, each made stale all at once by a change of the banner. */
  const bumps = new Set<() => void>();
  let pageStore: PageStore | undefined;
  let renderPage: PageRenderer | undefined;
  let applying: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let failing = false;

  const store = createBannerStore(db);
  const read = () => store.read();

  /** Applies the stored banner if it differs from the one served: pages first, then everything rendered after. */
  async function apply(state: BannerState | null) {
    const next: BannerContent | null = state?.active
      ? { level: state.level, text: state.text, link: state.link }
      : null;
    const key = JSON.stringify(next);
    if (key === currentKey) return;
    const started = performance.now();
    const pages = pageStore && renderPage ? await rebuildPages(pageStore, next, renderPage) : 0;
    current = next;
    currentKey = key;
    for (const bump of bumps) bump();
    log.info(
      { banner: next ? next.level : "off", pages, ms: Math.round(performance.now() - started) },
      next ? `Site banner (${next.level}) now on every page` : "Site banner switched off",
    );
  }

  /** Reads the banner and applies it; one at a time, in order, so the last read wins. */
  function refresh(): Promise<void> {
    const run = applying.then(async () => {
      let state: BannerState | null;
      try {
        state = await read();
        if (failing) log.info("The site banner can be read again");
        failing = false;
      } catch (error) {
        if (!failing) log.warn(`The site banner could not be read: ${(error as Error).message}`);
        failing = true;
        return;
      }
      await apply(state);
    });
    applying = run.catch((error: unknown) => log.error({ err: error }, "Applying the site banner failed"));
    return applying;
  }

  return {
    /** The banner as stored (for the console), whether or not it is on. */
    read,

    /** The banner this process serves now. */
    current: () => current,

    /** Reads the database now (the process that made a change; tests). */
    refresh,

    /**
     * Starts serving the banner: draws the static store's pages again with `render` when it changes (if
     * given), and reads the database now and every `pollSeconds`.
     */
    serve(store, render) {
      pageStore = store;
      renderPage = render;
      void refresh();
      if (!timer) {
        timer = setInterval(() => void refresh(), pollSeconds * 1_000);
        timer.unref();
      }
    },

    /**
     * A change feed for the caches of pages rendered at run time: its version also moves when the banner
     * changes, so every cached page is rendered again, with the banner, on its next request.
     */
    invalidating(feed) {
      const { view, bump } = withBumps(feed);
      bumps.add(bump);
      return view;
    },

    /** Switches the banner on (or changes it) from an admin's form; audited with the banner before and after. */
    async switchOn(fields, actor) {
      const input = parseBannerInput(fields);
      if (!input.ok) return input;
      const before = await read();
      const { banner } = input;
      await store.switchOn(banner, actor.accountId);
      const after = await read();
      await actor.audit(before?.active ? "banner-changed" : "banner-switched-on", {
        before: audited(before),
        after: audited(after),
      });
      await refresh();
      return input;
    },

    /** Switches the banner off; false when none was on. Audited with the banner it took down. */
    async switchOff(actor) {
      const before = await read();
      if (!(await store.switchOff(actor.accountId))) return false;
      await actor.audit("banner-switched-off", { before: audited(before), after: null });
      await refresh();
      return true;
    },

    /** Stops reading the database (shutdown). */
    close() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
