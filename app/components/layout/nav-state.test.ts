import { describe, expect, it } from "vitest";
import { navReducer } from "./nav-state";

describe("desktop dropdown state", () => {
  it("opens the clicked dropdown when none is open", () => {
    expect(navReducer(null, { type: "toggle", title: "government" })).toBe("government");
  });

  it("closes the open dropdown when its title is clicked again", () => {
    expect(navReducer("government", { type: "toggle", title: "government" })).toBeNull();
  });

  it("switches to another dropdown, so only one is ever open", () => {
    expect(navReducer("government", { type: "toggle", title: "services" })).toBe("services");
    expect(navReducer("government", { type: "set", title: "services", open: true })).toBe("services");
  });

  it("ignores a close from a dropdown that is no longer the open one", () => {
    expect(navReducer("services", { type: "set", title: "government", open: false })).toBe("services");
    expect(navReducer("services", { type: "set", title: "services", open: false })).toBeNull();
  });

  it("closes everything when a sub-link is followed", () => {
    expect(navReducer("services", { type: "close" })).toBeNull();
  });
});
