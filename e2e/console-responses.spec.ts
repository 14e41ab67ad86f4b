import { formatDate } from "../app/i18n/dates";
import { expect, test } from "./fixtures";
import { consoleServer, expectNoAxeViolations, waitForHydration } from "./support";

/**
 * Issue 26: an admin publishes the Government's response in the console; the petition's page shows it
 * in English and Irish, with and without JavaScript, and a page left open learns of it and says so once.
 * Like e2e/console.spec.ts, it runs a server of its own (the account is made before the server starts).
 */
const ENGLISH = "The Government will open the library on Sundays from January.";
const IRISH = "Osclóidh an Rialtas an leabharlann ar an Domhnach ó mhí Eanáir.";
const own = consoleServer("admin@example.ie");

test("an admin publishes a response in both languages; the petition's page shows it with and without JavaScript", async ({
  page,
  secondPage,
  browser,
}) => {
  // Nine pages checked with axe, in three browser contexts, on a shared two-core machine.
  test.setTimeout(180_000);
  const created = await page.request.post(`${own.url}/api/petitions`, {
    data: { title: "Sunday opening for the library", description: "Open the county library on Sundays." },
  });
  const { petition } = (await created.json()) as { petition: { id: number } };
  const address = `${own.url}/petitions/${petition.id}`;

  // A visitor has the petition's page open, with JavaScript, before the response exists.
  await secondPage.goto(address);
  await waitForHydration(secondPage);
  await expect(secondPage.getByRole("heading", { name: "Government response" })).toHaveCount(0);
  // What the page's live region says, every time it changes.
  await secondPage.evaluate(() => {
    const region = document.querySelector('[data-testid="answer-announcement"]') as HTMLElement;
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => said.push(region.textContent ?? "")).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });

  await own.signIn(page);
  await page.goto(`${own.url}/admin/petitions/${petition.id}`);
  await page.getByRole("link", { name: "Government response and debate outcome" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Responses to petition ${petition.id}` })).toBeVisible();
  await expectNoAxeViolations(page, "responses page");

  // Publishing with the Irish text missing is refused, saying so; what was typed stays.
  await page.getByLabel("Response in English").fill(ENGLISH);
  await page.getByRole("button", { name: "Publish in English and Irish" }).first().click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "The Government's response was not published: the Irish text is missing.",
  );
  await expect(page.getByLabel("Response in English")).toHaveValue(ENGLISH);
  await expectNoAxeViolations(page, "responses page with an error");

  // The Irish field is marked as Irish; the form is used from the keyboard.
  const irishField = page.getByLabel("Response in Irish (Gaeilge)");
  await expect(irishField).toHaveAttribute("lang", "ga");
  await irishField.focus();
  await page.keyboard.type(IRISH);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Publish in English and Irish" }).first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "Published: the petition's page shows it in English and Irish.",
  );
  await expect(page.getByTestId("response-state")).toContainText("Published");
  await expectNoAxeViolations(page, "responses page after publishing");

  // The open page learns of it: the response appears in place, and screen readers hear it once.
  const section = secondPage.getByRole("region", { name: "Government response" });
  await expect(section).toContainText(ENGLISH);
  const announcement = secondPage.getByTestId("answer-announcement");
  await expect(announcement).toHaveText(
    "The Government has responded to this petition: the response is now shown on this page.",
  );
  await expectNoAxeViolations(secondPage, "petition page after the live update");

  const published = (await (await page.request.get(`${own.url}/api/petitions/${petition.id}`)).json()) as {
    petition: { response: { publishedAt: string } };
  };
  const day = new Date(published.petition.response.publishedAt);

  // axe runs in the page, so only with JavaScript: the markup without it is the same, drawn by the server.
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const visitor = await context.newPage();
    try {
      await visitor.goto(address);
      if (javaScriptEnabled) await waitForHydration(visitor);
      const english = visitor.getByRole("region", { name: "Government response" });
      await expect(english).toContainText(ENGLISH);
      await expect(english).toContainText(`Published on ${formatDate(day, "en")}`);
      await expect(visitor.getByText(IRISH)).toHaveCount(0);
      if (javaScriptEnabled) await expectNoAxeViolations(visitor, `English petition page`);

      await visitor.goto(`${own.url}/ga/petitions/${petition.id}`);
      if (javaScriptEnabled) await waitForHydration(visitor);
      const irish = visitor.getByRole("region", { name: "Freagra an Rialtais" });
      await expect(irish).toContainText(IRISH);
      await expect(irish).toContainText(`Foilsithe: ${formatDate(day, "ga")}`);
      await expect(visitor.getByText(ENGLISH)).toHaveCount(0);
      if (javaScriptEnabled) await expectNoAxeViolations(visitor, `Irish petition page`);

      // The list's filter, with the card's badge.
      await visitor.goto(`${own.url}/ga/petitions`);
      await visitor.getByLabel("Freagra an Rialtais").selectOption({ label: "Freagra tugtha" });
      await visitor.getByRole("button", { name: "Taispeáin achainíocha" }).click();
      await expect(visitor).toHaveURL(/response=published/);
      const card = visitor.getByRole("article", { name: "Sunday opening for the library" });
      await expect(card.getByText("Freagra ón Rialtas")).toBeVisible();
      if (javaScriptEnabled) await expectNoAxeViolations(visitor, `Irish list filtered`);
    } finally {
      await context.close();
    }
  }

  // Announced once: nothing more was said while the other visits ran.
  expect(await secondPage.evaluate(() => (window as unknown as { said: string[] }).said)).toEqual([
    "The Government has responded to this petition: the response is now shown on this page.",
  ]);
});
