import { createContext, use, useMemo } from "react";
import { en, type Messages } from "./en";

export const LANGUAGES = ["en", "ga"] as const;
export type Language = (typeof LANGUAGES)[number];

type LanguageState = {
  language: Language;
  messages: Messages;
};

const LanguageContext = createContext<LanguageState | null>(null);

/** The language of an address: Irish under /ga, English everywhere else. */
export function languageOfPath(pathname: string): Language {
  return /^\/ga(?:\/|$)/.test(pathname) ? "ga" : "en";
}

let irish: Messages | undefined;
let irishLoading: Promise<Messages> | undefined;

/**
 * Loads the Irish catalogue once, on demand; English pages never download it.
 * The same promise is handed out until it settles, so React can wait on it.
 */
export function loadMessages(language: Language): Promise<Messages> {
  if (language === "en") return Promise.resolve(en);
  if (irish) return Promise.resolve(irish);
  irishLoading ??= import("./ga").then(
    (module) => {
      irish = module.ga;
      return module.ga;
    },
    (error: unknown) => {
      irishLoading = undefined;
      throw error;
    },
  );
  return irishLoading;
}

/**
 * A language's catalogue where it must be had at once (route `meta` functions):
 * the server always has Irish; a browser has it on every Irish page.
 */
export function messagesFor(language: Language): Messages {
  return language === "ga" && irish ? irish : en;
}

/** Hands the catalogue over up front where it is bundled anyway (the server renders Irish pages). */
export function provideIrishMessages(messages: Messages): void {
  irish = messages;
}

/**
 * Holds the page's language, which its address gives (English at the spec's
 * paths, Irish under /ga); nothing is stored. An Irish page waits for the Irish
 * catalogue: the server has it, the browser loads it before hydrating an Irish
 * page (entry.client.tsx) or before the switcher moves to one.
 */
export function LanguageProvider({
  children,
  language = "en",
  messages,
}: {
  children: React.ReactNode;
  language?: Language;
  /** The catalogue to use instead of the language's own (tests). */
  messages?: Messages;
}) {
  const catalogue = messages ?? (language === "en" ? en : (irish ?? use(loadMessages(language))));
  const value = useMemo(() => ({ language, messages: catalogue }), [language, catalogue]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useLanguage(): LanguageState {
  const value = use(LanguageContext);
  if (!value) throw new Error("useLanguage must be used inside <LanguageProvider>");
  return value;
}

/** The current language's catalogue. */
export function useT(): Messages {
  return useLanguage().messages;
}
