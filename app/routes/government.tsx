import { LandingSection } from "~/components/content/landing-section";
import { Page } from "~/components/content/page";
import { useLocalized } from "~/components/content/use-localized";
import { type BranchTab, BranchTabs } from "~/components/government/branch-tabs.island";
import { MinistryAccordion } from "~/components/government/ministry-accordion.island";
import { NationalSymbols } from "~/components/government/national-symbols";
import { Button } from "~/components/ui/button";
import { CONSTITUTION_TEXT_PATH } from "~/content/constitution-links";
import { BRANCHES, MINISTRIES, NATION_FACTS } from "~/content/government";
import { useT } from "~/i18n/language";
import { Link } from "~/i18n/localized";
import { Island } from "~/islands/islands";
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
  const ministries = useLocalized(MINISTRIES);
  const facts = useLocalized(NATION_FACTS);
  const branchTabs: BranchTab[] = useLocalized(BRANCHES).map(({ fact, ...branch }) => ({
    ...branch,
    fact: facts[fact],
  }));

  return (
    <Page title={pages.titles[page.title]} intro={g.intro}>
      <LandingSection id="leadership" heading={g.branchesHeading} current={landing === "leadership"}>
        <Island component={BranchTabs} props={{ branches: branchTabs }} />
      </LandingSection>

      <LandingSection
        id="ministries"
        heading={g.ministriesHeading}
        intro={g.ministriesIntro}
        current={landing === "ministries"}
      >
        <Island component={MinistryAccordion} props={{ ministries }} />
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
