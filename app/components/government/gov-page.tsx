import { ButtonLink } from "~/components/content/button-link";
import { Page, TextSection } from "~/components/content/page";
import { ServiceList } from "~/components/content/service-list";
import type { Service } from "~/content/types";
import { useT } from "~/i18n/language";

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
        <TextSection id="related-pages" heading={t.related} className="mt-12 border-t border-border pt-8">
          <ServiceList services={related} headingLevel={3} columns={2} className="mt-4" />
        </TextSection>
      ) : null}
      <ButtonLink to="/" className="mt-10">
        {t.backHome}
      </ButtonLink>
    </Page>
  );
}
