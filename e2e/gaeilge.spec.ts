import { expect, type Page, test } from "@playwright/test";
import { chooseIrish, ROUTE_PATHS, waitForHydration } from "./support";

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

test.describe("every route in Gaeilge", () => {
  for (const path of ROUTE_PATHS) {
    test(`${path} has no English left`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const english = new Set(await readableText(page));
      await chooseIrish(page);
      await expect(page).not.toHaveTitle([...english][0] ?? "");
      const untranslated = (await readableText(page)).filter((text) => english.has(text) && !isException(text));
      expect(untranslated, `English text left on ${path} in Gaeilge`).toEqual([]);
    });
  }
});
