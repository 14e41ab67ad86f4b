// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInLanguage } from "#test/support/language";
import type { NewsArticle } from "~/content/types";
import type { Language } from "~/i18n/language";
import { NewsList } from "./news-list";

const ARTICLE: NewsArticle = {
  imageUrl: "/images/ministries/finance.svg",
  imageAlt: "A coin",
  category: "Economy",
  date: "2025-05-02",
  title: "Budget published",
  excerpt: "The budget is out.",
  link: "/news",
};

function renderNews(articles: readonly NewsArticle[], language: Language = "en") {
  renderInLanguage(<NewsList articles={articles} />, language);
}

describe("news list", () => {
  it("says 'No News Yet' when there are no articles", () => {
    renderNews([]);
    expect(screen.getByRole("heading", { name: "No News Yet" })).toBeTruthy();
    expect(screen.getByText(/No news articles are currently available/)).toBeTruthy();
  });

  it("shows each article's image, category, date in the page's language, title link and excerpt", () => {
    renderNews([ARTICLE], "ga");
    expect(screen.getByRole("img", { name: "A coin" })).toBeTruthy();
    expect(screen.getByText("2 Bealtaine 2025")).toBeTruthy();
    // On an Irish page the link stays in Irish.
    expect(screen.getByRole("link", { name: "Budget published" }).getAttribute("href")).toBe("/ga/news");
    expect(screen.getByText("The budget is out.")).toBeTruthy();
    expect(screen.queryByText("Níl Nuacht Ann Fós")).toBeNull();
  });
});
