import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  consoleServer,
  DESKTOP,
  expectNoAxeViolations,
  MOBILE,
  setUpStaffAccount,
  signInToConsole,
  waitForHydration,
} from "./support";

/**
 * Issue 26: an admin manages the console's accounts in a browser. Like
 * e2e/console.spec.ts it runs a server of its own, whose first account is made
 * by `npm run staff` before the server holds the embedded database.
 */
const own = consoleServer("admin@example.ie");

/** Sets up an account through its link's path; returns its TOTP secret. */
const setUp = (page: Page, path: string) => setUpStaffAccount(page, `${own.url}${path}`);

/** The page's status message with this text (the header has a status region of its own). */
const statusOf = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** axe at desktop and mobile widths. */
async function checkBothWidths(page: Page, name: string) {
  await waitForHydration(page);
  await expectNoAxeViolations(page, `${name} (desktop)`);
  await page.setViewportSize(MOBILE);
  await expectNoAxeViolations(page, `${name} (mobile)`);
  // Nothing makes the page itself scroll sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(MOBILE.width);
  await page.setViewportSize(DESKTOP);
}

test("an admin adds a moderator with the keyboard, whose one-time link works; every accounts page passes axe", async ({
  page,
  secondPage,
}) => {
  // Every accounts page checked with axe, in two browsers, on a shared two-core machine.
  test.setTimeout(180_000);
  expect(own.link).not.toBe("");
  const adminSecret = await setUp(page, own.link);
  await signInToConsole(page, "admin@example.ie", adminSecret);

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Accounts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
  await expect(page.getByRole("row", { name: /admin@example\.ie \(you\) admin active/ })).toBeVisible();
  await checkBothWidths(page, "accounts");

  // With the keyboard only: the address, the role, then the button.
  await page.getByLabel("Email address").focus();
  await page.keyboard.type("moderator@example.ie");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Role")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Add the account" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(statusOf(page, "Account moderator@example.ie (moderator) created.")).toBeVisible();
  const shown = (await page.getByTestId("setup-link").textContent())?.trim() ?? "";
  expect(shown).toMatch(/\/admin\/setup\/[A-Za-z0-9_-]{43}$/);
  await expect(
    page.getByRole("row", { name: /moderator@example\.ie moderator waiting for set-up Never/ }),
  ).toBeVisible();
  await checkBothWidths(page, "accounts after adding one");

  // The same address again is refused with a clear message.
  await page.getByLabel("Email address").fill("Moderator@example.ie");
  await page.getByRole("button", { name: "Add the account" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "There is already an account for moderator@example.ie. To give it a new link, reset that account.",
  );
  await checkBothWidths(page, "accounts with an error");

  // The new moderator, in a browser of their own, sets up the account through the link and signs in.
  const moderatorSecret = await setUp(secondPage, new URL(shown).pathname);
  await signInToConsole(secondPage, "moderator@example.ie", moderatorSecret);
  await expect(
    secondPage.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Accounts" }),
  ).toHaveCount(0);
  const refused = await secondPage.goto(`${own.url}/admin/accounts`);
  expect(refused?.status()).toBe(403);
  await expect(secondPage.getByRole("heading", { level: 1, name: "Admins only" })).toBeVisible();
  await checkBothWidths(secondPage, "accounts refused to a moderator");

  // The admin opens the moderator's account: its session is listed, and ending it signs the moderator out.
  await page.goto(`${own.url}/admin/accounts`);
  await page.getByRole("link", { name: "moderator@example.ie" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Account moderator@example.ie" })).toBeVisible();
  await checkBothWidths(page, "an account");
  await page.getByRole("button", { name: "End session" }).click();
  await expect(statusOf(page, "The session has ended.")).toBeVisible();
  await secondPage.goto(`${own.url}/admin`);
  await expect(secondPage.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();

  // Disable, then reset: the new link is shown once on the page that answers.
  await page.getByRole("button", { name: "Disable the account" }).click();
  await expect(statusOf(page, "The account is disabled and its sessions have ended.")).toBeVisible();
  await page.getByRole("button", { name: "Enable the account" }).click();
  await expect(statusOf(page, "The account may sign in again.")).toBeVisible();
  await page.getByRole("button", { name: "Reset the account" }).click();
  await expect(statusOf(page, "password and one-time codes forgotten, sessions ended.")).toBeVisible();
  await expect(page.getByTestId("setup-link")).toContainText("/admin/setup/");
  await checkBothWidths(page, "an account after a reset");

  // Its own account offers no change of role, disabling or reset.
  await page.goto(`${own.url}/admin/accounts`);
  await page.getByRole("link", { name: "admin@example.ie" }).click();
  await expect(page.getByText("This is your own account: another admin must change its role")).toBeVisible();
  await expect(page.getByRole("button", { name: "Disable the account" })).toHaveCount(0);
  await checkBothWidths(page, "the admin's own account");

  await page.goto(`${own.url}/admin/audit`);
  for (const action of [
    "account-added",
    "account-session-ended",
    "account-disabled",
    "account-enabled",
    "account-reset",
  ]) {
    await expect(page.getByRole("cell", { name: action, exact: true }).first()).toBeVisible();
  }
});
