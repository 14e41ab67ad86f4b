import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "#test/support/database";
import { COMMAND_ACTOR, createAccounts } from "./accounts.server";
import { lookupEmail, normalEmail } from "./email.server";
import { createStaffStore } from "./store.server";

/** Issue 33, item 8: a staff account's address passes the public forms' own email check. */
describe("staff email addresses", () => {
  it("accepts deliverable addresses, trimmed and in lower case", () => {
    expect(normalEmail(" Ada.Lovelace+console@Gov.Example ")).toBe("ada.lovelace+console@gov.example");
    expect(normalEmail("eoin@example.ie")).toBe("eoin@example.ie");
  });

  it("refuses addresses no mail could reach, markup and formulas", () => {
    for (const value of [
      "x@x",
      "<script>alert(1)</script>@x.example",
      "=hyperlink(1)@x.example",
      "a b@example.ie",
      "@example.ie",
      "ada@",
      `${"a".repeat(250)}@example.ie`,
      42,
    ]) {
      expect(normalEmail(value), String(value)).toBeNull();
    }
  });

  it("still finds an account made before the check by its address", () => {
    expect(lookupEmail("x@x")).toBe("x@x");
  });

  describe("adding an account", () => {
    const db = openTestDatabase("pglite");
    const accounts = createAccounts({ store: createStaffStore(db) });
    beforeAll(() => db.ready());
    afterAll(() => db.drop());

    it("is refused with a message for each such address, and stores nothing", async () => {
      for (const email of ["x@x", "<script>alert(1)</script>@x.example", "=hyperlink(1)@x.example"]) {
        expect(await accounts.add(COMMAND_ACTOR, { email, role: "admin" }, "https://portal.example")).toEqual({
          status: "invalid",
          message: "Give the new account's email address, such as ada@gov.example.",
        });
      }
      expect(await accounts.list()).toEqual([]);
    });
  });
});
