// `npm run docs:screenshots`: the pictures of the README and the console manual (docs/images/), taken in
// Chromium from the built portal. It builds nothing: run `npm run build` first. It starts the built server on
// a fresh embedded database in a temporary folder, adds two staff accounts with `npm run staff`, creates the
// petitions the pictures show through the JSON API, signs in with one-time codes as a member of staff would,
// and writes one PNG per picture. The temporary folder is removed at the end.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const IMAGES = path.join(ROOT, "docs/images");
const SYSTEM_CHROMIUM = "/usr/bin/chromium";
const PASSWORD = "a long passphrase for the pictures";
const ADMIN = "aoife.admin@gov.example";
const MODERATOR = "eoin.moderator@gov.example";

if (!existsSync(path.join(ROOT, "build/server/index.js"))) {
  console.error("The pictures are taken from the built portal: run `npm run build` first.");
  process.exit(1);
}

const started = Date.now();
const say = (line) => console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${line}`);

/** The code an authenticator app shows for `secret` at `at`. */
const totp = (secret, at = Date.now()) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: at,
  });

/** A port nothing listens on. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const dataDir = mkdtempSync(path.join(tmpdir(), "brehon-docs-"));
/** The environment of the staff command and the server: this folder's database, nothing of the caller's. */
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" };
for (const name of ["DATABASE_URL", "REDIS_URL", "SMTP_URL", "WORKERS", "TRUST_PROXY", "NODE_ENV"]) delete env[name];

/** Adds an account with `npm run staff` (before the server holds the database); returns its set-up path. */
function addStaff(email, role) {
  const added = spawnSync(process.execPath, ["scripts/staff.js", "add", email, "--role", role], {
    cwd: ROOT,
    env,
    encoding: "utf8",
  });
  const link = added.stdout.match(/\/admin\/setup\/\S+/)?.[0];
  if (!link) throw new Error(`npm run staff -- add ${email} printed no link:\n${added.stdout}${added.stderr}`);
  return link;
}

let server;
let browser;

async function main() {
  say(`a fresh database in ${dataDir}`);
  const adminLink = addStaff(ADMIN, "admin");
  const moderatorLink = addStaff(MODERATOR, "moderator");

  const port = await freePort();
  const base = `http://localhost:${port}`;
  server = spawn(process.execPath, ["server/start.js"], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      // Low thresholds, so that a few signatures put a petition in the "Owed a response" list.
      PETITION_RESPONSE_THRESHOLD: "3",
      PETITION_DEBATE_THRESHOLD: "5",
      RATE_LIMIT_CREATE: "1000",
      RATE_LIMIT_SIGN: "1000",
      RATE_LIMIT_SIGN_PER_PETITION: "1000",
      RATE_LIMIT_REPORT: "1000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  server.once("exit", (code) => {
    if (code !== null && code !== 0) console.error(`The server stopped with status ${code}.`);
  });
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 600 || server.exitCode !== null) throw new Error("The server did not answer /healthz.");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  say(`the portal answers at ${base}`);

  // The petitions the pictures show: one popular (owed a response), one reported, two new.
  const create = async (title, description, category, submitterName) => {
    const response = await fetch(`${base}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title, description, category, submitterName }),
    });
    if (response.status !== 201) throw new Error(`creating "${title}": ${response.status} ${await response.text()}`);
    return (await response.json()).petition.id;
  };
  const popular = await create(
    "Build a footbridge at Ballyglass",
    "A footbridge over the river for the school run, so that children no longer walk on the main road.",
    "infrastructure",
    "Aoife Ní Bhriain",
  );
  const reported = await create(
    "Free tickets for my brother's concert",
    "Everyone should buy tickets at the door of the hall on Friday.",
    "other",
  );
  await create(
    "Longer library hours",
    "Open the county libraries on Sunday afternoons for students and families.",
    "public-services",
    "Cathal Ó Murchú",
  );
  // Written in Irish: the translation queue shows it beside the English ones.
  const irish = await fetch(`${base}/api/petitions?lang=ga`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      title: "Bus scoile do Chois Fharraige",
      description: "Bus scoile gach maidin ón gCeathrú Rua go dtí an Spidéal.",
      category: "public-services",
    }),
  });
  if (irish.status !== 201) throw new Error(`creating the Irish petition: ${irish.status}`);
  const trees = await create(
    "Plant native trees along the coast road",
    "Native trees would shelter the road from the wind and give birds a home.",
    "environment",
  );
  // Each signature without a cookie is a new signer.
  for (let signer = 0; signer < 6; signer += 1) {
    const signed = await fetch(`${base}/api/petitions/${popular}/signatures`, { method: "POST" });
    if (signed.status !== 201) throw new Error(`signing: ${signed.status}`);
  }
  await fetch(`${base}/api/petitions/${reported}/reports`, { method: "POST" });

  // The moderator sets up their account, then five wrong passwords lock it at this address.
  const setUpPage = await (await fetch(`${base}${moderatorLink}`)).text();
  const moderatorSecret = setUpPage.match(/data-testid="totp-secret">([A-Z2-7]{32})</)?.[1];
  if (!moderatorSecret) throw new Error("no secret on the moderator's set-up page");
  const form = (fields) => ({
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  const setUp = await fetch(
    `${base}${moderatorLink}`,
    form({ password: PASSWORD, confirm: PASSWORD, secret: moderatorSecret, code: totp(moderatorSecret) }),
  );
  if (setUp.status !== 303) throw new Error(`the moderator's set-up: ${setUp.status}`);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await fetch(`${base}/admin/sign-in`, form({ email: MODERATOR, password: "not the password", code: "000000" }));
  }
  say("petitions, signatures, a report and a locked-out moderator are in place");

  mkdirSync(IMAGES, { recursive: true });
  browser = await chromium.launch({
    executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: "block",
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  const shot = async (name, options = {}) => {
    // A whole page is drawn from its top: scrolled, the sticky header would be drawn where the window was.
    if (options.fullPage && !options.clip) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(IMAGES, name), animations: "disabled", ...options });
    say(`docs/images/${name}`);
  };
  const open = async (address) => {
    await page.goto(`${base}${address}`);
    await page.waitForLoadState("networkidle");
  };

  // The home page in each language (the README).
  await open("/");
  await shot("home-en.png");
  await open("/ga");
  await shot("home-ga.png");

  // Enrolment: the one-time link's page, then the sign-in.
  await open(adminLink);
  const adminSecret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("The same password again").fill(PASSWORD);
  await shot("console-set-up.png", { fullPage: true });
  await page.getByLabel("The code your app shows now").fill(totp(adminSecret));
  await page.getByRole("button", { name: "Save and go to sign-in" }).click();
  await page.waitForURL(/\/admin\/sign-in\?set-up$/);
  await page.getByLabel("Email address").fill(ADMIN);
  await page.getByLabel("Password").fill(PASSWORD);
  // The current code was used at set-up: the next time step's.
  await page.getByLabel("One-time code").fill(totp(adminSecret, Date.now() + 30_000));
  await shot("console-sign-in.png");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { level: 1, name: "Operators' console" }).waitFor();

  // The queue, and a reported petition being removed with a reason.
  await open("/admin/queue");
  await shot("console-queue.png", { fullPage: true });
  await open(`/admin/petitions/${reported}`);
  await page.getByLabel("Remove from the public site, because").selectOption("misleading");
  await shot("console-petition.png", { fullPage: true });
  await page.getByRole("button", { name: "Remove the petition" }).click();
  await page.getByRole("main").getByRole("status").waitFor();

  // The Government's response, published in both languages.
  await open(`/admin/petitions/${popular}/response`);
  const responseForm = page.locator("form", { has: page.locator('input[name="kind"][value="response"]') });
  await responseForm
    .locator('textarea[name="en"]')
    .fill("The Government will build the footbridge at Ballyglass next year, with the county council.");
  await responseForm
    .locator('textarea[name="ga"]')
    .fill(
      "Tógfaidh an Rialtas an droichead coisithe ag Baile an Ghlais an bhliain seo chugainn, leis an gcomhairle contae.",
    );
  await responseForm.getByRole("button", { name: "Publish in English and Irish" }).click();
  await page.getByRole("main").getByRole("status").first().waitFor();
  await shot("console-response.png", { fullPage: true });

  // The translation queue, and a petition's translation with its original beside the form.
  await open("/admin/translations");
  await shot("console-translations.png", { fullPage: true });
  await open(`/admin/petitions/${trees}/translation`);
  await page.getByLabel("Title in Irish").fill("Cuir crainn dhúchasacha feadh bhóthar an chósta");
  await page
    .getByLabel("Description in Irish")
    .fill("Thabharfadh crainn dhúchasacha foscadh don bhóthar ón ngaoth agus áit chónaithe d'éin.");
  await shot("console-translation.png", { fullPage: true });
  await page.getByRole("button", { name: "Save the translation" }).click();
  await page.getByRole("main").getByRole("status").first().waitFor();

  // The site banner, filled in, then as the public sees it.
  await open("/admin/banner");
  await page.getByLabel("Warning").check();
  await page.getByLabel("Text in English").fill("Storm warning: ferries to the islands are cancelled today.");
  await page
    .getByLabel("Text in Irish")
    .fill("Rabhadh stoirme: tá na báid farantóireachta chuig na hoileáin curtha ar ceal inniu.");
  await page.getByLabel("Link (optional)").fill("/ready-brehon");
  await shot("console-banner.png", { fullPage: true });
  await page.getByRole("button", { name: "Switch the banner on" }).click();
  await page.getByRole("main").getByRole("status").first().waitFor();
  // Each process writes the banner into its pages in the background (under a second): wait for it.
  for (let tries = 0; ; tries += 1) {
    await open("/ga");
    if ((await page.getByText("Rabhadh stoirme").count()) > 0) break;
    if (tries > 50) throw new Error("the banner did not reach the home page");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await shot("banner-on-home.png", { clip: { x: 0, y: 0, width: 1280, height: 400 } });

  // Accounts, and the locked-out moderator's page with its unlock button.
  await open("/admin/accounts");
  await shot("console-accounts.png", { fullPage: true });
  await page.getByRole("link", { name: MODERATOR }).click();
  await page.waitForLoadState("networkidle");
  await shot("console-unlock.png", { fullPage: true });

  // The audit log, and its download.
  await open("/admin/audit");
  await shot("console-audit.png");
  const download = page.getByRole("link", { name: "Download the whole log as CSV" });
  await download.scrollIntoViewIfNeeded();
  const box = await download.boundingBox();
  if (!box) throw new Error("the audit log's download link is not shown");
  // The box is where the link shows in the window; the clip is measured on the whole page.
  const top = Math.max(0, box.y + (await page.evaluate(() => window.scrollY)) - 160);
  await shot("console-exports.png", { fullPage: true, clip: { x: 0, y: top, width: 1280, height: 320 } });

  say("done");
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await stopped;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
