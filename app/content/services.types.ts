import type { Contact, Service, ServiceCategory } from "./types";

export type CategoryId = ServiceCategory["id"];

/** Categories with a page of their own that lists their services. */
export type CategoryPageId = "documents" | "housing" | "foreign-affairs" | "social" | "e-government";

/** What a category page says above and below its list of services. */
export type CategoryPageText = { intro: string; contact?: Contact };

type ContactWords = { heading: string; body: string };

/**
 * What each language module writes: the words only. The categories' icons,
 * the services' links and the pages' addresses and numbers are the same in
 * both languages and are added once, in services.ts. Services are named by
 * the last part of their link.
 */
export type ServicesWords = {
  categories: Record<
    CategoryId,
    { title: string; summary: string; services: Record<string, Pick<Service, "title" | "description">> }
  >;
  categoryPages: {
    documents: { intro: string };
    housing: { intro: string; contact: ContactWords };
    "foreign-affairs": { intro: string; contact: ContactWords };
    social: { intro: string; contact: ContactWords };
    "e-government": { intro: string; contact: ContactWords & { label: string } };
  };
};
