import { expect, type Page, test } from "./fixtures";
import { consoleServer, DESKTOP, expectNoAxeViolations, MOBILE, waitForHydration } from "./support";

/**
 * Issue 26: the site banner in a browser. An admin switches it on in the console (a form, without
 * JavaScript needed); it shows at the top of public pages in their language, at desktop and mobile
 * widths, at every level, accessible (axe, its landmark, keyboard order), and goes when switched off.
 * A server of its own (an account must be made before it holds the embedded database).
 */
const own = consoleServer("banner@example.ie");

async function switchOn(page: Page, level: "Emergency" | "Warning" | "Information", english: string, irish: string) {
  await page.goto(`${own.url}/admin/banner`);
  await page.getByRole("radio", { name: level }).check();
  await page.getByLabel("Text in English").fill(english);
  await page.getByLabel("Text in Irish").fill(irish);
  await page.getByLabel("Link (optional)").fill("/ready-brehon");
  await page.getByRole("button", { name: /Switch the banner on|Change the banner/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "The banner is on." })).toBeVisible();
}

test("an admin switches the banner on and off; it is accessible on public pages in both languages, at every width", async ({
  page,
  browser,
}) => {
  // The console and public pages checked with axe, at two widths and in both languages, on a shared two-core
  // machine.
  test.setTimeout(180_000);
  await own.signIn(page);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Site banner" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Site banner" })).toBeVisible();
  await expect(page.getByText("No banner is on.")).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page, "site banner console");

  // Without its Irish text: refused, the errors summarised and linked to their fields.
  await page.getByRole("radio", { name: "Emergency" }).check();
  await page.getByLabel("Text in English").fill("Shelter indoors now.");
  await page.getByRole("button", { name: "Switch the banner on" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toContainText("The banner was not changed");
  await expect(summary.getByRole("link", { name: "Enter the banner's text in Irish." })).toHaveAttribute(
    "href",
    "#textGa",
  );
  await expect(page.getByLabel("Text in Irish")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Text in English")).toHaveValue("Shelter indoors now.");
  await expectNoAxeViolations(page, "site banner console with errors");

  await switchOn(page, "Emergency", "Shelter indoors now.", "Fan istigh anois.");
  await expect(page.getByText("Visitors see it like this")).toBeVisible();
  await expectNoAxeViolations(page, "site banner console with a banner on");

  for (const [path, name, text, more, href] of [
    ["/ready-brehon", "Emergency notice", "Emergency: Shelter indoors now.", "More information", "/ready-brehon"],
    ["/ga/ready-brehon", "Fógra éigeandála", "Éigeandáil: Fan istigh anois.", "Tuilleadh eolais", "/ga/ready-brehon"],
  ] as const) {
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${own.url}${path}`);
      const banner = page.getByRole("region", { name });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(text);
      await expect(banner.getByRole("link", { name: more })).toHaveAttribute("href", href);
      // Above the header, and reached right after the skip link.
      const bannerBox = await banner.boundingBox();
      const headerBox = await page.locator("header").first().boundingBox();
      expect((bannerBox?.y ?? 1e9) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual((headerBox?.y ?? 0) + 1);
      await page.keyboard.press("Tab");
      await expect(page.locator(":focus")).toHaveAttribute("href", "#main-content");
      await page.keyboard.press("Tab");
      await expect(banner.getByRole("link", { name: more })).toBeFocused();
      await waitForHydration(page);
      await expectNoAxeViolations(page, `${path} with the banner at ${viewport.width} px`);
    }
  }
  await page.setViewportSize(DESKTOP);

  // The other levels: their colours pass axe's contrast check too. (Pages this browser opened in the last
  // minute may come from its own cache, as Cache-Control allows: other pages are opened.)
  for (const [level, name, path] of [
    ["Warning", "Fógra rabhaidh", "/contact"],
    ["Information", "Fógra eolais", "/services"],
  ] as const) {
    await switchOn(page, level, `${level} for everyone.`, "Fógra don phobal.");
    await page.goto(`${own.url}/ga${path}`);
    await expect(page.getByRole("region", { name })).toContainText("Fógra don phobal.");
    await expectNoAxeViolations(page, `the ${level.toLowerCase()} banner`);
    await page.goto(`${own.url}${path}`);
    await expect(page.getByRole("region", { name: `${level} notice` })).toContainText(`${level} for everyone.`);
    await expectNoAxeViolations(page, `the ${level.toLowerCase()} banner in English`);
  }

  // Without JavaScript, the page as served carries it.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${own.url}/government`);
  await expect(plain.getByRole("region", { name: "Information notice" })).toContainText("Information for everyone.");
  await noScript.close();

  // The offline copies the service worker keeps are stored without the banner (pages online have it).
  const withWorker = await browser.newContext({ serviceWorkers: "allow" });
  const visitor = await withWorker.newPage();
  await visitor.goto(`${own.url}/`);
  await expect(visitor.getByRole("region", { name: "Information notice" })).toBeVisible();
  await visitor.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
    }
  });
  const kept = await visitor.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname === "/ready-brehon") return (await cache.match(request))?.text() ?? null;
      }
    }
    return null;
  });
  expect(kept).toContain("Ready Brehon: Nuclear Event Preparedness");
  expect(kept).not.toContain("data-site-banner");
  await withWorker.close();

  // Never on the console itself (its preview is no landmark).
  await page.goto(`${own.url}/admin/banner`);
  await expect(page.getByRole("region", { name: "Information notice" })).toHaveCount(0);
  await page.getByRole("button", { name: "Switch the banner off" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The banner is off." })).toBeVisible();
  await page.goto(`${own.url}/news`);
  await expect(page.locator("[data-site-banner]")).toHaveCount(0);
});
