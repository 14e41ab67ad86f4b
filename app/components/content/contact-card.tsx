import { Notice } from "~/components/ui/notice";
import { telHref } from "~/content/contacts";
import type { Contact } from "~/content/types";
import { TextLink, textLinkClass } from "./text-link";

/** A contact's way in: a mailto, a tel: or a help page link. */
export function ContactLink({ contact }: { contact: Contact }) {
  return contact.kind === "email" ? (
    <a href={`mailto:${contact.address}`} className={textLinkClass}>
      {contact.address}
    </a>
  ) : contact.kind === "phone" ? (
    <a href={telHref(contact.number)} className={textLinkClass}>
      {contact.number}
    </a>
  ) : (
    <TextLink to={contact.path}>{contact.label}</TextLink>
  );
}

/** How to reach the office behind a page: a mailto, a tel: or a help page link. */
export function ContactCard({ contact }: { contact: Contact }) {
  return (
    <Notice as="aside" variant="contact" title={contact.heading} className="mt-10">
      <p className="mt-2">{contact.body}</p>
      <p className="mt-3 text-lg">
        <ContactLink contact={contact} />
      </p>
    </Notice>
  );
}
