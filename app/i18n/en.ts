import { formsEn } from "./messages/forms.en";
import { pagesEn } from "./messages/pages.en";
import { petitionsEn } from "./messages/petitions.en";
import { shellEn } from "./messages/shell.en";

/** The English catalogue: the source every other language is typed against. */
export const en = {
  shell: shellEn,
  pages: pagesEn,
  forms: formsEn,
  petitions: petitionsEn,
};

export type Messages = typeof en;
