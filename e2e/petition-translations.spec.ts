import { rmSync } from "node:fs";
import { commandEnv, runCommand } from "../test/server/commands";
import { addStaffAccount, freshDataDir, type ServerProcess, startServer } from "../test/server/harness";
import { expect, test } from "./fixtures";
import {
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutJavaScript,
  setUpStaffAccount,
  signInToConsole,
  waitForHydration,
} from "./support";

/**
 * Petitions in both languages, in a browser: an English petition translated into Irish in the console's
 * translation queue, read in Irish with JavaScript; an Irish petition created without JavaScript and
 * translated into English with `npm run petitions -- translate`, read without JavaScript; each page with
 * the original a link away, checked with axe. A server of its own: the account is made before it starts,
 * and the command runs on its embedded database while it is stopped.
 */
const MODERATOR = "mod@example.ie";
let server: ServerProcess | undefined;
let dataDir = "";
let link = "";

const start = async () => {
  server = await startServer({ database: "none", env: { DATA_DIR: dataDir, LOG_LEVEL: "warn" } });
  return server.url;
};

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  dataDir = freshDataDir();
  link = await addStaffAccount(dataDir, MODERATOR, "moderator");
  await start();
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("an English petition is translated into Irish in the console and read in Irish", async ({ page }) => {
  test.setTimeout(180_000);
  const url = (server as ServerProcess).url;
  const created = await page.request.post(`${url}/api/petitions?lang=en`, {
    data: { title: "Reopen the Ballyglass footbridge", description: "The footbridge has been closed for a year." },
  });
  const { petition } = (await created.json()) as { petition: { id: number } };

  // Until it is translated, the Irish page says so in Irish and shows the original, marked as English.
  await page.goto(`${url}/ga/petitions/${petition.id}`);
  await waitForHydration(page);
  await expect(page.getByTestId("petition-language")).toHaveText(/níl sí aistrithe go Gaeilge fós/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
  await expectNoAxeViolations(page, "an untranslated petition's Irish page");

  // A moderator translates it from the queue, with the original beside the form.
  const secret = await setUpStaffAccount(page, `${url}${link}`);
  await signInToConsole(page, MODERATOR, secret);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Translation queue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Translation queue" })).toBeVisible();
  await expectNoAxeViolations(page, "translation queue");
  await page.getByRole("link", { name: `${petition.id}: Reopen the Ballyglass footbridge` }).click();
  await expect(page.getByRole("heading", { level: 2, name: "The original (English)" })).toBeVisible();
  await page.getByLabel("Title in Irish").fill("Athoscail droichead coisithe Bhaile an Ghlais");
  await page.getByLabel("Description in Irish").fill("Tá an droichead coisithe dúnta le bliain.");
  await expectNoAxeViolations(page, "translation form");
  await page.getByRole("button", { name: "Save the translation" }).click();
  await expect(page.getByRole("main").getByRole("status").first()).toContainText("Translation saved");

  // The Irish page shows the Irish, says it is a translation, and links to the English original.
  await page.goto(`${url}/ga/petitions/${petition.id}`);
  await waitForHydration(page);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Athoscail droichead coisithe Bhaile an Ghlais");
  await expect(heading).toHaveAttribute("lang", "ga");
  await expect(page.getByTestId("petition-language")).toContainText("Is aistriúchán Gaeilge é seo");
  await expectNoAxeViolations(page, "a translated petition's Irish page");
  await page.getByRole("link", { name: "Léigh an téacs bunaidh i mBéarla" }).click();
  await expect(page).toHaveURL(`${url}/petitions/${petition.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reopen the Ballyglass footbridge");
  await expect(page.getByRole("link", { name: "Read it in Irish" })).toHaveAttribute(
    "href",
    `/ga/petitions/${petition.id}`,
  );
  // The Irish list shows the Irish title on its card.
  await page.goto(`${url}/ga/petitions?sort=newest`);
  await expect(page.getByRole("link", { name: "Athoscail droichead coisithe Bhaile an Ghlais" })).toHaveAttribute(
    "lang",
    "ga",
  );
});

test("an Irish petition made without JavaScript is translated into English by the command", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    let url = (server as ServerProcess).url;
    // The creation form says the petition is published in both languages, and offers the other language.
    await page.goto(`${url}/ga/petitions?new`);
    await expect(page.getByTestId("both-languages")).toContainText("Foilsítear gach achainí i mBéarla agus i nGaeilge");
    await expect(page.getByLabel("Teideal i mBéarla")).toHaveAttribute("lang", "en");
    await expectNoAxeViolationsWithoutJavaScript(page, "the Irish creation form");
    await page.getByLabel("Teideal na hAchainí").fill("Bus scoile do Chois Fharraige");
    await page.getByLabel("Cur Síos", { exact: true }).fill("Bus scoile gach maidin ón gCeathrú Rua.");
    await page.getByRole("button", { name: "Cuir an Achainí Isteach" }).click();
    await expect(page).toHaveURL(/status=created/);
    const list = (await (await page.request.get(`${url}/api/petitions?sort=newest`)).json()) as {
      petitions: Array<{ id: number; title: string; language: string }>;
    };
    const petition = list.petitions.find((each) => each.title === "Bus scoile do Chois Fharraige");
    expect(petition?.language).toBe("ga");
    const id = String(petition?.id);

    // The English page shows the Irish original, marked, until the command translates it.
    await page.goto(`${url}/petitions/${id}`);
    await expect(page.getByTestId("petition-language")).toContainText("not yet translated into English");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "ga");

    await (server as ServerProcess).stop({ keepDatabase: true });
    const translated = await runCommand(
      commandEnv({ dataDir }),
      "petitions",
      "translate",
      id,
      "--title",
      "A school bus for Cois Fharraige",
      "--description",
      "A school bus every morning from Carraroe.",
    );
    expect(translated.code, translated.err).toBe(0);
    url = await start();

    await page.goto(`${url}/petitions/${id}`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("A school bus for Cois Fharraige");
    await expect(heading).toHaveAttribute("lang", "en");
    await expect(page.getByTestId("petition-language")).toContainText(
      "This is an English translation of a petition written in Irish.",
    );
    await expectNoAxeViolationsWithoutJavaScript(page, "a translated petition's English page");
    await page.getByRole("link", { name: "Read the original in Irish" }).click();
    await expect(page).toHaveURL(`${url}/ga/petitions/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bus scoile do Chois Fharraige");
    await expect(page.getByTestId("petition-language")).toContainText("Seo téacs bunaidh na hachainí");
    await expectNoAxeViolationsWithoutJavaScript(page, "the original's Irish page");
  } finally {
    await context.close();
  }
});
