import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { chooseIrish, expectNoAxeViolations, waitForHydration } from "./support";

/**
 * The offline guide (issue 17): the service worker keeps the preparedness
 * guide, the pages with the emergency numbers and their files after a first
 * visit, serves them without a network, shows the offline page for anything
 * else, never keeps visitor data, and gives way to a new build's worker. Also
 * the guide's print layout.
 */

// Other specs block service workers (playwright.config.ts); these tests are about one.
test.use({ serviceWorkers: "allow" });

/** Fails the test on any console error (a blocked script, a failed load) in the page. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Waits until the worker has installed (kept every file of its list) and controls the page. */
async function waitForOfflineReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
    }
  });
}

/** Every URL (path and query) the worker's caches hold. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        urls.push(url.pathname + url.search);
      }
    }
    return urls.sort();
  });
}

async function firstVisit(page: Page, path = "/ready-brehon") {
  await page.goto(path);
  await waitForHydration(page);
  await waitForOfflineReady(page);
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

const OFFLINE_HEADING = "You are offline";

test("after a first visit the guide reads offline, in English and in Irish", async ({ page, context }) => {
  const errors = collectConsoleErrors(page);
  await firstVisit(page, "/");
  await goOffline(context, page);

  await page.goto("/ready-brehon");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Ready Brehon: Nuclear Event Preparedness");
  await expect(main).toContainText("one gallon of water per person per day for three days");
  await main.getByRole("button", { name: "During a Nuclear Event" }).click();
  await expect(main).toContainText("Radioactive fallout may arrive in 10 to 20 minutes");

  // The Irish address is kept too, and the switch to it works offline.
  await chooseIrish(page);
  await expect(page).toHaveURL("/ga/ready-brehon");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Brehon Ullamh: Ullmhacht do Theagmhas Núicléach");
  await expect(main).toContainText("i gceann 10 go 20 nóiméad");
  await main.getByRole("button", { name: "Roimh Theagmhas Núicléach" }).click();
  await expect(main).toContainText("galún uisce amháin in aghaidh an duine in aghaidh an lae ar feadh trí lá");
  await expect(main.getByRole("complementary", { name: "Tábhachtach" })).toContainText("lean treoracha na n-údarás");

  // Opened at its Irish address, offline, as a bookmark would.
  await page.goto("/ga/ready-brehon");
  await expect(page.locator("html")).toHaveAttribute("lang", "ga");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Brehon Ullamh: Ullmhacht do Theagmhas Núicléach");
  await page.goto("/ga/services/social");
  await expect(page.getByRole("main").locator('a[href^="tel:"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("the emergency numbers stay reachable offline", async ({ page, context }) => {
  const errors = collectConsoleErrors(page);
  await firstVisit(page);
  await goOffline(context, page);

  await page.goto("/services/foreign-affairs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Foreign Affairs Services");
  await expect(page.getByRole("main").locator('a[href^="tel:"]')).toHaveCount(1);
  await page.goto("/services/social");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Social Services");
  await expect(page.getByRole("main").locator('a[href^="tel:"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("an English address that was not kept shows the offline page in English, Irish below, with a way to the guide", async ({
  page,
  context,
}) => {
  const errors = collectConsoleErrors(page);
  await firstVisit(page);
  await goOffline(context, page);

  await page.goto("/government/leadership");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(OFFLINE_HEADING);
  const irish = page.locator('section[lang="ga"]');
  await expect(irish.getByRole("heading", { level: 2 })).toHaveText("Níl tú ar líne");
  await expect(irish.getByRole("link", { name: "Brehon Ullamh: an treoir ullmhachta" })).toHaveAttribute(
    "href",
    "/ga/ready-brehon",
  );
  await expectNoAxeViolations(page, "the offline page");

  await page.getByRole("link", { name: "Ready Brehon: the preparedness guide" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ready Brehon: Nuclear Event Preparedness");

  // A link inside the page, offline, leads to the offline page rather than an error screen.
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(OFFLINE_HEADING);
  expect(errors).toEqual([]);
});

test("an Irish address that was not kept shows the offline page in Irish, English below", async ({ page, context }) => {
  const errors = collectConsoleErrors(page);
  await firstVisit(page);
  await goOffline(context, page);

  await page.goto("/ga/government/leadership");
  await expect(page.locator("html")).toHaveAttribute("lang", "ga");
  await expect(page).toHaveTitle("Níl tú ar líne | Poblacht Brehon");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Níl tú ar líne");
  await expect(page.locator("main > section").first()).toHaveAttribute("lang", "ga");
  const english = page.locator('section[lang="en"]');
  await expect(english.getByRole("heading", { level: 2 })).toHaveText(OFFLINE_HEADING);
  await expectNoAxeViolations(page, "the offline page in Irish");

  await page.getByRole("link", { name: "Brehon Ullamh: an treoir ullmhachta" }).click();
  await expect(page).toHaveURL("/ga/ready-brehon");
  await expect(page.locator("html")).toHaveAttribute("lang", "ga");
  expect(errors).toEqual([]);
});

test("the worker keeps only the guide's pages, their files and the shell; never petitions or the API", async ({
  page,
  context,
}) => {
  await firstVisit(page);
  // Petition data passes through the worker's scope, always fresh and never kept.
  await page.goto("/petitions");
  await expect(page.getByRole("heading", { level: 1, name: "Citizen Petitions" })).toBeVisible();
  const title = `Offline guide check ${Date.now()}`;
  const created = await page.request.post("/api/petitions", {
    data: { title, description: "Created while the worker controls the page.", category: "other" },
  });
  expect(created.status()).toBe(201);
  // Other visitors' pages show a change within about a second (the server's page cache refreshes behind it).
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("main")).toContainText(title, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  const listed = await page.evaluate(() => fetch("/api/petitions").then((response) => response.json()));
  expect(JSON.stringify(listed)).toContain(title);

  const urls = await cachedUrls(page);
  const pages = urls.filter((url) => !url.startsWith("/assets/")).map((url) => url.replace(/\?.*$/, ""));
  expect(pages.sort()).toEqual([
    "/favicon.svg",
    "/ga/ready-brehon",
    "/ga/services/foreign-affairs",
    "/ga/services/social",
    "/icons/apple-touch-icon.png",
    "/icons/icon-192.png",
    "/icons/icon-512.png",
    "/icons/icon-maskable-512.png",
    "/icons/icon.svg",
    "/manifest.webmanifest",
    "/ready-brehon",
    "/services/foreign-affairs",
    "/services/social",
  ]);
  const assets = urls.filter((url) => url.startsWith("/assets/"));
  expect(assets.some((url) => /\/assets\/ga-[\w-]+\.js$/.test(url))).toBe(true);
  expect(assets.some((url) => /\/assets\/guide-sections\.island-[\w-]+\.js$/.test(url))).toBe(true);
  // Screens the guide does not need stay out, and so do the islands the kept pages never draw.
  for (const screen of ["petitions", "home", "government", "service-form", "request-form", "petition-view"]) {
    expect(assets.filter((url) => new RegExp(`^/assets/${screen}(?:\\.island)?-`).test(url))).toEqual([]);
  }

  // Offline, the petitions page is not served from any cache.
  await goOffline(context, page);
  await page.goto("/petitions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(OFFLINE_HEADING);
});

test("the worker and the manifest come from the site's origin with its headers", async ({ page, request }) => {
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toContain("javascript");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-security-policy"]).toContain("default-src 'self'");
  expect(worker.headers()["x-content-type-options"]).toBe("nosniff");

  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.ok()).toBe(true);
  const app = await manifest.json();
  expect(app).toMatchObject({ start_url: "/ready-brehon", theme_color: "#1d4e89", display: "standalone" });
  for (const icon of app.icons as { src: string; type: string }[]) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()["content-type"]).toContain(icon.type);
  }

  // The page links the manifest and registers the worker without breaking its Content-Security-Policy.
  const errors = collectConsoleErrors(page);
  await firstVisit(page);
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute("content", "#1d4e89");
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  expect(errors).toEqual([]);
});

test.describe("printing the guide", () => {
  const SECTIONS = ["Before a Nuclear Event", "During a Nuclear Event", "After a Nuclear Event"];
  const TOPICS = ["Build an Emergency Kit", "Protect Yourself from Fallout", "Returning Home"];

  test("prints every section open, without the navigation and footer", async ({ page }) => {
    await page.goto("/ready-brehon");
    await waitForHydration(page);
    const main = page.getByRole("main");
    const print = main.getByRole("button", { name: "Print this guide" });
    await expect(print).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Returning Home" })).toBeHidden();

    // The button asks the browser to print.
    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute("data-printed", "true");
    });
    await print.click();
    await expect(page.locator("html")).toHaveAttribute("data-printed", "true");

    await page.emulateMedia({ media: "print" });
    for (const section of SECTIONS) await expect(main.getByText(section, { exact: true })).toBeVisible();
    for (const topic of TOPICS) await expect(main.getByRole("heading", { level: 3, name: topic })).toBeVisible();
    await expect(main).toContainText("Radioactive fallout may arrive in 10 to 20 minutes");
    await expect(print).toBeHidden();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();

    await page.emulateMedia({ media: "screen" });
    await expect(main.getByRole("heading", { level: 3, name: "Returning Home" })).toBeHidden();
    await chooseIrish(page);
    await expect(main.getByRole("button", { name: "Priontáil an treoir seo" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("there is no print button, and printing still opens every section", async ({ page }) => {
      await page.goto("/ready-brehon");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("Ready Brehon: Nuclear Event Preparedness");
      await expect(main.getByRole("button")).toHaveCount(0);
      await expect(main.getByRole("heading", { level: 3, name: "Returning Home" })).toBeHidden();

      await page.emulateMedia({ media: "print" });
      for (const topic of TOPICS) await expect(main.getByRole("heading", { level: 3, name: topic })).toBeVisible();
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("contentinfo")).toBeHidden();
    });
  });
});

/** A free TCP port on this machine. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * A copy of this build, as a deployment of its own in `folder`: the server finds its browser files beside
 * its own bundle, whatever its working directory. The folder sits inside the project, so the bundle's
 * packages resolve from the project's node_modules.
 */
function deploy(folder: string): string {
  cpSync(path.join(ROOT, "build"), path.join(folder, "build"), { recursive: true });
  cpSync(path.join(ROOT, "server/start.js"), path.join(folder, "server/start.js"));
  return path.join(folder, "build/client");
}

/** The server of the deployment in `folder`, until stopped. */
async function startServer(folder: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(folder, "server/start.js")], {
    cwd: folder,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      // No petitions here: the guide needs no database.
      DATABASE_URL: "postgres://brehon@127.0.0.1:1/unreachable",
    },
    stdio: "ignore",
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          (response) => response.ok,
          () => false,
        ),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
  return server;
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}

test("a new build's worker replaces the old one and its kept files", async ({ page, context }, testInfo) => {
  // Two servers start in turn: on a busy machine each start alone can take most of a minute.
  test.setTimeout(180_000);
  // Two deployments of the same address: this build, then one whose guide has changed.
  const folder = testInfo.outputPath("deployments");
  const first = path.join(folder, "first");
  const second = path.join(folder, "second");
  deploy(first);
  const secondClient = deploy(second);
  const guide = path.join(secondClient, "ready-brehon/index.html");
  // A mark React leaves alone when it hydrates the page, so it shows which copy was served.
  writeFileSync(guide, readFileSync(guide, "utf8").replace("<html ", '<html data-build="second" '));
  execFileSync(process.execPath, [path.join(ROOT, "scripts/build-service-worker.js"), secondClient]);
  expect(readFileSync(path.join(secondClient, "sw.js"), "utf8")).not.toBe(
    readFileSync(path.join(first, "build/client/sw.js"), "utf8"),
  );

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let server = await startServer(first, port);
  try {
    await page.goto(`${origin}/ready-brehon`);
    await waitForOfflineReady(page);
    const before = (await cachedUrls(page)).filter((url) => url.startsWith("/ready-brehon"));
    expect(before).toHaveLength(1);

    // Deploy the second build, and let the page check for a new worker as a visit does.
    await stopServer(server);
    server = await startServer(second, port);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const replaced = new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
      await registration.update();
      await replaced;
    });
    // The new worker drops the old copy once it is active.
    await expect
      .poll(async () => (await cachedUrls(page)).filter((url) => url.startsWith("/ready-brehon")))
      .toHaveLength(1);
    const after = (await cachedUrls(page)).filter((url) => url.startsWith("/ready-brehon"));
    expect(after).not.toEqual(before);

    // Offline, the kept guide is the new one.
    await goOffline(context, page);
    await page.goto(`${origin}/ready-brehon`);
    await expect(page.locator("html")).toHaveAttribute("data-build", "second");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ready Brehon: Nuclear Event Preparedness");
  } finally {
    await stopServer(server);
    rmSync(folder, { recursive: true, force: true });
  }
});
