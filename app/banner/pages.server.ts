import type { BannerContent } from "~/banner/markup";
import { log } from "../../server/core/logger";
import type { Representations } from "../../server/http/encoding";
import { keepResponse } from "../../server/http/store";

/** Pages drawn at once: each is drawn in this thread, then compressed in Node's thread pool meanwhile. */
const CONCURRENCY = 2;

/** The part of the store of built files (server/http/store.ts) the banner rewrites: its pages, as built. */
export type PageStore = {
  /** The pages as loaded at start, by address: what is served when no banner is on. */
  pages: ReadonlyMap<string, Representations>;
  /** Serves these pages in place of the ones stored (same addresses). */
  replacePages(pages: ReadonlyMap<string, Representations>): void;
};

/**
 * Draws a page at an address through the app, as the build drew it, with the site banner given in the
 * load context (the app's root draws it: app/banner/site-banner.tsx), at the public origin.
 */
export type PageRenderer = (address: string, banner: BannerContent | null) => Promise<Response>;

/** One page drawn with the banner, compressed in both codings, with the strong ETag of its new bytes. */
async function pageWithBanner(
  address: string,
  page: Representations,
  banner: BannerContent,
  render: PageRenderer,
): Promise<Representations> {
  const response = await render(address, banner);
  if (response.status !== 200) throw new Error(`drawing ${address} answered ${response.status}`);
  // Kept as the rendered pages are: compressed at the run-time effort, a few milliseconds a page in Node's thread pool.
  const { body } = await keepResponse(response);
  return body.type === page.type ? body : { ...body, type: page.type };
}

/**
 * Draws every page of the store again for a banner, and swaps them in together once all are ready (a
 * visitor never gets half the site with the new banner). Without a banner the pages as built come back,
 * with the build's own compressed bytes. A page that cannot be drawn keeps its built bytes (logged).
 * Returns how many pages carry the banner.
 */
export async function rebuildPages(
  store: PageStore,
  banner: BannerContent | null,
  render: PageRenderer,
): Promise<number> {
  if (!banner) {
    store.replacePages(store.pages);
    return 0;
  }
  const entries = [...store.pages];
  const rebuilt = new Map<string, Representations>();
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < entries.length) {
        const [address, page] = entries[next++] as [string, Representations];
        try {
          rebuilt.set(address, await pageWithBanner(address, page, banner, render));
        } catch (error) {
          failed += 1;
          log.error({ err: error, address }, "A built page could not be drawn with the site banner");
          rebuilt.set(address, page);
        }
      }
    }),
  );
  store.replacePages(rebuilt);
  return entries.length - failed;
}
