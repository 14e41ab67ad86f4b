import { rmSync } from "node:fs";
import { totpCode } from "../server/admin/totp";
import { addStaffAccount, freshDataDir, type ServerProcess, startServer } from "../test/server/harness";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, waitForHydration } from "./support";

/**
 * Issue 26: the operators' console in a browser. It needs an account made by
 * `npm run staff` before the server holds the embedded database, so it runs a
 * server of its own (on a port of TEST_SERVER_PORTS when set).
 */
const PASSWORD = "a long and private passphrase";
let server: ServerProcess;
let dataDir: string;
let link = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  dataDir = freshDataDir();
  link = addStaffAccount(dataDir, "admin@example.ie", "admin");
  server = await startServer({ database: "none", env: { DATA_DIR: dataDir, LOG_LEVEL: "warn" } });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("a new admin sets up the account, signs in with a one-time code, and every console page passes axe", async ({
  page,
}) => {
  expect(link).not.toBe("");
  await page.goto(`${server.url}${link}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Set up your account" })).toBeVisible();
  await expectNoAxeViolations(page, "set-up page");
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("The same password again").fill(PASSWORD);
  await page.getByLabel("The code your app shows now").fill(totpCode(secret));
  await page.getByRole("button", { name: "Save and go to sign-in" }).click();

  await expect(page).toHaveURL(/\/admin\/sign-in\?set-up$/);
  await expect(page.getByText("Your password and one-time codes are set.")).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page, "sign-in page");

  // A wrong code: the error is announced and the page stays accessible.
  await page.getByLabel("Email address").fill("admin@example.ie");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("One-time code").fill("000000");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("The email address, password or one-time code is not right.");
  await waitForHydration(page);
  await expectNoAxeViolations(page, "sign-in page with an error");

  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("One-time code").fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Operators' console" })).toBeVisible();
  // On this machine's loopback address the browser keeps the Secure, __Host- cookie over plain HTTP.
  const cookies = await page.context().cookies(server.url);
  expect(cookies.find((cookie) => cookie.name === "__Host-brehon_staff")).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: "/",
  });
  await waitForHydration(page);
  await expectNoAxeViolations(page, "console home");

  for (const [name, heading] of [
    ["Your sessions", "Your sessions"],
    ["Audit log", "Audit log"],
  ] as const) {
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page, heading);
  }
  await expect(page.getByRole("cell", { name: "sign-in", exact: true }).first()).toBeVisible();

  // The queue and a petition's view; removing it with a published reason, as a plain form post.
  const created = await page.request.post(`${server.url}/api/petitions`, {
    data: { title: "A petition to moderate", description: "Words for the moderators." },
  });
  const { petition } = (await created.json()) as { petition: { id: number } };
  await page.request.post(`${server.url}/api/petitions/${petition.id}/reports`);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Moderation queue" }).click();
  await waitForHydration(page);
  await expectNoAxeViolations(page, "moderation queue");
  await page
    .getByRole("link", { name: `${petition.id}: A petition to moderate` })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Petition ${petition.id}` })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page, "petition view");
  await page.getByLabel("Remove from the public site, because").selectOption("misleading");
  await page.getByRole("button", { name: "Remove the petition" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "The petition is removed from the public site",
  );
  await expectNoAxeViolations(page, "petition view after an action");
  await page.goto(`${server.url}/ga/petitions/${petition.id}`);
  await expect(page.getByTestId("removal-reason")).toHaveText("Cúis: Bhí eolas bréagach nó míthreorach inti.");
  await page.goto(`${server.url}/admin/petitions/${petition.id}`);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await page.goto(`${server.url}/admin/audit`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page.getByText("Sign in to open that page of the console.")).toBeVisible();
});
