import { type Browser, expect, test } from "@playwright/test";
import { freePort, type ServerProcess, startServer } from "../test/server/harness";
import { type Received, smtpUrl, startSmtp } from "../test/support/smtp";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJavaScript, waitForHydration } from "./support";

/**
 * Updates to signers who ask for them (PETITION_SIGNING=email), in a browser: the signing form's unticked box in
 * English with JavaScript and in Irish without, and the update email's unsubscribe page in both languages (its
 * button, with and without JavaScript), with axe. Its own server (with a clock the test moves, so that the
 * petitions close and their signers are written to) and mail server.
 */
const inbox: Received[] = [];
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
let server: ServerProcess | undefined;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  const port = await freePort();
  smtp = await startSmtp(port, inbox);
  server = await startServer({
    env: { PETITION_SIGNING: "email", SMTP_URL: smtpUrl(port), MAIL_RETRY_SECONDS: "1", LOG_LEVEL: "warn" },
    testHooks: true,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const url = (path: string) => `${server?.url}${path}`;
const local = (link: string) => {
  const address = new URL(link);
  return url(`${address.pathname}${address.search}`);
};

/** The first email to `address` whose text has a link matching `pattern`: that link, on the test's server. */
async function linkTo(address: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = inbox.find((each) => each.to.includes(address) && pattern.test(each.mail.text ?? ""));
        link = pattern.exec(mail?.mail.text ?? "")?.[0];
        return Boolean(link);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return local(link as string);
}

const CONFIRM = /https?:\/\/\S+\/petitions\/confirm\?token=[A-Za-z0-9_-]{43}/;
const UNSUBSCRIBE = /https?:\/\/\S+\/petitions\/updates\?request=\d+&key=[A-Za-z0-9_-]{43}/;

const withoutJavaScript = (browser: Browser) => browser.newContext({ javaScriptEnabled: false });

test("the signing form's box: unticked, in English with JavaScript and in Irish without", async ({ page, browser }) => {
  // Two languages, with and without JavaScript, in two browser contexts, on a shared two-core machine.
  test.setTimeout(180_000);
  const created = await page.request.post(url("/api/petitions"), {
    data: { title: "Lights on the pier", description: "Safer evenings by the sea." },
  });
  const id = (await created.json()).petition.id as number;

  await page.goto(url(`/petitions/${id}`));
  await waitForHydration(page);
  const form = page.getByRole("region", { name: "Sign this petition" });
  const box = form.getByLabel("Email me when the Government responds or the petition is debated");
  await expect(box).not.toBeChecked();
  await form.getByLabel("Full name").fill("Ciarán");
  await form.getByLabel("Email address").fill("ciaran@example.ie");
  await form.getByLabel("I am a citizen or resident of the Republic of Brehon").check();
  await box.check();
  await expectNoAxeViolations(page, "signing form with the updates box");
  await form.getByRole("button", { name: "Sign Petition" }).click();
  await expect(page.getByTestId("signature-requested")).toBeVisible();
  await page.goto(await linkTo("ciaran@example.ie", CONFIRM));
  await page.getByRole("button", { name: "Confirm my signature" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your signature is confirmed" })).toBeVisible();

  const context = await withoutJavaScript(browser);
  const plain = await context.newPage();
  await plain.goto(url(`/ga/petitions/${id}`));
  const irish = plain.getByRole("region", { name: "Sínigh an achainí seo" });
  const irishBox = irish.getByLabel(
    "Seol ríomhphost chugam nuair a thugann an Rialtas freagra nó nuair a phléitear an achainí",
  );
  await expect(irishBox).not.toBeChecked();
  await expectNoAxeViolationsWithoutJavaScript(plain, "Irish signing form without JavaScript");
  await irish.getByLabel("Ainm iomlán").fill("Nuala");
  await irish.getByLabel("Seoladh ríomhphoist").fill("nuala@example.ie");
  await irish.getByLabel("Is saoránach nó cónaitheoir de chuid Phoblacht Brehon mé").check();
  await irishBox.check();
  await irish.getByRole("button", { name: "Sínigh an Achainí" }).click();
  await expect(plain.getByTestId("signature-requested")).toBeVisible();
  await plain.goto(await linkTo("nuala@example.ie", CONFIRM));
  await plain.getByRole("button", { name: "Deimhnigh mo shíniú" }).click();
  await expect(plain.getByRole("heading", { level: 1, name: "Tá do shíniú deimhnithe" })).toBeVisible();
  await context.close();
});

test("the update's unsubscribe page in both languages: a button, with and without JavaScript", async ({
  page,
  browser,
}) => {
  // The petition reaches its deadline and closes: each signer who ticked the box is written to, in their language.
  await server?.advanceClock(181 * 86_400_000);
  await server?.advanceClock(60_000);
  const english = await linkTo("ciaran@example.ie", UNSUBSCRIBE);
  const irish = await linkTo("nuala@example.ie", UNSUBSCRIBE);
  expect(new URL(irish).pathname).toBe("/ga/petitions/updates");

  await page.goto(english);
  await expect(page.getByRole("heading", { level: 1, name: "Stop emails about this petition" })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page, "unsubscribe page");
  await page.getByRole("button", { name: "Stop these emails" }).click();
  await expect(page.getByTestId("updates-outcome")).toContainText("Your signature still counts");
  await expectNoAxeViolations(page, "unsubscribed");

  const context = await withoutJavaScript(browser);
  const plain = await context.newPage();
  await plain.goto(irish);
  await expect(plain.getByRole("heading", { level: 1, name: "Stop ríomhphoist faoin achainí seo" })).toBeVisible();
  await expectNoAxeViolationsWithoutJavaScript(plain, "Irish unsubscribe page without JavaScript");
  await plain.getByRole("button", { name: "Stop na ríomhphoist seo" }).click();
  await expect(
    plain.getByRole("heading", { level: 1, name: "Ní bhfaighidh tú ríomhphost eile faoin achainí seo" }),
  ).toBeVisible();
  await expect(plain.getByTestId("updates-outcome")).toContainText("Áirítear do shíniú fós");
  await context.close();
});
