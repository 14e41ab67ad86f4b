import { LANGUAGES, type Language, useLanguage } from "~/i18n/language";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * English / Gaeilge. The language is page state (spec), so the switcher needs
 * JavaScript; without it, it is not offered rather than shown doing nothing.
 */
export function LanguageSwitcher({ onChange, className }: { onChange?: () => void; className?: string }) {
  const { language, messages, setLanguage } = useLanguage();
  const hydrated = useHydrated();
  const t = messages.shell.language;
  if (!hydrated) return null;

  const choose = async (next: Language) => {
    await setLanguage(next);
    onChange?.();
  };

  return (
    <fieldset className={cn("flex items-center gap-1", className)}>
      <legend className="sr-only">{t.label}</legend>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={language === code}
          onClick={() => void choose(code)}
          className={cn(
            "rounded-md px-2.5 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus",
            language === code
              ? "bg-primary text-primary-foreground"
              : "text-foreground underline-offset-4 hover:bg-accent hover:underline",
          )}
        >
          {t[code]}
        </button>
      ))}
    </fieldset>
  );
}
