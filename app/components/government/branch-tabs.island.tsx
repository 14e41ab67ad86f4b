import { useEffect } from "react";
import { openAt } from "~/components/content/open-at";
import { ServiceList } from "~/components/content/service-list";
import { Tabs } from "~/components/ui/tabs";
import type { Service } from "~/content/types";
import { useT } from "~/i18n/language";
import { useHydrated } from "~/lib/use-hydrated";

export type BranchTab = {
  value: string;
  label: string;
  description: string;
  /** The branch's figure, in a sentence. */
  fact: string;
  links: readonly Service[];
};

/**
 * Opens the page at the section its address names (LandingSection) once these tabs, above it, have
 * shrunk from three panels to one as they hydrate; unless the visitor has already moved.
 */
function useOpenAtLanding(hydrated: boolean) {
  useEffect(() => {
    const heading = document.querySelector<HTMLElement>('main section[aria-current="true"] > h2');
    const focused = document.activeElement;
    if (!hydrated || !heading || window.scrollY > 0 || (focused !== document.body && focused !== heading)) return;
    return openAt(heading);
  }, [hydrated]);
}

/** The branches of government as tabs, the Executive first; on a static page, an island (app/islands). */
export function BranchTabs({ branches }: { branches: readonly BranchTab[] }) {
  const g = useT().government;
  useOpenAtLanding(useHydrated());
  return (
    <Tabs
      className="mt-6"
      label={g.branchesLabel}
      defaultValue={branches[0]?.value}
      items={branches.map((branch) => ({
        value: branch.value,
        label: branch.label,
        content: (
          <div>
            <p className="max-w-3xl">{branch.description}</p>
            <p className="mt-3 max-w-3xl rounded-md bg-muted p-4 font-medium">{branch.fact}</p>
            <ServiceList services={branch.links} headingLevel={4} columns={2} />
          </div>
        ),
      }))}
    />
  );
}

export default BranchTabs;
