/**
 * Today's calendar date in UTC as YYYY-MM-DD. The legal pages show "today" as
 * their date: the server computes it once per request and hands it to the page
 * through the loader, so the HTML and the hydrated page show the same day
 * whatever the visitor's time zone.
 */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
