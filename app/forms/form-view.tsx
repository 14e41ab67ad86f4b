import { useEffect, useMemo, useRef, useState } from "react";
import { TextLink, textLinkClass } from "~/components/content/text-link";
import { useDocumentTitle } from "~/components/document-title";
import { buttonVariants } from "~/components/ui/button-variants";
import { CheckboxField, ErrorSummary, Field, Input, Select, Textarea } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { useToast } from "~/components/ui/toaster";
import { useLanguage } from "~/i18n/language";
import { Link } from "~/i18n/localized";
import type { FormsMessages } from "~/i18n/messages/forms.en";
import { cx } from "~/lib/cx";
import { useCurrentYear } from "~/lib/use-current-year";
import { useHydrated } from "~/lib/use-hydrated";
import {
  type AnyFormDefinition,
  type BackLink,
  defaultValues,
  type FieldErrors,
  type FieldText,
  FORM_OFFICE_EMAIL,
  isShown,
  validate,
} from "./define-form";
import type { ErrorCode, FieldSpec, RawValue } from "./fields";
import { saveLocally } from "./storage";

const BACK_HREF: Record<BackLink, string> = {
  home: "/",
  services: "/services",
  citizenship: "/services/citizenship",
  documents: "/services/documents",
  business: "/services/business",
};

const fieldId = (name: string) => `field-${name}`;

/**
 * Draws any request form from its definition: editing, then the success
 * screen. Without JavaScript the page is static HTML, so the form uses
 * `method="dialog"` (a valid submit stays on the page and keeps the answers) and
 * the browser's own constraint checks; once hydrated, the schema's messages
 * take over and the answers are saved in this browser only.
 */
export function FormView({ definition }: { definition: AnyFormDefinition }) {
  const { language, messages } = useLanguage();
  const t = messages.forms;
  const office = t.offices[definition.office];
  const email = FORM_OFFICE_EMAIL[definition.office];
  const text = definition.text[language];
  const hydrated = useHydrated();
  const year = useCurrentYear();
  const { toast } = useToast();

  // Only edited answers are state: defaults (the tax year) follow the visitor's
  // clock after hydration without a mismatch with the prerendered HTML.
  const [edited, setEdited] = useState<Record<string, RawValue>>({});
  const values = useMemo(() => ({ ...defaultValues(definition, { year }), ...edited }), [definition, year, edited]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [storageRefused, setStorageRefused] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const refusedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (storageRefused) refusedRef.current?.focus();
  }, [storageRefused]);

  const setValue = (name: string, value: RawValue) => setEdited((previous) => ({ ...previous, [name]: value }));

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStorageRefused(false);
    const result = validate(definition, values);
    if (!result.ok) {
      setErrors(result.errors);
      setAttempt((n) => n + 1);
      if (Object.values(result.errors).includes("mustAgree")) {
        toast({ ...t.declarationToast, variant: "destructive" });
      }
      return;
    }
    setErrors({});
    if (!saveLocally(definition.storageKey, result.data)) {
      setStorageRefused(true);
      return;
    }
    toast({ ...text.toast, variant: definition.toastVariant });
    setSubmitted(true);
  }

  const back = (
    <Link to={BACK_HREF[definition.backLink]} className="font-medium text-primary underline underline-offset-4">
      {t.back[definition.backLink]}
    </Link>
  );

  const shownFields = Object.entries(definition.fields).filter(([, field]) => isShown(field, values));
  const summary = shownFields.flatMap(([name, field]) => {
    const code = errors[name];
    return code ? [{ id: fieldId(name), message: errorMessage(t, code, field, text.fields[name]) }] : [];
  });

  useDocumentTitle(text.title, !submitted && summary.length > 0);

  if (submitted) {
    return (
      <SuccessScreen
        title={text.title}
        heading={text.success.title}
        body={text.success.body}
        note={
          <>
            {office.saved}{" "}
            <a href={`mailto:${email}`} className={textLinkClass}>
              {email}
            </a>
            . {t.allOffices} <TextLink to="/contact">{messages.pages.titles.contactGovernment}</TextLink>
          </>
        }
        back={
          <Link to={BACK_HREF[definition.backLink]} className={cx(buttonVariants(), "mt-8")}>
            {t.back[definition.backLink]}
          </Link>
        }
      />
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {/* The way back and the notice every form shares are left out of the site index. */}
      <p data-search-skip="">{back}</p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-foreground">{text.title}</h1>
      <p className="mt-4 text-lg text-foreground">{text.intro}</p>
      <p className="mt-2 text-muted-foreground" data-search-skip="">
        {office.notice}{" "}
        <a href={`mailto:${email}`} className={textLinkClass}>
          {email}
        </a>
        .
      </p>

      <noscript>
        <Notice variant="info" className="mt-6 font-medium">
          <p>{t.noScript}</p>
        </Notice>
      </noscript>

      <div className="mt-6 grid gap-4">
        {storageRefused ? (
          <Notice ref={refusedRef} tabIndex={-1} role="alert" variant="error" title={t.storageRefused.title}>
            <p className="mt-2">{t.storageRefused.body}</p>
          </Notice>
        ) : null}
        <ErrorSummary title={t.errorSummaryTitle} errors={summary} focusKey={attempt} />
      </div>

      <form
        method="dialog"
        noValidate={hydrated}
        onSubmit={onSubmit}
        aria-describedby="form-required-note"
        className="mt-6 grid gap-6"
      >
        <p id="form-required-note" className="text-sm text-muted-foreground">
          {t.requiredNote}
        </p>
        {shownFields.map(([name, field]) => {
          const code = errors[name];
          return (
            <FormField
              key={name}
              name={name}
              field={field}
              text={text.fields[name]}
              value={values[name]}
              onChange={(value) => setValue(name, value)}
              error={code ? errorMessage(t, code, field, text.fields[name]) : undefined}
              optionalLabel={t.optional}
            />
          );
        })}
        <div>
          <button type="submit" className={buttonVariants({ size: "lg" })}>
            {text.submit}
          </button>
        </div>
      </form>
    </div>
  );
}

function errorMessage(t: FormsMessages, code: ErrorCode, field: FieldSpec, text: FieldText | undefined): string {
  const label = text?.label ?? "";
  switch (code) {
    case "tooLong":
      return t.errors.tooLong(label, "maxLength" in field ? (field.maxLength ?? 0) : 0);
    case "tooSmall":
      return t.errors.tooSmall(label, field.kind === "number" ? field.min : 0);
    case "tooLarge":
      return t.errors.tooLarge(label, field.kind === "number" ? field.max : 0);
    default:
      return t.errors[code](label);
  }
}

type FormFieldProps = {
  name: string;
  field: FieldSpec;
  text: FieldText | undefined;
  value: RawValue | undefined;
  onChange: (value: RawValue) => void;
  error: string | undefined;
  optionalLabel: string;
};

/** One field of a form, drawn from its spec: the control type and native constraints follow the schema. */
function FormField({ name, field, text, value, onChange, error, optionalLabel }: FormFieldProps) {
  const id = fieldId(name);
  const labelText = text?.label ?? name;

  if (field.kind === "checkbox") {
    return (
      <CheckboxField
        id={id}
        name={name}
        label={labelText}
        error={error}
        required
        checked={value === true}
        onChange={(event) => onChange(event.target.checked)}
      />
    );
  }

  const label = field.required ? (
    labelText
  ) : (
    <>
      {labelText} <span className="font-normal text-muted-foreground">{optionalLabel}</span>
    </>
  );
  const common = {
    name,
    required: field.required,
    autoComplete: field.autoComplete,
    value: typeof value === "string" ? value : "",
  };

  return (
    <Field
      id={id}
      label={label}
      hint={text?.hint}
      error={error}
      count={
        field.kind === "textarea" && field.maxLength ? { max: field.maxLength, length: common.value.length } : undefined
      }
    >
      {field.kind === "select" ? (
        <Select {...common} onChange={(event) => onChange(event.target.value)}>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {text?.options?.[option] ?? option}
            </option>
          ))}
        </Select>
      ) : field.kind === "textarea" ? (
        <Textarea
          {...common}
          rows={field.rows}
          maxLength={field.maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : field.kind === "number" ? (
        <Input
          {...common}
          type="number"
          min={field.min}
          max={field.max}
          step={field.step}
          inputMode={field.step === "1" ? "numeric" : "decimal"}
          className="max-w-xs"
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input
          {...common}
          type={field.kind}
          maxLength={field.maxLength}
          pattern={field.pattern}
          className={field.kind === "date" || field.kind === "tel" ? "max-w-xs" : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** The confirmation shown once the answers are saved; its heading takes focus. */
function SuccessScreen({
  title,
  heading,
  body,
  note,
  back,
}: {
  title: string;
  heading: string;
  body: string;
  /** Where the answers are kept, and how to reach the office behind the form. */
  note: React.ReactNode;
  back: React.ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <div className="rounded-md border-l-8 border-success bg-muted p-6">
        <h1 ref={ref} tabIndex={-1} className="text-3xl font-bold tracking-tight text-foreground">
          {heading}
        </h1>
        <p className="mt-4 text-lg text-foreground">{body}</p>
        <p className="mt-2 text-muted-foreground">{note}</p>
      </div>
      {back}
    </div>
  );
}
