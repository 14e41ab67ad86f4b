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

describe("email settings", () => {
  it("are off without SMTP_URL, with a sender and a retry policy by default", () => {
    const env = readEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBe("Petitions <petitions@gov.brehon.example>");
    expect(env.MAIL_RETRY_SECONDS).toBe(60);
    expect(env.MAIL_MAX_ATTEMPTS).toBe(20);
  });

  it.each(["smtp://user:secret@mail.example:587", "smtps://mail.example", "SMTP://127.0.0.1:2525"])(
    "takes %s",
    (value) => {
      expect(readEnv({ SMTP_URL: value }).SMTP_URL).toBe(value);
    },
  );

  it.each(["https://user:secret@mail.example", "mail.example:25", "smtp:///no-host"])(
    "refuses SMTP_URL=%s without repeating it (it may hold a password)",
    (value) => {
      expect(() => readEnv({ SMTP_URL: value })).toThrow(/SMTP_URL: /);
      try {
        readEnv({ SMTP_URL: value });
      } catch (error) {
        expect((error as Error).message).not.toContain(value);
      }
    },
  );

  it("refuses a sender without an address, or on two lines", () => {
    expect(() => readEnv({ MAIL_FROM: "Petitions" })).toThrow(/MAIL_FROM/);
    expect(() => readEnv({ MAIL_FROM: "a@b.example\nBcc: c@d.example" })).toThrow(/MAIL_FROM/);
    expect(() => readEnv({ MAIL_RETRY_SECONDS: "0" })).toThrow(/MAIL_RETRY_SECONDS/);
  });
});
