import { expect, test } from "@playwright/test";
import { DESKTOP, MOBILE, ROUTE_PATHS } from "./support";

test.use({ javaScriptEnabled: false });

test.describe("without JavaScript", () => {
  test("every route shows its heading", async ({ page }) => {
    for (const path of ROUTE_PATHS) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("h1"), path).toHaveCount(1);
      await expect(page.locator("h1"), path).toBeVisible();
    }
  });

  test("desktop dropdowns are native disclosures whose links work", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByText("Government").click();
    await nav.getByRole("link", { name: "Ministries" }).click();
    await expect(page).toHaveURL("/government/ministries");
    await expect(page.locator("h1")).toBeVisible();
    await nav.getByRole("link", { name: "Announcements" }).click();
    await expect(page).toHaveURL("/announcements");
  });

  test("the mobile menu opens and its links work", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/");
    await page.getByText("Menu", { exact: true }).click();
    const menu = page.getByRole("navigation", { name: "Site menu" });
    await menu.getByText("Services", { exact: true }).click();
    await menu.getByRole("link", { name: "Business" }).click();
    await expect(page).toHaveURL("/services/business");
  });

  test("footer links and the 404 link home work", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Homepage" }).click();
    await expect(page).toHaveURL("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Sitemap" }).click();
    await expect(page).toHaveURL("/sitemap");
  });
});
