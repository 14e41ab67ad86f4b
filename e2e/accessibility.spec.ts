import { expect, type Page, test } from "./fixtures";
import { DESKTOP, expectNoAxeViolations, irish, MOBILE, PAGE_PATHS, waitForHydration } from "./support";

/**
 * Everything that goes wrong while pages load: errors and warnings the page logs (a hydration mismatch,
 * a failed script, a header the browser does not understand), uncaught exceptions, Content-Security-Policy violations, failed requests and error
 * statuses, but the 404 status of Page Not Found itself.
 */
async function collectErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`);
    });
  });
  page.on("console", (message) => {
    // Warnings too: the browser warns of a header it does not understand (a Permissions-Policy feature, say).
    // Playwright itself warns that it blocks the service worker (playwright.config.ts).
    const type = message.type();
    const text = message.text();
    if ((type === "error" || type === "warning") && !text.includes("404") && !text.includes("blocked by Playwright")) {
      errors.push(`${page.url()}: ${type}: ${text}`);
    }
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on("requestfailed", (request) => {
    // Requests still open when the test moves to the next page (a live count's stream) are cut off by the move.
    if (request.failure()?.errorText !== "net::ERR_ABORTED") {
      errors.push(`${request.url()}: ${request.failure()?.errorText}`);
    }
  });
  page.on("response", (response) => {
    const notFoundPage = response.status() === 404 && response.request().isNavigationRequest();
    if (response.status() >= 400 && !notFoundPage) errors.push(`${response.url()}: status ${response.status()}`);
  });
  return errors;
}

// Every page (and the search page, which is not in sitemap.xml's list, and Page Not Found) in both languages
// at both widths: one page load per address, resized between its two checks. Pages are checked in groups
// in one browser tab, so the scripts are downloaded and compiled once per group rather than once per page;
// each check is a soft assertion, so a group reports every page that fails, not only the first. The first
// page of a group is a first visit; the others find the shared scripts in the browser's cache, as a
// second visit does. Nothing may go wrong on the way (collectErrors).
const ADDRESSES = [...PAGE_PATHS, "/search", "/no-such-page"].flatMap((path) => [path, irish(path)]);
const GROUPS = 12;
const groups = Array.from({ length: GROUPS }, (_, group) => ADDRESSES.filter((_, index) => index % GROUPS === group));

groups.forEach((addresses, index) => {
  test(`pages have no WCAG 2.2 AA violations on desktop and phone, group ${index + 1} of ${GROUPS}`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors = await collectErrors(page);
    for (const address of addresses) {
      await test.step(address, async () => {
        await page.setViewportSize(DESKTOP);
        await page.goto(address);
        await waitForHydration(page);
        await expectNoAxeViolations(page, `${address} (desktop)`, { soft: true });
        await page.setViewportSize(MOBILE);
        await expectNoAxeViolations(page, `${address} (mobile)`, { soft: true });
      });
    }
    expect(errors, "errors logged by the pages").toEqual([]);
  });
});

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

test.describe("focus not obscured (WCAG 2.4.11)", () => {
  for (const [name, size, address] of [
    ["desktop", DESKTOP, "/sitemap"],
    ["phone, in Irish", MOBILE, irish("/sitemap")],
  ] as const) {
    test(`tabbing up and down a long page never leaves the focus under the sticky header (${name})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto(address);
      await waitForHydration(page);
      /** Whether the focused control, if it is in the page's content or footer, is in view below the header. */
      const whereFocusIs = () =>
        page.evaluate(() => {
          const focused = document.activeElement;
          const header = document.querySelector("header")?.getBoundingClientRect();
          if (!focused || !header || !focused.closest("main, footer")) return { inPage: false, clear: true, name: "" };
          const box = focused.getBoundingClientRect();
          return {
            inPage: true,
            clear: box.bottom > header.bottom && box.top < window.innerHeight,
            name: focused.textContent?.trim() ?? "",
          };
        });
      const links = page.getByRole("main").getByRole("link");
      const count = await links.count();
      expect(count).toBeGreaterThan(20);
      // Down the page from its first link, then back up from the footer's last.
      await links.first().focus();
      let checked = 0;
      for (const key of ["Tab", "Shift+Tab"]) {
        if (key === "Shift+Tab") await page.getByRole("contentinfo").getByRole("link").last().focus();
        for (let step = 0; step < count; step += 1) {
          await page.keyboard.press(key);
          const where = await whereFocusIs();
          if (!where.inPage) continue;
          checked += 1;
          expect(where.clear, `"${where.name}" focused by ${key} is in view, clear of the header`).toBe(true);
        }
      }
      expect(checked).toBeGreaterThan(count);
    });
  }
});
