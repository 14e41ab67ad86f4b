import { expect, test } from "./fixtures";
import { DESKTOP, irish, MOBILE, PAGE_PATHS } from "./support";

test.use({ javaScriptEnabled: false });

/** The pages in a few groups: one browser page reads a group, and the groups run side by side. */
const GROUPS = 6;
const groups = Array.from({ length: GROUPS }, (_, group) => PAGE_PATHS.filter((_, index) => index % GROUPS === group));

test.describe("without JavaScript", () => {
  for (const [index, paths] of groups.entries()) {
    test(`every page answers 200 with one visible h1, its title and the main landmark, in both languages (group ${index + 1} of ${GROUPS}: ${paths[0]} …)`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      for (const path of paths) {
        for (const [address, suffix] of [
          [path, "Republic of Brehon"],
          [irish(path), "Poblacht Brehon"],
        ] as const) {
          const response = await page.goto(address);
          expect(response?.status(), address).toBe(200);
          await expect(page.locator("h1"), address).toHaveCount(1);
          await expect(page.locator("h1"), address).toBeVisible();
          await expect(page.locator("h1"), address).not.toBeEmpty();
          await expect(page, address).toHaveTitle(new RegExp(`\\| ${suffix}$|^${suffix}$`));
          await expect(page.locator("main#main-content"), address).toHaveCount(1);
        }
      }
    });
  }

  test("the language switcher is a pair of plain links between the page's two addresses", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/petitions?sort=newest");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await header.getByRole("link", { name: "Gaeilge" }).click();
    await expect(page).toHaveURL("/ga/petitions?sort=newest");
    await expect(page.locator("html")).toHaveAttribute("lang", "ga");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Achainíocha na Saoránach");
    await header.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/petitions?sort=newest");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    // On a phone, from the menu.
    await page.setViewportSize(MOBILE);
    await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("link", { name: "Gaeilge" }).click();
    await expect(page).toHaveURL("/ga/petitions?sort=newest");
    await page.getByText("Roghchlár", { exact: true }).click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/petitions?sort=newest");
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
