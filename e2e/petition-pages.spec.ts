import { expect, type Page, test } from "@playwright/test";
import {
  chooseIrish,
  DESKTOP,
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutJavaScript,
  MOBILE,
  openListShowing,
  waitForHydration,
} from "./support";

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** A server whose database holds only what this file creates (playwright.config.ts). */
const PAGING = `http://127.0.0.1:${PORT + 102}`;

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Creates a petition through the JSON API and returns its id. */
async function createPetition(page: Page, base: string, title: string, category = "community-development") {
  const response = await page.request.post(`${base}/api/petitions`, {
    data: { title, description: `Why ${title} matters.`, category },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).petition.id as number;
}

const cards = (page: Page) => page.getByRole("article");

test.describe
  .serial("paging, sorting and filtering", () => {
    const titles: string[] = [];
    test.beforeAll(async ({ browser }) => {
      const page = await browser.newPage();
      // 30 in Infrastructure, created oldest first; 3 elsewhere.
      for (let index = 0; index < 30; index++) {
        const title = `Road ${String(index).padStart(2, "0")}`;
        titles.push(title);
        await createPetition(page, PAGING, title, "infrastructure");
      }
      for (const title of ["Park A", "Park B", "Park C"]) await createPetition(page, PAGING, title, "environment");
      await page.close();
    });

    test("first, middle and last pages, and past the end, with JavaScript", async ({ page }) => {
      await page.goto(`${PAGING}/petitions?category=infrastructure&sort=newest`);
      await waitForHydration(page);
      await expect(page.getByTestId("petition-total")).toContainText("30 petitions");
      await expect(page.getByTestId("petition-total")).toContainText("Page 1 of 2");
      await expect(cards(page)).toHaveCount(24);
      await expect(cards(page).first().getByRole("heading")).toHaveText("Road 29");
      const pages = page.getByRole("navigation", { name: "Pages of petitions" });
      await expect(pages.locator('[aria-current="page"]')).toContainText("Page 1");
      await expectNoAxeViolations(page, "petitions page 1 of a category");

      await pages.getByRole("link", { name: "Next page" }).click();
      await expect(page).toHaveURL(/\/petitions\?category=infrastructure&sort=newest&page=2$/);
      await expect(cards(page)).toHaveCount(6);
      await expect(cards(page).last().getByRole("heading")).toHaveText("Road 00");
      await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
      await expect(pages.getByRole("link", { name: "Previous page" })).toBeVisible();

      await page.goto(`${PAGING}/petitions?category=infrastructure&page=7`);
      await expect(page.getByText("There are no petitions on this page.")).toBeVisible();
      await page.getByRole("link", { name: "Go to the first page" }).click();
      await expect(page).toHaveURL(/\/petitions\?category=infrastructure$/);
      await expect(cards(page)).toHaveCount(24);
    });

    test("sort and category with the form, with JavaScript, in Irish on a phone", async ({ page }) => {
      await page.setViewportSize(MOBILE);
      await page.goto(`${PAGING}/petitions`);
      await chooseIrish(page);
      await page.getByLabel("Sórtáil de réir").selectOption({ label: "An ceann is nuaí" });
      await page.getByLabel("Catagóir").first().selectOption({ label: "Comhshaol" });
      await page.getByRole("button", { name: "Taispeáin achainíocha" }).click();
      await expect(page).toHaveURL(/category=environment/);
      await expect(page).toHaveURL(/sort=newest/);
      await expect(cards(page).getByRole("heading")).toHaveText(["Park C", "Park B", "Park A"]);
      await expect(page.getByTestId("petition-total")).toHaveText("3 achainí");
      await expect(page.locator("html")).toHaveAttribute("lang", "ga");
      await expectNoAxeViolations(page, "filtered petitions in Irish, mobile");

      // Popular now (issue 36): a petition signed in the last hour leads, and open or closed filters the list.
      const parkB = (await (await page.request.get(`${PAGING}/api/petitions?category=environment&sort=newest`)).json())
        .petitions[1].id as number;
      expect((await page.request.post(`${PAGING}/api/petitions/${parkB}/signatures`)).status()).toBe(201);
      // The list's reads follow a change within a moment (server/http/read-cache.ts): read again until it shows.
      const popular = page.getByRole("region", { name: "Is mó tóir anois" });
      await expect(async () => {
        await page.goto(`${PAGING}/ga/petitions`);
        await expect(popular.getByRole("listitem").first()).toContainText("Park B", { timeout: 500 });
      }).toPass();
      await expect(popular.getByRole("listitem").first()).toContainText("1 síniú le huair an chloig anuas");
      await page
        .getByLabel("Sórtáil de réir")
        .selectOption({ label: "Is mó tóir anois (sínithe le huair an chloig anuas)" });
      await page.getByLabel("Oscailte nó dúnta").selectOption({ label: "Oscailte" });
      await page.getByRole("button", { name: "Taispeáin achainíocha" }).click();
      await expect(page).toHaveURL(/sort=popular/);
      await expect(page).toHaveURL(/state=open/);
      await expect(cards(page).first().getByRole("heading")).toHaveText("Park B");
      await expect(cards(page).first().getByTestId("recent-signatures").locator("dd")).toHaveText(
        "1 síniú le huair an chloig anuas",
      );
      await expectNoAxeViolations(page, "popular now in Irish, mobile");
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the form and the page links are plain addresses", async ({ page }) => {
        await page.setViewportSize(DESKTOP);
        await page.goto(`${PAGING}/petitions`);
        await page.getByLabel("Sort by").selectOption("newest");
        await page.getByLabel("Category", { exact: true }).first().selectOption("infrastructure");
        await page.getByRole("button", { name: "Show petitions" }).click();
        await expect(page).toHaveURL(/sort=newest/);
        await expect(page).toHaveURL(/category=infrastructure/);
        await expect(cards(page)).toHaveCount(24);
        await page.getByRole("link", { name: "Page 2" }).click();
        await expect(page).toHaveURL(/page=2/);
        await expect(cards(page)).toHaveCount(6);
      });
    });

    test("a bad address shows the whole list with a notice and status 400", async ({ page }) => {
      const response = await page.goto(`${PAGING}/petitions?page=zero&category=sport`);
      expect(response?.status()).toBe(400);
      await expect(page.getByText("Some options in the address were not understood")).toBeVisible();
      await expect(cards(page)).toHaveCount(24);
    });

    test("'Popular now' follows the category and the sort, with and without JavaScript", async ({ page, browser }) => {
      // Park B (environment) was signed in the last hour above; now a road too.
      const [road] = (await (await page.request.get(`${PAGING}/api/petitions?category=infrastructure`)).json())
        .petitions as Array<{ id: number; title: string }>;
      expect((await page.request.post(`${PAGING}/api/petitions/${road?.id}/signatures`)).status()).toBe(201);
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      try {
        for (const visitor of [page, await noScript.newPage()]) {
          const popular = visitor.getByRole("region", { name: "Popular now" });
          // A filtered list: the popular petitions of that category only.
          await expect(async () => {
            await visitor.goto(`${PAGING}/petitions?category=infrastructure`);
            await expect(popular.getByRole("listitem")).toHaveText([new RegExp(road?.title ?? "")], { timeout: 500 });
          }).toPass();
          await expect(popular.getByRole("link", { name: /All petitions by signatures/ })).toHaveAttribute(
            "href",
            "/petitions?category=infrastructure&sort=popular",
          );
          await visitor.goto(`${PAGING}/petitions?category=environment&sort=newest`);
          await expect(popular.getByRole("listitem")).toHaveText([/Park B/]);
          // Sorted by anything else: the results come first, the strip after them.
          const order = await visitor.evaluate(() => {
            const strip = document.querySelector('[aria-labelledby="popular-heading"]');
            const lastCard = [...document.querySelectorAll("article")].at(-1);
            return strip && lastCard ? lastCard.compareDocumentPosition(strip) : 0;
          });
          // Node.DOCUMENT_POSITION_FOLLOWING
          expect(order & 4).toBe(4);
          // Sorted by it: the list is the strip, which is left out.
          await visitor.goto(`${PAGING}/petitions?sort=popular`);
          await expect(cards(visitor).first().getByRole("heading")).toBeVisible();
          await expect(popular).toHaveCount(0);
        }
      } finally {
        await noScript.close();
      }
    });
  });

test.describe("long unbroken words", () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`stay inside their card at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const word = `https://example.com/${"a".repeat(280)}`;
      const title = unique("Wide");
      const response = await page.request.post("/api/petitions", {
        data: { title: `${title} ${word.slice(0, 150)}`, description: word, submitterName: "b".repeat(100) },
      });
      const id = (await response.json()).petition.id as number;
      await openListShowing(page, "/petitions?sort=newest", title);
      const cardsOnPage = page.getByRole("article");
      const boxes = [];
      for (let index = 0; index < Math.min(3, await cardsOnPage.count()); index++) {
        const card = cardsOnPage.nth(index);
        const box = await card.boundingBox();
        const item = await card.locator("xpath=..").boundingBox();
        expect(box && item, "card and its list item are laid out").toBeTruthy();
        if (!box || !item) continue;
        // The card keeps the width of its grid cell, and nothing inside it spills out.
        expect(box.width).toBeLessThanOrEqual(item.width + 1);
        const widest = await card.evaluate((element) =>
          Math.max(...[...element.querySelectorAll("*")].map((child) => child.getBoundingClientRect().right)),
        );
        expect(widest).toBeLessThanOrEqual(box.x + box.width + 1);
        boxes.push(box);
      }
      // Cards side by side do not overlap.
      for (let a = 0; a < boxes.length; a++) {
        for (let b = a + 1; b < boxes.length; b++) {
          const [one, two] = [boxes[a], boxes[b]];
          if (!one || !two) continue;
          const overlap =
            one.x < two.x + two.width &&
            two.x < one.x + one.width &&
            one.y < two.y + two.height &&
            two.y < one.y + one.height;
          expect(overlap).toBe(false);
        }
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.goto(`/petitions/${id}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }
});

test.describe("a petition's own page", () => {
  test("reached from its card, signed there, shared, with sharing tags", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const title = unique("Longer library hours");
    const id = await createPetition(page, "", title);
    await openListShowing(page, "/petitions?sort=newest", title);
    await page.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/petitions/${id}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`Why ${title} matters.`)).toBeVisible();
    await expect(page.getByTestId("signature-count")).toHaveText("0");
    expect(await page.title()).toBe(`${title} | Republic of Brehon`);

    const head = page.locator("head");
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute("content", /^0 signatures\. Why /);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/petitions/${id}$`));
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/share\.png$/);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", new RegExp(`/petitions/${id}$`));
    await expectNoAxeViolations(page, "petition page");

    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Link copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/petitions/${id}$`));

    await page.getByRole("button", { name: "Sign Petition" }).click();
    await expect(page.getByText("Petition Signed!", { exact: true })).toBeVisible();
    await expect(page.getByTestId("signature-count")).toHaveText("1");
    await expect(page.getByText("You have signed this petition")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign Petition" })).toBeDisabled();
    // The receipt, to copy; this browser keeps it, and shows it again on the petition's page.
    const receipt = page.getByRole("region", { name: "Your receipt" });
    const code = (await receipt.getByTestId("receipt-code").textContent()) ?? "";
    expect(code).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){5}$/);
    await receipt.getByRole("button", { name: "Copy receipt" }).click();
    await expect(receipt.getByText("Receipt copied.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expectNoAxeViolations(page, "petition page with its receipt");

    await page.getByRole("button", { name: "Report this petition" }).click();
    await expect(page.getByText("Report received", { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("region", { name: "Your receipt" }).getByTestId("receipt-code")).toHaveText(code);
  });

  test("in Irish on a phone, with axe", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    const id = await createPetition(page, "", unique("Bóthar nua"));
    await page.goto(`/petitions/${id}`);
    await chooseIrish(page);
    await expect(page).toHaveURL(`/ga/petitions/${id}`);
    await expect(page.getByRole("link", { name: "Gach achainí" })).toHaveAttribute("href", "/ga/petitions");
    await expect(page.getByRole("heading", { name: "Roinn an achainí seo" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sínigh an Achainí" })).toBeVisible();
    // Its deadline, chart and timeline (issue 36), the chart's figures open as a table.
    await expect(page.getByTestId("deadline")).toContainText("Dúnfar í ar an");
    await expect(page.getByRole("heading", { name: "Stair na hachainí" })).toBeVisible();
    await page.getByText("Taispeáin na figiúirí i dtábla").click();
    await expect(page.getByRole("columnheader", { name: "Comhaireamh" })).toBeVisible();
    await expectNoAxeViolations(page, "petition page in Irish, mobile");

    // Loaded at its Irish address, the sharing tags and alternates are Irish too.
    await page.goto(`/ga/petitions/${id}`);
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/ga/petitions/${id}`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      `${origin}/petitions/${id}`,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ga_IE");
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "Poblacht Brehon");
  });

  test("petitions in figures, in both languages, at two widths", async ({ page }) => {
    for (const [path, heading, size] of [
      ["/petitions/transparency", "Petitions in figures", DESKTOP],
      ["/ga/petitions/transparency", "Achainíocha i bhfigiúirí", MOBILE],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("table").first()).toBeVisible();
      await expectNoAxeViolations(page, `${path} at ${size.width}px`);
    }
    await page.goto("/petitions");
    await page.getByRole("link", { name: "Petitions in figures" }).click();
    await expect(page).toHaveURL(/\/petitions\/transparency$/);
  });

  test("unknown and malformed ids are Page Not Found", async ({ page }) => {
    for (const path of ["/petitions/999999", "/petitions/abc", "/petitions/0", "/petitions/99999999999"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    }
  });

  test("the count moves in an open page when a second browser signs", async ({ page, browser }) => {
    const title = unique("Live count");
    const id = await createPetition(page, "", title);
    await page.goto(`/petitions/${id}`);
    await waitForHydration(page);
    await expect(page.getByTestId("signature-count")).toHaveText("0");
    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await second.goto(`/petitions/${id}`);
      await second.getByRole("button", { name: "Sign Petition" }).click();
      await expect(second.getByText("Petition Signed!", { exact: true })).toBeVisible();
      await expect(page.getByTestId("signature-count")).toHaveText("1", { timeout: 5_000 });
      // The chart's last period follows the count, in its table too.
      await expect(page.getByTestId("signature-chart").locator("tbody tr").last().locator("td").last()).toHaveText("1");
      // The list's cards follow too.
      const list = await other.newPage();
      await openListShowing(list, "/petitions?sort=newest", title);
      await page.request.post(`/api/petitions/${id}/signatures`);
      const card = list.getByRole("article").filter({ has: list.getByRole("link", { name: title }) });
      await expect(card.getByTestId("signature-count")).toHaveText("2", { timeout: 5_000 });
    } finally {
      await other.close();
    }
  });

  test("a cached page never carries another visitor's state, and is the same bytes for everyone", async ({
    browser,
  }) => {
    const signer = await browser.newContext();
    const stranger = await browser.newContext();
    try {
      const page = await signer.newPage();
      const id = await createPetition(page, "", unique("Privacy"));
      // The stranger's visit fills the cache for visitors without a signer cookie.
      const before = await stranger.request.get(`/petitions/${id}`);
      expect(before.status()).toBe(200);
      await page.goto(`/petitions/${id}`);
      await page.getByRole("button", { name: "Sign Petition" }).click();
      await expect(page.getByText("You have signed this petition")).toBeVisible();

      const strangerPage = await stranger.newPage();
      await strangerPage.goto(`/petitions/${id}`);
      await expect(strangerPage.getByTestId("signature-count")).toHaveText("1");
      await expect(strangerPage.getByText("You have signed this petition")).toHaveCount(0);
      await expect(strangerPage.getByRole("button", { name: "Sign Petition" })).toBeEnabled();

      const pages = [];
      for (let index = 0; index < 2; index++) {
        const response = await stranger.request.get(`/petitions/${id}`);
        expect(response.headers()["cache-control"]).toContain("s-maxage=");
        expect(response.headers().vary ?? "").not.toMatch(/cookie/i);
        const html = await response.text();
        expect(html).not.toContain("nonce");
        pages.push(html);
      }
      expect(pages[0]).toBe(pages[1]);
    } finally {
      await signer.close();
      await stranger.close();
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("sign on the petition's page with a plain form", async ({ page }) => {
      const title = unique("Quiet hours");
      const id = await createPetition(page, "", title);
      await page.goto(`/petitions/${id}`);
      await page.getByRole("button", { name: "Sign Petition" }).click();
      await expect(page).toHaveURL(new RegExp(`/petitions/${id}\\?status=signed$`));
      await expect(page.getByRole("status").filter({ hasText: "Petition Signed!" })).toBeVisible();
      await expect(page.getByTestId("signature-count")).toHaveText("1");
      await expect(page.getByTestId("petition-link")).toHaveText(new RegExp(`/petitions/${id}$`));
      await expect(page.getByRole("button", { name: "Sign Petition" })).toBeDisabled();
      await expect(page.getByRole("region", { name: "Your receipt" }).getByTestId("receipt-code")).toHaveText(
        /^[0-9A-Z]{5}(-[0-9A-Z]{5}){5}$/,
      );
      await expectNoAxeViolationsWithoutJavaScript(page, "a petition's page just signed, with its receipt");
    });
  });
});
