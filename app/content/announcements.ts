import type { Language } from "~/i18n/languages";
import { announcementsContentEn } from "./announcements.en";
import { announcementsContentGa } from "./announcements.ga";
import type { AnnouncementId, AnnouncementsWords } from "./announcements.types";
import type { Announcement, Localized } from "./types";

/** The date of the announcement that has a page of its own. */
export const NEW_SITE_DATE = "2025-05-16";

/** What is the same in both languages; the words are in announcements.en.ts and announcements.ga.ts. */
const BASE: ReadonlyArray<Omit<Announcement, "title" | "content"> & { id: AnnouncementId }> = [
  { id: "new-government-site", type: "notice", date: NEW_SITE_DATE, link: "/announcements/new-government-site" },
  { id: "unity-day-holiday", type: "notice", date: "2025-05-09", link: "/announcements/unity-day-holiday" },
  {
    id: "infrastructure-update",
    type: "update",
    date: "2025-05-02",
    link: "/announcements/infrastructure-update-details",
  },
  { id: "cybersecurity-update", type: "alert", date: "2025-04-25", link: "/announcements/cybersecurity-update" },
];

const WORDS: Localized<AnnouncementsWords> = { en: announcementsContentEn, ga: announcementsContentGa };

function build(language: Language): readonly Announcement[] {
  return BASE.map((announcement) => ({ ...announcement, ...WORDS[language].announcements[announcement.id] }));
}

/** The four hard-coded announcements (spec), dated 2025-04-25 to 2025-05-16. */
export const ANNOUNCEMENTS: Localized<readonly Announcement[]> = { en: build("en"), ga: build("ga") };

/** Newest first; ties keep their order. */
export function newestFirst(announcements: readonly Announcement[]): Announcement[] {
  return [...announcements].sort((a, b) => b.date.localeCompare(a.date));
}

/** The home page strip: the newest notice. */
export function latestNotice(announcements: readonly Announcement[]): Announcement | undefined {
  return newestFirst(announcements).find((announcement) => announcement.type === "notice");
}

/** The body of the one announcement with a page of its own. */
export const NEW_SITE_ARTICLE: Localized<readonly string[]> = {
  en: announcementsContentEn.newSiteArticle,
  ga: announcementsContentGa.newSiteArticle,
};
