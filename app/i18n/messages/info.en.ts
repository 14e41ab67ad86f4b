/**
 * Interface strings of the information pages: legal pages, sitemap, news and the
 * preparedness guide. Their long copy lives in app/content (legal, ready-brehon).
 */
export const infoEn = {
  backHome: "Back to Homepage",
  seeAlso: "See also:",
  privacy: {
    title: "Privacy Policy",
    effectiveDate: "Effective date",
  },
  terms: {
    title: "Terms of Use",
    lastUpdated: "Last updated",
  },
  sitemap: {
    title: "Sitemap",
    intro: "Every main page of the portal in one place.",
    columns: {
      main: "Main Sections",
      legal: "Legal & Information",
    },
    links: {
      "/": "Home",
      "/government": "Government",
      "/government/leadership": "Leadership",
      "/government/ministries": "Ministries",
      "/government/constitution": "Constitution",
      "/government/symbols": "National Symbols",
      "/services": "Government Services",
      "/services/citizenship": "Citizenship Services",
      "/services/citizenship/application": "Citizenship Application",
      "/services/citizenship/passport-application": "Passport Application",
      "/services/citizenship/visa": "Visa Application",
      "/services/business": "Business Services",
      "/services/business/registration": "Business Registration",
      "/services/business/tax-filing": "Tax Filing",
      "/services/documents": "Document Services",
      "/services/documents/birth-certificate": "Birth Certificate",
      "/services/housing": "Housing Services",
      "/services/foreign-affairs": "Foreign Affairs Services",
      "/services/social": "Social Services",
      "/services/e-government": "E-Government Services",
      "/news": "News",
      "/announcements": "Announcements",
      "/petitions": "Citizen Petitions",
      "/diplomatic-relations/apply": "Apply for Diplomatic Relations",
      "/ready-brehon": "Ready Brehon: Preparedness Guide",
      "/privacy-policy": "Privacy Policy",
      "/terms-of-use": "Terms of Use",
      "/accessibility": "Accessibility",
    },
  },
  news: {
    title: "News",
    heading: "Under Construction",
    body: "Our news section is being built. Soon you will find the latest news from the Government of the Republic of Brehon here.",
    home: "Return to Homepage",
  },
  readyBrehon: {
    title: "Ready Brehon: Nuclear Event Preparedness",
  },
};

export type InfoMessages = typeof infoEn;
export type SitemapPath = keyof InfoMessages["sitemap"]["links"];
