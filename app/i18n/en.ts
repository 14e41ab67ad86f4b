import { announcementsEn } from "./messages/announcements.en";
import { formsEn } from "./messages/forms.en";
import { govEn } from "./messages/gov.en";
import { governmentEn } from "./messages/government.en";
import { homeEn } from "./messages/home.en";
import { investmentEn } from "./messages/investment.en";
import { legalEn } from "./messages/legal.en";
import { newsEn } from "./messages/news.en";
import { pagesEn } from "./messages/pages.en";
import { petitionsEn } from "./messages/petitions.en";
import { placeholderEn } from "./messages/placeholder.en";
import { searchEn } from "./messages/search.en";
import { serviceCategoryEn } from "./messages/service-category.en";
import { servicesEn } from "./messages/services.en";
import { shellEn } from "./messages/shell.en";
import { sitemapEn } from "./messages/sitemap.en";

/**
 * The English catalogue: the source every other language is typed against.
 * `shell` is the frame around every page, `pages` the pages' names (read through
 * the page registry), and every other namespace belongs to one screen.
 */
export const en = {
  shell: shellEn,
  pages: pagesEn,
  home: homeEn,
  government: governmentEn,
  gov: govEn,
  services: servicesEn,
  serviceCategory: serviceCategoryEn,
  investment: investmentEn,
  placeholder: placeholderEn,
  announcements: announcementsEn,
  news: newsEn,
  legal: legalEn,
  sitemap: sitemapEn,
  forms: formsEn,
  petitions: petitionsEn,
  search: searchEn,
};

export type Messages = typeof en;
