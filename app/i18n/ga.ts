import type { Messages } from "./en";
import { formsGa } from "./messages/forms.ga";
import { infoGa } from "./messages/info.ga";
import { pagesGa } from "./messages/pages.ga";
import { petitionsGa } from "./messages/petitions.ga";
import { shellGa } from "./messages/shell.ga";

/** The Irish catalogue, loaded on demand. A missing key fails the typecheck. */
export const ga = {
  shell: shellGa,
  pages: pagesGa,
  forms: formsGa,
  petitions: petitionsGa,
  info: infoGa,
} satisfies Messages;
