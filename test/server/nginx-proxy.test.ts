import { existsSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NGINX, REFERENCE_CONFIG, startNginx } from "../../deploy/nginx-local.mjs";
import { staffCookie } from "../support/staff";
import { waitFor } from "../support/wait";
import { addStaffAccount, freePort, freshDataDir, rawRequest, type ServerProcess, startServer } from "./harness";
import { httpGet } from "./http-client";

/**
 * The reference nginx configuration (deploy/nginx-portal.conf) in front of the
 * built portal, as a government would deploy it (without TLS here): what the
 * shared cache keeps and what it never keeps, live counts through it, and the
 * guide served while the portal is down.
 */

const PUBLIC_URL = "https://www.gov.brehon.example";
const BROWSER = { "Accept-Encoding": "gzip, deflate, br, zstd" };
const installed = existsSync(NGINX);
if (!installed)
  console.warn(`Skipping the nginx tests: ${NGINX} is missing (Debian package nginx; .ci/run installs it)`);

let portal: ServerProcess;
let dataDir: string;
/** The console session cookie of a member of staff (name=value). */
let staffSession = "";
const STAFF_EMAIL = "edge-admin@example.ie";
let proxy: Awaited<ReturnType<typeof startNginx>>;
/** A stand-in origin for one address that answers a cacheable response which also sets a cookie. */
let cookieOrigin: Server;

beforeAll(async () => {
  if (!installed) return;
  // The portal's own idle timeout (the harness raises it for the other tests), held to the proxy's below.
  // A member of staff, for the probe of escaped spellings of the console's addresses (issue 52).
  dataDir = freshDataDir();
  const link = await addStaffAccount(dataDir, STAFF_EMAIL, "admin");
  portal = await startServer({
    database: "none",
    env: { DATA_DIR: dataDir, PUBLIC_URL, TRUST_PROXY: "1", KEEP_ALIVE_TIMEOUT: undefined },
  });
  staffSession = await staffCookie(portal.url, link, STAFF_EMAIL);
  cookieOrigin = createServer((_req, res) => {
    res.writeHead(200, {
      "Content-Type": "text/plain",
      "Cache-Control": "public, max-age=60, s-maxage=60",
      "Set-Cookie": `visitor=${Math.random()}; Path=/; HttpOnly`,
    });
    res.end("for one visitor");
  });
  cookieOrigin.listen(await freePort(), "127.0.0.1");
  await new Promise((resolve) => cookieOrigin.once("listening", resolve));
  const cookiePort = (cookieOrigin.address() as { port: number }).port;
  proxy = await startNginx({
    port: await freePort(),
    upstreamPort: portal.port,
    extraLocations: `    location = /sets-a-cookie { proxy_pass http://127.0.0.1:${cookiePort}; }`,
  });
});

afterAll(async () => {
  await proxy?.stop();
  await portal?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await new Promise((resolve) => (cookieOrigin ? cookieOrigin.close(resolve) : resolve(undefined)));
});

const through = (path: string, headers: Record<string, string> = BROWSER, method = "GET") =>
  httpGet(proxy.url, path, headers, method);

describe.skipIf(!installed)("the reference nginx configuration in front of the portal", () => {
  it("closes its idle connections to the portal before the portal closes them", async () => {
    // A request sent on a connection the portal is closing fails: a form post would get 502.
    const direct = await fetch(`${portal.url}/healthz`);
    await direct.arrayBuffer();
    const portalSeconds = Number(/timeout=(\d+)/.exec(direct.headers.get("keep-alive") ?? "")?.[1]);
    const upstream = /upstream brehon_portal \{[^}]*\}/.exec(readFileSync(REFERENCE_CONFIG, "utf8"))?.[0] ?? "";
    const proxySeconds = Number(/keepalive_timeout\s+(\d+)s;/.exec(upstream)?.[1]);
    expect(upstream).toMatch(/keepalive \d+;/);
    expect(proxySeconds).toBeGreaterThan(0);
    expect(proxySeconds).toBeLessThan(portalSeconds);
  });

  it("answers the second anonymous request for a page from its cache, the same bytes", async () => {
    const first = await through("/ready-brehon");
    const second = await through("/ready-brehon");
    expect(first.status).toBe(200);
    expect(first.headers["x-cache-status"]).toMatch(/MISS|EXPIRED/);
    expect(second.headers["x-cache-status"]).toBe("HIT");
    expect(second.raw.equals(first.raw)).toBe(true);
    expect(second.headers["content-encoding"]).toBe("br");
    // One copy per coding: gzip-only clients get the gzip copy, then from the cache too.
    const gzip = await through("/ready-brehon", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.text).toBe(first.text);
    expect((await through("/ready-brehon", { "Accept-Encoding": "gzip" })).headers["x-cache-status"]).toBe("HIT");
    // A browser revalidating gets 304 from the cache.
    const revalidated = await through("/ready-brehon", { ...BROWSER, "If-None-Match": String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
  });

  it("a forged Host cannot change a cached page", async () => {
    const forged = { ...BROWSER, Host: "evil.example", "X-Forwarded-Host": "evil2.example" };
    // The forged request is the one that fills the cache...
    const first = await through("/ga/ready-brehon", forged);
    expect(first.status).toBe(200);
    expect(first.text).not.toMatch(/evil\d?\.example/);
    expect(first.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/ga/ready-brehon"/>`);
    // ...and an honest visitor gets exactly that, with the public address.
    const honest = await through("/ga/ready-brehon");
    expect(honest.headers["x-cache-status"]).toBe("HIT");
    expect(honest.raw.equals(first.raw)).toBe(true);
    const sitemap = await through("/sitemap.xml", forged);
    expect(sitemap.text).toContain(`<loc>${PUBLIC_URL}/</loc>`);
    expect(sitemap.text).not.toMatch(/evil\d?\.example/);
  });

  it("never keeps a response that sets a cookie, even one that says it may be cached", async () => {
    const first = await through("/sets-a-cookie");
    const second = await through("/sets-a-cookie");
    expect(first.headers["set-cookie"]).toBeDefined();
    expect(second.headers["set-cookie"]).toBeDefined();
    expect(second.headers["set-cookie"]).not.toEqual(first.headers["set-cookie"]);
    expect(second.headers["x-cache-status"]).not.toBe("HIT");
  });

  it("passes a signature to an event-stream viewer within 2 s, and the signer's next page learns it signed", async () => {
    const create = await fetch(`${proxy.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Through the proxy", description: "Counts travel through the edge." }),
    });
    expect(create.status).toBe(201);
    expect(create.headers.get("x-cache-status")).toBeNull();
    const { petition } = (await create.json()) as { petition: { id: number } };

    // An anonymous visitor's page fills the cache before the signature.
    expect((await through(`/petitions/${petition.id}`)).status).toBe(200);

    const controller = new AbortController();
    const stream = await fetch(`${proxy.url}/api/petitions/${petition.id}/events`, { signal: controller.signal });
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.headers.get("cache-control")).toBe("no-store, no-transform");
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = "";
    const seen = (pattern: RegExp) =>
      (async () => {
        while (!pattern.test(received)) {
          const { value, done } = await reader.read();
          if (done) throw new Error(`stream ended before ${pattern}: ${received}`);
          received += decoder.decode(value, { stream: true });
        }
      })();
    await seen(/"signatureCount":0/);

    const started = Date.now();
    const signed = await fetch(`${proxy.url}/api/petitions/${petition.id}/signatures`, { method: "POST" });
    expect(signed.status).toBe(201);
    await seen(/"signatureCount":1/);
    expect(Date.now() - started).toBeLessThan(2_000);
    controller.abort();

    const cookie = (signed.headers.get("set-cookie") ?? "").split(";")[0] as string;
    expect(cookie).toMatch(/^brehon_signer=/);
    // What this browser signed is its own request: from the portal, never stored by the proxy.
    for (let attempt = 0; attempt < 2; attempt++) {
      const own = await through(`/api/petitions/signed?ids=${petition.id}`, { ...BROWSER, Cookie: cookie });
      expect(own.headers["x-cache-status"]).not.toBe("HIT");
      expect(own.headers["cache-control"]).toBe("private, no-store");
      expect(JSON.parse(own.text)).toEqual({ signed: [petition.id] });
    }
    // The page itself is the same for everyone (the cached one), and its island marks it signed from
    // that request; a stranger's request says nothing is signed.
    const page = await through(`/petitions/${petition.id}`, { ...BROWSER, Cookie: cookie });
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("&quot;signed&quot;:true");
    const stranger = await through(`/api/petitions/signed?ids=${petition.id}`);
    expect(JSON.parse(stranger.text)).toEqual({ signed: [] });
  });

  /** A request sent as written: fetch and URL would resolve dot segments and backslashes first. */
  const rawThrough = (path: string, headers: Record<string, string> = {}) =>
    rawRequest(
      proxy.port,
      `GET ${path} HTTP/1.1\r\nHost: www.gov.brehon.example\r\nConnection: close\r\n${Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("")}\r\n`,
    );

  it("never hands a console page or the audit export kept for staff to a visitor without a session (issue 52)", async () => {
    const staff = { ...BROWSER, Cookie: staffSession };
    // The console itself, for staff: theirs alone.
    const own = await through("/admin/audit.csv", staff);
    expect(own.status).toBe(200);
    expect(own.headers["content-type"]).toMatch(/^text\/csv/);
    expect(own.headers["cache-control"]).toBe("no-store, private");
    // The probe: an escaped spelling with a session, then the same address without one, a second later.
    for (const path of [
      "/%61dmin/audit.csv",
      "/%61dmin/accounts",
      "/%61dmin/queue",
      "/admin/./audit.csv",
      "//admin/audit.csv",
    ]) {
      const withSession = await rawThrough(path, { Cookie: staffSession });
      const stranger = await rawThrough(path);
      // What the probe saw: a HIT with the staff member's page.
      expect(stranger.headers["x-cache-status"], path).not.toBe("HIT");
      expect(stranger.body, path).not.toContain(own.text.split("\n")[0] as string);
      expect(withSession.status, path).toBe(301);
      expect(withSession.headers.location, path).toBe(
        path.includes("audit") ? "/admin/audit.csv" : path.replace("%61", "a"),
      );
      expect(withSession.headers["cache-control"], path).toMatch(/no-store/);
      expect(stranger.status, path).toBe(301);
    }
    // The sign-in page's escaped spelling is not a public page either.
    const signIn = await rawThrough("/%61dmin/sign-in");
    expect(signIn.status).toBe(301);
    expect(signIn.headers["cache-control"]).toBe("no-store, private");
    // And the normal address without a session is the sign-in page, never the export.
    const anonymous = await through("/admin/audit.csv");
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).not.toContain(own.text.split("\n")[0] as string);
    // A public page asked for with a session is answered privately by the portal too, whatever the address
    // (the proxy may answer it from the copy every visitor gets).
    const page = await httpGet(portal.url, "/ready-brehon", staff);
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(String(page.headers.vary)).toContain("Cookie");
  });

  it("never hands which petitions a visitor signed to another visitor, under any spelling (issue 52)", async () => {
    const create = await fetch(`${proxy.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Signed in private", description: "Nobody else learns who signed this." }),
    });
    const { petition } = (await create.json()) as { petition: { id: number } };
    const signed = await fetch(`${proxy.url}/api/petitions/${petition.id}/signatures`, { method: "POST" });
    expect(signed.status).toBe(201);
    const cookie = (signed.headers.get("set-cookie") ?? "").split(";")[0] as string;
    for (const path of [
      `/api/petitions/%73igned?ids=${petition.id}`,
      `/api/petitions/x/../signed?ids=${petition.id}`,
    ]) {
      const victim = await rawThrough(path, { Cookie: cookie });
      const before = await rawThrough(path);
      // What the probe saw: the victim's marks, to a client without a cookie.
      expect(before.body, path).not.toContain(`"signed":[${petition.id}]`);
      expect(victim.status, path).toBe(301);
      expect(victim.headers.location, path).toBe(`/api/petitions/signed?ids=${petition.id}`);
      expect(victim.body, path).not.toContain(`"signed":[${petition.id}]`);
      // The redirect is the same for everyone, and may be kept: it is all a stranger gets.
      const stranger = await rawThrough(path);
      expect(stranger.status, path).toBe(301);
      expect(stranger.body, path).not.toContain(`"signed":[${petition.id}]`);
    }
    const own = await through(`/api/petitions/signed?ids=${petition.id}`, { ...BROWSER, Cookie: cookie });
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect(String(own.headers.vary)).toContain("Cookie");
    expect(JSON.parse(own.text)).toEqual({ signed: [petition.id] });
    const stranger = await through(`/api/petitions/signed?ids=${petition.id}`);
    expect(JSON.parse(stranger.text)).toEqual({ signed: [] });
  });

  it("keeps anonymous API reads a moment, and fetches a fresh one when asked, as the islands do after a change", async () => {
    const list = "/api/petitions?sort=newest";
    await through(list);
    expect((await through(list)).headers["x-cache-status"]).toBe("HIT");
    const create = await fetch(`${proxy.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Fresh after a change", description: "Its creator sees it at once." }),
    });
    const { petition } = (await create.json()) as { petition: { id: number } };
    const fresh = await through(list, { ...BROWSER, "Cache-Control": "no-cache" });
    expect(fresh.headers["x-cache-status"]).toBe("BYPASS");
    expect(JSON.parse(fresh.text).petitions[0].id).toBe(petition.id);
  });

  it("refuses a body larger than the portal takes, at the edge", async () => {
    const response = await fetch(`${proxy.url}/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `title=${"a".repeat(40 * 1024)}`,
    });
    expect(response.status).toBe(413);
  });

  it("with two origins, one of them down, passes every request to the other", async () => {
    // An origin that refuses connections (a machine whose portal died), listed first.
    const dead = await freePort();
    const pair = await startNginx({
      port: await freePort(),
      upstreams: [`127.0.0.1:${dead}`, `127.0.0.1:${portal.port}`],
    });
    try {
      for (let attempt = 0; attempt < 6; attempt++) {
        // Past the cache: each read reaches an origin.
        const read = await httpGet(pair.url, "/api/petitions", { ...BROWSER, "Cache-Control": "no-cache" });
        expect(read.status, `read ${attempt}`).toBe(200);
        const page = await httpGet(pair.url, `/petitions?page=${attempt + 2}`, BROWSER);
        expect(page.status, `page ${attempt}`).toBe(200);
      }
      // A post that never reached the dead origin (refused) is passed on too.
      const created = await fetch(`${pair.url}/api/petitions`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ title: "Made past a dead origin", description: "The other origin took it." }),
      });
      expect(created.status).toBe(201);
      // nginx did try the dead origin first: its log says so.
      expect(pair.errorLog()).toMatch(/connect\(\) failed \(111: Connection refused\)/);
    } finally {
      await pair.stop();
    }
  });

  it("with the portal stopped, still serves the guide and, stale, the petitions list", async () => {
    expect((await through("/ready-brehon")).status).toBe(200);
    expect((await through("/petitions")).status).toBe(200);
    await portal.stop();
    const guide = await through("/ready-brehon");
    expect(guide.status).toBe(200);
    expect(guide.text).toContain(`${PUBLIC_URL}/ready-brehon`);
    expect(guide.headers["x-cache-status"]).toMatch(/HIT|STALE/);
    // Once the list's few seconds at the edge are over (the first answer that is not a HIT),
    // stale-if-error keeps it served while the origin is down.
    const list = await waitFor(() => through("/petitions"), {
      until: (answer) => answer.headers["x-cache-status"] !== "HIT",
      what: "the list's copy at the edge to be past its s-maxage",
      timeoutMs: 15_000,
      everyMs: 250,
    });
    expect(list.status).toBe(200);
    expect(list.headers["x-cache-status"]).toBe("STALE");
  });
});
