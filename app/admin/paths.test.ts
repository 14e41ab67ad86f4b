import { describe, expect, it } from "vitest";
import { consoleAccessOf, isConsoleAddress } from "./paths";

describe("the console's addresses", () => {
  it("are /admin and what is beneath it, with React Router's data requests", () => {
    for (const path of ["/admin", "/admin.data", "/admin/queue", "/admin/api/petitions/3/contact"]) {
      expect(isConsoleAddress(path), path).toBe(true);
    }
    for (const path of ["/administration", "/ga/admin", "/", "/api/petitions"]) {
      expect(isConsoleAddress(path), path).toBe(false);
    }
  });

  it("answer a visitor without a session only at the sign-in page and the set-up links", () => {
    expect(consoleAccessOf("/admin/sign-in")).toBe("open");
    expect(consoleAccessOf("/admin/sign-in.data")).toBe("open");
    expect(consoleAccessOf("/admin/setup/Ab-c_9")).toBe("open");
    expect(consoleAccessOf(`/admin/setup/${"a".repeat(101)}`)).toBe("page");
    expect(consoleAccessOf("/admin/setup/a/b")).toBe("page");
    expect(consoleAccessOf("/admin/sign-in/again")).toBe("page");
    // Refused with JSON: the console's own API, and every data request but the open pages'.
    expect(consoleAccessOf("/admin/api/petitions/3/contact")).toBe("json");
    expect(consoleAccessOf("/admin/queue.data")).toBe("json");
    expect(consoleAccessOf("/admin.data")).toBe("json");
    expect(consoleAccessOf("/admin")).toBe("page");
    expect(consoleAccessOf("/admin/audit.csv")).toBe("page");
  });
});
