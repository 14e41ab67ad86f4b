import { IRISH_NOUNS } from "~/i18n/irish-numerals";
import type { Language } from "~/i18n/languages";
import { counted } from "~/i18n/plural";

const MINUTE = { one: "minute", other: "minutes" };

/**
 * The words of the petitions' log addresses (./api.ts), in the asker's language. They are the server's
 * alone, so they stay out of the catalogues the pages send to browsers.
 */
export const PETITION_LOG_MESSAGES = {
  en: {
    badReceipt: "receipt is not a receipt's code: 30 letters and digits, in six groups of five.",
    receiptNotFound: "No signature of this petition has this receipt.",
    receiptNotYet: (minutes: number) =>
      `This signature is counted. No published snapshot holds it yet: one is published within ${counted(minutes, "en", MINUTE)} of a change.`,
    badSizes: "from, to and size are whole numbers from 1, and from is at most to.",
    snapshotNotFound: "This petition has no published snapshot of that size.",
    badFrom: "from is a whole number from 0: the position of the first entry to give.",
    rateLimited: (seconds: number) =>
      `You have asked for pages of petitions' logs or for proofs many times in a short while. Try again in ${counted(seconds, "en", { one: "second", other: "seconds" })}.`,
  },
  ga: {
    badReceipt: "Ní cód admhála é receipt: 30 litir agus digit, i sé ghrúpa de chúig cinn.",
    receiptNotFound: "Níl an admháil seo ag aon síniú ar an achainí seo.",
    receiptNotYet: (minutes: number) =>
      `Tá an síniú seo comhairthe. Níl sé in aon léargas foilsithe fós: foilsítear ceann laistigh de ${counted(minutes, "ga", IRISH_NOUNS.minute)} ó athrú.`,
    badSizes: "Is slánuimhreacha ó 1 suas iad from, to agus size, agus níl from níos mó ná to.",
    snapshotNotFound: "Níl aon léargas foilsithe den mhéid sin ag an achainí seo.",
    badFrom: "Is slánuimhir ó 0 suas é from: suíomh na chéad iontrála le tabhairt.",
    rateLimited: (seconds: number) =>
      `D'iarr tú leathanaigh den loga nó cruthúnais go minic i mbeagán ama. Bain triail eile as i gceann ${counted(seconds, "ga", IRISH_NOUNS.second)}.`,
  },
} satisfies Record<Language, unknown>;

export const logMessages = (language: Language) => PETITION_LOG_MESSAGES[language];
