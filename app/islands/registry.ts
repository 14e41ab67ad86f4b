/**
 * Every island by name, as the islands' script (./client.tsx) finds it: the header and the footer,
 * on every static page, are part of the script itself; the islands a page draws in its own content
 * are loaded on the pages that draw them, so other pages do not carry their code.
 *
 * A new island is one line here, and `<Island name=… component=…>` where a page draws it.
 */
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";

export const ISLAND_LOADERS = {
  header: async () => SiteHeader,
  footer: async () => SiteFooter,
  search: () => import("~/components/layout/search-box").then((module) => module.SearchBox),
  guide: () => import("~/components/content/guide-sections").then((module) => module.GuideSections),
  branchTabs: () => import("~/components/government/branch-tabs").then((module) => module.BranchTabs),
  ministries: () => import("~/components/government/ministry-accordion").then((module) => module.MinistryAccordion),
  currentArticle: () => import("~/components/content/current-article").then((module) => module.CurrentArticle),
  form: () => import("~/forms/form-island").then((module) => module.FormIsland),
  serviceTabs: () => import("~/components/content/service-tabs").then((module) => module.ServiceTabs),
  petitions: () => import("~/components/petitions/petitions-board").then((module) => module.PetitionsBoard),
  petition: () => import("~/components/petitions/petition-view").then((module) => module.PetitionView),
};

export type IslandName = keyof typeof ISLAND_LOADERS;
/** The component an island's name stands for. */
export type IslandComponent<Name extends IslandName> = Awaited<ReturnType<(typeof ISLAND_LOADERS)[Name]>>;

export const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(ISLAND_LOADERS, name);
