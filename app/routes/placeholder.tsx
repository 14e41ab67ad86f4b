import { Link, useLocation } from "react-router";
import { Page } from "~/components/content/page";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/language";
import type { PlaceholderPath } from "~/i18n/messages/pages.en";
import { normalizePath } from "~/lib/paths";

/** Pages the spec lists without content: their title and 'Content Coming Soon'. */
export default function PlaceholderPage() {
  const t = useT().pages;
  const path = normalizePath(useLocation().pathname) as PlaceholderPath;
  return (
    <Page title={t.placeholders[path]} className="max-w-3xl">
      <div className="mt-8 rounded-lg border border-border bg-muted p-8 text-center">
        <h2 className="text-xl font-semibold text-foreground">{t.comingSoon.heading}</h2>
        <p className="mt-2 text-muted-foreground">{t.comingSoon.body}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/">{t.comingSoon.home}</Link>
        </Button>
      </div>
    </Page>
  );
}
