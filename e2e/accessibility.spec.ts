import { expect, type Page, test } from "./fixtures";
import { DESKTOP, expectNoAxeViolations, irish, MOBILE, PAGE_PATHS, waitForHydration } from "./support";

/** Errors the page logs (a hydration mismatch, a failed script), but the 404 status of Page Not Found itself. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("404")) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

// Each page in both languages at both widths: one page load per language, resized between the two checks.
// The search page is not in the registry's lists of content pages (it is left out of sitemap.xml), but is a page.
for (const path of [...PAGE_PATHS, "/search", "/no-such-page"]) {
  test(`${path} has no WCAG 2.2 AA violations, in English and Irish, on desktop and phone`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    for (const address of [path, irish(path)]) {
      await page.setViewportSize(DESKTOP);
      await page.goto(address);
      await waitForHydration(page);
      await expectNoAxeViolations(page, `${address} (desktop)`);
      await page.setViewportSize(MOBILE);
      await expectNoAxeViolations(page, `${address} (mobile)`);
    }
    expect(errors, "errors logged by the pages").toEqual([]);
  });
}

test.describe("axe on open widgets", () => {
  test("desktop dropdown open", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("button", { name: "Government" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoAxeViolations(page, "dropdown open");
  });

  test("mobile menu open with a section expanded, in Irish", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/ga");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Roghchlár" }).click();
    await page
      .getByRole("navigation", { name: "Roghchlár an tsuímh" })
      .getByRole("button", { name: "Seirbhísí" })
      .click();
    await expectNoAxeViolations(page, "mobile menu open");
  });
});
