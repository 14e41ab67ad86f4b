import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm } from "../support/requests";
import { cookieOf, STAFF_PASSWORD, setUpStaff, signInStaff } from "../support/staff";
import { type Command, type CommandResult, commandEnv, runCommands } from "./commands";
import { addStaffAccounts, freshDataDir, type ServerProcess, startServer } from "./harness";

/** Issue 26: admins manage the console's accounts at /admin/accounts, on the built server. */
const NEW_PASSWORD = "another long private passphrase";

let server: ServerProcess;
let dataDir: string;
const cookies = { admin: "", mod: "", new: "" };

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postForm(server.url, path, fields, headers);
const get = (path: string, cookie?: string) =>
  fetch(`${server.url}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });

/** Sets up an account through its link (a path) as a new member of staff does; returns the TOTP secret. */
const setUp = (path: string, password = STAFF_PASSWORD) => setUpStaff(server.url, path, password, server.clockNow());

/** Signs in; returns the cookie. */
async function signIn(email: string, secret: string, password = STAFF_PASSWORD): Promise<string> {
  const response = await signInStaff(server.url, email, secret, { password, at: server.clockNow() });
  expect(response.status, `sign-in of ${email}`).toBe(303);
  return cookieOf(response);
}

const signedIn = async (cookie: string) => (await get("/admin", cookie)).status === 200;

/** The one-time link on a page that answers an add or a reset, as a path. */
function linkOn(html: string): string {
  const link = html.match(/data-testid="setup-link">([^<]+)</)?.[1] ?? "";
  // It starts with the public address (PUBLIC_URL, by default http://localhost:PORT), as the command's does.
  expect(link.startsWith(`http://localhost:${server.port}/admin/setup/`)).toBe(true);
  expect(link).toMatch(/\/admin\/setup\/[A-Za-z0-9_-]{43}$/);
  return new URL(link).pathname;
}

/** The audit log's rows (RFC 4180), as objects by the header's names. */
async function auditLog(): Promise<Array<Record<string, string>>> {
  const text = await (await get("/admin/audit.csv", cookies.admin)).text();
  const rows: string[][] = [];
  let row: string[] = [];
  let value = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        value += '"';
        index++;
      } else if (char === '"') quoted = false;
      else value += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(value);
      value = "";
    } else if (char === "\r") {
      row.push(value);
      rows.push(row);
      row = [];
      value = "";
      index++;
    } else value += char;
  }
  const [header, ...body] = rows;
  return body.map((cells) => Object.fromEntries((header ?? []).map((name, i) => [name, cells[i] ?? ""])));
}

/** The newest audit entry of an action, its detail parsed. */
async function lastEntry(
  action: string,
): Promise<{ actor?: string; address_hash?: string; detail: unknown } | undefined> {
  const entry = (await auditLog()).filter((row) => row.action === action).pop();
  return entry ? { ...entry, detail: JSON.parse(entry.detail || "null") } : undefined;
}

/** An account's number, from the list's link to it. */
async function idOf(email: string): Promise<string> {
  const html = await (await get("/admin/accounts", cookies.admin)).text();
  const id = html.match(new RegExp(`href="/admin/accounts/(\\d+)"[^>]*>${email.replace(/\./g, "\\.")}<`))?.[1];
  if (!id) throw new Error(`${email} is not listed`);
  return id;
}

/** `npm run staff` commands, run one after another in one process (test/server/commands.ts). */
function staffCommands<const C extends readonly string[][]>(...commands: C) {
  const list = commands.map((args): Command => ["staff", ...args]);
  return runCommands(commandEnv({ dataDir }), list) as Promise<{ [K in keyof C]: CommandResult }>;
}

const secrets = { admin: "", mod: "", new: "" };

beforeAll(async () => {
  dataDir = freshDataDir();
  const [adminLink, moderatorLink] = (await addStaffAccounts(dataDir, [
    ["admin@example.ie", "admin"],
    ["mod@example.ie", "moderator"],
  ])) as [string, string];
  server = await startServer({ database: "none", testHooks: true, env: { DATA_DIR: dataDir } });
  secrets.admin = await setUp(adminLink);
  secrets.mod = await setUp(moderatorLink);
  cookies.admin = await signIn("admin@example.ie", secrets.admin);
  cookies.mod = await signIn("mod@example.ie", secrets.mod);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("who may open the accounts page", () => {
  it("answers without a session with the sign-in page (401), and sends a form post to sign-in", async () => {
    for (const path of ["/admin/accounts", "/admin/accounts/1"]) {
      const response = await get(path);
      expect(response.status, path).toBe(401);
      expect(response.headers.get("cache-control")).toBe("no-store, private");
      const html = await response.text();
      expect(html).toContain('action="/admin/sign-in"');
      expect(html).not.toContain("mod@example.ie");
    }
    const write = await post("/admin/accounts", { email: "x@example.ie", role: "admin" });
    expect(write.status).toBe(303);
    expect(write.headers.get("location")).toBe("/admin/sign-in");
  });

  it("refuses a moderator with a 403 page, and links the page for admins only", async () => {
    for (const path of ["/admin/accounts", "/admin/accounts/1"]) {
      const response = await get(path, cookies.mod);
      expect(response.status, path).toBe(403);
      expect(response.headers.get("cache-control")).toBe("no-store, private");
      const html = await response.text();
      expect(html).toContain("<h1");
      expect(html).toContain("Admins only");
      expect(html).toContain("Only an admin may manage the console&#x27;s accounts.");
      expect(html).not.toContain("admin@example.ie");
    }
    const write = await post("/admin/accounts", { email: "sneaky@example.ie", role: "admin" }, { cookie: cookies.mod });
    expect(write.status).toBe(403);
    expect(await (await get("/admin", cookies.mod)).text()).not.toContain('href="/admin/accounts"');

    const home = await (await get("/admin", cookies.admin)).text();
    expect(home).toContain('href="/admin/accounts"');
    const list = await get("/admin/accounts", cookies.admin);
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).not.toContain("sneaky@example.ie");
    expect(html).toMatch(/>admin@example\.ie<\/a> \(you\)/);
    expect(html).toContain(">mod@example.ie</a>");
    expect(html).toContain(">active<");
  });

  it("refuses a cross-site post even with an admin's session", async () => {
    const crossSite: Array<Record<string, string>> = [
      { Origin: "https://elsewhere.example" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const response = await post(
        "/admin/accounts",
        { email: "forged@example.ie", role: "admin" },
        { cookie: cookies.admin, ...headers },
      );
      expect(response.status).toBe(403);
    }
    expect(await (await get("/admin/accounts", cookies.admin)).text()).not.toContain("forged@example.ie");
  });
});

describe("managing accounts", () => {
  it("adds an account and shows its one-time link once; the link works; a duplicate is refused", async () => {
    const added = await post(
      "/admin/accounts",
      { email: " New@Example.ie", role: "moderator" },
      { cookie: cookies.admin },
    );
    expect(added.status).toBe(200);
    const html = await added.text();
    expect(html).toContain("Account new@example.ie (moderator) created.");
    const link = linkOn(html);
    // Shown once: the list does not show it again.
    const list = await (await get("/admin/accounts", cookies.admin)).text();
    expect(list).not.toContain("/admin/setup/");
    expect(list).toContain(">waiting for set-up<");

    const entry = await lastEntry("account-added");
    expect(entry).toMatchObject({ actor: "admin@example.ie", address_hash: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(entry?.detail).toEqual({
      account: "new@example.ie",
      before: null,
      after: { role: "moderator", state: "waiting for set-up", openSessions: 0 },
    });
    // The command's entries have the same form.
    const byCommand = (await auditLog()).find((row) => row.action === "account-added" && row.actor === "npm run staff");
    expect(JSON.parse(byCommand?.detail ?? "")).toEqual({
      account: "admin@example.ie",
      before: null,
      after: { role: "admin", state: "waiting for set-up", openSessions: 0 },
    });
    expect(JSON.stringify(await auditLog())).not.toContain(link.split("/").pop());

    secrets.new = await setUp(link);
    cookies.new = await signIn("new@example.ie", secrets.new);
    expect(await signedIn(cookies.new)).toBe(true);

    const duplicate = await post(
      "/admin/accounts",
      { email: "NEW@example.ie", role: "admin" },
      { cookie: cookies.admin },
    );
    expect(duplicate.status).toBe(409);
    const refused = await duplicate.text();
    expect(refused).toContain(
      "There is already an account for new@example.ie. To give it a new link, reset that account.",
    );
    expect(refused).toContain('role="alert"');
    expect(refused).not.toContain("/admin/setup/");
    const bad = await post("/admin/accounts", { email: "not an address", role: "admin" }, { cookie: cookies.admin });
    expect(bad.status).toBe(400);
  });

  it("changes a role, which applies from the account's next request", async () => {
    const id = await idOf("mod@example.ie");
    const promoted = await post(`/admin/accounts/${id}`, { intent: "role", role: "admin" }, { cookie: cookies.admin });
    expect(promoted.status).toBe(303);
    expect(promoted.headers.get("location")).toBe(`/admin/accounts/${id}?done=role`);
    expect((await get("/admin/accounts", cookies.mod)).status).toBe(200);
    const entry = await lastEntry("account-role-changed");
    expect(entry?.actor).toBe("admin@example.ie");
    expect(entry?.detail).toEqual({
      account: "mod@example.ie",
      before: { role: "moderator", state: "active", openSessions: 1 },
      after: { role: "admin", state: "active", openSessions: 1 },
    });
    const demoted = await post(
      `/admin/accounts/${id}`,
      { intent: "role", role: "moderator" },
      { cookie: cookies.admin },
    );
    expect(demoted.status).toBe(303);
    expect((await get("/admin/accounts", cookies.mod)).status).toBe(403);
    const page = await (await get(`/admin/accounts/${id}?done=role`, cookies.admin)).text();
    expect(page).toContain("The role is changed.");
    const bad = await post(`/admin/accounts/${id}`, { intent: "role", role: "owner" }, { cookie: cookies.admin });
    expect(bad.status).toBe(400);
  });

  it("refuses an admin's own account: no disabling, demoting or resetting it here", async () => {
    const id = await idOf("admin@example.ie");
    const before = (await auditLog()).length;
    const page = await (await get(`/admin/accounts/${id}`, cookies.admin)).text();
    expect(page).toContain("This is your own account: another admin must change its role, disable or reset it.");
    for (const [fields, message] of [
      [{ intent: "disable" }, "You cannot disable your own account: ask another admin to."],
      [{ intent: "role", role: "moderator" }, "You cannot change your own role: ask another admin to."],
      [{ intent: "reset" }, "You cannot reset your own account: ask another admin to."],
    ] as const) {
      const response = await post(`/admin/accounts/${id}`, fields, { cookie: cookies.admin });
      expect(response.status, fields.intent).toBe(409);
      expect(await response.text()).toContain(message);
    }
    expect(await signedIn(cookies.admin)).toBe(true);
    // Nothing was logged but the next export of the log.
    expect((await auditLog()).length).toBe(before + 1);
  });

  it("ends one session of an account, which refuses its cookie at once", async () => {
    const id = await idOf("mod@example.ie");
    const page = await (await get(`/admin/accounts/${id}`, cookies.admin)).text();
    const sessions = [...page.matchAll(/name="session" value="([0-9a-f]{64})"/g)].map((match) => match[1] as string);
    expect(sessions).toHaveLength(1);
    const ended = await post(
      `/admin/accounts/${id}`,
      { intent: "end-session", session: sessions[0] as string },
      { cookie: cookies.admin },
    );
    expect(ended.status).toBe(303);
    expect(await signedIn(cookies.mod)).toBe(false);
    const entry = await lastEntry("account-session-ended");
    expect(entry?.detail).toEqual({
      account: "mod@example.ie",
      before: { role: "moderator", state: "active", openSessions: 1 },
      after: { role: "moderator", state: "active", openSessions: 0 },
    });
    const again = await post(
      `/admin/accounts/${id}`,
      { intent: "end-session", session: sessions[0] as string },
      { cookie: cookies.admin },
    );
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("That session has already ended.");
  });

  it("resets an account: its password, codes and sessions are gone, and a new link sets them again", async () => {
    const id = await idOf("new@example.ie");
    const reset = await post(`/admin/accounts/${id}`, { intent: "reset" }, { cookie: cookies.admin });
    expect(reset.status).toBe(200);
    const html = await reset.text();
    expect(html).toContain("new@example.ie: password and one-time codes forgotten, sessions ended.");
    const link = linkOn(html);
    expect(await signedIn(cookies.new)).toBe(false);
    const oldPassword = await signInStaff(server.url, "new@example.ie", secrets.new, { at: server.clockNow() });
    expect(oldPassword.status).toBe(401);
    const entry = await lastEntry("account-reset");
    expect(entry?.detail).toEqual({
      account: "new@example.ie",
      before: { role: "moderator", state: "active", openSessions: 1 },
      after: { role: "moderator", state: "waiting for set-up", openSessions: 0 },
    });
    secrets.new = await setUp(link, NEW_PASSWORD);
    cookies.new = await signIn("new@example.ie", secrets.new, NEW_PASSWORD);
    expect(await signedIn(cookies.new)).toBe(true);
  });

  it("disables an account, ending all its sessions at once and refusing sign-in, and enables it again", async () => {
    const id = await idOf("new@example.ie");
    const disabled = await post(`/admin/accounts/${id}`, { intent: "disable" }, { cookie: cookies.admin });
    expect(disabled.status).toBe(303);
    expect(await signedIn(cookies.new)).toBe(false);
    expect(await (await get("/admin/accounts", cookies.admin)).text()).toContain(">disabled<");
    expect((await lastEntry("account-disabled"))?.detail).toEqual({
      account: "new@example.ie",
      before: { role: "moderator", state: "active", openSessions: 1 },
      after: { role: "moderator", state: "disabled", openSessions: 0 },
    });
    // A sign-in with the right password and a fresh code (the server's clock moved on a step) is refused.
    await server.advanceClock(30_000);
    const refused = await signInStaff(server.url, "new@example.ie", secrets.new, {
      password: NEW_PASSWORD,
      at: server.clockNow(),
    });
    expect(refused.status).toBe(401);

    const enabled = await post(`/admin/accounts/${id}`, { intent: "enable" }, { cookie: cookies.admin });
    expect(enabled.status).toBe(303);
    expect((await lastEntry("account-enabled"))?.detail).toMatchObject({
      before: { state: "disabled" },
      after: { state: "active" },
    });
    cookies.new = await signIn("new@example.ie", secrets.new, NEW_PASSWORD);
    expect(await signedIn(cookies.new)).toBe(true);
  });

  it("never leaves the console without an active admin, even when two admins demote each other at once", async () => {
    const modId = await idOf("mod@example.ie");
    const newId = await idOf("new@example.ie");
    const adminId = await idOf("admin@example.ie");
    expect(
      (await post(`/admin/accounts/${newId}`, { intent: "role", role: "admin" }, { cookie: cookies.admin })).status,
    ).toBe(303);
    const [first, second] = await Promise.all([
      post(`/admin/accounts/${newId}`, { intent: "role", role: "moderator" }, { cookie: cookies.admin }),
      post(`/admin/accounts/${adminId}`, { intent: "role", role: "moderator" }, { cookie: cookies.new }),
    ]);
    // One wins; the other is refused, as the last admin (409) or as a moderator by then (403).
    const won = [first, second].filter(
      (response) => response.status === 303 && response.headers.get("location")?.endsWith("?done=role"),
    );
    expect(won).toHaveLength(1);
    expect([first.status, second.status].filter((status) => status === 403 || status === 409)).toHaveLength(1);
    const list = await (await get("/admin/accounts", won[0] === first ? cookies.admin : cookies.new)).text();
    expect(list.match(/<td class="[^"]*">admin<\/td>/g)).toHaveLength(1);
    expect(modId).not.toBe(adminId);
  });
});

describe("the operator's command, with the same rules", () => {
  it("refuses to disable or demote the last active admin, and lists every state", async () => {
    await server.stop();
    const list = (await staffCommands(["list"]))[0].out;
    const admins = list.split("\n").filter((line) => /\tadmin\tactive\t/.test(line));
    expect(admins).toHaveLength(1);
    const last = (admins[0] as string).split("\t")[0] as string;
    expect(list).toMatch(/mod@example\.ie\tmoderator\tactive\tlast sign-in \d{4}-/);

    const [disable, demote, promote, disableAgain, listAgain] = await staffCommands(
      ["disable", last],
      ["role", last, "--role", "moderator"],
      ["role", "mod@example.ie", "--role", "admin"],
      ["disable", last],
      ["list"],
    );
    expect(disable.code).toBe(1);
    expect(disable.err).toContain(`${last} is the last active admin and cannot be disabled`);
    expect(demote.code).toBe(1);
    expect(demote.err).toContain("cannot be made a moderator");
    expect(promote.code).toBe(0);
    expect(disableAgain.code).toBe(0);
    expect(listAgain.out).toContain(`${last}\tadmin\tdisabled`);
  });
});
