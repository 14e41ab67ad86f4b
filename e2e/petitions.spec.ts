import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import {
  chooseIrish,
  DESKTOP,
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutJavaScript,
  MOBILE,
  waitForHydration,
} from "./support";

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** Servers whose database cannot be reached, and whose database has no petitions (playwright.config.ts). */
const UNREACHABLE = `http://127.0.0.1:${PORT + 100}`;
const EMPTY = `http://127.0.0.1:${PORT + 101}`;

/** Every response body the browser receives, to prove the email never comes back. */
function recordResponses(context: BrowserContext | Page) {
  const bodies: Promise<string>[] = [];
  context.on("response", (response) => {
    if (response.status() >= 300 && response.status() < 400) return;
    // Live-count streams never end; they carry counts only.
    if ((response.headers()["content-type"] ?? "").startsWith("text/event-stream")) return;
    bodies.push(response.text().catch(() => ""));
  });
  return async () => (await Promise.all(bodies)).join("\n");
}

/** A signature's receipt code: six groups of five symbols of Crockford's base 32. */
const RECEIPT = /^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){5}$/;

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function card(page: Page, title: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

test.describe("petitions with JavaScript", () => {
  test("create, refuse bad input, list and sign in English", async ({ page }) => {
    const responses = recordResponses(page);
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    const email = `${unique("en").replace(/\W/g, "")}@example.com`;
    const title = unique("Footbridge at Ballyglass");
    const description = `<img src=x onerror="document.title='hacked'"> A footbridge for the school run.`;

    await page.goto("/petitions");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Citizen Petitions" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Homepage" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("heading", { name: "How Petitions Work" })).toBeVisible();

    const toggle = page.getByRole("button", { name: "Submit New Petition" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(page.getByRole("button", { name: "Cancel Submission" })).toHaveAttribute("aria-expanded", "true");
    const form = page.locator("#create-petition");
    await expect(form.getByRole("heading", { name: "Create a New Petition" })).toBeVisible();
    await expect(form.getByText("max 1000 characters").first()).toBeVisible();
    await expect(form.getByText(/title and description of your petition will be public/)).toBeVisible();
    await expect(form.getByLabel("Category")).toHaveValue("community-development");
    await expect(form.getByLabel("Category").locator("option")).toHaveText([
      "Community Development",
      "Environment",
      "Governance & Policy",
      "Human Rights",
      "Infrastructure",
      "Public Services",
      "Other",
    ]);
    await expect(form.getByLabel("Description", { exact: true })).toHaveAttribute("maxlength", "1000");
    await expectNoAxeViolations(page, "petitions form open");

    // Blank after trimming passes the browser's check; the server refuses it with a message per field.
    await form.getByLabel("Petition Title").fill("   ");
    await form.getByLabel("Description", { exact: true }).fill(description);
    await form.getByLabel("Your Email (optional)").fill(email);
    await form.getByRole("button", { name: "Submit Petition" }).click();
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(page.getByRole("link", { name: "Enter a title for your petition" })).toBeVisible();
    await expect(form.getByLabel("Petition Title")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Description", { exact: true })).toHaveValue(description);
    // The page stays as typed: the server refused it without sending anything back but the messages.
    await expect(form.getByLabel("Your Email (optional)")).toHaveValue(email);
    await expect(page).toHaveTitle("Error: Citizen Petitions | Republic of Brehon");
    // The title and the description count what is left of their limits.
    await expect(form.getByLabel("Description", { exact: true })).toHaveAccessibleDescription(
      new RegExp(`You have ${1000 - description.length} characters remaining`),
    );
    await expectNoAxeViolations(page, "petitions form with errors");

    await form.getByLabel("Petition Title").fill(title);
    await expect(form.getByLabel("Petition Title")).toHaveAccessibleDescription(
      new RegExp(`You have ${200 - title.length} characters remaining`),
    );
    await form.getByLabel("Your Name (optional)").fill("Aoife Ní Bhriain");
    await form.getByLabel("Category").selectOption({ label: "Environment" });
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await form.getByRole("button", { name: "Submit Petition" }).click();

    await expect(page.getByText("Petition Submitted!", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Your petition has been successfully submitted and is now public.", { exact: true }),
    ).toBeVisible();
    await expect(page.locator("#create-petition")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Submit New Petition" })).toHaveAttribute("aria-expanded", "false");

    const created = card(page, title);
    await expect(created).toContainText(description);
    await expect(created).toContainText("Submitted by:Aoife Ní Bhriain");
    await expect(created).toContainText(/Created:\d+ seconds? ago/);
    await expect(created).toContainText("Category:Environment");
    await expect(created.getByTestId("signature-count")).toHaveText("0");
    expect(await page.title()).toBe("Citizen Petitions | Republic of Brehon");

    // The form opens again empty, with the default category.
    await page.getByRole("button", { name: "Submit New Petition" }).click();
    await expect(page.locator("#create-petition").getByLabel("Petition Title")).toHaveValue("");
    // A title like an open petition's shows it once typing pauses (issue 36).
    await page.locator("#create-petition").getByLabel("Petition Title").pressSequentially(`${title} please`);
    const similar = page.getByTestId("similar-petitions");
    await expect(similar.getByRole("heading", { name: "Is one of these what you want to ask for?" })).toBeVisible();
    await expect(similar.getByRole("link").first()).toHaveText(title);
    await expectNoAxeViolations(page, "similar petitions while typing");
    await page.locator("#create-petition").getByLabel("Petition Title").fill("");
    await expect(page.locator("#create-petition").getByLabel("Category")).toHaveValue("community-development");
    await page.locator("#create-petition").getByRole("button", { name: "Cancel" }).click();
    await expect(page.locator("#create-petition")).toHaveCount(0);

    await created.getByRole("button", { name: "Sign Petition" }).click();
    await expect(page.getByText("Petition Signed!", { exact: true })).toBeVisible();
    await expect(page.getByText("Thank you for your support.", { exact: true })).toBeVisible();
    await expect(created.getByTestId("signature-count")).toHaveText("1");
    await expect(created).toContainText("You have signed this petition");
    await expect(created.getByRole("button", { name: "Sign Petition" })).toBeDisabled();
    // The signature's receipt, shown once, to copy; the petition's log knows it as counted.
    const receipt = page.getByRole("region", { name: "Your receipt" });
    await expect(receipt).toContainText(title);
    const code = (await receipt.getByTestId("receipt-code").textContent()) ?? "";
    expect(code).toMatch(RECEIPT);
    await expect(receipt).toContainText("This browser keeps a copy of it on this device.");
    await expectNoAxeViolations(page, "petitions list after signing");

    // Created, signed and read again in place: no page was loaded.
    expect(documents).toEqual([]);
    // The address says the form is closed, so a reload shows the page as it is now.
    await expect(page).toHaveURL(/\/petitions$/);

    // Cards are sorted by signatures, highest first.
    const counts = (await page.getByTestId("signature-count").allTextContents()).map(Number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // The same browser signing again through the API is told so, and not counted.
    const id = await created.locator('input[name="petitionId"]').inputValue();
    const again = await page.request.post(`/api/petitions/${id}/signatures`);
    expect(again.status()).toBe(409);
    const proof = await page.request.get(`/api/petitions/${id}/proof?receipt=${code}`);
    expect(await proof.json()).toMatchObject({ counted: true, position: 0 });
    expect((await page.request.get("/api/petitions")).ok()).toBe(true);

    expect(await page.title()).not.toBe("hacked");
    expect(await responses()).not.toContain(email);
    // The refused submit (400) is the only failed request; nothing else, such as a hydration mismatch, is logged.
    expect(consoleErrors.filter((text) => !text.includes("400"))).toEqual([]);
  });

  test("create and sign in Irish on a phone", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    const title = unique("Scoil nua i nGaoth Dobhair");
    await page.goto("/petitions");
    await chooseIrish(page);
    await expect(page.getByRole("heading", { level: 1, name: "Achainíocha na Saoránach" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Conas a Oibríonn Achainíocha" })).toBeVisible();
    await page.getByRole("button", { name: "Cuir Achainí Nua Isteach" }).click();
    const form = page.locator("#create-petition");
    await expect(form.getByText("1000 carachtar ar a mhéad").first()).toBeVisible();
    await form.getByLabel("Teideal na hAchainí").fill(title);
    await form.getByLabel("Cur Síos", { exact: true }).fill("Tá scoil nua ag teastáil ón bpobal.");
    await form.getByLabel("Catagóir").selectOption({ label: "Seirbhísí Poiblí" });
    await expectNoAxeViolations(page, "petitions form in Irish, mobile");
    await form.getByRole("button", { name: "Cuir an Achainí Isteach" }).click();

    await expect(page.getByText("Achainí Curtha Isteach!", { exact: true })).toBeVisible();
    const created = card(page, title);
    await expect(created).toContainText("Curtha isteach ag:Saoránach Anaithnid");
    await expect(created).toContainText(/Cruthaithe:\d+ (soicind|shoicind) ó shin/);
    await expect(created).toContainText("Catagóir:Seirbhísí Poiblí");
    await created.getByRole("button", { name: "Sínigh an Achainí" }).click();
    await expect(page.getByText("Achainí Sínithe!", { exact: true })).toBeVisible();
    await expect(page.getByText("Go raibh maith agat as do thacaíocht.", { exact: true })).toBeVisible();
    await expect(created.getByTestId("signature-count")).toHaveText("1");
    await expect(created).toContainText("Shínigh tú an achainí seo");
    await expect(page.locator("html")).toHaveAttribute("lang", "ga");
    await expectNoAxeViolations(page, "petitions list in Irish, mobile");
  });

  test("the error panel when the database cannot be reached, and Try Again", async ({ page }) => {
    const response = await page.goto(`${UNREACHABLE}/petitions`);
    expect(response?.status()).toBe(503);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Citizen Petitions" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Error Loading Petitions" })).toBeVisible();
    await expect(page.getByText("Failed to load petitions. Please try again later.")).toBeVisible();
    await expect(page.getByText("Could not fetch petitions from the server.", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "petitions error panel");

    // 'Try Again' reads the list again from the API (without reloading the page), showing 'Loading petitions...'.
    // The read is held until the test has seen 'Loading petitions...', then let through.
    const listRead = (url: URL) => url.pathname === "/api/petitions";
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => {
      letThrough = resolve;
    });
    await page.route(listRead, async (route) => {
      await held;
      await route.continue();
    });
    const reload = page.waitForResponse((r) => listRead(new URL(r.url())));
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByText("Loading petitions...")).toBeVisible();
    letThrough();
    expect((await reload).status()).toBe(503);
    await expect(page.getByText("Loading petitions...")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Error Loading Petitions" })).toBeVisible();
    await expect(page.getByText("Could not fetch petitions from the server.", { exact: true })).toBeVisible();
    await page.unroute(listRead);

    // A petition cannot be stored either: 'Submission Error', and what was typed stays.
    await page.getByRole("button", { name: "Submit New Petition" }).click();
    await page.getByLabel("Petition Title").fill("Stored later");
    await page.getByLabel("Description", { exact: true }).fill("The database is away.");
    await page.getByRole("button", { name: "Submit Petition" }).click();
    await expect(page.getByText("Submission Error", { exact: true })).toBeVisible();
    await expect(page.getByText("Could not submit your petition. Please try again.", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Petition Title")).toHaveValue("Stored later");

    // Every other page is unaffected.
    expect((await page.goto(`${UNREACHABLE}/`))?.status()).toBe(200);
    expect((await page.request.get(`${UNREACHABLE}/api/petitions`)).status()).toBe(503);
  });

  test("a form refused before the page's script ran keeps what was typed, and opens empty once closed", async ({
    page,
  }) => {
    // A slow connection: the islands' script is held back, so the first submission is a plain post.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/client-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue().catch(() => {});
    });
    // The page's load waits for its scripts: go on as soon as it is drawn.
    await page.goto("/petitions?new", { waitUntil: "commit" });
    const form = page.locator("#create-petition");
    await form.getByLabel("Petition Title").fill(" ");
    await form.getByLabel("Description", { exact: true }).fill("Longer opening hours at the swimming pool.");
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: "Submit Petition" }).click();
    expect((await refused).status()).toBe(400);

    release();
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Enter a title for your petition" })).toBeVisible();
    await expect(form.getByLabel("Description", { exact: true })).toHaveValue(
      "Longer opening hours at the swimming pool.",
    );

    await page.getByRole("button", { name: "Cancel Submission" }).click();
    await expect(form).toHaveCount(0);
    await page.getByRole("button", { name: "Submit New Petition" }).click();
    await expect(form.getByLabel("Description", { exact: true })).toHaveValue("");
    await expect(form.getByLabel("Petition Title")).toHaveValue("");
    await expect(page.getByRole("link", { name: "Enter a title for your petition" })).toHaveCount(0);
  });

  test("the empty state opens the form", async ({ page }) => {
    await page.goto(`${EMPTY}/petitions`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "No Petitions Yet" })).toBeVisible();
    await expectNoAxeViolations(page, "petitions empty state");
    await page.getByRole("button", { name: "Submit a Petition" }).click();
    await expect(page.getByRole("heading", { name: "Create a New Petition" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel Submission" })).toBeVisible();
  });
});

test.describe("petitions without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("create, refuse bad input and sign with plain forms", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const responses = recordResponses(page);
    const email = `${unique("nojs").replace(/\W/g, "")}@example.com`;
    const title = unique("Library hours");

    await page.goto("/petitions");
    await page.getByRole("link", { name: "Submit New Petition" }).click();
    await expect(page).toHaveURL(/\/petitions\?new/);
    const form = page.locator("#create-petition");
    await form.getByLabel("Petition Title").fill(" ");
    await form.getByLabel("Description", { exact: true }).fill("Open the library on Sundays.");
    await form.getByLabel("Your Email (optional)").fill(email);
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await form.getByRole("button", { name: "Submit Petition" }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByRole("link", { name: "Enter a title for your petition" })).toBeVisible();
    await expect(form.getByLabel("Description", { exact: true })).toHaveValue("Open the library on Sundays.");
    await expect(form.getByLabel("Your Email (optional)")).toHaveValue("");

    await form.getByLabel("Petition Title").fill(title);
    await form.getByLabel("Your Email (optional)").fill(email);
    await form.getByRole("button", { name: "Submit Petition" }).click();
    await expect(page).toHaveURL(/status=created/);
    await expect(page.getByRole("status").filter({ hasText: "Petition Submitted!" })).toBeVisible();
    const created = card(page, title);
    await expect(created).toContainText("Submitted by:Anonymous Citizen");
    await expect(created).toContainText("Category:Community Development");

    await created.getByRole("button", { name: "Sign Petition" }).click();
    await expect(page).toHaveURL(/status=signed/);
    await expect(page.getByRole("status").filter({ hasText: "Petition Signed!" })).toBeVisible();
    await expect(created.getByTestId("signature-count")).toHaveText("1");
    await expect(created).toContainText("You have signed this petition");
    // The receipt came in a cookie, never in the address, and is shown once.
    const receipt = page.getByRole("region", { name: "Your receipt" });
    await expect(receipt.getByTestId("receipt-code")).toHaveText(RECEIPT);
    expect(page.url()).not.toMatch(/receipt|[0-9A-Z]{5}-[0-9A-Z]{5}/);
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "Petition Signed!" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Your receipt" })).toHaveCount(0);

    await page.getByRole("link", { name: "Back to Homepage" }).click();
    await expect(page).toHaveURL("/");
    expect(await responses()).not.toContain(email);
  });

  // Issue 36: a title like an open petition's is shown them on a step of its own before it is created.
  for (const { language, prefix, words } of [
    {
      language: "English",
      prefix: "",
      words: {
        title: "Petition Title",
        description: "Description",
        submit: "Submit Petition",
        heading: "Is one of these what you want to ask for?",
        created: "Petition Submitted!",
      },
    },
    {
      language: "Irish",
      prefix: "/ga",
      words: {
        title: "Teideal na hAchainí",
        description: "Cur Síos",
        submit: "Cuir an Achainí Isteach",
        heading: "An ceann díobh seo atá uait?",
        created: "Achainí Curtha Isteach!",
      },
    },
  ]) {
    test(`in ${language}, similar petitions on a step of their own, axe clean at both widths`, async ({ page }) => {
      const place = unique("Harbourview").split(" ")[1];
      const existing = `Light the coast road at ${place}`;
      const made = await page.request.post("/api/petitions", {
        data: { title: existing, description: "Lamps from the pier to the lighthouse." },
      });
      const { id } = (await made.json()).petition as { id: number };

      await page.setViewportSize(DESKTOP);
      await page.goto(`${prefix}/petitions?new`);
      const form = page.locator("#create-petition");
      await form.getByLabel(words.title).fill(`Light up the coast road at ${place}`);
      await form
        .getByLabel(words.description, { exact: true })
        .fill("Lamps on the road from the pier to the lighthouse.");
      await form.getByRole("button", { name: words.submit }).click();
      const similar = page.getByTestId("similar-petitions");
      await expect(similar.getByRole("heading", { name: words.heading })).toBeVisible();
      await expect(similar.getByRole("link", { name: existing })).toHaveAttribute("href", `${prefix}/petitions/${id}`);
      await expect(page.locator("html")).toHaveAttribute("lang", prefix ? "ga" : "en");
      await expectNoAxeViolationsWithoutJavaScript(page, `similar petitions' step in ${language}, desktop`);
      await page.setViewportSize(MOBILE);
      await expectNoAxeViolationsWithoutJavaScript(page, `similar petitions' step in ${language}, mobile`);

      // Sent again, the form creates the petition.
      await form.getByRole("button", { name: words.submit }).click();
      await expect(page).toHaveURL(/status=created/);
      await expect(page.getByRole("status").filter({ hasText: words.created })).toBeVisible();
    });
  }

  test("in Irish: create, refuse bad input and sign, and every answer stays at the Irish address", async ({ page }) => {
    const title = unique("Leabharlann ar an Domhnach");
    await page.goto("/ga/petitions");
    await expect(page.locator("html")).toHaveAttribute("lang", "ga");
    await page.getByRole("link", { name: "Cuir Achainí Nua Isteach" }).click();
    await expect(page).toHaveURL(/\/ga\/petitions\?new/);
    const form = page.locator("#create-petition");
    await form.getByLabel("Teideal na hAchainí").fill(" ");
    await form.getByLabel("Cur Síos", { exact: true }).fill("Oscail an leabharlann ar an Domhnach.");
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await form.getByRole("button", { name: "Cuir an Achainí Isteach" }).click();
    expect((await refused).status()).toBe(400);
    await expect(page).toHaveURL(/\/ga\/petitions/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ga");
    await expect(form.getByLabel("Cur Síos", { exact: true })).toHaveValue("Oscail an leabharlann ar an Domhnach.");
    await expect(page).toHaveTitle("Earráid: Achainíocha na Saoránach | Poblacht Brehon");
    // Without JavaScript the limit is stated, not counted.
    await expect(form.getByLabel("Cur Síos", { exact: true })).toHaveAccessibleDescription(
      /Is féidir leat suas le 1,000 carachtar a scríobh/,
    );

    await form.getByLabel("Teideal na hAchainí").fill(title);
    await form.getByRole("button", { name: "Cuir an Achainí Isteach" }).click();
    await expect(page).toHaveURL(/\/ga\/petitions\?.*status=created/);
    await expect(page.getByRole("status").filter({ hasText: "Achainí Curtha Isteach!" })).toBeVisible();
    const created = card(page, title);
    await created.getByRole("button", { name: "Sínigh an Achainí" }).click();
    await expect(page).toHaveURL(/\/ga\/petitions\?.*status=signed/);
    await expect(page.getByRole("status").filter({ hasText: "Achainí Sínithe!" })).toBeVisible();
    await expect(created.getByTestId("signature-count")).toHaveText("1");
    await expect(page.getByRole("region", { name: "D'admháil" }).getByTestId("receipt-code")).toHaveText(RECEIPT);

    // The petition's own page, in Irish.
    await created.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/\/ga\/petitions\/\d+$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ga");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    // A page is the same for every visitor: without JavaScript, this browser learns that it has
    // signed from the answer to its own post.
    await page.getByRole("button", { name: "Sínigh an Achainí" }).click();
    await expect(page).toHaveURL(/\/ga\/petitions\/\d+\?status=already-signed$/);
    await expect(page.getByRole("status").filter({ hasText: "Shínigh tú an achainí seo" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sínigh an Achainí" })).toBeDisabled();
  });

  test("the error panel's Try Again reloads the page", async ({ page }) => {
    await page.goto(`${UNREACHABLE}/petitions`);
    await expect(page.getByRole("heading", { name: "Error Loading Petitions" })).toBeVisible();
    const reload = page.waitForResponse((r) => r.url().startsWith(`${UNREACHABLE}/petitions`));
    await page.getByRole("button", { name: "Try Again" }).click();
    expect((await reload).status()).toBe(503);
  });
});
