import type { Language } from "~/i18n/languages";
import { contactPageEn } from "./contact-page.en";
import { contactPageGa } from "./contact-page.ga";
import type { ContactPageText, ContactPageWords, OtherOfficeId } from "./contact-page.types";
import {
  ASSEMBLY_EMAIL,
  COURTS_EMAIL,
  DATA_PROTECTION_EMAIL,
  EMERGENCY_HOTLINE,
  HOUSING_EMAIL,
  INVESTMENT_EMAIL,
  PRESIDENT_EMAIL,
  SOCIAL_HELPLINE,
} from "./contacts";

export type { OfficeContact } from "./contact-page.types";

/** The other offices' addresses, in the order the page lists them. */
const OTHER_OFFICES: ReadonlyArray<{ id: OtherOfficeId; email: string }> = [
  { id: "housing", email: HOUSING_EMAIL },
  { id: "investment", email: INVESTMENT_EMAIL },
  { id: "president", email: PRESIDENT_EMAIL },
  { id: "assembly", email: ASSEMBLY_EMAIL },
  { id: "courts", email: COURTS_EMAIL },
  { id: "dataProtection", email: DATA_PROTECTION_EMAIL },
];

/** One language's words with what is the same in both: the addresses, the numbers and the guide's path. */
function contactPage(words: ContactPageWords): ContactPageText {
  const { abroad, socialHelpline, preparedness } = words.emergencies.items;
  return {
    ...words,
    offices: {
      ...words.offices,
      others: OTHER_OFFICES.map(({ id, email }) => ({ name: words.offices.others[id], email })),
    },
    emergencies: {
      ...words.emergencies,
      items: [
        { kind: "phone", ...abroad, number: EMERGENCY_HOTLINE },
        { kind: "phone", ...socialHelpline, number: SOCIAL_HELPLINE },
        { kind: "page", ...preparedness, path: "/ready-brehon" },
      ],
    },
  };
}

/** Each language has its own module; the Irish one is typed against the English one. */
export const CONTACT_PAGE: Record<Language, ContactPageText> = {
  en: contactPage(contactPageEn),
  ga: contactPage(contactPageGa),
};
