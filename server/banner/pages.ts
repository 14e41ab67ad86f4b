import { type BannerContent, injectBanner } from "~/banner/markup";
import type { Representations } from "../encoding";
import { compressed } from "../http/compress";

/** Pages compressed at once: zlib works in Node's thread pool, and requests keep being answered meanwhile. */
const CONCURRENCY = 2;

/** The part of the static store (server/static-files.ts) the banner rewrites: its pages, as built. */
export type PageStore = {
  /** The pages as loaded at start, by address: every rebuild starts from these, so a banner is never doubled. */
  pages: ReadonlyMap<string, Representations>;
  /** Serves these pages in place of the ones stored (same addresses). */
  replacePages(pages: ReadonlyMap<string, Representations>): void;
};

/** One page with the banner in it, compressed in both codings, with the strong ETag of its new bytes. */
export async function pageWithBanner(page: Representations, banner: BannerContent): Promise<Representations> {
  const identity = Buffer.from(injectBanner(page.identity.toString("utf8"), banner), "utf8");
  // At the run-time effort: a few milliseconds a page, so the 250-odd pages are rebuilt within a second
  // or two, in Node's thread pool.
  return compressed(identity, page.type, "run-time");
}

/**
 * Rebuilds every page of the store for a banner, and swaps them in together once all are ready (a
 * visitor never gets half the site with the new banner). Without a banner the pages as built come back,
 * with the build's own compressed bytes. Returns how many pages were rebuilt.
 */
export async function rebuildPages(store: PageStore, banner: BannerContent | null): Promise<number> {
  if (!banner) {
    store.replacePages(store.pages);
    return store.pages.size;
  }
  const entries = [...store.pages];
  const rebuilt = new Map<string, Representations>();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < entries.length) {
        const [address, page] = entries[next++] as [string, Representations];
        rebuilt.set(address, await pageWithBanner(page, banner));
      }
    }),
  );
  store.replacePages(rebuilt);
  return rebuilt.size;
}
