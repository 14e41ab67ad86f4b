import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import routes from "../app/routes";

type Entry = { path?: string; index?: boolean; children?: Entry[] };

/** Every concrete path of the route table (the spec's route list), from app/routes.ts itself. */
export const ROUTE_PATHS: string[] = (routes as Entry[])
  .flatMap((entry) => (entry.index ? ["/"] : entry.path && entry.path !== "*" ? [`/${entry.path}`] : []))
  .sort();

/** Link targets the spec names that have no page of their own: they show Page Not Found. */
export const UNDEFINED_TARGETS = [
  "/contact",
  "/government/president",
  "/government/cabinet",
  "/government/parliament",
  "/government/legislation",
  "/government/judiciary",
  "/government/supreme-court",
  "/government/constitutional-court",
  "/government/ministries/finance",
];

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 667 };

/** WCAG 2.2 AA as axe-core tests it. */
export async function expectNoAxeViolations(page: Page, context = page.url()) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
}

/** Waits until React has hydrated the page, so client-side widgets respond. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => document.querySelector("header fieldset button, header button[aria-expanded]") !== null,
  );
}

/** Switches the page to Irish with the language switcher of the visible header. */
export async function chooseIrish(page: Page) {
  await waitForHydration(page);
  const desktop = page.getByRole("banner").getByRole("button", { name: "Gaeilge" });
  if (await desktop.isVisible()) {
    await desktop.click();
  } else {
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Gaeilge" }).click();
  }
  await expect(page.locator("html")).toHaveAttribute("lang", "ga");
}
