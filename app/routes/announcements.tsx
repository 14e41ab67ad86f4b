import { AnnouncementList } from "~/components/content/announcement-list";
import { Page } from "~/components/content/page";
import { useLocalized } from "~/components/content/use-localized";
import { ANNOUNCEMENTS, newestFirst } from "~/content/announcements";
import { useT } from "~/i18n/language";
import { usePage } from "~/pages/use-page";

export default function AnnouncementsPage() {
  const { pages, announcements: t } = useT();
  const page = usePage("routes/announcements.tsx");
  const list = newestFirst(useLocalized(ANNOUNCEMENTS));
  return (
    <Page title={pages.titles[page.title]} intro={t.intro}>
      <AnnouncementList announcements={list} emptyText={t.emptyList} headingLevel={2} className="mt-8 max-w-4xl" />
    </Page>
  );
}
