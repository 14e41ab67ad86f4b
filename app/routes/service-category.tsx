import { ContactCard } from "~/components/content/contact-card";
import { Page } from "~/components/content/page";
import { ServiceList } from "~/components/content/service-list";
import { TextLink } from "~/components/content/text-link";
import { useLocalized } from "~/components/content/use-localized";
import { CATEGORY_PAGES, type CategoryPageId, SERVICE_CATEGORIES } from "~/content/services";
import { useT } from "~/i18n/language";
import { lastSegment, usePage } from "~/pages/use-page";

/** One page for every category with a page of its own: its services and how to reach its office. */
export default function ServiceCategoryPage() {
  const { pages, serviceCategory: t } = useT();
  const page = usePage("routes/service-category.tsx");
  // The category its address names; a category page whose address names no category does not compile.
  const id: CategoryPageId = lastSegment(page.path);
  const category = useLocalized(SERVICE_CATEGORIES)[id];
  const content = useLocalized(CATEGORY_PAGES)[id];

  return (
    <Page title={pages.titles[page.title]} intro={content.intro}>
      <ServiceList services={category.services} headingLevel={2} className="mt-8" />
      {content.contact ? <ContactCard contact={content.contact} /> : null}
      <p className="mt-10">
        <TextLink to="/services">{t.back}</TextLink>
      </p>
    </Page>
  );
}
