import type { Announcement } from "./types";

export type AnnouncementId =
  | "new-government-site"
  | "unity-day-holiday"
  | "infrastructure-update"
  | "cybersecurity-update";

/**
 * What each language module writes: the words only. Each announcement's
 * type, date and link are the same in both languages and are written once,
 * in announcements.ts.
 */
export type AnnouncementsWords = {
  announcements: Record<AnnouncementId, Pick<Announcement, "title" | "content">>;
  /** The body of the one announcement with a page of its own, paragraph by paragraph. */
  newSiteArticle: readonly string[];
};
