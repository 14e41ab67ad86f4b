import { expect, type Page, test } from "./fixtures";
import { DESKTOP, irish, MOBILE, PAGE_PATHS, ROUTE_PATHS, UNDEFINED_TARGETS, waitForHydration } from "./support";

/**
 * A page that hydrates only its islands (the header and the footer), as every page of the
 * built portal does, and one rendered for each request, whose content is an island too.
 */
const STATIC_PAGE = "/announcements";
const RENDERED_PAGE = "/petitions";

test.describe("routes", () => {
  test("the route table covers the spec's route list", () => {
    expect(ROUTE_PATHS.length).toBeGreaterThanOrEqual(50);
    for (const path of ["/", "/government/symbols", "/services/business/licenses", "/petitions", "/sitemap", "/news"]) {
      expect(ROUTE_PATHS).toContain(path);
    }
  });

  // Every page's status, heading and title: e2e/no-javascript.spec.ts (without JavaScript, in both languages);
  // with JavaScript, e2e/accessibility.spec.ts loads each of them too.

  for (const path of ["/no-such-page", "/services/nothing/here", ...UNDEFINED_TARGETS]) {
    test(`${path} answers 404 with Page Not Found and a way home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
      await expect(page).toHaveTitle("Page Not Found | Republic of Brehon");
      await page.getByRole("link", { name: "Return to Homepage" }).click();
      await expect(page).toHaveURL("/");
    });
  }

  test("sitemap.xml lists the pages at this host, and robots.txt points at it", async ({ request, baseURL }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual([...PAGE_PATHS, ...PAGE_PATHS.map(irish)].map((path) => `${baseURL}${path}`).sort());
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("the health check answers", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});

test.describe("security headers", () => {
  for (const path of ["/", "/petitions", "/no-such-page", "/healthz", "/favicon.svg"]) {
    test(`are sent on ${path}`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("default-src 'self'");
      // The portal's own files only: no nonce (every visitor gets the same bytes), no inline script.
      expect(csp).toMatch(/(?:^|;)\s*script-src 'self'\s*(?:;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers["strict-transport-security"]).toContain("max-age=");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"]).toBe("DENY");
    });
  }

  test("a page's scripts are the portal's files: none inline, no nonce", async ({ request }) => {
    for (const path of ["/", "/petitions", "/search?q=pas", "/no-such-page"]) {
      const html = await (await request.get(path)).text();
      const scripts = html.match(/<script[^>]*>[^<]*<\/script>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) {
        expect(tag, path).not.toContain("nonce=");
        // Data for islands may sit in a JSON script; anything executable loads from a file.
        if (!/type="application\/json"/.test(tag))
          expect(tag, path).toMatch(/^<script[^>]* src="\/[^"]+"[^>]*><\/script>$/);
      }
    }
  });

  test("hashed assets are cached for a year, and pages carry the stylesheet in their head", async ({
    page,
    request,
  }) => {
    for (const address of [RENDERED_PAGE, STATIC_PAGE]) {
      await page.goto(address);
      await expect(page.locator("head style#site-stylesheet")).toHaveCount(1);
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    }
    await waitForHydration(page);
    const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute("src");
    const response = await request.get(script ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("a page runs without CSP violations", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") violations.push(message.text());
    });
    await page.goto("/");
    await waitForHydration(page);
    expect(violations).toEqual([]);
  });
});

/** The desktop navigation and its two dropdowns' titles. */
function mainNavigation(page: Page) {
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  return {
    nav,
    government: nav.getByRole("button", { name: "Government" }),
    services: nav.getByRole("button", { name: "Services" }),
  };
}

test.describe("desktop navigation", () => {
  test.use({ viewport: DESKTOP });

  test("dropdowns open by click, one at a time, and close on a second click", async ({ page }) => {
    await page.goto(STATIC_PAGE);
    await waitForHydration(page);
    const { government, services } = mainNavigation(page);

    await government.click();
    await expect(page.getByRole("menuitem", { name: "Leadership" })).toBeVisible();
    await expect(government).toHaveAttribute("aria-expanded", "true");

    await services.click();
    await expect(page.getByRole("menuitem", { name: "All Services" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Leadership" })).toHaveCount(0);
    await expect(page.getByRole("menu")).toHaveCount(1);

    await services.click();
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  test("the panel is 14rem wide and a sub-link navigates and closes it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("button", { name: "Government" }).click();
    const menu = page.getByRole("menu");
    expect((await menu.boundingBox())?.width).toBe(224);
    await page.getByRole("menuitem", { name: "Constitution" }).click();
    await expect(page).toHaveURL("/government/constitution");
    await expect(page.getByRole("menu")).toHaveCount(0);
  });

  test("keyboard: Enter opens, arrows move, Escape closes and returns focus", async ({ page }) => {
    await page.goto(STATIC_PAGE);
    await waitForHydration(page);
    const { services } = mainNavigation(page);
    // Focusing the navigation fetches the menus' code; the focus stays where it was when it arrives.
    await services.focus();
    await expect(services).toHaveAttribute("aria-haspopup", "menu");
    await expect(services).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "All Services" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Citizenship" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(services).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByRole("menuitem", { name: "All Services" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Citizenship" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Business" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/services/business");
  });

  test("the menus' code loads when a visitor reaches for the navigation, never on a phone", async ({ page }) => {
    const menuScripts: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/nav-menu-[^/]*\.js$/.test(request.url())) menuScripts.push(request.url());
    });
    await page.setViewportSize(MOBILE);
    await page.goto(STATIC_PAGE);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const siteMenu = page.getByRole("navigation", { name: "Site menu" });
    await siteMenu.getByRole("button", { name: "Government" }).click();
    await siteMenu.getByRole("link", { name: "Leadership" }).click();
    await expect(page).toHaveURL("/government/leadership");
    expect(menuScripts).toEqual([]);

    await page.setViewportSize(DESKTOP);
    await page.reload();
    await waitForHydration(page);
    expect(menuScripts).toEqual([]);
    const { nav, government } = mainNavigation(page);
    await nav.hover();
    await expect(government).toHaveAttribute("aria-haspopup", "menu");
    expect(menuScripts).toHaveLength(1);
  });

  test("a click whose press began before the menus' code arrived still opens the dropdown", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = false;
    await page.route(/\/assets\/nav-menu-[^/]*\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto(STATIC_PAGE);
    await waitForHydration(page);
    const { government } = mainNavigation(page);
    const box = await government.boundingBox();
    if (!box) throw new Error("the Government dropdown is not on screen");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect.poll(() => requested).toBe(true);
    // The code arrives while the button is held down.
    release();
    const code = await page.waitForResponse(/\/assets\/nav-menu-[^/]*\.js$/);
    // The code has run once importing it again resolves (a module runs once per page, for every import).
    await page.evaluate((url) => import(url).then(() => undefined), code.url());
    await page.mouse.up();
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Leadership" })).toBeVisible();
  });

  test("until the menus' code arrives, a dropdown shows its links as a disclosure", async ({ page }) => {
    // As when the script cannot be fetched: the dropdowns keep working without it.
    await page.route(/\/assets\/nav-menu-[^/]*\.js$/, (route) => route.fulfill({ status: 503, body: "" }));
    await page.goto(STATIC_PAGE);
    await waitForHydration(page);
    const { nav, government, services } = mainNavigation(page);

    await government.click();
    await expect(government).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Leadership" })).toBeVisible();
    await services.click();
    await expect(nav.getByRole("link", { name: "Leadership" })).toBeHidden();
    await expect(government).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "All Services" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "All Services" })).toBeHidden();
    await expect(services).toBeFocused();
    await expect(services).not.toHaveAttribute("aria-haspopup");

    // A press elsewhere in the page closes it, and so does the focus leaving it.
    await government.click();
    await expect(nav.getByRole("link", { name: "Leadership" })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(nav.getByRole("link", { name: "Leadership" })).toBeHidden();
    await expect(government).toHaveAttribute("aria-expanded", "false");
    await government.click();
    await government.press("Tab");
    await expect(nav.getByRole("link", { name: "Leadership" })).toBeFocused();
    await nav.getByRole("link", { name: "National Symbols" }).focus();
    await page.keyboard.press("Tab");
    await expect(services).toBeFocused();
    await expect(nav.getByRole("link", { name: "Leadership" })).toBeHidden();
    await expect(government).toHaveAttribute("aria-expanded", "false");

    await government.click();
    await nav.getByRole("link", { name: "Constitution" }).click();
    await expect(page).toHaveURL("/government/constitution");
    await expect(nav.getByRole("link", { name: "Leadership" })).toBeHidden();
  });

  test("plain links navigate in the app", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Petitions" }).click();
    await expect(page).toHaveURL("/petitions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Citizen Petitions");
  });

  test("the header turns solid with a shadow past 10 px of scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto("/");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    // Scroll to exactly 10 px and wait until the page has handled the scroll and painted again;
    // then the header must still be see-through (a polling assertion would pass before it changed).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener("scroll", () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
            once: true,
          });
          window.scrollTo(0, 10);
        }),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(10);
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("the search box says 'Search...' and is about 10rem wide", async ({ page }) => {
    await page.goto("/");
    const search = page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
    await expect(search).toHaveAttribute("placeholder", "Search...");
    expect((await search.boundingBox())?.width).toBe(160);
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
  });

  test("the footer links go where the spec says", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/",
      "/government/parliament",
      "/government/judiciary",
      "/contact",
      "/privacy-policy",
      "/terms-of-use",
      "/accessibility",
      "/sitemap",
    ]);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: MOBILE });

  test("hides the desktop navigation and offers a menu with single-open sections", async ({ page }) => {
    await page.goto(STATIC_PAGE);
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Site menu" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("banner").getByRole("combobox", { name: "Search the site" })).toBeVisible();

    const government = menu.getByRole("button", { name: "Government" });
    const services = menu.getByRole("button", { name: "Services" });
    await government.click();
    await expect(menu.getByRole("link", { name: "National Symbols" })).toBeVisible();
    await services.click();
    await expect(menu.getByRole("link", { name: "National Symbols" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Documents" })).toBeVisible();
    await services.click();
    await expect(menu.getByRole("link", { name: "Documents" })).toHaveCount(0);
    await expect(services).toHaveAttribute("aria-expanded", "false");

    await government.click();
    await menu.getByRole("link", { name: "Ministries" }).click();
    await expect(page).toHaveURL("/government/ministries");
    await expect(menu).toBeHidden();
  });

  test("choosing a language closes the menu", async ({ page }) => {
    await page.goto(STATIC_PAGE);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: "Gaeilge" }).click();
    await expect(page).toHaveURL(irish(STATIC_PAGE));
    await expect(page.locator("html")).toHaveAttribute("lang", "ga");
    await expect(page.getByRole("navigation", { name: "Roghchlár an tsuímh" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Roghchlár" })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("language", () => {
  test("Gaeilge moves to the page's Irish address: the shell, the title and lang; in-app links stay Irish", async ({
    page,
    language,
    secondPage,
  }) => {
    await page.goto("/");
    await language.chooseIrish();
    await expect(page).toHaveURL("/ga");
    const nav = page.getByRole("navigation", { name: "Príomhnascleanúint" });
    await expect(nav.getByRole("link", { name: "Achainíocha" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Léarscáil an tSuímh" })).toBeVisible();
    await expect(page).toHaveTitle("Baile | Poblacht Brehon");
    await expect(page.getByRole("link", { name: "Léim go dtí an príomhábhar" })).toBeAttached();

    await nav.getByRole("link", { name: "Achainíocha" }).click();
    await expect(page).toHaveURL("/ga/petitions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Achainíocha na Saoránach");
    await expect(page.locator("html")).toHaveAttribute("lang", "ga");

    // A fresh load of the English address is English; the Irish address stays Irish.
    await secondPage.goto("/petitions");
    await expect(secondPage.locator("html")).toHaveAttribute("lang", "en");
    await expect(secondPage.getByRole("heading", { level: 1 })).toHaveText("Citizen Petitions");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "ga");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Achainíocha na Saoránach");

    // And back to English, on the same page.
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/petitions");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Citizen Petitions");
  });

  for (const [name, viewport] of [
    ["desktop", DESKTOP],
    ["mobile", MOBILE],
  ] as const) {
    test(`the switcher keeps the query string, both ways (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const switchTo = async (label: "Gaeilge" | "English") => {
        const inHeader = page.getByRole("banner").getByRole("link", { name: label, exact: true });
        if (!(await inHeader.isVisible())) await page.getByRole("button", { name: /^(Menu|Roghchlár)$/ }).click();
        await page.getByRole("link", { name: label, exact: true }).click();
      };
      // A list to sort, whatever ran before.
      const created = await page.request.post("/api/petitions", {
        data: { title: `Switcher check ${name}`, description: "A petition to list.", category: "other" },
      });
      expect(created.status()).toBe(201);
      // Every page is static: the switch loads the page at its address in the other language.
      await page.goto("/petitions?sort=newest");
      await waitForHydration(page);

      await switchTo("Gaeilge");
      await expect(page).toHaveURL("/ga/petitions?sort=newest");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Achainíocha na Saoránach");
      await expect(page.getByLabel("Sórtáil de réir")).toHaveValue("newest");
      await waitForHydration(page);

      await switchTo("English");
      await expect(page).toHaveURL("/petitions?sort=newest");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Citizen Petitions");
    });
  }

  test("the 404 screen follows the language", async ({ page }) => {
    const response = await page.goto("/ga/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "ga");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Níor aimsíodh an leathanach");
    await page.getByRole("link", { name: "Fill ar an Leathanach Baile" }).click();
    await expect(page).toHaveURL("/ga");
  });

  test("a page downloads only its language's catalogue, and the other when the switcher moves to it", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const catalogues = () => scripts.filter((script) => /^\/assets\/(en|ga)-[\w-]+\.js$/.test(script));
    for (const [address, catalogue] of [
      [STATIC_PAGE, "en"],
      [irish(STATIC_PAGE), "ga"],
      [RENDERED_PAGE, "en"],
      [irish(RENDERED_PAGE), "ga"],
    ] as const) {
      scripts.length = 0;
      await page.goto(address);
      await waitForHydration(page);
      expect(catalogues(), address).toEqual([expect.stringMatching(new RegExp(`^/assets/${catalogue}-`))]);
    }

    // The switch loads the English page, which loads the English catalogue only.
    scripts.length = 0;
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(RENDERED_PAGE);
    await waitForHydration(page);
    expect(catalogues()).toEqual([expect.stringMatching(/^\/assets\/en-/)]);
  });
});

test.describe("islands", () => {
  test.use({ viewport: DESKTOP });

  test("a static page runs its header without the router: suggestions, and links that load pages", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(STATIC_PAGE);
    await waitForHydration(page);
    // The router's manifest and the page's own module are not in the page.
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    expect(
      scripts.some((script) => /\/(announcements|root|entry\.client)-/.test(script)),
      scripts.join(" "),
    ).toBe(false);

    const box = page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
    await box.fill("passport");
    await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).not.toHaveURL(STATIC_PAGE);

    // The home page is static too, with a search box of its own in the page.
    await page.goto("/");
    await waitForHydration(page);
    const hero = page.getByRole("main").getByRole("combobox", { name: "Search the site" });
    await hero.fill("visa");
    await expect(page.getByRole("main").getByRole("listbox").getByRole("option").first()).toBeVisible();

    await page.goto(STATIC_PAGE);
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Sitemap" }).click();
    await expect(page).toHaveURL("/sitemap");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sitemap");
  });
  test("a tab chosen on a static page changes its address, which the header's language switcher follows", async ({
    page,
  }) => {
    await page.goto("/services");
    await waitForHydration(page);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    const switcher = page.getByRole("banner").getByRole("link", { name: "Gaeilge" });
    await expect(switcher).toHaveAttribute("href", "/ga/services");

    const entries = await page.evaluate(() => window.history.length);
    const tabs = page.getByRole("main").getByRole("tablist", { name: "Service categories" });
    await tabs.getByRole("tab", { name: "Business" }).click();
    await expect(page).toHaveURL("/services/business");
    await expect(switcher).toHaveAttribute("href", "/ga/services/business");
    await tabs.getByRole("tab", { name: "Housing" }).click();
    await expect(page).toHaveURL("/services#housing");
    await expect(switcher).toHaveAttribute("href", "/ga/services#housing");
    // The address changed in place: the history has no entry per tab.
    expect(await page.evaluate(() => window.history.length)).toBe(entries);

    // The address with a trailing slash is the same page: its tab stays chosen once the islands read it.
    await page.goto("/services/business/");
    await waitForHydration(page);
    await expect(tabs.getByRole("tab", { name: "Business" })).toHaveAttribute("aria-selected", "true");
    await expect(switcher).toHaveAttribute("href", "/ga/services/business");
    await tabs.getByRole("tab", { name: "Housing" }).click();

    await switcher.click();
    await expect(page).toHaveURL("/ga/services#housing");
    await waitForHydration(page);
    await expect(
      page.getByRole("main").getByRole("tablist", { name: "Catagóirí seirbhíse" }).getByRole("tab", { selected: true }),
    ).toHaveText("Tithíocht");
  });
});
