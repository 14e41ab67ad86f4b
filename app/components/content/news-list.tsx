import type { NewsArticle } from "~/content/types";
import { formatDate } from "~/i18n/dates";
import { useLanguage } from "~/i18n/language";
import { Link } from "~/i18n/localized";
import { EmptyState } from "./empty-state";

/** The latest news articles, or 'No News Yet' when there are none (spec). */
export function NewsList({ articles }: { articles: readonly NewsArticle[] }) {
  const { language, messages } = useLanguage();
  const t = messages.news.empty;
  if (articles.length === 0) return <EmptyState heading={t.heading} lines={[t.body]} />;
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.link} className="relative overflow-hidden rounded-lg border border-border bg-background">
          <img
            src={article.imageUrl}
            alt={article.imageAlt}
            loading="lazy"
            decoding="async"
            className="aspect-video w-full object-cover"
          />
          <div className="p-5">
            <p className="text-sm text-muted-foreground">
              {article.category} · <time dateTime={article.date}>{formatDate(article.date, language)}</time>
            </p>
            <h3 className="mt-2 text-lg font-semibold">
              <Link to={article.link} className="text-primary underline-offset-4 hover:underline">
                {article.title}
              </Link>
            </h3>
            <p className="mt-2 text-sm text-muted-foreground">{article.excerpt}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
