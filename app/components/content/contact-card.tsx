import { telHref } from "~/content/contacts";
import type { Contact } from "~/content/types";
import { TextLink, textLinkClass } from "./text-link";

/** How to reach the office behind a page: a mailto, a tel: or a help page link. */
export function ContactCard({ contact }: { contact: Contact }) {
  return (
    <aside className="mt-10 rounded-lg border-l-4 border-primary bg-secondary p-6 text-secondary-foreground">
      <h2 className="text-xl font-semibold">{contact.heading}</h2>
      <p className="mt-2">{contact.body}</p>
      <p className="mt-3 text-lg">
        {contact.kind === "email" ? (
          <a href={`mailto:${contact.address}`} className={textLinkClass}>
            {contact.address}
          </a>
        ) : contact.kind === "phone" ? (
          <a href={telHref(contact.number)} className={textLinkClass}>
            {contact.number}
          </a>
        ) : (
          <TextLink to={contact.path}>{contact.label}</TextLink>
        )}
      </p>
    </aside>
  );
}
