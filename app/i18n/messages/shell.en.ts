import { counted } from "../plural";

const CHARACTER = { one: "character", other: "characters" };

/**
 * The links of a list's pagination (app/components/ui/pagination.tsx), in the same words for every list; each
 * list's namespace adds the name of its landmark.
 */
export const paginationEn = {
  previous: "Previous page",
  next: "Next page",
  page: (page: number) => `Page ${page}`,
};

/** Interface strings of the shared shell: header, navigation, footer, 404, toasts. */
export const shellEn = {
  siteName: "Republic of Brehon",
  tagline: "Official Government Portal",
  titleSuffix: "Republic of Brehon",
  errorPrefix: "Error:",
  skipLink: "Skip to main content",
  /** The site banner an admin switches on from the console (app/banner/site-banner.tsx): its landmark and words. */
  banner: {
    label: { emergency: "Emergency notice", warning: "Warning notice", information: "Information notice" },
    level: { emergency: "Emergency", warning: "Warning", information: "Information" },
    more: "More information",
  },
  shareImageAlt:
    "The flag of the Republic of Brehon: green above blue, a white stripe between, a gold star on a white disc",
  /** Below a long text field. */
  characterCount: {
    limit: (n: number) => `You can enter up to ${counted(n, "en", CHARACTER)}`,
    remaining: (n: number) => `You have ${counted(n, "en", CHARACTER)} remaining`,
    over: (n: number) => `You have ${counted(n, "en", CHARACTER)} too many`,
  },
  search: {
    label: "Search the site",
    placeholder: "Search...",
  },
  menu: {
    open: "Menu",
    close: "Close menu",
    label: "Site menu",
  },
  language: {
    label: "Language",
    en: "English",
    ga: "Gaeilge",
  },
  nav: {
    label: "Main navigation",
    government: "Government",
    services: "Services",
  },
  footer: {
    about:
      "The official portal of the Republic of Brehon: information and services for citizens, residents, businesses and visitors.",
    linksLabel: "Footer",
    copyright: (year: number) => `© ${year} Republic of Brehon. All rights reserved.`,
  },
  notFound: {
    title: "Page Not Found",
    body: "The page you are looking for does not exist or may have moved.",
    home: "Return to Homepage",
  },
  error: {
    title: "Something went wrong",
    body: "The page could not be shown. Please try again later.",
  },
  toast: {
    region: "Notifications",
    /** Radix fills in {hotkey} (F8, which moves focus to the notifications). */
    viewport: "Notifications ({hotkey})",
    close: "Close",
  },
};

export type ShellMessages = typeof shellEn;
