import { ButtonLink } from "~/components/content/button-link";
import { Page } from "~/components/content/page";
import { useLocalized } from "~/components/content/use-localized";
import { NEW_SITE_ARTICLE, NEW_SITE_DATE } from "~/content/announcements";
import { formatDate } from "~/i18n/dates";
import { useLanguage } from "~/i18n/language";
import { usePage } from "~/pages/use-page";

/** The one announcement with a page of its own (spec), with a way back to the homepage. */
export default function NewSiteAnnouncementPage() {
  const { language, messages } = useLanguage();
  const t = messages.announcements;
  const page = usePage("routes/announcement-new-site.tsx");
  const paragraphs = useLocalized(NEW_SITE_ARTICLE);

  return (
    <Page title={messages.pages.titles[page.title]} width="text">
      <p className="mt-3 text-muted-foreground">
        {t.published}: <time dateTime={NEW_SITE_DATE}>{formatDate(NEW_SITE_DATE, language)}</time>
      </p>
      <div className="mt-8 space-y-4 text-lg">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <ButtonLink to="/" variant="outline" className="mt-10">
        {t.backHome}
      </ButtonLink>
    </Page>
  );
}
