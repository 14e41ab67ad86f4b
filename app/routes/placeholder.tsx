import { ButtonLink } from "~/components/content/button-link";
import { Page } from "~/components/content/page";
import { Notice } from "~/components/ui/notice";
import { useT } from "~/i18n/language";
import { usePage } from "~/pages/use-page";

/** Pages the spec lists without content: their title and 'Content Coming Soon'. */
export default function PlaceholderPage() {
  const { pages, placeholder: t } = useT();
  const page = usePage("routes/placeholder.tsx");
  return (
    <Page title={pages.titles[page.title]} width="text">
      <Notice variant="panel" title={t.heading} className="mt-8">
        <p className="mt-2 text-muted-foreground">{t.body}</p>
        <ButtonLink to="/" variant="outline" className="mt-6">
          {t.home}
        </ButtonLink>
      </Notice>
    </Page>
  );
}
