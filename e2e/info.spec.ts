import { SITEMAP_LEGAL, SITEMAP_MAIN } from "../test/spec/structure";
import { expect, type Page, test } from "./fixtures";
import { DESKTOP, expectNoAxeViolations, waitForHydration } from "./support";

/**
 * The information pages: privacy policy, terms of use, sitemap, news and the
 * preparedness guide, in English and Irish, with and without JavaScript.
 */

/** A date (YYYY-MM-DD) written out the way each language writes dates, by Intl rather than the app. */
function written(iso: string, locale: "en-GB" | "ga"): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T12:00:00Z`),
  );
}

/** The page's date line reads "label: <today>" in the page's language; today is the server's UTC day. */
async function expectDateIsToday(page: Page, label: string, locale: "en-GB" | "ga") {
  const line = page.locator("main p").filter({ has: page.locator("time") });
  const iso = (await line.locator("time").getAttribute("datetime")) ?? "";
  // Tolerate a page rendered just before midnight UTC and checked just after.
  const now = Date.now();
  const days = [now, now - 60_000].map((time) => new Date(time).toISOString().slice(0, 10));
  expect(days).toContain(iso);
  await expect(line).toHaveText(`${label}: ${written(iso, locale)}`);
}

test.describe("legal pages", () => {
  test("the privacy policy is dated today, links the terms and leads home, in both languages", async ({
    page,
    language,
  }) => {
    const response = await page.goto("/privacy-policy");
    // Shared caches keep it for minutes, not days: the date it shows moves at midnight.
    expect(response?.headers()["cache-control"]).toMatch(/max-age=60, s-maxage=20,/);
    await waitForHydration(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expectDateIsToday(page, "Effective date", "en-GB");
    for (const heading of ["Information We Collect", "Cookies and Browser Storage", "Your Rights"]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "dataprotection@gov.brehon.example" })).toHaveAttribute(
      "href",
      "mailto:dataprotection@gov.brehon.example",
    );
    await expect(main.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms-of-use");
    await expect(main.getByRole("link", { name: "Back to Homepage" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page, "privacy policy (en)");

    await language.chooseIrish();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Beartas Príobháideachais");
    await expect(page).toHaveTitle("Beartas Príobháideachais | Poblacht Brehon");
    await expectDateIsToday(page, "Dáta éifeachta", "ga");
    await expect(main.getByRole("heading", { level: 2, name: "Fianáin agus Stóras an Bhrabhsálaí" })).toBeVisible();
    await expect(main).not.toContainText("Information We Collect");

    // In-app navigation keeps the language and loads the terms' own date.
    await main.getByRole("link", { name: "Téarmaí Úsáide" }).click();
    await expect(page).toHaveURL("/ga/terms-of-use");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Téarmaí Úsáide");
    await expectDateIsToday(page, "An nuashonrú is déanaí", "ga");
    await main.getByRole("link", { name: "Ar ais go dtí an Leathanach Baile" }).click();
    await expect(page).toHaveURL("/ga");
  });

  test("the terms of use have eight numbered sections and are dated today, in both languages", async ({
    page,
    language,
  }) => {
    await page.goto("/terms-of-use");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Terms of Use");
    await expectDateIsToday(page, "Last updated", "en-GB");
    const sections = main.getByRole("heading", { level: 2 });
    await expect(sections).toHaveText([
      "1. Acceptance of Terms",
      "2. Use of the Portal",
      "3. Petitions",
      "4. Service Forms",
      "5. Intellectual Property",
      "6. Links to Other Websites",
      "7. Limitation of Liability",
      "8. Changes and Governing Law",
    ]);
    await expect(main.getByRole("link", { name: "Back to Homepage" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page, "terms of use (en)");

    await language.chooseIrish();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Téarmaí Úsáide");
    await expectDateIsToday(page, "An nuashonrú is déanaí", "ga");
    await expect(sections).toHaveCount(8);
    await expect(sections.first()).toHaveText("1. Glacadh leis na Téarmaí");
    await expect(sections.last()).toHaveText("8. Athruithe agus an Dlí Rialaithe");

    await main.getByRole("link", { name: "Beartas Príobháideachais" }).click();
    await expect(page).toHaveURL("/ga/privacy-policy");
    await expectDateIsToday(page, "Dáta éifeachta", "ga");
  });
});

test("the sitemap lists the spec's two columns, and every link opens a page", async ({ page, request, language }) => {
  await page.goto("/sitemap");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Sitemap");
  await expect(main.getByRole("link", { name: "Back to Homepage" })).toHaveAttribute("href", "/");

  const mainColumn = main.getByRole("region", { name: "Main Sections" });
  const legalColumn = main.getByRole("region", { name: "Legal & Information" });
  const hrefs = (column: typeof mainColumn) =>
    column.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(await hrefs(mainColumn)).toEqual(SITEMAP_MAIN);
  expect(await hrefs(legalColumn)).toEqual(SITEMAP_LEGAL);

  // Service pages sit beneath their category.
  const citizenship = mainColumn.getByRole("listitem").filter({
    has: page.getByRole("link", { name: "Citizenship Services", exact: true }),
  });
  await expect(citizenship.getByRole("list").getByRole("link")).toHaveText([
    "Citizenship Application",
    "Passport Application",
    "Visa Application",
  ]);

  // Side by side on a wide screen.
  const [left, right] = await Promise.all([mainColumn.boundingBox(), legalColumn.boundingBox()]);
  expect(right?.x ?? 0).toBeGreaterThan((left?.x ?? 0) + (left?.width ?? 0) - 1);
  await expectNoAxeViolations(page, "sitemap (en)");

  for (const path of [...SITEMAP_MAIN, ...SITEMAP_LEGAL]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).not.toContain("Page Not Found");
  }

  await language.chooseIrish();
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Léarscáil an tSuímh");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(["Príomhrannóga", "Dlí agus Eolas"]);
  await expect(main.getByRole("link", { name: "Iarratas ar Chaidreamh Taidhleoireachta" })).toHaveAttribute(
    "href",
    "/ga/diplomatic-relations/apply",
  );
  await main.getByRole("link", { name: "Brehon Ullamh: Treoir Ullmhachta" }).click();
  await expect(page).toHaveURL("/ga/ready-brehon");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Brehon Ullamh: Ullmhacht do Theagmhas Núicléach");
});

test("the news page is under construction and leads home, in both languages", async ({ page, language }) => {
  await page.goto("/news");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("News");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText("Under Construction");
  await expectNoAxeViolations(page, "news (en)");
  await language.chooseIrish();
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Nuacht");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText("Faoi Fhorbairt");
  await main.getByRole("link", { name: "Fill ar an Leathanach Baile" }).click();
  await expect(page).toHaveURL("/ga");
});

test("the preparedness guide opens one section at a time, collapses, and gives the spec's figures", async ({
  page,
  language,
}) => {
  await page.goto("/ready-brehon");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Ready Brehon: Nuclear Event Preparedness");
  const before = main.getByRole("button", { name: "Before a Nuclear Event" });
  const during = main.getByRole("button", { name: "During a Nuclear Event" });
  const after = main.getByRole("button", { name: "After a Nuclear Event" });

  // Before is open to start with.
  await expect(before).toHaveAttribute("aria-expanded", "true");
  await expect(during).toHaveAttribute("aria-expanded", "false");
  await expect(after).toHaveAttribute("aria-expanded", "false");
  for (const topic of [
    "Build an Emergency Kit",
    "Make a Family Plan",
    "Know Your Shelter Locations",
    "Stay Informed",
  ]) {
    await expect(main.getByRole("heading", { level: 3, name: topic })).toBeVisible();
  }
  await expect(main).toContainText("one gallon of water per person per day for three days");
  await expect(main).toContainText("a three-day supply of non-perishable food");
  await expectNoAxeViolations(page, "ready-brehon, before open (en)");

  // Opening another closes the first.
  await during.click();
  await expect(during).toHaveAttribute("aria-expanded", "true");
  await expect(before).toHaveAttribute("aria-expanded", "false");
  await expect(main.getByRole("heading", { level: 3, name: "Build an Emergency Kit" })).toBeHidden();
  for (const topic of ["If You Are Outdoors", "If You Are Indoors", "Protect Yourself from Fallout"]) {
    await expect(main.getByRole("heading", { level: 3, name: topic })).toBeVisible();
  }
  await expect(main).toContainText("Stay sheltered for at least 24 hours");
  await expect(main).toContainText("Radioactive fallout may arrive in 10 to 20 minutes");

  // Clicking the open one collapses it: nothing is open.
  await during.click();
  await expect(main.locator('[aria-expanded="true"]')).toHaveCount(0);
  await expect(main.getByRole("heading", { level: 3 })).toHaveCount(0);

  // Keyboard works too.
  await after.focus();
  await page.keyboard.press("Enter");
  await expect(after).toHaveAttribute("aria-expanded", "true");
  for (const topic of ["Stay Informed", "Health and Safety", "Returning Home"]) {
    await expect(main.getByRole("heading", { level: 3, name: topic })).toBeVisible();
  }
  await expect(main.getByRole("complementary", { name: "Important" })).toContainText(
    "always follow the instructions of the official authorities",
  );

  // The guide is a static page: the switch loads the Irish page, which opens at its first section.
  await language.chooseIrish();
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Brehon Ullamh: Ullmhacht do Theagmhas Núicléach");
  await expect(main.getByRole("button", { name: "Roimh Theagmhas Núicléach" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(main).toContainText("galún uisce amháin in aghaidh an duine in aghaidh an lae ar feadh trí lá");
  await main.getByRole("button", { name: "Tar Éis Teagmhais Núicléigh" }).click();
  await expect(main.getByRole("heading", { level: 3, name: "Filleadh Abhaile" })).toBeVisible();
  await main.getByRole("button", { name: "Le Linn Teagmhais Núicléigh" }).click();
  await expect(main).toContainText("24 uair an chloig ar a laghad");
  await expect(main).toContainText("i gceann 10 go 20 nóiméad");
  await expect(main.getByRole("complementary", { name: "Tábhachtach" })).toContainText("lean treoracha na n-údarás");
  await expectNoAxeViolations(page, "ready-brehon, during open (ga)");
});

// Each of these pages is checked by axe in both languages at both widths in accessibility.spec.ts.

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test("the guide's collapsed sections can be opened and read", async ({ page }) => {
    await page.goto("/ready-brehon");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Ready Brehon: Nuclear Event Preparedness");
    await expect(main).toContainText("one gallon of water per person per day for three days");
    const during = main.locator("details").filter({ hasText: "During a Nuclear Event" });
    await expect(during.getByText("Radioactive fallout may arrive in 10 to 20 minutes")).toBeHidden();
    await during.locator("summary").click();
    await expect(during.getByText("Radioactive fallout may arrive in 10 to 20 minutes")).toBeVisible();
    await expect(during).toContainText("at least 24 hours");
    const after = main.locator("details").filter({ hasText: "After a Nuclear Event" });
    await after.locator("summary").click();
    await expect(after.getByRole("heading", { level: 3, name: "Returning Home" })).toBeVisible();
    await expect(main.getByRole("complementary", { name: "Important" })).toBeVisible();
  });

  test("the legal pages, sitemap and news read and their links work", async ({ page }) => {
    await page.goto("/sitemap");
    const main = page.getByRole("main");
    // Every listed page, and the way home.
    await expect(main.getByRole("link")).toHaveCount(SITEMAP_MAIN.length + SITEMAP_LEGAL.length + 1);
    await main.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/privacy-policy");
    await expectDateIsToday(page, "Effective date", "en-GB");
    await main.getByRole("link", { name: "Terms of Use" }).click();
    await expect(page).toHaveURL("/terms-of-use");
    await expectDateIsToday(page, "Last updated", "en-GB");
    await expect(main.getByRole("heading", { level: 2 })).toHaveCount(8);
    await page.getByRole("contentinfo").getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/news");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText("Under Construction");
    await main.getByRole("link", { name: "Return to Homepage" }).click();
    await expect(page).toHaveURL("/");
  });
});
