/**
 * The two answers an admin writes in the console: the Government's response, and later the outcome of
 * the debate. Here, below both the server that checks them and the console's form that shows them.
 */
export const ANSWER_KINDS = ["response", "debate"] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/** The longest text in one language (the database checks it too, migration 0006). */
export const ANSWER_TEXT_MAX = 5000;

/** Why a text was refused, by language. */
export type AnswerErrors = Partial<Record<"en" | "ga", string>>;
