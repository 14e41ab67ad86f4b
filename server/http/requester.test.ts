import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { addressHasher, clientNetwork, requestFacts, saltedHash } from "./requester";

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

describe("requestFacts", () => {
  /** Each request answered with what Express makes of it and what requestFacts does, under one trust setting. */
  async function bothReadings(trust: number | string, requests: Array<Record<string, string>>) {
    const app = express();
    app.set("trust proxy", trust);
    app.use((req, res) => {
      res.json({
        express: { ip: req.ip, protocol: req.protocol, host: req.host },
        facts: requestFacts(req, app.get("trust proxy fn")),
      });
    });
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    try {
      const readings = [];
      for (const headers of requests) {
        const answer = await new Promise<string>((resolve, reject) => {
          const request = http.get({ host: "127.0.0.1", port, path: "/", headers }, (response) => {
            let body = "";
            response.on("data", (chunk) => {
              body += chunk;
            });
            response.on("end", () => resolve(body));
          });
          request.on("error", reject);
        });
        readings.push(JSON.parse(answer));
      }
      return readings;
    } finally {
      server.close();
    }
  }

  const requests: Array<Record<string, string>> = [
    { Host: "portal.example" },
    { Host: "portal.example:8080", "X-Forwarded-For": "198.51.100.7" },
    { Host: "portal.example", "X-Forwarded-For": "203.0.113.9, 198.51.100.7", "X-Forwarded-Proto": "https" },
    {
      Host: "internal:3000",
      "X-Forwarded-Host": "www.portal.example, other.example",
      "X-Forwarded-Proto": "https, http",
    },
    { Host: "internal:3000", "X-Forwarded-Proto": "HTTPS", "X-Forwarded-For": "2001:db8::1" },
  ];

  it.each([0, 1, 2, "loopback"])("reads the client as Express does with TRUST_PROXY=%s", async (trust) => {
    const readings = await bothReadings(trust, requests);
    expect(readings).toHaveLength(requests.length);
    for (const reading of readings) expect(reading.facts).toEqual(reading.express);
    // The cases differ where they should: the forwarded address counts only behind a trusted proxy.
    expect(readings[1].facts.ip).toBe(trust === 0 ? "127.0.0.1" : "198.51.100.7");
  });
});
