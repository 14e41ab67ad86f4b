import { createContext, use, useCallback, useEffect, useMemo, useState } from "react";
import { en, type Messages } from "./en";

export const LANGUAGES = ["en", "ga"] as const;
export type Language = (typeof LANGUAGES)[number];

/** BCP 47 tags used for Intl formatting of dates and times. */
export const LOCALES: Record<Language, string> = { en: "en-IE", ga: "ga-IE" };

type LanguageState = {
  language: Language;
  messages: Messages;
  setLanguage: (language: Language) => Promise<void>;
};

const LanguageContext = createContext<LanguageState | null>(null);

let irish: Messages | undefined;

/** Loads the Irish catalogue once; English pages never download it. */
export async function loadMessages(language: Language): Promise<Messages> {
  if (language === "en") return en;
  if (!irish) irish = (await import("./ga")).ga;
  return irish;
}

/**
 * Holds the page's language. English on every fresh load and never persisted
 * (spec: the choice lives in the page only); in-app navigation keeps it.
 */
export function LanguageProvider({
  children,
  initial = "en",
  initialMessages = en,
}: {
  children: React.ReactNode;
  initial?: Language;
  initialMessages?: Messages;
}) {
  const [state, setState] = useState({ language: initial, messages: initialMessages });

  const setLanguage = useCallback(async (language: Language) => {
    const messages = await loadMessages(language);
    setState({ language, messages });
  }, []);

  useEffect(() => {
    document.documentElement.lang = state.language;
  }, [state.language]);

  const value = useMemo(() => ({ ...state, setLanguage }), [state, setLanguage]);
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
