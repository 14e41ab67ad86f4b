import { textLinkClass } from "~/components/content/text-link";
import { addressOf } from "~/i18n/addresses";
import type { Language } from "~/i18n/languages";
import type { PetitionLanguagesMessages } from "~/i18n/messages/petition-languages.en";
import type { PublicPetition } from "./fields";
import { petitionPath } from "./paths";

/**
 * What a petition's page says about its languages, in the page's language: that it is a translation, with
 * a link to the original (the petition's page in the language it was written in); that it is the
 * original, with a link to its translation; or, while it waits for its translation, that it is shown as
 * its petitioner wrote it. The links lead to the other language's page, so they are plain links.
 */
export function PetitionLanguageNote({
  petition,
  language,
  words,
}: {
  petition: Pick<PublicPetition, "id" | "language" | "translations">;
  language: Language;
  words: PetitionLanguagesMessages["page"];
}) {
  const other: Language = language === "en" ? "ga" : "en";
  const link = (to: Language, text: string) => (
    <a href={addressOf(petitionPath(petition.id), to)} hrefLang={to} className={textLinkClass}>
      {text}
    </a>
  );
  if (petition.language !== language) {
    if (!petition.translations[language]) {
      return (
        <p className="mt-4 border-l-4 border-primary bg-muted p-4" data-testid="petition-language">
          {words.untranslated}
        </p>
      );
    }
    return (
      <p className="mt-4 text-muted-foreground" data-testid="petition-language">
        {`${words.translated} `}
        {link(petition.language, words.readOriginal)}
      </p>
    );
  }
  if (!petition.translations[other]) return null;
  return (
    <p className="mt-4 text-muted-foreground" data-testid="petition-language">
      {`${words.original} `}
      {link(other, words.readTranslation)}
    </p>
  );
}
