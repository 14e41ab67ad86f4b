import { LinkText, TextLink } from "~/components/content/text-link";
import { Accordion } from "~/components/ui/accordion";
import type { Ministry } from "~/content/types";
import { useT } from "~/i18n/language";

/** The ministries, one open at a time, each with its emblem, its remit and a link to its page; on a static page, an island. */
export function MinistryAccordion({ ministries }: { ministries: readonly Ministry[] }) {
  const g = useT().government;
  return (
    <Accordion
      className="mt-6"
      headingLevel={3}
      items={ministries.map((ministry) => ({
        value: ministry.value,
        title: ministry.name,
        content: (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <img
              src={ministry.image}
              alt={ministry.imageAlt}
              width={96}
              height={96}
              className="size-24 shrink-0 rounded-lg"
            />
            <div>
              <p className="max-w-3xl">{ministry.description}</p>
              <p className="mt-3">
                <TextLink to={ministry.link}>
                  <LinkText text={g.ministryLink} context={ministry.name} />
                </TextLink>
              </p>
            </div>
          </div>
        ),
      }))}
    />
  );
}

export default MinistryAccordion;
