import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm } from "../support/requests";
import { staffCookie } from "../support/staff";
import { waitFor } from "../support/wait";
import { addStaffAccount, freshDataDir, type ServerProcess, startServer } from "./harness";

/** Issue 26: PETITION_MODERATION=before, on the built server: a new petition waits for a moderator. */
let server: ServerProcess;
let dataDir: string;
let cookie = "";

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postForm(server.url, path, fields, headers);

beforeAll(async () => {
  dataDir = freshDataDir();
  const link = await addStaffAccount(dataDir, "mod@example.ie", "moderator");
  server = await startServer({ database: "none", env: { DATA_DIR: dataDir, PETITION_MODERATION: "before" } });
  cookie = await staffCookie(server.url, link, "mod@example.ie");
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("pre-moderation", () => {
  it("keeps a new petition from the public, tells its creator in both languages, until a moderator publishes it", async () => {
    const created = await fetch(`${server.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "ga" },
      body: JSON.stringify({ title: "Wait for review", description: "Words." }),
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { petition: { id: number }; awaitingReview: boolean; message: string };
    expect(body.awaitingReview).toBe(true);
    const id = body.petition.id;
    expect((await fetch(`${server.url}/api/petitions/${id}`)).status).toBe(404);
    expect((await fetch(`${server.url}/petitions/${id}`)).status).toBe(404);
    const list = (await (await fetch(`${server.url}/api/petitions`)).json()) as { petitions: { id: number }[] };
    expect(list.petitions.map((petition) => petition.id)).not.toContain(id);

    // Without JavaScript: the form posts to the page, whose answer says the petition waits for review.
    const page = await post("/ga/petitions", { title: "Fan le léamh", description: "Focail." });
    expect(page.status).toBe(303);
    const location = page.headers.get("location") ?? "";
    expect(location).toContain("status=created-pending");
    expect(await (await fetch(`${server.url}${location}`)).text()).toContain(
      "Foilseofar í nuair a bheidh sí léite ag modhnóir.",
    );
    const english = await fetch(`${server.url}/petitions?status=created-pending`);
    expect(await english.text()).toContain("It will be published once a moderator has reviewed it.");

    const queue = await (await fetch(`${server.url}/admin/queue`, { headers: { cookie } })).text();
    expect(queue).toContain("Waiting for review (2)");
    expect(queue).toContain(`href="/admin/petitions/${id}"`);
    const published = await post(`/admin/petitions/${id}`, { intent: "publish" }, { cookie });
    expect(published.status).toBe(303);
    await waitFor(async () => (await fetch(`${server.url}/petitions/${id}`)).status, {
      until: (status) => status === 200,
      what: `the published petition's page /petitions/${id}`,
      timeoutMs: 5_000,
    });
    expect((await fetch(`${server.url}/petitions/${id}`)).status).toBe(200);
    expect((await post(`/admin/petitions/${id}`, { intent: "publish" }, { cookie })).status).toBe(400);
  });
});
