// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInLanguage } from "#test/support/language";
import type { Announcement } from "~/content/types";
import type { Language } from "~/i18n/language";
import { AnnouncementList, announcementVariant } from "./announcement-list";

const INTERNAL: Announcement = {
  id: "internal",
  type: "alert",
  date: "2025-04-25",
  title: "Road closures",
  content: "Roads are closed.",
  link: "/announcements/cybersecurity-update",
};
const EXTERNAL: Announcement = {
  ...INTERNAL,
  id: "external",
  type: "update",
  title: "Partner notice",
  link: "https://partner.example/notice",
};

function renderList(announcements: readonly Announcement[], language: Language = "en") {
  renderInLanguage(<AnnouncementList announcements={announcements} emptyText="No announcements found." />, language);
}

describe("announcement list", () => {
  it("opens other sites in a new tab without handing them this page", () => {
    renderList([EXTERNAL]);
    const link = screen.getByRole("link", { name: "Read more: Partner notice (opens in a new tab)" });
    expect(link.getAttribute("href")).toBe("https://partner.example/notice");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("keeps in-site links in the same tab, and shows type and date", () => {
    renderList([INTERNAL]);
    const link = screen.getByRole("link", { name: "Read more: Road closures" });
    expect(link.getAttribute("href")).toBe("/announcements/cybersecurity-update");
    expect(link.getAttribute("target")).toBeNull();
    expect(screen.getByText("Alert")).toBeTruthy();
    expect(screen.getByText("25 April 2025").getAttribute("datetime")).toBe("2025-04-25");
  });

  it("writes the type and date in Irish", () => {
    renderList([INTERNAL], "ga");
    expect(screen.getByText("Foláireamh")).toBeTruthy();
    expect(screen.getByText("25 Aibreán 2025")).toBeTruthy();
  });

  it("says so when there are none, and asks to check back", () => {
    renderList([]);
    expect(screen.getByText("No announcements found.")).toBeTruthy();
    expect(screen.getByText("Please check back later for updates.")).toBeTruthy();
    expect(screen.queryByRole("article")).toBeNull();
  });
});

describe("announcementVariant", () => {
  it("styles by type: alert destructive, notice primary, any other secondary", () => {
    expect(announcementVariant("alert")).toBe("destructive");
    expect(announcementVariant("notice")).toBe("default");
    expect(announcementVariant("update")).toBe("secondary");
  });
});
