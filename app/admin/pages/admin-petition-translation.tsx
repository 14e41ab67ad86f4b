import { data, redirect } from "react-router";
import { field, formOf, idOf, staffOf } from "~/admin/console.server";
import { ConsoleFrame, consoleLinkClass, consoleMeta, formatWhen } from "~/admin/frame";
import { ConsoleOutcome, ConsoleSection } from "~/admin/parts";
import { Button } from "~/components/ui/button";
import { Field, Input, Textarea } from "~/components/ui/field";
import { LANGUAGE_NAMES } from "~/i18n/languages";
import { PETITION_LIMITS } from "~/petitions";
import type { Route } from "./+types/admin-petition-translation";

export const meta = consoleMeta;

const SOURCE_NAMES = { petitioner: "the petitioner", staff: "staff", command: "the command line" } as const;

const DONE: Record<string, string> = {
  first: "Translation saved: the petition's pages in both languages show it now.",
  correction: "Correction saved: the pages show it now, and the earlier text is kept below.",
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { admin, staff } = staffOf(context);
  const id = idOf(params.id);
  const [petition, history] = await Promise.all([admin.translations.petition(id), admin.translations.history(id)]);
  if (!petition) throw data("Not Found", { status: 404 });
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    user: { email: staff.email, role: staff.role },
    done: DONE[done] ?? null,
    petition: {
      id: petition.id,
      title: petition.title,
      description: petition.description,
      language: petition.language,
      removed: petition.removed,
      translation: petition.translation
        ? { ...petition.translation, translatedAt: petition.translation.translatedAt.toISOString() }
        : null,
    },
    history: history.map((version) => ({ ...version, at: version.at.toISOString() })),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { admin, staff } = staffOf(context);
  const id = idOf(params.id);
  const form = await formOf(request);
  const input = { title: field(form, "title"), description: field(form, "description") };
  const result = await admin.translations.translate(id, input, staff, admin.requester);
  if (result.status === "not-found") throw data("Not Found", { status: 404 });
  if (result.status === "done") {
    throw redirect(`/admin/petitions/${id}/translation?done=${result.action}`, { status: 303 });
  }
  const errors = result.status === "invalid" ? result.errors : {};
  return data(
    { error: result.message, errors, values: input },
    // Another member of staff holds the petition's lock: as for every other change to it.
    { status: result.status === "locked" ? 409 : 400 },
  );
}

type ActionData = {
  error: string;
  errors: Partial<Record<"title" | "description", string>>;
  values: { title: string; description: string };
};

export default function PetitionTranslation({ loaderData, actionData }: Route.ComponentProps) {
  const { petition, history, done } = loaderData;
  const refused = actionData as ActionData | undefined;
  const target = petition.language === "en" ? "ga" : "en";
  const into = LANGUAGE_NAMES[target];
  const values = refused?.values ?? petition.translation ?? { title: "", description: "" };
  const errors = refused?.errors ?? {};
  const fieldErrors = (["title", "description"] as const).flatMap((name) =>
    errors[name] ? [{ id: `translation-${name}`, message: errors[name] as string }] : [],
  );
  return (
    <ConsoleFrame title={`Translation of petition ${petition.id}`} user={loaderData.user} error={Boolean(refused)}>
      <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        <a href={`/admin/petitions/${petition.id}`} className={consoleLinkClass}>
          Back to the petition
        </a>
        <a href="/admin/translations" className={consoleLinkClass}>
          Back to the translation queue
        </a>
      </p>
      <p className="mt-4 max-w-3xl text-muted-foreground">
        {`The petitioner wrote this petition in ${LANGUAGE_NAMES[petition.language]}: that text stays the original. Write its title and description in ${into}. Saved, the translation shows at once on the petition's ${into} pages, in the list, the search and the feeds; a later correction replaces it there and keeps the earlier text here. Every change is written to the audit log.`}
        {petition.removed
          ? " The petition is removed from the public site: nothing here is shown while it is removed."
          : ""}
      </p>
      <ConsoleOutcome
        refused={refused ? { message: refused.error, fields: fieldErrors } : null}
        done={done}
        className="mt-6 grid gap-4"
      />
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <ConsoleSection id="original" title={`The original (${LANGUAGE_NAMES[petition.language]})`} className="">
          <div lang={petition.language} className="mt-4 grid gap-3">
            <p className="text-lg font-semibold wrap-anywhere">{petition.title}</p>
            <p className="whitespace-pre-line wrap-anywhere">{petition.description}</p>
          </div>
        </ConsoleSection>
        <ConsoleSection id="translation" title={`In ${into}`} className="">
          {petition.translation ? (
            <p className="mt-2 text-sm text-muted-foreground">{`Translated ${formatWhen(petition.translation.translatedAt)}.`}</p>
          ) : (
            <p className="mt-2 text-sm text-muted-foreground">Not translated yet.</p>
          )}
          <form method="post" className="mt-4 grid gap-4">
            <Field id="translation-title" label={`Title in ${into}`} error={errors.title}>
              <Input
                name="title"
                lang={target}
                required
                maxLength={PETITION_LIMITS.title}
                defaultValue={values.title}
              />
            </Field>
            <Field id="translation-description" label={`Description in ${into}`} error={errors.description}>
              <Textarea
                name="description"
                lang={target}
                rows={10}
                required
                maxLength={PETITION_LIMITS.description}
                defaultValue={values.description}
              />
            </Field>
            <div>
              <Button type="submit">{petition.translation ? "Save the correction" : "Save the translation"}</Button>
            </div>
          </form>
        </ConsoleSection>
      </div>
      <ConsoleSection id="history" title="Earlier texts" className="mt-10">
        {history.length > 1 ? (
          <ol className="mt-4 grid gap-4">
            {history.slice(1).map((version) => (
              <li key={version.id} className="rounded-md border border-border p-4">
                <p className="text-sm text-muted-foreground">
                  {`Written ${formatWhen(version.at)} by ${version.by ?? SOURCE_NAMES[version.source]}`}
                </p>
                <div lang={version.language} className="mt-2">
                  <p className="font-semibold wrap-anywhere">{version.title}</p>
                  <p className="whitespace-pre-line wrap-anywhere">{version.description}</p>
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2">
            {history.length === 1
              ? `No earlier text: the translation above was written ${formatWhen(history[0]?.at ?? new Date())} by ${history[0]?.by ?? SOURCE_NAMES[history[0]?.source ?? "staff"]}.`
              : "No earlier text."}
          </p>
        )}
      </ConsoleSection>
    </ConsoleFrame>
  );
}
