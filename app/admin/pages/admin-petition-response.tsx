import { data, redirect } from "react-router";
import { field, formOf, idOf, staffOf } from "~/admin/console.server";
import { ConsoleFrame, consoleLinkClass, consoleMeta, formatWhen } from "~/admin/frame";
import { ConsoleOutcome, ConsoleSection } from "~/admin/parts";
import { Button } from "~/components/ui/button";
import { Field, Textarea } from "~/components/ui/field";
import { ANSWER_KINDS, ANSWER_TEXT_MAX, type AnswerErrors, type AnswerKind } from "~/petitions";
import type { Route } from "./+types/admin-petition-response";

export const meta = consoleMeta;

const isKind = (value: string): value is AnswerKind => (ANSWER_KINDS as readonly string[]).includes(value);

/** Each kind's words on this page. */
const TEXT: Record<AnswerKind, { heading: string; en: string; ga: string; hint: string }> = {
  response: {
    heading: "Government response",
    en: "Response in English",
    ga: "Response in Irish",
    hint: "Owed once the petition reaches the response threshold (PETITION_RESPONSE_THRESHOLD).",
  },
  debate: {
    heading: "Debate outcome",
    en: "Debate outcome in English",
    ga: "Debate outcome in Irish",
    hint: "Written after the debate, once the petition reaches the debate threshold (PETITION_DEBATE_THRESHOLD).",
  },
};

const DONE: Record<string, string> = {
  saved: "Draft saved. It is not public until it is published.",
  published: "Published: the petition's page shows it in English and Irish.",
  edited: "Changes saved: the petition's page shows them now.",
  unpublished: "Unpublished: it is off the petition's page and kept as a draft.",
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { admin, staff } = staffOf(context, "admin");
  const id = idOf(params.id);
  const current = await admin.responses.read(id);
  if (!current) throw data("Not Found", { status: 404 });
  const url = new URL(request.url);
  const kind = url.searchParams.get("kind") ?? "";
  const done = url.searchParams.get("done") ?? "";
  return {
    user: { email: staff.email, role: staff.role },
    done: isKind(kind) && DONE[done] ? { kind, message: DONE[done] } : null,
    petition: {
      id: current.id,
      title: current.title,
      language: current.language,
      hidden: current.hidden,
      responseThresholdAt: current.responseThresholdAt?.toISOString() ?? null,
      debateThresholdAt: current.debateThresholdAt?.toISOString() ?? null,
    },
    answers: Object.fromEntries(
      ANSWER_KINDS.map((each) => {
        const answer = current.answers[each];
        return [
          each,
          {
            en: answer.en ?? "",
            ga: answer.ga ?? "",
            publishedAt: answer.publishedAt?.toISOString() ?? null,
            updatedAt: answer.updatedAt?.toISOString() ?? null,
            updatedBy: answer.updatedBy,
          },
        ];
      }),
    ) as Record<
      AnswerKind,
      { en: string; ga: string; publishedAt: string | null; updatedAt: string | null; updatedBy: string | null }
    >,
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { admin, staff } = staffOf(context, "admin");
  const id = idOf(params.id);
  const form = await formOf(request);
  const kind = field(form, "kind");
  const intent = field(form, "intent");
  if (!isKind(kind))
    return data(
      { kind: null, error: "Choose the response or the debate outcome.", errors: {}, values: null },
      { status: 400 },
    );
  const input = { en: field(form, "en"), ga: field(form, "ga") };
  const who = [staff, admin.requester] as const;
  const { responses } = admin;
  const result =
    intent === "save"
      ? await responses.save(id, kind, input, ...who)
      : intent === "publish"
        ? await responses.publish(id, kind, input, ...who)
        : intent === "unpublish"
          ? await responses.unpublish(id, kind, ...who)
          : null;
  if (result === null) {
    return data({ kind, error: "Choose to save, publish or unpublish.", errors: {}, values: input }, { status: 400 });
  }
  if (result.status === "not-found") throw data("Not Found", { status: 404 });
  if (result.status === "done") {
    throw redirect(`/admin/petitions/${id}/response?kind=${kind}&done=${result.action}#${kind}-heading`, {
      status: 303,
    });
  }
  return data(
    { kind, error: result.message, errors: result.errors, values: input },
    // Another member of staff holds the petition's lock: as for every other change to it.
    { status: result.status === "locked" ? 409 : 400 },
  );
}

type ActionData = {
  kind: AnswerKind | null;
  error: string;
  errors: AnswerErrors;
  values: { en: string; ga: string } | null;
};

export default function PetitionResponse({ loaderData, actionData }: Route.ComponentProps) {
  const { petition, answers, done } = loaderData;
  const refused = actionData as ActionData | undefined;
  return (
    <ConsoleFrame title={`Responses to petition ${petition.id}`} user={loaderData.user} error={Boolean(refused)}>
      <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        <a href={`/admin/petitions/${petition.id}`} className={consoleLinkClass}>
          Back to the petition
        </a>
        <a href="/admin/queue" className={consoleLinkClass}>
          Back to the queue
        </a>
      </p>
      <p className="mt-4 max-w-3xl">
        <span lang={petition.language} className="font-semibold">
          {petition.title}
        </span>
        {petition.hidden ? " (removed from the public site: nothing here is shown while it is removed)" : ""}
      </p>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        Write each text in English and in Irish. A draft may have one language; publishing needs both, and dates the
        text. The petition's page then shows it in the page's language, and every change is written to the audit log.
      </p>
      {ANSWER_KINDS.map((kind) => (
        <AnswerForm
          key={kind}
          kind={kind}
          answer={answers[kind]}
          crossedAt={kind === "response" ? petition.responseThresholdAt : petition.debateThresholdAt}
          done={done?.kind === kind ? done.message : null}
          refused={refused?.kind === kind ? refused : null}
        />
      ))}
      {refused && refused.kind === null ? (
        <ConsoleOutcome refused={{ message: refused.error }} className="mt-6" />
      ) : null}
    </ConsoleFrame>
  );
}

function AnswerForm({
  kind,
  answer,
  crossedAt,
  done,
  refused,
}: {
  kind: AnswerKind;
  answer: { en: string; ga: string; publishedAt: string | null; updatedAt: string | null; updatedBy: string | null };
  crossedAt: string | null;
  done: string | null;
  refused: ActionData | null;
}) {
  const text = TEXT[kind];
  const published = answer.publishedAt !== null;
  const values = refused?.values ?? answer;
  const errors = refused?.errors ?? {};
  const fieldErrors = (["en", "ga"] as const).flatMap((language) =>
    errors[language] ? [{ id: `${kind}-${language}`, message: errors[language] as string }] : [],
  );
  return (
    <ConsoleSection id={kind} title={text.heading} className="mt-10">
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="font-semibold">State</dt>
        <dd data-testid={`${kind}-state`}>
          {published
            ? `Published ${formatWhen(answer.publishedAt as string)}`
            : answer.updatedAt
              ? "Draft (not public)"
              : "Not written"}
        </dd>
        <dt className="font-semibold">Threshold</dt>
        <dd>{crossedAt ? `Reached ${formatWhen(crossedAt)}` : "Not reached"}</dd>
        {answer.updatedAt ? (
          <>
            <dt className="font-semibold">Last saved</dt>
            <dd>{`${formatWhen(answer.updatedAt)} by ${answer.updatedBy ?? "a former account"}`}</dd>
          </>
        ) : null}
      </dl>
      <p className="mt-2 text-sm text-muted-foreground">{text.hint}</p>
      <ConsoleOutcome
        refused={refused ? { message: refused.error, fields: fieldErrors } : null}
        done={done}
        className="mt-4 grid gap-4"
      />
      <form method="post" className="mt-4 grid max-w-3xl gap-4">
        <input type="hidden" name="kind" value={kind} />
        <Field id={`${kind}-en`} label={text.en} error={errors.en}>
          <Textarea name="en" rows={8} maxLength={ANSWER_TEXT_MAX} defaultValue={values.en} />
        </Field>
        <Field
          id={`${kind}-ga`}
          label={
            <>
              {`${text.ga} (`}
              <span lang="ga">Gaeilge</span>)
            </>
          }
          error={errors.ga}
        >
          <Textarea name="ga" lang="ga" rows={8} maxLength={ANSWER_TEXT_MAX} defaultValue={values.ga} />
        </Field>
        <p className="text-sm text-muted-foreground">
          {`Up to ${ANSWER_TEXT_MAX.toLocaleString("en-IE")} characters in each language. Line breaks are kept.`}
        </p>
        <div className="flex flex-wrap gap-3">
          {published ? (
            <>
              <Button type="submit" name="intent" value="save">
                Save changes (shown at once)
              </Button>
              <Button type="submit" name="intent" value="unpublish" variant="destructive">
                Unpublish
              </Button>
            </>
          ) : (
            <>
              <Button type="submit" name="intent" value="publish">
                Publish in English and Irish
              </Button>
              <Button type="submit" name="intent" value="save" variant="outline">
                Save draft
              </Button>
            </>
          )}
        </div>
      </form>
    </ConsoleSection>
  );
}
