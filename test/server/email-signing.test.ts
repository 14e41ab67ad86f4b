import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPetition, postForm } from "../support/requests";
import { type Received, smtpUrl, startSmtp } from "../support/smtp";
import { waitFor } from "../support/wait";
import { freePort, runUntilExit, type ServerProcess, startServer } from "./harness";

/**
 * Issue 35, PETITION_SIGNING=email: the built server, with SMTP_URL pointing at a real SMTP server this test
 * runs. A signer asks to sign, receives the link, and only the button on the link's page counts the signature;
 * the same link withdraws it. Without SMTP_URL the server refuses to start, in one line.
 */
const inbox: Received[] = [];
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: ServerProcess;

/** The link of the `count`th email received, with its token. */
async function linkOf(count: number) {
  await waitFor(() => inbox.length, { until: (length) => length >= count, what: `email ${count}`, timeoutMs: 20_000 });
  const mail = (inbox[count - 1] as Received).mail;
  const link = /https?:\/\/\S+\/petitions\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? "")?.[0];
  if (!link) throw new Error(`No link in: ${mail.text}`);
  return { mail, link: new URL(link) };
}

/** The emails received for `address` (each one's envelope names it alone). */
const mailsTo = (address: string) => inbox.filter((received) => received.to.includes(address));

/**
 * Waits until every email queued before now has arrived: queues one to a fresh address and waits for it (the
 * queue sends in order), so a test can say that no other email came, without a fixed wait.
 */
let markers = 0;
async function allDelivered(petitionId: number) {
  const marker = `marker-${++markers}@example.net`;
  const asked = await request(petitionId, { name: "Marker", email: marker, citizen: "yes" });
  expect(asked.status).toBe(202);
  await waitFor(() => mailsTo(marker).length, {
    until: (n) => n === 1,
    what: `the email to ${marker}`,
    timeoutMs: 20_000,
  });
}

/** A request to sign through the JSON API, as the page's script sends it. */
const request = (id: number, body: Record<string, string>, language: "en" | "ga" = "en") =>
  fetch(`${server.url}/api/petitions/${id}/signature-requests${language === "ga" ? "?lang=ga" : ""}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

/** The spellings the mailer used to read as an address list, each reaching me@example.ie. */
const LIST_SPELLINGS = [
  "me(1)@example.ie",
  "me(2)@example.ie",
  '"me"@example.ie',
  "<me@example.ie>",
  "me@example.ie,",
  "me@(x)example.ie",
];

const count = async (id: number) =>
  (
    (await (await fetch(`${server.url}/api/petitions/${id}`, { headers: { "Cache-Control": "no-cache" } })).json()) as {
      petition: { signatureCount: number };
    }
  ).petition.signatureCount;

describe("signing by email", () => {
  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtp(port, inbox);
    server = await startServer({
      env: {
        PETITION_SIGNING: "email",
        SMTP_URL: smtpUrl(port),
        MAIL_RETRY_SECONDS: "1",
        LOG_LEVEL: "info",
        SIGNATURE_EMAILS_PER_DAY: "3",
        RATE_LIMIT_CREATE: "100",
      },
      testHooks: true,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  it("needs SMTP_URL to start, and says so in one line", async () => {
    const { code, stdout, stderr } = await runUntilExit({ env: { PETITION_SIGNING: "email", SMTP_URL: "" } });
    expect(code).not.toBe(0);
    expect([...stdout, ...stderr].join("\n")).toContain(
      "Cannot start the portal: PETITION_SIGNING=email sends each signer a confirmation link",
    );
  });

  it("emails a link whose page confirms only with its button, gives a receipt, and withdraws with the same link", async () => {
    const created = await fetch(`${server.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Trees on every street", description: "Shade and clean air." }),
    });
    const { id } = ((await created.json()) as { petition: { id: number } }).petition;

    // Signing per browser is refused: this portal signs with a name and an address.
    const browser = await fetch(`${server.url}/api/petitions/${id}/signatures`, { method: "POST" });
    expect(browser.status).toBe(409);
    expect(await browser.json()).toMatchObject({ byEmail: true });

    // The petition's page has the form; posted without JavaScript, refused fields come back with messages.
    const page = await (await fetch(`${server.url}/petitions/${id}`)).text();
    expect(page).toContain('name="email"');
    expect(page).toContain("I am a citizen or resident of the Republic of Brehon");
    const refused = await postForm(server.url, `/petitions/${id}`, {
      intent: "request",
      petitionId: String(id),
      name: "Síle",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Enter your email address");

    const posted = await postForm(server.url, `/petitions/${id}`, {
      intent: "request",
      petitionId: String(id),
      name: "Síle Ní Bhriain",
      email: "Sile.NiBhriain+trees@Example.ie",
      citizen: "yes",
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe(`/petitions/${id}?status=requested`);
    const after = await (await fetch(`${server.url}/petitions/${id}?status=requested`)).text();
    expect(after).toContain("Check your email");

    const { mail, link } = await linkOf(1);
    expect(mail.subject).toBe("Confirm your signature: Trees on every street");
    expect(mail.text).toContain("Hello Síle Ní Bhriain,");
    expect((inbox[0] as Received).to).toEqual(["sile.nibhriain@example.ie"]);

    // A scanner opening the link confirms nothing; the page is never kept by a cache.
    const opened = await fetch(`${server.url}${link.pathname}${link.search}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    expect(await opened.text()).toContain("Confirm my signature");
    expect(await count(id)).toBe(0);

    const token = link.searchParams.get("token") ?? "";
    const confirmed = await postForm(server.url, `/petitions/confirm?token=${token}`, { intent: "confirm", token });
    expect(confirmed.status).toBe(200);
    const confirmedPage = await confirmed.text();
    expect(confirmedPage).toContain("Your signature is confirmed");
    const receipt = /[0-9A-Z]{5}(?:-[0-9A-Z]{5}){5}/.exec(confirmedPage)?.[0] ?? "";
    expect(receipt).not.toBe("");
    expect(await count(id)).toBe(1);
    // The confirming browser reads nothing older than its signature (server/http/own-writes.ts).
    const wrote = confirmed.headers.getSetCookie().find((cookie) => cookie.startsWith("brehon_wrote="));
    expect(wrote).toMatch(/^brehon_wrote=\d+; Path=\/; Max-Age=60; HttpOnly; SameSite=Lax/);
    const ownList = await fetch(`${server.url}/api/petitions/${id}`, {
      headers: { Cookie: wrote?.split(";")[0] ?? "" },
    });
    expect((await ownList.json()).petition.signatureCount).toBe(1);
    // The receipt is in the petition's log: counted, and not yet in a snapshot.
    const proof = await fetch(`${server.url}/api/petitions/${id}/proof?receipt=${receipt}`);
    expect(await proof.json()).toMatchObject({ counted: true, position: 0 });

    // Asking again with another spelling of the address: told the same, counted once.
    const again = await fetch(`${server.url}/api/petitions/${id}/signature-requests`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Síle", email: "sile.nibhriain@example.ie", citizen: "yes" }),
    });
    expect(again.status).toBe(202);
    expect(await count(id)).toBe(1);

    const withdrawn = await postForm(server.url, `/petitions/confirm?token=${token}`, { intent: "withdraw", token });
    expect(await withdrawn.text()).toContain("Your signature is withdrawn");
    expect(await count(id)).toBe(0);
    const log = (await (await fetch(`${server.url}/api/petitions/${id}/log`)).json()) as { entries: string[] };
    expect(log.entries.at(-1)).toBe("withdrawal 0");

    // A link nobody sent is not a page.
    expect((await fetch(`${server.url}/petitions/confirm?token=${"A".repeat(43)}`)).status).toBe(404);
    // No address of a signer reaches the log.
    expect(server.stdout.join("\n") + server.stderr.join("\n")).not.toMatch(/example\.ie/i);
  });

  it("writes to an Irish signer in Irish, and refuses unticked or malformed fields through the API with messages", async () => {
    const created = await fetch(`${server.url}/api/petitions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Crainn i ngach sráid", description: "Scáth agus aer glan." }),
    });
    const { id } = ((await created.json()) as { petition: { id: number } }).petition;
    const refused = await fetch(`${server.url}/api/petitions/${id}/signature-requests?lang=ga`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Aoife", email: "ní seoladh é seo" }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errors: {
        email: "Cuir isteach seoladh ríomhphoist san fhormáid cheart, mar shampla ainm@example.ie",
        citizen: "Deimhnigh gur saoránach nó cónaitheoir de chuid Phoblacht Brehon thú",
      },
    });
    const before = inbox.length;
    const posted = await postForm(server.url, `/ga/petitions/${id}`, {
      intent: "request",
      petitionId: String(id),
      name: "Aoife",
      email: "aoife@example.ie",
      citizen: "yes",
    });
    expect(posted.headers.get("location")).toBe(`/ga/petitions/${id}?status=requested`);
    const { mail, link } = await linkOf(before + 1);
    expect(mail.subject).toBe("Deimhnigh do shíniú: Crainn i ngach sráid");
    expect(link.pathname).toBe("/ga/petitions/confirm");
    const page = await (await fetch(`${server.url}${link.pathname}${link.search}`)).text();
    expect(page).toContain("Deimhnigh mo shíniú");
  });

  it("refuses every spelling of an address in list syntax, on the page and through the API, so one mailbox signs once", async () => {
    const id = await createPetition(server.url, { title: "One mailbox, one signature", description: "Counted once." });
    for (const email of LIST_SPELLINGS) {
      const refused = await request(id, { name: "Me", email, citizen: "yes" });
      expect(refused.status, email).toBe(400);
      expect(await refused.json()).toEqual({
        error: expect.any(String),
        errors: {
          email:
            "Enter one email address on its own, like name@example.ie, without brackets, quotation marks, commas or spaces",
        },
      });
      const page = await postForm(server.url, `/petitions/${id}`, {
        intent: "request",
        petitionId: String(id),
        name: "Me",
        email,
        citizen: "yes",
      });
      expect(page.status, email).toBe(400);
      expect(await page.text()).toContain("without brackets, quotation marks, commas or spaces");
    }
    const irish = await request(id, { name: "Mé", email: "<me@example.ie>", citizen: "yes" }, "ga");
    expect((await irish.json()).errors.email).toMatch(/^Cuir isteach seoladh ríomhphoist amháin leis féin/);
    // A name with a direction override or a control character is refused too, with its own message.
    const bidi = await request(id, { name: "Me\u202e", email: "me@example.ie", citizen: "yes" });
    expect(bidi.status).toBe(400);
    expect((await bidi.json()).errors).toEqual({
      name: "Remove the hidden characters (control characters, zero-width spaces or text-direction marks) from your name",
    });

    // The plain address signs, once.
    expect((await request(id, { name: "Me", email: "Me@Example.IE", citizen: "yes" })).status).toBe(202);
    await allDelivered(id);
    const mails = mailsTo("me@example.ie");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.mail.to).toMatchObject({ value: [{ address: "me@example.ie" }] });
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mails[0]?.mail.text ?? "")?.[1] ?? "";
    const confirmed = await postForm(server.url, `/petitions/confirm?token=${token}`, { intent: "confirm", token });
    expect(await confirmed.text()).toContain("Your signature is confirmed");
    for (const email of LIST_SPELLINGS)
      expect((await request(id, { name: "Me", email, citizen: "yes" })).status).toBe(400);
    await allDelivered(id);
    expect(mailsTo("me@example.ie")).toHaveLength(1);
    expect(await count(id)).toBe(1);
  });

  it("sends one confirmation email per petition and address in 6 hours, however often it is asked for", async () => {
    const id = await createPetition(server.url, { title: "Asked for again and again", description: "One email." });
    try {
      for (let n = 0; n < 12; n++) {
        const asked =
          n % 2 === 0
            ? await request(id, { name: "Nuala", email: "nuala@example.ie", citizen: "yes" })
            : await postForm(server.url, `/petitions/${id}`, {
                intent: "request",
                petitionId: String(id),
                name: "Nuala",
                email: "Nuala+again@example.ie",
                citizen: "yes",
              });
        // The answer is the same every time: check your email.
        expect(asked.status).toBe(n % 2 === 0 ? 202 : 303);
      }
      await allDelivered(id);
      expect(mailsTo("nuala@example.ie")).toHaveLength(1);
      await server.advanceClock(6 * 3_600_000);
      expect((await request(id, { name: "Nuala", email: "nuala@example.ie", citizen: "yes" })).status).toBe(202);
      await allDelivered(id);
      expect(mailsTo("nuala@example.ie")).toHaveLength(2);
    } finally {
      await server.setClock(0);
    }
  });

  it("caps the confirmation emails one address receives a day over every petition (SIGNATURE_EMAILS_PER_DAY)", async () => {
    const ids: number[] = [];
    for (let n = 1; n <= 5; n++) {
      ids.push(await createPetition(server.url, { title: `Petition ${n} of five`, description: "One of many." }));
    }
    for (const id of ids) {
      expect((await request(id, { name: "Róisín", email: "roisin@example.ie", citizen: "yes" })).status).toBe(202);
    }
    await allDelivered(ids[0] ?? 0);
    expect(mailsTo("roisin@example.ie")).toHaveLength(3);
    expect(server.stdout.join("\n") + server.stderr.join("\n")).not.toMatch(/roisin/i);
  });
});
