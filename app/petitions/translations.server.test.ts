import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_BACKENDS } from "#test/support/database";
import { createStaffStore } from "~/admin/store.server";
import { petitionTextIn } from "~/petitions/fields";
import { createPetitionLog } from "./log/service.server";
import { createLogStore } from "./log/store.server";
import { createPetitionStore } from "./store.server";
import { createTranslations, type TranslationAudit } from "./translations.server";

const petition = (
  title: string,
  description: string,
  translation: { title: string; description: string } | null = null,
) => ({
  title,
  description,
  category: "environment" as const,
  submitterName: null,
  submitterEmail: null,
  translation,
});

describe.each(TEST_BACKENDS)("petitions in both languages (%s)", (backend) => {
  const db = openTestDatabase(backend);
  const store = createPetitionStore(db);
  const translations = createTranslations(db);
  const staff = createStaffStore(db);
  const audit: TranslationAudit = (entry) => staff.audit({ accountId: null, actor: "test", ...entry });
  const audited = async (petitionId: number) =>
    (await staff.auditEntries({ limit: 50 }))
      .filter((entry) => entry.petitionId === petitionId)
      .map((entry) => ({ action: entry.action, detail: JSON.parse(String(entry.detail)) as unknown }));
  const search = async (words: string[], language: "en" | "ga") =>
    (await store.search(words, 10, language)).petitions.map((found) => [found.id, found.title, found.language]);

  beforeAll(() => db.ready());
  afterAll(() => db.drop());

  it("keeps the original, takes a translation into the other language, and finds each text in its own index", async () => {
    const created = await store.create(petition("Plant more oaks", "Oaks for every parish."), { language: "en" });
    expect(created).toMatchObject({ language: "en", translation: null });
    // Until translated, the Irish search finds it by its original words, and the Irish page shows the original.
    expect(await search(["oaks"], "ga")).toEqual([[created.id, "Plant more oaks", "en"]]);
    expect((await translations.queue(100)).petitions.map((each) => each.id)).toContain(created.id);

    const result = await translations.translate(
      created.id,
      { title: "  Cuir tuilleadh crann darach ", description: "Crainn darach do gach paróiste." },
      { source: "staff", accountId: null },
      audit,
    );
    expect(result).toMatchObject({ status: "done", action: "first" });
    const read = (await store.get(created.id))?.petition;
    expect(read).toMatchObject({ title: "Plant more oaks", language: "en" });
    expect(read?.translation).toMatchObject({ title: "Cuir tuilleadh crann darach" });
    expect(read && petitionTextIn(read, "ga")).toEqual({
      title: "Cuir tuilleadh crann darach",
      description: "Crainn darach do gach paróiste.",
      language: "ga",
      original: false,
    });
    // Each language's index holds its own words: the English finds it by "oaks", the Irish by "darach".
    expect(await search(["darach"], "ga")).toEqual([[created.id, "Cuir tuilleadh crann darach", "ga"]]);
    expect(await search(["oaks"], "ga")).toEqual([]);
    expect(await search(["oaks"], "en")).toEqual([[created.id, "Plant more oaks", "en"]]);
    expect(await search(["darach"], "en")).toEqual([]);
    expect((await translations.queue(100)).petitions.map((each) => each.id)).not.toContain(created.id);

    // A correction replaces the text and keeps the older one; both changes are audited with the texts.
    const corrected = await translations.translate(
      created.id,
      { title: "Cuir tuilleadh crann darach sa tír", description: "Crainn darach do gach paróiste." },
      { source: "command", accountId: null },
      audit,
    );
    expect(corrected).toMatchObject({ status: "done", action: "correction" });
    const history = await translations.history(created.id);
    expect(history.map((version) => [version.language, version.title, version.source])).toEqual([
      ["ga", "Cuir tuilleadh crann darach sa tír", "command"],
      ["ga", "Cuir tuilleadh crann darach", "staff"],
    ]);
    expect(await audited(created.id)).toEqual([
      {
        action: "petition-translation-corrected",
        detail: {
          language: "ga",
          before: { title: "Cuir tuilleadh crann darach", description: "Crainn darach do gach paróiste." },
          after: { title: "Cuir tuilleadh crann darach sa tír", description: "Crainn darach do gach paróiste." },
        },
      },
      {
        action: "petition-translated",
        detail: {
          language: "ga",
          before: null,
          after: { title: "Cuir tuilleadh crann darach", description: "Crainn darach do gach paróiste." },
        },
      },
    ]);
  });

  it("translates an Irish petition into English", async () => {
    const created = await store.create(petition("Glan an trá", "Glan an trá gach Satharn."), { language: "ga" });
    const result = await translations.translate(
      created.id,
      { title: "Clean the beach", description: "Clean the beach every Saturday." },
      { source: "command", accountId: null },
      audit,
    );
    expect(result).toMatchObject({ status: "done", petition: { language: "ga" } });
    expect(await search(["beach"], "en")).toEqual([[created.id, "Clean the beach", "en"]]);
    expect(await search(["tra"], "ga")).toEqual([[created.id, "Glan an trá", "ga"]]);
    expect((await translations.history(created.id))[0]).toMatchObject({ language: "en", source: "command" });
  });

  it("keeps the petitioner's own translation, which leaves the petition out of the queue", async () => {
    const created = await store.create(
      petition("Bus to Carna", "A daily bus.", { title: "Bus go Carna", description: "Bus gach lá." }),
      { language: "en" },
    );
    expect(created.translation).toMatchObject({ title: "Bus go Carna", description: "Bus gach lá." });
    expect((await translations.history(created.id)).map((version) => [version.source, version.language])).toEqual([
      ["petitioner", "ga"],
    ]);
    expect((await translations.queue(100)).petitions.map((each) => each.id)).not.toContain(created.id);
    expect(await search(["carna"], "ga")).toEqual([[created.id, "Bus go Carna", "ga"]]);
  });

  it("refuses a translation that is blank, too long or hidden, and writes nothing", async () => {
    const created = await store.create(petition("Lights on the pier", "Lights."), { language: "en" });
    for (const input of [
      { title: " ", description: "Soilse." },
      { title: "Soilse", description: "d".repeat(1001) },
      { title: "Soi\u200Blse", description: "Soilse." },
    ]) {
      const result = await translations.translate(created.id, input, { source: "staff", accountId: null }, audit);
      expect(result.status).toBe("invalid");
    }
    expect(await translations.history(created.id)).toEqual([]);
    expect(await audited(created.id)).toEqual([]);
    expect(
      await translations.translate(
        999_999,
        { title: "a", description: "b" },
        { source: "staff", accountId: null },
        audit,
      ),
    ).toEqual({ status: "not-found" });
  });

  it("queues the untranslated petitions oldest first, then by signatures, and not the removed ones", async () => {
    const ids = [];
    for (const title of ["Queue one", "Queue two", "Queue three", "Queue removed"]) {
      ids.push((await store.create(petition(title, "Words."), { language: "en" })).id);
    }
    const [first, second, third, removed] = ids as [number, number, number, number];
    // Two created at the same moment: the one with more signatures first.
    await db.sql.query("update petitions set created_at = '2020-01-01T00:00:00Z' where id = any($1::int[])", [
      [second, third],
    ]);
    await store.signBatch([{ petitionId: third, signerKey: "s1", addressHash: null }]);
    await store.setHidden(removed, "offensive");
    const queue = (await translations.queue(100)).petitions.map((each) => each.id);
    expect(queue.slice(0, 2)).toEqual([third, second]);
    expect(queue).toContain(first);
    expect(queue).not.toContain(removed);
  });

  it("leaves the petition's log, count and signed snapshots as they were", async () => {
    const petitionLog = createPetitionLog({ store: createLogStore(db), minutes: 60 });
    const created = await store.create(petition("Snapshots stay", "Words."), { language: "en" });
    await store.signBatch([{ petitionId: created.id, signerKey: "s1", addressHash: null }]);
    await petitionLog.publishDue();
    const before = { log: await store.log(created.id), snapshots: await petitionLog.snapshots(created.id) };
    expect(before.snapshots.length).toBe(1);
    await translations.translate(
      created.id,
      { title: "Fanann na léargais", description: "Focail." },
      { source: "staff", accountId: null },
      audit,
    );
    await petitionLog.publishDue();
    expect({ log: await store.log(created.id), snapshots: await petitionLog.snapshots(created.id) }).toEqual(before);
    expect((await store.get(created.id))?.petition.signatureCount).toBe(1);
  });
});
