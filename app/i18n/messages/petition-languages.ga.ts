import type { PetitionLanguagesMessages } from "./petition-languages.en";

/** A petition in both languages, as an Irish page says it: the other language is English. */
export const petitionLanguagesGa = {
  form: {
    notice:
      "Foilsítear gach achainí i mBéarla agus i nGaeilge. Scríobh d'achainí sa teanga is fearr leat: cuireann aistritheoirí na tairsí an teanga eile léi, agus is féidir í a shíniú láithreach. Más féidir leat, scríobh an teideal agus an cur síos i mBéarla freisin.",
    legend: "D'achainí i mBéarla (roghnach)",
    title: "Teideal i mBéarla",
    description: "Cur síos i mBéarla",
    hint: "Fág an dá cheann folamh agus scríobhfaidh aistritheoir iad. Is é do théacs Gaeilge an téacs bunaidh i gcónaí.",
  },
  page: {
    untranslated:
      "Scríobhadh an achainí seo i mBéarla agus níl sí aistrithe go Gaeilge fós. Tá sí ar taispeáint mar a scríobh an t-achainíoch í.",
    translated: "Is aistriúchán Gaeilge é seo ar achainí a scríobhadh i mBéarla.",
    readOriginal: "Léigh an téacs bunaidh i mBéarla",
    original: "Seo téacs bunaidh na hachainí, a scríobhadh i nGaeilge.",
    readTranslation: "Léigh i mBéarla í",
    cardUntranslated: "Níl sí aistrithe go Gaeilge fós",
  },
} satisfies PetitionLanguagesMessages;
