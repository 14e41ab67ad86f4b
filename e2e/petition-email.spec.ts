import { expect, test } from "@playwright/test";
import { freePort, type ServerProcess, startServer } from "../test/server/harness";
import { type Received, smtpUrl, startSmtp } from "../test/support/smtp";
import { chooseIrish, expectNoAxeViolations, MOBILE, waitForHydration } from "./support";

/**
 * Issue 35, PETITION_SIGNING=email, in a browser: the petition's signing form, the emailed link's page with its
 * Confirm button, the receipt, and the withdrawal, in both languages, with axe. Its own server and mail server.
 */
const inbox: Received[] = [];
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
let server: ServerProcess | undefined;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  const port = await freePort();
  smtp = await startSmtp(port, inbox);
  server = await startServer({ env: { PETITION_SIGNING: "email", SMTP_URL: smtpUrl(port), LOG_LEVEL: "warn" } });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const url = (path: string) => `${server?.url}${path}`;

async function createPetition(request: import("@playwright/test").APIRequestContext, title: string) {
  const response = await request.post(url("/api/petitions"), { data: { title, description: `Why ${title} matters.` } });
  return (await response.json()).petition.id as number;
}

/** The link in the `count`th email. */
async function linkOf(count: number): Promise<string> {
  await expect.poll(() => inbox.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  const link = /https?:\/\/\S+\/petitions\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(
    inbox[count - 1]?.mail.text ?? "",
  )?.[0];
  if (!link) throw new Error("No link in the email");
  const address = new URL(link);
  return url(`${address.pathname}${address.search}`);
}

test("signs with a name and an address, confirms from the emailed link, gets a receipt, and withdraws", async ({
  page,
}) => {
  const id = await createPetition(page.request, "Benches along the canal");
  await page.goto(url(`/petitions/${id}`));
  await waitForHydration(page);
  const form = page.getByRole("region", { name: "Sign this petition" });
  await expect(form.getByLabel("Email address")).toBeVisible();
  await expectNoAxeViolations(page, "petition page with the signing form");

  // Nothing filled in: the summary takes the focus and names each field.
  await form.getByRole("button", { name: "Sign Petition" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Enter your full name");
  await expect(summary).toContainText("Confirm that you are a citizen or resident of the Republic of Brehon");
  await expectNoAxeViolations(page, "signing form with errors");

  await form.getByLabel("Full name").fill("Pádraig Ó Sé");
  await form.getByLabel("Email address").fill("padraig@example.ie");
  await form.getByLabel("I am a citizen or resident of the Republic of Brehon").check();
  await form.getByRole("button", { name: "Sign Petition" }).click();
  await expect(page.getByTestId("signature-requested")).toContainText("Check your email");
  await expect(page.getByTestId("signature-count")).toHaveText("0");

  await page.goto(await linkOf(1));
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your signature" })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page, "confirmation page");
  await page.getByRole("button", { name: "Confirm my signature" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your signature is confirmed" })).toBeVisible();
  const receipt = page.getByRole("region", { name: "Your receipt" });
  await expect(receipt.getByTestId("receipt-code")).toHaveText(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){5}$/);
  await waitForHydration(page);
  await expectNoAxeViolations(page, "confirmed, with the receipt");
  await expect(page.getByRole("link", { name: "Check your signature" })).toHaveAttribute(
    "href",
    `/petitions/${id}/check`,
  );
  expect((await (await page.request.get(url(`/api/petitions/${id}`))).json()).petition.signatureCount).toBe(1);

  await page.getByRole("button", { name: "Withdraw my signature" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your signature is withdrawn" })).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get(url(`/api/petitions/${id}`))).json()).petition.signatureCount)
    .toBe(0);
});

test("in Irish on a phone: the form, the email and the link's page, with axe", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  const id = await createPetition(page.request, "Binsí cois canála");
  await page.goto(url(`/petitions/${id}`));
  await chooseIrish(page);
  await waitForHydration(page);
  const form = page.getByRole("region", { name: "Sínigh an achainí seo" });
  await form.getByLabel("Ainm iomlán").fill("Nóra");
  await form.getByLabel("Seoladh ríomhphoist").fill("nora@example.ie");
  await form.getByLabel("Is saoránach nó cónaitheoir de chuid Phoblacht Brehon mé").check();
  await expectNoAxeViolations(page, "signing form in Irish, mobile");
  await form.getByRole("button", { name: "Sínigh an Achainí" }).click();
  await expect(page.getByTestId("signature-requested")).toContainText("Féach ar do ríomhphost");
  const link = await linkOf(2);
  expect(inbox[1]?.mail.subject).toBe("Deimhnigh do shíniú: Binsí cois canála");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Deimhnigh do shíniú" })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page, "confirmation page in Irish, mobile");
});
