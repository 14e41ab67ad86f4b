import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { freshDataDir, type ServerProcess, startServer } from "../test/server/harness";
import {
  chooseIrish,
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutJavaScript,
  MOBILE,
  waitForHydration,
} from "./support";

/**
 * 'Check your signature' (issue 35): a receipt checked in the browser with Web Crypto against the
 * petition's signed snapshots, and by the server without JavaScript. Its own server, whose clock the
 * test moves so the next snapshot is published at once rather than within the minute.
 */

let server: ServerProcess | undefined;
let dataDir = "";
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  dataDir = freshDataDir();
  server = await startServer({ database: "none", testHooks: true, env: { DATA_DIR: dataDir, LOG_LEVEL: "warn" } });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const url = (path: string) => `${server?.url}${path}`;

/** A new petition, created through the JSON API; its id. */
async function createPetition(request: import("@playwright/test").APIRequestContext, title: string) {
  const response = await request.post(url("/api/petitions"), {
    data: { title, description: `Why ${title} matters.`, category: "infrastructure" },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).petition.id as number;
}

/** Publishes the snapshots now due (a petition without one is due at once) and waits for the petition's. */
async function snapshotPublished(request: import("@playwright/test").APIRequestContext, id: number, size: number) {
  await server?.advanceClock(1_000);
  await expect
    .poll(async () => (await (await request.get(url(`/api/petitions/${id}/snapshots`))).json()).snapshots.at(-1)?.size)
    .toBe(size);
}

test("signed with JavaScript, the receipt is checked in the browser: first counted, then in a signed snapshot", async ({
  page,
}) => {
  const id = await createPetition(page.request, "Night buses to the coast");
  await page.goto(url(`/petitions/${id}`));
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign Petition" }).click();
  const code =
    (await page.getByRole("region", { name: "Your receipt" }).getByTestId("receipt-code").textContent()) ?? "";

  await page.getByRole("link", { name: "Check your signature" }).click();
  await expect(page).toHaveURL(url(`/petitions/${id}/check`));
  await expect(page.getByRole("heading", { level: 1, name: "Check your signature" })).toBeVisible();
  expect(await page.title()).toBe("Check your signature: Night buses to the coast | Republic of Brehon");
  await waitForHydration(page);
  // This browser kept the receipt, and fills it in.
  const field = page.getByLabel("Your receipt");
  await expect(field).toHaveValue(code);
  await expect(page.getByText("This browser kept the receipt of your signature")).toBeVisible();

  // No snapshot holds it yet: counted, on the server's word.
  await page.getByRole("button", { name: "Check my signature" }).click();
  const answer = page.getByTestId("check-answer");
  await expect(answer).toHaveAttribute("data-state", "pending");
  await expect(answer).toContainText("Your signature is entry number 1 in this petition's log.");
  await expect(page.getByTestId("check-verified-by")).toHaveAttribute("data-by", "server");
  await expect(page.getByTestId("check-verified-by")).toHaveText(
    "This is the portal's own answer, checked on its server.",
  );

  // Once a snapshot is published, the browser verifies the proof and the signature itself.
  await snapshotPublished(page.request, id, 1);
  await page.getByRole("button", { name: "Check my signature" }).click();
  await expect(answer).toHaveAttribute("data-state", "included");
  await expect(answer).toContainText("Your signature is counted");
  await expect(answer).toContainText("with a count of 1 signature.");
  await expect(page.getByTestId("check-verified-by")).toHaveAttribute("data-by", "browser");
  await expect(page.getByTestId("check-verified-by")).toContainText("Checked in this browser");
  await expect(page.getByTestId("check-answer").locator("..")).toBeFocused();
  await expectNoAxeViolations(page, "check page with a verified receipt");

  // A code typed in lower case without its hyphens is the same code; a stranger's is no signature here.
  await field.fill(code.replaceAll("-", "").toLowerCase());
  await page.getByRole("button", { name: "Check my signature" }).click();
  await expect(page.getByTestId("check-verified-by")).toHaveAttribute("data-by", "browser");
  await field.fill("AAAAA-AAAAA-AAAAA-AAAAA-AAAAA-AAAAA");
  await page.getByRole("button", { name: "Check my signature" }).click();
  await expect(answer).toHaveAttribute("data-state", "unknown");
  await expect(answer).toContainText("No signature on this petition has this receipt.");

  // A mistyped code is the field's error, with a summary that takes the focus.
  await field.fill("not a receipt");
  await page.getByRole("button", { name: "Check my signature" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Enter the receipt as it was shown");
  await expect(page.getByTestId("check-answer")).toHaveCount(0);
  await expectNoAxeViolations(page, "check page with an error");
});

test("without JavaScript, the server checks and says the answer is its word", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const id = await createPetition(page.request, "Cycle lanes on the quays");
  const signed = await page.request.post(url(`/api/petitions/${id}/signatures`));
  const { receipt } = await signed.json();
  await snapshotPublished(page.request, id, 1);

  await page.goto(url(`/petitions/${id}`));
  await page.getByRole("link", { name: "Check your signature" }).click();
  await page.getByRole("button", { name: "Check my signature" }).click();
  await expect(page.getByRole("alert")).toContainText("Enter your receipt");
  await page.getByLabel("Your receipt").fill(receipt);
  await page.getByRole("button", { name: "Check my signature" }).click();
  const answer = page.getByTestId("check-answer");
  await expect(answer).toHaveAttribute("data-state", "included");
  await expect(page.getByTestId("check-verified-by")).toHaveAttribute("data-by", "server");
  await expect(page.getByTestId("check-verified-by")).toContainText(
    "checked on its server. With JavaScript turned on, your browser checks the proof itself.",
  );
  // The receipt went in the form's body, never in the address.
  expect(page.url()).toBe(url(`/petitions/${id}/check`));
  await expectNoAxeViolationsWithoutJavaScript(page, "the server's answer on the check page");
  await context.close();
});

test("in Irish on a phone, with axe", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  const id = await createPetition(page.request, "Bus oíche go dtí an cósta");
  const { receipt } = await (await page.request.post(url(`/api/petitions/${id}/signatures`))).json();
  await snapshotPublished(page.request, id, 1);
  await page.goto(url(`/petitions/${id}/check`));
  await chooseIrish(page);
  await expect(page).toHaveURL(url(`/ga/petitions/${id}/check`));
  await expect(page.getByRole("heading", { level: 1, name: "Seiceáil do shíniú" })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("D'admháil").fill(receipt);
  await page.getByRole("button", { name: "Seiceáil mo shíniú" }).click();
  const answer = page.getByTestId("check-answer");
  await expect(answer).toHaveAttribute("data-state", "included");
  await expect(answer).toContainText("Tá do shíniú comhairthe");
  await expect(answer).toContainText("a thugann 1 síniú san iomlán");
  await expect(page.getByTestId("check-verified-by")).toContainText("Seiceáladh sa bhrabhsálaí seo é");
  await expectNoAxeViolations(page, "check page in Irish, mobile");
});
