import { describe, expect, it } from "vitest";
import { publicOriginOf, publicUrlProblem, readEnv } from "./env";

describe("PUBLIC_URL", () => {
  it("defaults to http://localhost:$PORT, so `npm start` names http://localhost:3000", () => {
    expect(readEnv({}).PUBLIC_URL).toBe("http://localhost:3000");
    expect(readEnv({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(publicOriginOf({})).toBe("http://localhost:3000");
  });

  it.each([
    ["https://www.gov.brehon.example", "https://www.gov.brehon.example"],
    ["https://www.gov.brehon.example/", "https://www.gov.brehon.example"],
    ["HTTPS://WWW.Gov.Brehon.Example:443/", "https://www.gov.brehon.example"],
    ["http://127.0.0.1:5700", "http://127.0.0.1:5700"],
  ])("%s is the origin %s", (value, origin) => {
    expect(readEnv({ PUBLIC_URL: value }).PUBLIC_URL).toBe(origin);
  });

  it.each([
    ["www.gov.brehon.example", /absolute address/],
    ["ftp://gov.brehon.example", /https:\/\/ or http:\/\//],
    ["https://user:secret@gov.brehon.example", /user name or password/],
    ["https://gov.brehon.example/portal", /origin only/],
    ["https://gov.brehon.example/?a=1", /origin only/],
    ["https://gov.brehon.example/#top", /origin only/],
  ])("%s is refused at start-up, saying why", (value, reason) => {
    expect(publicUrlProblem(value)).toMatch(reason);
    expect(() => readEnv({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL.*Fix these environment variables/);
  });
});
