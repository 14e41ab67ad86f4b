import { ContactCard } from "~/components/content/contact-card";
import { useLocalized } from "~/components/content/use-localized";
import { GovPage } from "~/components/government/gov-page";
import { InfoSections } from "~/components/government/info-sections";
import { NATION_FACTS } from "~/content/government";
import { INSTITUTION_PAGES } from "~/content/institutions";
import { useT } from "~/i18n/language";
import { usePage } from "~/pages/use-page";

/** One screen for the president, cabinet, parliament, legislation and the courts (app/content/institutions). */
export default function GovernmentInstitutionPage() {
  const { pages } = useT();
  const entry = usePage("routes/government-institution.tsx");
  const page = useLocalized(INSTITUTION_PAGES)[entry.path];
  const facts = useLocalized(NATION_FACTS);
  const fact = page.fact ? facts[page.fact] : undefined;

  return (
    <GovPage title={pages.titles[entry.title]} intro={page.intro} related={page.related}>
      {fact ? <p className="mt-6 rounded-md bg-muted p-4 font-medium text-foreground">{fact}</p> : null}
      <InfoSections sections={page.sections} />
      {page.contact ? <ContactCard contact={page.contact} /> : null}
    </GovPage>
  );
}
