import { Link } from "react-router";
import { Page, Section } from "~/components/content/page";
import { ServiceIcon } from "~/components/content/service-icon";
import { ServiceList } from "~/components/content/service-list";
import { LinkText, TextLink } from "~/components/content/text-link";
import { useLocalized } from "~/components/content/use-localized";
import { SearchBox } from "~/components/layout/search-box";
import { Button } from "~/components/ui/button";
import { Tabs } from "~/components/ui/tabs";
import { findService, POPULAR_SERVICE_LINKS, SERVICE_CATEGORIES, TAB_CATEGORY_IDS } from "~/content/services";
import { useT } from "~/i18n/language";

/** One page for /services, /services/citizenship and /services/business (spec). */
export default function ServicesPage() {
  const t = useT().pages;
  const s = t.services;
  const categories = useLocalized(SERVICE_CATEGORIES);
  const popular = POPULAR_SERVICE_LINKS.map((link) => findService(categories, link));

  return (
    <Page title={t.titles.services} intro={s.intro}>
      <SearchBox className="mt-6 max-w-xl" inputClassName="h-11 text-base" />

      <Section heading={s.popularHeading}>
        <ServiceList services={popular} className="lg:grid-cols-4" />
      </Section>

      <Section heading={s.categoriesHeading}>
        <Tabs
          className="mt-6"
          label={s.categoriesLabel}
          items={TAB_CATEGORY_IDS.map((id) => {
            const category = categories[id];
            return {
              value: id,
              label: category.title,
              content: (
                <div>
                  <ServiceList services={category.services} headingLevel={4} className="mt-0" />
                  <p className="mt-4">
                    <TextLink to={`/services/${id}`}>
                      <LinkText text={s.viewAll} context={category.title} />
                    </TextLink>
                  </p>
                </div>
              ),
            };
          })}
        />
      </Section>

      <Section heading={s.eGovHeading}>
        <div className="mt-4 flex flex-col gap-6 rounded-lg bg-secondary p-6 text-secondary-foreground sm:flex-row sm:items-center">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-background">
            <ServiceIcon name="e-government" className="size-8" />
          </span>
          <p className="flex-1">{s.eGovBody}</p>
          <Button asChild className="h-auto min-h-10 whitespace-normal text-center">
            <Link to="/services/e-government">{s.eGovLink}</Link>
          </Button>
        </div>
      </Section>
    </Page>
  );
}
