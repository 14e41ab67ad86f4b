// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderIsland } from "#test/support/islands";
import { SearchBox } from "~/search/search-box.island";
import { LanguageSwitcher } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";

/** The menu with the search box the header hands it (app/site-header.island.tsx). */
const Menu = () => <MobileMenu Search={SearchBox} />;

/** The menu opens once its sections' module is loaded, which a busy machine may take a while to do. */
const LOADED = { timeout: 5_000 };

/** The menu as the header's island draws it on a page. */
function renderMenu(path = "/") {
  renderIsland(Menu, {}, path);
  return userEvent.setup();
}

describe("mobile menu", () => {
  it("opens and closes with the menu button", async () => {
    const user = renderMenu();
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    // The menu opens once its sections' code is here.
    expect((await screen.findByRole("button", { name: "Close menu" }, LOADED)).getAttribute("aria-expanded")).toBe(
      "true",
    );
    expect(screen.getByRole("combobox", { name: "Search the site" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("expands at most one section, and collapses the open one on a second click", async () => {
    const user = renderMenu();
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const government = await screen.findByRole("button", { name: "Government" }, LOADED);
    const services = screen.getByRole("button", { name: "Services" });

    await user.click(government);
    expect(government.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "Leadership" }).getAttribute("href")).toBe("/government/leadership");

    await user.click(services);
    expect(services.getAttribute("aria-expanded")).toBe("true");
    expect(government.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "Leadership" })).toBeNull();

    await user.click(services);
    expect(services.getAttribute("aria-expanded")).toBe("false");
  });

  it("links each language to the page's address in it, the query and fragment kept", async () => {
    const user = renderMenu("/services?x=1#business");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const irish = await screen.findByRole("link", { name: "Gaeilge" }, LOADED);
    expect(irish.getAttribute("href")).toBe("/ga/services?x=1#business");
    expect(screen.getByRole("link", { name: "English" }).getAttribute("aria-current")).toBe("true");
  });

  it("on an Irish page, is in Irish and marks Gaeilge as the page's language", async () => {
    const user = renderMenu("/ga/services");
    await user.click(screen.getByRole("button", { name: "Roghchlár" }));
    expect((await screen.findByRole("link", { name: "Gaeilge" }, LOADED)).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("link", { name: "English" }).getAttribute("href")).toBe("/services");
  });

  it("on the console's pages, which are English only, offers no language switch", async () => {
    for (const path of ["/admin/sign-in", "/admin", "/admin/petitions/3"]) {
      const user = renderMenu(path);
      await user.click(screen.getByRole("button", { name: "Menu" }));
      await screen.findByRole("button", { name: "Close menu" }, LOADED);
      expect(screen.queryByRole("link", { name: "Gaeilge" }), path).toBeNull();
      expect(screen.queryByRole("list", { name: "Language" }), path).toBeNull();
      cleanup();
    }
    renderIsland(LanguageSwitcher, {}, "/admin/queue");
    expect(screen.queryByRole("link", { name: "Gaeilge" })).toBeNull();
  });
});
