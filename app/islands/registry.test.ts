import { describe, expect, it } from "vitest";
import { CurrentArticle } from "~/components/content/current-article";
import { GuideSections } from "~/components/content/guide-sections";
import { ServiceTabs } from "~/components/content/service-tabs";
import { BranchTabs } from "~/components/government/branch-tabs";
import { MinistryAccordion } from "~/components/government/ministry-accordion";
import { SearchBox } from "~/components/layout/search-box";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { PetitionView } from "~/components/petitions/petition-view";
import { PetitionsBoard } from "~/components/petitions/petitions-board";
import { FormIsland } from "~/forms/form-island";
import { ISLAND_LOADERS, isIslandName } from "./registry";

describe("the islands' registry", () => {
  it("finds, for each name, the component the pages draw under it", async () => {
    const expected = {
      header: SiteHeader,
      footer: SiteFooter,
      search: SearchBox,
      guide: GuideSections,
      serviceTabs: ServiceTabs,
      branchTabs: BranchTabs,
      ministries: MinistryAccordion,
      currentArticle: CurrentArticle,
      form: FormIsland,
      petitions: PetitionsBoard,
      petition: PetitionView,
    };
    expect(Object.keys(ISLAND_LOADERS).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, component] of Object.entries(expected)) {
      expect(isIslandName(name)).toBe(true);
      if (isIslandName(name)) expect(await ISLAND_LOADERS[name](), name).toBe(component);
    }
  });

  it("knows no other name, nor the names every object has", () => {
    for (const name of ["toString", "constructor", "nav", "", undefined]) expect(isIslandName(name)).toBe(false);
  });
});
