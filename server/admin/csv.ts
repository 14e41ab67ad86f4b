import type { AuditRow, StaffStore } from "./store";

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break.
 * A field a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: unknown[]) => `${values.map(csvField).join(",")}\r\n`;

/** The whole audit log, oldest first. */
export async function auditCsv(store: StaffStore): Promise<string> {
  const rows = await store.query<AuditRow>(
    "select id, at, actor, action, petition_id, detail, address_hash from audit_log order by id",
  );
  return (
    csvLine(["id", "at", "actor", "action", "petition", "detail", "address_hash"]) +
    rows
      .map((row) =>
        csvLine([row.id, new Date(row.at), row.actor, row.action, row.petition_id, row.detail, row.address_hash]),
      )
      .join("")
  );
}
