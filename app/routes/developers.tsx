import { OPERATIONS, type Operation } from "~/api-description/openapi";
import { DEVELOPER_WORDS } from "~/api-description/words";
import { Page } from "~/components/content/page";
import { textLinkClass } from "~/components/content/text-link";
import { useLanguage } from "~/i18n/language";
import { usePage } from "~/pages/use-page";
import type { Route } from "./+types/developers";

const TAGS: Operation["tag"][] = ["petitions", "signatures", "log", "search", "open-data", "description"];

/** A parameter's values as the description gives them: its list, its range, or its type. */
function valuesOf(schema: Record<string, unknown>): string {
  if (Array.isArray(schema.enum)) return schema.enum.join(", ");
  const range = [schema.minimum, schema.maximum].every((bound) => bound !== undefined)
    ? ` ${schema.minimum}–${schema.maximum}`
    : schema.minimum !== undefined
      ? ` ≥ ${schema.minimum}`
      : "";
  return `${String(schema.type ?? "string")}${range}`;
}

/**
 * The operations as the page draws them, read when the page is built (the description's schemas stay on the
 * server: only this plain copy reaches the page).
 */
export function loader() {
  return {
    operations: OPERATIONS.map(({ method, path, id, tag, summary, parameters, body, answers }) => ({
      method,
      path,
      id,
      tag,
      summary,
      parameters: parameters ?? [],
      body: body !== undefined,
      answers: Object.entries(answers).map(([status, answer]) => ({
        status: Number(status),
        description: answer.description,
      })),
    })),
  };
}

type Described = ReturnType<typeof loader>["operations"][number];

/**
 * The public API for developers, in the page's language: every operation of the description
 * (app/api-description/openapi.ts), by section, with its parameters and answers, and the rules of its
 * versions. Drawn at build time like the other pages; no script reads the description in the browser.
 */
export default function DevelopersPage({ loaderData }: Route.ComponentProps) {
  const { language, messages } = useLanguage();
  const page = usePage("routes/developers.tsx");
  const t = DEVELOPER_WORDS[language];
  return (
    <Page title={messages.pages.titles[page.title]} intro={t.intro} width="text">
      <p className="mt-6">
        {/* A file for programs, not a page of the app: a plain link. */}
        <a href="/api/openapi.json" type="application/json" className={textLinkClass}>
          {t.description}
        </a>
      </p>
      <section aria-labelledby="api-versions" className="mt-10">
        <h2 id="api-versions" className="text-2xl font-bold">
          {t.versioning}
        </h2>
        {t.versioningText.map((paragraph) => (
          <p key={paragraph} className="mt-3">
            {paragraph}
          </p>
        ))}
        <p className="mt-3">{t.languageText}</p>
      </section>
      {TAGS.map((tag) => (
        <section key={tag} aria-labelledby={`api-tag-${tag}`} className="mt-10">
          <h2 id={`api-tag-${tag}`} className="text-2xl font-bold">
            {t.tags[tag]}
          </h2>
          {loaderData.operations
            .filter((operation) => operation.tag === tag)
            .map((operation) => (
              <OperationDescription key={operation.id} operation={operation} />
            ))}
        </section>
      ))}
    </Page>
  );
}

function OperationDescription({ operation }: { operation: Described }) {
  const { language } = useLanguage();
  const t = DEVELOPER_WORDS[language];
  const summary = language === "ga" ? (t.summaries[operation.id] ?? operation.summary) : operation.summary;
  const headingId = `api-operation-${operation.id}`;
  return (
    <article aria-labelledby={headingId} className="mt-6 rounded-lg border border-border p-4">
      <h3 id={headingId} className="font-mono text-base font-semibold wrap-anywhere">
        <code lang="en" translate="no">
          {operation.method.toUpperCase()} {operation.path}
        </code>
      </h3>
      <p className="mt-2">{summary}</p>
      {operation.body ? <p className="mt-2 text-sm">{t.body}</p> : null}
      {operation.parameters.length > 0 ? (
        <table className="mt-3 w-full text-sm">
          <caption className="text-left font-semibold">{t.parameters}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3 text-left">
                {t.parameter}
              </th>
              <th scope="col" className="py-1 pr-3 text-left">
                {t.where}
              </th>
              <th scope="col" className="py-1 text-left">
                {t.values}
              </th>
            </tr>
          </thead>
          <tbody>
            {operation.parameters.map((parameter) => (
              <tr key={parameter.name} className="border-t border-border">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  <code lang="en" translate="no">
                    {parameter.name}
                  </code>
                  {parameter.required ? ` (${t.required})` : ""}
                </th>
                <td className="py-1 pr-3">
                  <code lang="en" translate="no">
                    {parameter.in}
                  </code>
                </td>
                <td className="py-1 wrap-anywhere">
                  <code lang="en" translate="no">
                    {valuesOf(parameter.schema)}
                  </code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <table className="mt-3 w-full text-sm">
        <caption className="text-left font-semibold">{t.answers}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-3 text-left">
              {t.status}
            </th>
            <th scope="col" className="py-1 text-left">
              {t.meaning}
            </th>
          </tr>
        </thead>
        <tbody>
          {operation.answers.map((answer) => (
            <tr key={answer.status} className="border-t border-border">
              <th scope="row" className="py-1 pr-3 text-left font-mono font-normal">
                {answer.status}
              </th>
              <td className="py-1">
                {language === "ga" ? (t.statuses[answer.status] ?? answer.description) : answer.description}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
