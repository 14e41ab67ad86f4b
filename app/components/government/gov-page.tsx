import { Page } from "~/components/content/page";
import { ServiceList } from "~/components/content/service-list";
import { Button } from "~/components/ui/button";
import type { Service } from "~/content/types";
import { useT } from "~/i18n/language";
import { Link } from "~/i18n/localized";

/**
 * The frame of the pages behind the government links: title, introduction, body,
 * pages to read next, and the way home.
 */
export function GovPage({
  title,
  intro,
  related,
  children,
}: {
  title: string;
  intro: string;
  related?: readonly Service[];
  children: React.ReactNode;
}) {
  const t = useT().gov;
  return (
    <Page title={title} intro={intro} width="text">
      {children}
      {related && related.length > 0 ? (
        <section aria-labelledby="related-pages" className="mt-12 border-t border-border pt-8">
          <h2 id="related-pages" className="text-xl font-semibold text-foreground">
            {t.related}
          </h2>
          <ServiceList services={related} headingLevel={3} columns={2} className="mt-4" />
        </section>
      ) : null}
      <Button asChild className="mt-10">
        <Link to="/">{t.backHome}</Link>
      </Button>
    </Page>
  );
}
