import { onDate } from "~/i18n/dates";
import { IRISH_NOUNS } from "~/i18n/irish-numerals";
import type { Language } from "~/i18n/languages";
import { counted } from "~/i18n/plural";

const SIGNATURE = { one: "signature", other: "signatures" };
const MINUTE = { one: "minute", other: "minutes" };

/**
 * The words of 'Check your signature' (./pages/check.tsx and ./receipt-checker.island.tsx), in each language:
 * the page's island loads them with its own code, so they are not in the catalogue every page loads.
 */
export const CHECK_WORDS = {
  en: {
    title: "Check your signature",
    intro:
      "Enter the receipt you were given when you signed this petition. The check shows whether your signature is counted in the petition's public log, and in the latest snapshot of that log signed by the portal.",
    receipt: "Your receipt",
    receiptHint: "30 letters and digits, in six groups of five, as shown when you signed",
    kept: "This browser kept the receipt of your signature on this petition and has filled it in.",
    submit: "Check my signature",
    checking: "Checking…",
    errorSummary: "There is a problem",
    missing: "Enter your receipt",
    malformed: "Enter the receipt as it was shown: 30 letters and digits, in six groups of five",
    unavailable: "The check is not available at the moment. Please try again later.",
    included: {
      title: "Your signature is counted",
      body: (entry: number, date: string, count: number) =>
        `Your signature is entry number ${entry} in this petition's log. The signed snapshot published ${onDate(date, "en")} holds it, with a count of ${counted(count, "en", SIGNATURE)}.`,
    },
    pending: {
      title: "Your signature is counted",
      body: (entry: number, minutes: number) =>
        `Your signature is entry number ${entry} in this petition's log. No signed snapshot holds it yet: the portal publishes one within ${counted(minutes, "en", MINUTE)} of a change.`,
    },
    invalidated: {
      title: "Your signature no longer counts",
      body: (reason: string) =>
        `Your signature was received, then taken out of the count by the moderators. The reason published in the log: ${reason}.`,
    },
    withdrawn: {
      title: "You withdrew your signature",
      body: "Your signature was counted, then you withdrew it: it no longer counts, and the petition's log records the withdrawal.",
    },
    unknown: {
      title: "No signature found",
      body: "No signature on this petition has this receipt. Check that you typed it as it was shown to you, and that this is the petition you signed.",
    },
    failed: {
      title: "The portal's answer could not be verified",
      body: "The proof the portal sent for this receipt does not hold. Please try again later; if it happens again, tell us through the contact page.",
    },
    verifiedHere:
      "Checked in this browser: the proof leads to the snapshot's tree head, and the snapshot's signature matches the portal's published key.",
    serverWord: "This is the portal's own answer, checked on its server.",
    serverWordNoScript: "With JavaScript turned on, your browser checks the proof itself.",
  },
  ga: {
    title: "Seiceáil do shíniú",
    intro:
      "Cuir isteach an admháil a tugadh duit nuair a shínigh tú an achainí seo. Taispeánann an tseiceáil an bhfuil do shíniú comhairthe i loga poiblí na hachainí, agus sa léargas is déanaí den loga sin a shínigh an tairseach.",
    receipt: "D'admháil",
    receiptHint: "30 litir agus digit, i sé ghrúpa de chúig cinn, mar a taispeánadh nuair a shínigh tú",
    kept: "Choinnigh an brabhsálaí seo admháil do shínithe ar an achainí seo, agus líon sé isteach í.",
    submit: "Seiceáil mo shíniú",
    checking: "Á sheiceáil…",
    errorSummary: "Tá fadhb ann",
    missing: "Cuir isteach d'admháil",
    malformed: "Cuir isteach an admháil mar a taispeánadh í: 30 litir agus digit, i sé ghrúpa de chúig cinn",
    unavailable: "Níl an tseiceáil ar fáil faoi láthair. Bain triail eile as ar ball.",
    included: {
      title: "Tá do shíniú comhairthe",
      body: (entry: number, date: string, count: number) =>
        `Is é do shíniú iontráil uimhir ${entry} i loga na hachainí seo. Tá sé sa léargas sínithe a foilsíodh ${onDate(date, "ga")}, a thugann ${counted(count, "ga", IRISH_NOUNS.signature)} san iomlán.`,
    },
    pending: {
      title: "Tá do shíniú comhairthe",
      body: (entry: number, minutes: number) =>
        `Is é do shíniú iontráil uimhir ${entry} i loga na hachainí seo. Níl sé in aon léargas sínithe fós: foilsíonn an tairseach ceann laistigh de ${counted(minutes, "ga", IRISH_NOUNS.minute)} ó athrú.`,
    },
    invalidated: {
      title: "Ní áirítear do shíniú a thuilleadh",
      body: (reason: string) =>
        `Fuarthas do shíniú, ach bhain na modhnóirí den chomhaireamh é ina dhiaidh sin. An chúis a foilsíodh sa loga: ${reason}.`,
    },
    withdrawn: {
      title: "Tharraing tú do shíniú siar",
      body: "Comhaireadh do shíniú, agus ansin tharraing tú siar é: ní áirítear a thuilleadh é, agus tá an tarraingt siar taifeadta i loga na hachainí.",
    },
    unknown: {
      title: "Níor aimsíodh aon síniú",
      body: "Níl an admháil seo ag aon síniú ar an achainí seo. Deimhnigh gur chlóscríobh tú í mar a taispeánadh duit í, agus gurb í seo an achainí a shínigh tú.",
    },
    failed: {
      title: "Níorbh fhéidir freagra na tairsí a fhíorú",
      body: "Ní sheasann an cruthúnas a sheol an tairseach don admháil seo. Bain triail eile as ar ball; má tharlaíonn sé arís, inis dúinn tríd an leathanach teagmhála.",
    },
    verifiedHere:
      "Seiceáladh sa bhrabhsálaí seo é: sroicheann an cruthúnas ceann crainn an léargais, agus réitíonn síniú an léargais le heochair fhoilsithe na tairsí.",
    serverWord: "Is é seo freagra na tairsí féin, seiceáilte ar a freastalaí.",
    serverWordNoScript: "Nuair a bhíonn JavaScript ar siúl, seiceálann do bhrabhsálaí an cruthúnas é féin.",
  },
} satisfies Record<Language, unknown>;
