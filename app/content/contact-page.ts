import type { Language } from "~/i18n/language";
import { contactPageEn } from "./contact-page.en";
import { contactPageGa } from "./contact-page.ga";
import type { Contact } from "./types";

/** An office listed on the contact page with its e-mail address and, where it has one, its telephone number. */
export type OfficeContact = { name: string; email: string; phone?: string };

/** The contact page (/contact): general enquiries, the offices, and where to turn in an emergency. */
export type ContactPageText = {
  intro: string;
  general: {
    heading: string;
    body: string;
    /** The general number as dialled inside Brehon. */
    domestic: string;
    hoursLabel: string;
    hours: string;
  };
  visit: { heading: string; body: string; postalLines: readonly string[] };
  offices: {
    heading: string;
    intro: string;
    /** Offices besides the five ministries of the government page, which come from app/content/government.ts. */
    others: readonly OfficeContact[];
  };
  emergencies: { heading: string; intro: string; items: readonly Contact[] };
  forms: { heading: string; body: string };
  petitions: { heading: string; body: string; linkLabel: string };
};

/** Each language has its own module; the Irish one is typed against the English one. */
export const CONTACT_PAGE: Record<Language, ContactPageText> = { en: contactPageEn, ga: contactPageGa };
