import { onDate } from "~/i18n/dates";
import { IRISH_NOUNS } from "~/i18n/irish-numerals";
import type { Language } from "~/i18n/languages";
import { counted } from "~/i18n/plural";
import type { InvalidationReason } from "./receipt-code";
import type { RemovalReason } from "./removal-reasons";

const DAY = { one: "day", other: "days" };

/**
 * The words of the petitions' transparency page (./pages/transparency.tsx), drawn by the server only: they
 * are not in the catalogue every page loads.
 */
export const TRANSPARENCY_WORDS = {
  en: {
    title: "Petitions in figures",
    intro:
      "What happened to petitions each month: how many were received and published, how many the moderators removed and why, how many signatures they took out of the count and why, how long the Government took to respond, and how long new petitions waited for review.",
    back: "All petitions",
    now: "Now",
    awaitingReview: "Petitions waiting for review",
    longestWait: (days: number) => `the longest has waited ${counted(days, "en", DAY)}`,
    owedResponse: "Petitions owed a Government response",
    month: "Month",
    petitions: "Petitions received, published and removed",
    received: "Received",
    published: "Published",
    removed: "Removed",
    removedByReason: "Petitions removed, by reason",
    invalidatedByReason: "Signatures taken out of the count, by reason",
    reason: "Reason",
    count: "Number",
    noneRemoved: "No petition has been removed.",
    noneInvalidated: "No signature has been taken out of the count.",
    responses: "The Government's responses",
    responsesPublished: "Responses published",
    medianDays: "Median days from the response threshold to the response",
    reached: "Petitions that reached the response threshold",
    stillOwed: "Of those, still owed a response",
    review: "Review before publication",
    reviewed: "Petitions published after review",
    medianHours: "Median hours waiting for review",
    /** A median with nothing to take it from: a dash, with these words for screen readers. */
    noMedianDays: "no responses yet",
    noMedianHours: "no petitions reviewed yet",
    csv: "The same figures as CSV",
    generated: (date: string) => `Figures read ${onDate(date, "en")}, in UTC months. They are read again every minute.`,
    unavailable: "The figures cannot be read at the moment. Please try again later.",
    removalReasons: {
      offensive: "Offensive, abusive or hateful",
      misleading: "False or misleading",
      personal: "Personal information about others",
      unlawful: "Could break the law",
      duplicate: "Duplicated an open petition",
      "not-government": "Not the Government's responsibility",
      advertising: "Advertising or spam",
      other: "Another reason",
    } satisfies Record<RemovalReason | "other", string>,
    invalidationReasons: {
      "rate-abuse": "Too many from one connection",
      duplicate: "Duplicate signatures",
      automated: "Given by an automated program",
    } satisfies Record<InvalidationReason, string>,
  },
  ga: {
    title: "Achainíocha i bhfigiúirí",
    intro:
      "An méid a tharla d'achainíocha gach mí: cé mhéad acu a fuarthas agus a foilsíodh, cé mhéad a bhain na modhnóirí den tairseach agus cén fáth, cé mhéad síniú a bhain siad den chomhaireamh agus cén fáth, cá fhad a thóg sé ar an Rialtas freagra a thabhairt, agus cá fhad a d'fhan achainíocha nua le hathbhreithniú.",
    back: "Gach achainí",
    now: "Anois",
    awaitingReview: "Achainíocha ag fanacht le hathbhreithniú",
    longestWait: (days: number) => `tá an ceann is sine ag fanacht le ${counted(days, "ga", IRISH_NOUNS.day)}`,
    owedResponse: "Achainíocha a bhfuil freagra an Rialtais ag dul dóibh",
    month: "Mí",
    petitions: "Achainíocha a fuarthas, a foilsíodh agus a baineadh den tairseach",
    received: "Faighte",
    published: "Foilsithe",
    removed: "Bainte den tairseach",
    removedByReason: "Achainíocha a baineadh den tairseach, de réir cúise",
    invalidatedByReason: "Sínithe a baineadh den chomhaireamh, de réir cúise",
    reason: "Cúis",
    count: "Líon",
    noneRemoved: "Níor baineadh aon achainí den tairseach.",
    noneInvalidated: "Níor baineadh aon síniú den chomhaireamh.",
    responses: "Freagraí an Rialtais",
    responsesPublished: "Freagraí a foilsíodh",
    medianDays: "Airmheán na laethanta idir líon na sínithe le haghaidh freagra a bhaint amach agus an freagra",
    reached: "Achainíocha a bhain amach líon na sínithe le haghaidh freagra",
    stillOwed: "Díobh sin, a bhfuil freagra fós ag dul dóibh",
    review: "Athbhreithniú roimh fhoilsiú",
    reviewed: "Achainíocha a foilsíodh tar éis athbhreithnithe",
    medianHours: "Airmheán na n-uaireanta ag fanacht le hathbhreithniú",
    noMedianDays: "níor tugadh aon fhreagra fós",
    noMedianHours: "níor athbhreithníodh aon achainí fós",
    csv: "Na figiúirí céanna i CSV",
    generated: (date: string) =>
      `Léadh na figiúirí ${onDate(date, "ga")}, i míonna UTC. Léitear arís iad gach nóiméad.`,
    unavailable: "Ní féidir na figiúirí a léamh faoi láthair. Bain triail eile as ar ball.",
    removalReasons: {
      offensive: "Maslach, ionsaitheach nó fuafar",
      misleading: "Bréagach nó míthreorach",
      personal: "Eolas pearsanta faoi dhaoine eile",
      unlawful: "D'fhéadfadh sí an dlí a bhriseadh",
      duplicate: "Ar aon dul le hachainí oscailte",
      "not-government": "Ní faoi chúram an Rialtais",
      advertising: "Fógraíocht nó turscar",
      other: "Cúis eile",
    } satisfies Record<RemovalReason | "other", string>,
    invalidationReasons: {
      "rate-abuse": "An iomarca ó aon cheangal amháin",
      duplicate: "Sínithe dúblacha",
      automated: "Tugtha ag ríomhchlár uathoibríoch",
    } satisfies Record<InvalidationReason, string>,
  },
} satisfies Record<Language, unknown>;
