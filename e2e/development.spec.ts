import { expect, type Page, test } from "@playwright/test";
import { createPetition } from "../test/support/requests";
import { waitForHydration } from "./support";

/**
 * `npm run dev` serves what the build serves: static pages whose islands hydrate on their own,
 * through Vite's dev server. A smoke set run against it (the "development" project of
 * playwright.config.ts), so a bug of the islands' path shows in development too.
 */

/** Fails the test on any console error or uncaught exception in the page. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("a page is static HTML whose islands hydrate with React Refresh, and no router", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/");
  await waitForHydration(page);
  const scripts = await page
    .locator("script[src]")
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("src")));
  expect(scripts).toEqual(["/app/islands/development.ts"]);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  expect(await page.evaluate(() => "__vite_plugin_react_preamble_installed__" in window)).toBe(true);
  await expect(page.locator("[data-island]")).toHaveCount(3);

  // The header's menus work as they do in the build.
  await page.getByRole("banner").getByRole("button", { name: "Government" }).click();
  await expect(page.getByRole("menuitem", { name: "Leadership" })).toBeVisible();
  await page.keyboard.press("Escape");
  expect(errors).toEqual([]);
});

test("a link loads the next document, in the page's language", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/ga/services");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "ga");
  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await waitForHydration(page);
  expect(errors).toEqual([]);
});

test("a request form checks the answers in its island and saves nothing that is refused", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/services/documents/birth-certificate");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByRole("alert").first()).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem("birthCertificateRequestData"))).toBeNull();
  expect(errors).toEqual([]);
});

test("a petition is created and signed through the islands", async ({ page }) => {
  const errors = watchErrors(page);
  const title = `Development smoke ${Date.now().toString(36)}`;
  await page.goto("/petitions");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Submit New Petition" }).click();
  const form = page.locator("#create-petition");
  await form.getByLabel("Petition Title").fill(title);
  await form.getByLabel("Description", { exact: true }).fill("Checked against the dev server.");
  await form.getByRole("button", { name: "Submit Petition" }).click();
  await expect(page.getByText("Petition Submitted!", { exact: true })).toBeVisible();
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await card.getByRole("button", { name: "Sign Petition" }).click();
  await expect(card.getByTestId("signature-count")).toHaveText("1");
  await expect(card).toContainText("You have signed this petition");
  expect(errors).toEqual([]);
});

test("development answers with the build's pipeline: the same policy, Vary and ETag form", async ({ request }) => {
  const built = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`;
  const petition = {
    title: "Lights on the harbour steps",
    description: "The steps are dark on winter evenings.",
    category: "infrastructure",
  };
  const headersOf = async (origin: string, path: string) => {
    const answer = await request.get(`${origin}${path}`, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(answer.status(), `${origin}${path}`).toBe(200);
    const headers = answer.headers();
    return {
      cacheControl: headers["cache-control"],
      vary: headers.vary,
      // The form of the validator: strong or weak, never missing.
      etag: headers.etag?.startsWith("W/") ? "weak" : headers.etag?.startsWith('"') ? "strong" : "none",
    };
  };
  const developmentId = await createPetition(String(test.info().project.use.baseURL), petition);
  const builtId = await createPetition(built, petition);
  for (const [development, production] of [
    ["/ready-brehon", "/ready-brehon"],
    ["/ga/ready-brehon", "/ga/ready-brehon"],
    [`/petitions/${developmentId}`, `/petitions/${builtId}`],
    ["/api/petitions", "/api/petitions"],
  ] as const) {
    const fromDevelopment = await headersOf("", development);
    expect(fromDevelopment, development).toEqual(await headersOf(built, production));
    expect(fromDevelopment.etag, development).not.toBe("none");
  }
});
