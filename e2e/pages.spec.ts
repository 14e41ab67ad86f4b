import { expect, type Locator, type Page, test } from "./fixtures";
import { DESKTOP, expectNoAxeViolations, MOBILE, waitForHydration } from "./support";

const main = (page: Page) => page.getByRole("main");
const hrefs = (links: Locator) => links.evaluateAll((elements) => elements.map((a) => a.getAttribute("href")));

test.describe("home page", () => {
  test("hero, announcement, services, facts, call to action and news, in both languages", async ({
    page,
    language,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const content = main(page);
    await expect(content.getByRole("heading", { level: 1 })).toHaveText("Welcome to the Republic of Brehon");
    await expect(content.getByRole("search").getByRole("combobox", { name: "Search the site" })).toHaveAttribute(
      "placeholder",
      "Search...",
    );
    await expect(content.getByRole("link", { name: "Government Services" })).toHaveAttribute("href", "/services");

    const strip = content.getByRole("region", { name: "Important Announcements" });
    await expect(strip.getByRole("article")).toHaveCount(1);
    await expect(strip.getByRole("article")).toHaveAttribute("data-type", "notice");
    await expect(strip.getByText("Notice", { exact: true })).toBeVisible();
    await expect(strip.getByText("16 May 2025")).toBeVisible();
    await expect(strip.getByRole("heading", { name: "New Government Website Launched" })).toBeVisible();
    await expect(strip.getByRole("link", { name: "Read more: New Government Website Launched" })).toHaveAttribute(
      "href",
      "/announcements/new-government-site",
    );

    const services = content.getByRole("region", { name: "Services for You" });
    expect(await hrefs(services.getByRole("link"))).toEqual([
      "/services/documents",
      "/services/business",
      "/services/citizenship",
      "/services/housing",
      "/services/foreign-affairs",
      "/services/social",
    ]);

    const about = content.getByRole("region", { name: "About Our Nation" });
    await expect(about.getByText("15 million")).toBeVisible();
    await expect(about.getByText("1991")).toBeVisible();
    await expect(about).toContainText("five-year term and may serve a maximum of two terms");
    await expect(about).toContainText("250 members, elected for four-year terms");
    await expect(about).toContainText("9 justices, each appointed for a 12-year term");
    await expect(about.getByRole("link", { name: "Read the Constitution" })).toHaveAttribute(
      "href",
      "/government/constitution/text",
    );
    await expect(content.getByRole("link", { name: "Apply for Diplomatic Relations" })).toHaveAttribute(
      "href",
      "/diplomatic-relations/apply",
    );

    const news = content.getByRole("region", { name: "Latest News" });
    await expect(news.getByRole("heading", { name: "No News Yet" })).toBeVisible();
    await expect(news).toContainText("No news articles are currently available.");
    await expectNoAxeViolations(page, "home (English, desktop)");

    await language.chooseIrish();
    await expect(content.getByRole("heading", { level: 1 })).toHaveText("Fáilte go Poblacht Brehon");
    await expect(content.getByText("16 Bealtaine 2025")).toBeVisible();
    await expect(
      content.getByRole("region", { name: "Fógraí Tábhachtacha" }).getByText("Fógra", { exact: true }),
    ).toBeVisible();
    await expect(content.getByRole("heading", { name: "Níl Nuacht Ann Fós" })).toBeVisible();
    await expect(content.getByText("15 mhilliún")).toBeVisible();
    await expect(page).toHaveTitle("Baile | Poblacht Brehon");

    // The home page is static (it hydrates only its islands): the link loads the Irish services page.
    await content.getByRole("link", { name: "Seirbhísí an Rialtais" }).click();
    await expect(page).toHaveURL("/ga/services");
    await expect(content.getByRole("heading", { level: 1 })).toHaveText("Seirbhísí an Rialtais");
  });
});

test.describe("government page", () => {
  test("tabs default to Executive; the ministries accordion is single-open and collapsible", async ({
    page,
    language,
  }) => {
    await page.goto("/government/ministries");
    await waitForHydration(page);
    const content = main(page);
    await expect(content.getByRole("heading", { level: 1 })).toHaveText("Government");

    const tabs = content.getByRole("tablist", { name: "Branches of government" });
    await expect(tabs.getByRole("tab")).toHaveText(["Executive", "Legislative", "Judicial"]);
    await expect(tabs.getByRole("tab", { name: "Executive" })).toHaveAttribute("aria-selected", "true");
    const panel = content.getByRole("tabpanel");
    await expect(panel).toContainText("five-year term and may serve a maximum of two terms");
    expect(await hrefs(panel.getByRole("link"))).toEqual(["/government/president", "/government/cabinet"]);

    await tabs.getByRole("tab", { name: "Legislative" }).click();
    await expect(panel).toContainText("250 members, elected for four-year terms");
    expect(await hrefs(panel.getByRole("link"))).toEqual(["/government/parliament", "/government/legislation"]);

    await tabs.getByRole("tab", { name: "Judicial" }).click();
    await expect(panel).toContainText("9 justices, each appointed for a 12-year term");
    expect(await hrefs(panel.getByRole("link"))).toEqual(["/government/judiciary", "/government/supreme-court"]);

    const ministries = content.getByRole("region", { name: "Ministries" });
    const triggers = ministries.getByRole("button");
    await expect(triggers).toHaveText([
      "Ministry of Foreign Affairs",
      "Ministry of Finance",
      "Ministry of Education",
      "Ministry of Health",
      "Ministry of Defence",
    ]);
    for (const trigger of await triggers.all()) await expect(trigger).toHaveAttribute("aria-expanded", "false");

    const finance = ministries.getByRole("button", { name: "Ministry of Finance" });
    const health = ministries.getByRole("button", { name: "Ministry of Health" });
    await finance.click();
    await expect(finance).toHaveAttribute("aria-expanded", "true");
    await expect(ministries.getByRole("img", { name: /Ministry of Finance/ })).toBeVisible();
    await expect(ministries.getByRole("link", { name: /Ministry of Finance/ })).toHaveAttribute(
      "href",
      "/government/ministries/finance",
    );
    await expectNoAxeViolations(page, "government, Judicial tab and a ministry open");

    await health.click();
    await expect(health).toHaveAttribute("aria-expanded", "true");
    await expect(finance).toHaveAttribute("aria-expanded", "false");
    await expect(ministries.getByRole("link", { name: /Ministry of Health/ })).toHaveAttribute(
      "href",
      "/government/ministries/health",
    );
    await health.click();
    await expect(health).toHaveAttribute("aria-expanded", "false");
    await expect(ministries.getByRole("link")).toHaveCount(0);

    for (const value of ["foreign-affairs", "education", "defense"]) {
      const trigger = triggers.nth(["foreign-affairs", "finance", "education", "health", "defense"].indexOf(value));
      await trigger.click();
      await expect(ministries.getByRole("link")).toHaveAttribute("href", `/government/ministries/${value}`);
    }

    const constitution = content.getByRole("region", { name: "The Constitution" });
    await expect(constitution).toContainText("Adopted in 1991");
    await expect(constitution.getByRole("link", { name: "Read the Constitution" })).toHaveAttribute(
      "href",
      "/government/constitution/text",
    );
    await expect(constitution.getByRole("link", { name: "The Constitutional Court" })).toHaveAttribute(
      "href",
      "/government/constitutional-court",
    );

    // The page is static (it hydrates only its islands): the switch loads the Irish page, at its first tab.
    await language.chooseIrish();
    await expect(page).toHaveURL("/ga/government/ministries");
    await expect(content.getByRole("heading", { level: 1 })).toHaveText("Rialtas");
    await expect(content.getByRole("tab", { name: "Feidhmiúchán" })).toHaveAttribute("aria-selected", "true");
    await content.getByRole("tab", { name: "Breithiúnacht" }).click();
    await expect(content.getByRole("tabpanel")).toContainText("Tá 9 mbreitheamh sa Chúirt Uachtarach");
    await expect(content.getByRole("button", { name: "An Roinn Airgeadais" })).toBeVisible();
  });

  test("all five routes share the page", async ({ page }) => {
    for (const path of ["/government", "/government/leadership", "/government/constitution", "/government/symbols"]) {
      await page.goto(path);
      await expect(main(page).getByRole("heading", { level: 1 }), path).toHaveText("Government");
      await expect(main(page).getByRole("heading", { name: "Ministries" }), path).toBeVisible();
    }
  });
});

test.describe("services page", () => {
  test("popular services, category tabs with View All, and the E-Government section", async ({ page }) => {
    await page.goto("/services/business");
    await waitForHydration(page);
    const content = main(page);
    await expect(content.getByRole("heading", { level: 1 })).toHaveText("Government Services");
    await expect(content.getByRole("search").getByRole("combobox", { name: "Search the site" })).toBeVisible();

    const popular = content.getByRole("region", { name: "Popular Services" });
    expect(await hrefs(popular.getByRole("link"))).toEqual([
      "/services/citizenship/passport-renewal",
      "/services/documents/birth-certificate",
      "/services/business/registration",
      "/services/citizenship/application",
    ]);

    const tabs = content.getByRole("tablist", { name: "Service categories" });
    await expect(tabs.getByRole("tab")).toHaveText([
      "Citizenship",
      "Business",
      "Documents",
      "Housing",
      "Foreign Affairs",
      "Social Services",
    ]);
    // The address names the Business category, so its tab is the one open.
    await expect(tabs.getByRole("tab", { name: "Business" })).toHaveAttribute("aria-selected", "true");
    const panel = content.getByRole("tabpanel");
    for (const [name, id, count] of [
      ["Citizenship", "citizenship", 5],
      ["Business", "business", 4],
      ["Documents", "documents", 3],
      ["Housing", "housing", 3],
      ["Foreign Affairs", "foreign-affairs", 3],
      ["Social Services", "social", 3],
    ] as const) {
      await tabs.getByRole("tab", { name }).click();
      const links = await hrefs(panel.getByRole("link"));
      expect(links, name).toHaveLength(count + 1);
      for (const link of links.slice(0, -1)) expect(link, name).toMatch(new RegExp(`^/services/${id}/[a-z-]+$`));
      await expect(panel.getByRole("link", { name: `View All: ${name}` })).toHaveAttribute("href", `/services/${id}`);
    }
    await expectNoAxeViolations(page, "services, last tab selected");

    await expect(
      content
        .getByRole("region", { name: "E-Government Portal" })
        .getByRole("link", { name: "Explore E-Government Services" }),
    ).toHaveAttribute("href", "/services/e-government");

    // The services page is static (it hydrates only its islands): the link loads the category's page.
    await tabs.getByRole("tab", { name: "Housing" }).click();
    await panel.getByRole("link", { name: "View All: Housing" }).click();
    await expect(page).toHaveURL("/services/housing");
    await expect(content.getByRole("heading", { level: 1 })).toHaveText("Housing Services");
  });

  test("in Irish at mobile width", async ({ page, language }) => {
    await page.setViewportSize(MOBILE);
    await language.openInIrish("/services/citizenship");
    const content = main(page);
    await expect(content.getByRole("heading", { level: 1 })).toHaveText("Seirbhísí an Rialtais");
    await expect(content.getByRole("tab", { name: "Saoránacht" })).toHaveAttribute("aria-selected", "true");
    await expect(content.getByRole("link", { name: "Féach ar Gach Ceann: Saoránacht" })).toBeVisible();
    await expect(content.getByRole("heading", { name: "Athnuachan Pas" }).first()).toBeVisible();
    await expectNoAxeViolations(page, "services (Irish, mobile)");
  });
});

const CATEGORY_PAGES = [
  {
    path: "/services/documents",
    title: "Document Services",
    links: ["/services/documents/birth-certificate", "/services/documents/national-id", "/services/documents/notary"],
    contact: null,
  },
  {
    path: "/services/housing",
    title: "Housing Services",
    links: [
      "/services/housing/affordable-programs",
      "/services/housing/property-registration",
      "/services/housing/land-records",
    ],
    contact: "mailto:housing@gov.brehon.example",
  },
  {
    path: "/services/foreign-affairs",
    title: "Foreign Affairs Services",
    links: [
      "/services/foreign-affairs/missions",
      "/services/foreign-affairs/travel-advisories",
      "/services/foreign-affairs/citizens-abroad",
    ],
    contact: "tel:+999215550100",
  },
  {
    path: "/services/social",
    title: "Social Services",
    links: ["/services/social/welfare", "/services/social/community-support", "/services/social/disability-services"],
    contact: "tel:+999215550199",
  },
  {
    path: "/services/e-government",
    title: "E-Government Services",
    links: ["/services/documents", "/login", "/services/e-government/digital-id"],
    contact: "/support/e-gov-faq",
  },
] as const;

test.describe("category pages", () => {
  test("list their services and how to reach their office", async ({ page }) => {
    for (const category of CATEGORY_PAGES) {
      await page.goto(category.path);
      const content = main(page);
      await expect(content.getByRole("heading", { level: 1 })).toHaveText(category.title);
      const links = await hrefs(content.getByRole("link"));
      expect(links.slice(0, 3), category.path).toEqual([...category.links]);
      if (category.contact) expect(links, category.path).toContain(category.contact);
      expect(links.at(-1), category.path).toBe("/services");
    }
    await expect(main(page).getByRole("link", { name: "E-Government Questions" })).toBeVisible();
  });

  test("the foreign affairs hotline and its services, in Irish; sub-pages are placeholders", async ({
    page,
    language,
  }) => {
    await language.openInIrish("/services/foreign-affairs");
    const content = main(page);
    await expect(content.getByRole("heading", { level: 1 })).toHaveText("Seirbhísí Gnóthaí Eachtracha");
    await expect(content.getByRole("heading", { name: "Líne Éigeandála" })).toBeVisible();
    await expect(content.getByRole("link", { name: "+999 21 555 0100" })).toHaveAttribute("href", "tel:+999215550100");
    await content.getByRole("link", { name: "Comhairle Taistil" }).click();
    await expect(page).toHaveURL("/ga/services/foreign-affairs/travel-advisories");
    await expect(content.getByRole("heading", { level: 1 })).toHaveText("Comhairle Taistil");
    await expect(content.getByRole("heading", { name: "Ábhar ar an mBealach" })).toBeVisible();
  });

  test("investment opportunities lists the four sectors and a mailto", async ({ page }) => {
    await page.goto("/services/business/investment-opportunities");
    const content = main(page);
    await expect(content.getByRole("heading", { level: 1 })).toHaveText("Investment Opportunities");
    await expect(content.getByRole("heading", { level: 3 })).toHaveText([
      "Technology & Innovation",
      "Renewable Energy",
      "Manufacturing",
      "Agriculture",
    ]);
    await expect(content.getByRole("link", { name: "invest@gov.brehon.example" })).toHaveAttribute(
      "href",
      "mailto:invest@gov.brehon.example",
    );
    await expect(content.getByRole("link", { name: "Business Services" })).toHaveAttribute(
      "href",
      "/services/business",
    );
  });
});

const PLACEHOLDERS: ReadonlyArray<[string, string]> = [
  ["/services/documents/national-id", "National ID Card"],
  ["/services/documents/notary", "Notary Services"],
  ["/services/housing/affordable-programs", "Affordable Housing Programmes"],
  ["/services/housing/property-registration", "Property Registration"],
  ["/services/housing/land-records", "Land Records"],
  ["/services/foreign-affairs/missions", "Diplomatic Missions"],
  ["/services/foreign-affairs/travel-advisories", "Travel Advisories"],
  ["/services/foreign-affairs/citizens-abroad", "Citizens Abroad"],
  ["/services/social/welfare", "Welfare Benefits"],
  ["/services/social/community-support", "Community Support"],
  ["/services/social/disability-services", "Disability Services"],
  ["/services/e-government/digital-id", "Digital Identity"],
  ["/login", "Secure Citizen Portal"],
  ["/support/e-gov-faq", "E-Government Questions"],
  ["/accessibility", "Accessibility"],
  ["/announcements/infrastructure-update-details", "Infrastructure Update"],
  ["/announcements/unity-day-holiday", "Unity Day Public Holiday"],
  ["/announcements/cybersecurity-update", "Cybersecurity Update"],
];

test("placeholders show their title and 'Content Coming Soon'", async ({ request }) => {
  for (const [path, title] of PLACEHOLDERS) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html, path).toContain("Content Coming Soon");
  }
});

test.describe("announcements", () => {
  test("four announcements, styled by type, with links to each", async ({ page }) => {
    await page.goto("/announcements");
    await waitForHydration(page);
    const content = main(page);
    await expect(content.getByRole("heading", { level: 1 })).toHaveText("Announcements");
    const cards = content.getByRole("article");
    await expect(cards).toHaveCount(4);
    expect(await cards.evaluateAll((elements) => elements.map((e) => e.getAttribute("data-type")))).toEqual([
      "notice",
      "notice",
      "update",
      "alert",
    ]);
    await expect(content.getByRole("heading", { level: 2 })).toHaveText([
      "New Government Website Launched",
      "Unity Day Public Holiday",
      "Infrastructure Update",
      "Cybersecurity Update",
    ]);
    await expect(content.locator("time")).toHaveText(["16 May 2025", "9 May 2025", "2 May 2025", "25 April 2025"]);
    await expect(cards.nth(1)).toContainText("Unity Day, 20 May, is a public holiday");

    // Spec: alert is the destructive colour, notice the primary, any other the secondary.
    const badgeColour = (index: number) =>
      cards
        .nth(index)
        .getByText(/^(Alert|Notice|Update)$/)
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await badgeColour(0)).toBe("rgb(29, 78, 137)");
    expect(await badgeColour(2)).toBe("rgb(227, 234, 243)");
    expect(await badgeColour(3)).toBe("rgb(179, 38, 30)");

    const links = content.getByRole("link", { name: /^Read more/ });
    expect(await hrefs(links)).toEqual([
      "/announcements/new-government-site",
      "/announcements/unity-day-holiday",
      "/announcements/infrastructure-update-details",
      "/announcements/cybersecurity-update",
    ]);
    for (const link of await links.all()) await expect(link).not.toHaveAttribute("target");

    await links.first().click();
    await expect(page).toHaveURL("/announcements/new-government-site");
    await expect(content.getByRole("heading", { level: 1 })).toHaveText("New Government Website Launched");
  });

  test("the new-site page in Irish, with its date and a way home", async ({ page, language }) => {
    await language.openInIrish("/announcements/new-government-site");
    const content = main(page);
    await expect(content.getByRole("heading", { level: 1 })).toHaveText("Seoladh Suíomh Gréasáin Nua an Rialtais");
    await expect(content.locator("time")).toHaveText("16 Bealtaine 2025");
    await expectNoAxeViolations(page, "new-site announcement (Irish)");
    await content.getByRole("link", { name: "Ar ais go dtí an Leathanach Baile" }).click();
    await expect(page).toHaveURL("/ga");
    await expect(content.getByRole("heading", { level: 1 })).toHaveText("Fáilte go Poblacht Brehon");
  });

  test("the list in Irish at mobile width", async ({ page, language }) => {
    await page.setViewportSize(MOBILE);
    await language.openInIrish("/announcements");
    const content = main(page);
    await expect(content.getByText("Foláireamh", { exact: true })).toBeVisible();
    await expect(content.locator("time").last()).toHaveText("25 Aibreán 2025");
    await expect(content.getByRole("link", { name: "Léigh tuilleadh: Nuashonrú Cibearshlándála" })).toBeVisible();
    await expectNoAxeViolations(page, "announcements (Irish, mobile)");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test("government: every tab panel is shown and every ministry can be opened", async ({ page }) => {
    await page.goto("/government");
    const content = main(page);
    for (const fact of ["maximum of two terms", "250 members", "9 justices"]) {
      await expect(content.getByText(fact, { exact: false })).toBeVisible();
    }
    await content.locator("summary", { hasText: "Ministry of Defence" }).click();
    await content.getByRole("link", { name: /Ministry of Defence/ }).click();
    await expect(page).toHaveURL("/government/ministries/defense");
  });

  test("services: every category is listed; home: strip, cards and news read", async ({ page }) => {
    await page.goto("/services");
    const content = main(page);
    for (const id of ["citizenship", "business", "documents", "housing", "foreign-affairs", "social"]) {
      await expect(content.locator(`a[href="/services/${id}"]`)).toBeVisible();
    }
    await content.getByRole("link", { name: "Residence Permits" }).click();
    await expect(page).toHaveURL("/services/citizenship/residence-permits");

    await page.goto("/");
    await expect(main(page).getByRole("heading", { name: "New Government Website Launched" })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "No News Yet" })).toBeVisible();
    await main(page).getByRole("link", { name: "Housing", exact: true }).click();
    await expect(page).toHaveURL("/services/housing");
    await expect(main(page).getByRole("link", { name: "housing@gov.brehon.example" })).toBeVisible();
  });
});

test("printed, a page is black on white without its frame, each link followed by its address, every section open", async ({
  page,
}) => {
  await page.goto("/government/ministries");
  await waitForHydration(page);
  const ministries = main(page).getByRole("region", { name: "Ministries" });
  await expect(ministries.getByRole("link", { name: /Ministry of/ })).toHaveCount(0);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  // Every ministry's section prints open, though none is open on screen.
  await expect(ministries.getByRole("link", { name: /Ministry of/ })).toHaveCount(5);
  const finance = ministries.getByRole("link", { name: /Ministry of Finance/ });
  expect(await finance.evaluate((link) => getComputedStyle(link, "::after").content)).toBe(
    '" (/government/ministries/finance)"',
  );
  const colours = await main(page)
    .getByRole("heading", { level: 1 })
    .evaluate((heading) => [getComputedStyle(heading).color, getComputedStyle(document.body).backgroundColor]);
  expect(colours).toEqual(["rgb(0, 0, 0)", "rgb(255, 255, 255)"]);
});
