import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { type MailKind, renderPetitionerMail } from "./templates.server";

const PUBLIC_URL = "https://www.gov.brehon.example";
const render = (kind: MailKind, language: "en" | "ga", extra: { reason?: string; response?: string } = {}) =>
  renderPetitionerMail(
    { petitionId: 42, kind, payload: { title: "Longer library hours", language, ...extra } },
    PUBLIC_URL,
  );

/** The words a reader sees in the HTML part, in order, one space apart (a paragraph's end or a line break is one). */
const htmlWords = (html: string) =>
  parse(html.replace(/<br\s*\/?>|<\/p>/g, " $&"))
    .querySelector("body")
    ?.textContent.replace(/\s+/g, " ")
    .trim() ?? "";

describe("the emails to a petitioner", () => {
  it("published, in English: subject, greeting, the petition's English address and why it was sent", () => {
    const mail = render("published", "en");
    expect(mail).toMatchObject({ language: "en", subject: "Your petition is now public: Longer library hours" });
    expect(mail.text).toBe(
      [
        "Hello,",
        "A moderator has reviewed your petition and published it on the portal.",
        "Anyone can now read and sign it. Share its address so that others can find it.",
        "Your petition:\nhttps://www.gov.brehon.example/petitions/42",
        "Petitions, Government of the Republic of Brehon",
        "--",
        "You are receiving this because you created the petition “Longer library hours” on the Republic of Brehon's government portal and gave this address. We write only when a moderator publishes or removes your petition, or when the Government responds to it.",
      ].join("\n\n"),
    );
  });

  it("published, in Irish: Irish words and the petition's Irish address", () => {
    const mail = render("published", "ga");
    expect(mail).toMatchObject({ language: "ga", subject: "Tá d'achainí poiblí anois: Longer library hours" });
    expect(mail.text).toContain("A chara,");
    expect(mail.text).toContain("Tá d'achainí léite ag modhnóir agus foilsithe ar an tairseach.");
    expect(mail.text).toContain("D'achainí:\nhttps://www.gov.brehon.example/ga/petitions/42");
    expect(mail.text).toContain(
      "Tá an ríomhphost seo á fháil agat mar gur chruthaigh tú an achainí “Longer library hours” ar thairseach Rialtas Phoblacht Brehon agus gur thug tú an seoladh seo.",
    );
    expect(mail.text).not.toMatch(/\b(?:the|your|petition|Hello)\b/);
  });

  it("removed: the published reason in the petition's language", () => {
    const english = render("hidden", "en", { reason: "misleading" });
    expect(english.subject).toBe("Your petition has been removed: Longer library hours");
    expect(english.text).toContain("Reason:\nIt contained false or misleading information.");
    const irish = render("hidden", "ga", { reason: "misleading" });
    expect(irish.subject).toBe("Baineadh d'achainí den tairseach: Longer library hours");
    expect(irish.text).toContain("Cúis:\nBhí eolas bréagach nó míthreorach inti.");
    expect(irish.text).toContain("https://www.gov.brehon.example/ga/petitions/42");
    // An operator's own words (npm run petitions -- hide --reason) are given as written.
    expect(render("hidden", "en", { reason: "Spam wave" }).text).toContain("Reason:\nSpam wave");
  });

  it("the Government's response: the link, and the response itself when given", () => {
    const english = render("response", "en");
    expect(english.subject).toBe("The Government has responded to your petition: Longer library hours");
    expect(english.text).toContain("Read it on your petition's page.");
    expect(english.text).not.toContain("The response:");
    expect(render("response", "en", { response: "We will open on Sundays." }).text).toContain(
      "The response:\nWe will open on Sundays.",
    );
    const irish = render("response", "ga", { response: "Osclóimid ar an Domhnach." });
    expect(irish.subject).toBe("Tá freagra tugtha ag an Rialtas ar d'achainí: Longer library hours");
    expect(irish.text).toContain("D'fhoilsigh an Rialtas a fhreagra ar d'achainí.");
    expect(irish.text).toContain("An freagra:\nOsclóimid ar an Domhnach.");
  });

  it.each([
    ["published", "en"],
    ["published", "ga"],
    ["hidden", "en"],
    ["hidden", "ga"],
    ["response", "en"],
    ["response", "ga"],
  ] as const)(
    "%s (%s): the HTML part says what the text part says, in a document of its language",
    (kind, language) => {
      const mail = render(kind, language, { reason: "duplicate" });
      const document = parse(mail.html);
      expect(mail.html.startsWith("<!DOCTYPE html>")).toBe(true);
      expect(document.querySelector("html")?.getAttribute("lang")).toBe(language);
      expect(document.querySelector("title")?.textContent).toBe(mail.subject);
      const link = document.querySelector("a");
      expect(link?.getAttribute("href")).toBe(link?.textContent);
      expect(link?.textContent).toBe(`${PUBLIC_URL}${language === "ga" ? "/ga" : ""}/petitions/42`);
      const textWords = mail.text
        .replace(/\n\n--\n\n/, " ")
        .replace(/\s+/g, " ")
        .trim();
      expect(htmlWords(mail.html)).toBe(textWords);
    },
  );

  it("a title is text, never markup, and one line in the subject", () => {
    const mail = renderPetitionerMail(
      { petitionId: 7, kind: "published", payload: { title: "<b>Bold</b>\nplan & more", language: "en" } },
      PUBLIC_URL,
    );
    expect(mail.subject).toBe("Your petition is now public: <b>Bold</b> plan & more");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("&lt;b&gt;Bold&lt;/b&gt; plan &amp; more");
  });
});
