import { afterEach } from "vitest";

// A test that prints console.error fails: React warnings and unexpected errors
// are bugs, not noise.
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
};

afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
});
