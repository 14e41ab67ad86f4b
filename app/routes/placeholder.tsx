import { Page } from "~/components/content/page";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { useT } from "~/i18n/language";
import { Link } from "~/i18n/localized";
import { usePage } from "~/pages/use-page";

/** Pages the spec lists without content: their title and 'Content Coming Soon'. */
export default function PlaceholderPage() {
  const { pages, placeholder: t } = useT();
  const page = usePage("routes/placeholder.tsx");
  return (
    <Page title={pages.titles[page.title]} width="text">
      <Notice variant="panel" title={t.heading} className="mt-8">
        <p className="mt-2 text-muted-foreground">{t.body}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/">{t.home}</Link>
        </Button>
      </Notice>
    </Page>
  );
}
