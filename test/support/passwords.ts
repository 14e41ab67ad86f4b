/** Staff passwords are hashed at 1/32 of the server's scrypt cost in unit tests (test/setup.ts): the same code, faster. */
export const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 };
