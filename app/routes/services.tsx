import { ButtonLink } from "~/components/content/button-link";
import { Page, Section } from "~/components/content/page";
import { ServiceIcon } from "~/components/content/service-icon";
import { ServiceList } from "~/components/content/service-list";
import { type ServiceTab, ServiceTabs } from "~/components/content/service-tabs.island";
import { useLocalized } from "~/components/content/use-localized";
import { findService, POPULAR_SERVICE_LINKS, SERVICE_CATEGORIES, TAB_CATEGORY_IDS } from "~/content/services";
import { useT } from "~/i18n/language";
import { Island } from "~/islands/islands";
import type { PageOf } from "~/pages/pages";
import { usePage } from "~/pages/use-page";
import { SearchBox } from "~/search/search-box.island";

type TabId = (typeof TAB_CATEGORY_IDS)[number];

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

/** One page for /services, /services/citizenship and /services/business (spec). */
export default function ServicesPage() {
  const { pages, services: s } = useT();
  const page = usePage("routes/services.tsx");
  const categories = useLocalized(SERVICE_CATEGORIES);
  const popular = POPULAR_SERVICE_LINKS.map((link) => findService(categories, link));
  const tabs: ServiceTab[] = TAB_CATEGORY_IDS.map((id) => ({
    id,
    title: categories[id].title,
    services: categories[id].services,
    address: tabAddress(id),
  }));
  const landing = TAB_OF_PATH[page.path];

  return (
    <Page title={pages.titles[page.title]} intro={s.intro}>
      <Island component={SearchBox} props={{ className: "mt-6 max-w-xl", inputClassName: "h-11 text-base" }} />

      <Section heading={s.popularHeading}>
        <ServiceList services={popular} columns={4} />
      </Section>

      <Section heading={s.categoriesHeading}>
        <Island component={ServiceTabs} props={{ tabs, landing }} />
      </Section>

      <Section heading={s.eGovHeading}>
        <div className="mt-4 flex flex-col gap-6 rounded-lg bg-secondary p-6 text-secondary-foreground sm:flex-row sm:items-center">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-background">
            <ServiceIcon name="e-government" className="size-8" />
          </span>
          <p className="flex-1">{s.eGovBody}</p>
          <ButtonLink to="/services/e-government" size="wrap">
            {s.eGovLink}
          </ButtonLink>
        </div>
      </Section>
    </Page>
  );
}
