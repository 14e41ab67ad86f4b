import { ButtonLink } from "~/components/content/button-link";
import { LandingSection } from "~/components/content/landing-section";
import { Page } from "~/components/content/page";
import { useLocalized } from "~/components/content/use-localized";
import { type BranchTab, BranchTabs } from "~/components/government/branch-tabs.island";
import { MinistryAccordion } from "~/components/government/ministry-accordion.island";
import { NationalSymbols } from "~/components/government/national-symbols";
import { CONSTITUTION_TEXT_PATH } from "~/content/constitution-links";
import { BRANCHES, MINISTRIES, NATION_FACTS } from "~/content/government";
import { useT } from "~/i18n/language";
import { Island } from "~/islands/islands";
import { lastSegment, usePage } from "~/pages/use-page";

type SectionId = "leadership" | "ministries" | "constitution" | "symbols";

/** One page for /government and its four header sub-paths (spec). */
export default function GovernmentPage() {
  const { pages, government: g } = useT();
  const page = usePage("routes/government.tsx");
  // The section its address names (the page opens at it and highlights it); /government names none.
  const named: SectionId | "government" = lastSegment(page.path);
  const landing = named === "government" ? undefined : named;
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
          <ButtonLink to={CONSTITUTION_TEXT_PATH}>{g.constitutionLink}</ButtonLink>
          <ButtonLink to="/government/constitutional-court" variant="outline">
            {g.courtLink}
          </ButtonLink>
        </div>
      </LandingSection>

      <LandingSection id="symbols" heading={g.symbolsHeading} current={landing === "symbols"}>
        <NationalSymbols />
      </LandingSection>
    </Page>
  );
}
