import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import { type AccountActor, COMMAND_ACTOR, createAccounts } from "./accounts.server";
import { createSignInLimits, DEFAULT_SIGN_IN_LIMITS } from "./limits.server";
import { createStaffConsole } from "./service.server";
import { totpCode } from "./totp.server";

const PASSWORD = "correct horse battery staple";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const ORIGIN = "https://portal.example";
const requester = { ip: "203.0.113.9", userAgent: "test browser" };

describe.each(TEST_BACKENDS)("the console's accounts (%s)", (backend) => {
  const db = openTestDatabase(backend);
  let clock = new Date("2026-11-26T09:00:00Z");
  const limits = createSignInLimits({ ...DEFAULT_SIGN_IN_LIMITS, pair: 2, account: 2, address: 100 });
  const staffConsole = createStaffConsole({ db, now: () => clock, addressSalt: "test-salt", limits });
  const accounts = createAccounts({ store: staffConsole.store, limits, now: () => clock });
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  /** Adds an account through the rules and sets it up through its link; returns its id. */
  async function enrol(email: string, role: "moderator" | "admin"): Promise<number> {
    const added = await accounts.add(COMMAND_ACTOR, { email, role }, ORIGIN);
    if (added.status !== "done" || !added.setup) throw new Error(added.status);
    const token = added.setup.link.split("/").pop() as string;
    const done = await staffConsole.completeSetup(
      token,
      { password: PASSWORD, confirm: PASSWORD, secret: SECRET, code: totpCode(SECRET, clock.getTime()) },
      requester,
    );
    expect(done).toEqual({ status: "done" });
    return added.account.id;
  }
  const signIn = async (email: string) => {
    advance(60_000);
    const result = await staffConsole.signIn(
      { email, password: PASSWORD, code: totpCode(SECRET, clock.getTime()) },
      requester,
    );
    if (result.status !== "signed-in") throw new Error(result.status);
    return result.token;
  };
  const actorOf = async (email: string): Promise<AccountActor> => ({
    accountId: (await accounts.byEmail(email))?.id ?? null,
    name: email,
    addressHash: "0123456789abcdef0123456789abcdef",
  });
  const lastEntry = async () => (await staffConsole.store.auditEntries({ limit: 1 }))[0];

  let admin = 0;
  let other = 0;
  let moderator = 0;

  beforeAll(async () => {
    await db.ready();
    admin = await enrol("admin@example.ie", "admin");
  });
  afterAll(async () => {
    await staffConsole.close();
    await db.drop();
  });

  it("adds an account with a one-time link, audits it, and refuses a duplicate or a bad address", async () => {
    const added = await accounts.add(
      await actorOf("admin@example.ie"),
      { email: " Mod@Example.ie", role: "moderator" },
      ORIGIN,
    );
    expect(added).toMatchObject({ status: "done", account: { email: "mod@example.ie", state: "waiting for set-up" } });
    if (added.status !== "done") return;
    moderator = added.account.id;
    expect(added.setup?.link).toMatch(/^https:\/\/portal\.example\/admin\/setup\/[A-Za-z0-9_-]{43}$/);
    expect(added.setup?.expiresAt.getTime()).toBe(clock.getTime() + 24 * 3_600_000);
    const entry = await lastEntry();
    expect(entry).toMatchObject({
      actor: "admin@example.ie",
      action: "account-added",
      addressHash: expect.any(String),
    });
    expect(JSON.parse(entry?.detail ?? "")).toEqual({
      account: "mod@example.ie",
      before: null,
      after: { role: "moderator", state: "waiting for set-up", openSessions: 0 },
    });
    expect(entry?.detail).not.toContain(added.setup?.link.split("/").pop());

    expect(await accounts.add(COMMAND_ACTOR, { email: "MOD@example.ie", role: "admin" }, ORIGIN)).toEqual({
      status: "refused",
      message: "There is already an account for mod@example.ie. To give it a new link, reset that account.",
    });
    for (const email of ["nobody", "two@at@example.ie", "İnce@example.ie", "a b@example.ie", 42]) {
      expect(await accounts.add(COMMAND_ACTOR, { email, role: "admin" }, ORIGIN)).toMatchObject({ status: "invalid" });
    }
    expect(await accounts.add(COMMAND_ACTOR, { email: "x@example.ie", role: "owner" }, ORIGIN)).toMatchObject({
      status: "invalid",
    });
  });

  it("lists every account with its state and last sign-in, locked out included", async () => {
    other = await enrol("other@example.ie", "admin");
    await signIn("other@example.ie");
    for (let attempt = 0; attempt < 2; attempt++) {
      await staffConsole.signIn({ email: "admin@example.ie", password: "wrong!", code: "000000" }, requester);
    }
    const list = await accounts.list();
    expect(list.map(({ email, role, state }) => ({ email, role, state }))).toEqual([
      { email: "admin@example.ie", role: "admin", state: "locked out" },
      { email: "mod@example.ie", role: "moderator", state: "waiting for set-up" },
      { email: "other@example.ie", role: "admin", state: "active" },
    ]);
    expect(list.find((entry) => entry.email === "other@example.ie")).toMatchObject({
      lastSignIn: clock,
      openSessions: 1,
    });
    expect(list[0]?.lastSignIn).toBeNull();
    // Clearing the failures is audited, and the account is active again.
    expect(await accounts.unlock(COMMAND_ACTOR, admin)).toMatchObject({ status: "done" });
    expect((await accounts.get(admin))?.state).toBe("active");
    expect((await lastEntry())?.action).toBe("account-unlocked");
  });

  it("changes a role, refusing an admin's own and the last active admin's", async () => {
    const me = await actorOf("admin@example.ie");
    expect(await accounts.setRole(me, admin, "moderator")).toMatchObject({
      status: "refused",
      message: "You cannot change your own role: ask another admin to.",
    });
    expect(await accounts.setRole(me, other, "admin")).toMatchObject({ status: "unchanged" });
    expect(await accounts.setRole(me, other, "moderator")).toMatchObject({ status: "done" });
    const entry = await lastEntry();
    expect(entry?.action).toBe("account-role-changed");
    expect(JSON.parse(entry?.detail ?? "")).toEqual({
      account: "other@example.ie",
      before: { role: "admin", state: "active", openSessions: 1 },
      after: { role: "moderator", state: "active", openSessions: 1 },
    });
    // admin@ is now the only active admin: the command may not demote or disable it either.
    expect(await accounts.setRole(COMMAND_ACTOR, admin, "moderator")).toEqual({
      status: "refused",
      message:
        "admin@example.ie is the last active admin and cannot be made a moderator: make another account an admin first.",
    });
    expect(await accounts.setDisabled(COMMAND_ACTOR, admin, true)).toMatchObject({ status: "refused" });
    // An admin waiting for set-up does not count.
    const waiting = await accounts.add(COMMAND_ACTOR, { email: "new-admin@example.ie", role: "admin" }, ORIGIN);
    expect(waiting.status).toBe("done");
    expect(await accounts.setDisabled(COMMAND_ACTOR, admin, true)).toMatchObject({ status: "refused" });
    expect(await accounts.setRole(COMMAND_ACTOR, other, "admin")).toMatchObject({ status: "done" });
  });

  it("lets only one of two admins demoting each other at once succeed", async () => {
    for (let round = 0; round < 10; round++) {
      const [first, second] = await Promise.all([
        accounts.setRole(await actorOf("admin@example.ie"), other, "moderator"),
        accounts.setRole(await actorOf("other@example.ie"), admin, "moderator"),
      ]);
      expect([first.status, second.status].sort()).toEqual(["done", "refused"]);
      const admins = (await accounts.list()).filter((entry) => entry.role === "admin" && entry.state === "active");
      expect(admins).toHaveLength(1);
      // Both admins again.
      const demoted = first.status === "done" ? other : admin;
      expect((await accounts.setRole(COMMAND_ACTOR, demoted, "admin")).status).toBe("done");
    }
  });

  it("disables an account and ends its sessions at once, and enables it again", async () => {
    const token = await signIn("other@example.ie");
    expect(await staffConsole.session(token)).not.toBeNull();
    const me = await actorOf("admin@example.ie");
    expect(await accounts.setDisabled(me, admin, true)).toMatchObject({
      status: "refused",
      message: "You cannot disable your own account: ask another admin to.",
    });
    expect(await accounts.setDisabled(me, other, true)).toMatchObject({ status: "done" });
    expect(await staffConsole.session(token)).toBeNull();
    expect(JSON.parse((await lastEntry())?.detail ?? "")).toMatchObject({
      before: { state: "active", openSessions: 2 },
      after: { state: "disabled", openSessions: 0 },
    });
    expect(await accounts.setDisabled(me, other, true)).toMatchObject({ status: "unchanged" });
    expect(await accounts.setDisabled(me, other, false)).toMatchObject({ status: "done" });
    expect((await lastEntry())?.action).toBe("account-enabled");
    await signIn("other@example.ie");
  });

  it("resets an account: forgets its password and codes, ends its sessions, makes a new link", async () => {
    const token = await signIn("other@example.ie");
    const me = await actorOf("admin@example.ie");
    expect(await accounts.reset(me, admin, ORIGIN)).toMatchObject({ status: "refused" });
    const reset = await accounts.reset(me, other, ORIGIN);
    expect(reset).toMatchObject({ status: "done", account: { state: "waiting for set-up", openSessions: 0 } });
    expect(await staffConsole.session(token)).toBeNull();
    expect((await lastEntry())?.action).toBe("account-reset");
    advance(60_000);
    const refused = await staffConsole.signIn(
      { email: "other@example.ie", password: PASSWORD, code: totpCode(SECRET, clock.getTime()) },
      requester,
    );
    expect(refused.status).toBe("refused");
    if (reset.status === "done")
      expect(await staffConsole.setupAccount(reset.setup?.link.split("/").pop() ?? "")).not.toBeNull();
  });

  it("ends one session of an account", async () => {
    const first = await signIn("admin@example.ie");
    const second = await signIn("admin@example.ie");
    const sessions = await accounts.sessions(admin);
    const firstId = (await staffConsole.session(first))?.sessionId as string;
    expect(sessions.map((session) => session.id)).toContain(firstId);
    expect(await accounts.endSession(await actorOf("admin@example.ie"), admin, firstId)).toMatchObject({
      status: "done",
    });
    expect((await lastEntry())?.action).toBe("account-session-ended");
    expect(await staffConsole.session(first)).toBeNull();
    expect(await staffConsole.session(second)).not.toBeNull();
    expect(await accounts.endSession(COMMAND_ACTOR, admin, firstId)).toMatchObject({ status: "unchanged" });
    expect(await accounts.endSession(COMMAND_ACTOR, admin, "nope")).toMatchObject({ status: "invalid" });
    expect(await accounts.endSession(COMMAND_ACTOR, 999_999, firstId)).toMatchObject({ status: "not-found" });
    expect(moderator).toBeGreaterThan(0);
  });
});
