import { ErrorSummary, Field, type FieldError, Input } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SetupLink } from "./setup-link";

/** A console form that changed nothing: the summary's title, a message about the whole form, the fields in error. */
export type ConsoleRefused = { title?: string; message?: string; fields?: readonly FieldError[] };

/**
 * The answer to a console form, at the top of its page: what was refused (an
 * error summary whose messages link to their fields, as the public forms'),
 * else a notice that nothing needed doing, a new one-time set-up link, or what
 * was done. `children` follow it (a state of the page, such as a lock).
 */
export function ConsoleOutcome({
  refused,
  notice,
  setup,
  done,
  className = "mt-6 grid gap-4",
  children,
}: {
  refused?: ConsoleRefused | null;
  notice?: string | null;
  setup?: { message: string; link: string; expiresAt: string } | null;
  done?: string | null;
  className?: string;
  children?: React.ReactNode;
}) {
  const fields = refused?.fields ?? [];
  return (
    <div className={className}>
      {refused && (refused.message || fields.length > 0) ? (
        <ErrorSummary title={refused.title ?? "Nothing was changed"} message={refused.message} errors={fields} />
      ) : notice ? (
        <Notice variant="info" role="status">
          <p>{notice}</p>
        </Notice>
      ) : setup ? (
        <SetupLink message={setup.message} link={setup.link} expiresAt={setup.expiresAt} />
      ) : done ? (
        <Notice variant="success" role="status">
          <p>{done}</p>
        </Notice>
      ) : null}
      {children}
    </div>
  );
}

/** A section of a console page under its h2, labelled by it. */
export function ConsoleSection({
  id,
  title,
  className,
  children,
}: {
  /** Names the heading: `${id}-heading`. */
  id: string;
  title: React.ReactNode;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A console table: a caption for screen readers, a row of column headings and the body rows. */
export function ConsoleTable({
  caption,
  columns,
  action = false,
  margin = "mt-4",
  children,
}: {
  caption: React.ReactNode;
  columns: readonly string[];
  /** A last column, without a visible heading, for each row's button. */
  action?: boolean;
  margin?: "" | "mt-4" | "mt-6";
  children: React.ReactNode;
}) {
  return (
    <table className={`${margin ? `${margin} ` : ""}w-full border-collapse text-left text-sm`}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border">
          {columns.map((column, index) => (
            <th key={column} scope="col" className={action || index < columns.length - 1 ? "py-2 pr-4" : "py-2"}>
              {column}
            </th>
          ))}
          {action ? (
            <th scope="col" className="py-2">
              <span className="sr-only">Action</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The last cell of a console table's row: the form that posts the row's action, when it has one. */
export function ActionCell({
  form,
  className,
  children,
}: {
  form: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <td className="py-2">
      {form ? (
        <form method="post" className={className}>
          {children}
        </form>
      ) : null}
    </td>
  );
}

/** The field for the six digits an authenticator app shows. */
export function OneTimeCodeField({ label, hint }: { label: string; hint?: string }) {
  return (
    <Field id="code" label={label} hint={hint}>
      <Input
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]{6,7}"
        required
        className="max-w-40"
      />
    </Field>
  );
}

/** A list of a console section, or the sentence that says it is empty (no empty list for screen readers to announce). */
export function ConsoleList<T extends { id: number | string }>({
  items,
  empty,
  className,
  itemClassName,
  children,
}: {
  items: readonly T[];
  empty: string;
  className: string;
  itemClassName?: string;
  children: (item: T) => React.ReactNode;
}) {
  if (items.length === 0) return <p className="mt-2">{empty}</p>;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id} className={itemClassName}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
