// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ga } from "~/i18n/ga";
import { LanguageProvider } from "~/i18n/language";
import { Field, Textarea } from "./field";

function Message({ initial = "", irish = false }: { initial?: string; irish?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <LanguageProvider {...(irish ? { language: "ga", messages: ga } : {})}>
      <Field id="message" label="Message" count={{ max: 2000, length: value.length }}>
        <Textarea value={value} onChange={(event) => setValue(event.target.value)} />
      </Field>
    </LanguageProvider>
  );
}

const live = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe("a field's character count", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("describes the field, follows each keystroke, and is announced only when typing pauses", () => {
    render(<Message initial="Hello" />);
    const field = screen.getByLabelText("Message");
    expect(field.getAttribute("aria-describedby")).toBe("message-count");
    expect(screen.getByText("You have 1,995 characters remaining")).toBeTruthy();

    // Nothing is announced as the page loads.
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(live()).toBe("");

    fireEvent.change(field, { target: { value: "Hello, world" } });
    expect(screen.getByText("You have 1,988 characters remaining")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    fireEvent.change(field, { target: { value: "Hello, world!" } });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(live()).toBe("");
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(live()).toBe("You have 1,987 characters remaining");
  });

  it("counts one character in the singular, and what is over the limit", () => {
    render(<Message initial={"x".repeat(1999)} />);
    expect(screen.getByText("You have 1 character remaining")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "x".repeat(2003) } });
    expect(screen.getByText("You have 3 characters too many")).toBeTruthy();
  });

  it("counts in Irish with the noun's mutation after each number", () => {
    render(<Message irish initial={"x".repeat(1992)} />);
    expect(screen.getByText("Tá 8 gcarachtar fágtha agat")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "x".repeat(1997) } });
    expect(screen.getByText("Tá 3 charachtar fágtha agat")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "x".repeat(1980) } });
    expect(screen.getByText("Tá 20 carachtar fágtha agat")).toBeTruthy();
  });
});
