import type { ReactNode } from "react";

/** A row of a table: its key, and its cells, the first of which names the row. */
export type DataRow = { key: string; cells: ReactNode[] };

/**
 * A table of figures: an optional caption, a header row, and a row per entry whose first cell is its header
 * (`scope="row"`). The first `words` columns hold words (left-aligned), the others figures (right-aligned).
 */
export function DataTable({
  caption,
  columns,
  rows,
  words = 1,
  className = "mt-3",
}: {
  caption?: ReactNode;
  columns: string[];
  rows: readonly DataRow[];
  words?: number;
  className?: string;
}) {
  const align = (index: number) => (index < words ? "text-left" : "text-right tabular-nums");
  return (
    <table className={`${className} w-full text-sm`}>
      {caption ? <caption className="text-left font-semibold">{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={column} scope="col" className={`py-1 pr-3 align-bottom ${align(index)}`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-border">
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={columns[index]} scope="row" className="py-1 pr-3 text-left font-normal">
                  {cell}
                </th>
              ) : (
                <td key={columns[index]} className={`py-1 pr-3 ${align(index)}`}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
