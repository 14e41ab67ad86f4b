import { ContactLink } from "~/components/content/contact-card";
import { TextSection } from "~/components/content/page";
import { TextLink, textLinkClass } from "~/components/content/text-link";
import { GovPage } from "~/components/government/gov-page";
import { noticeVariants } from "~/components/ui/notice";
import { CONTACT_PAGE, type OfficeContact } from "~/content/contact-page";
import { GENERAL_EMAIL, GENERAL_PHONE, MINISTRY_CONTACTS, telHref } from "~/content/contacts";
import { MINISTRIES } from "~/content/government";
import { MINISTRY_IDS } from "~/content/ministry-pages";
import type { Contact } from "~/content/types";
import { useLanguage } from "~/i18n/language";
import { cn } from "~/lib/cn";
import { usePage } from "~/pages/use-page";

/** A part of the page: a second-level heading, its opening text, and what follows. */
function Section({
  id,
  heading,
  body,
  first = false,
  children,
}: {
  id: string;
  heading: string;
  body: React.ReactNode;
  first?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <TextSection id={id} heading={heading} className={first ? "mt-8" : "mt-10"}>
      <p className="mt-3 text-foreground">{body}</p>
      {children}
    </TextSection>
  );
}

function Office({ office }: { office: OfficeContact }) {
  return (
    <li className="rounded-lg border border-border p-4">
      <h3 className="font-semibold text-foreground">{office.name}</h3>
      <p className="mt-1 break-words">
        <a href={`mailto:${office.email}`} className={textLinkClass}>
          {office.email}
        </a>
      </p>
      {office.phone ? (
        <p className="mt-1">
          <a href={telHref(office.phone)} className={textLinkClass}>
            {office.phone}
          </a>
        </p>
      ) : null}
    </li>
  );
}

function EmergencyLine({ item }: { item: Contact }) {
  return (
    <li className={cn(noticeVariants({ variant: "contact" }), "p-4")}>
      <h3 className="font-semibold">{item.heading}</h3>
      <p className="mt-1">{item.body}</p>
      <p className="mt-2 text-lg">
        <ContactLink contact={item} />
      </p>
    </li>
  );
}

/** How to reach the Government: general enquiries, every office, and where to turn in an emergency. */
export default function ContactPage() {
  const { language, messages } = useLanguage();
  const t = messages.gov;
  const page = CONTACT_PAGE[language];
  const entry = usePage("routes/contact.tsx");
  const ministries: OfficeContact[] = MINISTRY_IDS.map((id) => ({
    name: MINISTRIES[language].find((ministry) => ministry.value === id)?.name ?? id,
    ...MINISTRY_CONTACTS[id],
  }));

  return (
    <GovPage title={messages.pages.titles[entry.title]} intro={page.intro}>
      <Section id="contact-general" heading={page.general.heading} body={page.general.body} first>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-foreground">
          <dt className="font-medium">{t.contact.phone}</dt>
          <dd>
            <a href={telHref(GENERAL_PHONE)} className={textLinkClass}>
              {GENERAL_PHONE}
            </a>
            <span className="block text-sm text-muted-foreground">{page.general.domestic}</span>
          </dd>
          <dt className="font-medium">{t.contact.email}</dt>
          <dd className="break-words">
            <a href={`mailto:${GENERAL_EMAIL}`} className={textLinkClass}>
              {GENERAL_EMAIL}
            </a>
          </dd>
          <dt className="font-medium">{page.general.hoursLabel}</dt>
          <dd>{page.general.hours}</dd>
        </dl>
      </Section>

      <Section id="contact-visit" heading={page.visit.heading} body={page.visit.body}>
        <address className="mt-3 not-italic text-foreground">
          {page.visit.postalLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </Section>

      <Section id="contact-offices" heading={page.offices.heading} body={page.offices.intro}>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {[...ministries, ...page.offices.others].map((office) => (
            <Office key={office.email} office={office} />
          ))}
        </ul>
      </Section>

      <Section id="contact-emergencies" heading={page.emergencies.heading} body={page.emergencies.intro}>
        <ul className="mt-4 space-y-4">
          {page.emergencies.items.map((item) => (
            <EmergencyLine key={item.heading} item={item} />
          ))}
        </ul>
      </Section>

      <Section id="contact-forms" heading={page.forms.heading} body={page.forms.body} />

      <Section
        id="contact-petitions"
        heading={page.petitions.heading}
        body={
          <>
            {page.petitions.body} <TextLink to="/petitions">{page.petitions.linkLabel}</TextLink>
          </>
        }
      />
    </GovPage>
  );
}
