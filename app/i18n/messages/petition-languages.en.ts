/**
 * A petition in both languages (part of the petitions namespace): what the creation form says about the
 * other language, and what a petition's page and cards say about its original and its translation.
 * Each catalogue speaks from its own page: on an English page, the other language is Irish.
 */
export const petitionLanguagesEn = {
  form: {
    notice:
      "Every petition is published in English and in Irish. Write yours in the language you prefer: the portal's translators add the other language, and your petition can be signed at once. If you can, write the title and description in Irish too.",
    legend: "Your petition in Irish (optional)",
    title: "Title in Irish",
    description: "Description in Irish",
    hint: "Leave both empty and a translator will write them. Your English text stays the original.",
  },
  page: {
    /** On the page of a petition written in the other language that has no translation yet. */
    untranslated:
      "This petition was written in Irish and is not yet translated into English. It is shown as its petitioner wrote it.",
    /** On the page of a translated petition written in the other language. */
    translated: "This is an English translation of a petition written in Irish.",
    readOriginal: "Read the original in Irish",
    /** On the page of a petition written in this language that has a translation. */
    original: "This is the original text of the petition, written in English.",
    readTranslation: "Read it in Irish",
    /** A card whose petition is not yet in this language. */
    cardUntranslated: "Not yet translated into English",
  },
};

export type PetitionLanguagesMessages = typeof petitionLanguagesEn;
