import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONFIGURATION_REFERENCE, configurationReference } from "./config-reference";
import { envSchema, readEnv } from "./core/env";

describe("the configuration reference", () => {
  it(`${CONFIGURATION_REFERENCE} is what server/core/env.ts says`, () => {
    const written = readFileSync(new URL(`../${CONFIGURATION_REFERENCE}`, import.meta.url), "utf8");
    expect(
      written,
      `${CONFIGURATION_REFERENCE} differs from the settings in server/core/env.ts: run \`npm run docs:config\``,
    ).toBe(configurationReference());
  });

  it("gives every variable its section, its default and an example that the server accepts", () => {
    const reference = configurationReference();
    for (const name of Object.keys(envSchema.shape)) {
      expect(reference).toContain(`### \`${name}\``);
      const example = reference.match(new RegExp(`- Example: \`${name}='?([^\`']*)'?\``))?.[1];
      expect(example, name).toBeDefined();
      expect(() => readEnv({ [name]: example }), `${name}=${example}`).not.toThrow();
    }
  });
});
