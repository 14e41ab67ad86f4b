import type { Language } from "~/i18n/languages";

/** One shape of content, written once per language. */
export type Localized<T> = Readonly<Record<Language, T>>;

/** A titled part of a page's text: its paragraphs, then an optional list (app/components/content/prose.tsx). */
export type ProseSection = {
  heading: string;
  paragraphs: readonly string[];
  /** A list shown after the paragraphs. */
  points?: readonly string[];
};

/** Spec "Announcement". The date is a calendar date, YYYY-MM-DD. */
export type AnnouncementType = "alert" | "notice" | "update";
export type Announcement = {
  id: string;
  type: AnnouncementType;
  date: string;
  title: string;
  content: string;
  /** An in-site path ("/…") or an absolute URL of another site. */
  link: string;
};

/** Spec "News article". */
export type NewsArticle = {
  imageUrl: string;
  imageAlt: string;
  category: string;
  date: string;
  title: string;
  excerpt: string;
  link: string;
};

export type ServiceIconName =
  | "citizenship"
  | "business"
  | "documents"
  | "housing"
  | "foreign-affairs"
  | "social"
  | "e-government";

export type Service = { title: string; description: string; link: string };

/** Spec "Service category": id, title, icon, services. */
export type ServiceCategory = {
  id: ServiceIconName;
  title: string;
  icon: ServiceIconName;
  /** One line for cards that link to the category. */
  summary: string;
  services: readonly Service[];
};

/** Spec "Ministry". */
export type Ministry = {
  value: string;
  name: string;
  image: string;
  imageAlt: string;
  description: string;
  link: string;
};

/** How to reach the office behind a page: an e-mail address, a telephone number or a page. */
export type Contact =
  | { kind: "email"; heading: string; body: string; address: string }
  | { kind: "phone"; heading: string; body: string; number: string }
  | { kind: "page"; heading: string; body: string; path: string; label: string };
