import { ContactCard } from "~/components/content/contact-card";
import { Page, Section } from "~/components/content/page";
import { TextLink } from "~/components/content/text-link";
import { useLocalized } from "~/components/content/use-localized";
import { INVESTMENT_EMAIL } from "~/content/contacts";
import { INVESTMENT_SECTORS } from "~/content/government";
import { useT } from "~/i18n/language";
import { usePage } from "~/pages/use-page";

export default function InvestmentOpportunitiesPage() {
  const { pages, investment: i } = useT();
  const page = usePage("routes/investment-opportunities.tsx");
  const sectors = useLocalized(INVESTMENT_SECTORS);

  return (
    <Page title={pages.titles[page.title]} intro={i.intro}>
      <Section heading={i.sectorsHeading}>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {sectors.map((sector) => (
            <li key={sector.title} className="rounded-lg border border-border p-5">
              <h3 className="text-lg font-semibold">{sector.title}</h3>
              <p className="mt-2 text-muted-foreground">{sector.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <ContactCard
        contact={{ kind: "email", heading: i.contactHeading, body: i.contactBody, address: INVESTMENT_EMAIL }}
      />
      <p className="mt-10">
        <TextLink to="/services/business">{i.back}</TextLink>
      </p>
    </Page>
  );
}
