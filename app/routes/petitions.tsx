import { useEffect, useRef } from "react";
import {
  data,
  Form,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from "react-router";
import { DocumentTitle } from "~/components/document-title";
import { FormToggle } from "~/components/petitions/form-toggle";
import { HowPetitionsWork } from "~/components/petitions/how-petitions-work";
import { PetitionCard } from "~/components/petitions/petition-card";
import { PetitionForm, type PetitionFormValues } from "~/components/petitions/petition-form";
import type { PetitionFieldErrors } from "~/components/petitions/petition-schema";
import { Button } from "~/components/ui/button";
import { type ToastMessage, useToast } from "~/components/ui/toaster";
import type { Messages } from "~/i18n/en";
import { useT } from "~/i18n/language";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/petitions";

/** What a finished POST reports: after a redirect in the URL, otherwise in the action's data. */
type Outcome =
  | "created"
  | "signed"
  | "already-signed"
  | "not-found"
  | "create-rate-limited"
  | "create-unavailable"
  | "sign-rate-limited"
  | "sign-unavailable";

const REDIRECT_OUTCOMES: ReadonlySet<Outcome> = new Set(["created", "signed", "already-signed", "not-found"]);

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const status = url.searchParams.get("status") as Outcome | null;
  const page = {
    outcome: status && REDIRECT_OUTCOMES.has(status) ? status : null,
    now: new Date().toISOString(),
  };
  const result = await context.petitions.list(context.requester);
  if (result.status === "unavailable") return data({ ...page, petitions: null }, { status: 503, headers: NO_STORE });
  return data({ ...page, petitions: result.petitions }, { headers: NO_STORE });
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

type ActionData = {
  outcome?: Outcome;
  errors?: PetitionFieldErrors;
  /** Refills the form after a refused create; the email is never echoed. */
  values?: PetitionFormValues;
};

export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ActionData>({ errors: {} }, { status: 400 });
  }
  const back = (outcome: Outcome, headers?: HeadersInit) =>
    redirect(`/petitions?status=${outcome}`, { status: 303, headers });

  if (text(form, "intent") === "sign") {
    const result = await context.petitions.sign(form.get("petitionId"), context.requester);
    switch (result.status) {
      case "signed":
      case "already-signed":
        return back(result.status, result.setCookie ? { "Set-Cookie": result.setCookie } : undefined);
      case "invalid":
      case "not-found":
        return back("not-found");
      case "rate-limited":
        return data<ActionData>(
          { outcome: "sign-rate-limited" },
          { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
        );
      case "unavailable":
        return data<ActionData>({ outcome: "sign-unavailable" }, { status: 503 });
    }
  }

  const input = {
    title: text(form, "title"),
    description: text(form, "description"),
    submitterName: text(form, "submitterName"),
    submitterEmail: text(form, "submitterEmail"),
    category: text(form, "category"),
  };
  const values: PetitionFormValues = {
    title: input.title,
    description: input.description,
    submitterName: input.submitterName,
    category: input.category,
  };
  const result = await context.petitions.create(input, context.requester);
  switch (result.status) {
    case "created":
      return back("created");
    case "invalid":
      return data<ActionData>({ errors: result.errors, values }, { status: 400 });
    case "rate-limited":
      return data<ActionData>(
        { outcome: "create-rate-limited", values },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    case "unavailable":
      return data<ActionData>({ outcome: "create-unavailable", values }, { status: 503 });
  }
}

/** Opening or closing the form changes only the URL: no need to read the list again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) {
    const strip = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete("new");
      return params.toString();
    };
    const toggled = currentUrl.searchParams.has("new") !== nextUrl.searchParams.has("new");
    if (toggled && strip(currentUrl) === strip(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
}

function outcomeMessage(outcome: Outcome, t: Messages["petitions"]): ToastMessage {
  const { created, signed, submitError, signError } = t.outcome;
  switch (outcome) {
    case "created":
      return { title: created.title, description: created.body, variant: "success" };
    case "signed":
      return { title: signed.title, description: signed.body, variant: "success" };
    case "already-signed":
      return { title: signError.title, description: t.outcome.alreadySigned, variant: "destructive" };
    case "not-found":
      return { title: signError.title, description: t.outcome.notFound, variant: "destructive" };
    case "sign-rate-limited":
      return { title: signError.title, description: t.outcome.rateLimited, variant: "destructive" };
    case "sign-unavailable":
      return { title: signError.title, description: signError.body, variant: "destructive" };
    case "create-rate-limited":
      return { title: submitError.title, description: t.outcome.rateLimited, variant: "destructive" };
    case "create-unavailable":
      return { title: submitError.title, description: submitError.body, variant: "destructive" };
  }
}

export default function PetitionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT().petitions;
  const { toast } = useToast();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  const formOpen = searchParams.has("new");
  const { petitions, now } = loaderData;
  const action = actionData as ActionData | undefined;
  const outcome = action?.outcome ?? loaderData.outcome;

  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const loading =
    revalidator.state === "loading" ||
    (navigation.state === "loading" && navigation.location.pathname === "/petitions" && !navigation.formMethod);
  const listError = petitions === null;

  // With JavaScript, each outcome and each failed load is announced once as a toast.
  const announced = useRef<unknown>(null);
  useEffect(() => {
    const event = action ?? loaderData;
    if (announced.current === event) return;
    announced.current = event;
    if (outcome) toast(outcomeMessage(outcome, t));
    else if (listError)
      toast({ title: t.loadError.toastTitle, description: t.loadError.toastBody, variant: "destructive" });
  }, [action, loaderData, outcome, listError, t, toast]);

  // After a refused create the form stays open with its errors, even if the URL says closed.
  const showForm = formOpen || Boolean(action?.values);
  const status = outcome ? outcomeMessage(outcome, t) : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <DocumentTitle title={t.title} />
      <Link to="/" className="text-primary underline underline-offset-4 hover:decoration-2">
        <span aria-hidden="true">← </span>
        {t.backHome}
      </Link>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-foreground">{t.title}</h1>
          <p className="mt-2 text-muted-foreground">{t.intro}</p>
        </div>
        <FormToggle open={!showForm} expanded={showForm} variant={showForm ? "outline" : "default"}>
          {showForm ? t.toggle.close : t.toggle.open}
        </FormToggle>
      </div>

      {/* Without JavaScript there are no toasts: the outcome is shown here instead. */}
      {status && !hydrated ? (
        <div
          role="status"
          className={`mt-6 rounded-md border-l-4 p-4 ${status.variant === "success" ? "border-success bg-muted" : "border-destructive bg-muted"}`}
        >
          <p className="font-semibold">{status.title}</p>
          <p>{status.description}</p>
        </div>
      ) : null}

      {showForm ? (
        <PetitionForm key={location.key} errors={action?.errors} values={action?.values} submitting={submitting} />
      ) : null}

      <p role="status" className="mt-6 text-muted-foreground">
        {loading ? t.loading : null}
      </p>

      {listError ? (
        <section
          aria-labelledby="petitions-error"
          className="mt-4 rounded-lg border-2 border-destructive p-6 text-center"
        >
          <h2 id="petitions-error" className="text-xl font-bold text-destructive">
            {t.loadError.title}
          </h2>
          <p className="mt-2">{t.loadError.body}</p>
          <Form
            method="get"
            action="/petitions"
            className="mt-4"
            onSubmit={(event) => {
              event.preventDefault();
              revalidator.revalidate();
            }}
          >
            <Button type="submit" variant="outline" disabled={loading}>
              {t.loadError.retry}
            </Button>
          </Form>
        </section>
      ) : petitions.length === 0 ? (
        <section aria-labelledby="petitions-empty" className="mt-4 rounded-lg border border-border p-10 text-center">
          <h2 id="petitions-empty" className="text-xl font-bold">
            {t.empty.title}
          </h2>
          <p className="mt-2 text-muted-foreground">{t.empty.body}</p>
          {showForm ? null : (
            <FormToggle open className="mt-4">
              {t.empty.action}
            </FormToggle>
          )}
        </section>
      ) : (
        <section aria-labelledby="petitions-list" className="mt-4" aria-busy={loading || undefined}>
          <h2 id="petitions-list" className="sr-only">
            {t.list.label}
          </h2>
          <ul className="grid list-none gap-6 md:grid-cols-2 lg:grid-cols-3">
            {petitions.map((petition) => (
              <li key={petition.id} className="flex">
                <PetitionCard petition={petition} now={new Date(now)} busy={submitting} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <HowPetitionsWork />
    </div>
  );
}
