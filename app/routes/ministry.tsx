import { ContactCard } from "~/components/content/contact-card";
import { TextSection } from "~/components/content/page";
import { ServiceList } from "~/components/content/service-list";
import { TextLink, textLinkClass } from "~/components/content/text-link";
import { GovPage } from "~/components/government/gov-page";
import { CONTACT_PAGE } from "~/content/contact-page";
import { MINISTRY_CONTACTS, telHref } from "~/content/contacts";
import { MINISTRIES } from "~/content/government";
import { MINISTRY_PAGES, type MinistryId } from "~/content/ministry-pages";
import { useLanguage } from "~/i18n/language";
import type { PageOf } from "~/pages/pages";
import { usePage } from "~/pages/use-page";

/** The ministry each ministry page is about; a new ministry page that is not here does not compile. */
const MINISTRY_OF: Record<PageOf<"routes/ministry.tsx">["path"], MinistryId> = {
  "/government/ministries/foreign-affairs": "foreign-affairs",
  "/government/ministries/finance": "finance",
  "/government/ministries/education": "education",
  "/government/ministries/health": "health",
  "/government/ministries/defense": "defense",
};

/** One screen for the five ministries: role, minister, services on the portal and contact. */
export default function MinistryPage() {
  const { language, messages } = useLanguage();
  const t = messages.gov;
  const entry = usePage("routes/ministry.tsx");
  const id = MINISTRY_OF[entry.path];
  const page = MINISTRY_PAGES[language][id];
  const ministry = MINISTRIES[language].find((candidate) => candidate.value === id);
  const contact = MINISTRY_CONTACTS[id];
  const hours = CONTACT_PAGE[language].general;

  return (
    <GovPage title={messages.pages.titles[entry.title]} intro={page.intro}>
      <div className="mt-6 flex items-center gap-4">
        {ministry ? (
          <img src={ministry.image} alt={ministry.imageAlt} width={64} height={64} className="size-16 shrink-0" />
        ) : null}
        <p className="font-medium text-foreground">{page.minister}</p>
      </div>

      <TextSection id="ministry-work" heading={t.ministry.responsibilities}>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-foreground">
          {page.responsibilities.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </TextSection>

      <TextSection id="ministry-services" heading={t.ministry.services}>
        <ServiceList services={page.services} headingLevel={3} columns={2} className="mt-4" />
      </TextSection>

      <TextSection id="ministry-contact" heading={t.ministry.contact}>
        <p className="mt-3 text-foreground">{page.contactBody}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-foreground">
          <dt className="font-medium">{t.contact.email}</dt>
          <dd>
            <a href={`mailto:${contact.email}`} className={textLinkClass}>
              {contact.email}
            </a>
          </dd>
          <dt className="font-medium">{t.contact.phone}</dt>
          <dd>
            <a href={telHref(contact.phone)} className={textLinkClass}>
              {contact.phone}
            </a>
          </dd>
          <dt className="font-medium">{hours.hoursLabel}</dt>
          <dd>{hours.hours}</dd>
        </dl>
      </TextSection>

      {page.hotline ? <ContactCard contact={{ kind: "phone", ...page.hotline }} /> : null}

      <p className="mt-10">
        <TextLink to="/government/ministries">{t.ministry.allMinistries}</TextLink>
      </p>
    </GovPage>
  );
}
