import { useEffect, useState } from "react";
import { useLocation } from "react-router";
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
import { Link, useNavigate } from "~/i18n/localized";
import type { PageOf } from "~/pages/pages";
import { usePage } from "~/pages/use-page";

type TabId = (typeof TAB_CATEGORY_IDS)[number];
const isTab = (id: string): id is TabId => (TAB_CATEGORY_IDS as readonly string[]).includes(id);

/** The tab each of this screen's addresses names (spec); /services names none and opens on the first. */
const TAB_OF_PATH: Record<PageOf<"routes/services.tsx">["path"], TabId | undefined> = {
  "/services": undefined,
  "/services/citizenship": "citizenship",
  "/services/business": "business",
};

/** A tab's address: its own path where this page has one, else a fragment (the others have a category page). */
function tabAddress(id: TabId): string {
  const path = Object.entries(TAB_OF_PATH).find(([, tab]) => tab === id)?.[0];
  return path ?? `/services#${id}`;
}

/** The tab the address names: /services/business → business, /services#housing → housing. */
function useTabFromAddress(): { landing: TabId | undefined; selected: TabId } {
  const landing = TAB_OF_PATH[usePage("routes/services.tsx").path];
  const fromHash = useLocation().hash.slice(1);
  return { landing, selected: landing ?? (isTab(fromHash) ? fromHash : (TAB_CATEGORY_IDS[0] ?? "citizenship")) };
}

/** One page for /services, /services/citizenship and /services/business (spec). */
export default function ServicesPage() {
  const { pages, services: s } = useT();
  const page = usePage("routes/services.tsx");
  const categories = useLocalized(SERVICE_CATEGORIES);
  const popular = POPULAR_SERVICE_LINKS.map((link) => findService(categories, link));
  const navigate = useNavigate();
  const { landing, selected } = useTabFromAddress();
  // Held here too, so a tab switches at once while the address follows.
  const [tab, setTab] = useState<TabId>(selected);
  useEffect(() => setTab(selected), [selected]);

  const chooseTab = (id: string) => {
    if (!isTab(id)) return;
    setTab(id);
    navigate(tabAddress(id), { replace: true, preventScrollReset: true });
  };

  return (
    <Page title={pages.titles[page.title]} intro={s.intro}>
      <SearchBox className="mt-6 max-w-xl" inputClassName="h-11 text-base" />

      <Section heading={s.popularHeading}>
        <ServiceList services={popular} className="lg:grid-cols-4" />
      </Section>

      <Section heading={s.categoriesHeading}>
        <Tabs
          className="mt-6"
          label={s.categoriesLabel}
          value={tab}
          onValueChange={chooseTab}
          landing={landing}
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
