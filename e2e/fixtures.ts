import { test as base, type Page } from "@playwright/test";
import { chooseIrish, irish, waitForHydration } from "./support";

export { expect, type Locator, type Page } from "@playwright/test";

type Fixtures = {
  /** The language switch every Irish check starts with. */
  language: {
    /** Switches the open page to Irish with the visible header's switcher, and waits until it is Irish. */
    chooseIrish: () => Promise<void>;
    /** Opens an English address at its Irish address ("/services" → "/ga/services"). */
    openInIrish: (path: string) => Promise<void>;
  };
  /** A second visitor: a page in a browser context of its own (no shared cookies or storage), closed after the test. */
  secondPage: Page;
};

export const test = base.extend<Fixtures>({
  language: async ({ page }, use) => {
    await use({
      chooseIrish: () => chooseIrish(page),
      openInIrish: async (path) => {
        await page.goto(irish(path));
        await waitForHydration(page);
      },
    });
  },
  secondPage: async ({ browser, baseURL, viewport }, use) => {
    const context = await browser.newContext({ baseURL, viewport });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});
