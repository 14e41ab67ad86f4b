import { expect, test } from "./fixtures";
import { readPageText, sameInBoth, unmarkedPhrases } from "./page-text";
import { DESKTOP, irish, MOBILE, PAGE_PATHS } from "./support";

// Pages are whole without JavaScript, in both languages: rendered by the server, each language at its own addresses.
test.use({ javaScriptEnabled: false });

/** The pages in a few groups: one browser page reads a group, and the groups run side by side. */
const GROUPS = 6;
const groups = Array.from({ length: GROUPS }, (_, group) => PAGE_PATHS.filter((_, index) => index % GROUPS === group));

/**
 * Every page, read once at each of its two addresses, for every check that reads a whole page without
 * JavaScript: it answers 200 with one visible h1, its title and the main landmark; its Irish address
 * is in Irish, with no English left beside its English one; and a phrase in the other language is
 * marked with `lang` on both (e2e/page-text.ts). Each check is soft, so a group reports every page
 * that fails, not only the first.
 */
test.describe("every page without JavaScript, in both languages", () => {
  for (const [index, paths] of groups.entries()) {
    test(`answers with its heading, title and landmark; the Irish page is all Irish; each phrase is marked with its language (group ${index + 1} of ${GROUPS}: ${paths[0]} …)`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const read = async (address: string, suffix: string) => {
        const response = await page.goto(address);
        expect.soft(response?.status(), address).toBe(200);
        await expect.soft(page.locator("h1"), address).toHaveCount(1);
        await expect.soft(page.locator("h1"), address).toBeVisible();
        await expect.soft(page.locator("h1"), address).not.toBeEmpty();
        await expect.soft(page, address).toHaveTitle(new RegExp(`\\| ${suffix}$|^${suffix}$`));
        await expect.soft(page.locator("main#main-content"), address).toHaveCount(1);
        return readPageText(page);
      };
      for (const path of paths) {
        const english = await read(path, "Republic of Brehon");
        const address = irish(path);
        const gaelic = await read(address, "Poblacht Brehon");

        expect.soft(gaelic.lang, address).toBe("ga");
        expect.soft(gaelic.title, address).toMatch(/\| Poblacht Brehon$/);
        expect.soft(gaelic.title, address).not.toBe(english.title);
        expect.soft(gaelic.description, address).not.toBe(english.description);
        const englishTexts = new Set(english.readable);
        const untranslated = gaelic.readable.filter((text) => englishTexts.has(text) && !sameInBoth(text));
        expect.soft(untranslated, `English text left on ${address}`).toEqual([]);

        const { englishOnIrishPage, irishOnEnglishPage } = unmarkedPhrases(english.segments, gaelic.segments);
        expect.soft(englishOnIrishPage, `English not marked lang="en" on ${address}`).toEqual([]);
        expect.soft(irishOnEnglishPage, `Irish not marked lang="ga" on ${path}`).toEqual([]);
      }
    });
  }
});

test.describe("without JavaScript", () => {
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
