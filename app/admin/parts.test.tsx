// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ConsoleList, ConsoleOutcome } from "./parts";

afterEach(cleanup);

describe("a console form's outcome", () => {
  it("summarises a refusal as an alert that takes focus, with its message and links to the fields in error", () => {
    render(
      <ConsoleOutcome
        refused={{
          title: "The banner was not changed",
          message: "Look again.",
          fields: [{ id: "textGa", message: "Enter the Irish." }],
        }}
        done="Not shown: the refusal comes first."
      />,
    );
    const alert = screen.getByRole("alert", { name: "The banner was not changed" });
    expect(alert.textContent).toContain("Look again.");
    expect(screen.getByRole("link", { name: "Enter the Irish." }).getAttribute("href")).toBe("#textGa");
    expect(document.activeElement).toBe(alert);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says what was done as a status, and a refusal without a title says nothing was changed", () => {
    const { rerender } = render(<ConsoleOutcome done="The petition is published." />);
    expect(screen.getByRole("status").textContent).toBe("The petition is published.");
    rerender(<ConsoleOutcome refused={{ message: "Choose an action." }} />);
    expect(screen.getByRole("alert", { name: "Nothing was changed" }).textContent).toContain("Choose an action.");
  });
});

describe("a console section's list", () => {
  it("is a list of its items, or only the sentence that says it is empty", () => {
    const { rerender } = render(
      <ConsoleList items={[{ id: 1 }, { id: 2 }]} empty="No notes yet." className="grid">
        {(item) => `Note ${item.id}`}
      </ConsoleList>,
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Note 1", "Note 2"]);
    rerender(
      <ConsoleList items={[]} empty="No notes yet." className="grid">
        {() => null}
      </ConsoleList>,
    );
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByText("No notes yet.")).toBeTruthy();
  });
});
