import { useLocation } from "react-router";
import { ContactCard } from "~/components/content/contact-card";
import { Page } from "~/components/content/page";
import { ServiceList } from "~/components/content/service-list";
import { TextLink } from "~/components/content/text-link";
import { useLocalized } from "~/components/content/use-localized";
import { CATEGORY_PAGES, type CategoryPageId, SERVICE_CATEGORIES } from "~/content/services";
import { useT } from "~/i18n/language";
import type { CategoryPath } from "~/i18n/messages/pages.en";
import { normalizePath } from "~/lib/paths";

/** One page for every category with a page of its own: its services and how to reach its office. */
export default function ServiceCategoryPage() {
  const t = useT().pages;
  const path = normalizePath(useLocation().pathname) as CategoryPath;
  const id = path.slice("/services/".length) as CategoryPageId;
  const category = useLocalized(SERVICE_CATEGORIES)[id];
  const page = useLocalized(CATEGORY_PAGES)[id];

  return (
    <Page title={t.categories[path]} intro={page.intro}>
      <ServiceList services={category.services} headingLevel={2} className="mt-8" />
      {page.contact ? <ContactCard contact={page.contact} /> : null}
      <p className="mt-10">
        <TextLink to="/services">{t.services.backToServices}</TextLink>
      </p>
    </Page>
  );
}
