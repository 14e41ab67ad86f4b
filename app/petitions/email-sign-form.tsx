import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { CheckboxField, ErrorSummary, Field, Input } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { useLanguage } from "~/i18n/language";
import { Form } from "~/i18n/localized";
import { requestSignature } from "./api-client";
import type { Outcome } from "./outcomes";
import type { SigningFormWords } from "./signing-words";

/** The signing form's fields, and a refused field's message (worded by the server, or by the page). */
export type SignerField = "name" | "email" | "citizen";
export type SignerErrors = Partial<Record<SignerField, string>>;

const fieldId = (field: SignerField) => `signer-${field}`;

/**
 * Signing by email (PETITION_SIGNING=email): a name, an address and a tick, then a link in the inbox. Without
 * JavaScript it posts to the petition's page; with it, to the JSON API, and the form gives way to "Check your
 * email" in place. The address is never shown back.
 */
export function EmailSignForm({
  petitionId,
  action,
  words: t,
  requested: drawnRequested,
  errors: drawnErrors = {},
  name: drawnName = "",
  updates: drawnUpdates = false,
  onOutcome,
}: {
  petitionId: number;
  /** The page the form posts to without JavaScript. */
  action: string;
  /** Its words, in the page's language (./signing-words.ts). */
  words: SigningFormWords;
  /** The page was drawn after a request went through (without JavaScript). */
  requested: boolean;
  errors?: SignerErrors;
  name?: string;
  /** The updates box was ticked when a refused form was posted (without JavaScript). */
  updates?: boolean;
  /** Tells the page what came of a request made with JavaScript (a toast, for a refusal). */
  onOutcome?: (outcome: Outcome) => void;
}) {
  const { language, messages } = useLanguage();
  const done = messages.petitions.byEmail.requested;
  const [errors, setErrors] = useState<SignerErrors>(drawnErrors);
  const [requested, setRequested] = useState(drawnRequested);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const answer = await requestSignature(
      petitionId,
      {
        name: String(form.get("name") ?? ""),
        email: String(form.get("email") ?? ""),
        citizen: form.get("citizen") === "yes",
        updates: form.get("updates") === "yes",
      },
      language,
    );
    setBusy(false);
    setAttempt((count) => count + 1);
    if (answer.outcome === "invalid") {
      setErrors(answer.errors as SignerErrors);
      return;
    }
    setErrors({});
    // A request that went through is said in place of the form; a refusal is announced by the page.
    if (answer.outcome === "requested") setRequested(true);
    else onOutcome?.(answer.outcome);
  };

  return (
    <section id="sign" aria-labelledby="sign-heading" className="mt-8 rounded-lg border border-border bg-muted p-6">
      <h2 id="sign-heading" className="text-xl font-bold">
        {t.heading}
      </h2>
      {requested ? (
        <Notice variant="success" role="status" title={done.title} className="mt-4" data-testid="signature-requested">
          <p className="mt-2">{done.body}</p>
        </Notice>
      ) : (
        <Form method="post" action={action} noValidate className="mt-4 grid gap-5" onSubmit={submit}>
          <p>{t.intro}</p>
          <ErrorSummary
            title={t.errorSummary}
            errors={(["name", "email", "citizen"] as const).flatMap((field) => {
              const message = errors[field];
              return message ? [{ id: fieldId(field), message }] : [];
            })}
            focusKey={attempt}
          />
          <input type="hidden" name="intent" value="request" />
          <input type="hidden" name="petitionId" value={petitionId} />
          <Field id={fieldId("name")} label={t.name} error={errors.name}>
            <Input name="name" autoComplete="name" maxLength={100} defaultValue={drawnName} />
          </Field>
          <Field id={fieldId("email")} label={t.email} hint={t.emailHint} error={errors.email}>
            <Input name="email" type="email" autoComplete="email" spellCheck={false} maxLength={254} />
          </Field>
          <CheckboxField id={fieldId("citizen")} name="citizen" value="yes" label={t.citizen} error={errors.citizen} />
          <CheckboxField
            id="signer-updates"
            name="updates"
            value="yes"
            label={t.updates}
            defaultChecked={drawnUpdates}
          />
          <div>
            <Button type="submit" disabled={busy}>
              {t.submit}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
