import { describe, expect, it } from "vitest";
import { itReturns } from "#test/support/cases";
import { consoleAccessOf, isConsoleAddress } from "./console-address";

describe("the console's addresses", () => {
  it("are /admin and what is beneath it, with React Router's data requests", () => {
    for (const path of ["/admin", "/admin.data", "/admin/queue", "/admin/api/petitions/3/contact"]) {
      expect(isConsoleAddress(path), path).toBe(true);
    }
    for (const path of ["/administration", "/ga/admin", "/", "/api/petitions"]) {
      expect(isConsoleAddress(path), path).toBe(false);
    }
  });

  itReturns(
    "answer a visitor without a session only at the sign-in page and the set-up links: %s is %s",
    consoleAccessOf,
    [
      ["/admin/sign-in", "open"],
      ["/admin/sign-in.data", "open"],
      ["/admin/setup/Ab-c_9", "open"],
      [`/admin/setup/${"a".repeat(101)}`, "page"],
      ["/admin/setup/a/b", "page"],
      ["/admin/sign-in/again", "page"],
      // Refused with JSON: the console's own API, and every data request but the open pages'.
      ["/admin/api/petitions/3/contact", "json"],
      ["/admin/queue.data", "json"],
      ["/admin.data", "json"],
      ["/admin", "page"],
      ["/admin/audit.csv", "page"],
    ],
  );
});
