import { sql } from "drizzle-orm";
import type { BannerContent, BannerLevel } from "~/banner/markup";
import type { Database } from "../../server/db/client";
import type { siteBanner } from "../../server/db/schema";
import { type Columns, statementsOf } from "../../server/db/statements";

/** The banner as stored: what the console shows, and what the audit log keeps before and after a change. */
export type BannerState = BannerContent & { active: boolean; changedAt: Date };

type Row = Columns<typeof siteBanner, "active" | "level" | "text_en" | "text_ga" | "link" | "changed_at">;

const stateOf = (row: Row): BannerState => ({
  active: row.active,
  level: row.level as BannerLevel,
  text: { en: row.text_en, ga: row.text_ga },
  link: row.link,
  changedAt: new Date(row.changed_at),
});

/** The site banner's store: its one row (table `site_banner`, id 1). */
export function createBannerStore(db: Database) {
  const { rows, run } = statementsOf(db);

  return {
    /** The banner as stored, whether or not it is on; null before the first one was written. */
    async read(): Promise<BannerState | null> {
      const found = await rows(
        sql<Row>`select active, level, text_en, text_ga, link, changed_at from site_banner where id = 1`,
      );
      return found[0] ? stateOf(found[0]) : null;
    },

    /** Switches the banner on with this content (or changes it), as changed by an account now. */
    async switchOn(banner: BannerContent, accountId: number): Promise<void> {
      await run(
        sql`insert into site_banner (id, active, level, text_en, text_ga, link, changed_at, changed_by)
         values (1, true, ${banner.level}, ${banner.text.en}, ${banner.text.ga}, ${banner.link}, now(), ${accountId})
         on conflict (id) do update set active = true, level = excluded.level, text_en = excluded.text_en,
           text_ga = excluded.text_ga, link = excluded.link, changed_at = excluded.changed_at, changed_by = excluded.changed_by`,
      );
    },

    /** Switches the banner off; false when none was on. */
    async switchOff(accountId: number): Promise<boolean> {
      const changed = await rows(
        sql<
          Columns<typeof siteBanner, "id">
        >`update site_banner set active = false, changed_at = now(), changed_by = ${accountId}
          where id = 1 and active returning id`,
      );
      return changed.length > 0;
    },
  };
}

export type BannerStore = ReturnType<typeof createBannerStore>;
