import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keyOfStored, normaliseEmail, signerAddress } from "./normalise.server";

describe("a signer's address in its one spelling", () => {
  it.each([
    ["ann.lee@example.ie", "ann.lee@example.ie"],
    ["  Ann.Lee@Example.IE ", "ann.lee@example.ie"],
    ["ann.lee+petitions@example.ie", "ann.lee@example.ie"],
    ["ANN.LEE+A+B@EXAMPLE.IE", "ann.lee@example.ie"],
    ["ａｎｎ.lee@example.ie", "ann.lee@example.ie"],
    ["Síle@Éire.example", "síle@xn--ire-9la.example"],
    ["síle@xn--ire-9la.example", "síle@xn--ire-9la.example"],
  ])("%s is %s", (raw, email) => {
    expect(normaliseEmail(raw)?.email).toBe(email);
  });

  it.each(["", "ann", "@example.ie", "ann@", "ann@example", "+tag@example.ie", "ann.+tag@example.ie", "ann@ex..ie"])(
    "%j is not an address",
    (raw) => {
      expect(signerAddress(raw)).toEqual({ ok: false, reason: "invalid" });
    },
  );

  it.each([
    "me(1)@example.ie",
    "me(2)@example.ie",
    '"me"@example.ie',
    "<me@example.ie>",
    "me@example.ie,",
    "me@(x)example.ie",
    "a b@example.ie",
  ])("%j is refused as not one plain address", (raw) => {
    expect(signerAddress(raw)).toEqual({ ok: false, reason: "not-plain" });
  });

  it("gives the domain, for the hourly look at heavy domains", () => {
    expect(normaliseEmail("Ann+x@Mail.Example.IE")).toEqual({
      email: "ann@mail.example.ie",
      domain: "mail.example.ie",
    });
  });

  it("is one key for every case and tag of one address, and a key is its own key", () => {
    const local = fc.stringMatching(/^[a-z0-9](?:[a-z0-9._-]{0,10}[a-z0-9])?$/).filter((text) => !text.includes(".."));
    const tag = fc.option(fc.stringMatching(/^[a-z0-9+]{0,6}$/), { nil: undefined });
    fc.assert(
      fc.property(local, tag, fc.boolean(), fc.boolean(), (name, plus, upperLocal, upperDomain) => {
        const typed = `${upperLocal ? name.toUpperCase() : name}${plus === undefined ? "" : `+${plus}`}@${upperDomain ? "EXAMPLE.IE" : "example.ie"}`;
        const key = normaliseEmail(typed);
        expect(key).toEqual({ email: `${name}@example.ie`, domain: "example.ie" });
        expect(normaliseEmail(key?.email)).toEqual(key);
      }),
    );
  });

  it("keys a request kept in an old spelling on the one mailbox it reached", () => {
    expect(keyOfStored("me(1)@example.ie")).toEqual({ email: "me@example.ie", domain: "example.ie" });
    expect(keyOfStored('"me"@example.ie')?.email).toBe("me@example.ie");
    expect(keyOfStored("síle@éire.example")?.email).toBe("síle@xn--ire-9la.example");
    expect(keyOfStored("me@example.ie")?.email).toBe("me@example.ie");
    expect(keyOfStored("a@example.ie,b@example.ie")).toBeNull();
  });
});
