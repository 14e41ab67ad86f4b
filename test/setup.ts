import { afterEach } from "vitest";
import { en } from "~/i18n/en";
import { ga } from "~/i18n/ga";
import { provideMessages } from "~/i18n/language";

// Components render at once in both languages, as on the server (the browser loads the page's catalogue first).
provideMessages("en", en);
provideMessages("ga", ga);

// A test that prints console.error fails: React warnings and unexpected errors
// are bugs, not noise.
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
};

// Staff passwords hashed in a test's own process cost less (test/support/passwords.ts).
if (typeof document === "undefined") {
  const { setPasswordCost } = await import("~/admin/passwords.server");
  const { TEST_PASSWORD_COST } = await import("./support/passwords");
  setPasswordCost(TEST_PASSWORD_COST);
}

// Busy shared machines render slowly: wait up to 5 s for an element before failing.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/dom");
  configure({ asyncUtilTimeout: 5_000 });
}

afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
});
