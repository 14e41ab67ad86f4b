import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorSummary, Field, Input, Select, Textarea } from "~/components/ui/field";
import { useT } from "~/i18n/language";
import { FormToggle, PETITION_FORM_ID } from "./form-toggle";
import {
  DEFAULT_CATEGORY,
  PETITION_CATEGORIES,
  PETITION_FIELDS,
  PETITION_LIMITS,
  type PetitionFieldErrors,
} from "./petition-schema";

/** What the form shows again after a refused submit: never the email (it is not echoed). */
export type PetitionFormValues = { title: string; description: string; submitterName: string; category: string };

const fieldId = (field: (typeof PETITION_FIELDS)[number]) => `petition-${field}`;

/**
 * 'Create a New Petition'. Native checks come from the shared schema's limits;
 * the server checks again with the schema itself.
 */
export function PetitionForm({
  errors = {},
  values,
  submitting,
}: {
  errors?: PetitionFieldErrors;
  values?: PetitionFormValues;
  submitting: boolean;
}) {
  const t = useT().petitions;
  const summary = PETITION_FIELDS.flatMap((field) => {
    const code = errors[field];
    return code ? [{ id: fieldId(field), message: t.errors[code] }] : [];
  });
  const errorOf = (field: (typeof PETITION_FIELDS)[number]) => {
    const code = errors[field];
    return code ? t.errors[code] : undefined;
  };
  return (
    <section
      id={PETITION_FORM_ID}
      aria-labelledby={`${PETITION_FORM_ID}-heading`}
      className="mt-6 rounded-lg border border-border bg-muted p-6"
    >
      <h2 id={`${PETITION_FORM_ID}-heading`} className="text-xl font-bold">
        {t.form.heading}
      </h2>
      <Form method="post" action="/petitions" preventScrollReset className="mt-4 grid gap-5">
        <ErrorSummary title={t.form.errorSummary} errors={summary} />
        <input type="hidden" name="intent" value="create" />
        <Field id={fieldId("title")} label={t.form.title} error={errorOf("title")}>
          <Input name="title" required maxLength={PETITION_LIMITS.title} defaultValue={values?.title} />
        </Field>
        <Field
          id={fieldId("description")}
          label={t.form.description}
          hint={t.form.descriptionHint}
          error={errorOf("description")}
        >
          <Textarea
            name="description"
            required
            rows={5}
            maxLength={PETITION_LIMITS.description}
            defaultValue={values?.description}
          />
        </Field>
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
            {PETITION_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t.categories[category]}
              </option>
            ))}
          </Select>
        </Field>
        <p className="text-sm text-muted-foreground">{t.form.notice}</p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={submitting}>
            {t.form.submit}
          </Button>
          <FormToggle open={false} variant="outline">
            {t.form.cancel}
          </FormToggle>
        </div>
      </Form>
    </section>
  );
}
