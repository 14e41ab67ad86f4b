import { AnnouncementList } from "~/components/content/announcement-list";
import { Page } from "~/components/content/page";
import { textLinkClass } from "~/components/content/text-link";
import { useLocalized } from "~/components/content/use-localized";
import { ANNOUNCEMENTS, newestFirst } from "~/content/announcements";
import { useLanguage } from "~/i18n/language";
import { announcementsFeedAddress } from "~/pages/addresses";
import { usePage } from "~/pages/use-page";

export default function AnnouncementsPage() {
  const { language, messages } = useLanguage();
  const { pages, announcements: t } = messages;
  const feed = announcementsFeedAddress(language);
  const page = usePage("routes/announcements.tsx");
  const list = newestFirst(useLocalized(ANNOUNCEMENTS));
  return (
    <Page title={pages.titles[page.title]} intro={t.intro}>
      <link rel="alternate" type="application/atom+xml" title={t.feedTitle} href={feed} />
      <AnnouncementList announcements={list} emptyText={t.emptyList} headingLevel={2} className="mt-8 max-w-4xl" />
      <p className="mt-8">
        {/* A file for feed readers, not a page of the app: a plain link. */}
        <a href={feed} type="application/atom+xml" className={textLinkClass}>
          {t.feed}
        </a>
      </p>
    </Page>
  );
}
