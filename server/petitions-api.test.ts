import type { Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { openTestDatabase } from "./db/test-database";
import { readEnv } from "./env";
import { createPetitionService, createPetitionStore } from "./petitions";
import { createRateLimiter } from "./petitions-rate-limit";

const EMAIL = "secret.submitter@example.com";

/** The real app with a real database; React Router is never reached by these requests. */
async function serve(store: ReturnType<typeof createPetitionStore>, limits = { create: 1000, sign: 1000 }) {
  const app = createApp({
    env: readEnv({}),
    petitions: createPetitionService({
      store,
      createLimiter: createRateLimiter({ limit: limits.create, windowSeconds: 60 }),
      signLimiter: createRateLimiter({ limit: limits.sign, windowSeconds: 60 }),
    }),
    getBuild: () => Promise.reject(new Error("No pages in the API tests")),
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("the petitions JSON API", () => {
  const db = openTestDatabase("pglite");
  let api: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    await db.ready();
    api = await serve(createPetitionStore(db));
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  it("creates a petition and never gives back the email", async () => {
    const response = await postJson(`${api.base}/api/petitions`, {
      title: "  Safer crossings  ",
      description: "<script>alert(1)</script> Pedestrian crossings near schools.",
      submitterName: "Seán",
      submitterEmail: EMAIL,
      category: "public-services",
    });
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).not.toContain(EMAIL);
    const { petition } = JSON.parse(text);
    expect(petition).toMatchObject({ title: "Safer crossings", submitterName: "Seán", signatureCount: 0 });
    expect(petition).not.toHaveProperty("submitterEmail");

    const list = await fetch(`${api.base}/api/petitions`);
    expect(list.status).toBe(200);
    const listText = await list.text();
    expect(listText).not.toContain(EMAIL);
    expect(JSON.parse(listText).petitions[0]).toMatchObject({ id: petition.id, signed: false });
  });

  it("answers 400 with a message per field and stores nothing", async () => {
    const before = (await (await fetch(`${api.base}/api/petitions`)).json()).petitions.length;
    const response = await postJson(`${api.base}/api/petitions`, {
      title: "",
      description: "d".repeat(1001),
      submitterEmail: "not-an-email",
      category: "sport",
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toEqual({
      title: "Enter a title for your petition",
      description: "The description must be 1000 characters or fewer",
      submitterEmail: "Enter an email address in the correct format, like name@example.com",
      category: "Choose one of the listed categories",
    });
    expect(JSON.stringify(body)).not.toContain("not-an-email");
    const after = (await (await fetch(`${api.base}/api/petitions`)).json()).petitions.length;
    expect(after).toBe(before);
  });

  it("answers 400 to malformed JSON and to a body that is not an object", async () => {
    const malformed = await postJson(`${api.base}/api/petitions`, '{"title": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "The request body is not valid JSON." });
    const list = await postJson(`${api.base}/api/petitions`, "[1, 2]");
    expect(list.status).toBe(400);
    expect((await list.json()).errors).toHaveProperty("title");
  });

  it("signs once per browser and reports the new count", async () => {
    const created = await postJson(`${api.base}/api/petitions`, { title: "Sign me", description: "Please." });
    const { petition } = await created.json();
    const first = await fetch(`${api.base}/api/petitions/${petition.id}/signatures`, { method: "POST" });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ signatureCount: 1 });
    const cookie = first.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^brehon_signer=[0-9a-f-]{36}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);

    const again = await fetch(`${api.base}/api/petitions/${petition.id}/signatures`, {
      method: "POST",
      headers: { cookie: cookie.split(";")[0] ?? "" },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "You have already signed this petition.", signatureCount: 1 });

    const other = await fetch(`${api.base}/api/petitions/${petition.id}/signatures`, { method: "POST" });
    expect(await other.json()).toEqual({ signatureCount: 2 });
  });

  it("answers 404 for a petition that does not exist or a malformed id", async () => {
    for (const id of ["999999", "abc", "0", "99999999999"]) {
      const response = await fetch(`${api.base}/api/petitions/${id}/signatures`, { method: "POST" });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ error: "Petition not found." });
    }
  });

  it("answers 429 with Retry-After once an address has used its allowance", async () => {
    const limited = await serve(createPetitionStore(db), { create: 1, sign: 1 });
    try {
      const body = { title: "Rate", description: "Limited" };
      expect((await postJson(`${limited.base}/api/petitions`, body)).status).toBe(201);
      const refused = await postJson(`${limited.base}/api/petitions`, body);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await refused.json()).error).toMatch(/Too many requests/);
    } finally {
      await limited.close();
    }
  });
});

describe("the JSON API with the database down", () => {
  it("answers 503 and logs no email", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const db = openDatabase({ kind: "postgres", url: "postgres://postgres@127.0.0.1:1/none" });
    const api = await serve(createPetitionStore(db));
    try {
      const list = await fetch(`${api.base}/api/petitions`);
      expect(list.status).toBe(503);
      expect(await list.json()).toEqual({ error: "The petitions service is unavailable. Please try again later." });
      const create = await postJson(`${api.base}/api/petitions`, {
        title: "T",
        description: "D",
        submitterEmail: EMAIL,
      });
      expect(create.status).toBe(503);
      expect(errors).toHaveBeenCalled();
      expect(JSON.stringify(errors.mock.calls)).not.toContain(EMAIL);
    } finally {
      await api.close();
      await db.close();
    }
  });
});

/** A TCP relay to the test PostgreSQL server that can be switched on later: the database "comes back". */
async function laterRelay(target: URL) {
  const relay = net.createServer((socket) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on("error", () => upstream.destroy());
    upstream.on("error", () => socket.destroy());
  });
  // Find a free port, and leave it closed until start().
  const probe = net.createServer();
  const port: number = await new Promise((resolve) =>
    probe.listen(0, "127.0.0.1", () => resolve((probe.address() as AddressInfo).port)),
  );
  await new Promise((resolve) => probe.close(resolve));
  return {
    port,
    start: () => new Promise<void>((resolve) => relay.listen(port, "127.0.0.1", () => resolve())),
    stop: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("the JSON API when the database comes back", () => {
  it("answers 503 while PostgreSQL is unreachable and serves petitions once it is back", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const target = new URL(process.env.TEST_DATABASE_URL as string);
    const relay = await laterRelay(target);
    const via = new URL(target.href);
    via.port = String(relay.port);
    const db = openTestDatabase("postgres", via.href);
    const api = await serve(createPetitionStore(db));
    try {
      expect((await fetch(`${api.base}/api/petitions`)).status).toBe(503);
      expect(errors).toHaveBeenCalled();
      await relay.start();
      const back = await fetch(`${api.base}/api/petitions`);
      expect(back.status).toBe(200);
      expect(await back.json()).toEqual({ petitions: [] });
      const created = await postJson(`${api.base}/api/petitions`, { title: "Back", description: "Again" });
      expect(created.status).toBe(201);
    } finally {
      await api.close();
      await db.drop();
      await relay.stop();
    }
  });
});
