import { render } from "@testing-library/react";
import { en } from "~/i18n/en";
import { ga } from "~/i18n/ga";
import { type Language, LanguageProvider } from "~/i18n/language";

/** Draws `ui` in `language`, with that language's messages. */
export function renderInLanguage(ui: React.ReactNode, language: Language = "en"): ReturnType<typeof render> {
  return render(
    <LanguageProvider language={language} messages={language === "ga" ? ga : en}>
      {ui}
    </LanguageProvider>,
  );
}
