import { IRISH_NOUNS } from "~/i18n/irish-numerals";
import type { Language } from "~/i18n/languages";
import { counted } from "~/i18n/plural";

const DAY = { one: "day", other: "days" };

/**
 * The words of the signing form (PETITION_SIGNING=email, ./email-sign-form.tsx) and of its refusals, in each
 * language. The petition's page hands the form its words (with the retention written in), so they reach the
 * browser only on the pages that have the form, not in the catalogue every page loads; the JSON API words
 * refused fields with the same messages.
 */
export const SIGNING_WORDS = {
  en: {
    heading: "Sign this petition",
    intro:
      "Give your name and your email address. We will email you a link: your signature counts once you open it and confirm it.",
    name: "Full name",
    email: "Email address",
    emailHint: (days: number) =>
      `Only to confirm your signature. It is never shown, and it is erased ${counted(days, "en", DAY)} after the petition closes.`,
    citizen: "I am a citizen or resident of the Republic of Brehon",
    updates: "Email me when the Government responds or the petition is debated",
    submit: "Sign Petition",
    errorSummary: "There is a problem",
    errors: {
      name: {
        missing: "Enter your full name",
        "too-long": "Enter a name of 100 characters or fewer",
        "hidden-characters":
          "Remove the hidden characters (control characters, zero-width spaces or text-direction marks) from your name",
      },
      email: {
        missing: "Enter your email address",
        "too-long": "Enter an email address of 254 characters or fewer",
        invalid: "Enter an email address in the correct format, like name@example.ie",
        "not-plain":
          "Enter one email address on its own, like name@example.ie, without brackets, quotation marks, commas or spaces",
      },
      citizen: { missing: "Confirm that you are a citizen or resident of the Republic of Brehon" },
    },
  },
  ga: {
    heading: "Sínigh an achainí seo",
    intro:
      "Tabhair d'ainm agus do sheoladh ríomhphoist. Seolfaimid nasc chugat: áireofar do shíniú nuair a osclóidh tú é agus a dheimhneoidh tú é.",
    name: "Ainm iomlán",
    email: "Seoladh ríomhphoist",
    emailHint: (days: number) =>
      `Chun do shíniú a dheimhniú amháin. Ní thaispeántar riamh é, agus scriostar é ${counted(days, "ga", IRISH_NOUNS.day)} tar éis don achainí dúnadh.`,
    citizen: "Is saoránach nó cónaitheoir de chuid Phoblacht Brehon mé",
    updates: "Seol ríomhphost chugam nuair a thugann an Rialtas freagra nó nuair a phléitear an achainí",
    submit: "Sínigh an Achainí",
    errorSummary: "Tá fadhb ann",
    errors: {
      name: {
        missing: "Cuir isteach d'ainm iomlán",
        "too-long": "Cuir isteach ainm nach faide ná 100 carachtar",
        "hidden-characters":
          "Bain na carachtair fholaithe (carachtair rialaithe, spásanna gan leithead, nó marcanna treo téacs) as d'ainm",
      },
      email: {
        missing: "Cuir isteach do sheoladh ríomhphoist",
        "too-long": "Cuir isteach seoladh ríomhphoist nach faide ná 254 carachtar",
        invalid: "Cuir isteach seoladh ríomhphoist san fhormáid cheart, mar shampla ainm@example.ie",
        "not-plain":
          "Cuir isteach seoladh ríomhphoist amháin leis féin, mar shampla ainm@example.ie, gan lúibíní, comharthaí athfhriotail, camóga ná spásanna",
      },
      citizen: { missing: "Deimhnigh gur saoránach nó cónaitheoir de chuid Phoblacht Brehon thú" },
    },
  },
} satisfies Record<Language, unknown>;

type Words = (typeof SIGNING_WORDS)["en"];

/** The form's words as the page hands them to its island: plain strings, the retention written in. */
export type SigningFormWords = Omit<Words, "emailHint"> & { emailHint: string };

export const signingFormWords = (language: Language, retentionDays: number): SigningFormWords => {
  const words = SIGNING_WORDS[language];
  return { ...words, emailHint: words.emailHint(retentionDays) };
};
