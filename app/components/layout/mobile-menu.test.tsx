// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { LanguageProvider, languageOfPath } from "~/i18n/language";
import { RouterBinding } from "~/i18n/router-binding";
import { MobileMenu } from "./mobile-menu";

function MenuPage() {
  return (
    <LanguageProvider language={languageOfPath(useLocation().pathname)}>
      <RouterBinding>
        <MobileMenu />
      </RouterBinding>
    </LanguageProvider>
  );
}

function renderMenu() {
  const Stub = createRoutesStub([
    { path: "/", Component: MenuPage },
    { path: "/ga", Component: MenuPage },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return userEvent.setup();
}

describe("mobile menu", () => {
  it("opens and closes with the menu button", async () => {
    const user = renderMenu();
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("combobox", { name: "Search the site" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("expands at most one section, and collapses the open one on a second click", async () => {
    const user = renderMenu();
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const government = screen.getByRole("button", { name: "Government" });
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

  it("closes when a language is chosen, and moves to the page's Irish address", async () => {
    const user = renderMenu();
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const irish = screen.getByRole("link", { name: "Gaeilge" });
    expect(irish.getAttribute("href")).toBe("/ga");
    expect(screen.getByRole("link", { name: "English" }).getAttribute("aria-current")).toBe("true");
    await user.click(irish);
    const toggle = await screen.findByRole("button", { name: "Roghchlár" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Gaeilge" }).getAttribute("aria-current")).toBe("true"),
    );
    expect(screen.getByRole("link", { name: "English" }).getAttribute("href")).toBe("/");
  });
});
