import { data, redirect } from "react-router";
import { consoleOf, field, formOf } from "~/admin/console.server";
import { PASSWORD_MIN } from "~/admin/fields";
import { ConsoleFrame, consoleMeta } from "~/admin/frame";
import { OneTimeCodeField } from "~/admin/parts";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import type { Route } from "./+types/admin-setup";

export const meta = consoleMeta;

const EXPIRED = "This link has been used or has expired. Ask an admin for a new one.";

export async function loader({ context, params }: Route.LoaderArgs) {
  const admin = consoleOf(context);
  const account = await admin.console.setupAccount(params.token);
  if (!account) return data({ expired: true as const }, { status: 410 });
  const secret = admin.kit.newTotpSecret();
  return { expired: false as const, email: account.email, secret, uri: admin.kit.totpUri(secret, account.email) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const admin = consoleOf(context);
  const form = await formOf(request);
  const secret = field(form, "secret");
  const result = await admin.console.completeSetup(
    params.token,
    { password: field(form, "password"), confirm: field(form, "confirm"), secret, code: field(form, "code") },
    admin.requester,
  );
  if (result.status === "done") throw redirect("/admin/sign-in?set-up", { status: 303 });
  if (result.status === "expired") return data({ error: EXPIRED, secret: null }, { status: 410 });
  return data({ error: result.message, secret }, { status: 400 });
}

export default function SetUp({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.expired) {
    return (
      <ConsoleFrame title="Set up your account" user={null}>
        <p className="mt-4">{EXPIRED}</p>
      </ConsoleFrame>
    );
  }
  // The secret stays the same when the form comes back with an error: the app is already enrolled.
  const secret = actionData?.secret ?? loaderData.secret;
  const uri = secret === loaderData.secret ? loaderData.uri : loaderData.uri.replace(loaderData.secret, secret);
  return (
    <ConsoleFrame title="Set up your account" user={null} error={Boolean(actionData?.error)}>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
        For {loaderData.email}. This link works once. Choose a password, add the portal to your authenticator app, and
        type the code it shows.
      </p>
      {actionData?.error ? (
        <Notice variant="error" role="alert" title="Your account is not set up yet" className="mt-6 max-w-xl">
          <p className="mt-2">{actionData.error}</p>
        </Notice>
      ) : null}
      <form method="post" className="mt-8 grid max-w-xl gap-5">
        <input type="hidden" name="secret" value={secret} />
        <Field id="password" label="New password" hint={`At least ${PASSWORD_MIN} characters.`}>
          <Input name="password" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN} />
        </Field>
        <Field id="confirm" label="The same password again">
          <Input name="confirm" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN} />
        </Field>
        <section aria-labelledby="totp-heading" className="grid gap-2">
          <h2 id="totp-heading" className="text-xl font-semibold">
            Your authenticator app
          </h2>
          <p>In the app, add an account with this key (time-based, six digits, every 30 seconds):</p>
          <p className="break-all rounded-md bg-muted p-3 font-mono text-lg" data-testid="totp-secret">
            {secret}
          </p>
          <p className="text-sm text-muted-foreground">
            Or give the app this address: <span className="break-all font-mono">{uri}</span>
          </p>
        </section>
        <OneTimeCodeField label="The code your app shows now" />
        <div>
          <Button type="submit">Save and go to sign-in</Button>
        </div>
      </form>
    </ConsoleFrame>
  );
}
