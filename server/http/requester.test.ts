import { describe, expect, it } from "vitest";
import { addressHasher, clientNetwork, saltedHash } from "./requester";

describe("clientNetwork", () => {
  it("keeps an IPv4 address, unwraps a mapped one and cuts IPv6 to its /64", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("2001:db8:0:1:aaaa::1")).toBe("2001:db8:0:1::/64");
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });
});

describe("addressHasher", () => {
  it("hashes the network with the salt, the same for every address of one /64", async () => {
    const hasher = addressHasher(async () => "salt-one");
    const first = await hasher.hash("2001:db8:0:1::1");
    expect(first).toBe(saltedHash("salt-one", "2001:db8:0:1::/64"));
    expect(await hasher.hash("2001:db8:0:1:ffff::2")).toBe(first);
    expect(await hasher.hash("203.0.113.7")).toBe(saltedHash("salt-one", "203.0.113.7"));
  });

  it("reads the salt once, and again after forget(): a remembered hash never outlives its salt", async () => {
    const salts = ["salt-one", "salt-two"];
    let reads = 0;
    const hasher = addressHasher(async () => salts[reads++] ?? "salt-later");
    const before = await hasher.hash("203.0.113.7");
    await hasher.hash("203.0.113.7");
    expect(reads).toBe(1);
    hasher.forget();
    const after = await hasher.hash("203.0.113.7");
    expect(reads).toBe(2);
    expect(after).toBe(saltedHash("salt-two", "203.0.113.7"));
    expect(after).not.toBe(before);
  });

  it("tries a failed read of the salt again on the next hash", async () => {
    let reads = 0;
    const hasher = addressHasher(async () => {
      reads += 1;
      if (reads === 1) throw new Error("database away");
      return "salt-one";
    });
    await expect(hasher.hash("203.0.113.7")).rejects.toThrow("database away");
    expect(await hasher.hash("203.0.113.7")).toBe(saltedHash("salt-one", "203.0.113.7"));
  });
});
