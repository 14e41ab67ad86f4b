import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { ErrorSummary, Field, Input, Select, Textarea } from "~/components/ui/field";
import { useLanguage } from "~/i18n/language";
import { Form } from "~/i18n/localized";
import type { PetitionFieldMessages } from "~/petitions/api-client";
import { DEFAULT_CATEGORY, HONEYPOT_FIELD, PETITION_FIELDS, PETITION_LIMITS } from "~/petitions/fields";
import type { PetitionFormValues } from "~/petitions/outcomes";
import { FormToggle, PETITION_FORM_ID } from "./form-toggle";
import { CategoryOptions } from "./petition-filters";
import type { SimilarPetition } from "./similar";
import { SimilarPetitions, useSimilarPetitions } from "./similar-petitions";

const fieldId = (field: (typeof PETITION_FIELDS)[number]) => `petition-${field}`;

/**
 * 'Create a New Petition'. Native checks come from the shared schema's limits;
 * the server checks again with the schema itself. Without JavaScript the form
 * posts to the page; with it, `onSubmit` sends it and the form stays as typed
 * until the server has answered.
 */
export function PetitionForm({
  errors = {},
  focusKey,
  values,
  submitting,
  onSubmit,
  onClose,
  similar,
}: {
  /** Each field's error, worded for the visitor. */
  errors?: PetitionFieldMessages;
  /** Changes with each refused attempt, so the error summary takes the focus again. */
  focusKey?: number;
  values?: PetitionFormValues;
  submitting: boolean;
  onSubmit?: (form: HTMLFormElement) => void;
  onClose: () => void;
  /** Without JavaScript, the first post's open petitions like this one: the form's second post creates it. */
  similar?: readonly SimilarPetition[];
}) {
  const { language, messages } = useLanguage();
  const t = messages.petitions;
  const languages = t.languages.form;
  // The other language: the one the petitioner may write too. What they type in it is marked with it.
  const other = language === "en" ? "ga" : "en";
  const confirming = similar !== undefined && similar.length > 0;
  const { found, lookFor } = useSimilarPetitions(similar);
  const summary = PETITION_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ id: fieldId(field), message }] : [];
  });
  const errorOf = (field: (typeof PETITION_FIELDS)[number]) => errors[field];
  return (
    <section
      id={PETITION_FORM_ID}
      aria-labelledby={`${PETITION_FORM_ID}-heading`}
      className="mt-6 rounded-lg border border-border bg-muted p-6"
    >
      <h2 id={`${PETITION_FORM_ID}-heading`} className="text-xl font-bold">
        {t.form.heading}
      </h2>
      <Form
        method="post"
        action="/petitions"
        className="mt-4 grid gap-5"
        onSubmit={
          onSubmit &&
          ((event) => {
            event.preventDefault();
            onSubmit(event.currentTarget);
          })
        }
      >
        <ErrorSummary title={t.form.errorSummary} errors={summary} focusKey={focusKey} />
        <input type="hidden" name="intent" value="create" />
        {/* A field people never see and bots fill in: a filled one is answered like a success and not stored. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${PETITION_FORM_ID}-${HONEYPOT_FIELD}`}>{t.form.honeypot}</label>
          <input
            id={`${PETITION_FORM_ID}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        {confirming ? <input type="hidden" name="similarSeen" value="1" /> : null}
        <CountedField
          name="title"
          label={t.form.title}
          error={errorOf("title")}
          value={values?.title}
          onValue={lookFor}
        />
        <SimilarPetitions petitions={found} confirming={confirming} />
        <CountedField
          name="description"
          label={t.form.description}
          hint={t.form.descriptionHint}
          error={errorOf("description")}
          value={values?.description}
          rows={5}
        />
        <p className="text-sm" data-testid="both-languages">
          {languages.notice}
        </p>
        <fieldset className="grid gap-5 rounded-md border border-border p-4">
          <legend className="px-1 font-semibold">{languages.legend}</legend>
          <p className="text-sm text-muted-foreground">{languages.hint}</p>
          <CountedField
            name="translatedTitle"
            label={languages.title}
            lang={other}
            required={false}
            error={errorOf("translatedTitle")}
            value={values?.translatedTitle}
          />
          <CountedField
            name="translatedDescription"
            label={languages.description}
            hint={t.form.descriptionHint}
            lang={other}
            required={false}
            error={errorOf("translatedDescription")}
            value={values?.translatedDescription}
            rows={5}
          />
        </fieldset>
        <div className="grid gap-5 md:grid-cols-2">
          <Field id={fieldId("submitterName")} label={t.form.submitterName} error={errorOf("submitterName")}>
            <Input
              name="submitterName"
              autoComplete="name"
              maxLength={PETITION_LIMITS.submitterName}
              defaultValue={values?.submitterName}
            />
          </Field>
          <Field id={fieldId("submitterEmail")} label={t.form.submitterEmail} error={errorOf("submitterEmail")}>
            <Input name="submitterEmail" type="email" autoComplete="email" maxLength={PETITION_LIMITS.submitterEmail} />
          </Field>
        </div>
        <Field id={fieldId("category")} label={t.form.category} error={errorOf("category")}>
          <Select name="category" defaultValue={values?.category ?? DEFAULT_CATEGORY}>
            <CategoryOptions />
          </Select>
        </Field>
        <p className="text-sm text-muted-foreground">{t.form.notice}</p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={submitting}>
            {t.form.submit}
          </Button>
          <FormToggle open={false} variant="outline" onToggle={onClose}>
            {t.form.cancel}
          </FormToggle>
        </div>
      </Form>
    </section>
  );
}

/**
 * A required text field that counts its characters against the petition's limit: one line, or
 * as many rows as given. The form is drawn afresh each time it opens, so the count starts from its value.
 */
function CountedField({
  name,
  label,
  hint,
  error,
  value,
  rows,
  onValue,
  lang,
  required = true,
}: {
  name: "title" | "description" | "translatedTitle" | "translatedDescription";
  label: string;
  hint?: string;
  error?: string;
  value?: string;
  rows?: number;
  /** Told each new value as it is typed. */
  onValue?: (value: string) => void;
  /** The language the text is written in, when it is not the page's. */
  lang?: string;
  required?: boolean;
}) {
  const [length, setLength] = useState(value?.length ?? 0);
  const max =
    PETITION_LIMITS[name === "translatedTitle" ? "title" : name === "translatedDescription" ? "description" : name];
  const control = {
    name,
    required,
    lang,
    maxLength: max,
    defaultValue: value,
    onInput: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setLength(event.currentTarget.value.length);
      onValue?.(event.currentTarget.value);
    },
  };
  return (
    <Field id={fieldId(name)} label={label} hint={hint} error={error} count={{ max, length }}>
      {rows ? <Textarea rows={rows} {...control} /> : <Input {...control} />}
    </Field>
  );
}
