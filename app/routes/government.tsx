import { LandingSection } from "~/components/content/landing-section";
import { Page } from "~/components/content/page";
import { ServiceList } from "~/components/content/service-list";
import { LinkText, TextLink } from "~/components/content/text-link";
import { useLocalized } from "~/components/content/use-localized";
import { NationalSymbols } from "~/components/government/national-symbols";
import { Accordion } from "~/components/ui/accordion";
import { Button } from "~/components/ui/button";
import { Tabs } from "~/components/ui/tabs";
import { CONSTITUTION_TEXT_PATH } from "~/content/constitution-links";
import { BRANCHES, MINISTRIES, NATION_FACTS } from "~/content/government";
import { useT } from "~/i18n/language";
import { Link } from "~/i18n/localized";
import type { PageOf } from "~/pages/pages";
import { usePage } from "~/pages/use-page";

type SectionId = "leadership" | "ministries" | "constitution" | "symbols";

/** The section each of this screen's addresses names; the page opens at it and highlights it. /government names none. */
const SECTION_OF_PATH: Record<PageOf<"routes/government.tsx">["path"], SectionId | undefined> = {
  "/government": undefined,
  "/government/leadership": "leadership",
  "/government/ministries": "ministries",
  "/government/constitution": "constitution",
  "/government/symbols": "symbols",
};

/** One page for /government and its four header sub-paths (spec). */
export default function GovernmentPage() {
  const { pages, government: g } = useT();
  const page = usePage("routes/government.tsx");
  const landing = SECTION_OF_PATH[page.path];
  const branches = useLocalized(BRANCHES);
  const ministries = useLocalized(MINISTRIES);
  const facts = useLocalized(NATION_FACTS);

  return (
    <Page title={pages.titles[page.title]} intro={g.intro}>
      <LandingSection id="leadership" heading={g.branchesHeading} current={landing === "leadership"}>
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
                <ServiceList services={branch.links} headingLevel={4} columns={2} />
              </div>
            ),
          }))}
        />
      </LandingSection>

      <LandingSection
        id="ministries"
        heading={g.ministriesHeading}
        intro={g.ministriesIntro}
        current={landing === "ministries"}
      >
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
      </LandingSection>

      <LandingSection id="constitution" heading={g.constitutionHeading} current={landing === "constitution"}>
        <p className="mt-4 max-w-3xl">{g.constitutionBody}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link to={CONSTITUTION_TEXT_PATH}>{g.constitutionLink}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/government/constitutional-court">{g.courtLink}</Link>
          </Button>
        </div>
      </LandingSection>

      <LandingSection id="symbols" heading={g.symbolsHeading} current={landing === "symbols"}>
        <NationalSymbols />
      </LandingSection>
    </Page>
  );
}
