import { z } from "~/lib/zod";

/**
 * Field builders. Each field carries, in one place, how it is drawn (kind,
 * native constraints), its default and the Zod schema that checks it, so the
 * browser's own checks and the schema cannot drift apart.
 *
 * Raw values are what the controls hold: strings, or a boolean for a checkbox.
 * The schemas turn them into the values that are saved (trimmed text, numbers).
 */

/** Why a field is invalid; the page turns the code into a message in its language. */
export const ERROR_CODES = [
  "required",
  "tooLong",
  "email",
  "date",
  "phone",
  "number",
  "wholeNumber",
  "tooSmall",
  "tooLarge",
  "mustAgree",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type RawValue = string | boolean;

/** Values a default may depend on (the tax year follows the visitor's clock). */
export type DefaultContext = { year: number };

/** Shows a field only while another field holds one of the given values. */
export type ShowWhen = { field: string; oneOf: readonly string[] };

type Common<S extends z.ZodMiniType> = {
  required: boolean;
  schema: S;
  defaultValue: RawValue | ((context: DefaultContext) => RawValue);
  autoComplete?: string;
  showWhen?: ShowWhen;
};

export type TextKind = "text" | "textarea" | "email" | "tel" | "date";

export type TextField<S extends z.ZodMiniType = z.ZodMiniType> = Common<S> & {
  kind: TextKind;
  maxLength?: number;
  pattern?: string;
  rows?: number;
};
export type NumberField<S extends z.ZodMiniType = z.ZodMiniType> = Common<S> & {
  kind: "number";
  min: number;
  max: number;
  /** "1" for whole numbers, "any" otherwise. */
  step: "1" | "any";
};
export type SelectField<S extends z.ZodMiniType = z.ZodMiniType> = Common<S> & {
  kind: "select";
  options: readonly string[];
};
export type CheckboxField<S extends z.ZodMiniType = z.ZodMiniType> = Common<S> & { kind: "checkbox" };

export type FieldSpec<S extends z.ZodMiniType = z.ZodMiniType> =
  | TextField<S>
  | NumberField<S>
  | SelectField<S>
  | CheckboxField<S>;

/** Longest answer a one-line field takes; long enough for any name or address line. */
export const SHORT_MAX = 200;
/** Longest answer a multi-line field takes. */
export const LONG_MAX = 2000;

/** Digits, spaces, brackets and dashes, with an optional leading +. Valid in a `pattern` attribute and in JS. */
export const PHONE_PATTERN = "\\+?[0-9 \\(\\)\\-]{6,20}";
const PHONE_RE = new RegExp(`^(?:${PHONE_PATTERN})$`, "u");

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (what a date input holds). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE_RE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const requiredString = () => z.string({ error: "required" }).check(z.trim(), z.minLength(1, { error: "required" }));

type TextOptions = { autoComplete?: string; showWhen?: ShowWhen };

/** A trimmed answer of at most `maxLength` characters; an optional one is saved as "" when left blank. */
function textAnswer(
  kind: "text" | "textarea",
  required: boolean,
  maxLength: number,
  options: TextOptions & { rows?: number },
) {
  const tooLong = z.maxLength(maxLength, { error: "tooLong" });
  return {
    kind,
    required,
    maxLength,
    defaultValue: "",
    schema: required ? requiredString().check(tooLong) : z._default(z.string().check(z.trim(), tooLong), ""),
    ...options,
  } satisfies TextField;
}

/** A required one-line answer. */
export const text = (options: TextOptions = {}) => textAnswer("text", true, SHORT_MAX, options);
/** An optional one-line answer, saved as "" when left blank. */
export const optionalTextField = (options: TextOptions = {}) => textAnswer("text", false, SHORT_MAX, options);
/** A required multi-line answer. */
export const longText = (options: TextOptions & { rows?: number } = {}) =>
  textAnswer("textarea", true, LONG_MAX, { rows: 4, ...options });
/** An optional multi-line answer. */
export const optionalLongText = (options: TextOptions & { rows?: number } = {}) =>
  textAnswer("textarea", false, LONG_MAX, { rows: 4, ...options });

/** A required date (a native date input, YYYY-MM-DD). */
export const date = (options: TextOptions = {}) =>
  ({
    kind: "date",
    required: true,
    defaultValue: "",
    schema: requiredString().check(z.refine(isIsoDate, { error: "date" })),
    ...options,
  }) satisfies TextField;

/** A required email address. */
export const email = (options: TextOptions = {}) =>
  ({
    kind: "email",
    required: true,
    maxLength: 254,
    defaultValue: "",
    schema: z.pipe(requiredString().check(z.maxLength(254, { error: "tooLong" })), z.email({ error: "email" })),
    ...options,
  }) satisfies TextField;

/** A required telephone number (a phone-type input). */
export const phone = (options: TextOptions = {}) =>
  ({
    kind: "tel",
    required: true,
    maxLength: 20,
    pattern: PHONE_PATTERN,
    defaultValue: "",
    schema: requiredString().check(z.regex(PHONE_RE, { error: "phone" })),
    ...options,
  }) satisfies TextField;

/** A required number, saved as a number. */
export const number = (options: {
  min: number;
  max: number;
  wholeNumber?: boolean;
  defaultValue?: NumberField["defaultValue"];
  autoComplete?: string;
}) => {
  const { min, max, wholeNumber = false, defaultValue = "", autoComplete } = options;
  const inRange = z
    .number({ error: "number" })
    .check(z.gte(min, { error: "tooSmall" }), z.lte(max, { error: "tooLarge" }));
  // In range first, then whole: the first problem is the one a visitor is told.
  const value = wholeNumber ? z.pipe(inRange, z.int({ error: "wholeNumber" })) : inRange;
  return {
    kind: "number",
    required: true,
    min,
    max,
    step: wholeNumber ? "1" : "any",
    defaultValue,
    autoComplete,
    schema: z.pipe(z.pipe(requiredString(), z.transform(Number)), value),
  } satisfies NumberField;
};

/** A required choice from fixed options; the first option is the default. */
export const select = <const O extends readonly [string, ...string[]]>(options: O) =>
  ({
    kind: "select",
    required: true,
    options,
    defaultValue: options[0],
    schema: z.enum(options, { error: "required" }),
  }) satisfies SelectField;

/** A box that must be ticked (a declaration). */
export const mustTick = () =>
  ({
    kind: "checkbox",
    required: true,
    defaultValue: false,
    schema: z.literal(true, { error: "mustAgree" }),
  }) satisfies CheckboxField;
