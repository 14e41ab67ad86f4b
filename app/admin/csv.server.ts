import { csvLine } from "../../server/http/csv";
import type { StaffStore } from "./store.server";

/** Rows read from the database per step of the export. */
const AUDIT_CSV_BATCH = 500;

/**
 * The whole audit log, oldest first, as a stream of CSV text: read in batches of rows by id, so
 * a long log is never held in memory as one string, and a client that stops reading stops the reads.
 */
export function auditCsv(store: StaffStore, batch = AUDIT_CSV_BATCH): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after = 0;
  /** The newest row when the export began: rows added while it runs are left for the next one. */
  let last: number | null = null;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (last === null) {
          last = await store.newestAuditId();
          controller.enqueue(
            encoder.encode(csvLine(["id", "at", "actor", "action", "petition", "detail", "address_hash"])),
          );
          return;
        }
        const rows = await store.auditEntriesBetween(after, last, batch);
        if (rows.length === 0) {
          controller.close();
          return;
        }
        after = Number(rows[rows.length - 1]?.id);
        controller.enqueue(
          encoder.encode(
            rows
              .map((row) =>
                csvLine([
                  row.id,
                  new Date(row.at),
                  row.actor,
                  row.action,
                  row.petition_id,
                  row.detail,
                  row.address_hash,
                ]),
              )
              .join(""),
          ),
        );
      },
    },
    { highWaterMark: 1 },
  );
}
