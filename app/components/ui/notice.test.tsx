// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Notice } from "./notice";

describe("notice", () => {
  it("as an aside, is a landmark named by its heading", () => {
    render(
      <Notice as="aside" variant="warning" title="Important">
        <p>Follow official instructions.</p>
      </Notice>,
    );
    const aside = screen.getByRole("complementary", { name: "Important" });
    expect(aside.className).toContain("border-destructive");
    expect(screen.getByRole("heading", { level: 2, name: "Important" })).toBeTruthy();
  });

  it("as an alert, is named by its heading at the level asked for", () => {
    render(<Notice role="alert" variant="error" title="There is a problem" headingLevel={3} />);
    expect(screen.getByRole("alert", { name: "There is a problem" }).className).toContain("border-4");
    expect(screen.getByRole("heading", { level: 3 })).toBeTruthy();
  });

  it("as a plain panel, carries no name, which ARIA forbids on a generic element", () => {
    const { container } = render(
      <Notice variant="panel" title="Content Coming Soon">
        <p>Please check back later.</p>
      </Notice>,
    );
    const panel = container.firstElementChild;
    expect(panel?.getAttribute("aria-labelledby")).toBeNull();
    expect(panel?.className).toContain("text-center");
    expect(screen.getByRole("heading", { name: "Content Coming Soon" })).toBeTruthy();
  });

  it("defaults to the information style", () => {
    const { container } = render(<Notice>Saving needs JavaScript.</Notice>);
    expect(container.firstElementChild?.className).toContain("border-primary");
  });
});
