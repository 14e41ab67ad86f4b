import { staffOf } from "~/admin/console.server";
import type { Route } from "./+types/admin-audit-csv";

/** The whole audit log as CSV, for admins; the export itself is logged. */
export async function loader({ context }: Route.LoaderArgs) {
  const { admin, staff } = staffOf(context, "admin");
  await admin.console.audit(staff, admin.requester, "audit-exported");
  // Streamed in batches of rows: the log may be long.
  const body = admin.kit.auditCsv();
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="audit-log.csv"',
    },
  });
}
