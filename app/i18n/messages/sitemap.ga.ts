import type { SitemapMessages } from "./sitemap.en";

export const sitemapGa = {
  intro: "Príomhleathanaigh uile na tairsí in aon áit amháin.",
  columns: {
    main: "Príomhrannóga",
    legal: "Dlí agus Eolas",
  },
  backHome: "Ar ais go dtí an Leathanach Baile",
} satisfies SitemapMessages;
