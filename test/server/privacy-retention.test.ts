import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "./harness";

/**
 * The privacy policy states how long signers' names and addresses are kept as the server is set
 * (PETITION_RETENTION_DAYS), in each language, counted through the plural helper.
 */

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ env: { PETITION_RETENTION_DAYS: "1" } });
});
afterAll(() => server?.stop());

describe("the privacy policy's retention", () => {
  it("is PETITION_RETENTION_DAYS, in English and in Irish", async () => {
    const english = await (await fetch(`${server.url}/privacy-policy`)).text();
    expect(english).toContain("are erased 1 day after the petition closes");
    expect(english).not.toContain("180 days");
    const irish = await (await fetch(`${server.url}/ga/privacy-policy`)).text();
    expect(irish).toContain("a shíniú 1 lá tar éis don achainí dúnadh");
    expect(irish).not.toContain("180 lá");
  });
});
