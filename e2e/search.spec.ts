import { expect, type Locator, type Page, test } from "./fixtures";
import { DESKTOP, expectNoAxeViolations, MOBILE, waitForHydration } from "./support";

/** The four search boxes of the spec, and how to reach each. */
const BOXES: Array<{
  name: string;
  path: string;
  viewport: { width: number; height: number };
  /** Opens whatever holds the box and returns the box's form (the search landmark). */
  find: (page: Page, irish: boolean) => Promise<Locator>;
}> = [
  {
    name: "the home page's hero",
    path: "/",
    viewport: DESKTOP,
    find: async (page) => page.getByRole("main").getByRole("search"),
  },
  {
    name: "the services page",
    path: "/services",
    viewport: DESKTOP,
    find: async (page) => page.getByRole("main").getByRole("search"),
  },
  {
    name: "the desktop navigation",
    path: "/announcements",
    viewport: DESKTOP,
    find: async (page) => page.getByRole("banner").getByRole("search"),
  },
  {
    name: "the mobile menu",
    path: "/announcements",
    viewport: MOBILE,
    find: async (page, irish) => {
      // A button with JavaScript, a disclosure (<summary>) without it.
      await page
        .getByRole("banner")
        .getByText(irish ? "Roghchlár" : "Menu", { exact: true })
        .click();
      return page.getByRole("banner").getByRole("search");
    },
  },
];

/** What each language's test types, and a result it must find. */
const QUERIES = {
  en: { query: "passport", result: "Passport Application", address: "/services/citizenship/passport-application" },
  ga: { query: "pas", result: "Iarratas ar Phas", address: "/ga/services/citizenship/passport-application" },
};

/** The results page's count of results (each search box has a status of its own, empty until it is used). */
const resultCount = (page: Page) => page.getByRole("main").getByRole("status").filter({ hasText: /./ });

const resultLinks = (page: Page) =>
  page.getByRole("list", { name: /Search results|Torthaí an chuardaigh/ }).getByRole("link");

test.describe("every search box opens the results page", () => {
  for (const box of BOXES) {
    for (const javaScriptEnabled of [true, false]) {
      test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
        test.use({ javaScriptEnabled, viewport: box.viewport });

        test(`${box.name}, in English and Irish`, async ({ page }) => {
          for (const language of ["en", "ga"] as const) {
            const { query, result, address } = QUERIES[language];
            const prefix = language === "ga" ? "/ga" : "";
            await page.goto(`${prefix}${box.path === "/" && prefix ? "" : box.path}`);
            if (javaScriptEnabled) await waitForHydration(page);
            const form = await box.find(page, language === "ga");
            const input = form.getByLabel(language === "ga" ? "Cuardaigh an suíomh" : "Search the site");
            await input.fill(query);
            if (javaScriptEnabled) {
              // Suggestions as one types, and their number for screen readers.
              await expect(form.getByRole("option", { name: new RegExp(result) })).toBeVisible();
              await expect(form.getByRole("status")).toContainText(
                language === "ga" ? "Úsáid na saigheada" : "suggestion",
              );
            }
            await input.press("Enter");
            await expect(page).toHaveURL(`${prefix}/search?q=${query}`);
            await expect(page.locator("html")).toHaveAttribute("lang", language);
            await expect(resultLinks(page).filter({ hasText: result }).first()).toHaveAttribute("href", address);
            // The box on the results page holds the query.
            await expect(
              page
                .getByRole("main")
                .getByRole("search")
                .getByRole(javaScriptEnabled ? "combobox" : "searchbox"),
            ).toHaveValue(query);
          }
        });
      });
    }
  }
});

test.describe("suggestions", () => {
  test.use({ viewport: DESKTOP });

  test("arrow keys choose a suggestion and Enter opens it; Escape closes, then clears", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const box = page.getByRole("main").getByRole("combobox", { name: "Search the site" });
    await box.fill("tax");
    const options = page.getByRole("main").getByRole("option");
    await expect(options.first()).toHaveText(/Tax Filing/);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const count = await options.count();
    await expect(options.last()).toHaveText("See all results for “tax”");

    await box.press("ArrowDown");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(0).getAttribute("id")) ?? "");
    await box.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
    await box.press("ArrowUp");
    await box.press("ArrowUp");
    // Above the first option the focus is back in the box; one more goes round to the last.
    await expect(box).not.toHaveAttribute("aria-activedescendant");
    await box.press("ArrowUp");
    await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true");

    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(options).toHaveCount(0);
    await expect(box).toHaveValue("tax");
    await box.press("Escape");
    await expect(box).toHaveValue("");

    await box.fill("tax");
    await expect(options.first()).toHaveText(/Tax Filing/);
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL("/services/business/tax-filing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tax Filing");
  });

  test("the last suggestion opens every result, and a click opens one", async ({ page }) => {
    await page.goto("/ga/services");
    await waitForHydration(page);
    const box = page.getByRole("main").getByRole("combobox", { name: "Cuardaigh an suíomh" });
    await box.fill("uacht");
    await page.getByRole("main").getByRole("option", { name: "Féach ar gach toradh ar “uacht”" }).click();
    await expect(page).toHaveURL("/ga/search?q=uacht");
    await expect(resultLinks(page).first()).toHaveText("An tUachtarán");

    const again = page.getByRole("main").getByRole("combobox", { name: "Cuardaigh an suíomh" });
    await again.fill("bunreacht");
    await page.getByRole("main").getByRole("option").first().click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/ga\/government\/constitution/);
  });
});

test.describe("the results page", () => {
  test("forgives accents, prefixes and a typo, marks the matched words and pages long lists", async ({ page }) => {
    await page.goto("/ga/search?q=failte");
    await expect(resultLinks(page).first()).toHaveText("Fáilte go Poblacht Brehon");
    await page.goto("/search?q=pasport");
    await expect(resultLinks(page).first()).toHaveText(/^Passport (Application|Renewal)$/);
    await expect(page.getByRole("main").locator("mark").first()).toHaveText(/passport/i);
    await page.goto("/search?q=servic");
    await expect(resultCount(page)).toHaveText(/\d+ results for “servic”/);
    const pages = page.getByRole("navigation", { name: "Pages of search results" });
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL("/search?q=servic&page=2");
    await expect(resultLinks(page)).not.toHaveCount(0);
  });

  test("finds a petition created a moment ago, in both languages", async ({ page }) => {
    const word = `Quetzal${Date.now().toString(36)}`;
    const created = await page.request.post("/api/petitions", {
      data: { title: `Protect the ${word} habitat`, description: "A reserve for rare birds on the northern coast." },
    });
    expect(created.status()).toBe(201);
    const { petition } = await created.json();
    await page.goto(`/search?q=${word.toLowerCase()}`);
    const link = resultLinks(page).filter({ hasText: word });
    await expect(link).toHaveAttribute("href", `/petitions/${petition.id}`);
    await expect(page.getByRole("main").getByText("Petition", { exact: true })).toBeVisible();
    await page.goto(`/ga/search?q=${word.toLowerCase()}`);
    await expect(resultLinks(page).filter({ hasText: word })).toHaveAttribute("href", `/ga/petitions/${petition.id}`);
    await expect(page.getByRole("main").getByText("Achainí", { exact: true })).toBeVisible();
  });

  test("shows a query with markup as text", async ({ page }) => {
    const query = `<img src=x onerror="window.__injected=1"><b>bold</b>`;
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(resultCount(page)).toHaveText(`0 results for “${query}”`);
    await expect(page.getByRole("heading", { name: `No results for “${query}”` })).toBeVisible();
    await expect(page.getByRole("main").locator("img[src=x], b")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
    await expect(page).toHaveTitle(`${query} – Search | Republic of Brehon`);
  });

  test("guides an empty search, refuses a long one, and helps when nothing matches, in Irish", async ({ page }) => {
    const empty = await page.goto("/search");
    expect(empty?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "What are you looking for?" })).toBeVisible();

    const long = await page.goto(`/search?q=${"a".repeat(101)}`);
    expect(long?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText("Your search is too long. Use at most 100 characters.");

    await page.goto("/ga/search?q=zzzqqq");
    await expect(page.getByRole("heading", { name: "Níor aimsíodh aon toradh ar “zzzqqq”" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Seirbhísí an Rialtais" })).toHaveAttribute(
      "href",
      "/ga/services",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Léarscáil an tSuímh" })).toHaveAttribute(
      "href",
      "/ga/sitemap",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("has no WCAG 2.2 AA violations with results and with suggestions open", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/search?q=passport");
    await waitForHydration(page);
    await expectNoAxeViolations(page, "results");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
    await box.fill("president");
    await expect(page.getByRole("banner").getByRole("option").first()).toBeVisible();
    await box.press("ArrowDown");
    await expectNoAxeViolations(page, "suggestions open");
    await page.goto("/ga/search?q=zzzqqq");
    await waitForHydration(page);
    await page.setViewportSize(MOBILE);
    await expectNoAxeViolations(page, "no results, in Irish, on a phone");
  });
});
