import { dateSpan } from "~/i18n/dates";
import { IRISH_NOUNS } from "~/i18n/irish-numerals";
import type { Language } from "~/i18n/languages";
import { counted } from "~/i18n/plural";
import type { CountInterval } from "./history";

const SIGNATURE = { one: "signature", other: "signatures" };

/**
 * The words of a petition's story on its page: its timeline and the chart of its signatures. The page's
 * loader words each event and passes the words to the island, so they are not in the catalogue every page
 * loads.
 */
export const STORY_WORDS = {
  en: {
    timeline: "What has happened",
    created: "Petition created",
    published: "Published by the moderators",
    responseThreshold: (signatures: number) =>
      `Reached ${counted(signatures, "en", SIGNATURE)}: the Government will respond`,
    debateThreshold: (signatures: number) =>
      `Reached ${counted(signatures, "en", SIGNATURE)}: the petition will be considered for a debate`,
    response: "The Government responded",
    debateOutcome: "The outcome of the debate was published",
    closedOnDeadline: "Closed: its time for signatures ended",
    closedEarly: "Closed to new signatures by the moderators",
    removed: "Removed by the moderators",
    invalidated: (count: number, reason: string) =>
      `The moderators took ${counted(count, "en", SIGNATURE)} out of the count: ${reason}`,
    chart: "Signatures over time",
    caption: { hour: "The count at the end of each hour (UTC).", day: "The count at the end of each day (UTC)." },
    picture: (first: string, last: string) =>
      `A line chart of the count ${dateSpan(first, last, "en")}. The table below gives the same figures.`,
    figures: "Show the figures as a table",
    period: { hour: "Hour (UTC)", day: "Day (UTC)" },
    added: "Change",
    total: "Count",
    feeds: {
      newPetitions: "New petitions",
      newPetitionsAbout: "Petitions as they are published, newest first.",
      responses: "The Government's responses to petitions",
      responsesAbout: "The Government's responses, latest first.",
      petition: (title: string) => `${title}: what has happened`,
      followNew: "New petitions, for a feed reader (Atom)",
      followResponses: "The Government's responses, for a feed reader (Atom)",
      followPetition: "What happens to this petition, for a feed reader (Atom)",
    },
  },
  ga: {
    timeline: "Stair na hachainí",
    created: "Cruthaíodh an achainí",
    published: "D'fhoilsigh na modhnóirí an achainí",
    responseThreshold: (signatures: number) =>
      `Shroich an achainí ${counted(signatures, "ga", IRISH_NOUNS.signature)}: tabharfaidh an Rialtas freagra uirthi`,
    debateThreshold: (signatures: number) =>
      `Shroich an achainí ${counted(signatures, "ga", IRISH_NOUNS.signature)}: breathnófar ar dhíospóireacht a dhéanamh uirthi`,
    response: "Thug an Rialtas freagra",
    debateOutcome: "Foilsíodh toradh na díospóireachta",
    closedOnDeadline: "Dúnadh í: tháinig deireadh lena tréimhse shínithe",
    closedEarly: "Dhún na modhnóirí í do shínithe nua",
    removed: "Bhain na modhnóirí an achainí den tairseach",
    invalidated: (count: number, reason: string) =>
      `Bhain na modhnóirí ${counted(count, "ga", IRISH_NOUNS.signature)} den chomhaireamh: ${reason}`,
    chart: "Sínithe le himeacht ama",
    caption: {
      hour: "An comhaireamh ag deireadh gach uaire (UTC).",
      day: "An comhaireamh ag deireadh gach lae (UTC).",
    },
    picture: (first: string, last: string) =>
      `Cairt líne den chomhaireamh ${dateSpan(first, last, "ga")}. Tugann an tábla thíos na figiúirí céanna.`,
    figures: "Taispeáin na figiúirí i dtábla",
    period: { hour: "Uair (UTC)", day: "Lá (UTC)" },
    added: "Athrú",
    total: "Comhaireamh",
    feeds: {
      newPetitions: "Achainíocha nua",
      newPetitionsAbout: "Achainíocha de réir mar a fhoilsítear iad, an ceann is nuaí ar dtús.",
      responses: "Freagraí an Rialtais ar achainíocha",
      responsesAbout: "Freagraí an Rialtais, an ceann is déanaí ar dtús.",
      petition: (title: string) => `${title}: stair na hachainí`,
      followNew: "Achainíocha nua, do léitheoir fothaí (Atom)",
      followResponses: "Freagraí an Rialtais, do léitheoir fothaí (Atom)",
      followPetition: "Stair na hachainí seo, do léitheoir fothaí (Atom)",
    },
  },
} satisfies Record<Language, unknown>;

export type StoryWords = (typeof STORY_WORDS)["en"];

/** What the chart's island draws with: the words it needs, already in the page's language. */
export type ChartWords = {
  heading: string;
  caption: string;
  picture: string;
  figures: string;
  period: string;
  added: string;
  total: string;
};

/** The chart's words for one series. */
export function chartWords(
  language: Language,
  interval: CountInterval,
  picture: { first: string; last: string },
): ChartWords {
  const t = STORY_WORDS[language];
  return {
    heading: t.chart,
    caption: t.caption[interval],
    picture: t.picture(picture.first, picture.last),
    figures: t.figures,
    period: t.period[interval],
    added: t.added,
    total: t.total,
  };
}
