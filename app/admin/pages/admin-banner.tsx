import { data, redirect } from "react-router";
import { field, formOf, staffOf } from "~/admin/console.server";
import { ConsoleFrame, consoleMeta, formatWhen } from "~/admin/frame";
import { ConsoleOutcome, ConsoleSection } from "~/admin/parts";
import { BANNER_LEVELS, BANNER_TEXT_MAX, type BannerField, type BannerLevel, SiteBanner } from "~/banner";
import { Button } from "~/components/ui/button";
import { Field, Input, Textarea } from "~/components/ui/field";
import type { Route } from "./+types/admin-banner";

export const meta = consoleMeta;

const LEVELS: Record<BannerLevel, { label: string; hint: string }> = {
  emergency: { label: "Emergency", hint: "A danger to life: white on red." },
  warning: { label: "Warning", hint: "Something that disrupts people's plans: black on yellow." },
  information: { label: "Information", hint: "Something worth knowing: white on blue." },
};

const DONE: Record<string, string> = {
  on: "The banner is on. This server shows it now; every other server process within a minute.",
  off: "The banner is off. This server stopped showing it now; every other server process within a minute.",
};

/** The form's field names, in the order of the page (the error summary links to them). */
const FIELDS: readonly BannerField[] = ["level", "textEn", "textGa", "link"];
const FIELD_IDS: Record<BannerField, string> = {
  level: "level-emergency",
  textEn: "textEn",
  textGa: "textGa",
  link: "link",
};

/** A refused field's message, linking to its control (the level's first radio button). */
const fieldError = (name: BannerField, message = "") => ({ id: FIELD_IDS[name], message });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin, staff } = staffOf(context, "admin");
  const state = await admin.banner.read();
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    user: { email: staff.email, role: staff.role },
    done: DONE[done] ?? null,
    banner: state
      ? {
          active: state.active,
          level: state.level,
          text: state.text,
          link: state.link,
          changedAt: state.changedAt.toISOString(),
        }
      : null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { admin, staff } = staffOf(context, "admin");
  const form = await formOf(request);
  const actor = {
    accountId: staff.accountId,
    audit: (action: string, detail: unknown) => admin.console.audit(staff, admin.requester, action, { detail }),
  };
  const intent = field(form, "intent");
  if (intent === "off") {
    const done = await admin.banner.switchOff(actor);
    if (!done) return data({ error: "No banner is on: there is nothing to switch off." }, { status: 400 });
    throw redirect("/admin/banner?done=off", { status: 303 });
  }
  if (intent !== "on") return data({ error: "Choose to switch the banner on or off." }, { status: 400 });
  const result = await admin.banner.switchOn(
    {
      level: field(form, "level"),
      textEn: field(form, "textEn"),
      textGa: field(form, "textGa"),
      link: field(form, "link"),
    },
    actor,
  );
  if (!result.ok) return data({ errors: result.errors, values: result.values }, { status: 400 });
  throw redirect("/admin/banner?done=on", { status: 303 });
}

export default function SiteBannerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { banner, done } = loaderData;
  const errors = actionData && "errors" in actionData ? actionData.errors : {};
  const failed = actionData && "error" in actionData ? actionData.error : null;
  const entered = actionData && "values" in actionData ? actionData.values : null;
  const values = entered ?? {
    level: banner?.level ?? "",
    textEn: banner?.text.en ?? "",
    textGa: banner?.text.ga ?? "",
    link: banner?.link ?? "",
  };
  const problems = FIELDS.filter((name) => errors[name]);
  const on = Boolean(banner?.active);
  return (
    <ConsoleFrame title="Site banner" user={loaderData.user} error={problems.length > 0 || Boolean(failed)}>
      <p className="mt-4 max-w-3xl text-muted-foreground">
        A banner at the top of every public page, in the page's language, for an emergency, a warning or information
        everyone must see. It reaches every server process and the caching proxy within a minute, without a deploy.
        Every change is written to the audit log.
      </p>
      <ConsoleOutcome
        refused={
          problems.length > 0
            ? { title: "The banner was not changed", fields: problems.map((name) => fieldError(name, errors[name])) }
            : failed
              ? { message: failed }
              : null
        }
        done={done}
      />

      <ConsoleSection id="current" title="Now" className="mt-8">
        {banner && on ? (
          <>
            <p className="mt-2">
              {`On since ${formatWhen(banner.changedAt)}. Visitors see it like this, in English and in Irish:`}
            </p>
            <div className="mt-4 grid gap-3 border border-border p-3">
              <div lang="en">
                <SiteBanner banner={banner} language="en" preview />
              </div>
              <div lang="ga">
                <SiteBanner banner={banner} language="ga" preview />
              </div>
            </div>
            <form method="post" className="mt-4">
              <input type="hidden" name="intent" value="off" />
              <Button type="submit" variant="destructive">
                Switch the banner off
              </Button>
            </form>
          </>
        ) : (
          <p className="mt-2">
            {banner
              ? `No banner is on. The last one was switched off ${formatWhen(banner.changedAt)}.`
              : "No banner is on."}
          </p>
        )}
      </ConsoleSection>

      <ConsoleSection id="edit" title={on ? "Change the banner" : "Switch a banner on"} className="mt-10">
        <form method="post" className="mt-4 grid max-w-3xl gap-6">
          <input type="hidden" name="intent" value="on" />
          <fieldset
            className={errors.level ? "grid gap-2 border-l-4 border-destructive pl-3" : "grid gap-2"}
            aria-describedby={errors.level ? "level-error" : undefined}
          >
            <legend className="text-sm font-semibold text-foreground">Level</legend>
            {errors.level ? (
              <p id="level-error" className="text-sm font-semibold text-destructive">
                {errors.level}
              </p>
            ) : null}
            {BANNER_LEVELS.map((level) => (
              <div key={level} className="flex items-start gap-3">
                <input
                  type="radio"
                  id={`level-${level}`}
                  name="level"
                  value={level}
                  defaultChecked={values.level === level}
                  aria-describedby={`level-${level}-hint`}
                  className="mt-1 size-5 accent-primary"
                />
                <div>
                  <label htmlFor={`level-${level}`} className="font-medium">
                    {LEVELS[level].label}
                  </label>
                  <p id={`level-${level}-hint`} className="text-sm text-muted-foreground">
                    {LEVELS[level].hint}
                  </p>
                </div>
              </div>
            ))}
          </fieldset>
          <Field
            id="textEn"
            label="Text in English"
            hint={`Shown on English pages. One or two sentences, at most ${BANNER_TEXT_MAX} characters.`}
            error={errors.textEn}
          >
            <Textarea name="textEn" defaultValue={values.textEn} rows={3} />
          </Field>
          <Field
            id="textGa"
            label="Text in Irish"
            hint={`Shown on Irish pages (/ga/…). At most ${BANNER_TEXT_MAX} characters.`}
            error={errors.textGa}
          >
            <Textarea name="textGa" lang="ga" defaultValue={values.textGa} rows={3} />
          </Field>
          <Field
            id="link"
            label="Link (optional)"
            hint="A page of this site, such as /ready-brehon (Irish pages link to its Irish address), or an address that starts with https://."
            error={errors.link}
          >
            <Input name="link" defaultValue={values.link} spellCheck={false} />
          </Field>
          <div>
            <Button type="submit">{on ? "Change the banner" : "Switch the banner on"}</Button>
          </div>
        </form>
      </ConsoleSection>
    </ConsoleFrame>
  );
}
