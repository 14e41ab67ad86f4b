/** "/services/visa/" → "/services/visa"; the root stays "/". */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
