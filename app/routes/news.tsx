import { ComingSoon } from "~/components/content/coming-soon";
import { useT } from "~/i18n/language";
import { usePage } from "~/pages/use-page";

/** The news section is not written yet: say so and lead the visitor home. */
export default function NewsPage() {
  const { pages, news } = useT();
  const page = usePage("routes/news.tsx");
  return <ComingSoon title={pages.titles[page.title]} words={news} icon={<UnderConstruction />} />;
}

function UnderConstruction() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mx-auto mb-4 size-10 text-muted-foreground"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="2" y="6" width="20" height="8" rx="1" />
      <path d="M7 3v3M17 3v3M7 14v7M17 14v7M6 6l8 8M12 6l8 8M2 9l5 5" />
    </svg>
  );
}
