import { Link } from "react-router";
import { InfoPage, TEXT_LINK } from "~/components/info/info-page";
import { SITEMAP, type SitemapEntry } from "~/content/sitemap";
import { useT } from "~/i18n/language";

function SitemapList({ entries, nested = false }: { entries: readonly SitemapEntry[]; nested?: boolean }) {
  const labels = useT().info.sitemap.links;
  return (
    <ul className={nested ? "mt-2 space-y-2 border-l-2 border-border pl-4" : "mt-4 space-y-3"}>
      {entries.map((entry) => (
        <li key={entry.path}>
          <Link to={entry.path} className={TEXT_LINK}>
            {labels[entry.path]}
          </Link>
          {entry.children && <SitemapList entries={entry.children} nested />}
        </li>
      ))}
    </ul>
  );
}

export default function SitemapPage() {
  const t = useT().info.sitemap;
  return (
    <InfoPage title={t.title} wide>
      <p className="mt-4 text-lg text-muted-foreground">{t.intro}</p>
      <div className="mt-8 grid gap-10 md:grid-cols-2">
        {SITEMAP.map((column) => (
          <section key={column.id} aria-labelledby={`sitemap-${column.id}`}>
            <h2 id={`sitemap-${column.id}`} className="border-b border-border pb-2 text-xl font-semibold">
              {t.columns[column.id]}
            </h2>
            <SitemapList entries={column.entries} />
          </section>
        ))}
      </div>
    </InfoPage>
  );
}
