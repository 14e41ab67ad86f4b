import fc from "fast-check";
import addressparser from "nodemailer/lib/addressparser";
import { describe, expect, it } from "vitest";
import { parseAddress, reachedAddress } from "./address";

/** The spellings that reached `me@example.ie` through the mailer's address-list parser. */
const LIST_SPELLINGS = [
  "me(1)@example.ie",
  "me(2)@example.ie",
  '"me"@example.ie',
  "<me@example.ie>",
  "me@example.ie,",
  "me@(x)example.ie",
];

const ATEXT = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+/=?^_`{|}~-";
const atom = fc.string({ unit: fc.constantFrom(...ATEXT), minLength: 1, maxLength: 8 });
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
const tld = fc.stringMatching(/^[a-z]{2,6}$/);
/** A plain address: a dot-atom local part and a host name. */
const plain = fc
  .record({
    local: fc.array(atom, { minLength: 1, maxLength: 3 }).map((atoms) => atoms.join(".")),
    labels: fc.array(label, { minLength: 1, maxLength: 3 }),
    tld,
    upper: fc.boolean(),
  })
  .map(({ local, labels, tld: last, upper }) => {
    const domain = [...labels, last].join(".");
    return { local, domain, typed: `${local}@${upper ? domain.toUpperCase() : domain}` };
  });
/** Text made of what addresses and address lists are made of, plain or not. */
const anyText = fc.string({
  unit: fc.constantFrom(
    ..."aMz09.@@-_+()<>\",;:\\[] '%é\u00ad\u200b\u202e\uff4d\uff20\u3002\u0301\u0000\t",
    "xn--",
    "example.ie",
    "ÉIRE",
  ),
  maxLength: 30,
});

describe("one plain address", () => {
  it.each([
    ["ann.lee@example.ie", "ann.lee@example.ie"],
    ["  Ann.Lee@Example.IE ", "Ann.Lee@example.ie"],
    ["ann+petitions@mail.example.ie", "ann+petitions@mail.example.ie"],
    ["o'brien@example.ie", "o'brien@example.ie"],
    ["ａｎｎ@ｅｘａｍｐｌｅ.ie", "ann@example.ie"],
    ["síle@éire.example", "síle@xn--ire-9la.example"],
    ["ann@MÜNCHEN.de", "ann@xn--mnchen-3ya.de"],
  ])("%j is %j", (raw, address) => {
    expect(parseAddress(raw)).toMatchObject({ ok: true, address });
  });

  it.each(LIST_SPELLINGS)("%j is refused as not plain", (raw) => {
    expect(parseAddress(raw)).toEqual({ ok: false, reason: "not-plain" });
  });

  it.each([
    "",
    "me",
    "@example.ie",
    "me@",
    "me@example",
    "me@@example.ie",
    "me@you@example.ie",
    ".me@example.ie",
    "me.@example.ie",
    "m..e@example.ie",
    "me@ex..ie",
    "me@example.ie.",
    "me@-example.ie",
    "me@example-.ie",
    "me@ex_ample.ie",
    "me@ex%61mple.ie",
    "me@exa\u00admple.ie",
    "m\u200be@example.ie",
    "m\u202ee@example.ie",
    "me@192.0.2.1",
    "me@0x7f.1",
    "me@xn--abc.ie",
    "me@example.ie/x",
  ])("%j is not an address", (raw) => {
    expect(parseAddress(raw)).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("refuses the syntax of lists, comments, quotes and groups, and spaces inside", () => {
    for (const raw of ["a b@example.ie", "me@example.ie;", "[me]@example.ie", "me@[192.0.2.1]", "g: me@example.ie;"]) {
      expect(parseAddress(raw), raw).toEqual({ ok: false, reason: "not-plain" });
    }
  });

  it("refuses what is too long for a path, or a local part over 64 bytes", () => {
    expect(parseAddress(`${"a".repeat(250)}@example.ie`)).toEqual({ ok: false, reason: "too-long" });
    expect(parseAddress(`${"a".repeat(65)}@example.ie`)).toEqual({ ok: false, reason: "invalid" });
    expect(parseAddress(`${"é".repeat(33)}@example.ie`)).toEqual({ ok: false, reason: "invalid" });
    expect(parseAddress(42)).toEqual({ ok: false, reason: "invalid" });
  });

  it("accepts every dot-atom at a host name, with the domain in lower case", () => {
    fc.assert(
      fc.property(plain, ({ local, domain, typed }) => {
        expect(parseAddress(typed)).toEqual({ ok: true, local, domain, address: `${local}@${domain}` });
      }),
    );
  });

  it("refuses every plain address wrapped in a comment, quotes, brackets or a separator", () => {
    const wrap = fc.constantFrom(
      (local: string, domain: string) => `${local}(c)@${domain}`,
      (local: string, domain: string) => `"${local}"@${domain}`,
      (local: string, domain: string) => `<${local}@${domain}>`,
      (local: string, domain: string) => `${local}@${domain},`,
      (local: string, domain: string) => `${local}@(c)${domain}`,
      (local: string, domain: string) => `Name <${local}@${domain}>`,
      (local: string, domain: string) => `${local}@${domain}; x@${domain}`,
    );
    fc.assert(
      fc.property(plain, wrap, ({ local, domain }, spell) => {
        expect(parseAddress(spell(local, domain))).toEqual({ ok: false, reason: "not-plain" });
      }),
    );
  });

  it("gives, for any text it accepts, one address that it reads again as itself and the mailer reads as one mailbox", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyText,
          plain.map(({ typed }) => typed),
        ),
        (raw) => {
          const parsed = parseAddress(raw);
          if (!parsed.ok) return;
          expect(parseAddress(parsed.address)).toEqual(parsed);
          expect(parsed.address.split("@")).toHaveLength(2);
          const read = addressparser(parsed.address);
          expect(read).toHaveLength(1);
          expect(read[0]?.address).toBe(parsed.address);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("finds the one mailbox a spelling kept before reached, and none in a list", () => {
    for (const spelling of LIST_SPELLINGS) expect(reachedAddress(spelling)?.address).toBe("me@example.ie");
    expect(reachedAddress("Me@Example.IE")?.address).toBe("Me@example.ie");
    expect(reachedAddress("a@example.ie, b@example.ie")).toBeNull();
    expect(reachedAddress("nobody")).toBeNull();
    expect(reachedAddress("g: me@(x)example.ie;")?.address).toBeUndefined();
  });
});
