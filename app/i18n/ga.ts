import type { Messages } from "./en";
import { announcementsGa } from "./messages/announcements.ga";
import { formsGa } from "./messages/forms.ga";
import { govGa } from "./messages/gov.ga";
import { governmentGa } from "./messages/government.ga";
import { homeGa } from "./messages/home.ga";
import { investmentGa } from "./messages/investment.ga";
import { legalGa } from "./messages/legal.ga";
import { newsGa } from "./messages/news.ga";
import { pagesGa } from "./messages/pages.ga";
import { petitionsGa } from "./messages/petitions.ga";
import { placeholderGa } from "./messages/placeholder.ga";
import { searchGa } from "./messages/search.ga";
import { serviceCategoryGa } from "./messages/service-category.ga";
import { servicesGa } from "./messages/services.ga";
import { shellGa } from "./messages/shell.ga";
import { sitemapGa } from "./messages/sitemap.ga";

/** The Irish catalogue, loaded on demand. A missing key fails the typecheck. */
export const ga = {
  shell: shellGa,
  pages: pagesGa,
  home: homeGa,
  government: governmentGa,
  gov: govGa,
  services: servicesGa,
  serviceCategory: serviceCategoryGa,
  investment: investmentGa,
  placeholder: placeholderGa,
  announcements: announcementsGa,
  news: newsGa,
  legal: legalGa,
  sitemap: sitemapGa,
  forms: formsGa,
  petitions: petitionsGa,
  search: searchGa,
} satisfies Messages;
