import { data, redirect } from "react-router";
import { consoleOf, field, formOf, safeNext } from "~/admin/console.server";
import { ConsoleFrame, consoleMeta } from "~/admin/frame";
import { OneTimeCodeField } from "~/admin/parts";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import type { Route } from "./+types/admin-sign-in";

/** Plain HTML forms: the console's pages run no script of their own. */

export const meta = consoleMeta;
/** The lock-out's Retry-After reaches the response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

const NEEDS_HTTPS =
  "The console signs in over HTTPS only (its cookie is Secure). Open it at its https:// address, or on this machine at http://localhost.";

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = consoleOf(context);
  if (admin.staff) throw redirect("/admin");
  const setUp = new URL(request.url).searchParams.has("set-up");
  return data(
    { next: admin.refusedPath ?? null, secureContext: admin.secureContext, setUp },
    // An address asked for without a session: the sign-in page answers in its place.
    { status: admin.refusedPath ? 401 : 200 },
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = consoleOf(context);
  const form = await formOf(request);
  const next = safeNext(field(form, "next"));
  const email = field(form, "email");
  if (!admin.secureContext) return data({ error: NEEDS_HTTPS, email }, { status: 400 });
  const result = await admin.console.signIn(
    { email, password: field(form, "password"), code: field(form, "code") },
    admin.requester,
  );
  if (result.status === "signed-in") {
    throw redirect(next, {
      status: 303,
      headers: { "Set-Cookie": admin.kit.sessionCookie(result.token) },
    });
  }
  return data(
    { error: result.message, email },
    result.status === "locked"
      ? { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } }
      : result.status === "busy" || result.status === "unavailable"
        ? { status: 503, headers: { "Retry-After": String(result.retryAfterSeconds) } }
        : { status: 401 },
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData?.error;
  return (
    <ConsoleFrame title="Sign in" user={null} error={Boolean(error)}>
      <div className="mt-6 max-w-md">
        {error ? (
          <Notice variant="error" role="alert" title="You are not signed in" className="mb-6">
            <p className="mt-2">{error}</p>
          </Notice>
        ) : loaderData.next ? (
          <Notice variant="info" className="mb-6">
            <p>Sign in to open that page of the console.</p>
          </Notice>
        ) : loaderData.setUp ? (
          <Notice variant="success" className="mb-6">
            <p>Your password and one-time codes are set. Sign in with them now.</p>
          </Notice>
        ) : null}
        {loaderData.secureContext ? null : (
          <Notice variant="warning" className="mb-6">
            <p>{NEEDS_HTTPS}</p>
          </Notice>
        )}
        <p className="text-muted-foreground">
          For the portal's staff. Each sign-in needs your password and the six-digit code from your authenticator app.
        </p>
        <form method="post" action="/admin/sign-in" className="mt-6 grid gap-5">
          <input type="hidden" name="next" value={loaderData.next ?? ""} />
          <Field id="email" label="Email address">
            <Input
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={actionData?.email ?? ""}
              spellCheck={false}
            />
          </Field>
          <Field id="password" label="Password">
            <Input name="password" type="password" autoComplete="current-password" required />
          </Field>
          <OneTimeCodeField label="One-time code" hint="The six digits your authenticator app shows now." />
          <div>
            <Button type="submit">Sign in</Button>
          </div>
        </form>
      </div>
    </ConsoleFrame>
  );
}
