// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ga } from "~/i18n/ga";
import { LanguageProvider } from "~/i18n/language";
import { NO_ANSWER } from "~/petitions/fields";
import { PetitionCard } from "./petition-card";

type CardPetition = Parameters<typeof PetitionCard>[0]["petition"];

const NOW = new Date("2026-11-22T12:00:00Z");

function renderCard(petition: CardPetition, irish = false) {
  render(
    <LanguageProvider language={irish ? "ga" : "en"} messages={irish ? ga : undefined}>
      <PetitionCard petition={petition} now={NOW} returnTo="/petitions" />
    </LanguageProvider>,
  );
  return screen.findByRole("article");
}

const bare: CardPetition = {
  id: 7,
  title: "<b>Markup</b> stays text",
  description: "A description.",
  category: null,
  submitterName: null,
  language: "en",
  translations: {},
  signatureCount: 0,
  createdAt: null,
  signed: false,
  closed: false,
  response: NO_ANSWER,
  debateOutcome: NO_ANSWER,
};

describe("PetitionCard", () => {
  it("falls back as the spec says when fields are missing, and shows markup as text", async () => {
    const card = await renderCard(bare);
    expect(within(card).getByRole("heading", { level: 3 }).textContent).toBe("<b>Markup</b> stays text");
    expect(card.querySelector("b")).toBeNull();
    expect(card.textContent).toContain("Submitted by:Anonymous Citizen");
    expect(card.textContent).toContain("Created:Date not available");
    expect(card.textContent).toContain("Category:General");
    expect(within(card).getByTestId("signature-count").textContent).toBe("0");
    const sign = within(card).getByRole("button", { name: "Sign Petition" }) as HTMLButtonElement;
    expect(sign.disabled).toBe(false);
    const form = sign.closest("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.querySelector<HTMLInputElement>('input[name="petitionId"]')?.value).toBe("7");
    expect(within(card).queryByTestId("responded-badge")).toBeNull();
  });

  it("says when the Government has responded, in the card's language", async () => {
    const published = { state: "published" as const, publishedAt: "2026-11-20T10:00:00.000Z" };
    const english = await renderCard({ ...bare, response: published });
    expect(within(english).getByTestId("responded-badge").textContent).toBe("Government responded");
    cleanup();
    const irish = await renderCard({ ...bare, response: published }, true);
    expect(within(irish).getByTestId("responded-badge").textContent).toBe("Freagra ón Rialtas");
    cleanup();
  });

  it("shows the details in Irish and marks a signed petition", async () => {
    const card = await renderCard(
      {
        ...bare,
        category: "human-rights",
        submitterName: "Pádraig",
        signatureCount: 12,
        createdAt: new Date(NOW.getTime() - 3 * 3600_000).toISOString(),
        signed: true,
      },
      true,
    );
    expect(card.textContent).toContain("Curtha isteach ag:Pádraig");
    expect(card.textContent).toContain("Cruthaithe:3 huaire an chloig ó shin");
    expect(card.textContent).toContain("Catagóir:Cearta an Duine");
    expect(card.textContent).toContain("Shínigh tú an achainí seo");
    expect(within(card).getByTestId("signature-count").textContent).toBe("12");
    expect((within(card).getByRole("button", { name: "Sínigh an Achainí" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("marks what the petitioner wrote with its language, on a page in the other language", async () => {
    const card = await renderCard({ ...bare, title: "Longer library hours", submitterName: "Ada" }, true);
    expect(within(card).getByRole("link", { name: "Longer library hours" }).getAttribute("lang")).toBe("en");
    expect(within(card).getByText("A description.").getAttribute("lang")).toBe("en");
    expect(within(card).getByText("Ada").getAttribute("lang")).toBe("en");
    // The portal's own words are the page's.
    expect(within(card).getByText("Catagóir:").closest("[lang]")).toBeNull();
    cleanup();
    const anonymous = await renderCard({ ...bare, language: "ga" }, false);
    expect(within(anonymous).getByText("A description.").getAttribute("lang")).toBe("ga");
    expect(within(anonymous).getByText("Anonymous Citizen").closest("[lang]")).toBeNull();
  });
});
