import { AnnouncementList } from "~/components/content/announcement-list";
import { Page } from "~/components/content/page";
import { useLocalized } from "~/components/content/use-localized";
import { ANNOUNCEMENTS, newestFirst } from "~/content/announcements";
import { useT } from "~/i18n/language";

export default function AnnouncementsPage() {
  const t = useT().pages;
  const announcements = newestFirst(useLocalized(ANNOUNCEMENTS));
  return (
    <Page title={t.titles.announcements} intro={t.announcementList.intro}>
      <AnnouncementList
        announcements={announcements}
        emptyText={t.announcementList.emptyList}
        headingLevel={2}
        className="mt-8 max-w-4xl"
      />
    </Page>
  );
}
