import { formatDate } from "~/i18n/dates";
import { IRISH_NOUNS } from "~/i18n/irish-numerals";
import type { Language } from "~/i18n/languages";
import { counted } from "~/i18n/plural";

const HOUR = { one: "hour", other: "hours" };
const DAY = { one: "day", other: "days" };

/**
 * What the emails to a petitioner say, in each language (app/petitions/mail/templates.server.tsx puts them
 * together). A petition's messages are in the language of the page it was created on. The Irish
 * is spell-checked with the rest of the portal's Irish (app/i18n/irish-spelling.test.ts).
 */
export type MailWords = {
  greeting: string;
  published: { subject: (title: string) => string; body: readonly string[] };
  hidden: { subject: (title: string) => string; body: readonly string[]; reason: string };
  response: { subject: (title: string) => string; body: readonly string[]; response: string };
  /** To a signer (PETITION_SIGNING=email): the link that confirms, and later withdraws, their signature. */
  signer: {
    subject: (title: string) => string;
    greeting: (name: string) => string;
    body: (hours: number) => readonly string[];
    link: string;
    footer: (title: string, days: number) => string;
  };
  /** To a signer who asked for updates (app/petitions/updates/): what happened, in a sentence or two. */
  update: {
    subject: Record<"response" | "debate-scheduled" | "debate-outcome" | "closed", (title: string) => string>;
    response: readonly string[];
    debateScheduled: (date: string) => readonly string[];
    debateOutcome: readonly string[];
    closed: (signatures: number) => readonly string[];
    link: string;
    check: string;
    unsubscribe: string;
    footer: (title: string) => string;
  };
  /** Before the petition's public address. */
  link: string;
  signature: string;
  /** Why the message was sent. */
  footer: (title: string) => string;
};

const en: MailWords = {
  greeting: "Hello,",
  published: {
    subject: (title) => `Your petition is now public: ${title}`,
    body: [
      "A moderator has reviewed your petition and published it on the portal.",
      "Anyone can now read and sign it. Share its address so that others can find it.",
    ],
  },
  hidden: {
    subject: (title) => `Your petition has been removed: ${title}`,
    body: [
      "A moderator has removed your petition from the portal. It can no longer be read or signed, and its page gives the reason.",
    ],
    reason: "Reason:",
  },
  response: {
    subject: (title) => `The Government has responded to your petition: ${title}`,
    body: ["The Government has published its response to your petition. Read it on your petition's page."],
    response: "The response:",
  },
  signer: {
    subject: (title) => `Confirm your signature: ${title}`,
    greeting: (name) => `Hello ${name},`,
    body: (hours) => [
      "You asked to sign this petition on the Republic of Brehon's government portal. Your signature counts only once you confirm it: open the link below and choose ‘Confirm my signature’.",
      `The link works for ${counted(hours, "en", HOUR)}. The same link lets you withdraw your signature later.`,
      "If you did not ask to sign, ignore this email: nothing is counted.",
    ],
    link: "Confirm your signature:",
    footer: (title, days) =>
      `You are receiving this because this address was given to sign the petition “${title}”. It is used for nothing else, and it is erased ${counted(days, "en", DAY)} after the petition closes.`,
  },
  update: {
    subject: {
      response: (title) => `The Government has responded to a petition you signed: ${title}`,
      "debate-scheduled": (title) => `A debate is set for a petition you signed: ${title}`,
      "debate-outcome": (title) => `A petition you signed has been debated: ${title}`,
      closed: (title) => `A petition you signed has closed: ${title}`,
    },
    response: ["The Government has published its response to the petition you signed. Read it on the petition's page."],
    debateScheduled: (date) => [
      `The petition you signed will be debated on ${formatDate(date, "en")}. The outcome will be published on its page.`,
    ],
    debateOutcome: ["The petition you signed has been debated. The outcome of the debate is published on its page."],
    closed: (signatures) => [
      `The petition you signed has closed and takes no more signatures. It gathered ${counted(signatures, "en", { one: "signature", other: "signatures" })} in all.`,
      "Thank you for signing.",
    ],
    link: "The petition:",
    check: "Check that your signature is counted, with the receipt you were given when you signed:",
    unsubscribe: "Stop these emails about this petition (your signature stays):",
    footer: (title) =>
      `You are receiving this because you signed the petition “${title}” on the Republic of Brehon's government portal and asked to be emailed when the Government responds or the petition is debated. Your address is used for nothing else, and it is erased after the petition closes, as the privacy page says.`,
  },
  link: "Your petition:",
  signature: "Petitions, Government of the Republic of Brehon",
  footer: (title) =>
    `You are receiving this because you created the petition “${title}” on the Republic of Brehon's government portal and gave this address. We write only when a moderator publishes or removes your petition, or when the Government responds to it.`,
};

const ga: MailWords = {
  greeting: "A chara,",
  published: {
    subject: (title) => `Tá d'achainí poiblí anois: ${title}`,
    body: [
      "Tá d'achainí léite ag modhnóir agus foilsithe ar an tairseach.",
      "Is féidir le duine ar bith í a léamh agus a shíniú anois. Roinn a seoladh le go n-aimseoidh daoine eile í.",
    ],
  },
  hidden: {
    subject: (title) => `Baineadh d'achainí den tairseach: ${title}`,
    body: [
      "Bhain modhnóir d'achainí den tairseach. Ní féidir í a léamh ná a shíniú a thuilleadh, agus tá an chúis luaite ar a leathanach.",
    ],
    reason: "Cúis:",
  },
  response: {
    subject: (title) => `Tá freagra tugtha ag an Rialtas ar d'achainí: ${title}`,
    body: ["D'fhoilsigh an Rialtas a fhreagra ar d'achainí. Léigh é ar leathanach d'achainí."],
    response: "An freagra:",
  },
  signer: {
    subject: (title) => `Deimhnigh do shíniú: ${title}`,
    // Official correspondence opens with "A chara," whoever it is to (docs/irish-editors-guide.md).
    greeting: () => "A chara,",
    body: (hours) => [
      "D'iarr tú an achainí seo a shíniú ar thairseach Rialtas Phoblacht Brehon. Ní áirítear do shíniú go dtí go ndeimhníonn tú é: oscail an nasc thíos agus roghnaigh ‘Deimhnigh mo shíniú’.",
      `Oibríonn an nasc ar feadh ${counted(hours, "ga", IRISH_NOUNS.hour)}. Is féidir leat do shíniú a tharraingt siar níos déanaí leis an nasc céanna.`,
      "Murar iarr tú síniú, déan neamhaird den ríomhphost seo: ní áirítear rud ar bith.",
    ],
    link: "Deimhnigh do shíniú:",
    footer: (title, days) =>
      `Tá an ríomhphost seo á fháil agat mar gur tugadh an seoladh seo chun an achainí “${title}” a shíniú. Ní úsáidtear é le haghaidh aon rud eile, agus scriostar é ${counted(days, "ga", IRISH_NOUNS.day)} tar éis don achainí dúnadh.`,
  },
  update: {
    subject: {
      response: (title) => `Tá freagra tugtha ag an Rialtas ar achainí a shínigh tú: ${title}`,
      "debate-scheduled": (title) => `Tá díospóireacht socraithe ar achainí a shínigh tú: ${title}`,
      "debate-outcome": (title) => `Pléadh achainí a shínigh tú: ${title}`,
      closed: (title) => `Dúnadh achainí a shínigh tú: ${title}`,
    },
    response: ["D'fhoilsigh an Rialtas a fhreagra ar an achainí a shínigh tú. Léigh é ar leathanach na hachainí."],
    debateScheduled: (date) => [
      `Pléifear an achainí a shínigh tú ar an ${formatDate(date, "ga")}. Foilseofar toradh na díospóireachta ar a leathanach.`,
    ],
    debateOutcome: ["Pléadh an achainí a shínigh tú. Tá toradh na díospóireachta foilsithe ar a leathanach."],
    closed: (signatures) => [
      `Dúnadh an achainí a shínigh tú agus ní ghlacann sí le sínithe a thuilleadh. Bailíodh ${counted(signatures, "ga", IRISH_NOUNS.signature)} san iomlán.`,
      "Go raibh maith agat as í a shíniú.",
    ],
    link: "An achainí:",
    check: "Seiceáil go bhfuil do shíniú áirithe, leis an admháil a tugadh duit nuair a shínigh tú:",
    unsubscribe: "Cuir deireadh leis na ríomhphoist seo faoin achainí seo (fanann do shíniú):",
    footer: (title) =>
      `Tá an ríomhphost seo á fháil agat mar gur shínigh tú an achainí “${title}” ar thairseach Rialtas Phoblacht Brehon agus gur iarr tú ríomhphost nuair a thugann an Rialtas freagra uirthi nó nuair a phléitear í. Ní úsáidtear do sheoladh le haghaidh aon rud eile, agus scriostar é tar éis don achainí dúnadh, mar a deir an leathanach príobháideachais.`,
  },
  link: "D'achainí:",
  signature: "Achainíocha, Rialtas Phoblacht Brehon",
  footer: (title) =>
    `Tá an ríomhphost seo á fháil agat mar gur chruthaigh tú an achainí “${title}” ar thairseach Rialtas Phoblacht Brehon agus gur thug tú an seoladh seo. Ní scríobhaimid chugat ach nuair a fhoilsítear d'achainí nó nuair a bhaintear den tairseach í, nó nuair a thugann an Rialtas freagra uirthi.`,
};

export const MAIL_WORDS: Record<Language, MailWords> = { en, ga };
