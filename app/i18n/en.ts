import { formsEn } from "./messages/forms.en";
import { infoEn } from "./messages/info.en";
import { pagesEn } from "./messages/pages.en";
import { petitionsEn } from "./messages/petitions.en";
import { shellEn } from "./messages/shell.en";

/** The English catalogue: the source every other language is typed against. */
export const en = {
  shell: shellEn,
  pages: pagesEn,
  forms: formsEn,
  petitions: petitionsEn,
  info: infoEn,
};

export type Messages = typeof en;
