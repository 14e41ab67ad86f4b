import { readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page, test } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { totpCode } from "../app/admin/totp.server";
import { addStaffAccount, freshDataDir, type ServerProcess, startServer } from "../test/server/harness";
import { STAFF_PASSWORD } from "../test/support/staff";

// The portal's structure, written out once for the unit and browser tests.
export { ADDED_PATHS, PAGE_PATHS, ROUTE_PATHS, UNDEFINED_TARGETS } from "../test/spec/structure";
export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 667 };

/** axe-core's browser bundle, read once per test worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.2 AA as axe-core tests it, and headings that never skip a level. */
const AXE_OPTIONS = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
  // A best practice rather than a WCAG rule; Lighthouse's accessibility score counts it.
  rules: { "heading-order": { enabled: true } },
  // Only violations are wanted: collecting the passes in full costs a fifth of each check.
  resultTypes: ["violations"],
};

/**
 * Runs axe-core in the page and fails with each violation's rule and elements.
 * axe is put into a page once per document and run there directly: a second check
 * of the same document (after a resize, or with a widget open) costs only the run.
 * The portal has no frames, so nothing is lost by not visiting them. A soft check
 * records a failure and lets the test go on to its next page.
 *
 * The page is checked scrolled to its top, then put back where it was: axe's target-size
 * rule counts a button that happens to sit under the sticky header's links at the moment
 * of the check as obscured, so a check made wherever a click left the page would depend on
 * where the list's cards fell. Content scrolled under the header is a place in the page,
 * not a size of its targets; what scrolling to a focused control leaves clear of the header
 * is the stylesheet's scroll margin, tested with the keyboard.
 */
export async function expectNoAxeViolations(page: Page, context = page.url(), { soft = false } = {}) {
  const present = await page.evaluate(() => "axe" in window);
  if (!present) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<AxeResults> } }).axe;
    const { scrollX, scrollY } = window;
    window.scrollTo({ left: 0, top: 0, behavior: "instant" });
    try {
      const results = await axe.run(document, options);
      return results.violations.map((violation) => ({
        id: violation.id,
        targets: violation.nodes.map((node) => `${node.target.join(" ")} (${node.failureSummary ?? ""})`),
      }));
    } finally {
      window.scrollTo({ left: scrollX, top: scrollY, behavior: "instant" });
    }
  }, AXE_OPTIONS);
  const summary = violations.map((violation) => `${violation.id}: ${violation.targets.join(", ")}`);
  (soft ? expect.soft : expect)(summary, `axe violations on ${context}`).toEqual([]);
}

/**
 * axe on a page as a browser without JavaScript has it. axe itself needs JavaScript, so the document the
 * page holds is drawn again, without its scripts, in a page of the same size that runs them, at the same
 * address (so its links and forms resolve alike), and checked there.
 */
export async function expectNoAxeViolationsWithoutJavaScript(page: Page, context = page.url()) {
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  const address = page.url();
  const copy = await page.context().browser()?.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  if (!copy) throw new Error("The page has no browser to draw its copy in");
  try {
    const drawn = await copy.newPage();
    await drawn.route(address, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }));
    await drawn.goto(address);
    await expectNoAxeViolations(drawn, `${context} (without JavaScript)`);
  } finally {
    await copy.close();
  }
}

/** Waits until React has hydrated the page (every island of a static page), so its widgets respond. */
export async function waitForHydration(page: Page) {
  // The menus become buttons once React runs (without it they are native disclosures); each
  // island is marked once its content has hydrated (app/islands).
  await page.waitForFunction(
    () =>
      document.querySelector("header button[aria-expanded]") !== null &&
      document.querySelector("[data-island]:not([data-hydrated])") === null,
  );
}

/**
 * Opens a list of petitions once it shows a petition just created through the API. A list kept in
 * memory is drawn again at most every quarter of a second while petitions change, so a list asked for
 * within that moment may not show it yet: the list is asked for again until it does, with a deadline.
 * (Visitors who create a petition through the pages see it at once: their answer is drawn for them.)
 */
export async function openListShowing(page: Page, address: string, title: string | RegExp) {
  await expect(async () => {
    await page.goto(address);
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await waitForHydration(page);
}

/** An English address at its Irish address: "/" → "/ga", "/services" → "/ga/services". */
export const irish = (path: string) => (path === "/" ? "/ga" : `/ga${path}`);

/** Switches the page to Irish with the language switcher of the visible header (also the `language` fixture). */
export async function chooseIrish(page: Page) {
  await waitForHydration(page);
  const desktop = page.getByRole("banner").getByRole("link", { name: "Gaeilge" });
  if (await desktop.isVisible()) {
    await desktop.click();
  } else {
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: "Gaeilge" }).click();
  }
  await expect(page).toHaveURL(/\/ga(?:[/?#]|$)/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ga");
}

/**
 * A server of the test file's own, for the operators' console: its first staff
 * account is made by `npm run staff` before the server holds the embedded
 * database, so it cannot be the shared server. The file's tests run in order.
 * `url` and `link` (the account's set-up path) are there once the tests start. With `testHooks`, the
 * tests move the server's clock (`advanceClock`), and the one-time codes follow the server's time.
 */
export function consoleServer(email: string, options: { testHooks?: boolean; env?: Record<string, string> } = {}) {
  let server: ServerProcess | undefined;
  let dataDir = "";
  let secret = "";
  const own = {
    url: "",
    link: "",
    /** Signs the account in on `page`, setting it up through its link the first time; ends on the console's home. */
    async signIn(page: Page) {
      if (secret) await page.goto(`${own.url}/admin/sign-in`);
      else secret = await setUpStaffAccount(page, `${own.url}${own.link}`, { serverNow: server?.clockNow() });
      await signInToConsole(page, email, secret, server?.clockNow() ?? Date.now());
    },
    /** Moves the server's clock on (needs `testHooks`), running what the new time makes due. */
    advanceClock: (ms: number) => (server as ServerProcess).advanceClock(ms),
  };
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    // `npm run staff`, then the server: two starts of Node and the database, long on a busy machine.
    test.setTimeout(180_000);
    dataDir = freshDataDir();
    own.link = await addStaffAccount(dataDir, email, "admin");
    server = await startServer({
      database: "none",
      testHooks: options.testHooks,
      env: { DATA_DIR: dataDir, LOG_LEVEL: "warn", ...options.env },
    });
    own.url = server.url;
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return own;
}

/**
 * Sets up a staff account on its one-time link's page, as a new member of staff
 * does, and ends on the sign-in page; returns the account's TOTP secret.
 * `check` looks at the set-up page before the form is filled in.
 */
export async function setUpStaffAccount(
  page: Page,
  address: string,
  { check, serverNow = Date.now() }: { check?: () => Promise<void>; serverNow?: number } = {},
): Promise<string> {
  await page.goto(address);
  await expect(page.getByRole("heading", { level: 1, name: "Set up your account" })).toBeVisible();
  await check?.();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  await page.getByLabel("New password").fill(STAFF_PASSWORD);
  await page.getByLabel("The same password again").fill(STAFF_PASSWORD);
  await page.getByLabel("The code your app shows now").fill(totpCode(secret, serverNow));
  await page.getByRole("button", { name: "Save and go to sign-in" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in\?set-up$/);
  return secret;
}

/** Signs in on the open sign-in page with the next time step's code (the current one was used at set-up). */
export async function signInToConsole(page: Page, email: string, secret: string, serverNow = Date.now()) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByLabel("One-time code").fill(totpCode(secret, serverNow + 30_000));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Operators' console" })).toBeVisible();
}
