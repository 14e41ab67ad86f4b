import { expect, it } from "vitest";

/**
 * A table of what a function returns, one test a row:
 *
 *   itReturns("%s is logged as %s", loggablePath, [
 *     ["/alice@example.org/x", "/[email]/x"],
 *     ["/petitions/12", "/petitions/12"],
 *   ]);
 *
 * Each row is an argument and the value `fn` returns for it (compared with `toBe`, so `null` for
 * "none"); the title names them with `%s` or `%j`, as in `it.each`.
 */
export function itReturns<Input, Output>(title: string, fn: (input: Input) => Output, rows: [Input, Output][]): void {
  it.each(rows)(title, (input, expected) => {
    expect(fn(input)).toBe(expected);
  });
}
