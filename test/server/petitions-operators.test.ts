import { describe, expect, it } from "vitest";
import { type Command, type CommandResult, commandEnv, runCommands } from "./commands";
import { startServer } from "./harness";

/**
 * Issue 11 and 18: the operators' commands on the data of a server that has been stopped. The
 * commands that need no answer of another run together in one process (test/server/commands.ts).
 */
function operators<const C extends readonly string[][]>(dataDir: string, ...commands: C) {
  const list = commands.map((args): Command => ["petitions", ...args]);
  return runCommands(commandEnv({ dataDir }), list) as Promise<{ [K in keyof C]: CommandResult }>;
}

describe("npm run petitions", () => {
  it("lists reports, hides, closes, shows heavy signers and removes their signatures", async () => {
    const server = await startServer({ env: { RATE_LIMIT_SIGN_PER_PETITION: "1000" } });
    const post = (path: string, body?: unknown) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: body ? { "Content-Type": "application/json" } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
    const { petition } = (await (
      await post("/api/petitions", { title: "Moderated", description: "Words." })
    ).json()) as {
      petition: { id: number };
    };
    const other = (await (await post("/api/petitions", { title: "Quiet", description: "Words." })).json()) as {
      petition: { id: number };
    };
    for (let index = 0; index < 5; index++) await post(`/api/petitions/${petition.id}/signatures`);
    for (let index = 0; index < 3; index++) await post(`/api/petitions/${other.petition.id}/signatures`);
    expect((await post(`/api/petitions/${petition.id}/reports`)).status).toBe(201);
    await server.stop({ keepDatabase: true });
    const dataDir = server.dataDir as string;
    try {
      const [reported, signers] = await operators(
        dataDir,
        ["list", "--reported"],
        ["signers", String(petition.id), "--hours", "24"],
      );
      expect(reported.code).toBe(0);
      expect(reported.out).toMatch(new RegExp(`^${petition.id}\\t1 report\\tvisible\\tModerated$`, "m"));

      expect(signers.code).toBe(0);
      const [hash, count] = signers.out.trim().split("\t");
      expect(hash).toMatch(/^[0-9a-f]{32}$/);
      expect(count).toBe("5");
      // The address itself is never stored or shown.
      expect(signers.out).not.toContain("127.0.0.1");

      const [removed, removedToo, checked, hidden, closed, missing, usage, unknown, rotated] = await operators(
        dataDir,
        ["remove-signatures", String(petition.id), "--address", hash as string],
        ["remove-signatures", String(other.petition.id), "--address", hash as string],
        ["check"],
        ["hide", String(petition.id), "--reason", "Abusive"],
        ["close", String(other.petition.id)],
        ["hide", "999999", "--reason", "x"],
        ["hide", String(petition.id)],
        ["dance"],
        ["rotate-snapshot-key"],
      );
      expect(removed.out).toContain("Removed 5 signatures");
      expect(removedToo.out).toContain("Removed 3 signatures");
      expect(checked.code).toBe(0);

      expect(hidden.out).toContain("is hidden");
      expect(closed.out).toContain("closed to new signatures");
      expect(missing).toMatchObject({ code: 1 });
      expect(usage.code).toBe(2);
      expect(usage.err).toContain("--reason");
      expect(unknown.code).toBe(2);
      expect(rotated.code).toBe(0);
      expect(rotated.out).toMatch(/^Key 2 now signs the snapshots, announced by the key before it\./);

      const again = await startServer({ database: "none", env: { DATA_DIR: dataDir } });
      try {
        expect((await fetch(`${again.url}/api/petitions/${petition.id}`)).status).toBe(410);
        const page = await fetch(`${again.url}/petitions/${petition.id}`);
        expect(page.status).toBe(410);
        expect(await page.text()).toContain("Petition removed");
        const list = (await (await fetch(`${again.url}/api/petitions`)).json()) as { petitions: { id: number }[] };
        expect(list.petitions.map((entry) => entry.id)).toEqual([other.petition.id]);
        const closed = await fetch(`${again.url}/api/petitions/${other.petition.id}/signatures`, { method: "POST" });
        expect(closed.status).toBe(409);
        expect(await closed.json()).toMatchObject({ closed: true });
        const otherPage = await (await fetch(`${again.url}/petitions/${other.petition.id}`)).text();
        expect(otherPage).toContain("This petition is closed: it no longer takes signatures.");
        // Its page says how many signatures were taken out of the count, and why, in each language.
        expect(otherPage).toContain(
          "The moderators took 3 signatures out of the count, for the reasons the petition&#x27;s log publishes:",
        );
        expect(otherPage).toContain("<li>too many signatures from one connection<!-- -->: <!-- -->3</li>");
        const irish = await (await fetch(`${again.url}/ga/petitions/${other.petition.id}`)).text();
        expect(irish).toContain("Bhain na modhnóirí 3 shíniú den chomhaireamh");
        // The restarted server signs with the new key, which the key before it announced.
        const { keys } = await (await fetch(`${again.url}/api/petitions/snapshot-keys`)).json();
        expect(keys).toHaveLength(2);
        expect(keys[1].announcement.text).toContain("brehon petition key change v1");
        expect((await (await fetch(`${again.url}/api/petitions/snapshot-key`)).json()).publicKey).toBe(
          keys[1].publicKey,
        );
        const read = await (await fetch(`${again.url}/api/petitions/${other.petition.id}`)).json();
        expect(read.petition).toMatchObject({ signatureCount: 0, invalidated: [{ reason: "rate-abuse", count: 3 }] });
      } finally {
        await again.stop({ keepDatabase: true });
      }
    } finally {
      await server.stop();
    }
  });
});
