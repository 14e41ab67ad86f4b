import { cva } from "class-variance-authority";
import type { Announcement, AnnouncementType } from "~/content/types";
import { formatDate } from "~/i18n/dates";
import { useLanguage } from "~/i18n/language";
import { Link } from "~/i18n/localized";
import { cn } from "~/lib/cn";
import { isExternalLink } from "~/lib/links";
import { EmptyState } from "./empty-state";
import { LinkText, textLinkClass } from "./text-link";

/** Button variant per type (spec: alert is destructive, notice primary, any other secondary). */
export function announcementVariant(type: AnnouncementType): "destructive" | "default" | "secondary" {
  if (type === "alert") return "destructive";
  if (type === "notice") return "default";
  return "secondary";
}

/** Spec: alert is the destructive colour, notice the primary, any other type the secondary. */
const cardVariants = cva("rounded-lg border border-border border-l-4 bg-background p-5 shadow-sm", {
  variants: {
    variant: {
      destructive: "border-l-destructive",
      default: "border-l-primary",
      secondary: "border-l-secondary-foreground/40",
    },
  },
});
const badgeVariants = cva("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    variant: {
      destructive: "bg-destructive text-destructive-foreground",
      default: "bg-primary text-primary-foreground",
      secondary: "bg-secondary text-secondary-foreground",
    },
  },
});

/** An announcement's link: in-site paths navigate in the app, other sites open in a new tab. */
export function AnnouncementLink({ announcement }: { announcement: Announcement }) {
  const t = useLanguage().messages.announcements;
  if (isExternalLink(announcement.link)) {
    return (
      <a href={announcement.link} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
        <LinkText text={t.readMore} context={`${announcement.title} ${t.opensInNewTab}`} />
      </a>
    );
  }
  return (
    <Link to={announcement.link} className={textLinkClass}>
      <LinkText text={t.readMore} context={announcement.title} />
    </Link>
  );
}

export function AnnouncementCard({
  announcement,
  headingLevel = 3,
}: {
  announcement: Announcement;
  headingLevel?: 2 | 3;
}) {
  const { language, messages } = useLanguage();
  const t = messages.announcements;
  const variant = announcementVariant(announcement.type);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cardVariants({ variant })} data-type={announcement.type}>
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <span className={badgeVariants({ variant })}>{t.types[announcement.type]}</span>
        <time dateTime={announcement.date}>{formatDate(announcement.date, language)}</time>
      </div>
      <Heading className="mt-3 text-lg font-semibold text-foreground">{announcement.title}</Heading>
      <p className="mt-2 text-muted-foreground">{announcement.content}</p>
      <p className="mt-3">
        <AnnouncementLink announcement={announcement} />
      </p>
    </article>
  );
}

/** A list of announcements, or the spec's empty-state text when there are none. */
export function AnnouncementList({
  announcements,
  emptyText,
  headingLevel = 3,
  className,
}: {
  announcements: readonly Announcement[];
  emptyText: string;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const t = useLanguage().messages.announcements;
  if (announcements.length === 0) return <EmptyState lines={[emptyText, t.checkBack]} />;
  return (
    <ul className={cn("mt-6 grid gap-4", className)}>
      {announcements.map((announcement) => (
        <li key={announcement.id}>
          <AnnouncementCard announcement={announcement} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
