import { TextLink } from "~/components/content/text-link";
import { articleLink } from "~/content/constitution-links";
import { NATIONAL_SYMBOLS, SYMBOL_KEYS, type SymbolText } from "~/content/symbols";
import { useLanguage } from "~/i18n/language";
import { WithLanguageParts } from "~/i18n/language-parts";
import { NationalFlag } from "./national-flag";

function Paragraphs({ symbol }: { symbol: SymbolText }) {
  return symbol.paragraphs.map((paragraph) => (
    <p key={paragraph} className="mt-2 max-w-3xl text-foreground">
      <WithLanguageParts text={paragraph} />
    </p>
  ));
}

/** The flag (drawn, and described in words), the coat of arms, the anthem and the national day. */
export function NationalSymbols() {
  const { language, messages } = useLanguage();
  const symbols = NATIONAL_SYMBOLS[language];
  return (
    <>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        {symbols.intro} <TextLink to={articleLink(3)}>{messages.government.symbolsArticleLink}</TextLink>.
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        {SYMBOL_KEYS.map((key) => {
          const symbol = symbols[key];
          return (
            <div key={key}>
              <h3 className="text-lg font-semibold text-foreground">{symbol.heading}</h3>
              {key === "flag" ? (
                <figure className="mt-3 max-w-md">
                  <NationalFlag name={symbols.flag.imageName} />
                  <figcaption className="mt-2 text-sm text-muted-foreground">{symbols.flag.description}</figcaption>
                </figure>
              ) : null}
              <Paragraphs symbol={symbol} />
            </div>
          );
        })}
      </div>
    </>
  );
}
