import type { Browser, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { irish, PAGE_PATHS, waitForHydration } from "./support";

/**
 * What one visit of each page asks of the server, against a budget per kind of page: documents,
 * scripts, stylesheets, API reads, event streams and the rest (pictures, fonts). A page over its
 * budget fails, and so does any page that logs an error or gives up a request of its own (an
 * aborted request: a stream opened again, a question asked twice), which the other browser tests
 * allow because they leave pages with their streams open.
 *
 * Every page of the registry, one after another in one browser tab whose cache is switched off (the
 * English pages in one tab, the Irish in another beside it): each visit is counted as a first visit,
 * and the scripts cost one download each.
 */
type Kind = "documents" | "scripts" | "stylesheets" | "api" | "streams" | "other";
type Counts = Record<Kind, number> & { signed: number };
type Budget = Partial<Record<Kind | "signed", number>>;

/**
 * The budgets, as measured when the test was written (a ratchet: lower one whenever a page asks less).
 * A content page: its document, the islands' script with its chunks and the language's catalogue, the
 * picture of the header's arms; CSS is inline.
 */
const STATIC: Budget = { documents: 1, scripts: 19, stylesheets: 0, api: 0, streams: 0, other: 1 };
/** The service landings, the request forms and the guide: their islands' widgets (Radix) load with them. */
const WIDGETS: Budget = { ...STATIC, scripts: 27 };
/** A ministry's page: its minister's portrait. */
const MINISTRY: Budget = { ...STATIC, other: 2 };
/** The government landings: their tabs and accordions, and the leaders' portraits. */
const GOVERNMENT: Budget = { ...STATIC, scripts: 30, other: 6 };
/**
 * The petitions list and a petition's page: one stream for every count on the page, one question of
 * which petitions this browser has signed, and nothing else from the API.
 */
// 36 since the form writes the other language's text too (issue 55).
const PETITIONS: Budget = { ...STATIC, scripts: 36, api: 1, streams: 1, signed: 1 };
const BUDGETS: Array<[RegExp, Budget]> = [
  [/^(\/ga)?\/petitions(\/\d+)?$/, PETITIONS],
  [/^(\/ga)?\/government(\/(leadership|ministries|constitution|symbols))?$/, GOVERNMENT],
  [/^(\/ga)?\/(services|diplomatic-relations\/apply|ready-brehon)(\/|$)/, WIDGETS],
  [/^(\/ga)?\/government\/ministries\/[a-z-]+$/, MINISTRY],
  [/./, STATIC],
];
/** Pages that must hold exactly one stream and one question (a page of them that opens none is broken too). */
const LIVE = /^(\/ga)?\/petitions(\/\d+)?$/;

const budgetOf = (address: string) => BUDGETS.find(([pattern]) => pattern.test(address))?.[1] ?? STATIC;

function kindOf(request: Request): Kind {
  const type = request.resourceType();
  if (type === "document") return "documents";
  if (type === "script") return "scripts";
  if (type === "stylesheet") return "stylesheets";
  if (type === "eventsource") return "streams";
  if (new URL(request.url()).pathname.startsWith("/api/")) return "api";
  return "other";
}

const zero = (): Counts => ({ documents: 0, scripts: 0, stylesheets: 0, api: 0, streams: 0, other: 0, signed: 0 });

/**
 * Visits each address in turn in one tab of a browser context of its own, its cache off, and returns what each
 * visit asked of the server, with the errors and requests given up along the way.
 */
async function walk(browser: Browser, baseURL: string | undefined, addresses: string[]) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });

  // What the visit under way has asked, what is still open, and what went wrong.
  let counts = zero();
  let visiting = "";
  let lastActivity = Date.now();
  const open = new Set<Request>();
  /** The visit each request was made during: leaving a page cuts its streams off, which is not the page's doing. */
  const visitOf = new WeakMap<Request, string>();
  const problems: string[] = [];
  const settle = (request: Request) => {
    open.delete(request);
    lastActivity = Date.now();
  };
  page.on("request", (request) => {
    const kind = kindOf(request);
    counts[kind] += 1;
    visitOf.set(request, visiting);
    if (new URL(request.url()).pathname === "/api/petitions/signed") counts.signed += 1;
    // A stream stays open: it counts as settled once it answers.
    open.add(request);
    lastActivity = Date.now();
  });
  page.on("response", (response) => {
    if (response.request().resourceType() === "eventsource") settle(response.request());
  });
  page.on("requestfinished", settle);
  page.on("requestfailed", (request) => {
    settle(request);
    if (visitOf.get(request) === visiting)
      problems.push(`${visiting}: ${request.url()} failed (${request.failure()?.errorText})`);
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${visiting}: console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${visiting}: ${error.message}`));

  const measured: Array<[string, Counts]> = [];
  for (const address of addresses) {
    counts = zero();
    open.clear();
    visiting = address;
    await page.goto(address);
    await waitForHydration(page);
    // The visit is over once nothing has been asked or answered for a moment (streams left open).
    await expect
      .poll(() => open.size === 0 && Date.now() - lastActivity > 200, { intervals: [50], timeout: 15_000 })
      .toBe(true);
    measured.push([address, counts]);
  }
  await context.close();
  return { measured, problems };
}

test("each page asks no more of the server than its budget, in both languages", async ({ browser, baseURL }) => {
  test.setTimeout(300_000);

  // A list of several petitions, one of them with a page to visit.
  const context = await browser.newContext({ baseURL });
  let petition = 0;
  for (let index = 0; index < 6; index++) {
    const created = await context.request.post("/api/petitions", {
      data: { title: `Budget petition ${index} ${Date.now().toString(36)}`, description: "Counted requests." },
    });
    expect(created.status()).toBe(201);
    petition = (await created.json()).petition.id as number;
  }
  await context.close();
  const english = [...PAGE_PATHS, `/petitions/${petition}`, "/search?q=passport"];

  // The two languages are walked side by side, each in a tab of its own: a visit spends most of its time
  // waiting (for the islands to hydrate, then for a moment of quiet), which the other tab's visit fills.
  const walks = await Promise.all([walk(browser, baseURL, english), walk(browser, baseURL, english.map(irish))]);
  const measured = walks.flatMap((each) => each.measured);
  const problems = walks.flatMap((each) => each.problems);

  console.log(measured.map(([address, c]) => `${address} ${JSON.stringify(c)}`).join("\n"));
  const over = measured.flatMap(([address, found]) => {
    const budget = budgetOf(address);
    const excess = Object.entries(budget).flatMap(([kind, most]) => {
      const count = found[kind as keyof Counts];
      return count > (most as number) ? [`${kind} ${count} > ${most}`] : [];
    });
    if (LIVE.test(address) && (found.streams !== 1 || found.signed !== 1)) {
      excess.push(`streams ${found.streams} and signed-marks questions ${found.signed}, not one of each`);
    }
    return excess.length > 0 ? [`${address}: ${excess.join(", ")}`] : [];
  });
  expect(over, "pages over their budget").toEqual([]);
  expect(problems, "errors and requests given up while pages load").toEqual([]);
});
