import { createContext, use, useEffect, useRef, useState } from "react";
import { useLanguage } from "~/i18n/language";
import { cx } from "~/lib/cx";
import { useHydrated } from "~/lib/use-hydrated";
import { Notice } from "./notice";

type FieldState = { id: string; describedBy: string | undefined; invalid: boolean };
const FieldContext = createContext<FieldState | null>(null);

type FieldProps = {
  /** The control's id; the hint and error get `${id}-hint` and `${id}-error`. */
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  /** A long text field's limit and its current length: a character count below the control. */
  count?: { max: number; length: number };
  className?: string;
  children: React.ReactNode;
};

/**
 * A labelled form field (GOV.UK pattern): label, optional hint, error message
 * above the control, optional character count below it, all tied to the control
 * with aria-describedby.
 */
export function Field({ id, label, hint, error, count, className, children }: FieldProps) {
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null, count ? `${id}-count` : null]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <FieldContext value={{ id, describedBy, invalid: Boolean(error) }}>
      <div className={cx("grid gap-1.5", error && "border-l-4 border-destructive pl-3", className)}>
        <label htmlFor={id} className="text-sm font-semibold text-foreground">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="text-sm font-semibold text-destructive">
            {error}
          </p>
        ) : null}
        {children}
        {count ? <CharacterCount id={`${id}-count`} max={count.max} length={count.length} /> : null}
      </div>
    </FieldContext>
  );
}

/**
 * How many characters a long text field still takes (GOV.UK's character count).
 * Without JavaScript it states the limit. Once the page runs, the visible count
 * follows every keystroke and a hidden copy is announced to screen readers when
 * typing pauses, rather than at every key.
 */
function CharacterCount({ id, max, length }: { id: string; max: number; length: number }) {
  const { messages } = useLanguage();
  const t = messages.shell.characterCount;
  const hydrated = useHydrated();
  const left = max - length;
  const message = !hydrated ? t.limit(max) : left >= 0 ? t.remaining(left) : t.over(-left);
  // Announced only once the visitor has typed, not for every field as the page loads.
  const initialLength = useRef(length);
  const typed = useRef(false);
  const [announced, setAnnounced] = useState("");
  useEffect(() => {
    if (!hydrated) return;
    if (length !== initialLength.current) typed.current = true;
    if (!typed.current) return;
    const timer = setTimeout(() => setAnnounced(message), 1000);
    return () => clearTimeout(timer);
  }, [hydrated, length, message]);
  return (
    <>
      <p id={id} className={cx("text-sm", left < 0 ? "font-semibold text-destructive" : "text-muted-foreground")}>
        {message}
      </p>
      <p className="sr-only" aria-live="polite">
        {announced}
      </p>
    </>
  );
}

function useFieldProps() {
  const field = use(FieldContext);
  return field
    ? { id: field.id, "aria-describedby": field.describedBy, "aria-invalid": field.invalid || undefined }
    : {};
}

const controlClass =
  "w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus aria-[invalid=true]:border-2 aria-[invalid=true]:border-destructive disabled:opacity-50";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input {...useFieldProps()} className={cx(controlClass, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea {...useFieldProps()} className={cx(controlClass, "min-h-20", className)} {...props} />;
}

export function Select({ className, ...props }: React.ComponentProps<"select">) {
  return <select {...useFieldProps()} className={cx(controlClass, "h-10", className)} {...props} />;
}

type CheckboxFieldProps = Omit<React.ComponentProps<"input">, "type" | "id"> & {
  id: string;
  label: React.ReactNode;
  error?: string;
};

/** A checkbox with its label beside it and an error above. */
export function CheckboxField({ id, label, error, className, ...props }: CheckboxFieldProps) {
  return (
    <div className={cx("grid gap-1.5", error && "border-l-4 border-destructive pl-3", className)}>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 size-5 shrink-0 accent-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus"
          {...props}
        />
        <label htmlFor={id} className="text-sm text-foreground">
          {label}
        </label>
      </div>
    </div>
  );
}

export type FieldError = { id: string; message: string };

/**
 * The error summary at the top of a form (GOV.UK pattern): it takes focus when
 * it appears, and each message links to its field. It takes focus again only
 * when `focusKey` changes (by default: when the set of fields in error
 * changes), so a language switch or a re-render while typing keeps focus where it is.
 * A `message` about the whole form (not one field) stands above the links.
 */
export function ErrorSummary({
  title,
  message,
  errors,
  focusKey,
}: {
  title: string;
  message?: React.ReactNode;
  errors: readonly FieldError[];
  focusKey?: string | number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0 || Boolean(message);
  const key = focusKey ?? errors.map((error) => error.id).join("|");
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again only when the key changes
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [key]);
  if (!shown) return null;
  return (
    <Notice
      ref={ref}
      tabIndex={-1}
      role="alert"
      variant="error"
      title={title}
      className="focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-focus"
    >
      {message ? <p className="mt-2">{message}</p> : null}
      {errors.length > 0 ? (
        <ul className="mt-2 list-none space-y-1">
          {errors.map((error) => (
            <li key={error.id}>
              <a
                href={`#${error.id}`}
                onClick={(event) => {
                  const target = document.getElementById(error.id);
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                  target.scrollIntoView({ block: "center" });
                }}
                className="font-semibold text-destructive underline underline-offset-4"
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Notice>
  );
}
