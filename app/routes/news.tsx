import { Link } from "react-router";
import { InfoPage } from "~/components/info/info-page";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/language";

/** The news section is not written yet: say so and lead the visitor home. */
export default function NewsPage() {
  const t = useT().info.news;
  return (
    <InfoPage title={t.title}>
      <div className="mt-8 rounded-lg border border-border bg-muted p-8 text-center">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mx-auto size-10 text-muted-foreground"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="2" y="6" width="20" height="8" rx="1" />
          <path d="M7 3v3M17 3v3M7 14v7M17 14v7M6 6l8 8M12 6l8 8M2 9l5 5" />
        </svg>
        <h2 className="mt-4 text-xl font-semibold text-foreground">{t.heading}</h2>
        <p className="mt-2 text-muted-foreground">{t.body}</p>
        <Button asChild className="mt-6">
          <Link to="/">{t.home}</Link>
        </Button>
      </div>
    </InfoPage>
  );
}
