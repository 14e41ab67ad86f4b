import { staffOf } from "~/admin/console.server";
import { ConsoleFrame, consoleLinkClass, consoleMeta, formatWhen } from "~/admin/frame";
import { ConsoleSection, ConsoleTable } from "~/admin/parts";
import type { Route } from "./+types/admin-queue";

export const meta = consoleMeta;

export async function loader({ context }: Route.LoaderArgs) {
  const { admin, staff } = staffOf(context);
  const { awaiting, reported, fresh, crossed, flagged } = await admin.moderation.queue();
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
    crossed: plain(crossed),
    flagged: flagged.map((flag) => ({ ...flag, hour: flag.hour.toISOString() })),
  };
}

type Row = Route.ComponentProps["loaderData"]["reported"][number];

/** `reports`: the reports and the newest one's date; `created`: when it was made; `crossed`: when it reached the threshold. */
function QueueTable({
  caption,
  rows,
  mode,
}: {
  caption: string;
  rows: Row[];
  mode: "reports" | "created" | "crossed";
}) {
  const reports = mode === "reports";
  const columns = [
    "Petition",
    ...(reports ? ["Reports", "Newest report"] : [mode === "crossed" ? "Threshold reached" : "Created"]),
    "Signatures",
    "State",
  ];
  return (
    <ConsoleTable caption={caption} columns={columns}>
      {rows.map((row) => (
        <tr key={row.id} className="border-b border-border align-top">
          <td className="py-2 pr-4">
            <a href={`/admin/petitions/${row.id}`} className={consoleLinkClass}>
              {`${row.id}: `}
              <span lang={row.language}>{row.title}</span>
            </a>
          </td>
          {reports ? (
            <>
              <td className="py-2 pr-4">{row.reports}</td>
              <td className="py-2 pr-4">{row.newestReport ? formatWhen(row.newestReport) : "–"}</td>
            </>
          ) : (
            <td className="py-2 pr-4">
              {formatWhen(mode === "crossed" && row.newestReport ? row.newestReport : row.createdAt)}
            </td>
          )}
          <td className="py-2 pr-4">{row.signatureCount.toLocaleString("en-IE")}</td>
          <td className="py-2">{row.closed ? "Closed" : "Open"}</td>
        </tr>
      ))}
    </ConsoleTable>
  );
}

export default function Queue({ loaderData }: Route.ComponentProps) {
  const { awaiting, reported, fresh, crossed, flagged } = loaderData;
  return (
    <ConsoleFrame title="Moderation queue" user={loaderData.user}>
      <p className="mt-4 max-w-3xl text-muted-foreground">
        What needs a person: public petitions that visitors reported, newest report first, sources that signed more than
        an hour allows, and petitions of the last seven days that no moderator has acted on yet.
      </p>
      {awaiting.length ? (
        <ConsoleSection id="awaiting" title={`Waiting for review (${awaiting.length})`} className="mt-8">
          <p className="mt-2 text-muted-foreground">
            New petitions are published only after review (PETITION_MODERATION=before). Oldest first.
          </p>
          <QueueTable caption="Petitions waiting for review" rows={awaiting} mode="created" />
        </ConsoleSection>
      ) : null}
      <ConsoleSection id="reported" title={`Reported (${reported.length})`} className="mt-8">
        {reported.length ? (
          <QueueTable caption="Reported petitions" rows={reported} mode="reports" />
        ) : (
          <p className="mt-2">No public petition has been reported.</p>
        )}
      </ConsoleSection>
      <ConsoleSection id="flagged" title={`Flagged sources (${flagged.length})`} className="mt-10">
        <p className="mt-2 max-w-3xl text-muted-foreground">
          Networks (salted hashes) that gave one petition more signatures in one hour than FRAUD_NETWORK_HOURLY allows
          (and, when signatures are confirmed by email, email domains over FRAUD_DOMAIN_HOURLY), found by the hourly
          look, over the last seven days, newest hour first. The petition's page shows each source's rate and
          invalidates its signatures, after a preview, with a published reason.
        </p>
        {flagged.length ? (
          <ConsoleTable caption="Flagged sources" columns={["Petition", "Source", "Hour from", "Signatures"]}>
            {flagged.map((flag) => (
              <tr key={`${flag.petitionId}-${flag.source}-${flag.hour}`} className="border-b border-border align-top">
                <td className="py-2 pr-4">
                  <a href={`/admin/petitions/${flag.petitionId}#flagged-heading`} className={consoleLinkClass}>
                    {`${flag.petitionId}: `}
                    <span lang={flag.language}>{flag.title}</span>
                  </a>
                </td>
                <td className="py-2 pr-4 wrap-anywhere">
                  {flag.kind === "domain" ? "Email domain " : "Network "}
                  <span className="font-mono">{flag.source}</span>
                </td>
                <td className="py-2 pr-4">{formatWhen(flag.hour)}</td>
                <td className="py-2">{flag.signatures.toLocaleString("en-IE")}</td>
              </tr>
            ))}
          </ConsoleTable>
        ) : (
          <p className="mt-2">No source has been flagged.</p>
        )}
      </ConsoleSection>
      <ConsoleSection id="crossed" title={`Owed a response (${crossed.length})`} className="mt-10">
        <p className="mt-2 text-muted-foreground">
          Public petitions whose signatures reached the response threshold (PETITION_RESPONSE_THRESHOLD), most recent
          first, until the Government's response is published. The date is when the threshold was crossed. Admins write
          the response, in English and Irish, from the petition's page.
        </p>
        {crossed.length ? (
          <QueueTable caption="Petitions owed a response" rows={crossed} mode="crossed" />
        ) : (
          <p className="mt-2">No petition has reached the threshold.</p>
        )}
      </ConsoleSection>
      <ConsoleSection id="new" title={`New (${fresh.length})`} className="mt-10">
        {fresh.length ? (
          <QueueTable caption="New petitions" rows={fresh} mode="created" />
        ) : (
          <p className="mt-2">No new petition is waiting.</p>
        )}
      </ConsoleSection>
    </ConsoleFrame>
  );
}
