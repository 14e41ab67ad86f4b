import type { ShellMessages } from "~/i18n/messages/shell.en";

type NavKey = Exclude<keyof ShellMessages["nav"], "label">;
type FooterKey = Exclude<keyof ShellMessages["footer"], "about" | "linksLabel" | "copyright">;

export type NavLink = { title: NavKey; path: string };
export type NavDropdown = { title: NavKey; items: readonly NavLink[] };
/** Spec "Navigation item": a plain link (title, path) or a dropdown of sub-links. */
export type NavItem = NavLink | NavDropdown;

export const isDropdown = (item: NavItem): item is NavDropdown => "items" in item;

/** The header's navigation: every header link of the spec. Titles are catalogue keys. */
export const NAVIGATION: readonly NavItem[] = [
  {
    title: "government",
    items: [
      { title: "leadership", path: "/government/leadership" },
      { title: "ministries", path: "/government/ministries" },
      { title: "constitution", path: "/government/constitution" },
      { title: "symbols", path: "/government/symbols" },
    ],
  },
  {
    title: "services",
    items: [
      { title: "allServices", path: "/services" },
      { title: "citizenship", path: "/services/citizenship" },
      { title: "business", path: "/services/business" },
      { title: "documents", path: "/services/documents" },
    ],
  },
  { title: "news", path: "/news" },
  { title: "announcements", path: "/announcements" },
  { title: "petitions", path: "/petitions" },
  { title: "diplomaticRelations", path: "/diplomatic-relations/apply" },
  { title: "readyBrehon", path: "/ready-brehon" },
];

/** The footer's links, in the spec's order. */
export const FOOTER_LINKS: ReadonlyArray<{ title: FooterKey; path: string }> = [
  { title: "home", path: "/" },
  { title: "parliament", path: "/government/parliament" },
  { title: "judiciary", path: "/government/judiciary" },
  { title: "contact", path: "/contact" },
  { title: "privacy", path: "/privacy-policy" },
  { title: "terms", path: "/terms-of-use" },
  { title: "accessibility", path: "/accessibility" },
  { title: "sitemap", path: "/sitemap" },
];
