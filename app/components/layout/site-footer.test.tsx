// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderIsland } from "#test/support/islands";
import { SiteFooter } from "./site-footer.island";

/** The footer as its island draws it on the home page. */
function renderFooter() {
  renderIsland(SiteFooter, {}, "/");
}

describe("site footer", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the visitor's current year, not the year the page was built", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-03-01T10:00:00Z"));
    renderFooter();
    expect(screen.getByText("© 2031 Republic of Brehon. All rights reserved.")).toBeTruthy();
  });

  it("links the legal pages and the sitemap", () => {
    renderFooter();
    for (const path of ["/privacy-policy", "/terms-of-use", "/sitemap"]) {
      expect(document.querySelector(`footer a[href="${path}"]`)).not.toBeNull();
    }
  });
});
