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

/**
 * Language of parts (WCAG 3.1.2): a phrase in the other language is marked with `lang`, so a
 * screen reader pronounces it in its own language: "Land of the Just" on an Irish page, "Tír na
 * Córa" on an English one. A page is read beside its version in the other language: a run of three
 * or more words on one that is also a run of the other's text (in its own language there) is the
 * other language, and must sit inside an element marked with it.
 */
test.describe("the language of every phrase", () => {
  /** Names of people, the same in both languages and not marked (WCAG's exception for proper names). */
  const ACCEPTED_NAMES = [
    "Cathal Ó Ruairc",
    "Ciarán Mac Suibhne",
    "Deirdre Nic Gearailt",
    "Dr Róisín Ní Mhurchú",
    "Eoghan Mac Giolla Phádraig",
    "Gráinne Ní Shúilleabháin",
    "Niamh de Búrca",
    "Nuala Ní Fhearghail",
    "Pádraig Mac Cárthaigh",
    "Seán Ó Dálaigh",
    "Siobhán Ní Bhriain",
    "Tomás Ó Flannagáin",
  ];

  type Segment = { text: string; lang: string };

  /** Every visible text node with the language it is in: that of its closest element with a `lang`. */
  async function segments(page: Page): Promise<Segment[]> {
    return page.evaluate(() => {
      const found: Array<{ text: string; lang: string }> = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || element.closest("script, style, noscript, template")) continue;
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
        if (text) found.push({ text, lang: element.closest("[lang]")?.getAttribute("lang") ?? "" });
      }
      return found;
    });
  }

  /** The words of a text, without addresses (e-mail, web), which are the same in both languages. */
  const words = (text: string) =>
    (text.replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+\.example\b/g, " ").match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? []).map(
      (word) => word.toLowerCase(),
    );

  const trigrams = (texts: string[]) => {
    const found = new Set<string>();
    for (const text of texts) {
      const list = words(text);
      for (let i = 0; i + 3 <= list.length; i++) found.add(list.slice(i, i + 3).join(" "));
    }
    return found;
  };

  const accepted = trigrams(ACCEPTED_NAMES);

  /** Runs of three words or more in `texts` whose every three words are among `other`'s. */
  function otherLanguageRuns(texts: string[], other: Set<string>): string[] {
    const runs: string[] = [];
    for (const text of texts) {
      const list = words(text);
      let start = -1;
      let end = -1;
      for (let i = 0; i + 3 <= list.length; i++) {
        const trigram = list.slice(i, i + 3).join(" ");
        if (other.has(trigram) && !accepted.has(trigram)) {
          if (start === -1 || i > end - 2) {
            if (start !== -1) runs.push(list.slice(start, end).join(" "));
            start = i;
          }
          end = i + 3;
        }
      }
      if (start !== -1) runs.push(list.slice(start, end).join(" "));
    }
    return runs;
  }

  const inLanguage = (found: Segment[], language: string) =>
    found.filter((segment) => segment.lang.split("-")[0] === language).map((segment) => segment.text);

  for (const [index, paths] of groups.entries()) {
    test(`is marked wherever a page uses the other language (group ${index + 1} of ${GROUPS}: ${paths[0]} …)`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      for (const path of paths) {
        await page.goto(path);
        const english = await segments(page);
        await page.goto(irish(path));
        const gaelic = await segments(page);

        const englishOnIrishPage = otherLanguageRuns(inLanguage(gaelic, "ga"), trigrams(inLanguage(english, "en")));
        expect.soft(englishOnIrishPage, `English not marked lang="en" on ${irish(path)}`).toEqual([]);
        const irishOnEnglishPage = otherLanguageRuns(inLanguage(english, "en"), trigrams(inLanguage(gaelic, "ga")));
        expect.soft(irishOnEnglishPage, `Irish not marked lang="ga" on ${path}`).toEqual([]);
      }
    });
  }
});
