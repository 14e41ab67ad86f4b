import { Link } from "react-router";
import { Page, Section } from "~/components/content/page";
import { ServiceList } from "~/components/content/service-list";
import { LinkText, TextLink } from "~/components/content/text-link";
import { useLocalized } from "~/components/content/use-localized";
import { Accordion } from "~/components/ui/accordion";
import { Button } from "~/components/ui/button";
import { Tabs } from "~/components/ui/tabs";
import { BRANCHES, MINISTRIES, NATION_FACTS } from "~/content/government";
import { useT } from "~/i18n/language";

/** One page for /government and its four header sub-paths (spec). */
export default function GovernmentPage() {
  const t = useT().pages;
  const g = t.government;
  const branches = useLocalized(BRANCHES);
  const ministries = useLocalized(MINISTRIES);
  const facts = useLocalized(NATION_FACTS);

  return (
    <Page title={t.titles.government} intro={g.intro}>
      <Section heading={g.branchesHeading}>
        <Tabs
          className="mt-6"
          label={g.branchesLabel}
          defaultValue="executive"
          items={branches.map((branch) => ({
            value: branch.value,
            label: branch.label,
            content: (
              <div>
                <p className="max-w-3xl">{branch.description}</p>
                <p className="mt-3 max-w-3xl rounded-md bg-muted p-4 font-medium">{facts[branch.fact]}</p>
                <ServiceList services={branch.links} headingLevel={4} className="lg:grid-cols-2" />
              </div>
            ),
          }))}
        />
      </Section>

      <Section heading={g.ministriesHeading} intro={g.ministriesIntro}>
        <Accordion
          className="mt-6"
          headingLevel={3}
          items={ministries.map((ministry) => ({
            value: ministry.value,
            title: ministry.name,
            content: (
              <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
                <img
                  src={ministry.image}
                  alt={ministry.imageAlt}
                  width={96}
                  height={96}
                  className="size-24 shrink-0 rounded-lg"
                />
                <div>
                  <p className="max-w-3xl">{ministry.description}</p>
                  <p className="mt-3">
                    <TextLink to={ministry.link}>
                      <LinkText text={g.ministryLink} context={ministry.name} />
                    </TextLink>
                  </p>
                </div>
              </div>
            ),
          }))}
        />
      </Section>

      <Section heading={g.constitutionHeading}>
        <p className="mt-4 max-w-3xl">{g.constitutionBody}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/government/constitution">{g.constitutionLink}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/government/constitutional-court">{g.courtLink}</Link>
          </Button>
        </div>
      </Section>
    </Page>
  );
}
