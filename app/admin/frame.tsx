import { DocumentTitle } from "~/components/document-title";
import { buttonVariants } from "~/components/ui/button-variants";

export type ConsoleUser = { email: string; role: "moderator" | "admin" } | null;

const linkClass = "font-medium text-primary underline underline-offset-4 hover:decoration-2";

/** The console's links, in order; some for admins only. */
const LINKS: readonly { href: string; label: string; admin?: boolean }[] = [
  { href: "/admin", label: "Console home" },
  { href: "/admin/queue", label: "Moderation queue" },
  { href: "/admin/translations", label: "Translation queue" },
  { href: "/admin/sessions", label: "Your sessions" },
  { href: "/admin/banner", label: "Site banner", admin: true },
  { href: "/admin/audit", label: "Audit log", admin: true },
  { href: "/admin/accounts", label: "Accounts", admin: true },
];

/** The frame of every console page: its title and one h1, and for a signed-in member the console's links. */
export function ConsoleFrame({
  title,
  user,
  error = false,
  children,
}: {
  title: string;
  user: ConsoleUser;
  error?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <DocumentTitle title={`${title} – Operators' console`} error={error} />
      {user ? (
        <nav
          aria-label="Console"
          className="mb-8 flex flex-wrap items-center gap-x-6 gap-y-2 border-b border-border pb-4"
        >
          {LINKS.filter((link) => !link.admin || user.role === "admin").map((link) => (
            <a key={link.href} href={link.href} className={linkClass}>
              {link.label}
            </a>
          ))}
          <span className="ml-auto text-sm text-muted-foreground">
            {user.email} ({user.role})
          </span>
          <form method="post" action="/admin/sign-out">
            <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
              Sign out
            </button>
          </form>
        </nav>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight text-foreground">{title}</h1>
      {children}
    </div>
  );
}

export { linkClass as consoleLinkClass };

/** What every console page tells search engines, beside the X-Robots-Tag header. */
export const consoleMeta = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The console's dates, in Irish time, day and minute. */
export function formatWhen(value: Date | string): string {
  return new Intl.DateTimeFormat("en-IE", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Dublin",
  }).format(new Date(value));
}
