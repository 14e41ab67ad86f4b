import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import { TEST_PASSWORD_COST } from "#test/support/passwords";
import { createSignInLimits, DEFAULT_SIGN_IN_LIMITS } from "./limits.server";
import { hashPassword, PASSWORD_COST, setPasswordCost, verifyPassword } from "./passwords.server";
import { createStaffConsole, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SIGN_IN_REFUSED } from "./service.server";
import { totpCode } from "./totp.server";

const PASSWORD = "correct horse battery staple";
const requester = { ip: "203.0.113.9", userAgent: "test browser" };

describe("staff passwords", () => {
  it("are hashed with scrypt and a salt of their own, and verified in full", async () => {
    // At the cost the server uses, not the lower one the unit tests hash with (test/setup.ts).
    setPasswordCost(PASSWORD_COST);
    onTestFinished(() => setPasswordCost(TEST_PASSWORD_COST));
    const first = await hashPassword(PASSWORD);
    const second = await hashPassword(PASSWORD);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(first).not.toEqual(second);
    expect(first).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, first)).toBe(true);
    expect(await verifyPassword(`${PASSWORD} `, first)).toBe(false);
    expect(await verifyPassword(PASSWORD, "garbage")).toBe(false);
  });
});

describe.each(TEST_BACKENDS)("the staff console's accounts and sessions (%s)", (backend) => {
  const db = openTestDatabase(backend);
  let clock = new Date("2026-11-26T09:00:00Z");
  const staffConsole = createStaffConsole({
    db,
    now: () => clock,
    addressSalt: "test-salt",
    limits: createSignInLimits({ ...DEFAULT_SIGN_IN_LIMITS, pair: 3, account: 3, address: 100 }),
  });
  const { store } = staffConsole;
  let secret = "";

  /** An account set up through its one-time link, as a new member of staff does. */
  async function enrol(email: string, role: "moderator" | "admin") {
    const account = await store.addAccount(email, role);
    if (!account) throw new Error("not created");
    const token = await store.createSetupLink(account.id, 24);
    const enrolSecret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const result = await staffConsole.completeSetup(
      token,
      { password: PASSWORD, confirm: PASSWORD, secret: enrolSecret, code: totpCode(enrolSecret, clock.getTime()) },
      requester,
    );
    return { token, result, secret: enrolSecret };
  }

  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const signIn = (email: string, overrides: Partial<{ password: string; code: string }> = {}) =>
    staffConsole.signIn(
      { email, password: overrides.password ?? PASSWORD, code: overrides.code ?? totpCode(secret, clock.getTime()) },
      requester,
    );

  beforeAll(async () => {
    await db.ready();
  });
  afterAll(async () => {
    await staffConsole.close();
    await db.drop();
  });

  it("sets a password and a second factor through a link that works once", async () => {
    const { token, result, secret: enrolled } = await enrol("moderator@example.ie", "moderator");
    secret = enrolled;
    expect(result).toEqual({ status: "done" });
    const again = await staffConsole.completeSetup(
      token,
      { password: PASSWORD, confirm: PASSWORD, secret, code: totpCode(secret, clock.getTime()) },
      requester,
    );
    expect(again).toEqual({ status: "expired" });
    const stored = await store.accountByEmail("moderator@example.ie");
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
  });

  it("refuses a short password, two different ones and a wrong code at set-up", async () => {
    const account = await store.addAccount("new@example.ie", "moderator");
    const token = await store.createSetupLink(account?.id ?? 0, 24);
    const s = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const attempt = (fields: Record<string, string>) =>
      staffConsole.completeSetup(
        token,
        { password: PASSWORD, confirm: PASSWORD, secret: s, code: totpCode(s, clock.getTime()), ...fields },
        requester,
      );
    expect(await attempt({ password: "short", confirm: "short" })).toMatchObject({ status: "invalid" });
    expect(await attempt({ confirm: `${PASSWORD}!` })).toMatchObject({ status: "invalid" });
    expect(await attempt({ code: "000000" === totpCode(s, clock.getTime()) ? "111111" : "000000" })).toMatchObject({
      status: "invalid",
    });
    expect(await attempt({ secret: "not base32" })).toMatchObject({ status: "invalid" });
    // The link is still good after refusals.
    expect(await staffConsole.setupAccount(token)).not.toBeNull();
  });

  it("signs in with password and one-time code, once per code", async () => {
    advance(60_000);
    const first = await signIn("Moderator@Example.ie ");
    expect(first.status).toBe("signed-in");
    const replay = await signIn("moderator@example.ie", { code: totpCode(secret, clock.getTime()) });
    expect(replay).toEqual({ status: "refused", message: SIGN_IN_REFUSED });
    if (first.status !== "signed-in") return;
    const staff = await staffConsole.session(first.token);
    expect(staff).toMatchObject({ email: "moderator@example.ie", role: "moderator" });
  });

  it("ends a session after 30 minutes without a request and 12 hours in all", async () => {
    advance(60_000);
    const result = await signIn("moderator@example.ie");
    if (result.status !== "signed-in") throw new Error(result.status);
    // Requests every 29 minutes keep it open...
    for (let elapsed = 0; elapsed + 29 * 60_000 < SESSION_ABSOLUTE_MS; elapsed += 29 * 60_000) {
      advance(29 * 60_000);
      expect(await staffConsole.session(result.token)).not.toBeNull();
    }
    // ...until 12 hours have passed.
    advance(29 * 60_000);
    expect(await staffConsole.session(result.token)).toBeNull();

    advance(60_000);
    const idle = await signIn("moderator@example.ie");
    if (idle.status !== "signed-in") throw new Error(idle.status);
    advance(SESSION_IDLE_MS + 1_000);
    expect(await staffConsole.session(idle.token)).toBeNull();
  });

  it("revokes a session, which ends it at once, and lists the account's sessions", async () => {
    advance(60_000);
    const result = await signIn("moderator@example.ie");
    if (result.status !== "signed-in") throw new Error(result.status);
    const staff = await staffConsole.session(result.token);
    if (!staff) throw new Error("no session");
    const listed = await store.sessions(staff.accountId);
    expect(listed.map((session) => session.id)).toContain(staff.sessionId);
    expect(await store.revokeSession(staff.accountId, staff.sessionId)).toBe(true);
    expect(await staffConsole.session(result.token)).toBeNull();
  });

  it("locks an account out after repeated failures, with a clear message, even for the right password", async () => {
    await enrol("locked@example.ie", "admin");
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn("locked@example.ie", { password: "wrong password!" })).status).toBe("refused");
    }
    advance(60_000);
    const locked = await staffConsole.signIn(
      {
        email: "locked@example.ie",
        password: PASSWORD,
        code: totpCode("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", clock.getTime()),
      },
      requester,
    );
    expect(locked).toMatchObject({ status: "locked" });
    if (locked.status === "locked")
      expect(locked.message).toMatch(
        /Too many failed sign-ins for this account from your network address.*try again in 14 minutes/,
      );
  });

  it("refuses a disabled account and ends its sessions", async () => {
    advance(60_000);
    const result = await signIn("moderator@example.ie");
    if (result.status !== "signed-in") throw new Error(result.status);
    const account = await store.accountByEmail("moderator@example.ie");
    await store.setDisabled(account?.id ?? 0, true);
    expect(await staffConsole.session(result.token)).toBeNull();
    advance(60_000);
    expect((await signIn("moderator@example.ie")).status).toBe("refused");
    await store.setDisabled(account?.id ?? 0, false);
  });

  it("writes every sign-in and failure to an audit log that refuses updates and deletes", async () => {
    const entries = await store.auditEntries({ limit: 100 });
    const actions = entries.map((entry) => entry.action);
    expect(actions).toContain("sign-in");
    expect(actions).toContain("sign-in-failed");
    expect(actions).toContain("sign-in-locked");
    expect(actions).toContain("account-set-up");
    const failed = entries.find((entry) => entry.action === "sign-in-failed");
    expect(failed?.addressHash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(entries)).not.toContain(requester.ip);
    expect(JSON.stringify(entries)).not.toContain(PASSWORD);
    await expect(db.sql.query("update audit_log set action = 'nothing'")).rejects.toThrow(/append-only/);
    await expect(db.sql.query("delete from audit_log")).rejects.toThrow(/append-only/);
    expect((await store.auditEntries({ limit: 100 })).length).toBe(entries.length);
  });
});
