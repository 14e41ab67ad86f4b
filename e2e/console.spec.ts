import { STAFF_PASSWORD } from "../test/support/staff";
import { expect, test } from "./fixtures";
import { consoleServer, expectNoAxeViolations, setUpStaffAccount, signInToConsole, waitForHydration } from "./support";

/**
 * Issue 26: the operators' console in a browser. It needs an account made by
 * `npm run staff` before the server holds the embedded database, so it runs a
 * server of its own (on a port of TEST_SERVER_PORTS when set).
 */
const own = consoleServer("admin@example.ie");

test("a new admin sets up the account, signs in with a one-time code, and every console page passes axe", async ({
  page,
}) => {
  // Every console page checked with axe, on a shared two-core machine.
  test.setTimeout(180_000);
  expect(own.link).not.toBe("");
  const secret = await setUpStaffAccount(page, `${own.url}${own.link}`, {
    check: async () => {
      await waitForHydration(page);
      await expectNoAxeViolations(page, "set-up page");
    },
  });
  await expect(page.getByText("Your password and one-time codes are set.")).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page, "sign-in page");

  // A wrong code: the error is announced and the page stays accessible.
  await page.getByLabel("Email address").fill("admin@example.ie");
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByLabel("One-time code").fill("000000");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("The email address, password or one-time code is not right.");
  await waitForHydration(page);
  await expectNoAxeViolations(page, "sign-in page with an error");

  await signInToConsole(page, "admin@example.ie", secret);
  // On this machine's loopback address the browser keeps the Secure, __Host- cookie over plain HTTP.
  const cookies = await page.context().cookies(own.url);
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
  const created = await page.request.post(`${own.url}/api/petitions`, {
    data: { title: "A petition to moderate", description: "Words for the moderators." },
  });
  const { petition } = (await created.json()) as { petition: { id: number } };
  await page.request.post(`${own.url}/api/petitions/${petition.id}/reports`);
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
  await page.goto(`${own.url}/ga/petitions/${petition.id}`);
  await expect(page.getByTestId("removal-reason")).toHaveText("Cúis: Bhí eolas bréagach nó míthreorach inti.");
  await page.goto(`${own.url}/admin/petitions/${petition.id}`);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await page.goto(`${own.url}/admin/audit`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page.getByText("Sign in to open that page of the console.")).toBeVisible();
});
