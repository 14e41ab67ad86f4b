import { data } from "react-router";
import { idOf, staffOf } from "~/admin/console.server";
import { ConsoleFrame, consoleLinkClass, consoleMeta } from "~/admin/frame";
import type { Route } from "./+types/admin-petition-contact";

export const meta = consoleMeta;

/** The one screen that shows a petitioner's email; each viewing is written to the audit log. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { admin, staff } = staffOf(context);
  const id = idOf(params.id);
  const contact = await admin.moderation.contact(id, staff, admin.requester);
  if (!contact) throw data("Not Found", { status: 404 });
  return { user: { email: staff.email, role: staff.role }, id, contact };
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { id, contact } = loaderData;
  return (
    <ConsoleFrame title={`Contact the petitioner of petition ${id}`} user={loaderData.user}>
      <p className="mt-4 max-w-3xl text-muted-foreground">
        Use these details only to contact the petitioner about their petition. Your viewing of this page is in the audit
        log.
      </p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">Name</dt>
        <dd>{contact.name ?? "No name given"}</dd>
        <dt className="font-semibold">Email</dt>
        <dd>{contact.email ?? "No email given"}</dd>
      </dl>
      <p className="mt-6">
        <a href={`/admin/petitions/${id}`} className={consoleLinkClass}>
          Back to the petition
        </a>
      </p>
    </ConsoleFrame>
  );
}
