import { staffOf } from "~/admin/console.server";
import { ConsoleFrame, consoleLinkClass, consoleMeta, formatWhen } from "~/admin/frame";
import { ConsoleTable } from "~/admin/parts";
import type { Route } from "./+types/admin-audit";

export const meta = consoleMeta;

const PAGE = 100;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin, staff } = staffOf(context, "admin");
  const beforeParam = new URL(request.url).searchParams.get("before");
  const before = beforeParam && /^\d{1,10}$/.test(beforeParam) ? Number(beforeParam) : undefined;
  const entries = await admin.console.store.auditEntries({ limit: PAGE, before });
  return {
    user: { email: staff.email, role: staff.role },
    entries: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    older: entries.length === PAGE ? entries[entries.length - 1]?.id : undefined,
  };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleFrame title="Audit log" user={loaderData.user}>
      <p className="mt-4 max-w-3xl text-muted-foreground">
        Every sign-in, failed sign-in and action in the console, newest first. Entries are only ever added.{" "}
        <a href="/admin/audit.csv" className={consoleLinkClass} download>
          Download the whole log as CSV
        </a>
        .
      </p>
      <div className="mt-6 overflow-x-auto">
        <ConsoleTable caption="Audit log entries" columns={["When", "Who", "Action", "Petition", "Details"]} margin="">
          {loaderData.entries.map((entry) => (
            <tr key={entry.id} className="border-b border-border align-top">
              <td className="whitespace-nowrap py-2 pr-4">{formatWhen(entry.at)}</td>
              <td className="py-2 pr-4">{entry.actor ?? "–"}</td>
              <td className="py-2 pr-4">{entry.action}</td>
              <td className="py-2 pr-4">{entry.petitionId ?? "–"}</td>
              <td className="max-w-md break-words py-2 font-mono text-xs">{entry.detail ?? ""}</td>
            </tr>
          ))}
        </ConsoleTable>
      </div>
      {loaderData.older ? (
        <p className="mt-6">
          <a href={`/admin/audit?before=${loaderData.older}`} className={consoleLinkClass}>
            Older entries
          </a>
        </p>
      ) : null}
    </ConsoleFrame>
  );
}
