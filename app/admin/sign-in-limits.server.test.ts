import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import { COMMAND_ACTOR, createAccounts } from "./accounts.server";
import { createCheckQueue } from "./check-queue.server";
import { createSignInLimits, DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from "./limits.server";
import { createStaffConsole, type SignInResult } from "./service.server";
import { totpCode } from "./totp.server";

/**
 * Issue 33, items 1–3: the sign-in limits hold under concurrency (the attempt is counted before
 * the password is checked), nobody can lock an account's owner out from another address, and a
 * flood of refused sign-ins adds one audit entry per window.
 */
const PASSWORD = "correct horse battery staple";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const REDIS_URL = process.env.TEST_REDIS_URL;
const STORES = ["memory", ...(REDIS_URL ? (["redis"] as const) : [])] as const;
const CASES = TEST_BACKENDS.flatMap((backend) => STORES.map((store) => [backend, store] as const));

/** Figures for the closing note, printed once the file has run. */
const figures: string[] = [];
afterAll(() => {
  if (figures.length) console.info(`sign-in limits:\n  ${figures.join("\n  ")}`);
});

describe.each(CASES)("sign-in limits (%s database, %s counts)", (backend, storeKind) => {
  const db = openTestDatabase(backend);
  let clock = new Date("2026-11-26T09:00:00Z");
  const now = () => clock;
  /** Each run counts under keys of its own in a shared Redis: a fresh salt hashes nothing, but the emails are new. */
  const run = randomBytes(4).toString("hex");
  const makeLimits = () => createSignInLimits(DEFAULT_SIGN_IN_LIMITS, storeKind === "redis" ? REDIS_URL : undefined);
  const limits: SignInLimits = makeLimits();
  /** A second server process, counting through the same Redis (or its own memory). */
  const otherLimits: SignInLimits = makeLimits();
  // Every attempt let in (no refusal as busy), so that the limits alone decide: the queue in front of the
  // checks has tests of its own (check-queue.test.ts).
  const roomy = () => createCheckQueue({ checks: 3, queue: 1_000 });
  const staffConsole = createStaffConsole({ db, now, addressSalt: "test-salt", limits, checks: roomy() });
  const otherProcess = createStaffConsole({ db, now, addressSalt: "test-salt", limits: otherLimits, checks: roomy() });
  const accounts = createAccounts({ store: staffConsole.store, limits, now });
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const email = (name: string) => `${name}-${run}@example.ie`;
  /** Network addresses of this run's own (a shared Redis keeps other runs' counts for their window). */
  const net = `2001:${run.slice(0, 4)}:${run.slice(4)}`;
  const ip = (n: number) => `${net}:${n.toString(16)}::1`;
  const from = (address: string) => ({ ip: address, userAgent: "test" });
  const wrong = (account: string, ip: string, index = 0, via = staffConsole) =>
    via.signIn({ email: account, password: `wrong ${index}`, code: "123456" }, from(ip));
  const right = (account: string, ip: string) =>
    staffConsole.signIn({ email: account, password: PASSWORD, code: totpCode(SECRET, clock.getTime()) }, from(ip));
  const count = async (action: string, actorLike = `%${run}%`) =>
    Number(
      (
        await db.sql.query<{ n: number }>(
          "select count(*)::integer as n from audit_log where action = $1 and actor like $2",
          [action, actorLike],
        )
      ).rows[0]?.n,
    );
  const statuses = (results: SignInResult[]) =>
    results.reduce<Record<string, number>>((tally, result) => {
      tally[result.status] = (tally[result.status] ?? 0) + 1;
      return tally;
    }, {});

  async function enrol(address: string): Promise<number> {
    const added = await accounts.add(COMMAND_ACTOR, { email: address, role: "admin" }, "https://portal.example");
    if (added.status !== "done" || !added.setup) throw new Error(added.status);
    const token = added.setup.link.split("/").pop() as string;
    const done = await staffConsole.completeSetup(
      token,
      { password: PASSWORD, confirm: PASSWORD, secret: SECRET, code: totpCode(SECRET, clock.getTime()) },
      from(ip(200)),
    );
    expect(done).toEqual({ status: "done" });
    advance(30_000);
    return added.account.id;
  }

  beforeAll(async () => {
    await db.ready();
    expect(await limits.ready()).toBe(true);
    expect(await otherLimits.ready()).toBe(true);
  });
  afterAll(async () => {
    await staffConsole.close();
    await otherProcess.close();
    await db.drop();
  });

  it("checks at most 5 of 100 simultaneous wrong sign-ins for one account from one address", async () => {
    const account = email("target");
    await enrol(account);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, index) => wrong(account, ip(10), index, index % 2 ? otherProcess : staffConsole)),
    );
    const elapsed = Math.round(performance.now() - started);
    const checked = await count("sign-in-failed", account);
    // Without Redis each process counts for itself: 5 each.
    const expected = storeKind === "redis" ? 5 : 10;
    expect(checked).toBe(expected);
    expect(statuses(results)).toEqual({ refused: expected, locked: 100 - expected });
    expect(await count("sign-in-locked", account)).toBeLessThanOrEqual(2);
    figures.push(
      `${backend}/${storeKind}: 100 at once for one account from one address (two processes): ${checked} checked, ${100 - checked} refused unchecked, all answered in ${elapsed} ms`,
    );
  });

  it("checks at most 20 of 100 simultaneous sign-ins for 100 accounts from one address", async () => {
    const address = ip(20);
    const results = await Promise.all(Array.from({ length: 100 }, (_, index) => wrong(email(`many${index}`), address)));
    const checked = await count("sign-in-failed", `many%-${run}@example.ie`);
    const tally = statuses(results);
    expect(checked).toBe(tally.refused);
    expect(checked).toBeLessThanOrEqual(20);
    expect((tally.refused ?? 0) + (tally.locked ?? 0) + (tally.busy ?? 0)).toBe(100);
    // Those refused as busy were given back: the address may fill its allowance, and no more.
    let more = 0;
    for (let index = 100; index < 140; index++) {
      const result = await wrong(email(`many${index}`), address);
      if (result.status === "locked") break;
      more += 1;
    }
    expect(checked + more).toBe(20);
    figures.push(
      `${backend}/${storeKind}: 100 at once for 100 accounts from one address: ${checked} checked (${tally.busy ?? 0} refused as busy, ${tally.locked ?? 0} as locked); ${checked + more} in the window in all`,
    );
  });

  it("lets the owner in from another address while an attacker fails, and locks only the attacker's address", async () => {
    const account = email("owner");
    const id = await enrol(account);
    // An attacker fails 5 times from one address, then is refused there…
    for (let index = 0; index < 5; index++) expect((await wrong(account, ip(1), index)).status).toBe("refused");
    expect((await wrong(account, ip(1))).status).toBe("locked");
    // …and once from each of ten more addresses, then is refused at each.
    for (let host = 2; host < 12; host++) {
      expect((await wrong(account, ip(host))).status).toBe("refused");
      expect((await wrong(account, ip(host))).status).toBe("locked");
    }
    // The owner, from an address that has not failed, with the right password and code: in.
    expect((await right(account, ip(107))).status).toBe("signed-in");
    advance(30_000);
    // From an address that failed for the account, even the right password waits for the window…
    const locked = await right(account, ip(3));
    expect(locked).toMatchObject({ status: "locked" });
    // …or for an admin (or `npm run staff -- unlock`), which is audited.
    expect(await accounts.unlock(COMMAND_ACTOR, id)).toMatchObject({ status: "done" });
    expect((await right(account, ip(3))).status).toBe("signed-in");
    expect(await count("account-unlocked", "npm run staff")).toBeGreaterThanOrEqual(1);
    advance(30_000);
    // The window ends 15 minutes after its first failure, on the server's clock.
    for (let index = 0; index < 5; index++) await wrong(account, ip(50), index);
    expect((await right(account, ip(50))).status).toBe("locked");
    advance(15 * 60_000);
    expect((await right(account, ip(50))).status).toBe("signed-in");
    figures.push(
      `${backend}/${storeKind}: owner signed in from a fresh address after 5 failures from one address and 1 from each of 10 more; refused from a failed address until unlocked or the window ended`,
    );
  });

  it("records a flood of refused sign-ins once per window, with a count, and bounds the actor", async () => {
    advance(16 * 60_000);
    const account = email("flood");
    const address = ip(30);
    for (let index = 0; index < 300; index++) await wrong(account, address, index);
    const failed = await count("sign-in-failed", account);
    const locked = await count("sign-in-locked", account);
    expect(failed).toBe(5);
    expect(locked).toBe(1);
    const refusals = await db.sql.query<{ refusals: number }>(
      "select refusals from sign_in_refusals where actor = $1",
      [account],
    );
    expect(refusals.rows.map((row) => Number(row.refusals))).toEqual([295]);
    // A long typed "address" is kept short; text that is no address is not kept at all.
    const long = `${"a".repeat(60)}@${"b".repeat(60)}.${"c".repeat(60)}.ie`;
    await wrong(long, ip(31));
    await wrong(`=hyperlink("x")${"b".repeat(200)}`, ip(31));
    const actors = await db.sql.query<{ actor: string | null }>(
      "select actor from audit_log where address_hash is not null order by id desc limit 2",
    );
    expect(actors.rows.map((row) => row.actor)).toEqual(["(not an email address)", `${long.slice(0, 99)}…`]);
    figures.push(
      `${backend}/${storeKind}: 300 wrong sign-ins from one client: ${failed + locked} audit rows (${failed} failed, ${locked} locked), ${refusals.rows[0]?.refusals} refusals counted in one row`,
    );
  });
});
