// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TERMS_OF_USE } from "~/content/legal";
import { en } from "~/i18n/en";
import { ga } from "~/i18n/ga";
import { type Language, LanguageProvider } from "~/i18n/language";
import { LegalPage } from "./legal-page";

function TermsPage({ language }: { language: Language }) {
  const messages = language === "ga" ? ga : en;
  return (
    <LanguageProvider language={language} messages={messages}>
      <LegalPage
        title={messages.pages.titles.terms}
        dateLabel={messages.legal.lastUpdated}
        date="2025-09-01"
        document={TERMS_OF_USE[language]}
        numbered
        related={{ to: "/privacy-policy", label: messages.pages.titles.privacy }}
      />
    </LanguageProvider>
  );
}

function renderTerms(language: Language) {
  render(<TermsPage language={language} />);
}

describe("a legal page", () => {
  it("writes its date in English and numbers its sections", () => {
    renderTerms("en");
    expect(document.querySelector("time")?.getAttribute("dateTime")).toBe("2025-09-01");
    expect(screen.getByText("1 September 2025")).toBeTruthy();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toHaveLength(8);
    expect(headings[0]).toBe("1. Acceptance of Terms");
    expect(headings[7]).toBe("8. Changes and Governing Law");
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy-policy");
    expect(screen.getByRole("link", { name: "Back to Homepage" }).getAttribute("href")).toBe("/");
  });

  it("writes everything in Irish when the page is in Irish", () => {
    renderTerms("ga");
    expect(screen.getByText("1 Meán Fómhair 2025")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Téarmaí Úsáide");
    expect(screen.getAllByRole("heading", { level: 2 })[0]?.textContent).toBe("1. Glacadh leis na Téarmaí");
    expect(screen.getByRole("link", { name: "Beartas Príobháideachais" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ar ais go dtí an Leathanach Baile" })).toBeTruthy();
  });
});
