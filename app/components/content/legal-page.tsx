import { ButtonLink } from "~/components/content/button-link";
import { DATA_PROTECTION_EMAIL, type LegalDocument } from "~/content/legal";
import { formatDate } from "~/i18n/dates";
import { useLanguage } from "~/i18n/language";
import { Page, TextSection } from "./page";
import { Prose } from "./prose";
import { TextLink, textLinkClass } from "./text-link";

type Props = {
  title: string;
  /** "Effective date" or "Last updated". */
  dateLabel: string;
  /** The page's date as YYYY-MM-DD, shown in the page's language. */
  date: string;
  document: LegalDocument;
  /** Number the section headings 1., 2., … */
  numbered?: boolean;
  /** The other legal page, linked at the end. */
  related: { to: string; label: string };
};

/** A legal text: its date, introduction, sections, a link to its companion page and the way home. */
export function LegalPage({ title, dateLabel, date, document, numbered = false, related }: Props) {
  const { language, messages } = useLanguage();
  const t = messages.legal;
  return (
    <Page title={title} width="text">
      <p className="mt-3 text-sm text-muted-foreground">
        {dateLabel}: <time dateTime={date}>{formatDate(date, language)}</time>
      </p>
      <p className="mt-6 text-lg text-foreground">{document.intro}</p>

      {document.sections.map((section, index) => (
        <TextSection key={section.heading} heading={numbered ? `${index + 1}. ${section.heading}` : section.heading}>
          <Prose section={section} />
          {section.contactLabel && (
            <p className="mt-3 text-foreground">
              {section.contactLabel}:{" "}
              <a href={`mailto:${DATA_PROTECTION_EMAIL}`} className={textLinkClass}>
                {DATA_PROTECTION_EMAIL}
              </a>
            </p>
          )}
        </TextSection>
      ))}

      <p className="mt-10 border-t border-border pt-6 text-foreground">
        {t.seeAlso} <TextLink to={related.to}>{related.label}</TextLink>
      </p>
      <ButtonLink to="/" className="mt-6">
        {t.backHome}
      </ButtonLink>
    </Page>
  );
}
