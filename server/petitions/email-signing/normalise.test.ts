import { describe, expect, it } from "vitest";
import { normaliseEmail } from "./normalise";

describe("a signer's address in its one spelling", () => {
  it.each([
    ["ann.lee@example.ie", "ann.lee@example.ie"],
    ["  Ann.Lee@Example.IE ", "ann.lee@example.ie"],
    ["ann.lee+petitions@example.ie", "ann.lee@example.ie"],
    ["ANN.LEE+A+B@EXAMPLE.IE", "ann.lee@example.ie"],
    ["ａｎｎ.lee@example.ie", "ann.lee@example.ie"],
    ["síle@éire.example", "síle@éire.example"],
  ])("%s is %s", (raw, email) => {
    expect(normaliseEmail(raw)?.email).toBe(email);
  });

  it.each(["", "ann", "@example.ie", "ann@", "ann@example", "+tag@example.ie", "a b@example.ie", "ann@ex..ie"])(
    "%j is not an address",
    (raw) => {
      expect(normaliseEmail(raw)).toBeNull();
    },
  );

  it("gives the domain, for the hourly look at heavy domains", () => {
    expect(normaliseEmail("Ann+x@Mail.Example.IE")).toEqual({
      email: "ann@mail.example.ie",
      domain: "mail.example.ie",
    });
  });
});
