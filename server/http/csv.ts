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

/** One CSV record, its fields as `csvField` writes them, ended by CRLF. */
export const csvLine = (values: unknown[]) => `${values.map(csvField).join(",")}\r\n`;
