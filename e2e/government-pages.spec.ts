import { expect, type Page, test } from "@playwright/test";
import { BRANCH_TITLES } from "../test/spec/structure";
import { chooseIrish, DESKTOP, expectNoAxeViolations, waitForHydration } from "./support";

/**
 * The pages behind the government links (the institutions, the five ministries, the
 * Constitution's text and the contact page), the government page's sections and the services
 * page's tabs following the address, with and without JavaScript.
 */

const PAGES = [
  { path: "/government/president", en: "The President", ga: "An tUachtarán" },
  { path: "/government/cabinet", en: "The Cabinet", ga: "An Chomh-Aireacht" },
  { path: "/government/parliament", en: "The National Assembly", ga: "An Tionól Náisiúnta" },
  { path: "/government/legislation", en: "Legislation", ga: "Reachtaíocht" },
  { path: "/government/judiciary", en: "The Judiciary", ga: "An Bhreithiúnacht" },
  { path: "/government/supreme-court", en: "The Supreme Court", ga: "An Chúirt Uachtarach" },
  { path: "/government/constitutional-court", en: "The Constitutional Court", ga: "An Chúirt Bhunreachtúil" },
  {
    path: "/government/ministries/foreign-affairs",
    en: "Ministry of Foreign Affairs",
    ga: "An Roinn Gnóthaí Eachtracha",
  },
  { path: "/government/ministries/finance", en: "Ministry of Finance", ga: "An Roinn Airgeadais" },
  { path: "/government/ministries/education", en: "Ministry of Education", ga: "An Roinn Oideachais" },
  { path: "/government/ministries/health", en: "Ministry of Health", ga: "An Roinn Sláinte" },
  { path: "/government/ministries/defense", en: "Ministry of Defence", ga: "An Roinn Cosanta" },
  {
    path: "/government/constitution/text",
    en: "Constitution of the Republic of Brehon",
    ga: "Bunreacht Phoblacht Brehon",
  },
  { path: "/contact", en: "Contact the Government", ga: "Déan Teagmháil leis an Rialtas" },
] as const;

const main = (page: Page) => page.getByRole("main");
const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute("href")));

/** One h1, and no heading more than one level below the one before it. */
async function expectHeadingOutline(page: Page, context: string) {
  const levels = await page
    .locator("main :is(h1, h2, h3, h4, h5, h6)")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(
    levels.filter((level) => level === 1),
    context,
  ).toHaveLength(1);
  expect(levels[0], context).toBe(1);
  const skips = levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 1) + 1);
  expect(skips, `${context}: heading levels ${levels.join(",")}`).toEqual([]);
}

// axe checks these pages with all others, in both languages at both widths (accessibility.spec.ts).
test.describe("every new page, in English and Irish", () => {
  for (const { path, en, ga } of PAGES) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(en);
      await expect(page).toHaveTitle(`${en} | Republic of Brehon`);
      await expectHeadingOutline(page, path);
      await expect(main(page).getByRole("link", { name: "Back to Homepage" })).toHaveAttribute("href", "/");

      await chooseIrish(page);
      await expect(page).toHaveURL(`/ga${path}`);
      await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(ga);
      await expect(page).toHaveTitle(`${ga} | Poblacht Brehon`);
      await expectHeadingOutline(page, `${path} (ga)`);
      await main(page).getByRole("link", { name: "Ar ais go dtí an Leathanach Baile" }).click();
      await expect(page).toHaveURL("/ga");
      await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Fáilte go Poblacht Brehon");
    });
  }
});

test("the old Page Not Found addresses now answer with their page, prerendered", async ({ request }) => {
  for (const { path, en } of PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${en}</h1>`));
    expect(html, path).not.toContain("Page Not Found");
    expect(html, path).not.toContain("Content Coming Soon");
  }
});

test.describe("reachable from the links that point at them", () => {
  test("the footer's Parliament, Judiciary and Contact", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    for (const [name, title] of [
      ["Parliament", "The National Assembly"],
      ["Judiciary", "The Judiciary"],
      ["Contact", "Contact the Government"],
    ] as const) {
      await footer.getByRole("link", { name, exact: true }).click();
      await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(title);
    }
    await expect(page).toHaveURL("/contact");
  });

  test("the government page's branch, ministry and constitution links", async ({ page }) => {
    await page.goto("/government");
    await waitForHydration(page);
    const content = main(page);
    const tabs = content.getByRole("tablist", { name: "Branches of government" });
    for (const [tab, links] of [
      [
        "Executive",
        [
          ["The President", "The President"],
          ["The Cabinet", "The Cabinet"],
        ],
      ],
      [
        "Legislative",
        [
          ["National Assembly", "The National Assembly"],
          ["Legislation", "Legislation"],
        ],
      ],
      [
        "Judicial",
        [
          ["The Judiciary", "The Judiciary"],
          ["Supreme Court", "The Supreme Court"],
        ],
      ],
    ] as const) {
      for (const [link, title] of links) {
        await tabs.getByRole("tab", { name: tab }).click();
        await content.getByRole("tabpanel").getByRole("link", { name: link, exact: true }).click();
        await expect(content.getByRole("heading", { level: 1 })).toHaveText(title);
        await page.goBack();
        await expect(content.getByRole("heading", { level: 1 })).toHaveText("Government");
      }
    }

    const ministries = content.getByRole("region", { name: "Ministries" });
    await ministries.getByRole("button", { name: "Ministry of Defence" }).click();
    await ministries.getByRole("link", { name: /Ministry of Defence/ }).click();
    await expect(page).toHaveURL("/government/ministries/defense");
    await expect(content.getByRole("heading", { level: 1 })).toHaveText("Ministry of Defence");
    await expect(content).toContainText("The Minister for Defence is Colm Breathnach.");
    await content.getByRole("link", { name: "All Ministries" }).click();
    await expect(page).toHaveURL("/government/ministries");

    const constitution = content.getByRole("region", { name: "The Constitution" });
    await constitution.getByRole("link", { name: "Read the Constitution" }).click();
    await expect(page).toHaveURL("/government/constitution/text");
    await expect(content.getByRole("heading", { level: 1 })).toHaveText("Constitution of the Republic of Brehon");
    await page.goBack();
    await constitution.getByRole("link", { name: "The Constitutional Court" }).click();
    await expect(content.getByRole("heading", { level: 1 })).toHaveText("The Constitutional Court");
  });

  test("the home page's Read the Constitution, and an article linked from another page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await main(page)
      .getByRole("region", { name: "About Our Nation" })
      .getByRole("link", { name: "Read the Constitution" })
      .click();
    await expect(page).toHaveURL("/government/constitution/text");

    await page.goto("/government/president");
    await waitForHydration(page);
    await main(page).getByRole("link", { name: "Article 9: The President" }).click();
    await expect(page).toHaveURL("/government/constitution/text#article-9");
    const article = page.locator("#article-9");
    await expect(article.getByRole("heading", { level: 3 })).toHaveText("Article 9: The President");
    await expect(article).toBeInViewport();
    await expect(article).toContainText("may serve a maximum of two terms");
    await expect(article).toHaveAttribute("aria-current", "true");
    await expect(page.locator('main [aria-current="true"]')).toHaveCount(1);
  });

  test("every ministry's services lead to pages of the portal", async ({ page, request }) => {
    for (const { path } of PAGES.filter((entry) => entry.path.startsWith("/government/ministries/"))) {
      await page.goto(path);
      const links = await hrefs(page, "main ul a");
      expect(links.length, path).toBeGreaterThan(1);
      for (const link of links) expect((await request.get(link ?? "")).status(), `${path} → ${link}`).toBe(200);
      await expect(main(page).getByRole("link", { name: /@gov\.brehon\.example$/ })).toHaveAttribute(
        "href",
        /^mailto:[a-z]+@gov\.brehon\.example$/,
      );
      await expect(
        main(page)
          .getByRole("link", { name: /^\+999 21 555 \d{4}$/ })
          .first(),
      ).toHaveAttribute("href", /^tel:\+99921555\d{4}$/);
    }
  });
});

test("the sitemap lists the new pages beneath their entries and leads home", async ({ page }) => {
  await page.goto("/sitemap");
  await waitForHydration(page);
  const listed = await hrefs(page, "main a");
  for (const { path } of PAGES) expect(listed, path).toContain(path);
  const government = main(page)
    .getByRole("region", { name: "Main Sections" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "Government", exact: true }) });
  await expect(government.getByRole("list").getByRole("link")).toHaveText([...BRANCH_TITLES]);
  await main(page).getByRole("link", { name: "Ministry of Health" }).click();
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Ministry of Health");
  await page.goBack();
  await main(page).getByRole("link", { name: "Back to Homepage" }).click();
  await expect(page).toHaveURL("/");
});

test("the contact page gives the general line, every ministry, and the emergency lines", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  const content = main(page);
  await expect(content.getByRole("link", { name: "+999 21 555 0110" })).toHaveAttribute("href", "tel:+999215550110");
  await expect(content).toContainText("Within Brehon, dial 021 555 0110.");
  await expect(content).toContainText("Monday to Friday, 9:00 to 17:00");
  await expect(content.locator("address")).toContainText("Constitution Square");
  const offices = content.getByRole("region", { name: "Ministries and Offices" });
  for (const name of ["Ministry of Foreign Affairs", "Ministry of Defence", "Ministry of Housing"]) {
    await expect(offices.getByRole("heading", { level: 3, name })).toBeVisible();
  }
  await expect(offices.getByRole("link", { name: "housing@gov.brehon.example" })).toHaveAttribute(
    "href",
    "mailto:housing@gov.brehon.example",
  );
  const emergencies = content.getByRole("region", { name: "In an Emergency" });
  await expect(emergencies.getByRole("link", { name: "+999 21 555 0100" })).toHaveAttribute(
    "href",
    "tel:+999215550100",
  );
  await expect(emergencies.getByRole("link", { name: "+999 21 555 0199" })).toHaveAttribute(
    "href",
    "tel:+999215550199",
  );
  await emergencies.getByRole("link", { name: "Ready Brehon: Preparedness Guide" }).click();
  await expect(page).toHaveURL("/ready-brehon");
});

test.describe("the government page opens at the section its address names", () => {
  const SECTIONS = [
    ["/government/leadership", "Branches of Government"],
    ["/government/ministries", "Ministries"],
    ["/government/constitution", "The Constitution"],
    ["/government/symbols", "National Symbols"],
  ] as const;

  async function expectHighlighted(page: Page, heading: string) {
    const section = main(page).getByRole("region", { name: heading });
    await expect(section).toHaveAttribute("aria-current", "true");
    await expect(main(page).locator('[aria-current="true"]')).toHaveCount(1);
    return section.getByRole("heading", { level: 2, name: heading });
  }

  /** With JavaScript the page opens at the named section, its heading focused. */
  async function expectOpenAt(page: Page, heading: string) {
    const title = await expectHighlighted(page, heading);
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
  }

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled, viewport: DESKTOP });

      test("each sub-path highlights its section; /government names none", async ({ page }) => {
        for (const [path, heading] of SECTIONS) {
          await page.goto(path);
          if (javaScriptEnabled) {
            await waitForHydration(page);
            // The branches' tabs, above the section, shrink from three panels to one as they hydrate.
            await expect(main(page).getByRole("tablist", { name: "Branches of government" })).toBeVisible();
            await expectOpenAt(page, heading);
          } else {
            // Without JavaScript the page opens at the top (docs/decisions/0015-landing-sections.md).
            await expectHighlighted(page, heading);
            expect(await page.evaluate(() => window.scrollY)).toBe(0);
          }
        }
        await page.goto("/government");
        await expect(main(page).locator('[aria-current="true"]')).toHaveCount(0);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      });
    });
  }

  test("the header's links move to the section within the page", async ({ page }) => {
    await page.goto("/government/ministries");
    await waitForHydration(page);
    await expectOpenAt(page, "Ministries");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("button", { name: "Government" }).click();
    await page.getByRole("menuitem", { name: "National Symbols" }).click();
    await expect(page).toHaveURL("/government/symbols");
    await expectOpenAt(page, "National Symbols");
    await expectNoAxeViolations(page, "government page at the symbols section");
  });

  test("the symbols section draws the flag and describes it, in both languages", async ({ page }) => {
    await page.goto("/government/symbols");
    await waitForHydration(page);
    const symbols = main(page).getByRole("region", { name: "National Symbols" });
    const flag = symbols.getByRole("img", { name: "The national flag of the Republic of Brehon" });
    await expect(flag).toBeVisible();
    await expect(symbols.locator("figure figcaption")).toContainText("green above and blue below");
    for (const heading of ["The National Flag", "The Coat of Arms", "The National Anthem", "The National Day"]) {
      await expect(symbols.getByRole("heading", { level: 3, name: heading })).toBeVisible();
    }
    await expect(symbols).toContainText("Unity Day, 20 May");
    await symbols.getByRole("link", { name: "Article 3 of the Constitution" }).click();
    await expect(page).toHaveURL("/government/constitution/text#article-3");
    await page.goBack();
    await chooseIrish(page);
    await expect(
      main(page).getByRole("region", { name: "Siombailí Náisiúnta" }).getByRole("img", {
        name: "Bratach náisiúnta Phoblacht Brehon",
      }),
    ).toBeVisible();
  });
});

test.describe("the services page opens on the tab its address names", () => {
  test.use({ viewport: DESKTOP });
  const tablist = (page: Page) => main(page).getByRole("tablist", { name: "Service categories" });

  test("with JavaScript, and a tab choice updates the address", async ({ page }) => {
    await page.goto("/services/business");
    await waitForHydration(page);
    const business = tablist(page).getByRole("tab", { name: "Business" });
    await expect(business).toHaveAttribute("aria-selected", "true");
    await expect(business).toBeFocused();
    await expect(business).toBeInViewport();

    await tablist(page).getByRole("tab", { name: "Housing" }).click();
    await expect(page).toHaveURL("/services#housing");
    await expect(tablist(page).getByRole("tab", { name: "Housing" })).toHaveAttribute("aria-selected", "true");
    await expect(main(page).getByRole("tabpanel")).toContainText("Land Records");

    // The keyboard moves between tabs; the address follows and focus stays on the tab.
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL("/services#documents");
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL("/services/business");
    await expect(business).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL("/services/citizenship");
    await expect(tablist(page).getByRole("tab", { name: "Citizenship" })).toBeFocused();

    await page.goto("/services#social");
    await waitForHydration(page);
    await expect(tablist(page).getByRole("tab", { name: "Social Services" })).toHaveAttribute("aria-selected", "true");

    await page.goto("/services");
    await waitForHydration(page);
    await expect(tablist(page).getByRole("tab").first()).toHaveAttribute("aria-selected", "true");
    await expect(tablist(page).getByRole("tab").first()).toHaveText("Citizenship");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(main(page).locator('[aria-current="true"]')).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the named category's panel comes first, highlighted, and every other follows", async ({ page }) => {
      const categories = () =>
        main(page)
          .getByRole("region", { name: "Services by Category" })
          .getByRole("heading", { level: 3 })
          .allTextContents();
      await page.goto("/services/business");
      const panel = main(page).getByRole("region", { name: "Business", exact: true });
      await expect(panel).toHaveAttribute("aria-current", "true");
      await expect(main(page).locator('[aria-current="true"]')).toHaveCount(1);
      expect(await categories()).toEqual([
        "Business",
        "Citizenship",
        "Documents",
        "Housing",
        "Foreign Affairs",
        "Social Services",
      ]);

      await page.goto("/services/citizenship");
      await expect(main(page).getByRole("region", { name: "Citizenship", exact: true })).toHaveAttribute(
        "aria-current",
        "true",
      );

      await page.goto("/services");
      await expect(main(page).locator('[aria-current="true"]')).toHaveCount(0);
      expect((await categories())[0]).toBe("Citizenship");
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});

test("the forms give the Republic's telephone format and say where the answers stay", async ({ page }) => {
  await page.goto("/services/citizenship/passport-renewal");
  await waitForHydration(page);
  const content = main(page);
  await expect(content).toContainText("For example 021 555 0110, or +999 21 555 0110 from abroad.");
  await expect(content).not.toContainText("+353");
  await expect(content).toContainText("nothing is sent to any office.");
  await expect(content).not.toContainText("will be processed");
});
