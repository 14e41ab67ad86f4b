import { useEffect } from "react";
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
 * Keeps the section the page opened at in view while widgets above it change height as they
 * hydrate (these tabs shrink from three panels to one). The browser opened the page at that
 * section's heading by focusing it (autofocus, see LandingSection); as long as the focus is still
 * there, the visitor has not moved, and the heading is brought back into view.
 */
function useLandingKeptInView(hydrated: boolean) {
  useEffect(() => {
    if (!hydrated) return;
    const focused = document.activeElement;
    if (
      focused instanceof HTMLElement &&
      focused.closest('section[aria-current="true"]') &&
      /^H\d$/.test(focused.tagName)
    ) {
      focused.scrollIntoView({ block: "start" });
    }
  }, [hydrated]);
}

/** The branches of government as tabs, the Executive first; on a static page, an island (app/islands). */
export function BranchTabs({ branches }: { branches: readonly BranchTab[] }) {
  const g = useT().government;
  useLandingKeptInView(useHydrated());
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
