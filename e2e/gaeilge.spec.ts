import { expect, type Page, test } from "./fixtures";
import { irish, PAGE_PATHS } from "./support";

/** Text that is the same in both languages by nature: names of the languages and of the republic. */
const SAME_IN_BOTH = new Set(["English", "Gaeilge", "Brehon"]);
/** Numbers, phone numbers, arrows and other symbols carry no words to translate. */
const NO_LETTERS = /^[^\p{L}]+$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]+$/i;

function isException(text: string): boolean {
  return SAME_IN_BOTH.has(text) || NO_LETTERS.test(text) || EMAIL.test(text);
}

/** Every piece of text a visitor or a screen reader meets: visible text nodes, alt text, placeholders, labels, the title. */
async function readableText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title];
    const clean = (value: string | null) => (value ?? "").replace(/\s+/g, " ").trim();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest("script, style, noscript, template")) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      texts.push(clean(node.textContent));
    }
    for (const element of document.body.querySelectorAll("[alt], [placeholder], [aria-label], [title]")) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ["alt", "placeholder", "aria-label", "title"]) texts.push(clean(element.getAttribute(name)));
    }
    return texts.filter(Boolean);
  });
}

// Irish pages are whole without JavaScript: rendered in Irish by the server, at their own addresses.
test.use({ javaScriptEnabled: false });

/** The page's meta description. */
const description = (page: Page) => page.locator('meta[name="description"]').getAttribute("content");

/** The pages in a few groups: one browser page reads a group, and the groups run side by side. */
const GROUPS = 6;
const groups = Array.from({ length: GROUPS }, (_, group) => PAGE_PATHS.filter((_, index) => index % GROUPS === group));

test.describe("every page at its Irish address, without JavaScript", () => {
  for (const [index, paths] of groups.entries()) {
    test(`is in Irish, with no English left (group ${index + 1} of ${GROUPS}: ${paths[0]} …)`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of paths) {
        await page.goto(path);
        const english = new Set(await readableText(page));
        const englishTitle = await page.title();
        const englishDescription = await description(page);

        const address = irish(path);
        const response = await page.goto(address);
        expect.soft(response?.status(), address).toBe(200);
        await expect.soft(page.locator("html"), address).toHaveAttribute("lang", "ga");
        await expect.soft(page, address).toHaveTitle(/\| Poblacht Brehon$/);
        expect.soft(await page.title(), address).not.toBe(englishTitle);
        expect.soft(await description(page), address).not.toBe(englishDescription);
        await expect.soft(page.locator("h1"), address).toHaveCount(1);
        const untranslated = (await readableText(page)).filter((text) => english.has(text) && !isException(text));
        expect.soft(untranslated, `English text left on ${address}`).toEqual([]);
      }
    });
  }
});
