import { createContext, use, useMemo } from "react";
import { languageOfAddress } from "./addresses";
import type { Messages } from "./en";
import type { Language } from "./languages";

export type { Language } from "./languages";

/** English first, then Irish. */
export const LANGUAGES = ["en", "ga"] as const satisfies readonly Language[];

type LanguageState = {
  language: Language;
  messages: Messages;
};

const LanguageContext = createContext<LanguageState | null>(null);

/** The language of an address: Irish under /ga, English everywhere else. */
export const languageOfPath: (pathname: string) => Language = languageOfAddress;

const catalogues: Partial<Record<Language, Messages>> = {};
const loading: Partial<Record<Language, Promise<Messages>>> = {};

/** Each catalogue is a chunk of its own: a page downloads only its language's. */
const CATALOGUE_IMPORTS: Record<Language, () => Promise<Messages>> = {
  en: () => import("./en").then((module) => module.en),
  ga: () => import("./ga").then((module) => module.ga),
};

/**
 * Loads a language's catalogue once, on demand: English pages never download the Irish one,
 * nor Irish pages the English one. The same promise is handed out until it settles, so React
 * can wait on it.
 */
export function loadMessages(language: Language): Promise<Messages> {
  const loaded = catalogues[language];
  if (loaded) return Promise.resolve(loaded);
  loading[language] ??= CATALOGUE_IMPORTS[language]().then(
    (messages) => {
      catalogues[language] = messages;
      return messages;
    },
    (error: unknown) => {
      delete loading[language];
      throw error;
    },
  );
  return loading[language];
}

/**
 * A language's catalogue where it must be had at once (route `meta` functions): the server has
 * both; a browser has the page's own, loaded before it hydrates, and the other once the
 * language switcher has moved to it.
 */
export function messagesFor(language: Language): Messages {
  const messages = catalogues[language] ?? catalogues.en ?? catalogues.ga;
  if (!messages) throw new Error("No catalogue is loaded yet: load the page's with loadMessages first");
  return messages;
}

/** Hands a catalogue over up front where it is bundled anyway (the server renders both languages; tests). */
export function provideMessages(language: Language, messages: Messages): void {
  catalogues[language] = messages;
}

/**
 * Holds the page's language, which its address gives (English at the spec's
 * paths, Irish under /ga); nothing is stored. It waits for the language's
 * catalogue: the server has both, the browser loads the page's before hydrating
 * (entry.client.tsx, app/islands/client.tsx) and the other before the switcher
 * moves to it.
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
  const catalogue = messages ?? catalogues[language] ?? use(loadMessages(language));
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
