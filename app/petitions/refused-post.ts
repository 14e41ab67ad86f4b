import { data, isRouteErrorResponse } from "react-router";
import { IRISH_NOUNS } from "~/i18n/irish-numerals";
import type { Language } from "~/i18n/languages";
import { counted } from "~/i18n/plural";
import { escapeXml } from "~/lib/xml";

/**
 * A petition form posted without JavaScript and refused for its sender's allowance (429) is answered with a
 * short page of its own, not the whole page the form was on: drawing the list or a petition again for a
 * client that is sending too much would cost it more than anyone else's pages. The page says when to try
 * again, keeps what was typed (never an email address) in a form that sends it again, and links back.
 */
export const REFUSED_POST_WORDS = {
  en: {
    siteName: "Republic of Brehon",
    title: "Please wait before trying again",
    body: (seconds: number) =>
      `Many requests have come from your connection in a short while. Try again in ${counted(seconds, "en", { one: "second", other: "seconds" })}.`,
    kept: "What you sent is kept here: send it again once that time has passed.",
    again: "Send again",
    back: "Back to the page",
  },
  ga: {
    siteName: "Poblacht Brehon",
    title: "Fan tamall sula mbainfidh tú triail eile as",
    body: (seconds: number) =>
      `Tháinig go leor iarratas ó do cheangal i mbeagán ama. Bain triail eile as i gceann ${counted(seconds, "ga", IRISH_NOUNS.second)}.`,
    kept: "Coinnítear anseo an méid a sheol tú: seol arís é nuair a bheidh an t-am sin caite.",
    again: "Seol arís",
    back: "Ar ais chuig an leathanach",
  },
} satisfies Record<Language, unknown>;

/** What the short page needs: when to try again, where the form posted, what to send again, and where to go back. */
export type RefusedPost = {
  retryAfterSeconds: number;
  /** The page the form was posted to, and the fields to post to it again (none for an email address's form). */
  form: { action: string; fields: Array<[string, string]> } | null;
  /** The page to go back to, in the language of the page posted from. */
  back: string;
};

const REFUSED = "refusedPost";

/** Ends an action with the short page: thrown, so that no loader of the page runs and nothing of it is drawn. */
export function refusePost(refused: RefusedPost): never {
  throw data({ [REFUSED]: refused }, { status: 429, headers: { "Retry-After": String(refused.retryAfterSeconds) } });
}

/** The refusal an action threw with `refusePost`, among the errors of a request's routes, if any. */
export function refusedPostOf(errors: Record<string, unknown> | null | undefined): RefusedPost | null {
  for (const error of Object.values(errors ?? {})) {
    if (isRouteErrorResponse(error) && error.status === 429 && error.data && REFUSED in error.data) {
      return error.data[REFUSED] as RefusedPost;
    }
  }
  return null;
}

/** The short page in `language`: a document of its own, a few hundred bytes, readable without styles or scripts. */
export function refusedPostPage(language: Language, refused: RefusedPost): string {
  const t = REFUSED_POST_WORDS[language];
  const form = refused.form
    ? `<form method="post" action="${escapeXml(refused.form.action)}">
${refused.form.fields.map(([name, value]) => `<input type="hidden" name="${escapeXml(name)}" value="${escapeXml(value)}">`).join("\n")}
<p>${escapeXml(t.kept)}</p>
<button type="submit">${escapeXml(t.again)}</button>
</form>`
    : "";
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeXml(t.title)} | ${escapeXml(t.siteName)}</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:40rem;margin:0 auto;padding:2rem 1rem;color:#1a1a1a}a{color:#1d4e89}button{font:inherit;padding:.5rem 1rem}</style>
</head>
<body>
<main>
<h1>${escapeXml(t.title)}</h1>
<p>${escapeXml(t.body(refused.retryAfterSeconds))}</p>
${form}
<p><a href="${escapeXml(refused.back)}">${escapeXml(t.back)}</a></p>
</main>
</body>
</html>
`;
}
