import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCode } from "~/admin/totp.server";
import { postForm } from "../support/requests";
import { cookieOf, STAFF_PASSWORD, setUpStaff } from "../support/staff";
import { type Command, type CommandResult, commandEnv, runCommands } from "./commands";
import {
  addStaffAccount,
  freshDataDir,
  rawRequest,
  type ServerProcess,
  startServer,
  TEST_DATABASE_URL,
} from "./harness";

/**
 * Issue 33 on the built server: sign-in limits that hold under 100 simultaneous attempts, an owner
 * who signs in while an attacker fails elsewhere, windows that end on the server's clock, a flood
 * of refusals that adds one audit entry, and the console's small holes (the set-up token in the
 * log, an https Origin against an http server, Node's own answers without the portal's headers).
 * On the embedded database; and on PostgreSQL with two processes sharing Redis when
 * TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
const REDIS_URL = process.env.TEST_REDIS_URL;
const SETUPS = [
  { name: "embedded database, one process", database: "pglite" as const, env: {} },
  ...(TEST_DATABASE_URL && REDIS_URL
    ? [{ name: "PostgreSQL, two processes, Redis", database: "postgres" as const, env: { WORKERS: "2", REDIS_URL } }]
    : []),
];

const figures: string[] = [];
afterAll(() => {
  if (figures.length) console.info(`console (built server):\n  ${figures.join("\n  ")}`);
});

describe.each(SETUPS)("the console's sign-in on the built server ($name)", ({ name, database, env }) => {
  let server: ServerProcess;
  let dataDir: string | undefined;
  let offset = 0;
  let adminCookie = "";
  const secrets: Record<string, string> = {};
  const ids: Record<string, number> = {};
  /** A run of its own in a shared Redis. */
  const run = Math.random().toString(16).slice(2, 8);
  const net = (n: number) => `2001:db8:${run.slice(0, 4)}:${n.toString(16)}::1`;
  /** Accounts of this run's own: a shared Redis keeps other runs' counts for their window. */
  const ADMIN = `admin-${run}@example.ie`;
  const OWNER = `owner-${run}@example.ie`;

  /** `npm run staff` commands, one after another in one process (test/server/commands.ts). */
  function staffCommands<const C extends readonly string[][]>(...commands: C) {
    // The commands read the time as the server does: moved as far as the test moved the server's clock.
    const childEnv = commandEnv(
      database === "pglite" ? { dataDir: dataDir as string } : { databaseUrl: server.databaseUrl as string },
      {
        TEST_HOOKS: "1",
        TEST_CLOCK_OFFSET: String(offset),
      },
    );
    const list = commands.map((args): Command => ["staff", ...args]);
    return runCommands(childEnv, list) as Promise<{ [K in keyof C]: CommandResult }>;
  }

  const signIn = (email: string, address: string, password = STAFF_PASSWORD, code = "123456") =>
    postForm(server.url, "/admin/sign-in", { email, password, code }, { "X-Forwarded-For": address });
  /** The owner's sign-in with the current code, after the server's clock moved on a step. */
  async function rightSignIn(email: string, address: string) {
    offset += 30_000;
    await server.setClock(offset);
    return signIn(email, address, STAFF_PASSWORD, totpCode(secrets[email] as string, server.clockNow()));
  }
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((counts, status) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {});
  async function auditCsv(): Promise<string> {
    const response = await fetch(`${server.url}/admin/audit.csv`, {
      headers: { cookie: adminCookie, "X-Forwarded-For": net(1) },
    });
    expect(response.status).toBe(200);
    return response.text();
  }

  beforeAll(async () => {
    const links: Record<string, string> = {};
    const addAccounts = async () => {
      const added = await staffCommands(["add", ADMIN, "--role", "admin"], ["add", OWNER, "--role", "moderator"]);
      for (const [index, email] of [ADMIN, OWNER].entries()) {
        links[email] = added[index]?.out.match(/\/admin\/setup\/\S+/)?.[0] ?? "";
      }
    };
    // The embedded database takes the accounts before its server holds it; PostgreSQL's once it exists.
    if (database === "pglite") {
      dataDir = freshDataDir();
      await addAccounts();
      server = await startServer({ database: "none", testHooks: true, env: { DATA_DIR: dataDir, TRUST_PROXY: "1" } });
    } else {
      server = await startServer({ database, testHooks: true, env: { ...env, TRUST_PROXY: "1" } });
      await addAccounts();
    }
    for (const email of Object.keys(links)) secrets[email] = await setUpStaff(server.url, links[email] as string);
    const signedIn = await rightSignIn(ADMIN, net(1));
    expect(signedIn.status).toBe(303);
    adminCookie = cookieOf(signedIn);
    const list = await (await fetch(`${server.url}/admin/accounts`, { headers: { cookie: adminCookie } })).text();
    for (const match of list.matchAll(/href="\/admin\/accounts\/(\d+)"[^>]*>([^<]+)</g)) {
      ids[match[2] as string] = Number(match[1]);
    }
    expect(ids[OWNER]).toBeGreaterThan(0);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("checks 5 of 100 simultaneous wrong sign-ins for one account from one address, and 20 for 100 accounts", async () => {
    const started = performance.now();
    const one = await Promise.all(
      Array.from({ length: 100 }, (_, index) => signIn(`target-${run}@example.ie`, net(10), `wrong ${index}`)),
    );
    const oneMs = Math.round(performance.now() - started);
    const oneTally = tally(one.map((response) => response.status));
    // Five checked; the rest refused as locked, or as busy (503) before anything was read when more sign-ins
    // were under way than SIGN_IN_CHECKS + SIGN_IN_QUEUE (console-sign-in-flood.test.ts).
    expect(oneTally[401], JSON.stringify(oneTally)).toBe(5);
    expect((oneTally[429] ?? 0) + (oneTally[503] ?? 0), JSON.stringify(oneTally)).toBe(95);
    const bad = one.find((response) => ![401, 429, 503].includes(response.status));
    if (bad) console.info(await bad.text());

    const many = await Promise.all(
      Array.from({ length: 100 }, (_, index) => signIn(`many${index}-${run}@example.ie`, net(20), "wrong")),
    );
    const manyTally = tally(many.map((response) => response.status));
    expect(manyTally[401] ?? 0).toBeLessThanOrEqual(20);
    expect((manyTally[401] ?? 0) + (manyTally[429] ?? 0) + (manyTally[503] ?? 0), JSON.stringify(manyTally)).toBe(100);
    figures.push(
      `${name}: 100 at once for one account from one address: ${oneTally[401]} checked, ${oneTally[429] ?? 0} locked, ${oneTally[503] ?? 0} busy (all answered in ${oneMs} ms); 100 accounts from one address: ${manyTally[401] ?? 0} checked, ${manyTally[429] ?? 0} locked, ${manyTally[503] ?? 0} busy`,
    );
  }, 120_000);

  it("lets the owner in from elsewhere while an attacker fails; the window ends on the server's clock; an admin clears it", async () => {
    const owner = OWNER;
    for (let index = 0; index < 5; index++) expect((await signIn(owner, net(30), `guess ${index}`)).status).toBe(401);
    const locked = await signIn(owner, net(30), "guess");
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain("Too many failed sign-ins for this account from your network address.");
    // The owner, at their own address, with the right password and code.
    expect((await rightSignIn(owner, net(31))).status).toBe(303);
    // From the attacker's address even the right password waits for the window's end…
    expect((await rightSignIn(owner, net(30))).status).toBe(429);
    offset += 15 * 60_000;
    await server.setClock(offset);
    expect((await rightSignIn(owner, net(30))).status).toBe(303);

    // …or for an admin, who sees the account locked out and clears it.
    for (let index = 0; index < 5; index++) await signIn(owner, net(32), `guess ${index}`);
    expect((await rightSignIn(owner, net(32))).status).toBe(429);
    const page = await (
      await fetch(`${server.url}/admin/accounts/${ids[owner]}`, { headers: { cookie: adminCookie } })
    ).text();
    expect(page).toContain("locked out");
    const cleared = await postForm(
      server.url,
      `/admin/accounts/${ids[owner]}`,
      { intent: "unlock" },
      { cookie: adminCookie, "X-Forwarded-For": net(1) },
    );
    expect(cleared.status).toBe(303);
    expect((await rightSignIn(owner, net(32))).status).toBe(303);
    const csv = await auditCsv();
    expect(csv).toContain(`,${ADMIN},account-unlocked,,`);
    figures.push(
      `${name}: owner signed in from another address after 5 failures and a refusal at the attacker's; refused at the attacker's address until the window ended (clock moved 15 min) or an admin cleared it`,
    );
  }, 120_000);

  // With the embedded database the command waits for the server to stop: run on PostgreSQL.
  it.runIf(database === "postgres")(
    "npm run staff -- unlock clears an account's failures, audited",
    async () => {
      const owner = OWNER;
      for (let index = 0; index < 5; index++) await signIn(owner, net(33), `guess ${index}`);
      expect((await rightSignIn(owner, net(33))).status).toBe(429);
      const [unlocked] = await staffCommands(["unlock", owner]);
      expect(unlocked.code).toBe(0);
      expect(unlocked.out).toContain("failed sign-ins forgotten");
      expect((await rightSignIn(owner, net(33))).status).toBe(303);
      expect(await auditCsv()).toMatch(/,npm run staff,account-unlocked,/);
    },
    120_000,
  );

  it("adds one audit entry for a flood of refused sign-ins, with the count kept aside", async () => {
    const flooded = `flood-${run}@example.ie`;
    const started = performance.now();
    const statuses: number[] = [];
    // 200 attempts, 20 at a time: as many rows as a longer flood would leave (one per window and kind).
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          signIn(flooded, net(40), `${"x".repeat(200)}${batch}-${index}`).then((response) => response.status),
        ),
      );
      statuses.push(...answers);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const rows = (await auditCsv()).split("\r\n").filter((line) => line.includes(flooded));
    expect(rows.filter((line) => line.includes(",sign-in-failed,"))).toHaveLength(5);
    expect(rows.filter((line) => line.includes(",sign-in-locked,")).length).toBeLessThanOrEqual(2);
    figures.push(
      `${name}: ${statuses.length} wrong sign-ins from one client in ${seconds} s (${tally(statuses)[429] ?? 0} refused): ${rows.length} audit rows`,
    );
  }, 120_000);
});

describe("the console's small holes on the built server", () => {
  let server: ServerProcess;
  let dataDir: string;
  let setupLink = "";

  beforeAll(async () => {
    dataDir = freshDataDir();
    setupLink = await addStaffAccount(dataDir, "admin@example.ie", "admin");
    server = await startServer({ database: "none", env: { DATA_DIR: dataDir } });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("logs the set-up route, never its token (GET and POST)", async () => {
    const path = setupLink;
    const token = path.split("/").pop() as string;
    expect(token.length).toBeGreaterThan(20);
    expect((await fetch(`${server.url}${path}`)).status).toBe(200);
    await postForm(server.url, path, { password: "short", confirm: "short", secret: "x", code: "1" });
    await server.waitForLine(/"method":"POST","path":"\/admin\/setup\/\[token\]"/);
    expect(server.stdout.join("\n")).not.toContain(token);
  });

  it("refuses a console form posted from the https origin of an http server", async () => {
    const path = setupLink;
    const secret = await setUpStaff(server.url, path);
    const signedIn = await postForm(server.url, "/admin/sign-in", {
      email: "admin@example.ie",
      password: STAFF_PASSWORD,
      code: totpCode(secret, Date.now() + 30_000),
    });
    expect(signedIn.status).toBe(303);
    const cookie = cookieOf(signedIn);
    const origin = `https://127.0.0.1:${server.port}`;
    const out = await postForm(server.url, "/admin/sign-out", {}, { cookie, Origin: origin });
    expect(out.status).toBe(403);
    expect((await fetch(`${server.url}/admin`, { headers: { cookie } })).status).toBe(200);
    const api = await fetch(`${server.url}/api/petitions/1/reports`, { method: "POST", headers: { Origin: origin } });
    expect(api.status).toBe(403);
    // Its own origin passes.
    const own = await postForm(server.url, "/admin/sign-out", {}, { cookie, Origin: server.url });
    expect(own.status).toBe(303);
  });

  it("answers what Node refuses itself with the portal's headers and no-store", async () => {
    const cases = [
      { what: "a NUL in the request line", request: "GET /\0 HTTP/1.1\r\nHost: localhost\r\n\r\n", status: 400 },
      {
        what: "a 20 kB header",
        request: `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
        status: 431,
      },
      {
        what: "a 100 kB address",
        request: `GET /${"a".repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
        status: 431,
      },
    ];
    for (const { what, request, status } of cases) {
      const answer = await rawRequest(server.port, request);
      expect(answer.status, what).toBe(status);
      expect(answer.headers["cache-control"], what).toBe("no-store");
      expect(answer.headers["content-security-policy"], what).toContain("default-src 'self'");
      expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
      expect(answer.headers["strict-transport-security"], what).toContain("max-age=63072000");
      expect(answer.headers.connection, what).toBe("close");
    }
    // The server goes on answering.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
