import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPetition, postForm } from "../support/requests";
import { type ServerProcess, startServer } from "./harness";

/** A page's form refused for its sender's allowance is a short page, not the page drawn again. */
const SHORT = 3_000;

/**
 * Page posts refused for their sender's allowance (429) on the built server: a short page of their own, in the
 * page's language, saying when to try again; and the no-JavaScript look for similar petitions, a search, counted
 * against RATE_LIMIT_SEARCH before anything is looked for.
 */
describe("refused page posts", () => {
  let server: ServerProcess;
  let petition = 0;
  beforeAll(async () => {
    server = await startServer({ env: { RATE_LIMIT_CREATE: "1", RATE_LIMIT_SEARCH: "3", RATE_LIMIT_REPORT: "1" } });
    // The one creation this client is allowed.
    petition = await createPetition(server.url, {
      title: "Longer opening hours for the national library",
      description: "Open the library on Sundays.",
    });
  });
  afterAll(() => server?.stop());

  const newPetition = {
    intent: "create",
    title: "A footbridge over the river at Ballyglass",
    description: "Walkers cross on the road bridge today.",
    submitterName: "Áine",
    submitterEmail: "aine@example.ie",
    category: "infrastructure",
    similarSeen: "1",
  };

  it("answers a refused creation with a short page in the page's language that keeps what was typed", async () => {
    for (const [path, language, words] of [
      ["/petitions", "en", /Try again in \d+ seconds?\./],
      ["/ga/petitions", "ga", /Bain triail eile as i gceann \d+ soicind\./],
    ] as const) {
      const response = await postForm(server.url, path, newPetition);
      expect(response.status, path).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const page = await response.text();
      expect(Buffer.byteLength(page), path).toBeLessThan(SHORT);
      expect(page).toContain(`<html lang="${language}">`);
      expect(page).toMatch(/<h1>[^<]+<\/h1>/);
      expect(page).toMatch(words);
      // The form sends what was typed again, without JavaScript; the email is never written into a page.
      expect(page).toContain(`<form method="post" action="${path}">`);
      expect(page).toContain('name="title" value="A footbridge over the river at Ballyglass"');
      expect(page).not.toContain("aine@example.ie");
      expect(page).toContain(`<a href="${path}">`);
    }
  });

  it("answers a refused report on a petition's page with the short page too", async () => {
    const fields = { intent: "report", petitionId: String(petition) };
    expect((await postForm(server.url, `/petitions/${petition}`, fields)).status).toBe(303);
    const refused = await postForm(server.url, `/petitions/${petition}`, fields);
    expect(refused.status).toBe(429);
    const page = await refused.text();
    expect(Buffer.byteLength(page)).toBeLessThan(SHORT);
    expect(page).toContain(`name="petitionId" value="${petition}"`);
  });

  it("counts the look for similar petitions against the search allowance", async () => {
    const like = { ...newPetition, title: "Longer opening hours for the library", similarSeen: "" };
    // Three looks are allowed (each shows the similar petition and creates nothing), the fourth is refused.
    for (let look = 1; look <= 3; look++) {
      const shown = await postForm(server.url, "/petitions", like);
      expect(shown.status, `look ${look}`).toBe(200);
      expect(await shown.text()).toContain("Longer opening hours for the national library");
    }
    const refused = await postForm(server.url, "/petitions", like);
    expect(refused.status).toBe(429);
    expect(Buffer.byteLength(await refused.text())).toBeLessThan(SHORT);
    // The same allowance as the search's own API.
    expect((await fetch(`${server.url}/api/search?q=library`)).status).toBe(429);
  });
});
