import { expect, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, MOBILE, ROUTE_PATHS, waitForHydration } from "./support";

for (const [name, viewport] of [
  ["desktop", DESKTOP],
  ["mobile", MOBILE],
] as const) {
  test.describe(`axe at ${name} width`, () => {
    test.use({ viewport });

    for (const path of [...ROUTE_PATHS, "/no-such-page"]) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await expectNoAxeViolations(page, `${path} (${name})`);
      });
    }
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

  test("mobile menu open with a section expanded", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Site menu" }).getByRole("button", { name: "Services" }).click();
    await expectNoAxeViolations(page, "mobile menu open");
  });
});
