// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button, buttonVariants } from "./button";

const VARIANTS = ["default", "destructive", "outline", "secondary", "ghost", "link"] as const;
const SIZES = ["default", "sm", "lg", "icon"] as const;

describe("Button", () => {
  it("has exactly the spec's variants and sizes, each styled differently", () => {
    const variantClasses = VARIANTS.map((variant) => buttonVariants({ variant }));
    const sizeClasses = SIZES.map((size) => buttonVariants({ size }));
    expect(new Set(variantClasses).size).toBe(VARIANTS.length);
    expect(new Set(sizeClasses).size).toBe(SIZES.length);
    expect(buttonVariants()).toBe(buttonVariants({ variant: "default", size: "default" }));
  });

  it("renders a button named by its text, with the chosen variant", () => {
    render(<Button variant="destructive">Delete</Button>);
    const button = screen.getByRole("button", { name: "Delete" });
    expect(button.className).toContain("bg-destructive");
  });

  it("styles a link as a button with asChild", () => {
    render(
      <Button asChild variant="outline" size="lg">
        <a href="/services">Government Services</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Government Services" });
    expect(link.getAttribute("href")).toBe("/services");
    expect(link.className).toContain("border-input");
    expect(link.className).toContain("px-8");
  });
});
