import { staffOf } from "~/admin/console.server";
import { ConsoleFrame, consoleLinkClass, consoleMeta, formatWhen } from "~/admin/frame";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/admin-queue";

export const handle: RouteHandle = { islands: true };
export const meta = consoleMeta;

export async function loader({ context }: Route.LoaderArgs) {
  const { admin, staff } = staffOf(context);
  const { awaiting, reported, fresh } = await admin.moderation.queue();
  const plain = (rows: typeof reported) =>
    rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      newestReport: row.newestReport?.toISOString() ?? null,
    }));
  return {
    user: { email: staff.email, role: staff.role },
    awaiting: plain(awaiting),
    reported: plain(reported),
    fresh: plain(fresh),
  };
}

type Row = Route.ComponentProps["loaderData"]["reported"][number];

function QueueTable({ caption, rows, reports }: { caption: string; rows: Row[]; reports: boolean }) {
  return (
    <table className="mt-4 w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="py-2 pr-4">
            Petition
          </th>
          {reports ? (
            <>
              <th scope="col" className="py-2 pr-4">
                Reports
              </th>
              <th scope="col" className="py-2 pr-4">
                Newest report
              </th>
            </>
          ) : (
            <th scope="col" className="py-2 pr-4">
              Created
            </th>
          )}
          <th scope="col" className="py-2 pr-4">
            Signatures
          </th>
          <th scope="col" className="py-2">
            State
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-b border-border align-top">
            <td className="py-2 pr-4">
              <a href={`/admin/petitions/${row.id}`} className={consoleLinkClass}>
                {`${row.id}: ${row.title}`}
              </a>
            </td>
            {reports ? (
              <>
                <td className="py-2 pr-4">{row.reports}</td>
                <td className="py-2 pr-4">{row.newestReport ? formatWhen(row.newestReport) : "–"}</td>
              </>
            ) : (
              <td className="py-2 pr-4">{formatWhen(row.createdAt)}</td>
            )}
            <td className="py-2 pr-4">{row.signatureCount.toLocaleString("en-IE")}</td>
            <td className="py-2">{row.closed ? "Closed" : "Open"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function Queue({ loaderData }: Route.ComponentProps) {
  const { awaiting, reported, fresh } = loaderData;
  return (
    <ConsoleFrame title="Moderation queue" user={loaderData.user}>
      <p className="mt-4 max-w-3xl text-muted-foreground">
        What needs a person: public petitions that visitors reported, newest report first, and petitions of the last
        seven days that no moderator has acted on yet.
      </p>
      {awaiting.length ? (
        <section aria-labelledby="awaiting-heading" className="mt-8">
          <h2 id="awaiting-heading" className="text-2xl font-semibold">
            {`Waiting for review (${awaiting.length})`}
          </h2>
          <p className="mt-2 text-muted-foreground">
            New petitions are published only after review (PETITION_MODERATION=before). Oldest first.
          </p>
          <QueueTable caption="Petitions waiting for review" rows={awaiting} reports={false} />
        </section>
      ) : null}
      <section aria-labelledby="reported-heading" className="mt-8">
        <h2 id="reported-heading" className="text-2xl font-semibold">
          {`Reported (${reported.length})`}
        </h2>
        {reported.length ? (
          <QueueTable caption="Reported petitions" rows={reported} reports />
        ) : (
          <p className="mt-2">No public petition has been reported.</p>
        )}
      </section>
      <section aria-labelledby="new-heading" className="mt-10">
        <h2 id="new-heading" className="text-2xl font-semibold">
          {`New (${fresh.length})`}
        </h2>
        {fresh.length ? (
          <QueueTable caption="New petitions" rows={fresh} reports={false} />
        ) : (
          <p className="mt-2">No new petition is waiting.</p>
        )}
      </section>
    </ConsoleFrame>
  );
}
