/**
 * Addresses into the constitution's text, apart from the text itself, so that a page linking to an
 * article does not download the whole constitution with its links.
 */

/** The anchor of an article on the constitution page: "article-9". Links to an article use it, so it never changes. */
export type ArticleAnchor = `article-${number}`;

/** The address of the constitution's text, and of one of its articles. */
export const CONSTITUTION_TEXT_PATH = "/government/constitution/text";
export const articleLink = (number: number) => `${CONSTITUTION_TEXT_PATH}#article-${number}`;
