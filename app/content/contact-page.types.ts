import type { Contact } from "./types";

/** An office listed on the contact page with its e-mail address and, where it has one, its telephone number. */
export type OfficeContact = { name: string; email: string; phone?: string };

/** Offices besides the five ministries of the government page, which come from app/content/government.ts. */
export type OtherOfficeId = "housing" | "investment" | "president" | "assembly" | "courts" | "dataProtection";

/** Where to turn in an emergency: two telephone lines and the preparedness guide. */
export type EmergencyId = "abroad" | "socialHelpline" | "preparedness";

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
  offices: { heading: string; intro: string; others: readonly OfficeContact[] };
  emergencies: { heading: string; intro: string; items: readonly Contact[] };
  forms: { heading: string; body: string };
  petitions: { heading: string; body: string; linkLabel: string };
};

/**
 * What each language module writes: the page's words only. The addresses,
 * numbers and kinds of contact are the same in both languages and are added
 * once, in contact-page.ts.
 */
export type ContactPageWords = Omit<ContactPageText, "offices" | "emergencies"> & {
  offices: { heading: string; intro: string; others: Record<OtherOfficeId, string> };
  emergencies: {
    heading: string;
    intro: string;
    items: Record<Exclude<EmergencyId, "preparedness">, { heading: string; body: string }> & {
      preparedness: { heading: string; body: string; label: string };
    };
  };
};
