import { OPERATIONS, type Operation } from "~/api-description/openapi.server";
import { DESCRIPTION_FORMAT, DEVELOPER_WORDS } from "~/api-description/words";
import { Page } from "~/components/content/page";
import { textLinkClass } from "~/components/content/text-link";
import { DataTable } from "~/components/ui/data-table";
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
 * (app/api-description/openapi.server.ts), by section, with its parameters and answers, and the rules of its
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
          {t.description}{" "}
          <span lang="en" translate="no">
            {DESCRIPTION_FORMAT}
          </span>
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
        <DataTable
          caption={t.parameters}
          columns={[t.parameter, t.where, t.values]}
          words={3}
          rows={operation.parameters.map((parameter) => ({
            key: parameter.name,
            cells: [
              <>
                <code lang="en" translate="no">
                  {parameter.name}
                </code>
                {parameter.required ? ` (${t.required})` : ""}
              </>,
              <code key="in" lang="en" translate="no">
                {parameter.in}
              </code>,
              <code key="values" lang="en" translate="no" className="wrap-anywhere">
                {valuesOf(parameter.schema)}
              </code>,
            ],
          }))}
        />
      ) : null}
      <DataTable
        caption={t.answers}
        columns={[t.status, t.meaning]}
        words={2}
        rows={operation.answers.map((answer) => ({
          key: String(answer.status),
          cells: [
            String(answer.status),
            language === "ga" ? (t.statuses[answer.status] ?? answer.description) : answer.description,
          ],
        }))}
      />
    </article>
  );
}
