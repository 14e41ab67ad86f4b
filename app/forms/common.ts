import type { Language } from "~/i18n/languages";
import { type FormWords, field } from "./define-form";
import { date, longText, text } from "./fields";

/**
 * What several request forms ask or say in the same words, written once: a shared field is its
 * spec and its label in both languages together, so a form names it (`fields: { fullName, … }`)
 * and writes only what is its own. A form whose field differs (another hint, no autocomplete)
 * declares it itself, or adds its hint with `withHint`.
 */

/** The applicant's own name. */
export const fullName = field(text({ autoComplete: "name" }), { en: "Full name", ga: "Ainm iomlán" });
/** The applicant's own date of birth (the browser may fill it in). */
export const dateOfBirth = field(date({ autoComplete: "bday" }), { en: "Date of birth", ga: "Dáta breithe" });
/** A place of birth; each form says in its hint what it wants written. */
export const placeOfBirth = field(text(), { en: "Place of birth", ga: "Áit bhreithe" });
/** The applicant's postal address. */
export const currentAddress = field(longText({ autoComplete: "street-address", rows: 3 }), {
  en: "Current address",
  ga: "Seoladh reatha",
});
export const nationality = field(text(), { en: "Nationality", ga: "Náisiúntacht" });
/** Where a passport number is found: the hint of every field that asks for one from a passport. */
export const PASSPORT_NUMBER_HINT: Record<Language, string> = {
  en: "As printed on the passport's photo page",
  ga: "Mar atá sí clóite ar leathanach grianghraif an phas",
};
export const businessName = field(text({ autoComplete: "organization" }), { en: "Business name", ga: "Ainm an ghnó" });

/**
 * The toast and the confirmation of a form whose answers are saved in this browser, in each
 * language: `submitted` names what was submitted as a heading ("Visa Application"), `answers`
 * what was saved, as the sentence needs it ("visa application"; in Irish with its possessive,
 * "d'iarratas ar víosa").
 */
export const savedInBrowser: Record<
  Language,
  (submitted: string, answers: string) => Pick<FormWords, "toast" | "success">
> = {
  en: (submitted, answers) => ({
    toast: { title: `${submitted} Submitted!`, description: `Your ${answers} has been saved in this browser.` },
    success: { title: `${submitted} Submitted`, body: `Thank you. Your ${answers} has been saved.` },
  }),
  ga: (submitted, answers) => ({
    toast: { title: `${submitted} Curtha Isteach!`, description: `Sábháladh ${answers} sa bhrabhsálaí seo.` },
    success: { title: `${submitted} Curtha Isteach`, body: `Go raibh maith agat. Sábháladh ${answers}.` },
  }),
};
