import { GENERAL_EMAIL, MINISTRY_CONTACTS } from "~/content/contacts";
import type { Language } from "~/i18n/languages";
import { z } from "~/lib/zod";
import { type DefaultContext, ERROR_CODES, type ErrorCode, type FieldSpec, type RawValue } from "./fields";

/** Where the success screen's link leads (labels live in the forms catalogue). */
export type BackLink = "home" | "services" | "citizenship" | "documents" | "business";

/**
 * The office an application made with this form goes to, named in the form's notices with its
 * e-mail address: the answers stay in the browser, so the notices say how an application reaches it.
 */
export type FormOffice = "information-office" | "foreign-affairs";

export const FORM_OFFICE_EMAIL: Record<FormOffice, string> = {
  "information-office": GENERAL_EMAIL,
  "foreign-affairs": MINISTRY_CONTACTS["foreign-affairs"].email,
};

export type FieldText = {
  label: string;
  hint?: string;
  /** Visible names of a select's options, keyed by the saved value. */
  options?: Record<string, string>;
};

/** A field as a form names it: its spec, and its words in both languages beside it. */
export type FormField<S extends FieldSpec = FieldSpec> = S & { text: Record<Language, FieldText> };

/**
 * A field with its words: the label in each language (a string), or label, hint and option
 * names. Written where the field is declared, so adding a field is one edit.
 */
export function field<const S extends FieldSpec>(spec: S, words: Record<Language, string | FieldText>): FormField<S> {
  const text = (language: Language): FieldText => {
    const word = words[language];
    return typeof word === "string" ? { label: word } : word;
  };
  return { ...spec, text: { en: text("en"), ga: text("ga") } };
}

/** The same field with a hint of this form's own under its shared label. */
export function withHint<S extends FieldSpec>(shared: FormField<S>, hint: Record<Language, string>): FormField<S> {
  return {
    ...shared,
    text: { en: { ...shared.text.en, hint: hint.en }, ga: { ...shared.text.ga, hint: hint.ga } },
  };
}

/** What a form says around its fields, in one language. */
export type FormWords = {
  title: string;
  intro: string;
  submit: string;
  /** The toast shown once the answers are saved. */
  toast: { title: string; description: string };
  /** The success screen. */
  success: { title: string; body: string };
};

/** Everything a form says, in one language: its own words and its fields' labels. */
export type FormText<K extends string = string> = FormWords & { fields: Record<K, FieldText> };

type Fields = Record<string, FormField>;
type Shape<F extends Fields> = { [K in keyof F]: F[K]["schema"] };

export type FormDefinition<F extends Fields = Fields> = {
  /** The page's path, from app/routes.ts. */
  path: string;
  /** The localStorage key the answers are saved under. */
  storageKey: string;
  backLink: BackLink;
  office: FormOffice;
  /** The success toast's colour: the diplomatic application's is green (spec). */
  toastVariant: "default" | "success";
  /** The fields, in the order they are shown. */
  fields: F;
  /** Checks raw answers and returns the values that are saved (hidden fields dropped). */
  schema: z.ZodMiniType<Partial<z.output<z.ZodMiniObject<Shape<F>>>>>;
  text: { en: FormText<Extract<keyof F, string>>; ga: FormText<Extract<keyof F, string>> };
};

export type AnyFormDefinition = FormDefinition<Fields>;

/** True when the field is shown for these answers. */
export function isShown(field: FieldSpec, values: Record<string, unknown>): boolean {
  if (!field.showWhen) return true;
  const value = values[field.showWhen.field];
  return typeof value === "string" && field.showWhen.oneOf.includes(value);
}

/**
 * Describes a form once: fields with their words, storage key, back link and the form's own
 * text in both languages. The Zod schema is assembled from the fields' own schemas, each
 * language's text from the form's words and its fields' labels.
 */
export function defineForm<const F extends Fields>(
  definition: Omit<FormDefinition<F>, "schema" | "toastVariant" | "office" | "text"> & {
    toastVariant?: "default" | "success";
    /** The Government Information Office unless given. */
    office?: FormOffice;
    text: Record<Language, FormWords>;
  },
): FormDefinition<F> {
  const shape = Object.fromEntries(Object.entries(definition.fields).map(([name, field]) => [name, field.schema]));
  const schema = z.pipe(
    z.object(shape as Shape<F>),
    z.transform(
      (values) =>
        Object.fromEntries(
          Object.entries(values).filter(([name]) => {
            const field = definition.fields[name];
            return field !== undefined && isShown(field, values);
          }),
        ) as Partial<z.output<z.ZodMiniObject<Shape<F>>>>,
    ),
  );
  const text = (language: Language): FormText<Extract<keyof F, string>> => ({
    ...definition.text[language],
    fields: Object.fromEntries(
      Object.entries(definition.fields).map(([name, field]) => [name, field.text[language]]),
    ) as Record<Extract<keyof F, string>, FieldText>,
  });
  return {
    toastVariant: "default",
    office: "information-office",
    ...definition,
    text: { en: text("en"), ga: text("ga") },
    schema,
  };
}

/** The answers a fresh form starts with. */
export function defaultValues(definition: AnyFormDefinition, context: DefaultContext): Record<string, RawValue> {
  return Object.fromEntries(
    Object.entries(definition.fields).map(([name, field]) => [
      name,
      typeof field.defaultValue === "function" ? field.defaultValue(context) : field.defaultValue,
    ]),
  );
}

export type FieldErrors = Record<string, ErrorCode>;

export type Validation = { ok: true; data: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/**
 * Checks answers against the form's schema. Errors come back one per field
 * (the first problem found), in the order the fields are shown. Hidden fields
 * are neither checked nor saved (a field with `showWhen` must be optional).
 */
export function validate(definition: AnyFormDefinition, values: Record<string, unknown>): Validation {
  const shown = Object.fromEntries(
    Object.entries(values).filter(([name]) => {
      const field = definition.fields[name];
      return field !== undefined && isShown(field, values);
    }),
  );
  const result = definition.schema.safeParse(shown);
  if (result.success) return { ok: true, data: result.data };
  const found: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if (typeof name === "string" && !(name in found)) found[name] = toErrorCode(issue.message);
  }
  const errors: FieldErrors = {};
  for (const name of Object.keys(definition.fields)) {
    const code = found[name];
    if (code) errors[name] = code;
  }
  return { ok: false, errors };
}

function toErrorCode(message: string): ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(message) ? (message as ErrorCode) : "required";
}
