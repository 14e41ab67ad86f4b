/** Words of the sitemap page; its links are named by the page registry's titles. */
export const sitemapEn = {
  intro: "Every main page of the portal in one place.",
  columns: {
    main: "Main Sections",
    legal: "Legal & Information",
  },
  backHome: "Back to Homepage",
};

export type SitemapMessages = typeof sitemapEn;
